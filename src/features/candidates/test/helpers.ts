import type { Candidate, CandidatesList, Job, TimelineEntry } from '@/api/types';
import { api } from '@/test/api';

export async function allCandidates(query = ''): Promise<CandidatesList> {
  return (await api<CandidatesList>('GET', `/candidates?pageSize=1000${query}`)).body;
}

export async function candidateById(id: number): Promise<Candidate> {
  return (await api<Candidate>('GET', `/candidates/${id}`)).body;
}

export async function jobById(id: number): Promise<Job> {
  return (await api<Job>('GET', `/jobs/${id}`)).body;
}

export async function timelineOf(id: number): Promise<TimelineEntry[]> {
  return (await api<TimelineEntry[]>('GET', `/candidates/${id}/timeline`)).body;
}

type FetchArgs = Parameters<typeof fetch>;

export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Records every request and lets a test answer some itself (a failure) while the rest reach
 * the real handlers.
 */
export function watchFetch(answer: (request: SeenRequest) => Response | undefined = () => undefined) {
  const realFetch = globalThis.fetch;
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: FetchArgs) => {
    const [input, init] = args;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    seen.push(request);
    return answer(request) ?? realFetch(...args);
  });
  return {
    seen,
    writes: () => seen.filter((r) => r.method !== 'GET' && r.url.pathname.startsWith('/api/')),
  };
}

export function failWith(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: { code: 'simulated', message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

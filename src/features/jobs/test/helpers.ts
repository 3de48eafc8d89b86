import type { Job, JobsList } from '@/api/types';
import { api } from '@/test/api';

/** Every job, as the API lists them (sorted by order). */
export async function allJobs(query = 'status=all'): Promise<Job[]> {
  const { body } = await api<JobsList>('GET', `/jobs?page=1&pageSize=100&${query}`);
  return body.jobs;
}

/** Creates jobs through the API, in order. */
export async function createJobs(
  specs: Array<{ title: string; tags?: string[]; status?: 'active' | 'archived' }>,
): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const { title, tags = [], status } of specs) {
    let { body } = await api<Job>('POST', '/jobs', { title, tags });
    if (status === 'archived')
      body = (await api<Job>('PATCH', `/jobs/${body.id}`, { status })).body;
    jobs.push(body);
  }
  return jobs;
}

type FetchArgs = Parameters<typeof fetch>;

/**
 * Lets a test answer some requests itself (a failure, a delay) while every other request
 * still reaches the real handlers (`pass` sends one on, for example after a delay). Returns the spy, whose calls record every request made.
 */
export function interceptFetch(
  answer: (
    url: URL,
    method: string,
    pass: () => Promise<Response>,
  ) => Promise<Response> | Response | undefined,
) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((...args: FetchArgs) => {
    const [input, init] = args;
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    return Promise.resolve(answer(url, method, () => realFetch(...args)) ?? realFetch(...args));
  });
}

export function jsonError(status: number, message: string, code = 'simulated'): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The URLs of the GET /api/jobs requests a fetch spy has seen. */
export function listRequests(spy: { mock: { calls: unknown[][] } }): URL[] {
  return spy.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === 'GET')
    .map(
      ([input]) =>
        new URL(
          typeof input === 'string'
            ? input
            : input instanceof URL
              ? input.href
              : (input as Request).url,
        ),
    )
    .filter((url) => url.pathname === '/api/jobs');
}

// @vitest-environment node
import http from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createClient from 'openapi-fetch';
import { parsedAsPublished } from '@/test/openapi/published';
import type { paths } from '@/test/openapi/schema';
import { configFromEnv } from './config';
import { createLogger } from './logger';
import { openApiTypes, TYPES_FILE } from './openapi-types';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { startServer, type RunningServer } from './server';

/**
 * A client typed from the OpenAPI document (openapi-fetch over src/test/openapi/schema.d.ts)
 * drives a hiring flow against a running team server over HTTP: the admin's setup, an API token
 * for a recruiter, a job, an application through the public route, a move, a note, the report, an
 * interview and its scorecard, the bell, the templates. Every path, parameter and body below is
 * checked by the compiler against the document, and answers are parsed by its schemas.
 */

const STRUCTURE = {
  title: 'Screening',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [{ id: 'q1', type: 'short-text' as const, label: 'Why us?', required: false }],
    },
  ],
};

/** fetch over a real connection: the tests' global fetch answers from an in-process app. */
async function overHttp(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      request.url,
      { method: request.method, headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const received = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            for (const one of [value ?? []].flat()) received.append(name, one);
          const status = answer.statusCode!;
          const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers: received }));
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('a typed client of the OpenAPI document, against a team server', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'talentflow-openapi-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head></html>');
    server = await startServer(
      {
        ...configFromEnv({}),
        port: 0,
        dataDir: path.join(dir, 'data'),
        distDir: dir,
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      },
      createLogger({ level: 'silent' }),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('has committed types that match the document the server serves', async () => {
    const served = await overHttp(`${server.url}/api/openapi.json`);
    expect(served.status).toBe(200);
    const committed = await readFile(TYPES_FILE, 'utf8');
    // `npm run openapi:types` makes them again.
    expect(await openApiTypes(await served.json())).toBe(committed);
  }, 60_000);

  it('sets up, hires through an API token, and reads what the hiring made', async () => {
    // A browser's writes carry the page's Origin (the same-origin check).
    const browser = createClient<paths>({
      baseUrl: server.url,
      fetch: overHttp,
      headers: { Origin: server.url },
    });
    const setup = await browser.POST('/api/auth/setup', {
      body: { name: 'Ada Admin', email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(setup.response.status).toBe(201);
    expect(setup.data?.user.role).toBe('admin');
    const cookie = setup.response.headers.get('set-cookie')!.split(';')[0]!;

    const admin = createClient<paths>({
      baseUrl: server.url,
      fetch: overHttp,
      headers: { Origin: server.url, Cookie: cookie },
    });
    const me = await admin.GET('/api/auth/me');
    expect(me.data?.user.email).toBe('ada@example.com');
    const made = await admin.POST('/api/tokens', {
      body: { name: 'Hiring sync', role: 'recruiter' },
    });
    expect(made.response.status).toBe(201);
    expect(made.data?.token.role).toBe('recruiter');

    // The integration: a recruiter's token, no cookie and no Origin.
    const recruiter = createClient<paths>({
      baseUrl: server.url,
      fetch: overHttp,
      headers: { Authorization: `Bearer ${made.data!.secret}` },
    });
    const job = await recruiter.POST('/api/jobs', {
      body: { title: 'Welder', location: 'Leeds', employmentType: 'full-time' },
    });
    expect(job.response.status).toBe(201);
    const jobId = job.data!.id;
    const form = await recruiter.PUT('/api/jobs/{id}/assessment', {
      params: { path: { id: jobId } },
      body: STRUCTURE,
    });
    expect(form.data?.jobId).toBe(jobId);

    // An applicant, signed in as nobody, through the public route.
    const applicant = createClient<paths>({
      baseUrl: server.url,
      fetch: overHttp,
      headers: { Origin: server.url },
    });
    const careers = await applicant.GET('/api/careers');
    expect(careers.data?.jobs.map((listed) => listed.id)).toContain(jobId);
    const applied = await applicant.POST('/api/assessments/{jobId}/submit', {
      params: { path: { jobId } },
      body: { name: 'Cara Candidate', email: 'cara@example.com', answers: { q1: 'Boats.' } },
    });
    expect(applied.response.status).toBe(201);
    expect(applied.data).toMatchObject({ received: true });

    const listed = await recruiter.GET('/api/candidates', {
      params: { query: { jobId: String(jobId) } },
    });
    expect(listed.data?.candidates.map((candidate) => candidate.name)).toEqual(['Cara Candidate']);
    const candidateId = listed.data!.candidates[0]!.id;

    const moved = await recruiter.PATCH('/api/candidates/{id}', {
      params: { path: { id: candidateId } },
      body: { stage: 'screen' },
    });
    expect(moved.data?.stage).toBe('screen');
    const note = await recruiter.POST('/api/candidates/{id}/notes', {
      params: { path: { id: candidateId } },
      body: { text: 'Strong welding portfolio.' },
    });
    expect(note.response.status).toBe(201);
    expect(note.data?.author?.name).toBe('Hiring sync (API token)');
    const notes = await recruiter.GET('/api/candidates/{id}/notes', {
      params: { path: { id: candidateId } },
    });
    expect(notes.data?.map((each) => each.text)).toEqual(['Strong welding portfolio.']);

    const report = await recruiter.GET('/api/reports', {
      params: { query: { jobId: String(jobId) } },
    });
    expect(report.response.status).toBe(200);
    expect(report.data?.funnel.find((row) => row.stage === 'screen')?.reached).toBe(1);
    parsedAsPublished('GET /api/reports', report.data);

    // An interview with the admin, their scorecard, and what the answers say of them.
    const scheduled = await recruiter.POST('/api/candidates/{id}/interviews', {
      params: { path: { id: candidateId } },
      body: {
        planInterviewId: 'phone-screen',
        startsAt: '2026-12-01T09:00:00Z',
        durationMinutes: 30,
        interviewerIds: [setup.data!.user.id],
      },
    });
    expect(scheduled.response.status).toBe(201);
    const interviews = await recruiter.GET('/api/candidates/{id}/interviews', {
      params: { path: { id: candidateId } },
    });
    expect(interviews.data?.interviews.map((each) => each.name)).toEqual(['Phone screen']);
    parsedAsPublished('GET /api/candidates/:id/interviews', interviews.data);
    const interviewId = scheduled.data!.interview.id;
    const card = await admin.PUT('/api/interviews/{id}/scorecards/mine', {
      params: { path: { id: interviewId } },
      body: { ratings: {}, takeaways: 'Clear and calm.', recommendation: 'yes', submit: true },
    });
    expect(card.data?.scorecard.recommendation).toBe('yes');
    const cards = await recruiter.GET('/api/interviews/{id}/scorecards', {
      params: { path: { id: interviewId } },
    });
    expect(cards.data?.scorecards.map((each) => each.interviewerId)).toEqual([setup.data!.user.id]);
    parsedAsPublished('GET /api/interviews/:id/scorecards', cards.data);

    // The admin's bell (an account's own: no token reaches it) says they interview Cara.
    const bell = await admin.GET('/api/notifications');
    expect(bell.data?.notifications.map((each) => each.kind)).toContain('interview');
    parsedAsPublished('GET /api/notifications', bell.data);
    const preferences = await admin.GET('/api/notifications/preferences');
    expect(preferences.data?.email.mention).toBe('instant');
    parsedAsPublished('GET /api/notifications/preferences', preferences.data);

    const templates = await recruiter.GET('/api/email-templates');
    expect(templates.data?.templates.map((each) => each.id)).toContain('rejection');
    parsedAsPublished('GET /api/email-templates', templates.data);
    const applications = await recruiter.GET('/api/candidates/{id}/applications', {
      params: { path: { id: candidateId } },
    });
    expect(applications.data?.applications).toEqual([]);
    parsedAsPublished('GET /api/candidates/:id/applications', applications.data);

    // The token may not do an admin's work: the documented 403, as the error schema says.
    const refused = await recruiter.GET('/api/backup');
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe('forbidden');
  }, 60_000);

  it('serves the API reference page under its own policy, and the app under the app’s', async () => {
    const signIn = await overHttp(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery' }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const docs = await overHttp(`${server.url}/api/docs`, { headers: { Cookie: cookie } });
    expect(docs.status).toBe(200);
    const policy = docs.headers.get('content-security-policy')!;
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
    const script = await overHttp(`${server.url}/api/docs/scalar.js`, {
      headers: { Cookie: cookie },
    });
    expect(script.status).toBe(200);
    await script.arrayBuffer();
    const page = await overHttp(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toBe(
      `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
    );
    const json = await overHttp(`${server.url}/api/openapi.json`);
    expect(json.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  }, 60_000);
});

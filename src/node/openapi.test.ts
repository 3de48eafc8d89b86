// @vitest-environment node
import SwaggerParser from '@apidevtools/swagger-parser';
import type { z } from 'zod';
import type * as s from '@/domain/schemas';
import { can, ROLES } from '@/domain/access';
import { createApp } from '@/server/app';
import { templateOf } from '@/server/openapi/document';
import { apiRoutes, undescribedRoutes } from '@/server/openapi/define';
import { parsedAsPublished, publishedSchema, publishedStatus } from '@/test/openapi/published';
import { createTeamAccess } from '@/server/team';
import type { CalendarFeedsService } from '@/server/team/services/calendar-feeds';
import type { emailsService } from '@/server/team/services/emails';
import type { NotificationsService } from '@/server/team/services/notifications';
import { teamFixture } from '@/server/team/test/access/fixture';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '@/server/team/api-docs';
import { ACCOUNT_PATHS } from '@/server/team/api-tokens';
import { SESSION_COOKIE } from '@/server/team/sessions';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * The OpenAPI document of a team server (every route there is, the chaos switch too): it names
 * each route and nothing else, with who may call it read off the route's own guard, and it is a
 * valid OpenAPI 3.1 document. Then the API reference page, for members only.
 */

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, any>>>;
  components: Record<string, Record<string, any>>;
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const COMPONENT = '#/components/schemas/';
type Json = Record<string, unknown>;

describe('the OpenAPI document of a team server', () => {
  const t = teamFixture('pglite');

  /** A team app with every route: the chaos switch too, which browser mode serves. */
  async function everyRoute() {
    const app = createApp({
      store: t.store,
      chaos: { read: async () => ({ latencyMs: 0, failureRate: 0 }), write: async () => {} },
      team: createTeamAccess({ store: t.store }),
    });
    const answer = await app.fetch(new Request('http://localhost/api/openapi.json'));
    expect(answer.status).toBe(200);
    return { app, document: (await answer.json()) as Document };
  }

  const operationsOf = (document: Document) =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation: item[method]!,
      })),
    );

  it('describes every route, and no operation that has no route', async () => {
    const { app, document } = await everyRoute();
    // A route mounted without its definition (Hono's own get, post...) is named here.
    expect(undescribedRoutes(app)).toEqual([]);
    const routes = apiRoutes(app).map(
      (route) => `${route.method} ${templateOf(route.path).template}`,
    );
    const documented = operationsOf(document).map(({ key }) => key);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document, with one id per operation', async () => {
    const { document } = await everyRoute();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const ids = operationsOf(document).map(({ operation }) => operation.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('publishes a schema for every JSON answer', async () => {
    const { document } = await everyRoute();
    const offenders = operationsOf(document).flatMap(({ key, operation }) =>
      Object.entries(operation.responses as Record<string, Record<string, any>>)
        .filter(([status]) => status === '200' || status === '201' || status === '503')
        .filter(([, answer]) => !answer.$ref)
        .filter(([, answer]) => {
          const content = answer.content as Record<string, { schema?: Json }> | undefined;
          if (!content) return true;
          const json = content['application/json'];
          // Another media type (CSV, a calendar, a file) is a string of its own format.
          return json ? !String(json.schema?.$ref ?? '').startsWith(COMPONENT) : false;
        })
        .map(([status]) => `${key} ${status}`),
    );
    expect(offenders).toEqual([]);
  });

  it('says who may call each operation, from its route’s guard and the roles’ actions', async () => {
    const { app, document } = await everyRoute();
    for (const route of apiRoutes(app)) {
      const operation =
        document.paths[templateOf(route.path).template]![route.method.toLowerCase()]!;
      const roles =
        route.need === 'public' || route.need === 'applicant'
          ? ['anyone']
          : route.need === 'scim'
            ? ['SCIM token']
            : ROLES.filter((role) => can(role, route.need as never));
      expect([route.path, operation['x-talentflow-roles']]).toEqual([route.path, roles]);
    }
    const of = (path: string, method: string) => document.paths[path]![method]!;
    expect(of('/api/backup', 'get')['x-talentflow-roles']).toEqual(['admin']);
    expect(of('/api/jobs', 'post')['x-talentflow-roles']).toEqual(['admin', 'recruiter']);
    expect(of('/api/careers', 'get')['x-talentflow-roles']).toEqual(['anyone']);
  });

  it('names the session cookie, API tokens and the SCIM token, and no token for a member’s own account', async () => {
    const { app, document } = await everyRoute();
    const schemes = document.components.securitySchemes!;
    expect(schemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.scimToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of apiRoutes(app)) {
      const operation =
        document.paths[templateOf(route.path).template]![route.method.toLowerCase()]!;
      const schemesOf = (operation.security as Array<Record<string, string[]>>).flatMap(
        Object.keys,
      );
      // The SCIM routes take the identity provider's SCIM token, and nothing else.
      const scim = route.need === 'scim';
      expect([route.path, schemesOf.includes('scimToken')]).toEqual([route.path, scim]);
      const member = route.need !== 'public' && route.need !== 'applicant' && !scim;
      expect([route.path, schemesOf.includes('sessionCookie')]).toEqual([route.path, member]);
      expect([route.path, schemesOf.includes('bearerAuth')]).toEqual([
        route.path,
        member && !ACCOUNT_PATHS.test(route.path),
      ]);
    }
  });

  it('describes bodies, queries and answers with the routes’ own schemas', async () => {
    const { document } = await everyRoute();
    const createJob = document.paths['/api/jobs']!.post!;
    expect(createJob.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateJobInput',
    });
    expect(createJob.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Job',
    });
    expect(Object.keys(createJob.responses).sort()).toEqual(
      ['201', '400', '401', '403', '409', '413', '429'].sort(),
    );
    expect(document.components.schemas!.CreateJobInput.required).toEqual(['title']);
    const list = document.paths['/api/candidates']!.get!;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'jobId', 'stage', 'q']),
    );
    const importing = document.paths['/api/candidates/import']!.post!;
    expect(Object.keys(importing.requestBody.content)).toEqual(['text/csv']);
    const attach = document.paths['/api/candidates/{id}/files']!.post!;
    expect(Object.keys(attach.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.paths['/api/candidates/{id}']!.get!.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    });
    expect(document.components.responses!.NotFound.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });
});

describe('the API reference page (/api/docs)', () => {
  const t = teamFixture('pglite');

  it('is for members: an anonymous visitor gets the 401 of any member route', async () => {
    for (const path of ['/docs', '/docs/scalar.js']) {
      const answer = await t.call('GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthenticated');
    }
  });

  it('draws the served document with Scalar from this server, under a policy of its own', async () => {
    const cookie = await t.signIn('interviewer');
    const page = await t.call('GET', '/docs', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]*)"/.exec(attributes!)?.[1])).toEqual([
      undefined,
      '/api/docs/scalar.js',
    ]);
    // No script of its own inside the page (the policy has no 'unsafe-inline' for scripts).
    expect(scripts.map(([, , body]) => body)).toEqual(['', '']);
    expect(scripts[0]![1]).toContain('data-url="/api/openapi.json"');
    // Nothing from elsewhere: the page works offline.
    expect(page.text).not.toMatch(/https?:\/\//);

    const script = await t.call('GET', '/docs/scalar.js', { cookie });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text.length).toBeGreaterThan(100_000);
  });

  it('loosens only what Scalar needs (inline styles), only on its page', () => {
    const directives = (policy: string) =>
      new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d] as const));
    const docs = directives(API_DOCS_CONTENT_SECURITY_POLICY);
    const app = directives(CONTENT_SECURITY_POLICY);
    expect(docs.get('script-src')).toBe("script-src 'self'");
    expect(docs.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(docs.get('connect-src')).toBe("connect-src 'self'");
    expect(docs.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(app.get('style-src')).toBe("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});

/**
 * Every answer schema the document publishes holds the team server's real answers, over the real
 * store: each route is called as its operation names it, and its answer parsed with that schema
 * (required fields, types, enums and nulls, and no field the schema lacks).
 */
describe('the published answer schemas, against a team server’s answers', () => {
  const t = teamFixture('pglite');

  /** Calls the route of `key` at `path`, and answers its body once parsed by the published schema. */
  async function published(
    key: string,
    path: string,
    options: { cookie?: string; body?: unknown; status?: number } = {},
  ): Promise<any> {
    const answer = await t.call(key.split(' ')[0]!, path, options);
    const status = options.status ?? publishedStatus(key);
    expect([key, answer.status], answer.text).toEqual([key, status]);
    return parsedAsPublished(key, answer.body, answer.status);
  }

  it('holds interviews, scorecards and the report', async () => {
    const interviewer = await t.signIn('interviewer');
    const { candidateId, admin, ids } = t;
    const listed = await published(
      'GET /api/candidates/:id/interviews',
      `/candidates/${candidateId}/interviews`,
      { cookie: admin },
    );
    const interviewId = listed.interviews[0].id as number;
    const scheduled = await published(
      'POST /api/candidates/:id/interviews',
      `/candidates/${candidateId}/interviews`,
      {
        cookie: admin,
        body: {
          planInterviewId: 'final-interview',
          startsAt: '2026-12-01T09:00:00Z',
          durationMinutes: 45,
          interviewerIds: [ids.interviewer, ids.recruiter],
          location: 'Room 4',
          videoUrl: 'https://meet.example.com/abc',
        },
      },
    );
    expect(scheduled.interview.location).toBe('Room 4');
    await published('PATCH /api/interviews/:id', `/interviews/${scheduled.interview.id}`, {
      cookie: admin,
      body: { location: null, instructions: 'Bring a portfolio.' },
    });
    const window = await published(
      'GET /api/interviews',
      '/interviews?from=2025-01-01T00:00:00Z&to=2025-12-31T00:00:00Z',
      { cookie: admin },
    );
    expect(window.interviews.map((i: { candidateName: string }) => i.candidateName)).toContain(
      'Cara Candidate',
    );
    await published('GET /api/interviews', '/interviews?due=1', { cookie: interviewer });

    const mine = `/interviews/${interviewId}/scorecards/mine`;
    const before = await published('GET /api/interviews/:id/scorecards/mine', mine, {
      cookie: interviewer,
    });
    expect(before.scorecard).toBeNull();
    await published('PUT /api/interviews/:id/scorecards/mine', mine, {
      cookie: interviewer,
      body: { ratings: { 'technical-interview-domain': 'yes' }, takeaways: 'Draft.' },
    });
    const submitted = await published('PUT /api/interviews/:id/scorecards/mine', mine, {
      cookie: interviewer,
      body: { takeaways: 'Knows her tools.', recommendation: 'strong_yes', submit: true },
    });
    expect(submitted.scorecard.submittedAt).toEqual(expect.any(String));
    const ofInterview = await published(
      'GET /api/interviews/:id/scorecards',
      `/interviews/${interviewId}/scorecards`,
      { cookie: interviewer },
    );
    expect(ofInterview.scorecards).toHaveLength(1);
    const ofCandidate = await published(
      'GET /api/candidates/:id/scorecards',
      `/candidates/${candidateId}/scorecards`,
      { cookie: admin },
    );
    expect(ofCandidate.pending.length).toBeGreaterThan(0);

    // A hire and a rejection with its reason, so that no list of the report is empty.
    const hired = await t.freshCandidate({ interviewed: false });
    for (const stage of ['screen', 'hired'])
      await t.call('PATCH', `/candidates/${hired}`, { cookie: admin, body: { stage } });
    const reasons = (await t.call('GET', '/settings/rejection-reasons', { cookie: admin })).body;
    await published('POST /api/candidates/:id/reject', `/candidates/${candidateId}/reject`, {
      cookie: admin,
      body: { reason: reasons.reasons[0] },
    });
    const report = await published('GET /api/reports', '/reports', { cookie: admin });
    expect(report.sourceOfHire.length).toBeGreaterThan(0);
    expect(report.rejectionReasons.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    await published(
      'GET /api/reports',
      `/reports?jobId=${t.activeJob}&from=2025-01-01&to=${today}`,
      {
        cookie: interviewer,
      },
    );
  });

  it('holds notifications, their preferences and the calendar feed', async () => {
    const interviewer = await t.signIn('interviewer');
    // The admin scheduled the interviewer's interview: it is on their bell.
    const bell = await published('GET /api/notifications', '/notifications', {
      cookie: interviewer,
    });
    expect(bell.notifications.length).toBeGreaterThan(0);
    expect(bell.unread).toBeGreaterThan(0);
    await published('POST /api/notifications/read', '/notifications/read', {
      cookie: interviewer,
      body: { ids: [bell.notifications[0].id] },
    });
    await published('POST /api/notifications/read', '/notifications/read', {
      cookie: interviewer,
      body: { all: true },
    });
    const read = await published('GET /api/notifications', '/notifications', {
      cookie: interviewer,
    });
    expect(read.notifications[0].readAt).toEqual(expect.any(String));

    const preferences = await published(
      'GET /api/notifications/preferences',
      '/notifications/preferences',
      { cookie: interviewer },
    );
    await published('PUT /api/notifications/preferences', '/notifications/preferences', {
      cookie: interviewer,
      body: { email: { ...preferences.email, mention: false } },
    });

    const none = await published('GET /api/calendar/feed', '/calendar/feed', {
      cookie: interviewer,
    });
    expect(none).toEqual({ url: null, createdAt: null });
    await published('POST /api/calendar/feed', '/calendar/feed', { cookie: interviewer });
    const feed = await published('GET /api/calendar/feed', '/calendar/feed', {
      cookie: interviewer,
    });
    expect(feed.createdAt).toEqual(expect.any(String));

    // The check is no formality: a missing field, or one of another type, fails it.
    const schema = publishedSchema('GET /api/notifications', 200);
    const { unread: _unread, ...withoutUnread } = read;
    expect(schema.safeParse(withoutUnread).success).toBe(false);
    expect(schema.safeParse({ ...read, unread: String(read.unread) }).success).toBe(false);
    const [first, ...rest] = read.notifications;
    const { createdAt: _created, ...undated } = first;
    expect(schema.safeParse({ ...read, notifications: [undated, ...rest] }).success).toBe(false);
    expect(
      schema.safeParse({ ...read, notifications: [{ ...first, kind: 'other' }, ...rest] }).success,
    ).toBe(false);
  });

  it('holds email templates, a candidate’s emails, the outbox’s retry and a password reset', async () => {
    const { admin, candidateId } = t;
    const templates = await published('GET /api/email-templates', '/email-templates', {
      cookie: admin,
    });
    expect(templates.templates.length).toBeGreaterThan(0);
    const made = await published('POST /api/email-templates', '/email-templates', {
      cookie: admin,
      body: { name: 'Thanks', subject: 'Thanks, {{candidate.first_name}}', body: 'Thank you.' },
    });
    await published(
      'PUT /api/email-templates/:id{[A-Za-z0-9-]{1,100}}',
      `/email-templates/${made.id}`,
      { cookie: admin, body: { name: 'Thanks', subject: 'Thank you', body: 'Thanks again.' } },
    );

    const reasons = (await t.call('GET', '/settings/rejection-reasons', { cookie: admin })).body;
    const rejected = await published(
      'POST /api/candidates/:id/reject',
      `/candidates/${candidateId}/reject`,
      {
        cookie: admin,
        body: {
          reason: reasons.reasons[0],
          email: { templateId: 'rejection', subject: 'Your application', body: 'Not this time.' },
        },
      },
    );
    expect(rejected.email.id).toEqual(expect.any(Number));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await published(
      'POST /api/candidates/:id/emails',
      `/candidates/${candidateId}/emails`,
      { cookie: admin, body: { subject: 'A question', body: 'Are you free?', sendAt: later } },
    );
    expect(scheduled.email.sendAt).toBe(later);
    const emails = await published(
      'GET /api/candidates/:id/emails',
      `/candidates/${candidateId}/emails`,
      { cookie: admin },
    );
    expect(emails.emails.map((email: { kind: string }) => email.kind)).toEqual(
      expect.arrayContaining(['rejection', 'candidate']),
    );

    // A message the mail server refused, sent again.
    await t.store.transaction('write', (tx) =>
      tx.outbox.settle(rejected.email.id, {
        state: 'failed',
        error: '550 No such user',
        clearBody: false,
      }),
    );
    const retried = await published(
      'POST /api/emails/:id{[0-9]+}/retry',
      `/emails/${rejected.email.id}/retry`,
      { cookie: admin },
    );
    expect(retried.email.id).toBe(rejected.email.id);

    await t.call('POST', '/auth/forgot-password', { body: { email: t.emails.recruiter } });
    const sent = (await t.store.query((tx) => tx.outbox.list({ limit: 100 }))).find(
      (m) => m.kind === 'password-reset',
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
    const reset = await published('POST /api/auth/reset-password', '/auth/reset-password', {
      body: { token, password: 'a brand new passphrase' },
    });
    expect(reset.user.email).toBe(t.emails.recruiter);
  });

  it('holds a person’s applications, export, bulk changes, merge and erasure', async () => {
    const { admin, candidateId } = t;
    const welder = (await t.call('POST', '/jobs', { cookie: admin, body: { title: 'Welder' } }))
      .body.id;
    const again = await t.call('POST', '/candidates', {
      cookie: admin,
      body: {
        name: 'Cara Candidate',
        email: 'cara@example.com',
        jobId: welder,
        source: 'referral',
      },
    });
    expect(again.status).toBe(201);
    const applications = await published(
      'GET /api/candidates/:id/applications',
      `/candidates/${candidateId}/applications`,
      { cookie: admin },
    );
    expect(applications.applications.map((c: { id: number }) => c.id)).toEqual([again.body.id]);

    // Something of each kind to export: a file, a note, a scorecard, an email.
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('Cara’s résumé\n')], 'cara-cv.txt'));
    expect(
      (await t.call('POST', `/candidates/${candidateId}/files`, { cookie: admin, body: form }))
        .status,
    ).toBe(201);
    await t.call('POST', `/candidates/${candidateId}/notes`, {
      cookie: admin,
      body: { text: 'Strong portfolio.' },
    });
    const interviewer = await t.signIn('interviewer');
    const [interview] = (
      await t.call('GET', `/candidates/${candidateId}/interviews`, { cookie: admin })
    ).body.interviews;
    await t.call('PUT', `/interviews/${interview.id}/scorecards/mine`, {
      cookie: interviewer,
      body: { recommendation: 'yes', submit: true },
    });
    await t.call('POST', `/candidates/${candidateId}/emails`, {
      cookie: admin,
      body: { subject: 'Hello', body: 'Hello Cara.' },
    });
    const exported = await published(
      'GET /api/candidates/:id/export',
      `/candidates/${candidateId}/export`,
      { cookie: admin },
    );
    const [application] = exported.applications.filter(
      (a: { candidate: { id: number } }) => a.candidate.id === candidateId,
    );
    for (const part of ['responses', 'files', 'notes', 'timeline', 'interviews', 'scorecards'])
      expect([part, application[part].length > 0]).toEqual([part, true]);
    expect(application.emails.length).toBeGreaterThan(0);
    expect(application.scorecards[0].interviewer.name).toBe(t.names.interviewer);

    const other = await t.freshCandidate();
    const bulk = await published('POST /api/candidates/bulk', '/candidates/bulk', {
      cookie: admin,
      body: { ids: [candidateId, other], action: { type: 'tag', add: ['Welding'] } },
    });
    expect(bulk.updated).toBe(2);
    await published('POST /api/candidates/bulk', '/candidates/bulk', {
      cookie: admin,
      body: { ids: [other], action: { type: 'move', stage: 'screen' } },
    });
    const merged = await published('POST /api/candidates/:id/merge', `/candidates/${other}/merge`, {
      cookie: admin,
      body: { otherId: again.body.id },
    });
    expect(merged.id).toBe(other);
    const erased = await published(
      'DELETE /api/candidates/:id',
      `/candidates/${candidateId}?scope=person`,
      {
        cookie: admin,
        status: 200,
      },
    );
    expect(erased.erased).toBe(1);
    await published('POST /api/retention/run', '/retention/run', { cookie: admin });
  });

  it('has the team services’ answer types fit the schemas published for their routes', () => {
    type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
    type Emails = ReturnType<typeof emailsService>;
    expectTypeOf<Answer<NotificationsService['list']>>().toExtend<
      z.output<typeof s.notificationsSchema>
    >();
    expectTypeOf<Answer<NotificationsService['markRead']>>().toExtend<
      z.output<typeof s.unreadCountSchema>
    >();
    expectTypeOf<Answer<NotificationsService['preferences']>>().toExtend<
      z.output<typeof s.notificationPrefsSchema>
    >();
    expectTypeOf<Answer<CalendarFeedsService['status']>>().toExtend<
      z.output<typeof s.calendarFeedSchema>
    >();
    expectTypeOf<{ email: Answer<Emails['retry']> }>().toExtend<
      z.output<typeof s.retriedEmailSchema>
    >();
  });

  it('holds the server’s own answers', async () => {
    await published('GET /api/health', '/health');
    const document = await published('GET /api/openapi.json', '/openapi.json');
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});

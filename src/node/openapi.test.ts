// @vitest-environment node
import SwaggerParser from '@apidevtools/swagger-parser';
import { can, ROLES } from '@/domain/access';
import { routePolicies } from '@/server/access';
import { createApp } from '@/server/app';
import { templateOf } from '@/server/openapi/document';
import { OPERATIONS } from '@/server/openapi/operations';
import { createTeamAccess } from '@/server/team';
import { teamFixture } from '@/server/team/access/fixture';
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
    const routes = routePolicies(app).map(
      (route) => `${route.method} ${templateOf(route.path).template}`,
    );
    const documented = operationsOf(document).map(({ key }) => key);
    // Named, so that a route added without its entry in src/server/openapi/operations.ts shows.
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !routes.includes(operation))).toEqual([]);
    // The table has no entry for a route that is gone.
    const keys = routePolicies(app).map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(OPERATIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document, with one id per operation', async () => {
    const { document } = await everyRoute();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const ids = operationsOf(document).map(({ operation }) => operation.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says who may call each operation, from its route’s guard and the roles’ actions', async () => {
    const { app, document } = await everyRoute();
    for (const route of routePolicies(app)) {
      const operation =
        document.paths[templateOf(route.path).template]![route.method.toLowerCase()]!;
      const roles =
        route.need === 'public' || route.need === 'applicant'
          ? ['anyone']
          : ROLES.filter((role) => can(role, route.need as never));
      expect([route.path, operation['x-talentflow-roles']]).toEqual([route.path, roles]);
    }
    const of = (path: string, method: string) => document.paths[path]![method]!;
    expect(of('/api/backup', 'get')['x-talentflow-roles']).toEqual(['admin']);
    expect(of('/api/jobs', 'post')['x-talentflow-roles']).toEqual(['admin', 'recruiter']);
    expect(of('/api/careers', 'get')['x-talentflow-roles']).toEqual(['anyone']);
  });

  it('names the session cookie and API tokens, and no token for a member’s own account', async () => {
    const { app, document } = await everyRoute();
    const schemes = document.components.securitySchemes!;
    expect(schemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of routePolicies(app)) {
      const operation =
        document.paths[templateOf(route.path).template]![route.method.toLowerCase()]!;
      const schemesOf = (operation.security as Array<Record<string, string[]>>).flatMap(
        Object.keys,
      );
      const member = route.need !== 'public' && route.need !== 'applicant';
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

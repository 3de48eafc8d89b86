import type { Context } from 'hono';
import { z } from 'zod';
import { can, ROLES } from '@/domain/access';
import * as schemas from '@/domain/schemas';
import type { ApiEnv, Need } from '../access';
import { apiRoutes, ERRORS, errorAnswerSchema, isPositiveId, type DescribedApp } from './define';

/**
 * The OpenAPI 3.1 document of the app that serves it: one operation per route it has (team mode
 * has more), from each route's definition (./define), with who may call each read off the route's
 * own guard. Schemas are the zod schemas themselves, as JSON Schema 2020-12.
 */

type Json = Record<string, unknown>;
type Route = { method: string; path: string; need?: Need };

export const OPENAPI_VERSION = '3.1.1';
export const API_VERSION = '1.0.0';

/** A member's own account, bell and calendar feed: no API token reaches them (team/api-tokens). */
export const TOKENLESS_PATHS = /^\/api\/(auth(\/|$)|notifications(\/|$)|calendar\/feed$)/;
/** The session cookie (team/sessions); `__Host-` before its name over HTTPS. */
export const SESSION_COOKIE_NAME = 'talentflow_session';

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Who may call a route, by its guard's need: the roles whose actions include it, or anyone. */
export function rolesOf(need: Need | undefined): string[] {
  if (need === undefined) return [];
  if (need === 'public' || need === 'applicant') return ['anyone'];
  if (need === 'scim') return ['SCIM token'];
  return ROLES.filter((role) => can(role, need));
}

/** A Hono path's parameters (`:name`, `:name{regex}`) and its OpenAPI template. */
export function templateOf(path: string): {
  template: string;
  params: Array<{ name: string; pattern?: string }>;
} {
  const params: Array<{ name: string; pattern?: string }> = [];
  let template = '';
  let i = 0;
  while (i < path.length) {
    if (path[i] !== ':') {
      template += path[i];
      i += 1;
      continue;
    }
    const name = /^:([A-Za-z0-9_]+)/.exec(path.slice(i))![1]!;
    i += name.length + 1;
    let pattern: string | undefined;
    if (path[i] === '{') {
      // The pattern runs to its matching brace (it may hold braces of its own: {20,100}).
      let depth = 0;
      const start = i + 1;
      for (; i < path.length; i += 1) {
        if (path[i] === '{') depth += 1;
        else if (path[i] === '}' && (depth -= 1) === 0) break;
      }
      pattern = path.slice(start, i);
      i += 1;
    }
    params.push({ name, pattern });
    template += `{${name}}`;
  }
  return { template, params };
}

const pascal = (name: string) => name.replace(/^./, (c) => c.toUpperCase());

/** Component names: each schema's export name without "Schema", capitalized. */
const NAMES = new Map<unknown, string>();
for (const [name, value] of Object.entries(schemas))
  if (value instanceof z.ZodType) {
    // One schema under two names (an alias) takes the shorter.
    const named = pascal(name.replace(/Schema$/, ''));
    if (named.length < (NAMES.get(value)?.length ?? Infinity)) NAMES.set(value, named);
  }
NAMES.set(errorAnswerSchema, 'Error');

/** A schema as a component holds it: no dialect of its own (OpenAPI 3.1's), no `$id`. */
const clean = (schema: Json): Json => {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
};

/** JSON Schema of zod schemas, the named ones as components (input and output are apart). */
function schemaBook(io: 'input' | 'output', suffix: string) {
  const registry = z.registry<{ id: string }>();
  const refs = new Map<z.ZodType, string>();
  return {
    /** A reference to the schema's component; one of no export name is named by `fallback`. */
    ref(schema: z.ZodType, fallback: string): Json {
      let id = refs.get(schema);
      if (!id) {
        const name = NAMES.get(schema) ?? fallback;
        id = name.endsWith(suffix) ? name : `${name}${suffix}`;
        refs.set(schema, id);
        if (!registry.has(schema)) registry.add(schema, { id });
      }
      return { $ref: `#/components/schemas/${id}` };
    },
    components(): Record<string, Json> {
      const { schemas: out } = z.toJSONSchema(registry, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
        uri: (id) => `#/components/schemas/${id}`,
      });
      return Object.fromEntries(
        Object.entries(out).map(([id, schema]) => [id, clean(schema as Json)]),
      );
    },
  };
}

/** A zod schema inlined (query parameters, path parameters). */
const inline = (schema: z.ZodType): Json =>
  clean(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as Json,
  );

/** The error answers a route may give, by what it takes and who may call it. */
function errorStatuses(
  route: Route,
  extra: number[],
  input: { params: boolean; query: boolean; body: boolean },
  team: boolean,
): number[] {
  const statuses = new Set(extra);
  if (input.params || input.query || input.body) statuses.add(400);
  if (input.body) statuses.add(413);
  if (input.params || route.need === 'applicant') statuses.add(404);
  if (isWrite(route.method)) statuses.add(409);
  if (team) {
    const member = route.need !== 'public' && route.need !== 'applicant';
    if (member) statuses.add(401).add(429);
    // Writes from another site, and a role that lacks the action.
    if (isWrite(route.method) || (member && rolesOf(route.need).length < ROLES.length))
      statuses.add(403);
    // Sign-ins and applications are rate-limited per address.
    if (!member && isWrite(route.method)) statuses.add(429);
  }
  return [...statuses].sort();
}

function security(route: Route): Array<Record<string, string[]>> {
  const write = isWrite(route.method);
  // Anyone may call these; a write still shows where it comes from.
  if (route.need === 'public' || route.need === 'applicant')
    return write ? [{ sameOrigin: [] }] : [];
  if (route.need === 'scim') return [{ scimToken: [] }];
  const cookie: Record<string, string[]> = write
    ? { sessionCookie: [], sameOrigin: [] }
    : { sessionCookie: [] };
  return TOKENLESS_PATHS.test(route.path) ? [cookie] : [cookie, { bearerAuth: [] }];
}

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'A member’s session, set by sign-in (`__Host-talentflow_session` over HTTPS). A browser’s writes must also come from TalentFlow’s own pages: see sameOrigin.',
  },
  sameOrigin: {
    type: 'apiKey',
    in: 'header',
    name: 'Origin',
    description:
      'Every write without an API token must say it comes from this server: browsers send `Sec-Fetch-Site: same-origin` and `Origin`; a script sends `Origin` with this server’s address. Another site’s write is a 403 (`cross_site`).',
  },
  scimToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The team’s SCIM token (`Authorization: Bearer tfscim_…`), made by an admin in Settings: the identity provider’s, for the /scim/v2 routes only.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (`Authorization: Bearer <token>`), made by an admin: it acts with its role’s rights, has no account of its own, and needs no Origin.',
  },
};

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** A plain JSON Schema in which a `$ref` may hold a zod schema (a form's JSON field): referenced. */
function withRefs(value: unknown, ref: (schema: z.ZodType) => Json): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, ref));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && isZod(item) ? [key, ref(item).$ref] : [key, withRefs(item, ref)],
    ),
  );
}

/** The document for an app; `team`: whether it is a team server's (accounts, roles, limits). */
export function openApiDocument(app: DescribedApp, { team }: { team: boolean }): Json {
  const inputs = schemaBook('input', 'Input');
  const outputs = schemaBook('output', '');
  const errorRef = outputs.ref(errorAnswerSchema, 'Error');
  const paths: Record<string, Record<string, Json>> = {};
  const used = new Set<number>();

  for (const route of apiRoutes(app)) {
    const { definition } = route;
    const id = definition.operationId!;
    const request = definition.request ?? {};
    const declared = ((request.params as z.ZodObject | undefined)?.shape ?? {}) as Record<
      string,
      z.ZodType
    >;
    const { template, params } = templateOf(route.path);
    const parameters: Json[] = params.map(({ name, pattern }) => ({
      name,
      in: 'path',
      required: true,
      schema:
        declared[name] && !isPositiveId(declared[name])
          ? inline(declared[name])
          : pattern && !/^(id|.*Id)$/.test(name) && !declared[name]
            ? { type: 'string', pattern: `^${pattern}$` }
            : { type: 'integer', minimum: 1 },
    }));
    if (request.query) {
      const query = inline(request.query as z.ZodType);
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, Json>))
        parameters.push({ name, in: 'query', required: required.has(name), schema });
    }

    const content: Json = {};
    for (const [type, body] of Object.entries(request.body?.content ?? {})) {
      const { schema, encoding } = body as { schema: unknown; encoding?: Json };
      content[type] = {
        schema: isZod(schema)
          ? inputs.ref(schema, `${pascal(id)}Body`)
          : withRefs(schema, (json) => inputs.ref(json, `${pascal(id)}Form`)),
        ...(encoding ? { encoding } : {}),
      };
    }

    const responses: Record<string, Json> = {};
    const refused: number[] = [];
    let answers = 0;
    for (const [status, answer] of Object.entries(definition.responses)) {
      const { description, content: media } = answer as {
        description: string;
        content?: Record<string, { schema: unknown }>;
      };
      const json = media?.['application/json']?.schema;
      if (json === errorAnswerSchema) {
        refused.push(Number(status));
        continue;
      }
      const described: Json = { description };
      if (isZod(json))
        described.content = {
          'application/json': {
            schema: outputs.ref(json, `${pascal(id)}${answers === 0 ? 'Answer' : 'OtherAnswer'}`),
          },
        };
      else if (media) described.content = media;
      if (isZod(json)) answers += 1;
      responses[status] = described;
    }
    const input = {
      params: params.length > 0,
      query: request.query !== undefined,
      body: Object.keys(content).length > 0,
    };
    for (const code of errorStatuses(route, refused, input, team)) {
      used.add(code);
      responses[code] = { $ref: `#/components/responses/${ERRORS[code]![0]}` };
    }

    const roles = rolesOf(route.need);
    paths[template] ??= {};
    paths[template][route.method.toLowerCase()] = {
      operationId: id,
      summary: definition.summary,
      ...(definition.description || route.need === 'applicant'
        ? {
            description: [
              definition.description,
              route.need === 'applicant' && 'Anyone while the job is active; members always.',
            ]
              .filter(Boolean)
              .join(' '),
          }
        : {}),
      tags: definition.tags,
      ...(parameters.length ? { parameters } : {}),
      ...(input.body ? { requestBody: { required: true, content } } : {}),
      responses,
      ...(team ? { security: security(route) } : {}),
      'x-talentflow-need': route.need,
      'x-talentflow-roles': roles,
    };
  }

  const responses = Object.fromEntries(
    [...used].sort().map((code) => [
      ERRORS[code]![0],
      {
        description: ERRORS[code]![1],
        content: { 'application/json': { schema: errorRef } },
      },
    ]),
  );
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'TalentFlow API',
      version: API_VERSION,
      description: team
        ? 'The API of a TalentFlow team server. Members sign in (a session cookie) or use an API token.'
        : 'The API of TalentFlow in browser mode: served by the app’s own service worker, with no accounts.',
    },
    paths,
    components: {
      schemas: { ...outputs.components(), ...inputs.components() },
      responses,
      ...(team ? { securitySchemes: SECURITY_SCHEMES } : {}),
    },
  };
}

/** GET /api/openapi.json: the document, made once, on the first request (after every route is in). */
export function openApiRoute(app: DescribedApp, team: boolean) {
  let document: Json | undefined;
  return (c: Context<ApiEnv>) => c.json((document ??= openApiDocument(app, { team })));
}

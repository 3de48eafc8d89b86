// Types only: loading @hono/zod-openapi extends zod's whole namespace (every zod locale would ship
// in the browser's service worker), and the routes need none of its code (see ApiRoutes).
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { Hono, type Env, type MiddlewareHandler, type Schema } from 'hono';
import { mergePath } from 'hono/utils/url';
import { z } from 'zod';
import { POLICY, type ApiEnv, type Guard, type Need } from '../access';
import { jsonBody, parseInput, pathRefusal, queryObject } from '../http';

/**
 * A route of the API described once: `createRoute`'s definition (@hono/zod-openapi) holds its
 * path, its guard, its input (path parameters, query, body) and its answers, each with its zod
 * schema. From it the route is mounted, its input read and validated (`handle`), the OpenAPI
 * document written (./document) and the route-by-role suite checked (`apiRoutes`).
 *
 * Paths are Hono's (`/:id`, `/:id{[0-9]+}`), relative to the routes they are mounted under; the
 * document turns them into OpenAPI templates.
 */
export type ApiRoute = RouteConfig & {
  /** Who may call it, first (`allow`, `allowApplicant`), then any other middleware. */
  middleware: Guard | [Guard, ...MiddlewareHandler<ApiEnv>[]];
  /** What a 400 calls the route's input: `Assessment field "title": ...` ("Request" by default). */
  noun?: string;
  /** The handler reads the body itself (a form, a CSV file, a restore's stream): described only. */
  ownBody?: boolean;
};

/**
 * A route's definition, as @hono/zod-openapi's `createRoute` types it (path, guard, input and
 * answers); `handle` mounts it.
 */
export const createRoute = <P extends string, R extends Omit<ApiRoute, 'path'> & { path: P }>(
  route: R,
): R => route;

/** The answer of every refusal: a stable code and a sentence to show. */
export const errorAnswerSchema = z.object({
  error: z
    .object({ code: z.string(), message: z.string() })
    .catchall(z.unknown())
    .meta({ description: 'More fields may name what the error is about (a conflict’s row id).' }),
});

/** Each error status as the document names and describes it (components/responses). */
export const ERRORS: Record<number, [string, string]> = {
  400: ['BadRequest', 'The request breaks a rule: the message names the first bad field.'],
  401: ['Unauthenticated', 'Nobody is signed in (or the API token does not hold).'],
  403: ['Forbidden', 'The caller’s role does not allow this, or a write came from another site.'],
  404: ['NotFound', 'No such row (or a job an applicant may not see).'],
  409: ['Conflict', 'The data as stored refuses the change, or the page is of another build.'],
  413: ['TooLarge', 'The body is larger than the route takes.'],
  415: ['UnsupportedType', 'The body is not of the type the route reads.'],
  429: ['TooManyRequests', 'A rate limit: try again after Retry-After seconds.'],
  503: ['Unavailable', 'Nothing was done; trying again later can work.'],
};

/** Answers, for a definition's `responses`. */
const jsonOf = (schema: z.ZodType) => ({ 'application/json': { schema } });
export const ok = <S extends z.ZodType>(schema: S) =>
  ({ description: 'OK', content: { 'application/json': { schema } } }) as const;
export const created = <S extends z.ZodType>(schema: S) =>
  ({ description: 'Created', content: { 'application/json': { schema } } }) as const;
/** An answer of its own (another status the route gives instead of its usual one). */
export const answer = <S extends z.ZodType>(schema: S, description: string) =>
  ({ description, content: { 'application/json': { schema } } }) as const;
export const accepted = { description: 'Accepted: the work goes on in the background.' } as const;
export const noContent = { description: 'Done: no content.' } as const;
/** A text or file answer of another media type. */
export const media = (
  type:
    | 'text/csv'
    | 'text/calendar'
    | 'text/event-stream'
    | 'text/html'
    | 'text/javascript'
    | 'application/pdf'
    | 'application/samlmetadata+xml'
    | 'application/octet-stream',
) => ({ description: 'OK', content: { [type]: { schema: { type: 'string' as const } } } });
/**
 * Refusals a route gives beyond those every route of its kind may (see the document's rules):
 * `...refusals(415, 503)` in `responses`.
 */
export const refusals = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      code,
      { description: ERRORS[code]![1], content: jsonOf(errorAnswerSchema) },
    ]),
  );

/** One media type of a request body, as createRoute takes it. */
type MediaTypeObject = NonNullable<
  NonNullable<NonNullable<RouteConfig['request']>['body']>['content'][string]
>;

/** A JSON body of `schema`, for a definition's `request`. */
export const jsonRequest = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

/** Positive ids in a path, each with the noun its 400 names: `ids({ id: 'Job' })`. */
const POSITIVE_IDS = new WeakSet<z.ZodType>();
export const isPositiveId = (schema: unknown) => POSITIVE_IDS.has(schema as z.ZodType);
export function positiveId(noun: string) {
  const message = `${noun} id must be a positive whole number.`;
  const schema = z.string().transform((raw, ctx) => {
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
    if (id !== undefined && id <= 2_147_483_647) return id;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
  POSITIVE_IDS.add(schema);
  return schema;
}
export const ids = <K extends string>(nouns: Record<K, string>) =>
  z.object(
    Object.fromEntries(
      Object.entries(nouns).map(([k, noun]) => [k, positiveId(noun as string)]),
    ) as {
      [Key in K]: ReturnType<typeof positiveId>;
    },
  );

/**
 * A multipart form as the document shows it: each field a file, or JSON text of `json`'s shape
 * (the handler reads the form as a stream, so nothing here validates it).
 */
export function formRequest(
  fields: Record<string, 'file' | 'json'>,
  { json, description }: { json?: z.ZodType; description?: string } = {},
): MediaTypeObject {
  const properties: Record<string, object> = Object.fromEntries(
    Object.entries(fields).map(([name, kind]) => [
      name,
      kind === 'file'
        ? { type: 'string', contentMediaType: 'application/octet-stream' }
        : // The document puts the reference to json's component here.
          { $ref: json as unknown as string, description: 'JSON text' },
    ]),
  );
  const form: object = {
    schema: {
      type: 'object',
      properties,
      required: Object.keys(fields).slice(0, 1),
      ...(description ? { description } : {}),
    },
    ...(json
      ? {
          encoding: Object.fromEntries(
            Object.entries(fields)
              .filter(([, kind]) => kind === 'json')
              .map(([name]) => [name, { contentType: 'application/json' }]),
          ),
        }
      : {}),
  };
  return form as MediaTypeObject;
}

/** The handler's context for a definition: its input as `c.req.valid('json' | 'query' | 'param')`. */
export type RouteContext<R extends ApiRoute> = Parameters<RouteHandler<R, ApiEnv>>[0];

/**
 * Reads and validates a route's input as its definition says, before its handler: path
 * parameters, the query (first values; no NUL), the JSON body (any Content-Type; no
 * `__proto__`, no NUL) and an urlencoded form's fields. The first bad field is a 400 in words (http.ts: parseInput).
 */
function inputOf(route: ApiRoute): MiddlewareHandler<ApiEnv> {
  const { params, query, body } = route.request ?? {};
  const json = route.ownBody
    ? undefined
    : (body?.content['application/json'] as { schema?: unknown } | undefined)?.schema;
  const form = (
    body?.content['application/x-www-form-urlencoded'] as { schema?: unknown } | undefined
  )?.schema;
  const noun = route.noun ?? 'Request';
  return async (c, next) => {
    if (params) {
      const parsed = (params as z.ZodType).safeParse(c.req.param());
      // A positive id's own sentence ("Job id must be ..."), or the noun and the rule.
      if (!parsed.success) throw pathRefusal(parsed.error, noun);
      c.req.addValidatedData('param', parsed.data as Record<string, unknown>);
    }
    if (query)
      c.req.addValidatedData('query', parseInput(query, queryObject(c), 'Query') as object);
    if (json instanceof z.ZodType)
      c.req.addValidatedData('json', parseInput(json, await jsonBody(c), noun) as object);
    if (form instanceof z.ZodType) {
      // A form posted by a page of another site (a SAML provider's): its text fields only.
      const fields = c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(await c.req.text()))
        : {};
      c.req.addValidatedData('form', parseInput(form, fields, noun) as object);
    }
    await next();
  };
}

/**
 * Routes described once: a Hono app whose routes are each mounted from their definition, which it
 * keeps (`definitions`, with the paths of apps mounted in it folded in) for the OpenAPI document
 * and the route-by-role suite.
 */
export class ApiRoutes extends Hono<ApiEnv> {
  /** Every definition mounted here, in order, paths relative to this app's base path. */
  readonly definitions: ApiRoute[] = [];

  /** `base`: where the app itself answers (`/api`), as Hono's `basePath` would set it. */
  constructor(base = '/') {
    super();
    (this as unknown as { _basePath: string })._basePath = base;
  }

  /** Mounts `route`: its guard, its input read and validated, then `handler`. */
  handle<R extends ApiRoute>(
    route: R,
    handler: (c: RouteContext<R>) => Response | Promise<Response>,
  ): this {
    this.definitions.push(route);
    const middleware = [route.middleware].flat() as MiddlewareHandler<ApiEnv>[];
    (this as Hono<ApiEnv>).on(
      [route.method.toUpperCase()],
      [route.path],
      ...middleware,
      inputOf(route),
      handler as unknown as MiddlewareHandler<ApiEnv>,
    );
    return this;
  }

  /** Hono's `route`, keeping the mounted app's definitions under `path`. */
  override route<
    SubPath extends string,
    SubEnv extends Env,
    SubSchema extends Schema,
    SubBasePath extends string,
  >(path: SubPath, app: Hono<SubEnv, SubSchema, SubBasePath>) {
    const mounted = super.route(path, app);
    if (app instanceof ApiRoutes)
      for (const definition of app.definitions)
        this.definitions.push({
          ...definition,
          path: mergePath(path, baseOf(app), definition.path),
        });
    return mounted;
  }
}

const baseOf = (app: ApiRoutes) => (app as unknown as { _basePath: string })._basePath;

/** A route of an app as its definition says, with its full path and its guard's need. */
export interface DefinedRoute {
  /** GET, POST...; `path`: Hono's, from the app's root (`/api/jobs/:id`). */
  method: string;
  path: string;
  need: Need;
  definition: ApiRoute;
}

/** An app whose routes are described (createApp's, or routes mounted in it). */
export type DescribedApp = ApiRoutes;

/** Every route an app has, from the definitions it mounted, in the order it mounted them. */
export function apiRoutes(app: DescribedApp): DefinedRoute[] {
  // Where the app itself is mounted (createApp's /api), as Hono keeps it.
  const base = baseOf(app);
  return app.definitions.map((definition) => {
    const guard = [definition.middleware].flat()[0] as Guard;
    return {
      method: definition.method.toUpperCase(),
      path: mergePath(base, definition.path),
      need: guard[POLICY],
      definition,
    };
  });
}

/**
 * The routes an app answers that no definition describes, as `METHOD /api/path`: none while every
 * route is mounted with `handle` (a route added with Hono's own `get`, `post`... shows here).
 */
export function undescribedRoutes(app: DescribedApp): string[] {
  const described = new Set(apiRoutes(app).map((route) => `${route.method} ${route.path}`));
  const mounted = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(mounted)].filter((route) => !described.has(route));
}

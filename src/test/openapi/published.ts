import type { z } from 'zod';
import { createApp } from '@/server/app';
import { apiRoutes, type ApiRoute } from '@/server/openapi/define';
import type { TeamStore } from '@/server/store/types';
import { createTeamAccess } from '@/server/team';

/**
 * Every route's definition by `METHOD /api/path` (Hono's path), read off a team server's app with
 * the chaos switch: it has every route there is. The app is never called: its store is a
 * stand-in on which every property is a function, and every call gives the stand-in again.
 */
let definitions: Map<string, ApiRoute> | undefined;
const nothing: any = new Proxy(() => {}, {
  get: (_target, key) => (key === 'then' ? undefined : nothing),
  apply: () => nothing,
});
function definitionOf(key: string): ApiRoute {
  if (!definitions) {
    const store = nothing as TeamStore;
    const app = createApp({
      store,
      chaos: { read: async () => ({ latencyMs: 0, failureRate: 0 }), write: async () => {} },
      team: createTeamAccess({ store }),
    });
    definitions = new Map(
      apiRoutes(app).map((route) => [`${route.method} ${route.path}`, route.definition]),
    );
  }
  const definition = definitions.get(key);
  if (!definition) throw new Error(`No route ${key}.`);
  return definition;
}

/** The status a route answers with when all goes well: its first success answer. */
export function publishedStatus(key: string): number {
  return Number(Object.keys(definitionOf(key).responses).find((status) => Number(status) < 300));
}

/** The JSON schema the route of `key` publishes for an answer of `status`. */
export function publishedSchema(key: string, status: number): z.ZodType {
  const answer = definitionOf(key).responses[status] as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema || status >= 400)
    throw new Error(`${key} publishes no JSON answer of status ${status}.`);
  return schema as z.ZodType;
}

/**
 * An answer's body parsed by the schema its route publishes for its status (the route's own
 * status unless given); a failure names the route and what does not fit.
 */
export function parsedAsPublished(key: string, body: unknown, status = publishedStatus(key)): any {
  const parsed = publishedSchema(key, status).safeParse(body);
  expect([key, parsed.error?.issues]).toEqual([key, undefined]);
  return parsed.data;
}

import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiEnv, Visitor } from './access';

/**
 * What the API tells its host about each request, for the host's logs. It names the route pattern
 * (`/api/candidates/:id`), never the path: a path can carry a secret (an invitation's token). No
 * header, query or body is ever part of it. The API writes no log itself: the Node host logs
 * these entries, the browser's worker passes no hook.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The route of a request no route answered (an unknown endpoint or method). */
export const NO_ROUTE = '(none)';

/** Who and what a request is, as far as a log may say. */
export interface RequestInfo {
  /** The caller's `X-Request-Id` when it is a short safe token, else a new UUID; sent back. */
  requestId: string;
  method: string;
  /** The matched route pattern, or `(none)`. */
  route: string;
  /** The signed-in member's id (team mode); undefined for anyone else. */
  userId?: number;
  /** The client's address (team mode, behind the proxies trusted); undefined in browser mode. */
  clientAddress?: string;
  /**
   * What the request is about: its path's whole-number parameters (`{ id: 12 }` for
   * PATCH /api/candidates/:id), never a token. Undefined when it has none.
   */
  ids?: Record<string, number>;
}

/** One answered request. A live event stream is told of once its answer starts (status 200). */
export interface RequestLogEntry extends RequestInfo {
  status: number;
  /** From the request reaching the API to its answer's headers, in milliseconds. */
  durationMs: number;
}

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/** The caller's request id when it is safe to log and send back, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/**
 * The pattern of the route that answered: the handler (or a route's own guard) that gave the
 * answer; when a middleware of the whole API answered (a refused write, a body too large), the
 * route the request was bound for. Middleware of the whole API is registered for method ALL.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  return routes.find((route) => route.method !== 'ALL')?.path ?? NO_ROUTE;
}

/** The path's parameters that are whole numbers (ids), never any other (a token is text). */
function idsOf(c: Context): Record<string, number> | undefined {
  const params = c.req.param() as Record<string, string>;
  const ids = Object.entries(params).filter(([, value]) => /^\d{1,15}$/.test(value));
  return ids.length > 0
    ? Object.fromEntries(ids.map(([key, value]) => [key, Number(value)]))
    : undefined;
}

export function requestInfo(c: Context<ApiEnv>): RequestInfo {
  // Unset when the request was refused before anyone identified the caller.
  const visitor = c.get('visitor') as Visitor | undefined;
  return {
    requestId: c.get('requestId'),
    method: c.req.method,
    route: routeOf(c),
    userId: visitor?.kind === 'member' ? visitor.user.id : undefined,
    clientAddress: c.get('clientAddress'),
    ids: idsOf(c),
  };
}

/**
 * The API's first middleware: gives the request its id, sends the id back with the answer and
 * tells `onRequest` of the answered request.
 */
export function requestLog(
  onRequest?: (entry: RequestLogEntry) => void,
  clientAddress?: (c: Context<ApiEnv>) => string,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    if (clientAddress) c.set('clientAddress', clientAddress(c));
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    if (onRequest) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      onRequest({ ...requestInfo(c), status: c.res.status, durationMs });
    }
  };
}

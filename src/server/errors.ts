/**
 * What went wrong, in the domain's terms: services, routes and middleware throw these, and
 * `app.onError` turns them into HTTP (`{ error: { code, message } }` with the kind's status), so a
 * background worker can call any service and read the same errors.
 */
export type ErrorKind =
  /** The input breaks a rule (400). */
  | 'invalid'
  /** Nobody is signed in (401). */
  | 'unauthenticated'
  /** The caller may not do this (403). */
  | 'forbidden'
  | 'not_found'
  /** The data as stored refuses the change (409). */
  | 'conflict'
  /** More than the API takes at once (413). */
  | 'too_large'
  /** A body of a type the route does not read (415). */
  | 'unsupported_type'
  /** A limit of attempts or of work in flight (429). */
  | 'limited'
  /** Nothing was done; trying again later can work (503). */
  | 'unavailable';

/** The HTTP status each kind is answered with. */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  limited: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** A stable code clients can tell apart (`job_closed`, `moved_meanwhile`). */
    readonly code: string,
    message: string,
    /** More fields of `error`, such as the id of the row a conflict is about. */
    readonly details: Record<string, unknown> = {},
    /** When trying again makes sense (a limit's window, a busy server), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string) => new DomainError('invalid', 'bad_request', message);
export const notFound = (message: string) => new DomainError('not_found', 'not_found', message);
export const conflict = (message: string) => new DomainError('conflict', 'conflict', message);

/** The API's error answer, `{ error: { code, message } }`, for any host that answers without the app. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
): Response {
  return Response.json({ error: { ...details, code, message } }, { status, headers });
}

/** A domain error as HTTP. */
export function domainErrorResponse(error: DomainError): Response {
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return errorResponse(STATUS_OF[error.kind], error.code, error.message, headers, error.details);
}

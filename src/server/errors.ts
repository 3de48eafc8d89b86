/** An error the API reports to its client as `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** More fields of `error`, such as the id of the row a conflict is about. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

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

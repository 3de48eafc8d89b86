import { ApiError } from '@/api/client';

/** A field the form will not send as it is, and what to say next to it. */
export interface FieldRefusal<F extends string> {
  field: F;
  message: string;
}

/**
 * The field a refused save is about, and what to say next to it. The API's 400 reads
 * `Privacy settings field "noticeUrl": must be an https:// address.` (src/server/http.ts); one
 * about a field the form does not have (a stray key in the request) names none.
 */
export function fieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldRefusal<F> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const found = /field "([^"]+)": (.+)$/s.exec(error.message);
  const field = fields.find((name) => name === found?.[1]);
  if (!field || !found) return null;
  const message = found[2]!;
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

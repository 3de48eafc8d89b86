/**
 * Ids of stored rows are positive whole numbers. They are written in paths and query strings as
 * plain decimal digits: "0x10", "1e3", "01" or "+5" are not ids, so every screen and the API
 * agree on what a link points at.
 */
const DECIMAL_ID = /^[1-9]\d{0,15}$/;

/** The id a path or query segment names, or undefined when it is not a positive whole number. */
export function parsePositiveId(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string' || !DECIMAL_ID.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A route's id segment as a positive whole number, or null when it is not one. */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** A stored time in the viewer's locale and time zone; the text as it is when it is no time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

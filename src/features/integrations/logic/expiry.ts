/** A calendar day (YYYY-MM-DD) of the admin's own time zone, as a date input gives and takes it. */
const pad = (n: number) => String(n).padStart(2, '0');
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * When a token chosen to expire on `day` stops working: at the end of that day where the admin
 * is (the next day's midnight), as the instant the API takes. Undefined when `day` is no day.
 */
export function endOfDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date)
    return undefined;
  return new Date(year, month, date + 1).toISOString();
}

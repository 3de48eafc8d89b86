/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, every field quoted
 * when it holds a quote, a comma or a line break. A field that a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) is kept as text by a leading
 * apostrophe, so a candidate's name can never become a formula in a recruiter's spreadsheet.
 * The file starts with a byte order mark, so Excel reads it as UTF-8.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: a formula's start neutralized, then quoted when it must be. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is a value, not text: a negative one stays a number.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file's text: the byte order mark, then each row on its own line. */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

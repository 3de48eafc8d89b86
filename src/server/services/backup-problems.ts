import type { z } from 'zod';
import { HIRING_TABLES, NOT_A_BACKUP, TABLE_NAMES } from '@/domain/schemas';
import { isBlank } from '@/domain/text';

/**
 * A refused backup's problem in words: what is wrong, named as a person knows it ("candidate 12"),
 * and then where exactly in the file, for whoever helps them fix it.
 */

export const CANNOT_RESTORE = 'This backup cannot be restored:';

/** A table's rows, one and several (from the list of tables). */
const ROWS: Record<string, readonly [one: string, many: string]> = Object.fromEntries(
  TABLE_NAMES.map((name) => [name, HIRING_TABLES[name].words]),
);

/** Fields whose name is not the word for them. */
const FIELDS: Record<string, string> = {
  jobId: 'job',
  candidateId: 'candidate',
  responseId: 'response',
  sourceQuestionId: 'question',
  createdAt: 'date',
  submittedAt: 'date',
  exportedAt: 'export date',
};

export function rowsOf(table: string): string {
  return ROWS[table]?.[1] ?? table;
}

/** "candidate 12" for a row with an id: the name support and the app know it by. */
export function rowName(table: string, id: number): string {
  return `${ROWS[table]?.[0] ?? table} ${id}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A row by its id, or by its place when the id is what is wrong ("the 12th candidate"). */
function rowSubject(
  table: string,
  index: number,
  row: unknown,
  field: PropertyKey | undefined,
): string {
  const { id, jobId } = (row ?? {}) as { id?: unknown; jobId?: unknown };
  if (field !== 'id' && isId(id)) return rowName(table, id);
  if (table === 'assessments' && field !== 'jobId' && isId(jobId))
    return `the assessment of job ${jobId}`;
  return `the ${ordinal(index + 1)} ${ROWS[table]?.[0] ?? table}`;
}

/** The field a path inside a row ends at: "email", "date", "question type" (…questions.0.type). */
function fieldName(path: readonly PropertyKey[]): string {
  const at = path.findLastIndex((key) => typeof key === 'string');
  const key = String(path[at]);
  const parent = path[at - 2];
  if (path[at - 1] === 'answers') return `answer to question "${key}"`;
  const name = FIELDS[key] ?? key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  if (typeof path[at - 1] === 'number' && typeof parent === 'string' && parent.endsWith('s'))
    return `${parent.slice(0, -1)} ${name}`;
  return name;
}

function problem(
  issue: z.core.$ZodIssue,
  subject: string,
  inRow: readonly PropertyKey[],
  value: unknown,
): string {
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.keys.length === 1 ? 'a field' : 'fields';
    return `${subject} has ${fields} TalentFlow does not know: ${issue.keys.join(', ')}`;
  }
  if (inRow.length === 0 || !inRow.some((key) => typeof key === 'string'))
    return `${subject} is not valid`;
  const field = fieldName(inRow);
  if (value === undefined) return `${subject} has no ${field}`;
  const be = /[^su]s$/.test(field) ? 'are' : 'is';
  if (typeof value === 'string' && isBlank(value)) return `the ${field} of ${subject} ${be} blank`;
  const message = issue.message.replace(/\.$/, '');
  // The API's own rules mostly read as the end of a sentence ("must be at most 200 characters").
  if (/^(must|may|is|are) /.test(message)) return `the ${field} of ${subject} ${message}`;
  if (/^[a-z]/.test(message)) return `the ${field} of ${subject} ${be} not valid: ${message}`;
  // Others are written for a form's field ("Enter a valid email address …").
  return `the ${field} of ${subject} ${be} not valid`;
}

/**
 * The first problem zod found in a file, for example "This backup cannot be restored: the email
 * of candidate 12 is not valid (tables.candidates.11.email)." A file of another format (or none)
 * is told only that it is not a backup.
 */
export function describeIssue(issue: z.core.$ZodIssue | undefined, input: unknown): string {
  const path = issue?.path ?? [];
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  if (!issue || !isObject || path[0] === 'format') return NOT_A_BACKUP;
  const [, table, index] = path;
  const inTable = path[0] === 'tables' && typeof table === 'string' && typeof index === 'number';
  const subject = inTable
    ? rowSubject(table, index, valueAt(input, path.slice(0, 3)), path[3])
    : 'the file';
  const inRow = inTable ? path.slice(3) : path;
  const where = path.length > 0 ? ` (${path.map(String).join('.')})` : '';
  return `${CANNOT_RESTORE} ${problem(issue, subject, inRow, valueAt(input, path))}${where}.`;
}

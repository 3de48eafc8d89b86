import Papa from 'papaparse';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportField,
} from './candidate-import-fields';
import { STAGE_LABELS } from './constants';
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES, STAGES } from './enums';
import type { CandidateSource, Stage } from './enums';
import { candidateTagsSchema, createCandidateSchema } from './schemas/candidates';
import type { CreateCandidateInput } from './schemas/candidates';
import type { ImportRowError } from './schemas/candidate-import';

/**
 * CSV import of candidates: a file's text becomes the candidates to add to one job, each checked
 * as a candidate added by hand is, and the rows refused with why. Pure: the service adds what is
 * already on the job and writes.
 */

/** A row with no source says nothing of where the person came from: "Other", not a guess. */
export const IMPORT_DEFAULT_SOURCE: CandidateSource = 'other';

/** Header names each field is read from, compared without case, spaces or punctuation. */
const ALIASES: Record<ImportField, readonly string[]> = {
  name: ['name', 'fullname', 'candidate', 'candidatename'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile'],
  stage: ['stage'],
  source: ['source'],
  tags: ['tags', 'tag'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const FIELD_OF = new Map<string, ImportField>(
  Object.entries(ALIASES).flatMap(([field, names]) =>
    names.map((name) => [name, field as ImportField] as const),
  ),
);

/** A stage or a source as written: its key ("applied") or its label ("Applied"), any case. */
function lookup<T extends string>(
  keys: readonly T[],
  labels: Record<T, string>,
): (value: string) => T | undefined {
  const known = new Map<string, T>();
  for (const key of keys) {
    known.set(key.toLowerCase(), key);
    known.set(labels[key].toLowerCase(), key);
  }
  return (value) => known.get(value.toLowerCase());
}
const stageOf = lookup<Stage>(STAGES, STAGE_LABELS);
const sourceOf = lookup<CandidateSource>(CANDIDATE_SOURCES, CANDIDATE_SOURCE_LABELS);

/**
 * TalentFlow's export keeps a cell that a spreadsheet would run as a formula as text by a leading
 * apostrophe (domain/csv): that apostrophe is taken off again, so an exported file imports back
 * as it was. Any other cell is kept as given (a name starting with = is stored as written, and
 * neutralized again when exported).
 */
const unexported = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export interface ImportColumn {
  header: string;
  /** The field it fills, or null: not imported. */
  field: ImportField | null;
}

export interface PlannedCandidate {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  input: CreateCandidateInput & { stage: Stage; tags: string[] };
}

export interface ImportPlan {
  columns: ImportColumn[];
  ignoredColumns: string[];
  candidates: PlannedCandidate[];
  /** Rows refused, by row number. */
  errors: ImportRowError[];
}

/** A file that cannot be imported at all (no header, no Name or Email column, too many rows). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Comma, or what the header row uses instead (a semicolon or a tab, as some spreadsheets do). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  return ['\t', ';'].find((d) => firstLine.includes(d)) ?? ',';
}

/** How each header is understood: the first column of a field fills it; a later one is ignored. */
export function mapColumns(headers: readonly string[]): ImportColumn[] {
  const taken = new Set<ImportField>();
  return headers.map((raw) => {
    const header = raw.trim();
    const field = FIELD_OF.get(headerKey(header));
    if (!field || taken.has(field)) return { header, field: null };
    taken.add(field);
    return { header, field };
  });
}

/** A zod issue about one field, as a sentence naming it. */
function fieldMessage(field: string, message: string): string {
  const label = IMPORT_FIELD_LABELS[field as ImportField] ?? field;
  if (message.startsWith(label)) return message;
  return `${label}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/**
 * Reads a CSV file (a header row, then one candidate per row) for job `jobId`. Blank rows are
 * skipped but still counted, so row numbers match the spreadsheet's; a file with more than
 * IMPORT_MAX_COLUMNS columns, without a Name or Email column, or with more than IMPORT_MAX_ROWS
 * candidates, throws ImportFileError.
 */
export function planCandidateImport(text: string, jobId: number): ImportPlan {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, {
    delimiter: delimiterOf(body),
    skipEmptyLines: false,
  });
  const [headerRow, ...records] = parsed.data;
  if (!headerRow || headerRow.every((cell) => !cell.trim()))
    throw new ImportFileError('The file is empty: its first row must name the columns.');
  if (headerRow.length > IMPORT_MAX_COLUMNS)
    throw new ImportFileError(
      `The file has ${headerRow.length.toLocaleString('en')} columns; an import reads at most ${IMPORT_MAX_COLUMNS}. Remove the columns it does not need.`,
    );
  const columns = mapColumns(headerRow);
  // Each field's column, found once for the whole file (not again for every row).
  const columnOf = new Map<ImportField, number>();
  columns.forEach(({ field }, at) => {
    if (field) columnOf.set(field, at);
  });
  const missing = (['name', 'email'] as const).filter((field) => !columnOf.has(field));
  if (missing.length > 0)
    throw new ImportFileError(
      `The first row must name the columns; no ${missing.map((f) => IMPORT_FIELD_LABELS[f]).join(' or ')} column was found (found: ${headerRow.map((h) => h.trim()).join(', ')}).`,
    );
  const filled = records.filter((cells) => cells.some((cell) => cell.trim()));
  if (filled.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(
      `The file has ${filled.length.toLocaleString('en')} candidates; an import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en')}. Split it into smaller files.`,
    );

  // A quote never closed swallows the rest of the file into its row: that row is refused.
  const badQuotes = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row!),
  );
  const cell = (cells: readonly string[], field: ImportField) => {
    const at = columnOf.get(field);
    return at === undefined ? '' : unexported((cells[at] ?? '').trim());
  };

  const candidates: PlannedCandidate[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [index, cells] of records.entries()) {
    const row = index + 2;
    if (!cells.some((value) => value.trim())) continue;
    const refuse = (message: string) => errors.push({ row, message });
    if (badQuotes.has(index + 1)) {
      refuse('A quoted cell is never closed: check the quotes in this row.');
      continue;
    }
    const stageText = cell(cells, 'stage');
    const stage = stageText ? stageOf(stageText) : 'applied';
    if (!stage) {
      refuse(
        `Stage “${stageText}” is not one of ${STAGES.map((s) => STAGE_LABELS[s]).join(', ')}.`,
      );
      continue;
    }
    const sourceText = cell(cells, 'source');
    const source = sourceText ? sourceOf(sourceText) : IMPORT_DEFAULT_SOURCE;
    if (!source) {
      refuse(
        `Source “${sourceText}” is not one of ${CANDIDATE_SOURCES.map((s) => CANDIDATE_SOURCE_LABELS[s]).join(', ')}.`,
      );
      continue;
    }
    const checked = createCandidateSchema.safeParse({
      name: cell(cells, 'name'),
      email: cell(cells, 'email'),
      phone: cell(cells, 'phone'),
      jobId,
      stage,
      source,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      refuse(fieldMessage(String(issue.path[0] ?? ''), issue.message));
      continue;
    }
    const tags = candidateTagsSchema.safeParse(cell(cells, 'tags').split(/[;,]/));
    if (!tags.success) {
      refuse(fieldMessage('tags', tags.error.issues[0]!.message));
      continue;
    }
    const { email } = checked.data;
    const first = firstRowOf.get(email);
    if (first !== undefined) {
      refuse(`${email} is already on row ${first} of this file.`);
      continue;
    }
    firstRowOf.set(email, row);
    const { phone, ...rest } = checked.data;
    candidates.push({
      row,
      input: { ...rest, stage, ...(phone && { phone }), tags: tags.data },
    });
  }

  return {
    columns,
    ignoredColumns: columns.filter((c) => c.field === null).map((c) => c.header),
    candidates,
    errors,
  };
}

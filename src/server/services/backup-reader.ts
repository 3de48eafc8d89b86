import { placeFor, stageById, stageIdOf, stagesOf, type PipelineStage } from '@/domain/pipelines';
import type { Stage } from '@/domain/types';
import { JSONParser, TokenType } from '@streamparser/json';
import {
  backupSchema,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  HIRING_TABLES,
  LEGACY_SCHEMA_VERSION,
  NOT_A_BACKUP,
  TABLE_NAMES,
  type HiringTable,
  type RestoreOutput,
  type TableSpec,
} from '@/domain/schemas';
import { badRequest } from '../errors';
import { NUL_MESSAGE, PROTO_KEY_MESSAGE } from '../http';
import type { TableRows } from '../store/types';
import { assertValidStructure } from './assessments';
import { CANNOT_RESTORE, describeIssue, rowName, rowsOf } from './backup-problems';
import { checkRestoredFile } from './files';

/**
 * A backup read as it arrives: each row checked by its table's schema and the file's rules (unique
 * ids, slugs and places, references to rows in the file, files' contents) and handed on in parts,
 * so a restore never holds the whole file. Only what the checks need stays: each table's ids.
 * What is refused is said in the same words as the whole file's check would.
 */

/** Rows handed on at once. */
const PART = 2000;

type Row = Record<string, unknown>;
/** A value seen in the file but not kept: enough of it for the file's own schema to judge. */
type Sketch = unknown;

const isTable = (name: string | undefined): name is HiringTable =>
  name !== undefined && Object.hasOwn(HIRING_TABLES, name);

/** Refuses a backup written by a newer TalentFlow, with what to do about it. */
export function assertReadableVersion(input: unknown): void {
  const { version, schemaVersion } = (input ?? {}) as {
    version?: unknown;
    schemaVersion?: unknown;
  };
  const newer =
    typeof version === 'number' && version > BACKUP_VERSION
      ? `backup format ${version}`
      : version === undefined &&
          typeof schemaVersion === 'number' &&
          schemaVersion > LEGACY_SCHEMA_VERSION
        ? `schema ${schemaVersion}`
        : undefined;
  if (newer) {
    throw badRequest(
      `This backup was made by a newer version of TalentFlow (${newer}); this one reads backup format ${BACKUP_VERSION} (schema ${LEGACY_SCHEMA_VERSION}) and older. Update TalentFlow first.`,
    );
  }
}

/** Where the tokens are: the file's own fields and its tables, as the JSON goes by. */
class Outline {
  /** The containers open, innermost last. */
  private readonly open: Array<'{' | '['> = [];
  private expectKey = false;
  private key: string | undefined;
  private topKey: string | undefined;
  /** The file's fields (values kept only when they are not containers) and its tables'. */
  readonly top = new Map<string, Sketch>();
  readonly tables = new Map<string, Sketch>();
  /** The table whose rows come now. */
  table: string | undefined;
  /** Tables whose rows have all come. */
  readonly closed = new Set<string>();
  /** A table named twice. */
  twice: string | undefined;
  rootIsObject = false;
  problem: string | undefined;

  token(token: TokenType, value: unknown): void {
    if (token === TokenType.STRING && (value as string).includes('\u0000'))
      this.problem ??= NUL_MESSAGE;
    if (this.expectKey && token === TokenType.STRING) {
      this.key = value as string;
      this.expectKey = false;
      if (this.key === '__proto__') this.problem ??= PROTO_KEY_MESSAGE;
      return;
    }
    if (token === TokenType.COLON || token === TokenType.SEPARATOR) return;
    if (token === TokenType.COMMA) {
      this.expectKey = this.open.at(-1) === '{';
      return;
    }
    if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      this.open.pop();
      this.expectKey = false;
      // The end of the tables: every table's rows have come.
      if (this.open.length === 1 && this.topKey === 'tables') this.closeTable();
      return;
    }
    // A value starts, at this depth.
    const depth = this.open.length;
    const sketch =
      token === TokenType.LEFT_BRACE ? {} : token === TokenType.LEFT_BRACKET ? [] : value;
    if (depth === 0) this.rootIsObject = token === TokenType.LEFT_BRACE;
    if (depth === 1 && this.open[0] === '{') {
      this.topKey = this.key;
      this.top.set(this.key!, sketch);
    }
    if (depth === 2 && this.topKey === 'tables' && this.open[1] === '{') {
      this.closeTable();
      if (this.tables.has(this.key!)) this.twice ??= this.key;
      this.tables.set(this.key!, sketch);
      this.table = this.key;
    }
    if (token === TokenType.LEFT_BRACE) {
      this.open.push('{');
      this.expectKey = true;
    } else if (token === TokenType.LEFT_BRACKET) this.open.push('[');
  }

  private closeTable(): void {
    if (this.table !== undefined) this.closed.add(this.table);
    this.table = undefined;
  }

  /** The file as its schema sees it, with its tables' rows left out (they were checked one by one). */
  sketch(): Record<string, Sketch> {
    const file = Object.fromEntries(this.top);
    if (this.top.get('tables') && typeof file.tables === 'object' && !Array.isArray(file.tables))
      file.tables = Object.fromEntries(this.tables);
    return file;
  }
}

/** What the checks keep of each table: its keys, its unique fields' values, its rows so far. */
class TableChecks {
  readonly keys = new Set<unknown>();
  readonly unique = new Map<string, Set<unknown>>();
  /** Jobs': each one's stages, which its candidates must be in. */
  readonly stages = new Map<number, readonly PipelineStage[]>();
  count = 0;
  constructor(readonly name: HiringTable) {
    for (const field of (HIRING_TABLES[name] as TableSpec).unique ?? [])
      this.unique.set(field, new Set());
  }

  /** A row by its schema and the rules of unique keys and fields; answers the row as parsed. */
  check(row: unknown): Row {
    const index = this.count;
    this.count += 1;
    const spec: TableSpec = HIRING_TABLES[this.name];
    const result = spec.schema.safeParse(row);
    if (!result.success) {
      const [issue] = result.error.issues;
      const rows: unknown[] = [];
      rows[index] = row;
      throw badRequest(
        describeIssue(issue && { ...issue, path: ['tables', this.name, index, ...issue.path] }, {
          tables: { [this.name]: rows },
        }),
      );
    }
    const parsed = result.data as Row;
    const key = parsed[spec.key];
    if (this.keys.has(key)) {
      const target = (spec.refs as Record<string, string>)[spec.key];
      throw badRequest(
        spec.key === 'id'
          ? `${CANNOT_RESTORE} two ${rowsOf(this.name)} have the id ${String(key)}.`
          : `${CANNOT_RESTORE} ${rowName(target!, key as number)} has two ${spec.words[1]}.`,
      );
    }
    this.keys.add(key);
    for (const [field, seen] of this.unique) {
      if (seen.has(parsed[field]))
        throw badRequest(
          `${CANNOT_RESTORE} two ${rowsOf(this.name)} have the ${field} ${JSON.stringify(parsed[field])}.`,
        );
      seen.add(parsed[field]);
    }
    return parsed;
  }
}

/**
 * Reads a backup from `body`: yields its rows in parts, each after the rows it points at, and
 * answers how many rows each table had once the whole file is read and checked. Throws a 400 on
 * the first problem; whoever writes the parts rolls back then.
 */
export function readBackup(body: ReadableStream<Uint8Array> | null): {
  parts: AsyncIterable<TableRows>;
  counts: () => RestoreOutput['restored'];
} {
  const checks = Object.fromEntries(
    TABLE_NAMES.map((name) => [name, new TableChecks(name)]),
  ) as Record<HiringTable, TableChecks>;
  return {
    parts: parts(body, checks),
    counts: () =>
      Object.fromEntries(
        TABLE_NAMES.map((name) => [name, checks[name].count]),
      ) as RestoreOutput['restored'],
  };
}

async function* parts(
  body: ReadableStream<Uint8Array> | null,
  checks: Record<HiringTable, TableChecks>,
): AsyncGenerator<TableRows> {
  const outline = new Outline();
  const parser = new JSONParser({ paths: ['$.tables.*.*'], keepStack: false });
  /** Rows read and not yet handed on, by table. */
  const waiting = new Map<HiringTable, unknown[]>();
  let syntaxError = false;
  let empty = true;
  parser.onToken = ({ token, value }) => {
    empty = false;
    outline.token(token, value);
  };
  parser.onValue = ({ value }) => {
    const table = outline.table;
    // Only the rows of a table's array: anything else in `tables` is judged by the file's schema.
    if (!isTable(table) || !Array.isArray(outline.tables.get(table))) return;
    const rows = waiting.get(table);
    if (rows) rows.push(value);
    else waiting.set(table, [value]);
  };
  parser.onError = () => {
    syntaxError = true;
  };
  let versionChecked = false;

  /** Rows of a table may go once every row they may point at has come and gone ahead. */
  const ready = (table: HiringTable, ended: boolean) =>
    Object.values(HIRING_TABLES[table].refs as Record<string, string>).every(
      (target) =>
        (ended || outline.closed.has(target)) && !waiting.get(target as HiringTable)?.length,
    );

  async function* handOn(ended: boolean): AsyncGenerator<TableRows> {
    if (outline.problem) throw badRequest(outline.problem);
    if (outline.twice)
      throw badRequest(`${CANNOT_RESTORE} the file has two tables of ${rowsOf(outline.twice)}.`);
    if (!versionChecked && (waiting.size > 0 || ended)) {
      // A newer file, or none of ours, is told so before anything about its rows.
      const file = outline.sketch();
      if (outline.top.has('format') && file.format !== BACKUP_FORMAT)
        throw badRequest(NOT_A_BACKUP);
      assertReadableVersion(file);
      versionChecked = outline.top.has('format');
    }
    for (const table of TABLE_NAMES) {
      const rows = waiting.get(table);
      if (!rows || !ready(table, ended)) continue;
      // Whole parts while the table's rows keep coming; the rest once they have all come.
      const complete = ended || outline.closed.has(table);
      while (rows.length >= PART || (complete && rows.length > 0)) {
        const part = rows.splice(0, PART).map((row) => checks[table].check(row));
        yield { table, rows: await stored(table, part, checks) } as TableRows;
      }
    }
  }

  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.isEnded) parser.write(value);
      else if (value.some((byte) => !isSpace(byte))) syntaxError = true;
      if (syntaxError) {
        await reader.cancel();
        break;
      }
      yield* handOn(false);
    }
  }
  if (empty) throw badRequest('Request body must be a JSON value.');
  if (!syntaxError && !parser.isEnded) parser.end();
  if (syntaxError) throw badRequest('Request body must be valid JSON.');
  if (outline.problem) throw badRequest(outline.problem);
  if (!outline.rootIsObject) throw badRequest(NOT_A_BACKUP);
  const file = outline.sketch();
  assertReadableVersion(file);
  // The file's own fields and its tables' shape, by the backup's schema (rows aside).
  const result = backupSchema.safeParse(file);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], file));
  yield* handOn(true);
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** A part's rows as a store keeps them, checked against the rows they point at. */
async function stored(
  table: HiringTable,
  rows: Row[],
  checks: Record<HiringTable, TableChecks>,
): Promise<unknown[]> {
  for (const [field, target] of Object.entries(HIRING_TABLES[table].refs as Record<string, string>))
    for (const row of rows) {
      const id = row[field] as number | undefined;
      // An optional reference (a file attached on a profile answers no response).
      if (id === undefined || checks[target as HiringTable].keys.has(id)) continue;
      // A row without an id of its own (an assessment, one per job) is named by its kind.
      const subject =
        typeof row.id === 'number' ? rowName(table, row.id) : `an ${HIRING_TABLES[table].words[0]}`;
      throw badRequest(
        `${CANNOT_RESTORE} ${subject} belongs to ${rowName(target, id)}, which is not in the file.`,
      );
    }
  if (table === 'jobs')
    for (const row of rows) checks.jobs.stages.set(row.id as number, stagesOf(row));
  if (table === 'candidates')
    for (const row of rows) {
      const candidate = row as { id: number; jobId: number; stage: Stage; stageId?: string };
      const stages = checks.jobs.stages.get(candidate.jobId) ?? [];
      // A row naming its category alone is in the stage of that name, or else (a row written by
      // hand, or by a tool that knows only the six) in the category's first stage of its job, as
      // `{ stage }` alone asks of the API.
      const alone = candidate.stageId === undefined && !stageById(stages, candidate.stage);
      const place = placeFor(stages, {
        stage: candidate.stage,
        ...(!alone && { stageId: stageIdOf(candidate) }),
      });
      if (typeof place === 'string')
        throw badRequest(
          `${CANNOT_RESTORE} ${rowName('candidates', candidate.id)} is in a stage their job does not have (${place})`,
        );
      if (alone) row.stageId = place.stageId;
    }
  if (table === 'assessments')
    for (const row of rows)
      assertValidStructure(
        row.structure as never,
        `${CANNOT_RESTORE} the assessment of job ${String(row.jobId)} breaks a rule of the assessment builder. `,
      );
  if (table !== 'files') return rows;
  // Each file by the rules of an upload.
  return Promise.all(
    rows.map(async ({ content, ...file }) => {
      const meta = file as { id: number; name: string; type: string; size: number };
      const bytes = fromBase64(content as string);
      if (bytes.length !== meta.size)
        throw badRequest(
          `${CANNOT_RESTORE} the content of file ${meta.id} is not ${meta.size} bytes long, as its size says.`,
        );
      const name = await checkRestoredFile(meta, bytes);
      return { ...file, name, content: new Blob([bytes], { type: meta.type }) };
    }),
  );
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

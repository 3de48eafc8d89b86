// The candidate list (`GET /api/candidates` with sort, filters and a text query) and its bulk move:
// the data it needs beyond the backup (tags, résumés' text), its measures and their check.
import postgres from 'postgres';
import { wordsLiteral } from '@/server/store/pg/tsvector';
import { STAGES } from '../histories.mjs';
import { hasResume, LIST_QUERIES, resumeOf, tagsOf } from '../resumes.mjs';
import { copyLines, END, generateCandidates } from './data';
import { json } from './http';
import { loadavg, round } from './machine';
import type { Measure } from './measure';
import type { BenchServer } from './processes';
import { LIST_GOAL, log, SEED, SETTINGS } from './settings';
import { SEARCH_COUNT_LIMIT } from '@/domain/constants';

/** What the list's data holds, for the checks and the report. */
export interface ListData {
  tagged: { python: number; referral: number };
  resumes: number;
  resumeWords: { min: number; max: number; mean: number };
  /** Résumés holding each query's words (every word a prefix of one of theirs). */
  expected: Record<keyof typeof LIST_QUERIES, number>;
  ms: { tags: number; files: number; vacuum: number };
}

const PAGE_SIZE = 50;
const DEEP_PAGE = 1000;

/**
 * Tags on a share of the candidates (tagsOf: `Python` 10 %, `Referral` 2 %), by one UPDATE; and a
 * TXT résumé for one candidate in five, written straight into `files` by COPY as the server's
 * search-index queue would leave it: content, `text_status = 'indexed'`, `text`, and `search`
 * made by the server's own `wordsLiteral`. Then VACUUM (ANALYZE) of both tables.
 */
export async function addListData(dbUrl: string, size: number): Promise<ListData> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const ms = { tags: 0, files: 0, vacuum: 0 };
  const tagged = { python: 0, referral: 0 };
  const expected = { rare: 0, common: 0, two: 0 };
  const lengths: number[] = [];
  try {
    let t0 = performance.now();
    const rows: Array<[number, string]> = [];
    for (let id = 1; id <= size; id++) {
      const tags = tagsOf(id);
      if (tags.length === 0) continue;
      if (tags.includes('Python')) tagged.python += 1;
      if (tags.includes('Referral')) tagged.referral += 1;
      rows.push([id, `{${tags.join(',')}}`]);
    }
    for (let start = 0; start < rows.length; start += 5000) {
      const part = rows.slice(start, start + 5000);
      await sql.unsafe(
        'update candidates c set tags = v.tags::text[] from unnest($1::int[], $2::text[]) as v(id, tags) where c.id = v.id',
        [part.map((r) => r[0]), part.map((r) => r[1])] as never,
      );
    }
    ms.tags = Math.round(performance.now() - t0);

    t0 = performance.now();
    const terms = Object.fromEntries(
      Object.entries(LIST_QUERIES).map(([k, q]) => [k, q.split(' ')]),
    ) as Record<keyof typeof LIST_QUERIES, string[]>;
    const escape = (text: string) =>
      text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
    await copyLines(
      sql,
      'copy files (candidate_id, job_id, name, type, size, created_at, content, text_status, text, search) from stdin',
      (function* () {
        for (const c of generateCandidates(size)) {
          if (!hasResume(c.id)) continue;
          const text = resumeOf(c.id, c.name, SEED);
          const words = wordsLiteral(text);
          const bytes = Buffer.from(text);
          lengths.push(text.split(/\s+/).length);
          const found = words.split(' ').map((w) => w.slice(1, -1));
          for (const key of Object.keys(terms) as Array<keyof typeof terms>)
            if (terms[key].every((term) => found.some((w) => w.startsWith(term))))
              expected[key] += 1;
          // Added over the year before the histories' end, as applications are.
          const createdAt = new Date(END - ((c.id * 7919) % 365) * 86_400_000).toISOString();
          yield `${[
            c.id,
            c.job + 1,
            `cv-${c.id}.txt`,
            'text/plain; charset=utf-8',
            bytes.length,
            createdAt,
            `\\\\x${bytes.toString('hex')}`,
            'indexed',
            escape(text),
            words,
          ].join('\t')}\n`;
        }
      })(),
      500,
    );
    ms.files = Math.round(performance.now() - t0);
    t0 = performance.now();
    await sql.unsafe('vacuum (analyze) files, candidates');
    ms.vacuum = Math.round(performance.now() - t0);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const sum = lengths.reduce((a, b) => a + b, 0);
  return {
    tagged,
    resumes: lengths.length,
    resumeWords: {
      min: Math.min(...lengths),
      max: Math.max(...lengths),
      mean: Math.round(sum / Math.max(1, lengths.length)),
    },
    expected,
    ms,
  };
}

const listPath = (params: string) =>
  `/api/candidates?${params}${params ? '&' : ''}sort=appliedAt&order=desc&pageSize=${PAGE_SIZE}`;

/** The list's reads, measured as every read is (autocannon, runMeasure); judged by LIST_GOAL. */
export function listMeasures(): Measure[] {
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const read = (key: string, label: string, params: string): Measure => {
    const path = listPath(params);
    return {
      key,
      group: 'list',
      kind: 'list',
      label: `${label}: \`${path.replace('/api/candidates', '')}\``,
      path,
    };
  };
  return [
    read('listApplied', 'List by applied date, first page', ''),
    read('listDeep', `List by applied date, page ${DEEP_PAGE}`, `page=${DEEP_PAGE}`),
    read('listTag', 'List, tag filter (10 % of candidates)', 'tag=Python'),
    read('listTagRare', 'List, tag filter (2 % of candidates)', 'tag=Referral'),
    read('listRare', 'List, text query, a rare word', q(LIST_QUERIES.rare)),
    read('listCommon', 'List, text query, a common word', q(LIST_QUERIES.common)),
    read('listTwo', 'List, text query, two words', q(LIST_QUERIES.two)),
  ];
}

/** Every list read answers what the data holds (a wrong answer fast is no result). */
export async function checkList(
  server: BenchServer,
  headers: Record<string, string>,
  size: number,
  data: ListData,
): Promise<Record<string, number>> {
  const problems: string[] = [];
  const get = async (params: string) =>
    (await json(server.url, 'GET', listPath(params), { headers })).body;
  const first = await get('');
  const dates = first.candidates.map((c: { appliedAt: string }) => c.appliedAt);
  if (first.totalCount !== size) problems.push(`the list counts ${first.totalCount}, not ${size}`);
  if (dates.some((d: string, i: number) => i > 0 && d > dates[i - 1]))
    problems.push('the first page is not in applied-date order (desc)');
  const deep = await get(`page=${DEEP_PAGE}`);
  if (deep.candidates.length !== PAGE_SIZE || deep.candidates[0].appliedAt > dates.at(-1))
    problems.push(`page ${DEEP_PAGE} has ${deep.candidates.length} rows, or later dates`);
  const python = await get('tag=Python');
  if (python.totalCount !== data.tagged.python)
    problems.push(`tag=Python counts ${python.totalCount}, expected ${data.tagged.python}`);
  if (python.candidates.some((c: { tags: string[] }) => !c.tags.includes('Python')))
    problems.push('tag=Python lists a candidate without it');
  const referral = await get('tag=Referral');
  if (referral.totalCount !== data.tagged.referral)
    problems.push(`tag=Referral counts ${referral.totalCount}, expected ${data.tagged.referral}`);
  const totals: Record<string, number> = {
    all: first.totalCount,
    python: python.totalCount,
    referral: referral.totalCount,
  };
  for (const [key, text] of Object.entries(LIST_QUERIES) as Array<
    [keyof typeof LIST_QUERIES, string]
  >) {
    const found = await get(`q=${encodeURIComponent(text)}`);
    totals[key] = found.totalCount;
    // A query's words may also start a name or an address: at least the résumés that hold them,
    // and a count past the bound stops there, saying so.
    const least = Math.min(data.expected[key], SEARCH_COUNT_LIMIT);
    if (found.totalCount < least)
      problems.push(`q=${text} counts ${found.totalCount}, expected ≥ ${least}`);
    if (data.expected[key] > SEARCH_COUNT_LIMIT !== (found.capped === true))
      problems.push(`q=${text} says capped: ${String(found.capped)}`);
    if (found.candidates.some((c: { match?: { field: string } }) => !c.match))
      problems.push(`q=${text} lists a candidate without its match`);
  }
  if (problems.length)
    throw new Error(`Wrong answers from the candidate list: ${problems.join('; ')}`);
  return totals;
}

/**
 * `POST /api/candidates/bulk` moving the same 1,000 candidates (ids in steps of 97) to `tech`, then
 * to `screen`, and so on: a first, untimed move puts them all in one stage, so each timed one
 * moves all 1,000 (each a timeline entry). Times the request from sent to answered.
 */
export async function measureBulkMove(
  server: BenchServer,
  headers: Record<string, string>,
  size: number,
): Promise<any> {
  const count = Math.min(LIST_GOAL.bulkIds, size);
  const stride = Math.max(1, Math.floor(size / count) - 3);
  const ids = Array.from({ length: count }, (_, i) => 1 + ((i * stride) % size));
  const result: any = {
    key: 'bulkMove',
    label: `Bulk move of ${count.toLocaleString('en')} candidates by ids: \`POST /api/candidates/bulk\``,
    ids: count,
    goalMs: LIST_GOAL.bulkMs,
    runs: [] as Array<{ stage: string; updated: number; ms: number }>,
    loadavg: { before: loadavg() },
  };
  const targets = ['tech', 'screen'];
  for (let i = 0; i <= SETTINGS.bulkRuns; i++) {
    const stage = targets[i % 2]!;
    if (!STAGES.includes(stage)) throw new Error(`no stage ${stage}`);
    const t0 = performance.now();
    const answer = await json(server.url, 'POST', '/api/candidates/bulk', {
      headers,
      body: { ids, action: { type: 'move', stage } },
      timeoutMs: 120_000,
    });
    const ms = round(performance.now() - t0, 1);
    if (i === 0) {
      result.warmup = { stage, updated: answer.body.updated, ms };
      continue;
    }
    if (answer.body.updated !== count)
      throw new Error(`the bulk move to ${stage} moved ${answer.body.updated}, not ${count}`);
    result.runs.push({ stage, updated: answer.body.updated, ms });
    log(`  bulkMove     ${count} to ${stage} in ${ms} ms`);
  }
  const times = result.runs.map((r: { ms: number }) => r.ms).sort((a: number, b: number) => a - b);
  result.medianMs = times[Math.floor(times.length / 2)];
  result.maxMs = times.at(-1);
  result.met = result.maxMs < LIST_GOAL.bulkMs;
  result.loadavg.after = loadavg();
  return result;
}

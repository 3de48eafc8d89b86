// The bench's data: a deterministic backup, generated in chunks, of the sample data's words and
// the domain's own rules (search tokens, stages), or the same rows loaded by SQL COPY.
import postgres from 'postgres';
import { BACKUP_FORMAT } from '@/domain/schemas';
import { candidateSearchTokens } from '@/domain/search';
import type { Job, TimelineRow } from '@/domain/types';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from '@/server/seed/words';
import { random, sourceOf, STAGE_SHARES, STAGES, timelineRows } from '../histories.mjs';
import { JOB_COUNT, SEED } from './settings';

/** One generated candidate: its stage and job as indexes (into STAGES and the jobs). */
export interface GeneratedCandidate {
  id: number;
  name: string;
  email: string;
  stage: number;
  job: number;
}

/** A backup as Buffers of JSON text (a few MB each), and what the bench checks its answers by. */
export interface GeneratedBackup {
  chunks: Buffer[];
  bytes: number;
  /** Each candidate's stage (by id), as an index into STAGES. */
  stages: Uint8Array;
  jobs: Job[];
  /** The candidates with interviews (by interview: the candidate of interview i is at i - 1). */
  interviewed: Uint32Array;
}

/**
 * The interviews of the bench: one for every second candidate, two interviewers each from a pool
 * of 50 members (ids from INTERVIEWER_BASE), and one in a hundred also the bench's own interviewer
 * (`interviewerId`); their starts spread over the half-year around now. Each interviewer has
 * submitted a scorecard: two per interview.
 */
export const INTERVIEWER_BASE = 1000;
function* interviewsOf(count: number, jobOf: Uint8Array, interviewerId: number, now: number) {
  const day = 86_400_000;
  for (let i = 1; i <= Math.floor(count / 2); i++) {
    const candidateId = 2 * i;
    const pool = INTERVIEWER_BASE + (i % 50);
    const interviewerIds =
      i % 100 === 0 ? [interviewerId, pool] : [pool, INTERVIEWER_BASE + ((i * 7) % 50) + 50];
    const startsAt = new Date(now + ((i * 7919) % 180) * day - 90 * day + (i % 9) * 3_600_000);
    yield {
      id: i,
      candidateId,
      jobId: jobOf[candidateId]! + 1,
      planInterviewId: 'technical-interview',
      name: 'Technical interview',
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      interviewerIds,
      status: 'scheduled',
      sequence: 0,
      createdAt: new Date(startsAt.getTime() - 7 * day).toISOString(),
    };
  }
}

// ---------- data: a deterministic backup, generated in chunks ----------

// The sample data's own word lists (src/server/seed/words.ts): accents and an apostrophe
// included, so the search tokens are folded as they are in real data.
const DOMAINS = EMAIL_DOMAINS;
const ROLES = [
  'Frontend Engineer',
  'Backend Engineer',
  'Data Analyst',
  'Product Designer',
  'Product Manager',
  'DevOps Engineer',
  'Account Executive',
  'Recruiter',
  'Data Scientist',
  'QA Engineer',
  'Growth Marketer',
  'Support Specialist',
  'Security Engineer',
];
const SENIORITY = ['', 'Senior ', 'Lead ', 'Junior ', 'Staff '];
const TAGS = [
  'Remote',
  'Hybrid',
  'Full-time',
  'Contract',
  'Engineering',
  'Design',
  'Data',
  'Sales',
];

/** The part of a name an address can hold: no accents, letters and digits only. */
const asciiWord = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace('ø', 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export function makeJobs(): Job[] {
  const jobs: Job[] = [];
  const slugs = new Set();
  for (let i = 0; i < JOB_COUNT; i++) {
    const title = `${SENIORITY[i % SENIORITY.length]}${ROLES[i % ROLES.length]}`;
    let slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (let n = 2; slugs.has(slug); n++) slug = `${slug.replace(/-\d+$/, '')}-${n}`;
    slugs.add(slug);
    const tags = [TAGS[i % TAGS.length]!, TAGS[(i * 3 + 1) % TAGS.length]!].filter(
      (tag, k, all) => all.indexOf(tag) === k,
    );
    jobs.push({
      id: i + 1,
      title,
      slug,
      status: i % 8 === 7 ? 'archived' : 'active',
      tags,
      order: i,
    });
  }
  return jobs;
}

/**
 * The candidates of a backup of `count`, one at a time (the same rows for the same count on every
 * run): spread over the jobs unevenly (some jobs draw more), over the stages by STAGE_SHARES.
 */
export function* generateCandidates(count: number): Generator<GeneratedCandidate> {
  const rand = random(SEED ^ count);
  const jobWeights = Array.from({ length: JOB_COUNT }, (_, i) => 1 + ((i * 7) % 5)); // 1 to 5
  const totalWeight = jobWeights.reduce((a, b) => a + b, 0);
  const jobCumulative: number[] = [];
  jobWeights.reduce((sum, w, i) => ((jobCumulative[i] = (sum + w) / totalWeight), sum + w), 0);
  const pick = (cumulative: readonly number[]) => {
    const r = rand();
    let i = 0;
    while (cumulative[i]! <= r && i < cumulative.length - 1) i++;
    return i;
  };
  for (let id = 1; id <= count; id++) {
    const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]!;
    const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)]!;
    const domain = DOMAINS[Math.floor(rand() * DOMAINS.length)]!;
    const stage = pick(STAGE_SHARES);
    const job = pick(jobCumulative);
    const email = `${asciiWord(first)}.${asciiWord(last)}${id % 1000}@${domain}`;
    yield { id, name: `${first} ${last}`, email, stage, job };
  }
}

/** When the generated histories end: applications spread over the year before it. */
export const END = Date.parse('2026-11-23T09:00:00.000Z');
/** Each candidate's timeline (histories.mjs), ids counting up from `firstId`. */
const timelineOf = (
  id: number,
  count: number,
  jobs: readonly Job[],
  job: number,
  stage: number,
  firstId: number,
): TimelineRow[] =>
  // histories.mjs is plain JavaScript: its stages are the domain's.
  timelineRows({
    id,
    count,
    stage: STAGES[stage],
    jobTitle: jobs[job]!.title,
    firstId,
    seed: SEED,
    end: END,
  }) as TimelineRow[];

/**
 * The backup of `count` candidates as Buffers of JSON text (a few MB each), and each candidate's
 * stage (index into STAGES); every candidate has the timeline that led to its stage (timelineRows).
 */
export function makeBackup(count: number, interviewerId = 0, now = Date.now()): GeneratedBackup {
  const jobs = makeJobs();
  const stages = new Uint8Array(count + 1);
  const jobOf = new Uint8Array(count + 1);
  const chunks: Buffer[] = [];
  const BATCH = 20_000;
  const head = { format: BACKUP_FORMAT, version: 3, exportedAt: '2026-11-23T12:00:00.000Z' };
  chunks.push(
    Buffer.from(
      `${JSON.stringify(head).slice(0, -1)},"tables":{"jobs":${JSON.stringify(jobs)},"candidates":[`,
    ),
  );
  let parts: string[] = [];
  const flush = (first: boolean) => {
    chunks.push(Buffer.from((first ? '' : ',') + parts.join(',')));
    parts = [];
  };
  for (const c of generateCandidates(count)) {
    stages[c.id] = c.stage;
    jobOf[c.id] = c.job;
    parts.push(
      JSON.stringify({
        id: c.id,
        name: c.name,
        email: c.email,
        stage: STAGES[c.stage],
        jobId: c.job + 1,
        source: sourceOf(c.id),
      }),
    );
    if (parts.length === BATCH || c.id === count) flush(c.id <= BATCH);
  }
  chunks.push(Buffer.from('],"assessments":[],"notes":[],"responses":[],"timeline":['));
  let entryId = 1;
  let firstFlush = true;
  for (let id = 1; id <= count; id++) {
    const rows = timelineOf(id, count, jobs, jobOf[id]!, stages[id]!, entryId);
    for (const row of rows) parts.push(JSON.stringify(row));
    entryId += rows.length;
    if (parts.length >= BATCH || id === count) {
      flush(firstFlush);
      firstFlush = false;
    }
  }
  chunks.push(Buffer.from('],"files":[],"interviewPlans":[],"interviews":['));
  const interviewed = new Uint32Array(Math.floor(count / 2));
  const cards: string[] = [];
  let cardId = 1;
  firstFlush = true;
  for (const interview of interviewsOf(count, jobOf, interviewerId, now)) {
    interviewed[interview.id - 1] = interview.candidateId;
    parts.push(JSON.stringify(interview));
    for (const interviewer of interview.interviewerIds)
      cards.push(
        JSON.stringify({
          id: cardId++,
          interviewId: interview.id,
          candidateId: interview.candidateId,
          interviewerId: interviewer,
          ratings: { 'technical-interview-domain': 'yes', 'technical-interview-quality': 'no' },
          takeaways: 'Solid on the basics; unsure about scale.',
          recommendation: cardId % 3 ? 'yes' : 'no',
          submittedAt: interview.startsAt,
          updatedAt: interview.startsAt,
        }),
      );
    if (parts.length >= BATCH) {
      flush(firstFlush);
      firstFlush = false;
    }
  }
  if (parts.length) flush(firstFlush);
  chunks.push(Buffer.from('],"scorecards":['));
  for (let start = 0; start < cards.length; start += BATCH) {
    parts = cards.slice(start, start + BATCH);
    flush(start === 0);
  }
  chunks.push(Buffer.from(']}}'));
  return {
    chunks,
    bytes: chunks.reduce((sum, c) => sum + c.length, 0),
    stages,
    jobs,
    interviewed,
  };
}

/**
 * Streams COPY's text lines (each ending in a newline) into `statement` (`copy … from stdin`),
 * `batch` lines a write, waiting whenever the connection asks to.
 */
export async function copyLines(
  sql: postgres.Sql,
  statement: string,
  lines: Iterable<string>,
  batch: number,
): Promise<void> {
  const stream = await sql.unsafe(statement).writable();
  await new Promise<void>((resolveCopy, rejectCopy) => {
    stream.on('error', rejectCopy);
    stream.on('finish', resolveCopy);
    (async () => {
      let buffer: string[] = [];
      for (const line of lines) {
        buffer.push(line);
        if (buffer.length === batch) {
          if (!stream.write(buffer.join('')))
            await new Promise((r) => stream.once('drain', () => r(undefined)));
          buffer = [];
        }
      }
      if (buffer.length) stream.write(buffer.join(''));
      stream.end();
    })().catch(rejectCopy);
  });
}

/**
 * Loads the same rows as the backup straight into the tables with COPY, as the restore would have
 * stored them (the search tokens included), and restarts the id sequences past them. This is not
 * TalentFlow's way in: the bench uses it only when the API's restore failed, so the requests can
 * still be measured at that size, and reports it.
 */
export async function loadBySql(dbUrl: string, count: number, jobs: readonly Job[]): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const tsv = (values: readonly unknown[]) =>
    `${values.map((v) => (v === null ? '\\N' : String(v).replace(/[\\\t\n\r]/g, ' '))).join('\t')}\n`;
  const copy = (statement: string, rows: Iterable<readonly unknown[]>) =>
    copyLines(
      sql,
      statement,
      (function* () {
        for (const row of rows) yield tsv(row);
      })(),
      5000,
    );
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe(
        "delete from candidate_tokens; delete from candidates; delete from timeline; delete from jobs; delete from report_tallies; delete from settings where key = 'reportTallies'",
      );
    });
    await sql.unsafe(
      `insert into jobs (id, title, slug, status, tags, "order") select id, title, slug, status, array(select jsonb_array_elements_text(tags)), "order" from jsonb_to_recordset($1::text::jsonb) as r(id int, title text, slug text, status text, tags jsonb, "order" bigint)`,
      [JSON.stringify(jobs)],
    );
    const jobOf = new Uint8Array(count + 1);
    const stageOf = new Uint8Array(count + 1);
    await copy(
      'copy candidates (id, name, email, stage, job_id, source) from stdin',
      (function* () {
        for (const c of generateCandidates(count)) {
          jobOf[c.id] = c.job;
          stageOf[c.id] = c.stage;
          yield [c.id, c.name, c.email, STAGES[c.stage], c.job + 1, sourceOf(c.id)];
        }
      })(),
    );
    await copy(
      'copy candidate_tokens (token, candidate_id) from stdin',
      (function* () {
        for (const c of generateCandidates(count))
          for (const token of candidateSearchTokens(c)) yield [token, c.id];
      })(),
    );
    let entries = 0;
    await copy(
      'copy timeline (id, candidate_id, date, stage, notes) from stdin',
      (function* () {
        for (let id = 1; id <= count; id++) {
          for (const t of timelineOf(id, count, jobs, jobOf[id]!, stageOf[id]!, entries + 1)) {
            entries += 1;
            yield [t.id, t.candidateId, t.date, t.stage, t.notes];
          }
        }
      })(),
    );
    // The reports' counts are made by the server when it starts on these rows (ensureTallies).
    for (const [table, greatest] of [
      ['jobs', jobs.length],
      ['candidates', count],
      ['timeline', entries],
    ] as const)
      await sql.unsafe(`alter sequence ${table}_id_seq restart with ${greatest + 1}`);
    await sql.unsafe(
      `insert into settings (key, value) values ('started', to_jsonb(now()::text)) on conflict (key) do nothing`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// @vitest-environment node
import type { Candidate, Stage } from '@/domain/types';
import type { New, Tx } from '../types';
import { SEARCH_PLAN } from './repos/candidates';
import { openPgliteStore } from './testing';

/**
 * The board's queries read indexes, never the whole candidates table: 20,000 candidates in PGlite,
 * and EXPLAIN of the very statements the store sends (caught by Drizzle's logger, explained with
 * the same parameters).
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

const FIRST = [
  'Ada',
  'Bruno',
  'Chloé',
  'Dmitri',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kaito',
  'Lena',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Ugo',
  'Vera',
  'Wen',
  'Xavier',
  'Yara',
  'Zoë',
];
const LAST = [
  'Abbott',
  'Becker',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hansen',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Novak',
  'Olsen',
  'Petrov',
  'Quist',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Urban',
  'Vogel',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zelenko',
];
/** A board's mix: most candidates early in the pipeline, few hired. */
const STAGE_MIX: Stage[] = [
  ...Array<Stage>(8).fill('applied'),
  ...Array<Stage>(4).fill('screen'),
  'tech',
  'tech',
  'offer',
  ...Array<Stage>(4).fill('rejected'),
  'hired',
];

describe('PostgreSQL store indexes (PGlite, 20,000 candidates)', () => {
  let opened: Awaited<ReturnType<typeof openPgliteStore>>;
  let log: Array<{ query: string; params: unknown[] }> = [];
  let jobIds: number[] = [];
  let cursor = 0;

  beforeAll(async () => {
    opened = await openPgliteStore({
      logger: { logQuery: (query, params) => void log.push({ query, params }) },
    });
    await opened.store.transaction('write', async (tx) => {
      const jobs = await tx.jobs.insertMany(
        Array.from({ length: 40 }, (_, i) => ({
          title: `Job ${i}`,
          slug: `job-${i}`,
          status: 'active' as const,
          tags: [],
          order: i,
        })),
      );
      jobIds = jobs.map((job) => job.id);
      const rows: New<Candidate>[] = Array.from({ length: 20_000 }, (_, i) => {
        const first = FIRST[i % FIRST.length]!;
        const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
        return {
          name: `${first} ${last}`,
          email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@mail${i % 7}.example`,
          stage: STAGE_MIX[(i * 7) % STAGE_MIX.length]!,
          jobId: jobIds[i % jobIds.length]!,
          // One in 400 tagged: a rare tag.
          tags: i % 400 === 0 ? ['Kubernetes'] : [],
        };
      });
      cursor = (await tx.candidates.insertMany(rows))[10_000]!.id;
    });
    // Statistics and the visibility map, as autovacuum keeps them on a server.
    await opened.pglite.exec('VACUUM ANALYZE');
    expect(await opened.store.transaction('read', (tx) => tx.candidates.count())).toBe(20_000);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  /** The plan nodes of each statement `work` sends, with the plans as text for failure messages. */
  async function plansOf(work: (tx: Tx) => Promise<unknown>) {
    log = [];
    await opened.store.transaction('read', work);
    // Not the probes of how common a search term is (asked once, then kept): a count that stops.
    const statements = log.filter(
      ({ query }) => /^\s*select/i.test(query) && !query.includes('as n from (select 1 from'),
    );
    return Promise.all(
      statements.map(async ({ query, params }) => {
        const result = await opened.pglite.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (FORMAT JSON) ${query}`,
          params,
        );
        const nodes = nodesOf(result.rows[0]!['QUERY PLAN'][0]!.Plan);
        const text = nodes
          .map((n) =>
            [n['Node Type'], n['Relation Name'], n['Index Name'], n['Index Cond']]
              .filter(Boolean)
              .join(' '),
          )
          .join(' / ');
        return { nodes, text };
      }),
    );
  }

  /** The scans of a table in a plan. */
  const scansOf = (nodes: PlanNode[], table: string) =>
    nodes.filter((n) => n['Relation Name'] === table && / Scan$/.test(n['Node Type']));

  /** No whole-table read: every scan of candidates and of the token table goes through an index. */
  function expectNoSeqScan(plan: { nodes: PlanNode[]; text: string }) {
    for (const table of ['candidates', 'candidate_tokens']) {
      for (const scan of scansOf(plan.nodes, table)) {
        expect(scan['Node Type'], plan.text).toMatch(
          /^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/,
        );
      }
    }
    const bitmaps = plan.nodes.filter((n) => n['Node Type'] === 'Bitmap Index Scan');
    const indexScans = plan.nodes.filter((n) => /^Index/.test(n['Node Type']));
    expect(indexScans.length + bitmaps.length, plan.text).toBeGreaterThan(0);
  }

  /** The index scans of candidates in a plan, by index name. */
  const candidateIndexes = (nodes: PlanNode[]) =>
    nodes
      .filter((n) => /Index/.test(n['Node Type']) && n['Index Name']?.startsWith('candidates_'))
      .map((n) => n['Index Name']);

  it('a column page after a cursor starts at the cursor in an index, and counts its column in the (stage, id) index', async () => {
    for (const stage of ['applied', 'hired'] as const) {
      const [page, count] = await plansOf((tx) =>
        tx.candidates.page({ stage, afterId: cursor }, { offset: 0, limit: 30 }),
      );
      expectNoSeqScan(page!);
      expectNoSeqScan(count!);
      // The planner picks (stage, id) or the primary key by cost; either way the cursor bounds the scan.
      const [scan] = scansOf(page!.nodes, 'candidates');
      expect(scan?.['Index Cond'], page!.text).toContain(`id > ${cursor}`);
      expect(candidateIndexes(count!.nodes), count!.text).toEqual(['candidates_stage_id_idx']);
    }
  });

  it('a column page of one job after a cursor reads the (job, stage, id) index from the cursor on', async () => {
    const [page, count] = await plansOf((tx) =>
      tx.candidates.page(
        { stage: 'screen', jobId: jobIds[3], afterId: cursor },
        { offset: 0, limit: 30 },
      ),
    );
    expectNoSeqScan(page!);
    expectNoSeqScan(count!);
    expect(candidateIndexes(page!.nodes), page!.text).toEqual(['candidates_job_stage_id_idx']);
    expect(scansOf(page!.nodes, 'candidates')[0]?.['Index Cond'], page!.text).toContain(
      `id > ${cursor}`,
    );
    expect(candidateIndexes(count!.nodes), count!.text).toEqual(['candidates_job_stage_id_idx']);
  });

  it('stage counts under a job filter count entries of the (job, stage, id) index', async () => {
    const plans = await plansOf((tx) => tx.candidates.stageCounts({ jobId: jobIds[5] }));
    expect(plans).toHaveLength(1);
    expectNoSeqScan(plans[0]!);
    expect(scansOf(plans[0]!.nodes, 'candidates').map((n) => n['Node Type'])).toEqual([
      'Index Only Scan',
    ]);
    expect(candidateIndexes(plans[0]!.nodes)).toEqual(['candidates_job_stage_id_idx']);
  });

  it('a rare tag, in any case, reads the index of lower-cased tags', async () => {
    const plans = await plansOf((tx) =>
      tx.candidates.list(
        { tag: 'KUBERNETES' },
        { sort: 'appliedAt', order: 'desc' },
        { offset: 0, limit: 30 },
      ),
    );
    const texts = plans.map((plan) => plan.text).join('\n');
    expect(
      plans.some((plan) => candidateIndexes(plan.nodes).includes('candidates_tag_keys_idx')),
      texts,
    ).toBe(true);
    const found = await opened.store.transaction('read', (tx) =>
      tx.candidates.list(
        { tag: 'kubernetes' },
        { sort: 'appliedAt', order: 'desc' },
        { offset: 0, limit: 100 },
      ),
    );
    expect(found.candidates).toHaveLength(50);
  });

  it('a word-prefix search reads one range of the token index per term, then candidates by id', async () => {
    const search = 'zelenko ada';
    const [page, count] = await plansOf((tx) =>
      tx.candidates.page({ search }, { offset: 0, limit: 30 }),
    );
    expectNoSeqScan(page!);
    expectNoSeqScan(count!);
    const ranges = scansOf(page!.nodes, 'candidate_tokens');
    expect(
      ranges.map((n) => n['Index Name']),
      page!.text,
    ).toEqual(['candidate_tokens_pkey', 'candidate_tokens_pkey']);
    for (const range of ranges) expect(range['Index Cond']).toMatch(/token >= .*token </);
    expect(candidateIndexes(page!.nodes), page!.text).toEqual(['candidates_pkey']);
    // A search alone is counted in the token index: candidates are not read at all.
    expect(scansOf(count!.nodes, 'candidates'), count!.text).toEqual([]);

    const result = await opened.store.transaction('read', (tx) =>
      tx.candidates.page({ search }, { offset: 0, limit: 30 }),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.candidates.every((c) => c.name === 'Ada Zelenko')).toBe(true);
  });

  it('a word-prefix search in a column, and its stage counts with and without a job, use the indexes too', async () => {
    const plans = [
      ...(await plansOf((tx) =>
        tx.candidates.page(
          { search: 'kowal', stage: 'offer', afterId: cursor },
          { offset: 0, limit: 30 },
        ),
      )),
      ...(await plansOf((tx) => tx.candidates.stageCounts({ search: 'kowal', jobId: jobIds[2] }))),
      ...(await plansOf((tx) => tx.candidates.stageCounts({ search: 'zelenko ada' }))),
    ];
    expect(plans).toHaveLength(4);
    for (const plan of plans) {
      expectNoSeqScan(plan);
      expect(scansOf(plan.nodes, 'candidate_tokens').length, plan.text).toBeGreaterThan(0);
    }
  });

  it('a page of a common prefix reads candidates in id order and checks each in the (candidate, token) index', async () => {
    const plan = { ...SEARCH_PLAN };
    try {
      // "a" starts thousands of tokens here: common past 1,000.
      Object.assign(SEARCH_PLAN, { commonTokens: 1000, probeMs: 0 });
      for (const filter of [{}, { stage: 'screen' as Stage }, { afterId: cursor }]) {
        const [page] = await plansOf((tx) =>
          tx.candidates.page({ search: 'a', ...filter }, { offset: 0, limit: 30 }, 'none'),
        );
        expectNoSeqScan(page!);
        const checks = scansOf(page!.nodes, 'candidate_tokens');
        expect(
          checks.map((n) => n['Index Name']),
          page!.text,
        ).toEqual(['candidate_tokens_candidate_idx']);
        expect(checks[0]!['Index Cond'], page!.text).toMatch(/candidate_id = .*token >= /);
        // No sort: the candidates come in id order from their index.
        expect(
          page!.nodes.some((n) => n['Node Type'] === 'Sort'),
          page!.text,
        ).toBe(false);
      }
    } finally {
      Object.assign(SEARCH_PLAN, plan);
    }
  });
});

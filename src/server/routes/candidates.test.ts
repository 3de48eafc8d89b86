import { StorageError, type New } from '@/server/store/types';
import type { ChangeEvent } from '@/domain/changes';
import { SEARCH_COUNT_LIMIT } from '@/domain/constants';
import type { Candidate, Job, Stage } from '@/domain/types';
import { api, failInStore, snapshotDb, write } from '@/test/api';
import { backend } from '@/test/backend';

const job = (title: string, order: number): New<Job> => ({
  title,
  slug: title.toLowerCase(),
  status: 'active',
  tags: [],
  order,
});

async function addJobs(...titles: string[]): Promise<number[]> {
  return write(async (tx) => {
    const after = ((await tx.jobs.lastOrder()) ?? -1) + 1;
    return (await tx.jobs.insertMany(titles.map((title, i) => job(title, after + i)))).map(
      (j) => j.id,
    );
  });
}

async function addCandidateRows(rows: Array<New<Candidate>>): Promise<number[]> {
  // Rows written behind the services' back: the reports' counts are made again from them.
  return (
    await write(async (tx) => {
      const made = await tx.candidates.insertMany(rows);
      tx.record({ type: 'data.seeded' });
      return made;
    })
  ).map((c) => c.id);
}

async function addCandidates() {
  const [jobA, jobB] = (await addJobs('A', 'B')) as [number, number];
  const ids = await addCandidateRows([
    { name: 'Jane Doe', email: 'jane.doe@example.com', stage: 'applied', jobId: jobA },
    { name: 'John Roe', email: 'john.roe@example.com', stage: 'tech', jobId: jobA },
    { name: 'Ana Lima', email: 'ana@lima.dev', stage: 'applied', jobId: jobB },
    { name: 'Zoe Park', email: 'zoe.park@example.com', stage: 'hired', jobId: jobB },
  ]);
  return { jobA, jobB, ids };
}

describe('GET /api/candidates', () => {
  it('lists candidates in id order with the total count (pageSize up to 1000)', async () => {
    await addCandidates();
    const res = await api('GET', '/candidates?pageSize=1000');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(4);
    expect(res.body.candidates.map((c: any) => c.name)).toEqual([
      'Jane Doe',
      'John Roe',
      'Ana Lima',
      'Zoe Park',
    ]);
  });

  it('filters by stage, job, both, and searches name or email', async () => {
    const { jobA, jobB } = await addCandidates();
    const names = async (q: string) =>
      (await api('GET', `/candidates?${q}`)).body.candidates.map((c: any) => c.name);
    expect(await names('stage=applied')).toEqual(['Jane Doe', 'Ana Lima']);
    expect(await names(`jobId=${jobB}`)).toEqual(['Ana Lima', 'Zoe Park']);
    expect(await names(`jobId=${jobA}&stage=tech`)).toEqual(['John Roe']);
    expect(await names('search=LIMA')).toEqual(['Ana Lima']);
    expect(await names('search=example.com&stage=applied')).toEqual(['Jane Doe']);
  });

  it('pages and counts the whole match', async () => {
    await addCandidates();
    const res = await api('GET', '/candidates?pageSize=3&page=2');
    expect(res.body).toMatchObject({ totalCount: 4 });
    expect(res.body.candidates.map((c: any) => c.name)).toEqual(['Zoe Park']);
  });

  it.each([
    ['pageSize=1001', /pageSize must be a whole number from 1 to 1000/],
    ['page=0', /page must be/],
    ['stage=interview', /stage must be one of/],
    ['jobId=x', /jobId must be a positive whole number/],
  ])('rejects the query %s with 400', async (query, message) => {
    const res = await api('GET', `/candidates?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('search by word prefix', () => {
  const names = async (q: string) =>
    (await api('GET', `/candidates?${q}`)).body.candidates.map((c: any) => c.name);

  it('matches a candidate having a word of name or email that starts with each term, in any case', async () => {
    await addCandidates();
    expect(await names('search=ja')).toEqual(['Jane Doe']);
    expect(await names('search=JOHN%20r')).toEqual(['John Roe']);
    expect(await names('search=roe%20john')).toEqual(['John Roe']);
    expect(await names('search=lim')).toEqual(['Ana Lima']);
    expect(await names('search=dev')).toEqual(['Ana Lima']);
    expect(await names('search=zoe.park%40exam')).toEqual(['Zoe Park']);
    expect(await names('search=jane%20zoe')).toEqual([]);
  });

  it('does not match text in the middle of a word (word prefix, not substring)', async () => {
    await addCandidates();
    expect(await names('search=oe')).toEqual([]);
    expect(await names('search=xample')).toEqual([]);
  });

  it('ignores accents and treats a search of only punctuation as no search', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    await addCandidateRows([
      { name: 'José Núñez', email: 'jose@example.com', stage: 'screen', jobId },
    ]);
    expect(await names('search=nunez')).toEqual(['José Núñez']);
    expect(await names('search=N%C3%9A%C3%91')).toEqual(['José Núñez']);
    expect((await api('GET', '/candidates?search=--')).body.totalCount).toBe(1);
  });

  it('combines with the stage and job filters, pages, and counts the whole match', async () => {
    const { jobA } = await addCandidates();
    expect(await names('search=example&stage=applied')).toEqual(['Jane Doe']);
    expect(await names(`search=example&jobId=${jobA}`)).toEqual(['Jane Doe', 'John Roe']);
    const page = await api('GET', '/candidates?search=example&pageSize=2&page=2');
    expect(page.body.totalCount).toBe(3);
    expect(page.body.candidates.map((c: any) => c.name)).toEqual(['Zoe Park']);
  });
});

describe('GET /api/candidates?afterId=', () => {
  it('starts after the given id, with no total unless withTotal=1 asks for the whole match, with and without a search', async () => {
    const { ids } = await addCandidates();
    const list = async (q: string) => (await api('GET', `/candidates?${q}`)).body;
    expect(await list(`stage=applied&afterId=${ids[0]}`)).toEqual({
      candidates: [expect.objectContaining({ name: 'Ana Lima' })],
    });
    expect(await list(`stage=applied&afterId=${ids[0]}&withTotal=1`)).toEqual({
      candidates: [expect.objectContaining({ name: 'Ana Lima' })],
      totalCount: 2,
    });
    expect((await list(`afterId=${ids[1]}&pageSize=1`)).candidates.map((c: any) => c.name)).toEqual(
      ['Ana Lima'],
    );
    expect(await list(`search=example&afterId=${ids[1]}&withTotal=1`)).toEqual({
      candidates: [expect.objectContaining({ name: 'Zoe Park' })],
      totalCount: 3,
    });
    expect(
      (await list(`jobId=${(await candidateRow(ids[2]!)).jobId}&afterId=${ids[2]}`)).candidates.map(
        (c: any) => c.name,
      ),
    ).toEqual(['Zoe Park']);
    expect((await api('GET', '/candidates?afterId=1&withTotal=yes')).status).toBe(400);
  });

  it('stays right when an earlier card of the column moves away meanwhile', async () => {
    const { jobA } = await addCandidates();
    const more = await addCandidateRows(
      ['Kim', 'Lee', 'Max', 'Noa'].map((name) => ({
        name: `${name} Test`,
        email: `${name.toLowerCase()}@t.io`,
        stage: 'screen' as const,
        jobId: jobA,
      })),
    );
    const first = (await api('GET', '/candidates?stage=screen&pageSize=2')).body.candidates;
    await api('PATCH', `/candidates/${first[0].id}`, { stage: 'offer' });
    const next = (await api('GET', `/candidates?stage=screen&pageSize=2&afterId=${first[1].id}`))
      .body.candidates;
    expect(next.map((c: any) => c.id)).toEqual(more.slice(2));
  });

  it('rejects an afterId that is not a positive whole number', async () => {
    const res = await api('GET', '/candidates?afterId=-1');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/afterId must be a positive whole number/);
  });
});

describe('a search of a common prefix', () => {
  it('counts its matches up to 10,000 and says "capped" past that, in the list and the stage counts', async () => {
    const [job] = (await addJobs('Welder')) as [number];
    const rows = Array.from({ length: SEARCH_COUNT_LIMIT + 3 }, (_, i) => ({
      name: `Ann Number${i}`,
      email: `ann${i}@example.com`,
      stage: (i < 2 ? 'screen' : 'applied') as Stage,
      jobId: job,
    }));
    await addCandidateRows(rows);
    const list = (await api('GET', '/candidates?search=ann&pageSize=5')).body;
    expect(list.candidates).toHaveLength(5);
    expect(list.totalCount).toBe(SEARCH_COUNT_LIMIT);
    expect(list.capped).toBe(true);
    const counts = (await api('GET', '/candidates/stage-counts?search=ann')).body;
    expect(counts.counts.applied).toBe(SEARCH_COUNT_LIMIT);
    expect(counts.counts.screen).toBe(2);
    expect(counts.capped).toBe(true);
    // A narrower search is counted exactly, and says nothing of a cap.
    const exact = (await api('GET', '/candidates?search=number1234&pageSize=5')).body;
    expect(exact).toEqual({
      candidates: [expect.objectContaining({ name: 'Ann Number1234' })],
      totalCount: 1,
    });
    // Without a search the total is the kept count of the stage, whatever its size.
    const column = (await api('GET', '/candidates?stage=applied&pageSize=1')).body;
    expect(column.totalCount).toBe(SEARCH_COUNT_LIMIT + 1);
    expect(column.capped).toBeUndefined();
  }, 60_000);
});

describe('GET /api/candidates/stage-counts', () => {
  const STAGE_NAMES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
  const zero = Object.fromEntries(STAGE_NAMES.map((s) => [s, 0]));

  /** The counts as the list endpoint sees them, stage by stage. */
  async function listedCounts(query = '') {
    const counts: Record<string, number> = {};
    for (const stage of STAGE_NAMES)
      counts[stage] = (
        await api('GET', `/candidates?stage=${stage}&pageSize=1${query}`)
      ).body.totalCount;
    return counts;
  }

  it('counts every stage, with the total', async () => {
    await addCandidates();
    const res = await api('GET', '/candidates/stage-counts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ counts: { ...zero, applied: 2, tech: 1, hired: 1 }, totalCount: 4 });
  });

  it('counts under the job filter and the search, as the list does', async () => {
    const { jobA, jobB } = await addCandidates();
    expect((await api('GET', `/candidates/stage-counts?jobId=${jobB}`)).body).toEqual({
      counts: { ...zero, applied: 1, hired: 1 },
      totalCount: 2,
    });
    expect((await api('GET', '/candidates/stage-counts?search=example')).body).toEqual({
      counts: { ...zero, applied: 1, tech: 1, hired: 1 },
      totalCount: 3,
    });
    const both = (await api('GET', `/candidates/stage-counts?search=example&jobId=${jobA}`)).body;
    expect(both).toEqual({ counts: { ...zero, applied: 1, tech: 1 }, totalCount: 2 });
    expect(both.counts).toEqual(await listedCounts(`&search=example&jobId=${jobA}`));
    expect((await api('GET', '/candidates/stage-counts?search=nobody')).body).toEqual({
      counts: zero,
      totalCount: 0,
    });
  });

  it(
    'counts a search with many matches the same way as one with few',
    { timeout: 30_000 },
    async () => {
      const [jobId, other] = (await addJobs('A', 'B')) as [number, number];
      await addCandidateRows(
        Array.from({ length: 1500 }, (_, i) => ({
          name: i % 3 === 0 ? `Alex Number${i}` : `Sam Number${i}`,
          email: `person${i}@example.com`,
          stage: STAGE_NAMES[i % 6]!,
          jobId: i % 2 === 0 ? jobId : other,
        })),
      );
      const many = (await api('GET', '/candidates/stage-counts?search=number')).body;
      expect(many).toEqual({
        counts: Object.fromEntries(STAGE_NAMES.map((s) => [s, 250])),
        totalCount: 1500,
      });
      const manyInJob = (await api('GET', `/candidates/stage-counts?search=number&jobId=${jobId}`))
        .body;
      expect(manyInJob.counts).toEqual(await listedCounts(`&search=number&jobId=${jobId}`));
      expect(manyInJob.totalCount).toBe(750);
      const few = (await api('GET', '/candidates/stage-counts?search=alex')).body;
      expect(few.counts).toEqual(await listedCounts('&search=alex'));
      expect(few.totalCount).toBe(500);
    },
  );

  it.each([
    ['jobId=0', /jobId must be a positive whole number/],
    [`search=${'x'.repeat(201)}`, /at most 200/],
  ])('rejects the query %s with 400', async (query, message) => {
    const res = await api('GET', `/candidates/stage-counts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('search finds candidates written by every endpoint', () => {
  const found = async (search: string) =>
    (await api('GET', `/candidates?search=${encodeURIComponent(search)}`)).body.candidates.map(
      (c: any) => c.email,
    );

  it('covers a stage move, an applicant created by an assessment submit and a backup restore', async () => {
    const { ids } = await addCandidates();
    await api('PATCH', `/candidates/${ids[0]}`, { stage: 'offer' });
    expect(await found('jane')).toEqual(['jane.doe@example.com']);

    const [jobId] = (await addJobs('C')) as [number];
    await write((tx) =>
      tx.assessments.put({
        jobId,
        structure: {
          title: 'T',
          sections: [
            {
              id: 's1',
              title: 'S',
              questions: [{ id: 'q1', type: 'short-text', label: 'L', required: false }],
            },
          ],
        },
      }),
    );
    expect(
      (
        await api('POST', `/assessments/${jobId}/submit`, {
          name: 'Grace Hopper',
          email: 'grace@navy.mil',
          answers: {},
        })
      ).status,
    ).toBe(201);
    expect(await found('hop')).toEqual(['grace@navy.mil']);

    const backup = (await api('GET', '/backup')).body;
    expect(
      (
        await api('POST', '/backup/restore', {
          ...backup,
          tables: {
            ...backup.tables,
            candidates: [],
            notes: [],
            responses: [],
            timeline: [],
            applicationLinks: [],
          },
        })
      ).status,
    ).toBe(200);
    expect(await found('grace')).toEqual([]);
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect(await found('grace')).toEqual(['grace@navy.mil']);
    expect(await found('zoe park')).toEqual(['zoe.park@example.com']);
  });

  it('is never part of an answer or an export', async () => {
    const { ids } = await addCandidates();
    const answers = [
      (await api('GET', '/candidates?pageSize=1000')).body,
      (await api('GET', '/candidates?search=jane')).body,
      (await api('GET', '/candidates?stage=applied&afterId=1')).body,
      (await api('GET', `/candidates/${ids[0]}`)).body,
      (await api('PATCH', `/candidates/${ids[0]}`, { stage: 'tech' })).body,
      (await api('GET', '/backup')).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('searchTokens');
  });
});

async function candidateRow(id: number) {
  return (await api('GET', `/candidates/${id}`)).body;
}

describe('GET and PATCH /api/candidates/:id', () => {
  it('returns a candidate or 404', async () => {
    const { ids } = await addCandidates();
    expect((await api('GET', `/candidates/${ids[0]}`)).body).toMatchObject({
      name: 'Jane Doe',
      stage: 'applied',
    });
    expect((await api('GET', '/candidates/5000')).status).toBe(404);
    expect((await api('GET', '/candidates/x')).status).toBe(400);
  });

  it('moves a candidate and appends one timeline entry per real change', async () => {
    const { ids } = await addCandidates();
    const id = ids[0];
    const moved = await api('PATCH', `/candidates/${id}`, { stage: 'screen' });
    expect(moved.status).toBe(200);
    expect(moved.body.stage).toBe('screen');
    await api('PATCH', `/candidates/${id}`, { stage: 'screen' });
    await api('PATCH', `/candidates/${id}`, { stage: 'rejected' });
    const timeline = await api('GET', `/candidates/${id}/timeline`);
    expect(timeline.body.map((e: any) => [e.stage, e.notes])).toEqual([
      ['screen', 'Moved from applied to screen'],
      ['rejected', 'Moved from screen to rejected'],
    ]);
    expect(Date.parse(timeline.body[0].date)).not.toBeNaN();
    expect((await api('GET', `/candidates/${id}`)).body.stage).toBe('rejected');
  });

  it('refuses a move from a stage the candidate has left since (409 with the stage it is in), and writes nothing', async () => {
    const { ids } = await addCandidates();
    const id = ids[0];
    await api('PATCH', `/candidates/${id}`, { stage: 'rejected' });
    const before = await snapshotDb();
    const stale = await api('PATCH', `/candidates/${id}`, {
      stage: 'screen',
      fromStage: 'applied',
    });
    expect(stale.status).toBe(409);
    const name = before.candidates.find((c) => c.id === id)!.name;
    expect(stale.body.error).toEqual({
      code: 'moved_meanwhile',
      stage: 'rejected',
      message: `${name} was moved to Rejected meanwhile, in another tab or window.`,
    });
    expect(await snapshotDb()).toEqual(before);
    // From the stage it is in, the move is made; without fromStage, as before, always.
    expect(
      (await api('PATCH', `/candidates/${id}`, { stage: 'screen', fromStage: 'rejected' })).body
        .stage,
    ).toBe('screen');
    expect((await api('PATCH', `/candidates/${id}`, { stage: 'tech' })).body.stage).toBe('tech');
    expect((await api('PATCH', `/candidates/${id}`, { fromStage: 'tech' })).status).toBe(400);
  });

  it.each([
    ['an unknown stage', { stage: 'interview' }],
    ['no stage', {}],
    ['fields a candidate does not have', { stage: 'tech', jobId: 2 }],
  ])('rejects %s with 400 and writes nothing', async (_, body) => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const res = await api('PATCH', `/candidates/${ids[0]}`, body);
    expect(res.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 when moving a missing candidate, writing nothing', async () => {
    await addCandidates();
    const before = await snapshotDb();
    expect((await api('PATCH', '/candidates/999', { stage: 'tech' })).status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 for the timeline of a missing candidate', async () => {
    expect((await api('GET', '/candidates/999/timeline')).status).toBe(404);
  });
});

/**
 * The changes the store announces from now on. They may arrive after the answer (PostgreSQL's
 * NOTIFY): wait for them, and prove that nothing came with a later change that does announce.
 */
async function heardChanges() {
  const heard: ChangeEvent[] = [];
  const stop = await backend().store.subscribe({ change: (event) => heard.push(event) });
  return { heard, stop };
}

describe('POST /api/candidates', () => {
  const rita = (jobId: number, extra: object = {}) => ({
    name: '  Rita Referral ',
    email: ' Rita@Example.COM ',
    phone: ' +49 (30) 123-45.67 ',
    jobId,
    source: 'referral',
    ...extra,
  });

  it('adds a candidate by hand, trimmed, in Applied by default, with a timeline entry and a created event', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    const { heard, stop } = await heardChanges();
    const res = await api('POST', '/candidates', rita(jobId));
    expect(res.status).toBe(201);
    expect(res.body).toStrictEqual({
      id: expect.any(Number),
      tags: [],
      name: 'Rita Referral',
      email: 'rita@example.com',
      stage: 'applied',
      jobId,
      phone: '+49 (30) 123-45.67',
      source: 'referral',
    });
    expect(await candidateRow(res.body.id)).toStrictEqual(res.body);
    const timeline = (await api('GET', `/candidates/${res.body.id}/timeline`)).body;
    expect(timeline).toEqual([
      { date: expect.any(String), stage: 'applied', notes: 'Added by hand (referral)' },
    ]);
    await vi.waitFor(() =>
      expect(heard).toEqual([{ entity: 'candidate', action: 'created', id: res.body.id, jobId }]),
    );
    stop();
    // Found on the board like anyone else.
    expect((await api('GET', `/candidates?jobId=${jobId}&search=rita`)).body.candidates).toEqual([
      res.body,
    ]);
  });

  it('refuses a closed (archived) job with 409, as applications are, and writes nothing', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    await api('PATCH', `/jobs/${jobId}`, { status: 'archived' });
    const before = await snapshotDb();
    const res = await api('POST', '/candidates', rita(jobId));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'job_closed',
      message: 'This job is closed and no longer accepts applications.',
    });
    expect(await snapshotDb()).toEqual(before);
  });

  it('takes a stage, and keeps no phone when none or a blank one is sent', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    const sourced = await api('POST', '/candidates', {
      name: 'Sam',
      email: 'sam@example.com',
      jobId,
      stage: 'screen',
      source: 'sourced',
    });
    expect(sourced.status).toBe(201);
    expect(sourced.body).toStrictEqual({
      id: sourced.body.id,
      tags: [],
      name: 'Sam',
      email: 'sam@example.com',
      stage: 'screen',
      jobId,
      source: 'sourced',
    });
    const blank = await api('POST', '/candidates', {
      name: 'Bo',
      email: 'bo@example.com',
      phone: '  ',
      jobId,
      source: 'other',
    });
    expect(blank.status).toBe(201);
    expect(await candidateRow(blank.body.id)).not.toHaveProperty('phone');
    expect(
      (await api('GET', `/candidates/${sourced.body.id}/timeline`)).body.map((e: any) => [
        e.stage,
        e.notes,
      ]),
    ).toEqual([['screen', 'Added by hand (sourced)']]);
  });

  it.each([
    [
      'a phone with letters',
      { phone: '0800 FLOWERS' },
      /"phone": must be a phone number \(digits, spaces, \+ \( \) - \.\) with at least 5 digits\./,
    ],
    ['a phone with too few digits', { phone: '+1 234' }, /"phone": must be a phone number/],
    [
      'a phone that is too long',
      { phone: '1'.repeat(41) },
      /"phone": must be at most 40 characters/,
    ],
    [
      'an unknown source',
      { source: 'linkedin' },
      /"source": must be one of applied, referral, sourced, agency, other\./,
    ],
    ['no source', { source: undefined }, /"source": must be one of/],
    ['no job', { jobId: undefined }, /"jobId"/],
    ['a job id that is not an id', { jobId: 'x' }, /"jobId": must be a number/],
    ['a blank name', { name: '   ' }, /"name": Name is required\./],
    ['no email', { email: '' }, /"email": Email is required\./],
    ['a bad email', { email: 'rita@' }, /"email": Enter a valid email address/],
    ['an unknown stage', { stage: 'interview' }, /"stage": must be one of/],
    ['another field', { notes: 'hi' }, /notes/],
  ])('refuses %s with 400 and writes nothing', async (_, change, message) => {
    const [jobId] = (await addJobs('A')) as [number];
    const before = await snapshotDb();
    const res = await api('POST', '/candidates', rita(jobId, change));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 for a job that does not exist, writing nothing', async () => {
    await addJobs('A');
    const before = await snapshotDb();
    const res = await api('POST', '/candidates', rita(9999));
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Job 9999 not found.' });
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses an email already on the job with 409 and the id of that candidate, writing nothing; another job takes it', async () => {
    const { jobA, jobB, ids } = await addCandidates();
    const before = await snapshotDb();
    const { heard, stop } = await heardChanges();
    // Emails are kept lower-cased: any case of the same address is the same person.
    const res = await api(
      'POST',
      '/candidates',
      rita(jobA, { name: 'Jane Again', email: ' JANE.Doe@example.com' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: {
        code: 'duplicate_candidate',
        message: 'A candidate with this email is already on this job.',
        candidateId: ids[0],
      },
    });
    expect(await snapshotDb()).toEqual(before);

    const elsewhere = await api(
      'POST',
      '/candidates',
      rita(jobB, { email: 'jane.doe@example.com' }),
    );
    expect(elsewhere.status).toBe(201);
    // The refused one announced nothing: the first change heard is the one after it.
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { entity: 'candidate', action: 'created', id: elsewhere.body.id, jobId: jobB },
      ]),
    );
    stop();
  });

  it('keeps nothing when the store fails after the candidate is written', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    const before = await snapshotDb();
    // The candidate is inserted first; the timeline entry then fails: the whole add is undone.
    failInStore('timeline', 'insert', new StorageError('unavailable', 'The database went away.'));
    const res = await api('POST', '/candidates', rita(jobId));
    expect(res.status).toBe(503);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('PATCH /api/candidates/:id: phone and source', () => {
  it('sets, changes and removes a phone, sets a source, with an edited event and no timeline entry', async () => {
    const { ids, jobA } = await addCandidates();
    const id = ids[0]!;
    const { heard, stop } = await heardChanges();
    const set = await api('PATCH', `/candidates/${id}`, {
      phone: ' 030 1234567 ',
      source: 'agency',
    });
    expect(set.status).toBe(200);
    expect(set.body).toStrictEqual({
      id,
      tags: [],
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      stage: 'applied',
      jobId: jobA,
      phone: '030 1234567',
      source: 'agency',
    });
    expect(await candidateRow(id)).toStrictEqual(set.body);

    expect((await api('PATCH', `/candidates/${id}`, { source: 'referral' })).body).toMatchObject({
      phone: '030 1234567',
      source: 'referral',
    });
    const removed = await api('PATCH', `/candidates/${id}`, { phone: '' });
    expect(removed.body).toStrictEqual({
      id,
      tags: [],
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      stage: 'applied',
      jobId: jobA,
      source: 'referral',
    });
    expect(await candidateRow(id)).toStrictEqual(removed.body);
    // Nothing changed: nothing written, nothing announced (the note after it is the next change).
    await api('PATCH', `/candidates/${id}`, { phone: '', source: 'referral' });
    const note = (await api('POST', `/candidates/${id}/notes`, { text: 'Called' })).body;
    const edited = { entity: 'candidate', action: 'edited', id, jobId: jobA };
    await vi.waitFor(() =>
      expect(heard).toEqual([
        edited,
        edited,
        edited,
        { entity: 'note', action: 'added', id: note.id, candidateId: id },
      ]),
    );
    stop();
    expect((await api('GET', `/candidates/${id}/timeline`)).body).toEqual([]);
  });

  it('moves and edits in one request: one timeline entry, a moved and an edited event', async () => {
    const { ids, jobA } = await addCandidates();
    const id = ids[1]!;
    const { heard, stop } = await heardChanges();
    const res = await api('PATCH', `/candidates/${id}`, {
      stage: 'offer',
      phone: '+44 20 7946 0000',
    });
    expect(res.body).toMatchObject({ stage: 'offer', phone: '+44 20 7946 0000' });
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { entity: 'candidate', action: 'moved', id, jobId: jobA, stage: 'offer', stageId: 'offer' },
        { entity: 'candidate', action: 'edited', id, jobId: jobA },
      ]),
    );
    stop();
    expect((await api('GET', `/candidates/${id}/timeline`)).body.map((e: any) => e.notes)).toEqual([
      'Moved from tech to offer',
    ]);
  });

  it.each([
    ['a bad phone', { phone: 'call me' }, /"phone": must be a phone number/],
    ['an unknown source', { source: 'friend' }, /"source": must be one of/],
    ['a null source', { source: null }, /"source": must be one of/],
    [
      'nothing to change',
      {},
      /send at least one of stage, stageId, name, email, phone, source, tags\./,
    ],
    ['a blank name', { name: '   ' }, /Name is required\./],
    ['a bad email', { email: 'jane@' }, /"email": /],
    ['a blank email', { email: ' ' }, /Email is required\./],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const res = await api('PATCH', `/candidates/${ids[0]}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('PATCH /api/candidates/:id: name and email', () => {
  it('corrects both, as when adding (trimmed, the email in lower case), and the search finds the new ones', async () => {
    const { ids, jobA } = await addCandidates();
    const id = ids[0]!;
    const res = await api('PATCH', `/candidates/${id}`, {
      name: '  Jane Dough ',
      email: ' Jane.Dough@Example.com ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({
      id,
      tags: [],
      name: 'Jane Dough',
      email: 'jane.dough@example.com',
      stage: 'applied',
      jobId: jobA,
    });
    expect(await candidateRow(id)).toStrictEqual(res.body);
    const found = async (search: string) =>
      (await api('GET', `/candidates?search=${search}`)).body.candidates.map((c: any) => c.id);
    expect(await found('dough')).toEqual([id]);
    expect(await found('doe')).toEqual([]);
    // An edit, not a move: the timeline keeps what happened to them.
    expect((await api('GET', `/candidates/${id}/timeline`)).body).toEqual([]);
  });

  it("refuses an email another candidate of the job has (409, naming them), and writes nothing; another job's is fine", async () => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const taken = await api('PATCH', `/candidates/${ids[0]}`, {
      name: 'Changed Too',
      email: 'JOHN.ROE@example.com',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'duplicate_candidate',
      message: 'A candidate with this email is already on this job.',
      candidateId: ids[1],
    });
    expect(await snapshotDb()).toEqual(before);
    // Ana Lima is on job B: her address is free on job A.
    const free = await api('PATCH', `/candidates/${ids[0]}`, { email: 'ana@lima.dev' });
    expect(free.status).toBe(200);
    // Their own address again is no conflict.
    expect((await api('PATCH', `/candidates/${ids[0]}`, { email: 'ANA@lima.dev' })).status).toBe(
      200,
    );
  });
});

describe('applications', () => {
  it('give a new candidate the source applied, and keep the source of one already there', async () => {
    const [jobId] = (await addJobs('A')) as [number];
    await write((tx) =>
      tx.assessments.put({
        jobId,
        structure: {
          title: 'T',
          sections: [
            {
              id: 's1',
              title: 'S',
              questions: [{ id: 'q1', type: 'short-text', label: 'L', required: false }],
            },
          ],
        },
      }),
    );
    const applied = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      answers: {},
    });
    expect(applied.status).toBe(201);
    expect(await candidateRow(applied.body.candidate.id)).toMatchObject({ source: 'applied' });

    const added = (
      await api('POST', '/candidates', {
        name: 'Bob',
        email: 'bob@example.com',
        jobId,
        source: 'referral',
      })
    ).body;
    const again = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Bob',
      email: 'bob@example.com',
      answers: {},
    });
    expect(again.body.candidate.id).toBe(added.id);
    expect(await candidateRow(added.id)).toMatchObject({ source: 'referral' });
  });
});

describe('notes: edited and deleted', () => {
  async function noteOf(candidateId: number, text = 'First take') {
    return (await api('POST', `/candidates/${candidateId}/notes`, { text })).body;
  }

  it('edits a note (trimmed, marked edited) and deletes one, each announced, in browser mode', async () => {
    const { ids } = await addCandidates();
    const [kept, gone] = [await noteOf(ids[0]!), await noteOf(ids[0]!, 'Second')];
    const { heard, stop } = await heardChanges();
    const edited = await api('PATCH', `/candidates/${ids[0]}/notes/${kept.id}`, {
      text: '  Second take with @Alice Johnson ',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toStrictEqual({
      ...kept,
      text: 'Second take with @Alice Johnson',
      editedAt: expect.any(String),
    });
    // The same text again changes nothing, not even the mark.
    const again = await api('PATCH', `/candidates/${ids[0]}/notes/${kept.id}`, {
      text: 'Second take with @Alice Johnson',
    });
    expect(again.body).toStrictEqual(edited.body);
    const removed = await api('DELETE', `/candidates/${ids[0]}/notes/${gone.id}`);
    expect(removed.status).toBe(204);
    expect((await api('GET', `/candidates/${ids[0]}/notes`)).body).toStrictEqual([edited.body]);
    // The notes' own additions may still be on their way on PostgreSQL's change feed.
    await vi.waitFor(() =>
      expect(heard.filter((event) => event.action !== 'added')).toEqual([
        { entity: 'note', action: 'edited', id: kept.id, candidateId: ids[0] },
        { entity: 'note', action: 'deleted', id: gone.id, candidateId: ids[0] },
      ]),
    );
    stop();
  });

  it("answers 404 for a note that is gone or another candidate's, and 400 for empty text, writing nothing", async () => {
    const { ids } = await addCandidates();
    const note = await noteOf(ids[0]!);
    const before = await snapshotDb();
    for (const [method, path, body] of [
      ['PATCH', `/candidates/${ids[1]}/notes/${note.id}`, { text: 'x' }],
      ['DELETE', `/candidates/${ids[1]}/notes/${note.id}`, undefined],
      ['PATCH', `/candidates/${ids[0]}/notes/999999`, { text: 'x' }],
      ['DELETE', `/candidates/999999/notes/${note.id}`, undefined],
    ] as const)
      expect((await api(method, path, body)).status).toBe(404);
    const blank = await api('PATCH', `/candidates/${ids[0]}/notes/${note.id}`, { text: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/A note cannot be empty\./);
    expect((await api('PATCH', `/candidates/${ids[0]}/notes/abc`, { text: 'x' })).status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('notes', () => {
  it('adds notes and lists them oldest first', async () => {
    const { ids } = await addCandidates();
    const first = await api('POST', `/candidates/${ids[1]}/notes`, {
      text: '  Great call with @Alice Johnson ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      candidateId: ids[1],
      text: 'Great call with @Alice Johnson',
    });
    expect(Date.parse(first.body.createdAt)).not.toBeNaN();
    await api('POST', `/candidates/${ids[1]}/notes`, { text: '<b>second</b>' });
    const list = await api('GET', `/candidates/${ids[1]}/notes`);
    expect(list.body.map((n: any) => n.text)).toEqual([
      'Great call with @Alice Johnson',
      '<b>second</b>',
    ]);
    expect((await api('GET', `/candidates/${ids[0]}/notes`)).body).toEqual([]);
  });

  it.each([
    ['blank text', { text: '   \n ' }, /A note cannot be empty\./],
    ['no text', {}, /text/],
    ['text that is not a string', { text: 5 }, /text/],
    ['text that is too long', { text: 'x'.repeat(5001) }, /at most 5000/],
  ])('rejects %s with 400 and writes nothing', async (_, body, message) => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const res = await api('POST', `/candidates/${ids[0]}/notes`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 for notes of a missing candidate, writing nothing', async () => {
    const before = await snapshotDb();
    expect((await api('POST', '/candidates/999/notes', { text: 'hi' })).status).toBe(404);
    expect((await api('GET', '/candidates/999/notes')).status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('unknown endpoints', () => {
  it('answer a JSON 404 naming the method and path', async () => {
    const res = await api('PUT', '/candidates/1');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No such endpoint: PUT /api/candidates/1');
    expect((await api('GET', '/nothing/here')).status).toBe(404);
  });
});

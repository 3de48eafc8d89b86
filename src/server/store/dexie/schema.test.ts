import Dexie from 'dexie';
import { TABLE_NAMES } from '@/domain/schemas';
import type { AssessmentStructure } from '@/domain/types';
import {
  declareSchema,
  SCHEMA_VERSION,
  settleDates,
  TalentflowDB,
  type CandidateRow,
  type JobRow,
  type ResponseRow,
} from './schema';
import { ensureTallies } from '../tallies';
import { createDexieStore } from './store';

// Databases written by older versions of TalentFlow must open in the current one with nothing lost.

const JOBS: Omit<JobRow, 'id'>[] = [
  {
    title: 'Senior Frontend Engineer',
    slug: 'senior-frontend-engineer',
    status: 'active',
    tags: ['Engineering', 'Remote'],
    order: 0,
  },
  {
    title: 'Product Designer',
    slug: 'product-designer',
    status: 'archived',
    tags: ['Design', 'Full-time'],
    order: 1,
  },
  {
    title: 'Data Analyst',
    slug: 'data-analyst',
    status: 'active',
    tags: ['Data', 'Contract'],
    order: 2,
  },
];
const CANDIDATES: Omit<CandidateRow, 'id'>[] = [
  { name: 'Amara Okafor', email: 'amara.okafor@example.com', stage: 'screen', jobId: 1 },
  { name: 'Jonas Becker', email: 'jonas.becker@example.org', stage: 'hired', jobId: 1 },
  { name: 'Mei Tanaka', email: 'mei.tanaka@example.net', stage: 'rejected', jobId: 3 },
];
const NOTES = [
  {
    candidateId: 1,
    text: 'Great call, looping in @Alice Johnson',
    createdAt: '2024-03-02T10:15:00.000Z',
  },
  {
    candidateId: 3,
    text: 'Not a fit for the role right now.',
    createdAt: '2024-03-05T16:40:00.000Z',
  },
];

const FIRST_DRAFT: AssessmentStructure = {
  title: 'Frontend Assessment (draft)',
  sections: [{ id: 's1700000000000', title: 'Intro', questions: [] }],
};
const FRONTEND: AssessmentStructure = {
  title: 'Senior Frontend Engineer Assessment',
  sections: [
    {
      id: 's1700000000100',
      title: 'Basic Information',
      questions: [
        {
          id: 'q1700000000101',
          type: 'short-text',
          label: 'What is your full name?',
          required: true,
        },
        {
          id: 'q1700000000102',
          type: 'single-choice',
          label: 'Years with React?',
          required: false,
          options: [
            { id: 'o1700000000103', value: 'Less than 2' },
            { id: 'o1700000000104', value: '2 or more' },
          ],
        },
        {
          id: 'q1700000000105',
          type: 'numeric',
          label: 'Notice period (weeks)',
          required: false,
          range: { min: 0, max: 12 },
        },
      ],
    },
  ],
};
const DATA: AssessmentStructure = {
  title: 'Data Analyst Assessment',
  sections: [
    {
      id: 's1700000000200',
      title: 'SQL',
      questions: [
        {
          id: 'q1700000000201',
          type: 'long-text',
          label: 'Explain a window function.',
          required: true,
        },
      ],
    },
  ],
};
const RESPONSES: Omit<ResponseRow, 'id'>[] = [
  {
    jobId: 1,
    candidateId: 1,
    answers: { q1700000000101: 'Amara Okafor', q1700000000102: '2 or more' },
    submittedAt: '2024-03-03T09:00:00.000Z',
  },
];

let counter = 0;
const opened: Dexie[] = [];

function uniqueName(): string {
  counter += 1;
  return `migration-${counter}-${Math.random().toString(36).slice(2)}`;
}

/** A database exactly as the given older version of the app would have left it. */
async function createOldDatabase(version: number): Promise<string> {
  const name = uniqueName();
  const old = new Dexie(name);
  declareSchema(old, version);
  await old.open();
  await old.table('jobs').bulkAdd(JOBS);
  await old.table('candidates').bulkAdd(CANDIDATES);
  if (version < 3) {
    // v1/v2: an auto id, the job id, and the content inline. Job 1 was saved twice: the later row wins.
    await old.table('assessments').bulkAdd([
      { jobId: 1, ...FIRST_DRAFT },
      { jobId: 3, ...DATA },
      { jobId: 1, ...FRONTEND },
    ]);
  } else {
    await old.table('assessments').bulkAdd([
      { jobId: 1, structure: FRONTEND },
      { jobId: 3, structure: DATA },
    ]);
  }
  if (version >= 2) await old.table('notes').bulkAdd(NOTES);
  if (version >= 4) await old.table('responses').bulkAdd(RESPONSES);
  old.close();
  return name;
}

async function openCurrent(name: string): Promise<TalentflowDB> {
  const db = new TalentflowDB(name);
  opened.push(db);
  await db.open();
  return db;
}

async function snapshot(db: Dexie): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of db.tables) out[table.name] = await table.toArray();
  return out;
}

const withIds = <T extends object>(rows: T[]) => rows.map((row, i) => ({ id: i + 1, ...row }));

afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

describe.each([1, 2, 3, 4])('upgrading a version %i database', (version) => {
  it('opens at the current version with the same tables as a new database', async () => {
    const db = await openCurrent(await createOldDatabase(version));
    expect(db.verno).toBe(SCHEMA_VERSION);
    const stores = [...db.backendDB().objectStoreNames].sort();
    // Every table of the list, and the store's own: settings and the reports' counts.
    expect(stores).toEqual([...TABLE_NAMES, 'settings', 'tallies'].sort());
  });

  it('counts the reports’ tallies of the candidates it holds on the first start, once', async () => {
    const store = createDexieStore(await openCurrent(await createOldDatabase(version)));
    expect(await ensureTallies(store)).toBe(CANDIDATES.length);
    const counts = await store.transaction('read', (tx) => tx.tallies.read(0));
    // Every candidate reached some furthest stage: the funnel counts each of them once.
    const counted = [...counts]
      .filter(([key]) => key.startsWith('furthest:'))
      .reduce((sum, [, n]) => sum + n, 0);
    expect(counted).toBe(CANDIDATES.length);
    expect(await ensureTallies(store)).toBeNull();
  });

  it('keeps jobs, candidates, notes and responses unchanged', async () => {
    const db = await openCurrent(await createOldDatabase(version));
    expect(await db.jobs.orderBy('id').toArray()).toEqual(withIds(JOBS));
    expect(await db.candidates.orderBy('id').toArray()).toEqual(
      withIds(CANDIDATES).map((c) => ({ ...c, tags: [] })),
    );
    expect(await db.notes.orderBy('id').toArray()).toEqual(version >= 2 ? withIds(NOTES) : []);
    expect(await db.responses.orderBy('id').toArray()).toEqual(
      version >= 4 ? withIds(RESPONSES) : [],
    );
  });

  it('keys assessments by job with their content in structure, the latest one per job', async () => {
    const db = await openCurrent(await createOldDatabase(version));
    expect(await db.assessments.orderBy('jobId').toArray()).toEqual([
      { jobId: 1, structure: FRONTEND },
      { jobId: 3, structure: DATA },
    ]);
    expect(await db.assessments.get(1)).toEqual({ jobId: 1, structure: FRONTEND });
  });

  it('starts a timeline for every existing candidate at its current stage', async () => {
    const before = Date.now();
    const db = await openCurrent(await createOldDatabase(version));
    const timeline = await db.timeline.orderBy('candidateId').toArray();
    expect(timeline.map(({ candidateId, stage }) => ({ candidateId, stage }))).toEqual([
      { candidateId: 1, stage: 'screen' },
      { candidateId: 2, stage: 'hired' },
      { candidateId: 3, stage: 'rejected' },
    ]);
    for (const entry of timeline) {
      expect(new Date(entry.date).toISOString()).toBe(entry.date);
      expect(Date.parse(entry.date)).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.notes).not.toBe('');
    }
  });

  it('serves the new indexes and keeps counting ids after the old rows', async () => {
    const db = await openCurrent(await createOldDatabase(version));
    expect(await db.candidates.where('[jobId+stage]').equals([1, 'hired']).toArray()).toEqual([
      { id: 2, ...CANDIDATES[1], tags: [] },
    ]);
    expect(
      await db.candidates.where('[jobId+email]').equals([3, 'mei.tanaka@example.net']).count(),
    ).toBe(1);
    expect(
      await db.timeline
        .where('[candidateId+date]')
        .between([3, Dexie.minKey], [3, Dexie.maxKey])
        .count(),
    ).toBe(1);
    expect(await db.candidates.where('searchTokens').startsWith('beck').primaryKeys()).toEqual([2]);
    const id = await db.jobs.add({
      title: 'Recruiter',
      slug: 'recruiter',
      status: 'active',
      tags: [],
      order: 3,
    });
    expect(id).toBe(JOBS.length + 1);
  });
});

describe('upgrading a version 5 database', () => {
  const TIMELINE = [
    {
      candidateId: 1,
      date: '2024-03-01T08:00:00.000Z',
      stage: 'applied',
      notes: 'Applied for Senior Frontend Engineer',
    },
    {
      candidateId: 1,
      date: '2024-03-02T11:00:00.000Z',
      stage: 'screen',
      notes: 'Moved from applied to screen',
    },
  ];

  async function createVersion5(): Promise<string> {
    const name = uniqueName();
    const old = new Dexie(name);
    declareSchema(old, 5);
    await old.open();
    await old.table('jobs').bulkAdd(JOBS);
    await old.table('candidates').bulkAdd(CANDIDATES);
    await old.table('notes').bulkAdd(NOTES);
    await old.table('responses').bulkAdd(RESPONSES);
    await old.table('assessments').bulkAdd([{ jobId: 1, structure: FRONTEND }]);
    await old.table('timeline').bulkAdd(TIMELINE);
    old.close();
    return name;
  }

  const search = (
    db: TalentflowDB,
    text: string,
    extra: { stage?: CandidateRow['stage']; jobId?: number } = {},
  ) =>
    createDexieStore(db)
      .transaction('read', (tx) =>
        tx.candidates.page({ search: text, ...extra }, { offset: 0, limit: 1000 }),
      )
      .then((page) => page.candidates.map((c) => c.id));

  it('keeps every row of every table and adds nothing but the search index', async () => {
    const db = await openCurrent(await createVersion5());
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.candidates.orderBy('id').toArray()).toEqual(
      withIds(CANDIDATES).map((c) => ({ ...c, tags: [] })),
    );
    expect(await db.jobs.orderBy('id').toArray()).toEqual(withIds(JOBS));
    expect(await db.notes.orderBy('id').toArray()).toEqual(withIds(NOTES));
    expect(await db.responses.orderBy('id').toArray()).toEqual(withIds(RESPONSES));
    expect(await db.timeline.orderBy('id').toArray()).toEqual(withIds(TIMELINE));
    expect(await db.assessments.toArray()).toEqual([{ jobId: 1, structure: FRONTEND }]);
  });

  it('makes every existing candidate searchable by the words of its name and email', async () => {
    const db = await openCurrent(await createVersion5());
    const stored = await db.candidates.toCollection().raw().toArray();
    expect(stored.map((row) => (row as { searchTokens?: string[] }).searchTokens)).toEqual([
      ['amara', 'okafor', 'example', 'com', 'amara.okafor@example.com'],
      ['jonas', 'becker', 'example', 'org', 'jonas.becker@example.org'],
      ['mei', 'tanaka', 'example', 'net', 'mei.tanaka@example.net'],
    ]);
    expect(await search(db, 'OKA')).toEqual([1]);
    expect(await search(db, 'example')).toEqual([1, 2, 3]);
    expect(await search(db, 'mei.tanaka@ex')).toEqual([3]);
    expect(await search(db, 'example', { jobId: 1, stage: 'hired' })).toEqual([2]);
  });

  it('serves the version 6 indexes, and writes after the upgrade keep the index right', async () => {
    const db = await openCurrent(await createVersion5());
    expect(
      await db.candidates
        .where('[jobId+stage+id]')
        .between([1, 'hired', 0], [1, 'hired', Dexie.maxKey])
        .primaryKeys(),
    ).toEqual([2]);
    expect(
      await db.candidates.where('[jobId+id]').between([1, 0], [1, Dexie.maxKey]).primaryKeys(),
    ).toEqual([1, 2]);
    expect(
      await db.candidates
        .where('[stage+id]')
        .between(['rejected', 0], ['rejected', Dexie.maxKey])
        .primaryKeys(),
    ).toEqual([3]);
    expect(
      await db.candidates.where('[jobId+email]').equals([3, 'mei.tanaka@example.net']).count(),
    ).toBe(1);
    await db.candidates.update(3, { name: 'Mei Sato' });
    expect(await search(db, 'tanaka')).toEqual([3]);
    expect(await search(db, 'sato')).toEqual([3]);
    expect(await search(db, 'mei tanaka sato')).toEqual([3]);
    expect(
      await db.candidates.add({
        name: 'Ravi Shah',
        email: 'ravi@example.in',
        stage: 'applied',
        jobId: 2,
      }),
    ).toBe(4);
    expect(await search(db, 'ravi')).toEqual([4]);
  });
});

describe('legacy assessment rows', () => {
  it('drops a row without a job id and keeps the rest', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    declareSchema(old, 1);
    await old.open();
    await old.table('jobs').bulkAdd(JOBS);
    await old.table('assessments').bulkAdd([
      { title: 'Orphan', sections: [] },
      { jobId: 3, ...DATA },
    ]);
    old.close();

    const db = await openCurrent(name);
    expect(await db.assessments.toArray()).toEqual([{ jobId: 3, structure: DATA }]);
  });
});

describe('opening a current database again', () => {
  it('changes nothing', async () => {
    const name = uniqueName();
    const first = await openCurrent(name);
    await first.jobs.bulkAdd(JOBS);
    await first.candidates.bulkAdd(CANDIDATES);
    await first.notes.bulkAdd(NOTES);
    await first.responses.bulkAdd(RESPONSES);
    await first.assessments.bulkAdd([
      { jobId: 1, structure: FRONTEND },
      { jobId: 3, structure: DATA },
    ]);
    await first.timeline.bulkAdd([
      {
        candidateId: 1,
        date: '2024-03-01T08:00:00.000Z',
        stage: 'applied',
        notes: 'Applied for Senior Frontend Engineer',
      },
      {
        candidateId: 1,
        date: '2024-03-02T11:00:00.000Z',
        stage: 'screen',
        notes: 'Moved from applied to screen',
      },
    ]);
    const before = await snapshot(first);
    first.close();

    const again = await openCurrent(name);
    expect(again.verno).toBe(SCHEMA_VERSION);
    expect(await snapshot(again)).toEqual(before);
  });
});

describe('upgrading a version 13 database', () => {
  it('works out each candidate’s dates, indexes the notes’ words, and sets files to be read', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    declareSchema(old, 13);
    await old.open();
    await old.table('jobs').bulkAdd(JOBS);
    await old.table('candidates').bulkAdd(CANDIDATES.map((c) => ({ ...c, tags: [] })));
    await old.table('notes').bulkAdd(NOTES);
    await old.table('timeline').bulkAdd([
      { candidateId: 1, date: '2024-03-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
      { candidateId: 2, date: '2024-02-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
      { candidateId: 3, date: '2024-03-03T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
    ]);
    await old.table('files').bulkAdd([
      {
        candidateId: 2,
        jobId: 1,
        name: 'cv.txt',
        type: 'text/plain',
        size: 5,
        createdAt: '2024-04-01T08:00:00.000Z',
        content: new Blob(['hello']),
      },
    ]);
    old.close();

    const store = createDexieStore(await openCurrent(name));
    const listed = await store.transaction('read', (tx) =>
      tx.candidates.list({}, { sort: 'lastActivityAt', order: 'desc' }, { offset: 0, limit: 10 }),
    );
    expect(listed.candidates.map((c) => [c.name, c.appliedAt, c.lastActivityAt])).toEqual([
      ['Jonas Becker', '2024-02-01T08:00:00.000Z', '2024-04-01T08:00:00.000Z'],
      ['Mei Tanaka', '2024-03-03T08:00:00.000Z', '2024-03-05T16:40:00.000Z'],
      ['Amara Okafor', '2024-03-01T08:00:00.000Z', '2024-03-02T10:15:00.000Z'],
    ]);
    const found = await store.transaction('read', (tx) =>
      tx.candidates.list({ q: 'loop' }, { sort: 'name', order: 'asc' }, { offset: 0, limit: 10 }),
    );
    expect(found.candidates.map((c) => c.name)).toEqual(['Amara Okafor']);
    expect(await store.transaction('read', (tx) => tx.files.textCounts())).toEqual({
      pending: 1,
      indexed: 0,
      unreadable: 0,
    });
    // What rows keep for search stays out of what they answer.
    const [note] = await store.transaction('read', (tx) => tx.notes.listByCandidate(1));
    expect(note).not.toHaveProperty('words');
  });
});

describe('upgrading a version 14 database', () => {
  it('moves each candidate’s last activity on to the list’s one definition, never back', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    declareSchema(old, 14);
    await old.open();
    await old.table('jobs').bulkAdd(JOBS);
    // As version 14 kept them: an interview counted from its scheduling only; Jonas was last
    // active on a note since deleted.
    await old.table('candidates').bulkAdd([
      {
        ...CANDIDATES[0]!,
        tags: [],
        appliedAt: '2024-03-01T08:00:00.000Z',
        lastActivityAt: '2024-03-02T08:00:00.000Z',
      },
      {
        ...CANDIDATES[1]!,
        tags: [],
        appliedAt: '2024-02-01T08:00:00.000Z',
        lastActivityAt: '2024-06-01T08:00:00.000Z',
      },
    ]);
    await old.table('timeline').bulkAdd([
      { candidateId: 1, date: '2024-03-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
      { candidateId: 2, date: '2024-02-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
    ]);
    await old.table('interviews').bulkAdd([
      {
        candidateId: 1,
        jobId: 1,
        planInterviewId: 'chat',
        name: 'Chat',
        startsAt: '2024-04-10T09:00:00.000Z',
        durationMinutes: 30,
        interviewerIds: [1],
        status: 'scheduled',
        sequence: 0,
        createdAt: '2024-03-02T08:00:00.000Z',
      },
    ]);
    old.close();

    const store = createDexieStore(await openCurrent(name));
    const listed = await store.transaction('read', (tx) =>
      tx.candidates.list({}, { sort: 'name', order: 'asc' }, { offset: 0, limit: 10 }),
    );
    expect(listed.candidates.map((c) => [c.name, c.appliedAt, c.lastActivityAt])).toEqual([
      ['Amara Okafor', '2024-03-01T08:00:00.000Z', '2024-04-10T09:00:00.000Z'],
      ['Jonas Becker', '2024-02-01T08:00:00.000Z', '2024-06-01T08:00:00.000Z'],
    ]);
  });
});

describe('upgrading a version 15 database', () => {
  it('puts every candidate in their category’s default stage, which a job’s column then pages by id', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    declareSchema(old, 15);
    await old.open();
    await old.table('jobs').bulkAdd(JOBS);
    await old.table('candidates').bulkAdd(CANDIDATES.map((c) => ({ ...c, tags: [] })));
    old.close();

    const db = await openCurrent(name);
    const raw = db.backendDB().transaction('candidates').objectStore('candidates');
    const stored = await new Promise<Array<Record<string, unknown>>>((resolve) => {
      const request = raw.getAll();
      request.onsuccess = () => resolve(request.result as Array<Record<string, unknown>>);
    });
    expect(stored.map((row) => row.stageId)).toEqual(CANDIDATES.map((c) => c.stage));
    const store = createDexieStore(db);
    const first = CANDIDATES[0]!;
    const column = await store.transaction('read', (tx) =>
      tx.candidates.page({ jobId: first.jobId, stageId: first.stage }, { offset: 0, limit: 10 }),
    );
    expect(column.candidates.map((c) => c.name)).toContain(first.name);
    // Answered as before pipelines: the stage id is the category's name, so it is left out.
    expect(column.candidates[0]).not.toHaveProperty('stageId');
  });
});

describe('working out candidates’ dates', () => {
  it('reads the activity tables the database has so far (an upgrade runs before later versions add theirs)', async () => {
    const name = uniqueName();
    // Version 10: no interviews or scorecards yet, both of which count.
    const old = new Dexie(name);
    declareSchema(old, 10);
    await old.open();
    opened.push(old);
    await old.table('candidates').bulkAdd(CANDIDATES.slice(0, 1));
    await old
      .table('timeline')
      .bulkAdd([
        { candidateId: 1, date: '2024-03-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
      ]);
    await old.table('notes').bulkAdd(NOTES.slice(0, 1));
    await old.transaction('rw', old.tables, (tx) => settleDates(tx));
    expect(await old.table('candidates').get(1)).toMatchObject({
      appliedAt: '2024-03-01T08:00:00.000Z',
      lastActivityAt: '2024-03-02T10:15:00.000Z',
    });
  });
});

import { slugify } from '@/domain/slugify';
import { CANDIDATE_SOURCES, STAGES, type Stage } from '@/domain/types';
import type { Candidate, TimelineRow } from '@/domain/types';
import { backend, dexieBackend } from '@/test/backend';
import { api, write } from '@/test/api';
import { readAll } from '../services/backup';
import type { Store } from '../store/types';
import { pipelineProblems, stageIdOf } from '@/domain/pipelines';
import { PIPELINE, SAMPLE_PIPELINES, emailPart, generateJobs, sampleAssessments } from './generate';
import { createRandom } from './random';
import { needsSeed, seedIfNeeded } from './index';
import { seedDatabase } from './seed-database';
import { AREA_NAMES, JOB_AREAS, JOB_TYPES } from './words';

const NOW = Date.UTC(2025, 5, 15, 14, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every table, each in id order (assessments by job). */
async function tables(store: Store) {
  return store.transaction('read', readAll);
}

function freshStore(): { store: Store; close: () => Promise<void> } {
  const { store } = dexieBackend();
  return { store, close: () => store.close() };
}

/** Rows without their generated keys, to compare two databases seeded the same way. */
function withoutIds<T extends object>(rows: T[]): Omit<T, 'id'>[] {
  return rows.map((row) => {
    const { id: _id, ...rest } = row as T & { id?: unknown };
    return rest;
  });
}

async function seededCopy(seed: number | undefined, now = NOW) {
  const { store, close } = freshStore();
  await seedDatabase(store, { seed, now });
  const data = await tables(store);
  await close();
  return data;
}

describe('the sample data', () => {
  let data: Awaited<ReturnType<typeof tables>>;

  beforeAll(async () => {
    const { store, close } = freshStore();
    await seedDatabase(store, { seed: 7, now: NOW });
    data = await tables(store);
    await close();
  });

  it('has 25 jobs with order 0 to 24', () => {
    expect(data.jobs).toHaveLength(25);
    expect(data.jobs.map((job) => job.order).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
  });

  it('gives every job a plausible title and a unique lowercase slug made from it', () => {
    const slugs = data.jobs.map((job) => job.slug);
    expect(new Set(slugs).size).toBe(25);
    for (const job of data.jobs) {
      expect(job.title).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(job.slug).toBe(job.slug.toLowerCase());
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // slug of the title, or that slug with -2, -3 ... when two titles are alike
      expect(
        job.slug === slugify(job.title) ||
          new RegExp(`^${slugify(job.title)}-\\d+$`).test(job.slug),
      ).toBe(true);
    }
  });

  it('gives jobs a status of active or archived, and uses both', () => {
    // The spec's seed: active or archived at random; never a draft.
    const seeded = ['active', 'archived'];
    for (const job of data.jobs) expect(seeded).toContain(job.status);
    expect(new Set(data.jobs.map((job) => job.status))).toEqual(new Set(seeded));
  });

  it('tags every job with exactly its area (matching the title) and a job type', () => {
    for (const job of data.jobs) {
      expect(job.tags).toHaveLength(2);
      const [area, type] = job.tags as [keyof typeof JOB_AREAS, string];
      expect(AREA_NAMES).toContain(area);
      expect(JOB_TYPES).toContain(type);
      expect(JOB_AREAS[area].some((role) => job.title.endsWith(role))).toBe(true);
    }
  });

  it('has 1000 candidates with names and unique lowercase emails derived from them', () => {
    expect(data.candidates).toHaveLength(1000);
    const emails = data.candidates.map((c) => c.email);
    expect(new Set(emails).size).toBe(1000);
    for (const candidate of data.candidates) {
      const [first, last] = candidate.name.split(' ') as [string, string];
      expect(candidate.name).toMatch(/^\S+ \S+$/);
      expect(candidate.email).toBe(candidate.email.toLowerCase());
      expect(candidate.email).toMatch(
        new RegExp(`^${emailPart(first)}\\.${emailPart(last)}\\d*@[a-z.]+\\.[a-z]+$`),
      );
    }
  });

  it('puts every candidate on a seeded job at a valid stage, and fills every stage', () => {
    const jobIds = new Set(data.jobs.map((job) => job.id));
    for (const candidate of data.candidates) {
      expect(jobIds.has(candidate.jobId)).toBe(true);
      expect(STAGES).toContain(candidate.stage);
    }
    expect(new Set(data.candidates.map((c) => c.stage))).toEqual(new Set(STAGES));
    // the candidates are spread over many jobs, not piled on one
    expect(new Set(data.candidates.map((c) => c.jobId)).size).toBeGreaterThan(20);
  });

  it('gives design and engineering jobs stages of their own, their candidates in the six kept among them', () => {
    const own = data.jobs.filter((job) => job.stages);
    expect(own.length).toBeGreaterThan(0);
    for (const job of data.jobs)
      expect(job.stages).toEqual(SAMPLE_PIPELINES[job.tags[0] as keyof typeof SAMPLE_PIPELINES]);
    for (const job of own) {
      // Every stage is valid, and more than the six; each candidate's stage is one of the job's.
      expect(pipelineProblems(job.stages!)).toEqual([]);
      expect(job.stages!.length).toBeGreaterThan(6);
      for (const candidate of data.candidates.filter((c) => c.jobId === job.id))
        expect(job.stages!.find((s) => s.id === stageIdOf(candidate))?.category).toBe(
          candidate.stage,
        );
    }
  });

  it('says where every candidate came from, using every source and mostly applications', () => {
    expect(new Set(data.candidates.map((c) => c.source))).toEqual(new Set(CANDIDATE_SOURCES));
    const applied = data.candidates.filter((c) => c.source === 'applied').length;
    expect(applied).toBeGreaterThan(data.candidates.length / 3);
  });

  it('gives every candidate a forward timeline from applied to the current stage, in the last 90 days', () => {
    const byCandidate = new Map<number, TimelineRow[]>();
    for (const entry of data.timeline)
      byCandidate.set(entry.candidateId, [...(byCandidate.get(entry.candidateId) ?? []), entry]);
    expect(byCandidate.size).toBe(1000);
    const reachedBeforeRejection = new Set<Stage>();

    for (const candidate of data.candidates) {
      const entries = (byCandidate.get(candidate.id) ?? []).sort((a, b) =>
        a.date.localeCompare(b.date),
      );
      const stages = entries.map((e) => e.stage);
      expect(stages[0]).toBe('applied');
      expect(stages.at(-1)).toBe(candidate.stage);
      if (candidate.stage === 'rejected') {
        const before = stages.slice(0, -1);
        expect(before).toEqual(PIPELINE.slice(0, before.length));
        expect(before).not.toContain('hired');
        reachedBeforeRejection.add(before.at(-1) as Stage);
      } else {
        expect(stages).toEqual(PIPELINE.slice(0, PIPELINE.indexOf(candidate.stage) + 1));
      }

      const times = entries.map((e) => Date.parse(e.date));
      for (let i = 1; i < times.length; i++)
        expect(times[i]).toBeGreaterThan(times[i - 1] as number);
      expect(times[0]).toBeGreaterThan(NOW - 90 * DAY_MS);
      expect(times.at(-1)).toBeLessThan(NOW);
      for (const e of entries) expect(new Date(e.date).toISOString()).toBe(e.date);

      expect(entries[0]?.notes).toMatch(/^Applied for .+/);
      entries
        .slice(1)
        .forEach((e, i) => expect(e.notes).toBe(`Moved from ${stages[i]} to ${e.stage}`));
    }
    // rejection happens after any stage short of hired
    expect(reachedBeforeRejection).toEqual(new Set(['applied', 'screen', 'tech', 'offer']));
  });

  it('has sample assessments for exactly the first three active jobs', () => {
    const firstActive = data.jobs
      .filter((job) => job.status === 'active')
      .sort((a, b) => a.order - b.order)
      .slice(0, 3);
    expect(data.assessments.map((a) => a.jobId).sort()).toEqual(
      firstActive.map((job) => job.id).sort(),
    );

    const ids: string[] = [];
    for (const job of firstActive) {
      const { structure } = data.assessments.find((a) => a.jobId === job.id)!;
      expect(structure.title).toBe(`${job.title} Assessment`);
      expect(structure.sections).toHaveLength(1);
      const [section] = structure.sections;
      expect(section?.title).toBe('Basic Information');
      expect(section?.id).toMatch(/^s\d{13}$/);
      expect(section?.questions).toEqual([
        {
          id: expect.stringMatching(/^q\d{13}$/),
          type: 'short-text',
          label: 'What is your full name?',
          required: true,
        },
      ]);
      ids.push(section!.id, section!.questions[0]!.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves notes and responses empty', () => {
    expect(data.notes).toEqual([]);
    expect(data.responses).toEqual([]);
  });
});

describe('job titles', () => {
  it('offers internships only for plain or junior roles', () => {
    const jobs = Array.from({ length: 40 }, (_, seed) => generateJobs(createRandom(seed))).flat();
    const internships = jobs.filter((job) => job.tags[1] === 'Internship');
    expect(internships.length).toBeGreaterThan(0);
    for (const job of internships) expect(job.title).not.toMatch(/^(Senior|Lead|Staff|Principal) /);
  });
});

describe('sampleAssessments', () => {
  const job = (id: number, order: number, status: 'active' | 'archived') => ({
    id,
    order,
    status,
    title: `Job ${id}`,
  });

  it('picks the first three active jobs by order, whatever order they come in', () => {
    const jobs = [
      job(1, 4, 'active'),
      job(2, 0, 'archived'),
      job(3, 2, 'active'),
      job(4, 1, 'active'),
      job(5, 3, 'active'),
    ];
    expect(sampleAssessments(jobs, 1_700_000_000_000).map((a) => a.jobId)).toEqual([4, 3, 5]);
  });

  it('gives fewer than three when fewer jobs are active, and none without active jobs', () => {
    expect(
      sampleAssessments([job(1, 0, 'archived'), job(2, 1, 'active')], 1).map((a) => a.jobId),
    ).toEqual([2]);
    expect(sampleAssessments([job(1, 0, 'archived')], 1)).toEqual([]);
  });
});

describe('reproducibility', () => {
  it('gives identical data for the same seed', async () => {
    const [a, b] = [await seededCopy(42), await seededCopy(42)];
    expect(withoutIds(a.jobs)).toEqual(withoutIds(b.jobs));
    expect(withoutIds(a.candidates)).toEqual(withoutIds(b.candidates));
    expect(withoutIds(a.timeline)).toEqual(withoutIds(b.timeline));
    expect(a.assessments).toEqual(b.assessments);
  });

  it('gives the same data all day for the same seed', async () => {
    const morning = await seededCopy(42, Date.UTC(2025, 5, 15, 0, 5));
    const evening = await seededCopy(42, Date.UTC(2025, 5, 15, 23, 55));
    expect(withoutIds(morning.timeline)).toEqual(withoutIds(evening.timeline));
  });

  it('gives different data for different seeds', async () => {
    const [a, b] = [await seededCopy(1), await seededCopy(2)];
    expect(a.jobs.map((job) => job.title)).not.toEqual(b.jobs.map((job) => job.title));
    expect(a.candidates.map((c) => c.email)).not.toEqual(b.candidates.map((c) => c.email));
  });

  it('is random without a seed', async () => {
    const [a, b] = [await seededCopy(undefined), await seededCopy(undefined)];
    expect(a.candidates.map((c) => c.name)).not.toEqual(b.candidates.map((c) => c.name));
  });
});

describe('seedIfNeeded', () => {
  it('seeds an empty database and reports it', async () => {
    const db = backend().store;
    expect(await needsSeed(db)).toBe(true);
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(true);
    const after = await tables(db);
    expect(after.jobs).toHaveLength(25);
    expect(after.candidates).toHaveLength(1000);
    expect(await needsSeed(db)).toBe(false);
  });

  it('skips when jobs and candidates both exist, changing nothing', async () => {
    const db = backend().store;
    await write(async (tx) => {
      const job = await tx.jobs.insert({
        title: 'Staff Writer',
        slug: 'staff-writer',
        status: 'active',
        tags: [],
        order: 0,
      });
      await tx.candidates.insert({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        stage: 'screen',
        jobId: job.id,
      });
    });
    const before = await tables(db);
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(false);
    expect(await tables(db)).toEqual(before);
  });

  it('running the seed again on a seeded database changes nothing', async () => {
    const db = backend().store;
    await seedDatabase(db, { seed: 3 });
    const before = await tables(db);
    await seedDatabase(db, { seed: 4 });
    expect(await tables(db)).toEqual(before);
  });

  it('seeds candidates for the existing jobs when only candidates are missing', async () => {
    const db = backend().store;
    const jobIds = (
      await write((tx) =>
        tx.jobs.insertMany([
          {
            title: 'Staff Writer',
            slug: 'staff-writer',
            status: 'active',
            tags: ['Content'],
            order: 0,
          },
          { title: 'Editor', slug: 'editor', status: 'archived', tags: [], order: 1 },
        ]),
      )
    ).map((job) => job.id);
    const jobsBefore = (await tables(db)).jobs;
    expect(await seedIfNeeded(db, { seed: 5 })).toBe(true);

    const after = await tables(db);
    expect(after.jobs).toEqual(jobsBefore);
    expect(after.assessments).toHaveLength(0);
    const { candidates } = after;
    expect(candidates).toHaveLength(1000);
    expect(new Set(candidates.map((c) => c.jobId))).toEqual(new Set(jobIds));
    const first = candidates[0] as Candidate;
    const timeline = after.timeline
      .filter((t) => t.candidateId === first.id)
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(timeline.at(-1)?.stage).toBe(first.stage);
    expect(timeline[0]?.notes).toBe(
      `Applied for ${first.jobId === jobIds[0] ? 'Staff Writer' : 'Editor'}`,
    );
  });

  it('seeds jobs only when candidates exist but jobs are missing, keeping the candidates as they are', async () => {
    const db = backend().store;
    await write(async (tx) => {
      const ada = await tx.candidates.insert({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        stage: 'tech',
        jobId: 99,
      });
      await tx.timeline.insert({
        candidateId: ada.id,
        date: '2025-01-01T00:00:00.000Z',
        stage: 'tech',
        notes: 'Moved from screen to tech',
      });
    });
    const before = await tables(db);
    expect(await seedIfNeeded(db, { seed: 5 })).toBe(true);

    const after = await tables(db);
    expect(after.jobs).toHaveLength(25);
    expect(after.assessments.length).toBeGreaterThan(0);
    expect(after.candidates).toEqual(before.candidates);
    expect(after.timeline).toEqual(before.timeline);
  });
});

describe('a first start only', () => {
  it('never seeds a database that has started, even when its tables are empty', async () => {
    const db = backend().store;
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(true);
    // A restore of an empty backup, then the next page load.
    expect(
      (
        await api('POST', '/backup/restore', {
          format: 'talentflow-backup',
          version: 1,
          exportedAt: '2026-01-01T00:00:00.000Z',
          tables: { jobs: [], candidates: [] },
        })
      ).status,
    ).toBe(200);
    expect(await needsSeed(db)).toBe(false);
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(false);
    const after = await tables(db);
    expect([after.jobs.length, after.candidates.length, after.assessments.length]).toEqual([
      0, 0, 0,
    ]);
  });

  it('keeps a restore of jobs without candidates as it is: no sample candidates on the restored jobs', async () => {
    const db = backend().store;
    const jobs = [
      { id: 1, title: 'Staff Writer', slug: 'staff-writer', status: 'active', tags: [], order: 0 },
      { id: 2, title: 'Editor', slug: 'editor', status: 'archived', tags: [], order: 1 },
    ];
    expect(
      (
        await api('POST', '/backup/restore', {
          format: 'talentflow-backup',
          version: 1,
          exportedAt: '2026-01-01T00:00:00.000Z',
          tables: { jobs, candidates: [] },
        })
      ).status,
    ).toBe(200);
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(false);
    const after = await tables(db);
    expect(after.jobs).toEqual(jobs);
    expect(after.candidates).toEqual([]);
  });

  it('marks a database from before the marker, holding jobs and candidates, as started without seeding', async () => {
    const db = backend().store;
    await write(async (tx) => {
      const job = await tx.jobs.insert({
        title: 'Staff Writer',
        slug: 'staff-writer',
        status: 'active',
        tags: [],
        order: 0,
      });
      await tx.candidates.insert({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        stage: 'screen',
        jobId: job.id,
      });
    });
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(false);
    expect(await db.transaction('read', (tx) => tx.settings.get('started'))).toEqual(
      expect.any(String),
    );
    // Its candidates leave later: still no sample data.
    await api('POST', '/backup/restore', {
      format: 'talentflow-backup',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      tables: { jobs: [], candidates: [] },
    });
    expect(await seedIfNeeded(db, { seed: 3 })).toBe(false);
  });
});

describe('progress', () => {
  it('reports shares from 0 up to 1, in order, in several steps', async () => {
    const shares: number[] = [];
    await seedDatabase(backend().store, { seed: 9, onProgress: (share) => shares.push(share) });
    expect(shares.length).toBeGreaterThanOrEqual(4);
    expect(shares[0]).toBe(0);
    expect(shares.at(-1)).toBe(1);
    for (let i = 1; i < shares.length; i++)
      expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1] as number);
    for (const share of shares) expect(share).toBeLessThanOrEqual(1);
  });

  it('still ends at 1 when there was nothing to seed', async () => {
    const db = backend().store;
    await seedDatabase(db, { seed: 9 });
    const shares: number[] = [];
    await seedDatabase(db, { seed: 9, onProgress: (share) => shares.push(share) });
    expect(shares.at(-1)).toBe(1);
  });
});

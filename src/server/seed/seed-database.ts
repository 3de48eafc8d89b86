import type { JobRow, TalentflowDB, TimelineRow } from '../db';
import type { SeedOptions } from './options';
import { generateCandidates, generateJobs, generateTimeline, sampleAssessments, seedDay } from './generate';
import { createRandom } from './random';

/**
 * Fills the empty tables with sample data, in one transaction (all of it or nothing):
 * - no jobs: 25 jobs and sample assessments for the first three active ones;
 * - no candidates: 1000 candidates spread over the jobs (seeded or existing) with their timelines.
 * Tables that already hold rows are never touched, so running it twice changes nothing.
 */
export async function seedDatabase(db: TalentflowDB, options: SeedOptions): Promise<void> {
  const report = options.onProgress ?? (() => undefined);
  const random = createRandom(options.seed);
  const day = seedDay(options.now ?? Date.now());
  report(0);

  await db.transaction('rw', [db.jobs, db.candidates, db.timeline, db.assessments], async () => {
    const [jobCount, candidateCount] = await Promise.all([db.jobs.count(), db.candidates.count()]);
    let jobs: JobRow[];
    if (jobCount === 0) {
      const newJobs = generateJobs(random);
      const ids = await db.jobs.bulkAdd(newJobs, { allKeys: true });
      jobs = newJobs.map((job, i) => ({ ...job, id: ids[i] as number }));
      await addSampleAssessments(db, jobs, day);
    } else {
      jobs = await db.jobs.toArray();
    }
    report(0.2);
    if (candidateCount > 0) return;

    const candidates = generateCandidates(
      random,
      jobs.map((job) => job.id),
    );
    report(0.35);
    const candidateIds = await db.candidates.bulkAdd(candidates, { allKeys: true });
    report(0.6);
    const titles = new Map(jobs.map((job) => [job.id, job.title]));
    const timeline: Omit<TimelineRow, 'id'>[] = [];
    candidates.forEach((candidate, i) => {
      const candidateId = candidateIds[i] as number;
      for (const entry of generateTimeline(random, candidate.stage, titles.get(candidate.jobId) ?? 'a job', day)) {
        timeline.push({ candidateId, ...entry });
      }
    });
    report(0.75);
    await db.timeline.bulkAdd(timeline);
    report(0.95);
  });
  report(1);
}

/** The sample assessments, except where a job somehow already has one stored. */
async function addSampleAssessments(db: TalentflowDB, jobs: readonly JobRow[], day: number): Promise<void> {
  // Timestamps from just before the seed's day keep the ids reproducible for a seed.
  const rows = sampleAssessments([...jobs], day - 60_000);
  const existing = await db.assessments.bulkGet(rows.map((row) => row.jobId));
  await db.assessments.bulkAdd(rows.filter((_, i) => existing[i] === undefined));
}

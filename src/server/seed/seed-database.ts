import type { Job, TimelineRow } from '@/domain/types';
import type { New, Store, Tx } from '../store/types';
import type { SeedOptions } from './options';
import {
  generateCandidates,
  generateJobs,
  generateTimeline,
  sampleAssessments,
  seedDay,
  withSources,
} from './generate';
import { createRandom } from './random';
import { markStarted } from './started';

/**
 * Fills the empty tables with sample data, in one transaction (all of it or nothing):
 * - no jobs: 25 jobs and sample assessments for the first three active ones;
 * - no candidates: 1000 candidates spread over the jobs (seeded or existing) with their timelines.
 * Tables that already hold rows are never touched, so running it twice changes nothing.
 */
export async function seedDatabase(store: Store, options: SeedOptions): Promise<void> {
  const report = options.onProgress ?? (() => undefined);
  const random = createRandom(options.seed);
  const day = seedDay(options.now ?? Date.now());
  report(0);

  await store.transaction('write', async (tx) => {
    await markStarted(tx, new Date(options.now ?? Date.now()));
    const [existingJobs, candidateCount] = await Promise.all([
      tx.jobs.all(),
      tx.candidates.count(),
    ]);
    let jobs: Job[];
    if (existingJobs.length === 0) {
      jobs = await tx.jobs.insertMany(generateJobs(random));
      await addSampleAssessments(tx, jobs, day);
    } else {
      jobs = existingJobs;
    }
    report(0.2);
    if (candidateCount > 0) return;

    const candidates = withSources(
      createRandom(options.seed === undefined ? undefined : options.seed + 1),
      generateCandidates(
        random,
        jobs.map((job) => job.id),
      ),
    );
    report(0.35);
    const stored = await tx.candidates.insertMany(candidates);
    report(0.6);
    const titles = new Map(jobs.map((job) => [job.id, job.title]));
    const timeline: New<TimelineRow>[] = [];
    for (const candidate of stored) {
      for (const entry of generateTimeline(
        random,
        candidate.stage,
        titles.get(candidate.jobId) ?? 'a job',
        day,
      )) {
        timeline.push({ candidateId: candidate.id, ...entry });
      }
    }
    report(0.75);
    await tx.timeline.insertMany(timeline);
    // The reports' counts are made from what was written (no live event: nobody sees it yet).
    tx.record({ type: 'data.seeded' });
    report(0.95);
  });
  report(1);
}

/** The sample assessments, except where a job somehow already has one stored. */
async function addSampleAssessments(tx: Tx, jobs: readonly Job[], day: number): Promise<void> {
  // Timestamps from just before the seed's day keep the ids reproducible for a seed.
  for (const row of sampleAssessments([...jobs], day - 60_000)) {
    if (!(await tx.assessments.get(row.jobId))) await tx.assessments.put(row);
  }
}

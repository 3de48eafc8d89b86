import { slugify, uniqueSlug } from '@/domain/slugify';
import type { Job } from '@/domain/types';
import type { TalentflowDB } from '../db';
import { conflict, notFound } from '../errors';
import type { CreateJobInput, JobsQueryInput, ReorderInput, UpdateJobInput } from '../validate/jobs';

export interface JobsPage {
  jobs: Job[];
  totalCount: number;
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** A job matches a tag search when every comma-separated term is part of one of its tags. */
function matchesTags(job: Job, query: string): boolean {
  const terms = query.split(',').map((t) => t.trim()).filter(Boolean);
  return terms.every((term) => job.tags.some((tag) => includesText(tag, term)));
}

export async function listJobs(db: TalentflowDB, query: JobsQueryInput): Promise<JobsPage> {
  // The status index narrows the read; job counts stay small, so sorting by order is done here.
  const source = query.status === 'all' ? db.jobs.orderBy('order') : db.jobs.where('status').equals(query.status);
  const { search, tags } = query;
  const matching = (await source.toArray())
    .filter((job) => (!search || includesText(job.title, search)) && (!tags || matchesTags(job, tags)))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const start = (query.page - 1) * query.pageSize;
  return { jobs: matching.slice(start, start + query.pageSize), totalCount: matching.length };
}

export async function getJob(db: TalentflowDB, id: number): Promise<Job> {
  const job = await db.jobs.get(id);
  if (!job) throw notFound(`Job ${id} not found.`);
  return job;
}

async function takenSlugs(db: TalentflowDB, exceptId?: number): Promise<Set<string>> {
  const slugs = new Set<string>();
  await db.jobs.each((job) => {
    if (job.id !== exceptId) slugs.add(job.slug);
  });
  return slugs;
}

/** A new job is active, gets a unique slug and goes after the last one. */
export async function createJob(db: TalentflowDB, input: CreateJobInput): Promise<Job> {
  return db.transaction('rw', db.jobs, async () => {
    const last = await db.jobs.orderBy('order').last();
    const job: Omit<Job, 'id'> = {
      title: input.title,
      slug: uniqueSlug(slugify(input.title), await takenSlugs(db)),
      status: 'active',
      tags: input.tags,
      order: last ? last.order + 1 : 0,
    };
    const id = await db.jobs.add(job);
    return { ...job, id };
  });
}

export async function updateJob(db: TalentflowDB, id: number, input: UpdateJobInput): Promise<Job> {
  return db.transaction('rw', db.jobs, async () => {
    const job = await getJob(db, id);
    const next: Job = { ...job };
    if (input.title !== undefined && input.title !== job.title) {
      next.title = input.title;
      next.slug = uniqueSlug(slugify(input.title), await takenSlugs(db, id));
    }
    if (input.tags !== undefined) next.tags = input.tags;
    if (input.status !== undefined) next.status = input.status;
    await db.jobs.put(next);
    return next;
  });
}

/**
 * Applies a reorder. The orders sent must be a permutation of the orders those jobs hold now:
 * the view's own values, rearranged. Anything else means the view was stale (409), and nothing
 * is written, so two jobs can never end up sharing a position.
 */
export async function reorderJobs(db: TalentflowDB, input: ReorderInput): Promise<{ jobs: Job[] }> {
  return db.transaction('rw', db.jobs, async () => {
    const ids = input.jobsToUpdate.map((j) => j.id);
    const current = await db.jobs.bulkGet(ids);
    const missing = ids.filter((_, i) => !current[i]);
    if (missing.length) throw notFound(`Job${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found.`);
    const held = (current as Job[]).map((j) => j.order).sort((a, b) => a - b);
    const sent = input.jobsToUpdate.map((j) => j.order).sort((a, b) => a - b);
    if (held.some((order, i) => order !== sent[i])) {
      throw conflict('The job order changed since this list was loaded. Reload and try again.');
    }
    const updated = (current as Job[]).map((job, i) => ({ ...job, order: input.jobsToUpdate[i]!.order }));
    await db.jobs.bulkPut(updated);
    return { jobs: updated.sort((a, b) => a.order - b.order) };
  });
}

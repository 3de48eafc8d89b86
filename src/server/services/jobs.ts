import { slugify, uniqueSlug } from '@/domain/slugify';
import type { CreateJobInput, JobsListOutput, JobsQueryInput, ReorderJobsInput, ReorderJobsOutput, UpdateJobInput } from '@/domain/schemas';
import type { Job } from '@/domain/types';
import { conflict, notFound } from '../errors';
import type { Store, Tx } from '../store/types';

export async function listJobs(store: Store, query: JobsQueryInput): Promise<JobsListOutput> {
  const tagTerms = (query.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const status = query.status === 'all' ? undefined : query.status;
  return store.transaction('read', (tx) =>
    tx.jobs.list({ status, search: query.search, tagTerms }, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
  );
}

export async function requireJob(tx: Tx, id: number): Promise<Job> {
  const job = await tx.jobs.get(id);
  if (!job) throw notFound(`Job ${id} not found.`);
  return job;
}

export async function getJob(store: Store, id: number): Promise<Job> {
  return store.transaction('read', (tx) => requireJob(tx, id));
}

/** A unique slug for a title; `keep` is a slug the job already holds, which it may keep. */
async function freeSlug(tx: Tx, title: string, keep?: string): Promise<string> {
  const base = slugify(title);
  const taken = (await tx.jobs.slugsLike(base)).filter((slug) => slug !== keep);
  return uniqueSlug(base, new Set(taken));
}

/** A new job is active, gets a unique slug and goes after the last one. */
export async function createJob(store: Store, input: CreateJobInput): Promise<Job> {
  return store.transaction('write', async (tx) => {
    const last = await tx.jobs.lastOrder();
    const job = await tx.jobs.insert({
      title: input.title,
      slug: await freeSlug(tx, input.title),
      status: 'active',
      tags: input.tags,
      order: last === undefined ? 0 : last + 1,
    });
    tx.notify({ entity: 'job', action: 'created', id: job.id });
    return job;
  });
}

export async function updateJob(store: Store, id: number, input: UpdateJobInput): Promise<Job> {
  return store.transaction('write', async (tx) => {
    const job = await requireJob(tx, id);
    const next: Job = { ...job };
    if (input.title !== undefined && input.title !== job.title) {
      next.title = input.title;
      next.slug = await freeSlug(tx, input.title, job.slug);
    }
    if (input.tags !== undefined) next.tags = input.tags;
    if (input.status !== undefined) next.status = input.status;
    await tx.jobs.update(next);
    tx.notify({ entity: 'job', action: 'edited', id });
    return next;
  });
}

/**
 * Applies a reorder. The orders sent must be a permutation of the orders those jobs hold now:
 * the view's own values, rearranged. Anything else means the view was stale (409), and nothing
 * is written, so two jobs can never end up sharing a position.
 */
export async function reorderJobs(store: Store, input: ReorderJobsInput): Promise<ReorderJobsOutput> {
  return store.transaction('write', async (tx) => {
    const ids = input.jobsToUpdate.map((j) => j.id);
    const current = await tx.jobs.getMany(ids);
    const missing = ids.filter((_, i) => !current[i]);
    if (missing.length) throw notFound(`Job${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found.`);
    const held = (current as Job[]).map((j) => j.order).sort((a, b) => a - b);
    const sent = input.jobsToUpdate.map((j) => j.order).sort((a, b) => a - b);
    if (held.some((order, i) => order !== sent[i])) {
      throw conflict('The job order changed since this list was loaded. Reload and try again.');
    }
    const updated = (current as Job[]).map((job, i) => ({ ...job, order: input.jobsToUpdate[i]!.order }));
    for (const job of updated) await tx.jobs.update(job);
    tx.notify({ entity: 'jobs', action: 'reordered' });
    return { jobs: updated.sort((a, b) => a.order - b.order) };
  });
}

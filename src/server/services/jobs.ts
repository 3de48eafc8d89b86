import { slugify, uniqueSlug } from '@/domain/slugify';
import { mayOwnJob } from '@/domain/access';
import type {
  CareersOutput,
  CareersQueryInput,
  CreateJobInput,
  JobCountsOutput,
  JobCountsQueryInput,
  JobsListOutput,
  JobsQueryInput,
  ReorderJobsInput,
  ReorderJobsOutput,
  UpdateJobInput,
} from '@/domain/schemas';
import type { Job } from '@/domain/types';
import { JOB_PUBLISHED_MESSAGE } from '@/domain/constants';
import { badRequest, conflict, DomainError, notFound } from '../errors';
import type { CandidateScope } from '../scope';
import { startingStages } from './pipeline-templates';
import type { Store, Tx } from '../store/types';

export async function listJobs(store: Store, query: JobsQueryInput): Promise<JobsListOutput> {
  const tagTerms = (query.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const status = query.status === 'all' ? undefined : query.status;
  return store.transaction('read', (tx) =>
    tx.jobs.list(
      { status, search: query.search, tagTerms },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    ),
  );
}

const DETAILS = ['description', 'location', 'department'] as const;

/**
 * A job with the details a request sets: a given text replaces the job's, a blank one (or a null
 * employment type) removes it, an absent one leaves it. A stored job never holds a blank detail.
 * Openings are kept only when more than one.
 */
function withDetails<J extends Omit<Job, 'id'>>(
  job: J,
  input: Partial<Record<(typeof DETAILS)[number], string>> & {
    employmentType?: Job['employmentType'] | null;
    openings?: number;
  },
): J {
  const next = { ...job };
  for (const key of DETAILS) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (input.employmentType === null) delete next.employmentType;
  else if (input.employmentType !== undefined) next.employmentType = input.employmentType;
  // One opening is what a job without the field means: it is kept absent, as jobs made before.
  if (input.openings === 1) delete next.openings;
  else if (input.openings !== undefined) next.openings = input.openings;
  return next;
}

/** How many candidates each job has (the dashboard's cards), from the stage counts' indexes. */
export async function countCandidatesByJob(
  store: Store,
  query: JobCountsQueryInput,
  scope?: CandidateScope,
): Promise<JobCountsOutput> {
  return store.transaction('read', async (tx) => {
    const counts: Record<string, number> = {};
    for (const jobId of query.ids) {
      const byStage = await tx.candidates.stageCounts({
        jobId,
        interviewerId: scope?.interviewerId,
      });
      counts[jobId] = Object.values(byStage).reduce((sum, n) => sum + n, 0);
    }
    return { counts };
  });
}

/** The active jobs as an applicant sees them: no tags, order or description, just what a list shows. */
export async function listCareers(store: Store, query: CareersQueryInput): Promise<CareersOutput> {
  const { jobs } = await store.transaction('read', (tx) =>
    tx.jobs.list({ status: 'active' }, { offset: 0, limit: Number.MAX_SAFE_INTEGER }),
  );
  const distinct = (values: Array<string | undefined>) =>
    [...new Set(values.filter((value): value is string => value !== undefined))].sort((a, b) =>
      a.localeCompare(b),
    );
  const same = (a: string | undefined, b: string) =>
    a?.toLocaleLowerCase() === b.toLocaleLowerCase();
  return {
    jobs: jobs
      .filter(
        (job) =>
          (!query.department || same(job.department, query.department)) &&
          (!query.location || same(job.location, query.location)),
      )
      .map(({ id, title, location, department, employmentType }) => ({
        id,
        title,
        ...(location && { location }),
        ...(department && { department }),
        ...(employmentType && { employmentType }),
      })),
    departments: distinct(jobs.map((job) => job.department)),
    locations: distinct(jobs.map((job) => job.location)),
  };
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

/**
 * A new job, active unless asked for as a draft, with a unique slug, after the last one; on a team
 * server `ownerId`, the member who made it, is told of its applications.
 */
export async function createJob(
  store: Store,
  input: CreateJobInput,
  ownerId?: number,
): Promise<Job> {
  return store.transaction('write', async (tx) => {
    const last = await tx.jobs.lastOrder();
    const stages = await startingStages(tx, input.templateId);
    const job = await tx.jobs.insert(
      withDetails(
        {
          title: input.title,
          slug: await freeSlug(tx, input.title),
          status: input.status ?? 'active',
          tags: input.tags,
          order: last === undefined ? 0 : last + 1,
          ...(ownerId !== undefined && { ownerId }),
          createdAt: new Date().toISOString(),
          ...(stages && { stages }),
        },
        input,
      ),
    );
    tx.record({ type: 'job.created', job });
    return job;
  });
}

/** `team`: on a team server, where a job's owner is one of its active members. */
export async function updateJob(
  store: Store,
  id: number,
  input: UpdateJobInput,
  team = false,
): Promise<Job> {
  return store.transaction('write', async (tx) => {
    const job = await requireJob(tx, id);
    const next: Job = { ...job };
    if (input.title !== undefined && input.title !== job.title) {
      next.title = input.title;
      next.slug = await freeSlug(tx, input.title, job.slug);
    }
    if (input.tags !== undefined) next.tags = input.tags;
    // Applicants may have seen a published job, and applied: it closes by archiving.
    if (input.status === 'draft' && job.status !== 'draft')
      throw new DomainError('conflict', 'job_published', JOB_PUBLISHED_MESSAGE);
    if (input.status !== undefined) next.status = input.status;
    if (input.ownerId === null) delete next.ownerId;
    else if (input.ownerId !== undefined) {
      const members = team ? tx.accounts : undefined;
      if (!members) throw badRequest('A job’s owner is a member of a team server.');
      const owner = await members.getUser(input.ownerId);
      if (!owner?.active)
        throw badRequest(`Member ${input.ownerId} is not an active member of the team.`);
      // The owner hears of every applicant: someone who may open every candidate.
      if (!mayOwnJob(owner.role))
        throw badRequest(
          `${owner.name} is an interviewer: a job’s owner is a recruiter or an admin, who sees every applicant.`,
        );
      next.ownerId = input.ownerId;
    }
    if (input.confirmationEmail === true) delete next.confirmationEmail;
    else if (input.confirmationEmail === false) next.confirmationEmail = false;
    const saved = withDetails(next, input);
    await tx.jobs.update(saved);
    tx.record({ type: 'job.edited', before: job, after: saved });
    return saved;
  });
}

/**
 * Applies a reorder. The orders sent must be a permutation of the orders those jobs hold now:
 * the view's own values, rearranged. Anything else means the view was stale (409), and nothing
 * is written, so two jobs can never end up sharing a position.
 */
export async function reorderJobs(
  store: Store,
  input: ReorderJobsInput,
): Promise<ReorderJobsOutput> {
  return store.transaction('write', async (tx) => {
    const ids = input.jobsToUpdate.map((j) => j.id);
    const current = await tx.jobs.getMany(ids);
    const missing = ids.filter((_, i) => !current[i]);
    if (missing.length)
      throw notFound(`Job${missing.length > 1 ? 's' : ''} ${missing.join(', ')} not found.`);
    const held = (current as Job[]).map((j) => j.order).sort((a, b) => a - b);
    const sent = input.jobsToUpdate.map((j) => j.order).sort((a, b) => a - b);
    if (held.some((order, i) => order !== sent[i])) {
      throw conflict('The job order changed since this list was loaded. Reload and try again.');
    }
    const updated = (current as Job[]).map((job, i) => ({
      ...job,
      order: input.jobsToUpdate[i]!.order,
    }));
    for (const job of updated) await tx.jobs.update(job);
    tx.record({ type: 'jobs.reordered' });
    return { jobs: updated.sort((a, b) => a.order - b.order) };
  });
}

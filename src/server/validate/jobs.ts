import { z } from 'zod';
import { JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE, LIMITS } from '@/domain/constants';
import { JOB_STATUSES } from '@/domain/types';
import { optionalText, wholeNumber } from './common';

/** Request schemas of the jobs endpoints. Strict objects: unknown fields are a 400. */

export const jobsQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  pageSize: wholeNumber('pageSize', 1, JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE),
  search: optionalText(LIMITS.search),
  status: z.enum(['all', ...JOB_STATUSES], { message: 'status must be one of all, active, archived.' }).optional().default('all'),
  tags: optionalText(LIMITS.search),
});
export type JobsQueryInput = z.output<typeof jobsQuerySchema>;

const title = z
  .string({ message: 'must be a string.' })
  .trim()
  .min(1, 'Title is required.')
  .max(LIMITS.jobTitle, `must be at most ${LIMITS.jobTitle} characters.`);

const tags = z
  .array(z.string({ message: 'each tag must be a string.' }).trim().max(LIMITS.tag, `each tag must be at most ${LIMITS.tag} characters.`), {
    message: 'must be a list of strings.',
  })
  .max(LIMITS.tagsPerJob, `at most ${LIMITS.tagsPerJob} tags.`)
  .transform((list) => {
    // Same rule as the form: trimmed, empty entries dropped, case-insensitive duplicates once.
    const seen = new Set<string>();
    return list.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const createJobSchema = z.strictObject({ title, tags: tags.optional().default([]) });
export type CreateJobInput = z.output<typeof createJobSchema>;

export const updateJobSchema = z
  .strictObject({
    title: title.optional(),
    tags: tags.optional(),
    status: z.enum(JOB_STATUSES, { message: 'must be active or archived.' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'send at least one of title, tags, status.' });
export type UpdateJobInput = z.output<typeof updateJobSchema>;

const id = z.number({ message: 'must be a number.' }).int('must be a whole number.').positive('must be positive.');

export const reorderSchema = z.strictObject({
  jobsToUpdate: z
    .array(
      z.strictObject({
        id,
        order: z.number({ message: 'must be a number.' }).int('must be a whole number.').min(0, 'must be 0 or more.'),
      }),
      { message: 'must be a list of { id, order }.' },
    )
    .min(1, 'must list at least one job.')
    .max(1000, 'at most 1000 jobs at once.')
    .refine((list) => new Set(list.map((j) => j.id)).size === list.length, 'lists the same job twice.')
    .refine((list) => new Set(list.map((j) => j.order)).size === list.length, 'gives two jobs the same order.'),
});
export type ReorderInput = z.output<typeof reorderSchema>;


import { z } from 'zod';
import { JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE, LIMITS } from '../constants';
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '../enums';
import { normalizeTags } from '../tags';
import { isBlank } from '../text';
import { MAX_ID } from '../ids';
import { idSchema, isoDateSchema, optionalText, text, wholeNumber } from './common';
import { storedStagesSchema } from './pipelines';

/** The jobs resource: its stored shape, the requests that change it and the answers it gives. */

export const jobTitleSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((title) => !isBlank(title), 'Title is required.')
  .max(LIMITS.jobTitle, `must be at most ${LIMITS.jobTitle} characters.`);

/** Same rule as the form: trimmed, empty entries dropped, case-insensitive duplicates once. */
export const jobTagsSchema = z
  .array(
    z
      .string({ message: 'each tag must be a string.' })
      .trim()
      .max(LIMITS.tag, `each tag must be at most ${LIMITS.tag} characters.`),
    {
      message: 'must be a list of strings.',
    },
  )
  .max(LIMITS.tagsPerJob, `at most ${LIMITS.tagsPerJob} tags.`)
  .transform(normalizeTags);

export const jobStatusSchema = z.enum(JOB_STATUSES, {
  message: 'must be active, archived or draft.',
});

export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES, {
  message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}.`,
});

/** A stored detail of a job: absent when the job has none, never blank. */
const storedDetail = (max: number) =>
  text(max).min(1, 'must not be empty when present.').optional();

/** A detail as a request sends it: trimmed; blank means none (and, in an edit, removes it). */
const detailInput = (max: number) =>
  z.string({ message: 'must be a string.' }).trim().max(max, `must be at most ${max} characters.`);

/** What an applicant reads about a job; every one optional (jobs made before them have none). */
export const jobDetailsShape = {
  description: storedDetail(LIMITS.jobDescription),
  location: storedDetail(LIMITS.jobLocation),
  department: storedDetail(LIMITS.jobDepartment),
  employmentType: employmentTypeSchema.optional(),
};

const detailsInputShape = {
  description: detailInput(LIMITS.jobDescription).optional(),
  location: detailInput(LIMITS.jobLocation).optional(),
  department: detailInput(LIMITS.jobDepartment).optional(),
};

/** How many people the job hires; absent means one (jobs made before it have none). */
export const openingsSchema = z
  .number({ message: 'must be a number.' })
  .int('must be a whole number.')
  .min(1, 'must be at least 1.')
  .max(LIMITS.openings, `must be at most ${LIMITS.openings}.`);

const orderSchema = z
  .number({ message: 'must be a number.' })
  .int('must be a whole number.')
  .min(0, 'must be 0 or more.');

export const jobSchema = z.strictObject({
  id: idSchema,
  title: jobTitleSchema,
  slug: text(LIMITS.jobTitle + 10).min(1, 'must not be empty.'),
  status: jobStatusSchema,
  tags: jobTagsSchema,
  order: orderSchema,
  ...jobDetailsShape,
  openings: openingsSchema.optional(),
  /** Team mode: the member told of each application (who made the job, unless changed). */
  ownerId: idSchema.optional(),
  /** `false`: applicants get no confirmation email (absent: they do). */
  confirmationEmail: z.literal(false).optional(),
  /** When the job was made (its postings' `datePosted`); jobs made before it was kept have none. */
  createdAt: isoDateSchema.optional(),
  /** Its own hiring pipeline; absent: the six default stages (domain/pipelines' `stagesOf`). */
  stages: storedStagesSchema.optional(),
});

export const jobsQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  pageSize: wholeNumber('pageSize', 1, JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE),
  search: optionalText(LIMITS.search),
  status: z
    .enum(['all', ...JOB_STATUSES], {
      message: 'status must be one of all, active, archived, draft.',
    })
    .optional()
    .default('all'),
  tags: optionalText(LIMITS.search),
});

export const createJobSchema = z.strictObject({
  title: jobTitleSchema,
  tags: jobTagsSchema.optional().default([]),
  ...detailsInputShape,
  employmentType: employmentTypeSchema.optional(),
  openings: openingsSchema.optional(),
  /** `draft` keeps it from applicants until published; absent: active, as the jobs API always made them. */
  status: z.enum(['active', 'draft'], { message: 'must be active or draft.' }).optional(),
  /** The pipeline template it starts from; absent: the default template (or the six stages). */
  templateId: idSchema.optional(),
});

export const updateJobSchema = z
  .strictObject({
    title: jobTitleSchema.optional(),
    tags: jobTagsSchema.optional(),
    status: jobStatusSchema.optional(),
    ...detailsInputShape,
    /** null removes it. */
    employmentType: employmentTypeSchema.nullable().optional(),
    openings: openingsSchema.optional(),
    /** null: nobody is told of applications. */
    ownerId: idSchema.nullable().optional(),
    confirmationEmail: z.boolean({ message: 'must be true or false.' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message:
      'send at least one of title, tags, status, description, location, department, employmentType, openings.',
  });

/** `GET /api/jobs/candidate-counts?ids=1,2,3`: how many candidates each of these jobs has. */
export const jobCountsQuerySchema = z.object({
  ids: z
    .string({ message: 'ids is required: job ids separated by commas.' })
    .transform((raw, ctx) => {
      const ids = raw.split(',').map((part) => Number(part.trim()));
      if (ids.length > 100 || !ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID)) {
        ctx.addIssue({
          code: 'custom',
          message: 'ids must be up to 100 positive whole numbers separated by commas.',
        });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});

export const jobCountsSchema = z.strictObject({
  /** Job id (as a string key) to its number of candidates; unknown jobs count 0. */
  counts: z.record(z.string(), z.number().int().min(0)),
});

/** The active jobs an applicant can apply to (`GET /api/careers`), with their filters. */
export const careersQuerySchema = z.object({
  department: optionalText(LIMITS.jobDepartment),
  location: optionalText(LIMITS.jobLocation),
});

export const careerJobSchema = z.strictObject({
  id: idSchema,
  title: jobTitleSchema,
  location: jobDetailsShape.location,
  department: jobDetailsShape.department,
  employmentType: jobDetailsShape.employmentType,
});

export const careersSchema = z.strictObject({
  jobs: z.array(careerJobSchema),
  /** Every department and location of the active jobs, for the filters, sorted. */
  departments: z.array(z.string()),
  locations: z.array(z.string()),
});

export const reorderJobsSchema = z.strictObject({
  jobsToUpdate: z
    .array(z.strictObject({ id: idSchema, order: orderSchema }), {
      message: 'must be a list of { id, order }.',
    })
    .min(1, 'must list at least one job.')
    .max(1000, 'at most 1000 jobs at once.')
    .refine(
      (list) => new Set(list.map((j) => j.id)).size === list.length,
      'lists the same job twice.',
    )
    .refine(
      (list) => new Set(list.map((j) => j.order)).size === list.length,
      'gives two jobs the same order.',
    ),
});

export const jobsListSchema = z.strictObject({
  jobs: z.array(jobSchema),
  totalCount: z.number().int().min(0),
});
export const reorderJobsResultSchema = z.strictObject({ jobs: z.array(jobSchema) });

export type JobsQueryInput = z.output<typeof jobsQuerySchema>;
export type CreateJobInput = z.output<typeof createJobSchema>;
export type UpdateJobInput = z.output<typeof updateJobSchema>;
export type ReorderJobsInput = z.output<typeof reorderJobsSchema>;
export type JobsListOutput = z.output<typeof jobsListSchema>;
export type CareersQueryInput = z.output<typeof careersQuerySchema>;
export type JobCountsQueryInput = z.output<typeof jobCountsQuerySchema>;
export type JobCountsOutput = z.output<typeof jobCountsSchema>;
export type CareersOutput = z.output<typeof careersSchema>;
export type CareerJob = z.output<typeof careerJobSchema>;
export type ReorderJobsOutput = z.output<typeof reorderJobsResultSchema>;

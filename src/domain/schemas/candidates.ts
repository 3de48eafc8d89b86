import { timeZoneSchema } from '../time-zones';
import { z } from 'zod';
import { isValidEmail, EMAIL_MESSAGE } from '../email';
import {
  BOARD_PAGE_SIZE,
  CANDIDATES_MAX_PAGE_SIZE,
  LIMITS,
  NOTE_EMPTY_MESSAGE,
} from '../constants';
import { CANDIDATE_SORTS, CANDIDATE_SOURCES, STAGES } from '../enums';
import { isPhoneNumber, PHONE_MIN_DIGITS } from '../phone';
import { normalizeTags } from '../tags';
import { isBlank } from '../text';
import {
  authorSchema,
  idSchema,
  isoDateSchema,
  optionalDay,
  optionalId,
  optionalText,
  text,
  wholeNumber,
} from './common';
import { stageIdSchema } from './pipelines';

/** The candidates resource, its notes and its timeline. */

export const stageSchema = z.enum(STAGES, { message: `must be one of ${STAGES.join(', ')}.` });

export const candidateSourceSchema = z.enum(CANDIDATE_SOURCES, {
  message: `must be one of ${CANDIDATE_SOURCES.join(', ')}.`,
});

/** An applicant names themselves ("Your name"); a recruiter adding someone names them ("Name"). */
const nameField = (required: string) =>
  z
    .string({ message: 'must be a string.' })
    .trim()
    .refine((name) => !isBlank(name), required)
    .max(LIMITS.candidateName, `must be at most ${LIMITS.candidateName} characters.`);

const emailField = (required: string) =>
  z
    .string({ message: 'must be a string.' })
    .trim()
    .toLowerCase()
    .min(1, required)
    .refine(isValidEmail, EMAIL_MESSAGE);

export const candidateNameSchema = nameField('Your name is required.');
export const emailSchema = emailField('Your email is required.');

const PHONE_MESSAGE = `must be a phone number (digits, spaces, + ( ) - .) with at least ${PHONE_MIN_DIGITS} digits.`;

/** A phone number as a request sends it: trimmed; blank means none (and, in an edit, removes it). */
const phoneInputSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters.`)
  .refine((phone) => phone === '' || isPhoneNumber(phone), PHONE_MESSAGE);

/** A stored phone number: never blank (a candidate without one has none). */
const phoneSchema = z
  .string({ message: 'must be a string.' })
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters.`)
  .refine((phone) => phone === phone.trim() && isPhoneNumber(phone), PHONE_MESSAGE);

/** A candidate's tags ("Referral", "Python"): trimmed, blanks dropped, case-insensitive duplicates once. */
export const candidateTagsSchema = z
  .array(
    z
      .string({ message: 'each tag must be a string.' })
      .trim()
      .max(LIMITS.tag, `each tag must be at most ${LIMITS.tag} characters.`),
    { message: 'must be a list of strings.' },
  )
  .max(LIMITS.tagsPerCandidate, `at most ${LIMITS.tagsPerCandidate} tags.`)
  .transform(normalizeTags);

export const candidateSchema = z.strictObject({
  id: idSchema,
  name: candidateNameSchema,
  email: emailSchema,
  stage: stageSchema,
  /**
   * The stage of the job's pipeline (`stage` is its category). Every store answers it; a row
   * written without it, as in older backups, is in its category's default stage, whose id is the
   * category's name.
   */
  stageId: stageIdSchema.optional(),
  jobId: idSchema,
  // Optional: candidates from before them, and backups of them, have neither.
  phone: phoneSchema.optional(),
  source: candidateSourceSchema.optional(),
  /** When the applicant agreed to the privacy notice, and to which version (src/domain/privacy.ts). */
  consentAt: isoDateSchema.optional(),
  noticeVersion: z.number().int().min(1).optional(),
  /**
   * When the applicant withdrew (from their status page): they are then Rejected with the reason
   * "Withdrew". A move out of Rejected clears it.
   */
  withdrawnAt: isoDateSchema.optional(),
  /** The applicant's time zone (IANA), sent by the apply form: their emails name times in it. */
  timeZone: timeZoneSchema.optional(),
  /** Free tags; every store answers them, an empty list for none (older backups have none). */
  tags: candidateTagsSchema.optional(),
});

/** A candidate added by hand. The source is required: only an application knows its own. */
export const createCandidateSchema = z.strictObject({
  name: nameField('Name is required.'),
  email: emailField('Email is required.'),
  phone: phoneInputSchema.optional(),
  jobId: idSchema,
  /** Absent: Applied. With `stageId`, the stage of the job's pipeline (its category must agree). */
  stage: stageSchema.optional(),
  stageId: stageIdSchema.optional(),
  source: candidateSourceSchema,
});

export const candidatesQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  pageSize: wholeNumber('pageSize', 1, CANDIDATES_MAX_PAGE_SIZE, BOARD_PAGE_SIZE),
  search: optionalText(LIMITS.search),
  stage: z.enum(STAGES, { message: `stage must be one of ${STAGES.join(', ')}.` }).optional(),
  /** A stage of the job's pipeline: only with `jobId`. */
  stageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'stageId must be a stage id: letters, digits, - or _.')
    .optional(),
  jobId: optionalId('jobId'),
  /** Only candidates with a greater id: a cursor that stays right while candidates move. */
  afterId: optionalId('afterId'),
  /**
   * Whether the answer tells the whole match's total: by default a first page does and a page
   * after a cursor does not; `1` and `0` say so either way.
   */
  withTotal: z.enum(['0', '1'], { message: 'withTotal must be 0 or 1.' }).optional(),
  // The candidate list's filters and order (any of them makes it the list's read).
  source: z
    .enum(CANDIDATE_SOURCES, { message: `source must be one of ${CANDIDATE_SOURCES.join(', ')}.` })
    .optional(),
  tag: optionalText(LIMITS.tag),
  /** Applied on or after this day (UTC). */
  appliedFrom: optionalDay('appliedFrom'),
  /** Applied on or before this day (UTC). */
  appliedTo: optionalDay('appliedTo'),
  /** Names, emails, notes and résumés' text; each candidate answered carries its `match`. */
  q: optionalText(LIMITS.search),
  sort: z
    .enum(CANDIDATE_SORTS, { message: `sort must be one of ${CANDIDATE_SORTS.join(', ')}.` })
    .optional(),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc.' }).optional(),
});

/** The parameters that make GET /candidates the candidate list's read (sorted, filtered, searched). */
export const LIST_PARAMS = [
  'source',
  'tag',
  'appliedFrom',
  'appliedTo',
  'q',
  'sort',
  'order',
] as const;

/** Whether a query asks for the candidate list's read (any of LIST_PARAMS given). */
export const isListQuery = (query: { [K in (typeof LIST_PARAMS)[number]]?: unknown }): boolean =>
  LIST_PARAMS.some((param) => query[param] !== undefined);

export const stageCountsQuerySchema = candidatesQuerySchema.pick({ search: true, jobId: true });

/** GET /candidates/export.csv: the list's filters. */
export const candidatesCsvQuerySchema = candidatesQuerySchema.pick({
  search: true,
  jobId: true,
  stage: true,
  stageId: true,
  source: true,
  tag: true,
  appliedFrom: true,
  appliedTo: true,
  q: true,
});

/** A search's counts stop at SEARCH_COUNT_LIMIT: `capped` says a count that reached it is "at least". */
const cappedSchema = z.literal(true).optional();

const DETAILS = ['stage', 'stageId', 'name', 'email', 'phone', 'source', 'tags'] as const;

/** A stage move, and the details: any of them, at least one. */
export const updateCandidateSchema = z
  .strictObject({
    /** A move by category: to the category's first stage of the job (none if already in it). */
    stage: stageSchema.optional(),
    /** A move to a stage of the job's pipeline. */
    stageId: stageIdSchema.optional(),
    /** Corrected by hand, with the same checks as when adding (and the job's duplicate check). */
    name: nameField('Name is required.').optional(),
    email: emailField('Email is required.').optional(),
    /** '' removes it. */
    phone: phoneInputSchema.optional(),
    source: candidateSourceSchema.optional(),
    /** The whole list of tags, replacing the one kept. */
    tags: candidateTagsSchema.optional(),
    /**
     * The stage the mover saw: when the candidate has moved since, the move is refused (409) with
     * the current stage, so nobody undoes a colleague's move unseen. Without it, the move is made.
     */
    fromStage: stageSchema.optional(),
    /** The same, by the stage of the job's pipeline the mover saw. */
    fromStageId: stageIdSchema.optional(),
  })
  .refine((body) => DETAILS.some((key) => body[key] !== undefined), {
    message: `send at least one of ${DETAILS.join(', ')}.`,
  });

export const noteTextSchema = z
  .string({ message: 'must be a string.' })
  .trim()
  .refine((text) => !isBlank(text), NOTE_EMPTY_MESSAGE)
  .max(LIMITS.noteText, `must be at most ${LIMITS.noteText} characters.`);

export const createNoteSchema = z.strictObject({ text: noteTextSchema });

export const noteSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  text: noteTextSchema,
  createdAt: isoDateSchema,
  /** When its author last changed the text; absent for a note never edited. */
  editedAt: isoDateSchema.optional(),
  author: authorSchema.optional(),
});

/** A timeline entry as the API answers it. */
export const timelineEntrySchema = z.strictObject({
  date: isoDateSchema,
  stage: stageSchema,
  /** The stage of the job's pipeline entered (`stage` is its category); absent: the category's default. */
  stageId: stageIdSchema.optional(),
  notes: text(LIMITS.noteText),
  author: authorSchema.optional(),
  /** A move to Rejected: the reason given, one of the team's reasons as worded then. */
  reason: text(100).optional(),
});
/** A timeline entry as it is stored (and backed up). */
export const timelineRowSchema = timelineEntrySchema.extend({
  id: idSchema,
  candidateId: idSchema,
});

/** Where a text query (`q`) matched a candidate, and the words around it (plain text). */
export const searchMatchSchema = z.strictObject({
  field: z.enum(['name', 'email', 'note', 'resume']),
  snippet: z.string(),
});

/** A candidate as the list answers them: with when they applied and were last active, and a match. */
export const listedCandidateSchema = candidateSchema.extend({
  appliedAt: isoDateSchema.optional(),
  lastActivityAt: isoDateSchema.optional(),
  match: searchMatchSchema.optional(),
});

export const candidatesListSchema = z.strictObject({
  candidates: z.array(listedCandidateSchema),
  /** The whole match; absent after a cursor unless asked for (`withTotal=1`), or with `withTotal=0`. */
  totalCount: z.number().int().min(0).optional(),
  capped: cappedSchema,
});

export const stageCountsSchema = z.strictObject({
  counts: z.strictObject(
    Object.fromEntries(STAGES.map((stage) => [stage, z.number().int().min(0)])) as Record<
      (typeof STAGES)[number],
      z.ZodNumber
    >,
  ),
  totalCount: z.number().int().min(0),
  capped: cappedSchema,
  /** With `jobId`: each stage of the job's pipeline, by id (the default stages' ids are their categories). */
  stageIds: z.record(z.string(), z.number().int().min(0)).optional(),
});

/** GET /candidates/:id/applications: the person's other applications (the same email) one may see. */
export const candidateApplicationsSchema = z.strictObject({
  applications: z.array(candidateSchema),
});

export type CreateCandidateInput = z.output<typeof createCandidateSchema>;
export type UpdateCandidateInput = z.output<typeof updateCandidateSchema>;
export type CandidatesQueryInput = z.output<typeof candidatesQuerySchema>;
export type StageCountsQueryInput = z.output<typeof stageCountsQuerySchema>;
export type CandidatesCsvQueryInput = z.output<typeof candidatesCsvQuerySchema>;
export type CandidatesListOutput = z.output<typeof candidatesListSchema>;
export type StageCountsOutput = z.output<typeof stageCountsSchema>;

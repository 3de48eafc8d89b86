import { timeZoneSchema } from '../time-zones';
import { FILE_TEXT_STATUSES } from '../files';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { CONDITION_OPERATORS, QUESTION_TYPES } from '../enums';
import { candidateSchema, candidateNameSchema, emailSchema } from './candidates';
import { idSchema, isoDateSchema, text } from './common';
import { jobSchema } from './jobs';

/** Assessments (a job's structure), applicants' submissions and the stored responses. */

const structureId = z
  .string({ message: 'must be a string.' })
  .min(1, 'must not be empty.')
  .max(LIMITS.structureId, `must be at most ${LIMITS.structureId} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'may only hold letters, digits, "-" and "_".')
  // The one name a JavaScript object cannot hold as a key of data; every other name is fine.
  .refine((id) => id !== '__proto__', 'may not be "__proto__".');

const bound = z.number({ message: 'must be a number.' }).finite('must be a finite number.');

export const optionSchema = z.strictObject({ id: structureId, value: text(LIMITS.optionValue) });

export const conditionSchema = z.strictObject(
  {
    // '' means no source selected: the question is always shown.
    sourceQuestionId: z.union([z.literal(''), structureId]),
    operator: z.enum(CONDITION_OPERATORS, {
      message: `must be one of ${CONDITION_OPERATORS.join(', ')}.`,
    }),
    value: text(LIMITS.conditionValue),
  },
  { message: 'must be { sourceQuestionId, operator, value }.' },
);

export const questionSchema = z.strictObject({
  id: structureId,
  type: z.enum(QUESTION_TYPES, { message: `must be one of ${QUESTION_TYPES.join(', ')}.` }),
  label: text(LIMITS.label),
  required: z.boolean({ message: 'must be true or false.' }),
  options: z
    .array(optionSchema, { message: 'must be a list of { id, value }.' })
    .max(LIMITS.optionsPerQuestion, `at most ${LIMITS.optionsPerQuestion} options.`)
    .optional(),
  range: z
    .strictObject({ min: bound, max: bound }, { message: 'must be { min, max }.' })
    .optional(),
  condition: conditionSchema.optional(),
});

export const sectionSchema = z.strictObject({
  id: structureId,
  title: text(LIMITS.sectionTitle),
  questions: z.array(questionSchema, { message: 'must be a list of questions.' }),
});

/** Whether a job's application asks for a résumé: optional when not said (older structures too). */
export const RESUME_SETTINGS = ['optional', 'required', 'off'] as const;

/** The shape of a structure; its rules across questions are `structureProblems` (domain/assessment). */
export const structureSchema = z
  .strictObject({
    title: text(LIMITS.assessmentTitle),
    resume: z
      .enum(RESUME_SETTINGS, { message: `must be one of ${RESUME_SETTINGS.join(', ')}.` })
      .optional(),
    sections: z
      .array(sectionSchema, { message: 'must be a list of sections.' })
      .max(LIMITS.sectionsPerAssessment, `at most ${LIMITS.sectionsPerAssessment} sections.`),
  })
  .refine(
    (s) =>
      s.sections.reduce((n, section) => n + section.questions.length, 0) <=
      LIMITS.questionsPerAssessment,
    {
      message: `An assessment holds at most ${LIMITS.questionsPerAssessment} questions.`,
    },
  );

export const assessmentSchema = z.strictObject({ jobId: idSchema, structure: structureSchema });

const answerValue = z.union(
  [
    text(LIMITS.answerText),
    z
      .array(text(LIMITS.optionValue), { message: 'must be a list of strings.' })
      .max(LIMITS.optionsPerQuestion),
  ],
  { message: 'must be a string, or a list of strings for a multi-choice question.' },
);

/** Question id to answer: a string, or a list of strings for multi-choice. */
export const answersSchema = z.record(z.string().max(LIMITS.structureId), answerValue, {
  message: 'must be an object of question id to answer.',
});

export const submitSchema = z.strictObject({
  name: candidateNameSchema,
  email: emailSchema,
  answers: answersSchema,
  /** The applicant agreed to the team's privacy notice (required when the team asks for it). */
  consent: z.boolean({ message: 'must be true or false.' }).optional(),
  /**
   * The applicant's time zone (IANA), as their browser gives it: the times in their emails are
   * written in it. Kept on a new candidate; a known email changes nothing of its candidate.
   */
  timeZone: timeZoneSchema.optional(),
});

export const responseSchema = z.strictObject({
  id: idSchema,
  jobId: idSchema,
  candidateId: idSchema,
  answers: answersSchema,
  submittedAt: isoDateSchema,
  /**
   * Sent from the public form for a candidate who was already on the job: anyone may type an
   * email, so the profile says the sender's identity is not verified.
   */
  unverified: z.literal(true).optional(),
});

export const submitResultSchema = z.strictObject({
  response: responseSchema,
  candidate: candidateSchema,
  /** The applicant's private status link (domain/privacy): shown once, kept only as a hash. */
  statusUrl: z.string(),
});

/**
 * What an anonymous applicant is told: the same for a new and a known email, so the public form
 * never shows what is stored about anyone.
 */
export const submitReceivedSchema = z.strictObject({
  received: z.literal(true),
  statusUrl: z.string(),
});

/** A file sent with a response, as the API lists it (its content is GET /api/files/:id). */
export const fileInfoSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  size: z.number().int().min(0),
  questionId: z.string().optional(),
});

/**
 * GET /candidates/:id/files: each of a candidate's files, oldest first: sent with an application
 * (`responseId`; `questionId` for a file-upload answer) or attached on the profile (neither).
 */
export const candidateFileSchema = fileInfoSchema.extend({
  jobId: idSchema,
  responseId: idSchema.optional(),
  createdAt: isoDateSchema,
  /** Whether its text is searchable yet: read, waiting to be read, or unreadable (and why). */
  textStatus: z.enum(FILE_TEXT_STATUSES).optional(),
  textReason: z.string().optional(),
});

/** GET /jobs/:id/responses: each response with who answered (null if since removed) and its files. */
export const jobResponseSchema = responseSchema.extend({
  candidate: candidateSchema.pick({ id: true, name: true, email: true, stage: true }).nullable(),
  files: z.array(fileInfoSchema),
});

/** GET /candidates/:id/responses: each response with the job answered for (null if since removed) and its files. */
export const candidateResponseSchema = responseSchema.extend({
  job: jobSchema.pick({ id: true, title: true }).nullable(),
  files: z.array(fileInfoSchema),
});

export type SubmitInput = z.output<typeof submitSchema>;
export type SubmitOutput = z.output<typeof submitResultSchema>;
export type SubmitReceived = z.output<typeof submitReceivedSchema>;
export type JobResponseOutput = z.output<typeof jobResponseSchema>;
export type CandidateResponseOutput = z.output<typeof candidateResponseSchema>;
export type CandidateFileOutput = z.output<typeof candidateFileSchema>;

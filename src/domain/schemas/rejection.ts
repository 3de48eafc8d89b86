import { z } from 'zod';
import { stageIdSchema } from './pipelines';
import { REJECTION_REASON_LIMITS } from '../rejection';
import { TEMPLATE_LIMITS } from '../email-templates';
import { LIMITS } from '../constants';
import { EMAIL_STATES } from '../outbox';
import {
  candidateSchema,
  candidateSourceSchema,
  candidateTagsSchema,
  stageSchema,
} from './candidates';
import { daySchema, idSchema, isoDateSchema, optionalText, text } from './common';

/** PUT /settings/rejection-reasons: the whole list, in the order it is offered. */
export const rejectionReasonsSchema = z.strictObject({
  reasons: z
    .array(text(REJECTION_REASON_LIMITS.length), { message: 'must be a list of reasons.' })
    .min(1, 'must hold at least one reason.')
    .max(
      REJECTION_REASON_LIMITS.reasons,
      `must hold at most ${REJECTION_REASON_LIMITS.reasons} reasons.`,
    ),
});

export type RejectionReasonsInput = z.output<typeof rejectionReasonsSchema>;

/** A template as a request writes it (POST, PUT /email-templates). */
export const emailTemplateSchema = z.strictObject({
  name: text(TEMPLATE_LIMITS.name),
  subject: text(TEMPLATE_LIMITS.subject),
  body: text(TEMPLATE_LIMITS.body),
});
export type EmailTemplateInput = z.output<typeof emailTemplateSchema>;

/** A template as the API answers it: with its id (a default's key, or a made one). */
export const storedEmailTemplateSchema = emailTemplateSchema.extend({ id: z.string() });
/** GET /email-templates: the team's templates (the defaults until the first change). */
export const emailTemplatesSchema = z.strictObject({
  templates: z.array(storedEmailTemplateSchema),
});

/** An email to a candidate: the template it started from, and its words as the recruiter left them. */
export const candidateEmailSchema = z.strictObject({
  /** One of the team's templates (checked against the list as it is). */
  templateId: text(100).optional(),
  subject: text(TEMPLATE_LIMITS.subject).refine((s) => !/[\r\n]/.test(s), {
    message: 'must be one line.',
  }),
  body: text(TEMPLATE_LIMITS.body),
  /** Later than now: the email waits until then (a team server only), and can be cancelled. */
  sendAt: isoDateSchema.optional(),
});

/** POST /candidates/:id/reject. */
export const rejectSchema = z.strictObject({
  reason: text(REJECTION_REASON_LIMITS.length),
  note: optionalText(1000),
  email: candidateEmailSchema.optional(),
});

export type RejectInput = z.output<typeof rejectSchema>;
export type CandidateEmailInput = z.output<typeof candidateEmailSchema>;

/** POST /candidates/:id/emails: an email written on the profile, now (or later on a team server). */
export const sendCandidateEmailSchema = candidateEmailSchema;

/**
 * An email to a candidate as the API answers it: in the outbox on a team server, or (state
 * `mail-app`, browser mode) for the recruiter's own mail app to send.
 */
export const outgoingCandidateEmailSchema = z.strictObject({
  /** The outbox's message (a team server). */
  id: idSchema.optional(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional().meta({ description: 'Browser mode: the email as HTML too.' }),
  state: z.enum([...EMAIL_STATES, 'mail-app']),
  /** When a scheduled email goes (a team server). */
  sendAt: isoDateSchema.optional(),
});

export const candidateEmailSentSchema = z.strictObject({ email: outgoingCandidateEmailSchema });

/** What a rejection answers: the candidate, now rejected, and the email if one was written. */
export const rejectResultSchema = z.strictObject({
  candidate: candidateSchema,
  email: outgoingCandidateEmailSchema.optional(),
});

/** Candidates one bulk request may change at most (POST /candidates/bulk). */
export const BULK_MAX = 10_000;

/**
 * POST /candidates/bulk: one action on the candidates named (`ids`) or matched (`filter`), in one
 * transaction: a move to a stage, or a rejection with one of the team's reasons.
 */
export const bulkSchema = z
  .strictObject({
    ids: z
      .array(idSchema, { message: 'must be a list of candidate ids.' })
      .min(1, 'must name at least one candidate.')
      .max(BULK_MAX, `must name at most ${BULK_MAX.toLocaleString('en')} candidates.`)
      .optional(),
    filter: z
      .strictObject({
        jobId: idSchema.optional(),
        stage: stageSchema.optional(),
        source: candidateSourceSchema.optional(),
        tag: optionalText(LIMITS.tag),
        appliedFrom: daySchema.optional(),
        appliedTo: daySchema.optional(),
        /** The list's text query: names, emails, notes and files' text. */
        q: optionalText(LIMITS.search),
      })
      .optional(),
    action: z.discriminatedUnion(
      'type',
      [
        z.strictObject({
          type: z.literal('move'),
          stage: stageSchema,
          /** A stage of the job's pipeline under `stage` (the selection must be of that job). */
          stageId: stageIdSchema.optional(),
        }),
        z.strictObject({
          type: z.literal('reject'),
          reason: text(REJECTION_REASON_LIMITS.length),
          note: optionalText(1000),
          /** One message per candidate from these words (their values filled in), as a single rejection's. */
          email: candidateEmailSchema.optional(),
        }),
        z
          .strictObject({
            type: z.literal('tag'),
            add: candidateTagsSchema.optional(),
            remove: candidateTagsSchema.optional(),
          })
          .refine((tag) => (tag.add?.length ?? 0) + (tag.remove?.length ?? 0) > 0, {
            message: 'must add or remove at least one tag.',
          }),
      ],
      {
        message:
          'must be { type: "move", stage }, { type: "reject", reason, note?, email? } or { type: "tag", add?, remove? }.',
      },
    ),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    message: 'send either ids or filter.',
    path: ['ids'],
  });

export type BulkInput = z.output<typeof bulkSchema>;

/** Candidates one bulk rejection may email at most: each message is in the answer. */
export const BULK_EMAIL_MAX = 1_000;

/**
 * How many candidates a bulk action changed (those already as asked are not counted), and with a
 * rejection's email, each candidate's message (in the outbox, or for the mail app in browser mode).
 */
export const bulkResultSchema = z.strictObject({
  updated: z.number().int().min(0),
  emails: z.array(outgoingCandidateEmailSchema).optional(),
});

import { z } from 'zod';
import { REJECTION_REASON_LIMITS } from '../rejection';
import { DEFAULT_TEMPLATES, TEMPLATE_LIMITS } from '../email-templates';
import { isoDateSchema, optionalText, text } from './common';

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

const TEMPLATE_KEYS = DEFAULT_TEMPLATES.map((t) => t.key) as [string, ...string[]];

/** An email to a candidate: the template it started from, and its words as the recruiter left them. */
export const candidateEmailSchema = z.strictObject({
  templateId: z
    .enum(TEMPLATE_KEYS, { message: `must be one of ${TEMPLATE_KEYS.join(', ')}.` })
    .optional(),
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

import { z } from 'zod';
import { REJECTION_REASON_LIMITS } from '../rejection';
import { text } from './common';

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

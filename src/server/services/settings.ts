import {
  DEFAULT_REJECTION_REASONS,
  REJECTION_REASONS_KEY,
  rejectionReasonProblems,
} from '@/domain/rejection';
import type { RejectionReasonsInput } from '@/domain/schemas';
import { badRequest } from '../errors';
import type { Store } from '../store/types';

/** The team's settings that are neither jobs nor candidates: the list of rejection reasons. */

export interface RejectionReasons {
  reasons: string[];
}

/** The rejection reasons as kept, or the defaults until the list is first saved. */
export async function getRejectionReasons(store: Store): Promise<RejectionReasons> {
  const kept = await store.query((tx) => tx.settings.get(REJECTION_REASONS_KEY));
  return { reasons: Array.isArray(kept) ? (kept as string[]) : [...DEFAULT_REJECTION_REASONS] };
}

/** Replaces the list (names trimmed; a blank or repeated reason is a 400, and nothing is kept). */
export async function saveRejectionReasons(
  store: Store,
  input: RejectionReasonsInput,
): Promise<RejectionReasons> {
  const problem = rejectionReasonProblems(input.reasons)[0];
  if (problem) throw badRequest(problem);
  const reasons = input.reasons.map((reason) => reason.trim());
  await store.transaction('write', async (tx) => {
    await tx.settings.set(REJECTION_REASONS_KEY, reasons);
    await tx.audit.record('settings.changed', { target: 'settings:rejection-reasons' });
  });
  return { reasons };
}

/**
 * Why candidates are turned down: one list a team keeps (admins edit it), offered when a candidate
 * is rejected and counted in the reports. Pure rules, shared by the API and the settings screen.
 */

import type { Stage } from './enums';

/** The reason of an applicant's own withdrawal (their status page): one of the defaults. */
export const WITHDREW = 'Withdrew';

/** The stages still to be decided: a candidate there is open (not hired, not rejected). */
export const OPEN_STAGES = [
  'applied',
  'screen',
  'tech',
  'offer',
] as const satisfies readonly Stage[];

/** Whether a candidate withdrew themselves and is still Rejected for it (the board says "Withdrew"). */
export const withdrew = (candidate: { stage: string; withdrawnAt?: string }): boolean =>
  candidate.stage === 'rejected' && candidate.withdrawnAt !== undefined;

export const DEFAULT_REJECTION_REASONS: readonly string[] = [
  'Not qualified',
  WITHDREW,
  'Hired elsewhere',
  'Compensation',
  'Position filled',
  'Other',
];

export const REJECTION_REASON_LIMITS = { reasons: 30, length: 80 } as const;

/** The setting that keeps the list (absent: the defaults). */
export const REJECTION_REASONS_KEY = 'rejectionReasons';

/** What keeps a list of reasons from being saved: a blank reason, or one given twice. */
export function rejectionReasonProblems(reasons: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  reasons.forEach((reason, i) => {
    const name = reason.trim();
    if (!name) problems.push(`Reason ${i + 1} is empty.`);
    else if (seen.has(name.toLowerCase())) problems.push(`“${name}” is in the list twice.`);
    seen.add(name.toLowerCase());
  });
  return problems;
}

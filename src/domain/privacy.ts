/**
 * What applicants are told, and how long their data is kept: the team's privacy settings. The
 * notice has a version that grows with each change of its words, so a candidate's consent names
 * the notice they agreed to.
 */

export const PRIVACY_KEY = 'privacy';
export const NOTICE_MAX = 10_000;
export const RETENTION_MONTHS_MAX = 240;
/** A submission without consent where the team asks for it (400). */
export const CONSENT_REQUIRED =
  'To apply, agree to how your data is used: tick the box under the privacy notice.';

export interface PrivacySettings {
  /** Markdown, shown on every apply page; empty: no notice. */
  noticeText: string;
  /** The full policy, if the team has one elsewhere (https). */
  noticeUrl: string | null;
  consentRequired: boolean;
  /** Months an idle candidate is kept; null: until erased by hand. */
  retentionMonths: number | null;
  /** 0 until the notice is first written; one more at each change of its words or link. */
  noticeVersion: number;
  updatedAt: string | null;
}

export const DEFAULT_PRIVACY: PrivacySettings = {
  noticeText: '',
  noticeUrl: null,
  consentRequired: false,
  retentionMonths: null,
  noticeVersion: 0,
  updatedAt: null,
};

/** The settings after a change: the notice's version moves only when what it says changed. */
export function nextPrivacy(
  current: PrivacySettings,
  change: Pick<PrivacySettings, 'noticeText' | 'noticeUrl' | 'consentRequired' | 'retentionMonths'>,
  at: string,
): PrivacySettings {
  const noticeChanged =
    change.noticeText !== current.noticeText || change.noticeUrl !== current.noticeUrl;
  return {
    ...change,
    noticeVersion: current.noticeVersion + (noticeChanged ? 1 : 0),
    updatedAt: at,
  };
}

// --- The applicant's side: their private status link -------------------------------------------

/** Where an application stands, in the applicant's words: never a stage name or anything internal. */
export const APPLICANT_STATUSES = [
  'received',
  'in_review',
  'closed',
  'hired',
  'withdrawn',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  received: 'Received',
  in_review: 'In review',
  closed: 'Closed',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
};

/**
 * What a status link reaches. `candidate`: the application that created the candidate (or a link
 * emailed to their address); `submission`: only what one later submission under an email already
 * known sent, since anyone may type an email (it never shows the candidate's stage or data).
 */
export type LinkScope = 'candidate' | 'submission';

/** The application's status for its applicant: hired stays hired; a rejection or a closed job closes it. */
export function applicantStatus(
  { stage, withdrawnAt }: { stage: string; withdrawnAt?: string },
  jobArchived: boolean,
  scope: LinkScope = 'candidate',
): ApplicantStatus {
  if (scope === 'submission') return jobArchived ? 'closed' : 'received';
  if (stage === 'hired') return 'hired';
  if (stage === 'rejected' && withdrawnAt) return 'withdrawn';
  if (stage === 'rejected' || jobArchived) return 'closed';
  return stage === 'applied' ? 'received' : 'in_review';
}

/** A withdrawal or erasure without `confirm: true` (400): the page asks once more first. */
export const WITHDRAW_CONFIRM = 'To withdraw, confirm it: send confirm: true.';

// --- Retention ------------------------------------------------------------------------------------

/**
 * The moment before which a candidate's last activity makes them idle: `months` calendar months
 * before `now` (the 31st of a shorter month is its last day).
 */
export function retentionCutoff(now: Date, months: number): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}

/**
 * Whether a candidate is due for erasure: idle since before the cutoff, and rejected or of an
 * archived job. Active candidates of active jobs never are. No recorded activity counts as idle.
 */
export function dueForErasure(
  candidate: { stage: string; jobArchived: boolean; lastActivityAt: string | null },
  cutoff: string,
): boolean {
  if (candidate.stage !== 'rejected' && !candidate.jobArchived) return false;
  return (
    candidate.lastActivityAt === null || Date.parse(candidate.lastActivityAt) < Date.parse(cutoff)
  );
}

/** The settings key of the last retention run, shown on the Settings page. */
export const RETENTION_RUN_KEY = 'retention-last-run';
export interface RetentionRun {
  at: string;
  erased: number;
}
/** How many candidates one retention transaction erases, and how many the preview names. */
export const RETENTION_BATCH = 100;
export const RETENTION_PREVIEW_MAX = 500;

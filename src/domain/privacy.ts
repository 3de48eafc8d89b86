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

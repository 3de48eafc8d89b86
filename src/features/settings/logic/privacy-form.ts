import type { PrivacySettings, PrivacySettingsBody } from '@/api/types';
import { RETENTION_MONTHS_MAX } from '@/domain/privacy';

/** The Privacy section's fields as typed: the months stay text until they are sent. */
export interface PrivacyDraft {
  noticeText: string;
  noticeUrl: string;
  consentRequired: boolean;
  retentionMonths: string;
}

export type PrivacyField = keyof PrivacyDraft;

export const draftOf = (settings: PrivacySettings): PrivacyDraft => ({
  noticeText: settings.noticeText,
  noticeUrl: settings.noticeUrl ?? '',
  consentRequired: settings.consentRequired,
  retentionMonths: settings.retentionMonths === null ? '' : String(settings.retentionMonths),
});

export const RETENTION_NOT_WHOLE = `Enter a whole number of months from 1 to ${RETENTION_MONTHS_MAX}, or leave it empty.`;

/**
 * The body to send, or the problem with the months. Only what cannot be sent as JSON is checked
 * here (text in the months field); every other rule is the server's, and its 400 names the field.
 */
export function bodyOf(
  draft: PrivacyDraft,
): { body: PrivacySettingsBody } | { field: PrivacyField; message: string } {
  const months = draft.retentionMonths.trim();
  if (months && !/^\d+$/.test(months))
    return { field: 'retentionMonths', message: RETENTION_NOT_WHOLE };
  return {
    body: {
      noticeText: draft.noticeText,
      noticeUrl: draft.noticeUrl.trim() || null,
      consentRequired: draft.consentRequired,
      retentionMonths: months ? Number(months) : null,
    },
  };
}

/** Every field of the form, the ones a 400 may name. */
export const PRIVACY_FIELDS: readonly PrivacyField[] = [
  'noticeText',
  'noticeUrl',
  'consentRequired',
  'retentionMonths',
];

/** What the status line says once the settings are saved. */
export const savedMessage = (saved: PrivacySettings): string =>
  saved.noticeText
    ? `Saved. Applicants see notice version ${saved.noticeVersion}.`
    : 'Saved. Applicants see no notice.';

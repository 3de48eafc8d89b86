import { ApiError } from '@/api/client';
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
export type PrivacyErrors = Partial<Record<PrivacyField, string>>;

export const draftOf = (settings: PrivacySettings): PrivacyDraft => ({
  noticeText: settings.noticeText,
  noticeUrl: settings.noticeUrl ?? '',
  consentRequired: settings.consentRequired,
  retentionMonths: settings.retentionMonths === null ? '' : String(settings.retentionMonths),
});

export const sameDraft = (a: PrivacyDraft, b: PrivacyDraft): boolean =>
  a.noticeText === b.noticeText &&
  a.noticeUrl === b.noticeUrl &&
  a.consentRequired === b.consentRequired &&
  a.retentionMonths === b.retentionMonths;

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

const FIELDS: readonly PrivacyField[] = [
  'noticeText',
  'noticeUrl',
  'consentRequired',
  'retentionMonths',
];

/**
 * The field a refused save is about, and what to say next to it. The API's 400 reads
 * `Privacy settings field "noticeUrl": must be an https:// address.` (src/server/http.ts).
 */
export function fieldError(error: unknown): { field: PrivacyField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const found = /field "([^"]+)": (.+)$/s.exec(error.message);
  const field = FIELDS.find((name) => name === found?.[1]);
  if (!field || !found) return null;
  const message = found[2]!;
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/** What the status line says once the settings are saved. */
export const savedMessage = (saved: PrivacySettings): string =>
  saved.noticeText
    ? `Saved. Applicants see notice version ${saved.noticeVersion}.`
    : 'Saved. Applicants see no notice.';

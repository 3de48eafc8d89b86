import {
  DEFAULT_REJECTION_REASONS,
  REJECTION_REASONS_KEY,
  rejectionReasonProblems,
} from '@/domain/rejection';
import { DEFAULT_PRIVACY, nextPrivacy, PRIVACY_KEY, type PrivacySettings } from '@/domain/privacy';
import { DEFAULT_ORGANIZATION, ORGANIZATION_KEY, type Organization } from '@/domain/organization';
import {
  DEFAULT_INTERVIEW_REMINDERS,
  INTERVIEW_REMINDERS_KEY,
  type InterviewReminderSettings,
} from '@/domain/interviews';
import type {
  InterviewReminderSettingsInput,
  OrganizationInput,
  PrivacySettingsInput,
  RejectionReasonsInput,
} from '@/domain/schemas';
import { badRequest } from '../errors';
import type { Store, Tx } from '../store/types';

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

/** The privacy settings as kept, or none set yet. */
export const privacySettingsOf = async (tx: Tx): Promise<PrivacySettings> => ({
  ...DEFAULT_PRIVACY,
  ...((await tx.settings.get(PRIVACY_KEY)) as Partial<PrivacySettings> | undefined),
});

/** The privacy settings (public: every apply page shows the notice). */
export const getPrivacySettings = (store: Store): Promise<PrivacySettings> =>
  store.query(privacySettingsOf);

/** Saves them; the notice's version moves when its words or link change. */
export const savePrivacySettings = (
  store: Store,
  input: PrivacySettingsInput,
): Promise<PrivacySettings> =>
  store.transaction('write', async (tx) => {
    const next = nextPrivacy(await privacySettingsOf(tx), input, new Date().toISOString());
    await tx.settings.set(PRIVACY_KEY, next);
    await tx.audit.record('settings.changed', {
      target: 'settings:privacy',
      detail: {
        noticeVersion: next.noticeVersion,
        consentRequired: next.consentRequired,
        retentionMonths: next.retentionMonths,
      },
    });
    return next;
  });

/** The organization as kept, or the defaults until first saved (public: the careers page shows it). */
export const organizationOf = async (tx: Tx): Promise<Organization> => ({
  ...DEFAULT_ORGANIZATION,
  ...((await tx.settings.get(ORGANIZATION_KEY)) as Partial<Organization> | undefined),
});

export const getOrganization = (store: Store): Promise<Organization> => store.query(organizationOf);

/** Saves the organization's name, website and careers introduction, as privacy settings are. */
export const saveOrganization = (store: Store, input: OrganizationInput): Promise<Organization> =>
  store.transaction('write', async (tx) => {
    const next: Organization = {
      name: input.name,
      website: input.website,
      careersIntro: input.careersIntro,
      timeZone: input.timeZone ?? (await organizationOf(tx)).timeZone,
    };
    await tx.settings.set(ORGANIZATION_KEY, next);
    await tx.audit.record('settings.changed', { target: 'settings:organization' });
    return next;
  });

/** When interview reminders go, as kept, or the defaults (a day and an hour before) until saved. */
export const interviewRemindersOf = async (tx: Tx): Promise<InterviewReminderSettings> => ({
  ...DEFAULT_INTERVIEW_REMINDERS,
  ...((await tx.settings.get(INTERVIEW_REMINDERS_KEY)) as
    Partial<InterviewReminderSettings> | undefined),
});

export const getInterviewReminders = (store: Store): Promise<InterviewReminderSettings> =>
  store.query(interviewRemindersOf);

/**
 * Saves the hours, largest first (the order reminders go in). A reminder already set for an hour
 * taken off is dropped as it comes; an hour added counts from the interviews scheduled next.
 */
export const saveInterviewReminders = (
  store: Store,
  input: InterviewReminderSettingsInput,
): Promise<InterviewReminderSettings> =>
  store.transaction('write', async (tx) => {
    const next = { hours: [...input.hours].sort((a, b) => b - a) };
    await tx.settings.set(INTERVIEW_REMINDERS_KEY, next);
    await tx.audit.record('settings.changed', {
      target: 'settings:interview-reminders',
      detail: { hours: next.hours.join(', ') },
    });
    return next;
  });

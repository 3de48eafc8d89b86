import { emailTemplatesKey } from '@/api/queries/get-email-templates';
import { privacySettingsKey } from '@/api/queries/get-privacy-settings';
import { rejectionReasonsKey } from '@/api/queries/get-rejection-reasons';

/** Every query key of the settings feature, defined once. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** The shared rejection reasons query's key (src/api/queries/get-rejection-reasons.ts). */
  rejectionReasons: () => rejectionReasonsKey,
  /** The shared email templates query's key (src/api/queries/get-email-templates.ts). */
  emailTemplates: () => emailTemplatesKey,
  /** The shared privacy settings query's key (src/api/queries/get-privacy-settings.ts). */
  privacy: () => privacySettingsKey,
  /** Who a retention run would erase today, and the last run. */
  retentionPreview: () => ['settings', 'retention-preview'] as const,
  /** How far the search index has read files' text. */
  searchIndex: () => ['settings', 'search-index'] as const,
  /** Team mode's sign-in rules. */
  security: () => ['settings', 'security'] as const,
  /** Offers' custom fields, letter templates and link expiry. */
  offers: () => ['settings', 'offers'] as const,
  /** The organization's approval chains (offers'). */
  approvals: () => ['settings', 'approvals'] as const,
  /** How many hours before an interview its reminders go (team mode). */
  interviewReminders: () => ['settings', 'interview-reminders'] as const,
  /** The company sign-in providers and their redirect URI (team mode). */
  identityProviders: () => ['settings', 'identity-providers'] as const,
  /** The SCIM base URL and whether the team has a SCIM token (team mode). */
  scimToken: () => ['settings', 'scim-token'] as const,
  /** The role of members SCIM makes, and each group's role (team mode). */
  scimSettings: () => ['settings', 'scim-settings'] as const,
};

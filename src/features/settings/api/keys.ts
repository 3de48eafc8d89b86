import { emailTemplatesKey } from '@/api/queries/get-email-templates';
import { rejectionReasonsKey } from '@/api/queries/get-rejection-reasons';

/** Every query key of the settings feature, defined once. */
export const settingsKeys = {
  all: ['settings'] as const,
  /** The shared rejection reasons query's key (src/api/queries/get-rejection-reasons.ts). */
  rejectionReasons: () => rejectionReasonsKey,
  /** The shared email templates query's key (src/api/queries/get-email-templates.ts). */
  emailTemplates: () => emailTemplatesKey,
  /** Team mode's sign-in rules. */
  security: () => ['settings', 'security'] as const,
};

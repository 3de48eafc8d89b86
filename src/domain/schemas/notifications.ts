import { z } from 'zod';
import { EMAIL_NOTIFICATION_KINDS } from '../notifications';
import { idSchema } from './common';

/** POST /notifications/read: some of one's notifications by id, or all of them. */
export const markReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(idSchema).min(1, 'must name a notification.').max(200) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { message: 'must be { ids: [...] } or { all: true }.' },
);

/** PUT /notifications/preferences: for each kind, whether it also comes by email. */
export const notificationPrefsSchema = z.strictObject({
  email: z.strictObject(
    Object.fromEntries(
      EMAIL_NOTIFICATION_KINDS.map((kind) => [
        kind,
        z.boolean({ message: 'must be true or false.' }),
      ]),
    ) as Record<(typeof EMAIL_NOTIFICATION_KINDS)[number], z.ZodBoolean>,
  ),
});

export type MarkReadInput = z.output<typeof markReadSchema>;
export type NotificationPrefs = z.output<typeof notificationPrefsSchema>;

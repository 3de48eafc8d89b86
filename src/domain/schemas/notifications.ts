import { z } from 'zod';
import { EMAIL_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '../notifications';
import { idSchema, isoDateSchema } from './common';

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

/** A notification on one's bell (src/domain/notifications.ts). */
export const notificationSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  link: z.string().meta({ description: 'A path of the app: where the notification leads.' }),
  createdAt: isoDateSchema,
  readAt: isoDateSchema.nullable(),
});

/** GET /notifications: one's newest, and how many of all one's notifications are unread. */
export const notificationsSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});

/** POST /notifications/read: how many stay unread. */
export const unreadCountSchema = z.strictObject({ unread: z.number().int().min(0) });

export type MarkReadInput = z.output<typeof markReadSchema>;
export type NotificationPrefs = z.output<typeof notificationPrefsSchema>;

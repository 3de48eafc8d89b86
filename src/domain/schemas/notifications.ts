import { z } from 'zod';
import {
  EMAIL_CHOICES,
  EMAIL_NOTIFICATION_KINDS,
  isDigestKind,
  NOTIFICATION_KINDS,
  type DigestNotificationKind,
  type EmailChoice,
  type EmailNotificationKind,
} from '../notifications';
import { idSchema, isoDateSchema } from './common';

/** POST /notifications/read: some of one's notifications by id, or all of them. */
export const markReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(idSchema).min(1, 'must name a notification.').max(200) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { message: 'must be { ids: [...] } or { all: true }.' },
);

const CHOICE_MESSAGE = `must be one of ${EMAIL_CHOICES.join(', ')} (or true, false).`;

/** One digest kind's choice: "instant", "daily" or "off"; true and false as before (at once, off). */
const emailChoiceSchema = z
  .union([z.enum(EMAIL_CHOICES), z.boolean()], { message: CHOICE_MESSAGE })
  .transform((choice): EmailChoice =>
    choice === true ? 'instant' : choice === false ? 'off' : choice,
  )
  .meta({
    description:
      'At once, in the daily digest, or not by email; true and false mean "instant" and "off".',
  });

const emailOnSchema = z.boolean({ message: 'must be true or false.' });

/** The preferences' shape: for each kind a choice (digest kinds) or whether it comes by email. */
function prefsShape<C extends z.ZodType, B extends z.ZodType>(choice: C, onOff: B) {
  return z.strictObject({
    email: z.strictObject(
      Object.fromEntries(
        EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, isDigestKind(kind) ? choice : onOff]),
      ) as { [K in EmailNotificationKind]: K extends DigestNotificationKind ? C : B },
    ),
  });
}

/**
 * PUT /notifications/preferences: for mentions and applications, how they come by email (at once,
 * in a daily digest, or not); for each other kind, whether it also comes by email. Offers, the
 * newest kind, may be left out and keep their choice (a client made before them still saves).
 */
export const notificationPrefsInputSchema = z.strictObject({
  email: prefsShape(emailChoiceSchema, emailOnSchema).shape.email.partial({ offer: true }),
});

/** GET /notifications/preferences, and PUT's answer: the choices as they are kept. */
export const notificationPrefsSchema = prefsShape(z.enum(EMAIL_CHOICES), z.boolean());

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
export type NotificationPrefsInput = z.output<typeof notificationPrefsInputSchema>;

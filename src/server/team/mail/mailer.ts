import nodemailer from 'nodemailer';
import { messageId } from '@/domain/outbox';
import type { StoredEmail } from '../../store/types';

/** Outgoing mail over SMTP (Nodemailer), as `SMTP_URL` and `MAIL_FROM` say. */

export interface Mailer {
  /** Hands one stored message to the mail server; rejects with the server's answer. */
  send(message: StoredEmail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://` (TLS from the start). */
  smtpUrl: string;
  /** The sender every message shows: `TalentFlow <no-reply@example.com>`. */
  from: string;
}

/** The domain of an address, for the Message-ID: `no-reply@example.com` → `example.com`. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'talentflow.invalid';
}

export function createMailer(settings: MailSettings): Mailer {
  // A pool keeps a few connections open: a burst of messages does not greet the server each time.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = senderDomain(settings.from);
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        messageId: messageId(message.id, message.messageKey, domain),
        // An invitation (or its cancellation) as calendars read it: a text/calendar part with its METHOD.
        ...(message.calendar && {
          icalEvent: {
            method: /^METHOD:(\w+)/m.exec(message.calendar)?.[1] ?? 'REQUEST',
            filename: 'invite.ics',
            content: message.calendar,
          },
        }),
        // Every try of one message is the same message, however many times it is sent.
        date: new Date(message.createdAt),
      });
    },
    close: () => transport.close(),
  };
}

/** What the mail server answered, or why it could not be reached, in one line. */
export function smtpAnswer(error: unknown): string {
  const { response, code, message } = (error ?? {}) as {
    response?: string;
    code?: string;
    message?: string;
  };
  const text = response ?? (message ? `${code ? `${code}: ` : ''}${message}` : String(error));
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

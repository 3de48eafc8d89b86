import { escapeHtml } from '@/domain/email-templates';
import {
  givesUp,
  OFFER_LINK_MASK,
  SCHEDULING_LINK_MASK,
  SECRET_KINDS,
  STATUS_LINK_MASK,
} from '@/domain/outbox';
import { schedulingPath } from '@/domain/scheduling-links';
import { linkForMessage, statusPath } from '../../services/applicants';
import { linkForOffer, offerPath } from '../../services/offers';
import { linkForScheduling } from '../../services/scheduling-links';
import type { StoredEmail, TeamStore } from '../../store/types';
import { smtpAnswer, type Mailer } from './mailer';

/**
 * The outbox's worker: delivers one queued message. A failure is recorded and thrown, so the queue
 * tries again later with backoff; after a day of failures (or the queue's last try) the message is
 * marked failed with the mail server's answer. A message already sent, failed or erased is done.
 */

export interface DeliveryOptions {
  now?: () => Date;
  /** Where links point (PUBLIC_URL): an applicant's status link is made from it as it is sent. */
  linkBase?: string;
  /** A day, unless a test says otherwise. */
  giveUpAfterMs?: number;
  /** Told of each try that failed (the server logs it, without the message). */
  onFailure?: (id: number, answer: string, final: boolean) => void;
}

export function deliverer(store: TeamStore, mailer: Mailer, options: DeliveryOptions = {}) {
  const now = options.now ?? (() => new Date());
  /**
   * The copy that leaves: a confirmation gets a new status link in place of its mask, made in its
   * own transaction (each try its own: a link of a try that failed was never seen by anyone).
   */
  const withStatusLink = async (message: StoredEmail): Promise<StoredEmail> => {
    if (!message.statusLink) return message;
    const at = now().toISOString();
    const { offerId, schedulingLinkId } = message.statusLink;
    const [token, mask, path] =
      offerId !== undefined
        ? [await linkForOffer(store, offerId, at), OFFER_LINK_MASK, offerPath]
        : schedulingLinkId !== undefined
          ? [
              await linkForScheduling(store, schedulingLinkId, at),
              SCHEDULING_LINK_MASK,
              schedulingPath,
            ]
          : [await linkForMessage(store, message, at), STATUS_LINK_MASK, statusPath];
    const link = token ? new URL(path(token), options.linkBase ?? 'http://localhost').href : mask;
    return {
      ...message,
      text: message.text.split(mask).join(link),
      ...(message.html !== undefined && {
        html: message.html.split(escapeHtml(mask)).join(escapeHtml(link)),
      }),
    };
  };
  return async (job: { id: number; retryCount: number; retryLimit: number }): Promise<void> => {
    const message = await store.query((tx) => tx.outbox.get(job.id));
    if (message?.state !== 'queued' && message?.state !== 'scheduled') return;
    const clearBody = SECRET_KINDS.has(message.kind);
    try {
      await mailer.send(await withStatusLink(message));
    } catch (error) {
      const answer = smtpAnswer(error);
      const final =
        givesUp(message.queuedAt, now(), options.giveUpAfterMs) || job.retryCount >= job.retryLimit;
      await store.settleEmail(
        job.id,
        final ? { state: 'failed', error: answer, clearBody } : { state: 'queued', error: answer },
      );
      options.onFailure?.(job.id, answer, final);
      if (!final) throw error;
      return;
    }
    await store.settleEmail(job.id, { state: 'sent', at: now().toISOString(), clearBody });
  };
}

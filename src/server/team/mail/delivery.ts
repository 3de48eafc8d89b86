import { givesUp, SECRET_KINDS } from '@/domain/outbox';
import type { TeamStore } from '../../store/types';
import { smtpAnswer, type Mailer } from './mailer';

/**
 * The outbox's worker: delivers one queued message. A failure is recorded and thrown, so the queue
 * tries again later with backoff; after a day of failures (or the queue's last try) the message is
 * marked failed with the mail server's answer. A message already sent, failed or erased is done.
 */

export interface DeliveryOptions {
  now?: () => Date;
  /** A day, unless a test says otherwise. */
  giveUpAfterMs?: number;
  /** Told of each try that failed (the server logs it, without the message). */
  onFailure?: (id: number, answer: string, final: boolean) => void;
}

export function deliverer(store: TeamStore, mailer: Mailer, options: DeliveryOptions = {}) {
  const now = options.now ?? (() => new Date());
  return async (job: { id: number; retryCount: number; retryLimit: number }): Promise<void> => {
    const message = await store.query((tx) => tx.outbox.get(job.id));
    if (message?.state !== 'queued' && message?.state !== 'scheduled') return;
    const clearBody = SECRET_KINDS.has(message.kind);
    try {
      await mailer.send(message);
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

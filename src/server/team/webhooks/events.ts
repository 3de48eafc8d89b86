import type { Stage } from '@/domain/enums';
import type { DomainEvent } from '@/domain/events';
import { endsAt } from '@/domain/interviews';
import { candidateOf, type WebhookMessage } from '@/domain/webhooks';
import type { EventHandler, TeamTx } from '../../store/types';

/**
 * Webhooks' rules: which recorded events make which webhook events, from the events alone (they
 * carry the stage moved from, the job's status before, the scorecard written). The handler runs in
 * the write's transaction: when an enabled endpoint wants one of its webhook events, it asks for
 * one `webhook-events` job with them (webhooks/events-job.ts), which makes a delivery for each
 * endpoint. So a write costs the same with one endpoint or fifty, and a write that rolls back
 * sends nothing: the job is in its transaction.
 */

/** The webhook events of a write's recorded events, in the order they were recorded. */
export function webhookMessagesOf(
  events: readonly DomainEvent[],
  timestamp: string,
): WebhookMessage[] {
  const messages: WebhookMessage[] = [];
  const moved = (
    ids: { candidateId: number; jobId: number },
    event: { from: Stage; fromStageId: string; toStageId: string },
    to: Stage,
  ) => {
    const { from, fromStageId, toStageId } = event;
    if (fromStageId === toStageId) return;
    messages.push({
      type: 'candidate.stage_changed',
      timestamp,
      data: { ...ids, from, to, fromStageId, toStageId },
    });
    // Hired once: a move between two stages of Hired hires nobody again.
    if (to === 'hired' && from !== 'hired')
      messages.push({ type: 'candidate.hired', timestamp, data: ids });
  };
  for (const event of events) {
    switch (event.type) {
      case 'application.received':
        messages.push({
          type: 'application.received',
          timestamp,
          data: { candidateId: event.candidate.id, jobId: event.candidate.jobId },
        });
        break;
      case 'candidate.moved':
        moved({ candidateId: event.id, jobId: event.jobId }, event, event.to);
        break;
      case 'candidate.rejected':
        moved({ candidateId: event.id, jobId: event.jobId }, event, 'rejected');
        break;
      case 'candidate.erased':
        messages.push({ type: 'candidate.erased', timestamp, data: { candidateId: event.id } });
        break;
      // The duplicate's id is gone: receivers forget it (the kept one's change is an edit).
      case 'candidate.merged':
        messages.push({
          type: 'candidate.erased',
          timestamp,
          data: { candidateId: event.other.candidate.id },
        });
        break;
      case 'interview.scheduled':
        messages.push({
          type: 'interview.scheduled',
          timestamp,
          data: {
            interviewId: event.interview.id,
            candidateId: event.interview.candidateId,
            start: new Date(event.interview.startsAt).toISOString(),
            end: new Date(endsAt(event.interview)).toISOString(),
          },
        });
        break;
      case 'scorecard.submitted':
        messages.push({
          type: 'scorecard.submitted',
          timestamp,
          data: {
            scorecardId: event.scorecard.id,
            interviewId: event.scorecard.interviewId,
            candidateId: event.scorecard.candidateId,
            recommendation: event.scorecard.recommendation ?? null,
          },
        });
        break;
      // Published: active now and not before (a new job counts as not active before).
      case 'job.created':
      case 'job.edited': {
        const job = event.type === 'job.created' ? event.job : event.after;
        const was = event.type === 'job.created' ? undefined : event.before.status;
        if (job.status === 'active' && was !== 'active')
          messages.push({
            type: 'job.published',
            timestamp,
            data: { jobId: job.id, title: job.title, slug: job.slug },
          });
        break;
      }
      // Sent, and its candidate's answer (accepted or declined, from their link or recorded).
      case 'offer.changed': {
        const type =
          event.change === 'sent'
            ? 'offer.sent'
            : event.change === 'accepted'
              ? 'offer.accepted'
              : event.change === 'declined'
                ? 'offer.declined'
                : undefined;
        const { id, candidateId, jobId } = event.after;
        const version = event.after.sentVersion ?? event.after.version;
        if (type)
          messages.push({
            type,
            timestamp,
            data: { offerId: id, candidateId, jobId, version },
          } as WebhookMessage);
        break;
      }
      default:
        break;
    }
  }
  // Nothing more about a candidate erased by the same write: their id's last word is erased.
  const erased = new Set(
    messages.flatMap((m) => (m.type === 'candidate.erased' ? [m.data.candidateId] : [])),
  );
  return messages.filter((m) => {
    const candidateId = candidateOf(m);
    return candidateId === undefined || !erased.has(candidateId);
  });
}

type Endpoints = Awaited<ReturnType<TeamTx['webhooks']['subscribed']>>;

/** A Standard Webhooks message id: `msg_` and 128 random bits. */
const newMessageId = () =>
  `msg_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')}`;

/**
 * Makes the deliveries of some webhook events, in `tx`: one for each enabled endpoint that wants
 * each event (one statement), and asks for the `webhook` job that tries again, after the first
 * retry delay, those still pending then (the `webhook-events` job tries them at once). None is made
 * about a candidate erased since (the job comes after the write): their deliveries would go with
 * them anyway.
 */
export async function makeDeliveries(
  tx: TeamTx,
  messages: readonly WebhookMessage[],
  endpoints?: Endpoints,
): Promise<number[]> {
  const to = endpoints ?? (await tx.webhooks.subscribed());
  const about = [...new Set(messages.flatMap((m) => candidateOf(m) ?? []))];
  const present = new Set(
    (about.length > 0 ? await tx.candidates.getMany(about) : []).flatMap((c) => c?.id ?? []),
  );
  const at = new Date().toISOString();
  const deliveries = messages.flatMap((message) => {
    const candidateId = candidateOf(message) ?? null;
    if (candidateId !== null && !present.has(candidateId)) return [];
    return to
      .filter((endpoint) => endpoint.events.includes(message.type))
      .map((endpoint) => ({
        webhookId: endpoint.id,
        messageId: newMessageId(),
        type: message.type,
        payload: JSON.stringify(message),
        candidateId,
        at,
      }));
  });
  const ids = await tx.webhooks.addDeliveries(deliveries);
  if (ids.length > 0)
    await tx.later.send('webhook', { ids }, { key: `batch:${ids[0]}`, afterRetryDelay: true });
  return ids;
}

export const webhookEvents: EventHandler<TeamTx> = {
  name: 'webhooks',
  async handle(tx, events) {
    const messages = webhookMessagesOf(events, new Date().toISOString());
    if (messages.length === 0) return;
    // Most servers have no endpoint: then nothing more is read or written.
    const endpoints = await tx.webhooks.subscribed();
    const wanted = new Set(endpoints.flatMap((endpoint) => endpoint.events));
    const sent = messages.filter((message) => wanted.has(message.type));
    if (sent.length === 0) return;
    // Without a durable queue (a tool's or a test's store) they are made here, and wait.
    if (tx.later.queued) await tx.later.send('webhook-events', { messages: sent });
    else await makeDeliveries(tx, sent, endpoints);
  },
};

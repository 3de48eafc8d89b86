/**
 * Webhooks (team mode): events sent to the HTTPS endpoints admins register, signed as Standard
 * Webhooks. Pure rules shared by the store (which derives events from a transaction's changes),
 * the delivery worker and the Integrations page.
 */
import type { Stage } from './enums';
import type { Recommendation } from './interviews';

export const WEBHOOK_EVENTS = [
  'application.received',
  'candidate.stage_changed',
  'candidate.hired',
  'candidate.erased',
  'interview.scheduled',
  'scorecard.submitted',
  'job.published',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * What each event's `data` holds: ids and the few fields a receiver needs, never a candidate's
 * name, email or phone (a receiver that needs them asks the API with its own token).
 */
export interface WebhookData {
  'application.received': { candidateId: number; jobId: number };
  /** `from` and `to` are the categories; `fromStageId` and `toStageId` the job's own stages. */
  'candidate.stage_changed': {
    candidateId: number;
    jobId: number;
    from: Stage;
    to: Stage;
    fromStageId: string;
    toStageId: string;
  };
  'candidate.hired': { candidateId: number; jobId: number };
  /** The id alone: the receiver is asked to forget everything it holds under it. */
  'candidate.erased': { candidateId: number };
  'interview.scheduled': { interviewId: number; candidateId: number; start: string; end: string };
  'scorecard.submitted': {
    scorecardId: number;
    interviewId: number;
    candidateId: number;
    recommendation: Recommendation | null;
  };
  'job.published': { jobId: number; title: string; slug: string };
  /** The terms stay behind the API: a receiver asks for the offer with its own token. */
  'offer.sent': { offerId: number; candidateId: number; jobId: number; version: number };
  'offer.accepted': { offerId: number; candidateId: number; jobId: number; version: number };
  'offer.declined': { offerId: number; candidateId: number; jobId: number; version: number };
}

/** One event, as the body of a delivery: `{ type, timestamp, data }`. */
export type WebhookMessage = {
  [E in WebhookEvent]: { type: E; timestamp: string; data: WebhookData[E] };
}[WebhookEvent];

/** The candidate an event is about, if any: its deliveries go with them (but `candidate.erased`). */
export function candidateOf(message: WebhookMessage): number | undefined {
  if (message.type === 'candidate.erased' || message.type === 'job.published') return undefined;
  return message.data.candidateId;
}

/**
 * Where a delivery stands: `pending` (queued, or retried after failures), `delivered` (a 2xx),
 * `failed` (given up after a day of failures, or its endpoint was turned off).
 */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** What the deliveries log says a state is. */
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  pending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** How long one try may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How many deliveries the log of an endpoint lists. */
export const WEBHOOK_DELIVERIES_PAGE = 100;

/**
 * Whether a delivery given up should turn its endpoint off: the endpoint answered no delivery
 * with a 2xx since this one was queued, so it has been failing for the whole retry period.
 */
export function disablesEndpoint(lastSuccessAt: string | null, deliveryQueuedAt: string): boolean {
  return lastSuccessAt === null || Date.parse(lastSuccessAt) < Date.parse(deliveryQueuedAt);
}

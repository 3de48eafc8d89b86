import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ChangeEvent } from '@/domain/changes';
import type { JobStatus, Stage } from '@/domain/enums';
import { endsAt } from '@/domain/interviews';
import { candidateOf, type WebhookEvent, type WebhookMessage } from '@/domain/webhooks';
import type { Tx, WebhookDeliveryRow, WebhookRow, WebhooksRepo } from '../types';
import type { PgDb } from './migrate';
import type { DeliveryQueue } from './queue';
import { webhookDeliveries, webhooks } from './schema';
import { isoTime, optionalIsoTime } from './time';
import { isId } from './values';

/**
 * Webhooks in SQL: the endpoints, their deliveries, and the one place events are made. A write
 * transaction's change events (`tx.notify`) say what happened; `watchForWebhooks` also notes what
 * they leave out (a candidate's stage and a job's status before the change, the scorecard written)
 * and, before the commit, writes a delivery and queues its job for each enabled endpoint that
 * wants the event: in the same transaction, so a write that rolls back sends nothing, and no
 * service has to remember webhooks.
 */

const endpointColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  enabled: webhooks.enabled,
  createdAt: isoTime(webhooks.createdAt),
  lastSuccessAt: optionalIsoTime(webhooks.lastSuccessAt),
  disabledAt: optionalIsoTime(webhooks.disabledAt),
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  webhookId: webhookDeliveries.webhookId,
  messageId: webhookDeliveries.messageId,
  type: webhookDeliveries.type,
  payload: webhookDeliveries.payload,
  state: webhookDeliveries.state,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  createdAt: isoTime(webhookDeliveries.createdAt),
  queuedAt: isoTime(webhookDeliveries.queuedAt),
  lastAttemptAt: optionalIsoTime(webhookDeliveries.lastAttemptAt),
};

/** A Standard Webhooks message id: `msg_` and 128 random bits. */
const newMessageId = () =>
  `msg_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')}`;

export function webhooksRepo(q: PgDb, queue: DeliveryQueue | undefined): WebhooksRepo {
  const get = async (id: number): Promise<WebhookRow | undefined> => {
    if (!isId(id)) return undefined;
    const [row] = await q.select(endpointColumns).from(webhooks).where(eq(webhooks.id, id));
    return row;
  };
  return {
    async insert(webhook) {
      const [row] = await q
        .insert(webhooks)
        .values({ ...webhook, enabled: true })
        .returning(endpointColumns);
      return row!;
    },
    list: () => q.select(endpointColumns).from(webhooks).orderBy(asc(webhooks.id)),
    get,
    async update(id, changes) {
      if (!isId(id)) return undefined;
      if (Object.keys(changes).length > 0)
        await q.update(webhooks).set(changes).where(eq(webhooks.id, id));
      return get(id);
    },
    async remove(id) {
      if (!isId(id)) return false;
      const removed = await q
        .delete(webhooks)
        .where(eq(webhooks.id, id))
        .returning({ id: webhooks.id });
      return removed.length > 0;
    },
    deliveries: async (webhookId, limit) =>
      isId(webhookId)
        ? ((await q
            .select(deliveryColumns)
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.webhookId, webhookId))
            .orderBy(desc(webhookDeliveries.id))
            .limit(limit)) as WebhookDeliveryRow[])
        : [],
    async getDelivery(id) {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id));
      return row as WebhookDeliveryRow | undefined;
    },
    async toSend(id) {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select({ delivery: deliveryColumns, endpoint: endpointColumns, secret: webhooks.secret })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, id));
      return row as
        { delivery: WebhookDeliveryRow; endpoint: WebhookRow; secret: string } | undefined;
    },
    async requeue(id, at) {
      await q
        .update(webhookDeliveries)
        .set({ state: 'pending', queuedAt: at })
        .where(eq(webhookDeliveries.id, id));
      await queue?.sendWebhook(q, id);
    },
    async settle(id, outcome) {
      const tried = {
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: outcome.at,
        lastStatus: outcome.status,
      };
      if (outcome.state === 'delivered') {
        // One statement. The endpoint's last success moves only when it is older than a
        // minute: a busy endpoint's deliveries would otherwise all queue on its one row's lock,
        // and what reads it (the list, a day of failures turning it off) needs no finer time.
        const delivered = q.$with('delivered').as(
          q
            .update(webhookDeliveries)
            .set({ ...tried, state: 'delivered', lastError: null })
            .where(eq(webhookDeliveries.id, id))
            .returning({ webhookId: webhookDeliveries.webhookId }),
        );
        await q
          .with(delivered)
          .update(webhooks)
          .set({ lastSuccessAt: outcome.at })
          .where(
            and(
              inArray(webhooks.id, q.select({ id: delivered.webhookId }).from(delivered)),
              or(
                isNull(webhooks.lastSuccessAt),
                sql`${webhooks.lastSuccessAt} < ${outcome.at}::timestamptz - interval '1 minute'`,
              ),
            ),
          );
      } else
        await q
          .update(webhookDeliveries)
          .set({ ...tried, state: outcome.state, lastError: outcome.error })
          .where(eq(webhookDeliveries.id, id));
    },
  };
}

/** What a transaction's change events leave out, noted as its work changes rows. */
interface Before {
  /** Each candidate's stage before the transaction first changed it. */
  stages: Map<number, Stage | undefined>;
  /** Each job's status before the transaction first changed it; 'new' for a job it made. */
  statuses: Map<number, JobStatus | 'new' | undefined>;
  /** The scorecards the transaction wrote, by interview. */
  scorecards: Map<number, number[]>;
}

/**
 * Watches a write transaction's repositories for what webhooks need, and answers the `flush`
 * the store calls with the transaction's change events once the work is done, before it commits.
 * Reads the services make are remembered, so noting a stage before a move costs no more reads.
 */
export function watchForWebhooks<X extends Tx>(
  tx: X,
  q: PgDb,
  queue: DeliveryQueue | undefined,
): { tx: X; flush: (changes: readonly ChangeEvent[]) => Promise<void> } {
  const before: Before = { stages: new Map(), statuses: new Map(), scorecards: new Map() };
  const { candidates, jobs, scorecards } = tx;
  const sawCandidate = (candidate: { id: number; stage: Stage } | undefined) => {
    if (candidate && !before.stages.has(candidate.id))
      before.stages.set(candidate.id, candidate.stage);
  };
  const sawJob = (job: { id: number; status: JobStatus } | undefined) => {
    if (job && !before.statuses.has(job.id)) before.statuses.set(job.id, job.status);
  };
  const stageFirst = async (id: number) => {
    if (!before.stages.has(id)) before.stages.set(id, (await candidates.get(id))?.stage);
  };
  const wroteScorecard = (card: { id: number; interviewId: number }) => {
    const ids = before.scorecards.get(card.interviewId) ?? [];
    before.scorecards.set(card.interviewId, [...ids, card.id]);
  };
  const watched: X = {
    ...tx,
    candidates: {
      ...candidates,
      get: async (id) => {
        const found = await candidates.get(id);
        sawCandidate(found);
        return found;
      },
      lock: async (id) => {
        const found = await candidates.lock(id);
        sawCandidate(found);
        return found;
      },
      getMany: async (ids) => {
        const found = await candidates.getMany(ids);
        found.forEach(sawCandidate);
        return found;
      },
      insert: async (candidate) => {
        const made = await candidates.insert(candidate);
        sawCandidate(made);
        return made;
      },
      insertMany: async (rows) => {
        const made = await candidates.insertMany(rows);
        made.forEach(sawCandidate);
        return made;
      },
      update: async (candidate) => {
        await stageFirst(candidate.id);
        await candidates.update(candidate);
      },
      setStage: async (id, stage) => {
        await stageFirst(id);
        await candidates.setStage(id, stage);
      },
    },
    jobs: {
      ...jobs,
      get: async (id) => {
        const found = await jobs.get(id);
        sawJob(found);
        return found;
      },
      getMany: async (ids) => {
        const found = await jobs.getMany(ids);
        found.forEach(sawJob);
        return found;
      },
      insert: async (job) => {
        const made = await jobs.insert(job);
        before.statuses.set(made.id, 'new');
        return made;
      },
      insertMany: async (rows) => {
        const made = await jobs.insertMany(rows);
        for (const job of made) before.statuses.set(job.id, 'new');
        return made;
      },
      update: async (job) => {
        if (!before.statuses.has(job.id)) sawJob(await jobs.get(job.id));
        await jobs.update(job);
      },
    },
    scorecards: {
      ...scorecards,
      insert: async (row) => {
        const made = await scorecards.insert(row);
        wroteScorecard(made);
        return made;
      },
      update: async (card) => {
        await scorecards.update(card);
        wroteScorecard(card);
      },
    },
  };
  return {
    tx: watched,
    flush: async (changes) => {
      if (!changes.some(mayAnnounce)) return;
      // Most servers have no endpoint: then nothing more is read.
      const endpoints = await q
        .select({ id: webhooks.id, events: webhooks.events })
        .from(webhooks)
        .where(eq(webhooks.enabled, true));
      const wanted = new Set(endpoints.flatMap((endpoint) => endpoint.events));
      if (wanted.size === 0) return;
      const messages = await messagesOf(tx, before, changes, new Date().toISOString());
      await fanOut(q, queue, endpoints, messages);
    },
  };
}

/** The webhook events of a transaction's changes, in the order they were announced. */
async function messagesOf(
  tx: Tx,
  before: Before,
  changes: readonly ChangeEvent[],
  timestamp: string,
): Promise<WebhookMessage[]> {
  const messages: WebhookMessage[] = [];
  const moved = new Set<number>();
  const jobsSeen = new Set<number>();
  // The candidates moved, as the transaction leaves them, in one read.
  const movedIds = [
    ...new Set(
      changes.flatMap((c) => (c.entity === 'candidate' && c.action === 'moved' ? [c.id] : [])),
    ),
  ];
  const movedNow = new Map(
    (movedIds.length > 0 ? await tx.candidates.getMany(movedIds) : []).flatMap((c) =>
      c ? [[c.id, c] as const] : [],
    ),
  );
  for (const change of changes) {
    if (change.entity === 'application' && change.action === 'received')
      messages.push({
        type: 'application.received',
        timestamp,
        data: { candidateId: change.candidateId, jobId: change.jobId },
      });
    else if (change.entity === 'candidate' && change.action === 'moved') {
      if (moved.has(change.id)) continue;
      moved.add(change.id);
      const from = before.stages.get(change.id);
      const now = movedNow.get(change.id);
      if (!from || !now || from === now.stage) continue;
      const ids = { candidateId: now.id, jobId: now.jobId };
      messages.push({
        type: 'candidate.stage_changed',
        timestamp,
        data: { ...ids, from, to: now.stage },
      });
      if (now.stage === 'hired') messages.push({ type: 'candidate.hired', timestamp, data: ids });
    } else if (change.entity === 'candidate' && change.action === 'erased')
      messages.push({ type: 'candidate.erased', timestamp, data: { candidateId: change.id } });
    else if (change.entity === 'interview' && change.action === 'scheduled') {
      const interview = await tx.interviews.get(change.id);
      if (interview)
        messages.push({
          type: 'interview.scheduled',
          timestamp,
          data: {
            interviewId: interview.id,
            candidateId: interview.candidateId,
            start: new Date(interview.startsAt).toISOString(),
            end: new Date(endsAt(interview)).toISOString(),
          },
        });
    } else if (change.entity === 'scorecard' && change.action === 'submitted') {
      const written = before.scorecards.get(change.interviewId) ?? [];
      const cards = await tx.scorecards.listByInterview(change.interviewId);
      const card = cards.find((c) => written.includes(c.id) && c.submittedAt);
      if (card)
        messages.push({
          type: 'scorecard.submitted',
          timestamp,
          data: {
            scorecardId: card.id,
            interviewId: card.interviewId,
            candidateId: card.candidateId,
            recommendation: card.recommendation ?? null,
          },
        });
    } else if (
      change.entity === 'job' &&
      (change.action === 'created' || change.action === 'edited')
    ) {
      // Published: active now, and not before (a new job counts as not active before).
      if (jobsSeen.has(change.id)) continue;
      jobsSeen.add(change.id);
      const was = before.statuses.get(change.id);
      const job = await tx.jobs.get(change.id);
      if (job?.status === 'active' && was !== undefined && was !== 'active')
        messages.push({
          type: 'job.published',
          timestamp,
          data: { jobId: job.id, title: job.title, slug: job.slug },
        });
    }
  }
  // Nothing more about a candidate erased by the same transaction: their id's last word is erased.
  const erased = new Set(
    messages.flatMap((m) => (m.type === 'candidate.erased' ? [m.data.candidateId] : [])),
  );
  return messages.filter((m) => {
    const candidateId = candidateOf(m);
    return candidateId === undefined || !erased.has(candidateId);
  });
}

/** Whether a change event may make a webhook event. */
const mayAnnounce = (change: ChangeEvent) =>
  (change.entity === 'application' && change.action === 'received') ||
  (change.entity === 'candidate' && (change.action === 'moved' || change.action === 'erased')) ||
  (change.entity === 'interview' && change.action === 'scheduled') ||
  (change.entity === 'scorecard' && change.action === 'submitted') ||
  (change.entity === 'job' && (change.action === 'created' || change.action === 'edited'));

/** A delivery, and its job, for each enabled endpoint that wants each message. */
async function fanOut(
  q: PgDb,
  queue: DeliveryQueue | undefined,
  endpoints: ReadonlyArray<{ id: number; events: WebhookEvent[] }>,
  messages: readonly WebhookMessage[],
): Promise<void> {
  const at = new Date().toISOString();
  const rows = messages.flatMap((message) =>
    endpoints
      .filter((endpoint) => endpoint.events.includes(message.type))
      .map((endpoint) => ({
        webhookId: endpoint.id,
        messageId: newMessageId(),
        type: message.type,
        payload: JSON.stringify(message),
        candidateId: candidateOf(message) ?? null,
        state: 'pending' as const,
        createdAt: at,
        queuedAt: at,
      })),
  );
  if (rows.length === 0) return;
  const made = await q
    .insert(webhookDeliveries)
    .values(rows)
    .returning({ id: webhookDeliveries.id });
  await queue?.sendNewWebhooks(
    q,
    made.map(({ id }) => id),
  );
}

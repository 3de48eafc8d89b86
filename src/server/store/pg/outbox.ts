import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { EMAIL_STATES, type EmailState } from '@/domain/outbox';
import type { LaterRepo, OutboxRepo, StoredEmail } from '../types';
import type { PgDb } from './migrate';
import { outbox } from './schema';
import { isoTime, optionalIsoTime } from './time';
import { isId } from './values';

/** The outbox in SQL; with a delivery queue, each message's delivery is an `email` job of the same transaction. */

const columns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.recipient,
  replyTo: outbox.replyTo,
  subject: outbox.subject,
  text: outbox.textBody,
  html: outbox.htmlBody,
  candidateId: outbox.candidateId,
  messageKey: outbox.messageKey,
  state: outbox.state,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: isoTime(outbox.createdAt),
  queuedAt: isoTime(outbox.queuedAt),
  sentAt: optionalIsoTime(outbox.sentAt),
  sendAt: optionalIsoTime(outbox.sendAt),
  calendar: outbox.calendar,
  statusLink: outbox.statusLink,
};

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

/** A row as the store answers it: absent optional fields left out. */
function stored(row: Row): StoredEmail {
  const { replyTo, html, candidateId, sendAt, calendar, statusLink, ...rest } =
    row as unknown as StoredEmail & {
      replyTo: string | null;
      html: string | null;
      candidateId: number | null;
      sendAt: string | null;
      calendar: string | null;
      statusLink: StoredEmail['statusLink'] | null;
    };
  return {
    ...rest,
    ...(statusLink !== null && { statusLink }),
    ...(calendar !== null && { calendar }),
    ...(replyTo !== null && { replyTo }),
    ...(html !== null && { html }),
    ...(candidateId !== null && { candidateId }),
    ...(sendAt !== null && { sendAt }),
  };
}

/** 96 random bits, as letters and digits. */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** `sendAt` when it is after `at`: when a job should start. */
const later = (sendAt: string | undefined, at: string) =>
  sendAt !== undefined && Date.parse(sendAt) > Date.parse(at) ? sendAt : undefined;

/** What a delivered or abandoned secret-bearing message keeps of its body. */
const CLEARED = '(This message held a link that signs in. It is not kept once sent.)';

export function outboxRepo(q: PgDb, queue: LaterRepo | undefined): OutboxRepo {
  const get = async (id: number) => {
    if (!isId(id)) return undefined;
    const [row] = await q.select(columns).from(outbox).where(eq(outbox.id, id));
    return row && stored(row);
  };
  /** A message's state when written: sent now, later, or waiting for a mail server. */
  const stateFor = (sendAt: string | undefined, at: string): EmailState =>
    !queue ? 'waiting' : later(sendAt, at) ? 'scheduled' : 'queued';
  return {
    async add(email, at) {
      const [row] = await q
        .insert(outbox)
        .values({
          kind: email.kind,
          recipient: email.to,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          candidateId: email.candidateId ?? null,
          messageKey: randomKey(),
          state: stateFor(email.sendAt, at),
          createdAt: at,
          queuedAt: email.sendAt ?? at,
          sendAt: email.sendAt ?? null,
          calendar: email.calendar ?? null,
          statusLink: email.statusLink ?? null,
        })
        .returning(columns);
      const message = stored(row!);
      await queue?.send('email', { id: message.id }, { after: later(email.sendAt, at) });
      return message;
    },
    get,
    list: async ({ state, before, limit }) =>
      (
        await q
          .select(columns)
          .from(outbox)
          .where(
            and(
              state ? eq(outbox.state, state) : undefined,
              before !== undefined ? lt(outbox.id, before) : undefined,
            ),
          )
          .orderBy(desc(outbox.id))
          .limit(limit)
      ).map(stored),
    async counts() {
      const rows = await q
        .select({ state: outbox.state, count: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.state);
      const counts = Object.fromEntries(EMAIL_STATES.map((s) => [s, 0])) as Record<
        EmailState,
        number
      >;
      for (const row of rows) counts[row.state] = row.count;
      return counts;
    },
    async requeue(id, at) {
      const message = await get(id);
      if (!message) return;
      const after = later(message.sendAt, at);
      await q
        .update(outbox)
        .set({ state: stateFor(after, at), queuedAt: after ?? at, lastError: null })
        .where(eq(outbox.id, id));
      await queue?.send('email', { id }, { after });
    },
    async cancel(id) {
      const cancelled = await q
        .update(outbox)
        .set({ state: 'cancelled' })
        .where(and(eq(outbox.id, id), inArray(outbox.state, ['scheduled', 'waiting'])))
        .returning({ id: outbox.id });
      return cancelled.length > 0;
    },
    listByCandidate: async (candidateId) =>
      isId(candidateId)
        ? (
            await q
              .select(columns)
              .from(outbox)
              .where(eq(outbox.candidateId, candidateId))
              .orderBy(desc(outbox.id))
          ).map(stored)
        : [],
    async countTo(to, kind, since) {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(
          and(
            sql`lower(${outbox.recipient}) = lower(${to})`,
            eq(outbox.kind, kind),
            sql`${outbox.createdAt} >= ${since}::timestamptz`,
          ),
        );
      return row?.n ?? 0;
    },
    async settle(id, outcome) {
      const attempts = sql`${outbox.attempts} + 1`;
      if (outcome.state === 'sent')
        await q
          .update(outbox)
          .set({
            state: 'sent',
            attempts,
            sentAt: outcome.at,
            lastError: null,
            ...(outcome.clearBody && { textBody: CLEARED, htmlBody: null }),
          })
          .where(eq(outbox.id, id));
      else
        await q
          .update(outbox)
          .set({
            state: outcome.state,
            attempts,
            lastError: outcome.error,
            ...(outcome.state === 'failed' &&
              outcome.clearBody && { textBody: CLEARED, htmlBody: null }),
          })
          .where(eq(outbox.id, id));
    },
    waiting: async () =>
      (
        await q
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.state, 'waiting'))
          .orderBy(outbox.id)
      ).map((row) => row.id),
  };
}

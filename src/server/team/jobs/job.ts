import type { ReadText } from '../../services/search-index';
import type { MailContext } from '../../services/messages';
import type { JobKind, JobName, JobRun, TeamStore } from '../../store/types';
import type { DeliveryOptions } from '../mail/delivery';
import type { Mailer } from '../mail/mailer';
import type { WebhookDeliveryOptions } from '../webhooks/delivery';

/**
 * A kind of background job, in one file: its name, the schema of its data, how its jobs are kept,
 * retried and worked (`JobKind`, all the queue knows of it) and its handler. Every kind is in the
 * one list of server/team/jobs/index.ts; a write asks for a job by its name
 * (`tx.later.send(name, data)`), which the compiler holds to the kind's data.
 */
export type JobDefinition<N extends JobName = JobName> = JobKind<N> & {
  /** Whether this server works the kind (emails only with a mail server); yes if left out. */
  worked?(context: JobContext): boolean;
} & (
    | {
        /** One job: a throw retries it with its kind's backoff. */
        handle(run: JobRun<N>, context: JobContext): Promise<void>;
      }
    | {
        /** A batch of jobs (its `batchSize`) at once: a throw retries them all. */
        handleAll(runs: ReadonlyArray<JobRun<N>>, context: JobContext): Promise<void>;
      }
  );

/** What a team server gives its jobs (src/node/server.ts). */
export interface JobContext {
  store: TeamStore;
  /** Where links in emails point, and whether mail is sent. */
  mail: MailContext;
  /** The mail server (SMTP_URL): without one, messages wait in the outbox. */
  mailer?: Mailer;
  /** The email deliveries' settings (where a status link points, what to log of a failure). */
  email?: Omit<DeliveryOptions, 'linkBase'>;
  /** The webhook deliveries' settings (TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE, what to log of a failure). */
  webhooks?: WebhookDeliveryOptions;
  /** A reader of files' text for one round of the search index, closed after it. */
  textReader?: () => { read: ReadText; close: () => Promise<void> };
  /**
   * Resolves when this server may start background work: its requests come first (the Node
   * host's gauge: none being answered, or after a second at the most).
   */
  idle?: () => Promise<void>;
  /** Told of a job's outcome worth a line in the server's log (a retention run). */
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/** A definition, its data's type checked against its name's. */
export const defineJob = <N extends JobName>(definition: JobDefinition<N>): JobDefinition<N> =>
  definition;

/** The queue as the jobs are worked on it (pg/queue.ts's `JobQueue`). */
export interface JobWorker {
  work<N extends JobName>(name: N, handle: (run: JobRun<N>) => Promise<void>): Promise<void>;
  workAll<N extends JobName>(
    name: N,
    handle: (runs: ReadonlyArray<JobRun<N>>) => Promise<void>,
  ): Promise<void>;
}

import type { JobName } from '../../store/types';
import { emailJob } from '../mail/email-job';
import { busyCalendarsJob } from './busy-calendars';
import { emailDigestJob } from './email-digest';
import { interviewReminderJob } from './interview-reminder';
import { webhookEventsJob } from '../webhooks/events-job';
import { webhookJob } from '../webhooks/delivery-job';
import type { JobContext, JobDefinition, JobWorker } from './job';
import { retentionJob } from './retention';
import { scorecardsDueJob } from './scorecards-due';
import { searchIndexJob } from './search-index';

/**
 * Every kind of background job a team server has, by name: the one list. The queue is opened with
 * it (its pg-boss queues and their options), and each server works every kind it can. The compiler
 * asks for an entry for each name a write may send (`JobPayloads`).
 */
const JOBS: { [N in JobName]: JobDefinition<N> } = {
  email: emailJob,
  'webhook-events': webhookEventsJob,
  webhook: webhookJob,
  'scorecards-due': scorecardsDueJob,
  'interview-reminder': interviewReminderJob,
  retention: retentionJob,
  'email-digest': emailDigestJob,
  'search-index': searchIndexJob,
  'busy-calendars': busyCalendarsJob,
};

export const TEAM_JOBS: readonly JobDefinition[] = Object.values(JOBS) as JobDefinition[];

/** Works, on `queue`, every kind of job this server works (each as its definition says). */
export async function workJobs(
  queue: JobWorker,
  context: JobContext,
  jobs: readonly JobDefinition[] = TEAM_JOBS,
): Promise<void> {
  for (const job of jobs) {
    if (!(job.worked?.(context) ?? true)) continue;
    // A job fetched while the server answers requests waits for them (briefly): they come first.
    if ('handleAll' in job)
      await queue.workAll(job.name, async (runs) => {
        await context.idle?.();
        await job.handleAll(runs, context);
      });
    else
      await queue.work(job.name, async (run) => {
        await context.idle?.();
        await job.handle(run, context);
      });
  }
}

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive, type LiveOptions } from '@/api/live-events';
import { membersKey } from '@/api/queries/get-members';
import type { ChangeEvent } from '@/domain/changes';
import { assessmentKeys } from '@/features/assessments/api/keys';
import { getMe } from '@/features/auth/api/get-me';
import { candidateKeys } from '@/features/candidates/api/keys';
import { mentionDirectoryKey } from '@/features/candidates/api/get-mention-directory';
import { fileKeys } from '@/features/files/api/keys';
import { interviewKeys } from '@/features/interviews/api/keys';
import { jobKeys } from '@/features/jobs/api/keys';
import { notificationKeys } from '@/features/notifications/api/keys';
import { reportKeys } from '@/features/reports/api/keys';

/** The queries a change makes stale, or 'all' when anything may have changed. */
export function staleQueries(event: ChangeEvent): QueryKey[] | 'all' {
  switch (event.entity) {
    case 'job':
      // Lists, the job itself and the board's job choices all start with 'jobs'.
      return [jobKeys.all];
    case 'jobs':
      return [jobKeys.lists()];
    case 'candidate':
      // An edit may change what the board's cards show (a name, an email) and the reports (a source).
      return [
        reportKeys.all,
        candidateKeys.lists(),
        candidateKeys.detail(event.id),
        ...(event.action === 'erased' ? [assessmentKeys.jobResponses(event.jobId)] : []),
      ];
    case 'note':
      return [candidateKeys.notes(event.candidateId)];
    case 'assessment':
      return [assessmentKeys.detail(event.jobId)];
    case 'interview-plan':
      return [interviewKeys.plan(event.jobId)];
    case 'interview':
      // The candidate's interviews, every list of interviews, the timeline that says so, and who
      // may be mentioned on them (an interviewer added or taken off may open them or not).
      return [
        interviewKeys.lists(),
        candidateKeys.timeline(event.candidateId),
        mentionDirectoryKey(event.candidateId),
      ];
    case 'scorecard':
      return [interviewKeys.scorecards(event.candidateId)];
    case 'offer':
      // The offers feature's queries all start with 'offers'; an acceptance moves the candidate.
      return [
        ['offers'],
        candidateKeys.timeline(event.candidateId),
        candidateKeys.detail(event.candidateId),
      ];
    case 'file':
      return [fileKeys.candidate(event.candidateId)];
    case 'application':
      return [
        reportKeys.all,
        candidateKeys.lists(),
        candidateKeys.detail(event.candidateId),
        assessmentKeys.jobResponses(event.jobId),
        assessmentKeys.candidateResponses(event.candidateId),
        // An application may bring a résumé.
        fileKeys.candidate(event.candidateId),
      ];
    case 'data':
      return 'all';
    case 'member':
      // The team's list (and who may be @-mentioned) follow a change of role or a deactivation.
      return event.action === 'changed' ? [membersKey] : [];
    case 'notification':
      // Only the member's own list answers: another member's refetch costs one small read.
      return [notificationKeys.list()];
  }
}

/** How long changes are gathered before the screen refetches: a burst costs one refetch. */
const GATHER_MS = 50;

/**
 * Team mode: follows the other members' work. Each change refetches the queries it makes stale
 * (only those on screen refetch at once; the rest on their next use). While this page has a write
 * of its own under way, refetching waits for it to settle, so a card dropped here does not jump
 * back to where a refetch begun before the drop still had it.
 */
export function LiveUpdates({ options }: { options?: LiveOptions }) {
  const client = useQueryClient();
  useEffect(() => {
    let stale: QueryKey[] = [];
    let everything = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // A query's first load under way is not restarted by an invalidation, which joins it: its
    // answer may have been read before the change. It is cancelled, so the refetch reads afresh.
    const refresh = async (filters?: { queryKey: QueryKey }) => {
      await client.cancelQueries({
        ...filters,
        predicate: (query) => query.state.data === undefined && query.state.fetchStatus !== 'idle',
      });
      await client.invalidateQueries(filters);
    };
    const flush = () => {
      timer = undefined;
      if (client.isMutating() > 0) return;
      if (everything) void refresh();
      else for (const queryKey of stale) void refresh({ queryKey });
      stale = [];
      everything = false;
    };
    const schedule = () => {
      if (stale.length > 0 || everything) timer ??= setTimeout(flush, GATHER_MS);
    };
    const stopMutations = client.getMutationCache().subscribe(() => {
      if (client.isMutating() === 0) schedule();
    });
    const stopLive = subscribeLive(
      (message) => {
        const keys = message.type === 'refresh' ? 'all' : staleQueries(message.event);
        if (keys === 'all') everything = true;
        else stale.push(...keys);
        schedule();
      },
      {
        // The server refused the stream: a 401 here tells the app the session has ended.
        onRefused: () => void getMe().catch(() => {}),
        ...options,
      },
    );
    return () => {
      clearTimeout(timer);
      stopMutations();
      stopLive();
    };
  }, [client, options]);
  return null;
}

import {
  interviewMoveTarget,
  isInterviewLength,
  isWebLink,
  PLAN_LIMITS,
  type PlanInterview,
} from '@/domain/interviews';
import { stagesOf, type PipelineStage } from '@/domain/pipelines';
import type { Job, Stage } from '@/domain/types';

/** A length typed in minutes, if it is one an interview may have. */
export function typedLength(typed: string): number | undefined {
  const minutes = Number(typed);
  return /^\d+$/.test(typed.trim()) && isInterviewLength(minutes) ? minutes : undefined;
}

/**
 * The schedule form's rules: a start typed as a date and a time in the viewer's own time zone,
 * sent as UTC, and what keeps the form from being sent. A stored start is shown by
 * `formatWeekdayDateTime` (src/lib/format-date-time).
 */

export interface ScheduleDraft {
  planInterviewId: string;
  date: string;
  time: string;
  durationMinutes: string;
  interviewerIds: number[];
  location: string;
  videoUrl: string;
  instructions: string;
}

/** A local date (YYYY-MM-DD) and time (HH:MM) as an ISO time in UTC; undefined if not a time. */
export function localToUtc(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** A stored start (UTC) as the date and time the viewer types in their own time zone. */
export function utcToLocal(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(at.getHours())}:${two(at.getMinutes())}`,
  };
}

/** What keeps the form from being sent, by field. */
export function scheduleProblems(
  draft: ScheduleDraft,
): Partial<Record<keyof ScheduleDraft, string>> {
  const problems: Partial<Record<keyof ScheduleDraft, string>> = {};
  if (!draft.planInterviewId) problems.planInterviewId = 'Choose an interview of the plan.';
  if (!localToUtc(draft.date, draft.time)) problems.date = 'Give a date and a time.';
  if (!typedLength(draft.durationMinutes))
    problems.durationMinutes = `The duration must be whole minutes from ${PLAN_LIMITS.minMinutes} to ${PLAN_LIMITS.maxMinutes}.`;
  if (draft.interviewerIds.length === 0)
    problems.interviewerIds = 'Choose at least one interviewer.';
  if (draft.videoUrl.trim() && !isWebLink(draft.videoUrl.trim()))
    problems.videoUrl = 'The video link must start with http:// or https://.';
  return problems;
}

/**
 * The stage "Move to … when scheduled" offers: the chosen interview's stage of the job, while the
 * candidate is in an earlier one (and in neither Hired nor Rejected). Nothing until the
 * candidate, the job and an interview are known.
 */
export function moveOffer(
  candidate: { stage: Stage; stageId?: string } | undefined,
  job: Pick<Job, 'stages'> | undefined,
  item: Pick<PlanInterview, 'stage' | 'stageId'> | undefined,
): PipelineStage | undefined {
  if (!candidate || !job || !item) return undefined;
  return interviewMoveTarget(candidate, item, stagesOf(job));
}

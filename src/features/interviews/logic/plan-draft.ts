import {
  PLAN_LIMITS,
  planProblems,
  type InterviewPlan,
  type InterviewPlanInput,
  type PlanStage,
} from '@/domain/interviews';
import { typedLength } from './schedule-form';

/**
 * The interview plan editor's draft: the plan as typed (a duration is text until saved), each
 * interview and attribute with a key of its own for the page, and the edits the editor makes.
 * Pure: the component keeps a draft and replaces it with what these return.
 */

export interface AttributeDraft {
  key: string;
  id?: string;
  heading: string;
  name: string;
}

export interface InterviewDraft {
  key: string;
  id?: string;
  name: string;
  stage: PlanStage;
  durationMinutes: string;
  attributes: AttributeDraft[];
}

let made = 0;
const nextKey = () => `draft-${(made += 1)}`;

export function toDraft(plan: InterviewPlan): InterviewDraft[] {
  return plan.interviews.map((interview) => ({
    key: nextKey(),
    id: interview.id,
    name: interview.name,
    stage: interview.stage,
    durationMinutes: String(interview.durationMinutes),
    attributes: interview.attributes.map((item) => ({ key: nextKey(), ...item })),
  }));
}

export const newAttribute = (heading = 'Skills'): AttributeDraft => ({
  key: nextKey(),
  heading,
  name: '',
});

export const newInterview = (): InterviewDraft => ({
  key: nextKey(),
  name: '',
  stage: 'screen',
  durationMinutes: '45',
  attributes: [newAttribute()],
});

/** `list` with the item at `from` moved by `by` places (a no-op past either end). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The draft as the API takes it. */
export function fromDraft(draft: readonly InterviewDraft[]): InterviewPlanInput {
  return {
    interviews: draft.map((interview) => ({
      ...(interview.id && { id: interview.id }),
      name: interview.name,
      stage: interview.stage,
      durationMinutes: Number(interview.durationMinutes),
      attributes: interview.attributes.map((item) => ({
        ...(item.id && { id: item.id }),
        heading: item.heading,
        name: item.name,
      })),
    })),
  };
}

/** What keeps the draft from being saved: durations as typed, then the plan's own rules. */
export function draftProblems(draft: readonly InterviewDraft[]): string[] {
  const problems: string[] = [];
  draft.forEach((interview, i) => {
    if (!typedLength(interview.durationMinutes))
      problems.push(
        `Interview ${i + 1}: the duration must be whole minutes from ${PLAN_LIMITS.minMinutes} to ${PLAN_LIMITS.maxMinutes}.`,
      );
  });
  if (draft.length > PLAN_LIMITS.interviews)
    problems.push(`A plan has at most ${PLAN_LIMITS.interviews} interviews.`);
  return [...problems, ...planProblems(fromDraft(draft))];
}

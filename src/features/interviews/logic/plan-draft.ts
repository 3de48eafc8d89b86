import { STAGE_LABELS } from '@/domain/constants';
import {
  PLAN_LIMITS,
  PLAN_STAGES,
  planProblems,
  type InterviewPlan,
  type InterviewPlanInput,
  type PlanStage,
} from '@/domain/interviews';
import type { PipelineStage } from '@/domain/pipelines';
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
  /** The job's stage, when not the category's first (see `PlanInterview`). */
  stageId?: string;
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
    ...(interview.stageId !== undefined && { stageId: interview.stageId }),
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

/** A stage the editor offers an interview: `value` is what its select holds. */
export interface StageChoice {
  value: string;
  label: string;
  stage: PlanStage;
  /** Absent: the category's first stage of the job. */
  stageId?: string;
}

/**
 * The stages an interview may belong to: the job's stages in the plan's categories, by name, in
 * the job's order (a job on the default stages: Screen, Tech, Offer). A category the job has no
 * stage in is still offered for an interview already in it, so it reads as it is.
 */
export function stageChoices(
  stages: readonly PipelineStage[],
  keep: readonly PlanStage[] = [],
): StageChoice[] {
  const choices: StageChoice[] = [];
  for (const stage of PLAN_STAGES) {
    const own = stages.filter((s) => s.category === stage);
    own.forEach((s, i) =>
      choices.push({
        value: s.id,
        label: s.name,
        stage,
        ...(i > 0 && { stageId: s.id }),
      }),
    );
    if (own.length === 0 && keep.includes(stage))
      choices.push({
        value: `@${stage}`,
        label: `${STAGE_LABELS[stage]} (no stage of this job)`,
        stage,
      });
  }
  return choices;
}

/** The choice an interview of the draft holds among `choices`. */
export function choiceOf(interview: InterviewDraft, choices: readonly StageChoice[]): string {
  const own = choices.find(
    (c) =>
      c.stage === interview.stage && c.stageId !== undefined && c.stageId === interview.stageId,
  );
  return (own ?? choices.find((c) => c.stage === interview.stage))?.value ?? '';
}

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
      ...(interview.stageId !== undefined && { stageId: interview.stageId }),
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

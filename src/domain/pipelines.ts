import { STAGE_LABELS } from './constants';
import { STAGES, type Stage } from './enums';

/**
 * A job's hiring pipeline: its own stages, in order, each under one of the six categories that the
 * spec's board, its counts, reports and webhooks know (a job's "Portfolio review" counts as
 * `screen`). The category order is the pipeline's backbone: a job's stages run in it, so every
 * stage of a category comes after those of the categories before it.
 */

export interface PipelineStage {
  /** Unique within its job; the default stages' ids are their categories' names. */
  id: string;
  name: string;
  category: Stage;
  /** Days a candidate is expected to spend here: longer is marked on the board. */
  expectedDays?: number;
}

/** A stage as a request gives it: a new one has no id yet. */
export type PipelineStageInput = Omit<PipelineStage, 'id'> & { id?: string };

export const PIPELINE_LIMITS = { stages: 20, name: 60, expectedDays: 365, id: 40 } as const;

/** Where candidates come in, and the two ends: every pipeline has a stage in each. */
export const REQUIRED_CATEGORIES = [
  'applied',
  'hired',
  'rejected',
] as const satisfies readonly Stage[];

/** The six stages as the spec names them: the organization's default template. */
export const DEFAULT_STAGES: readonly PipelineStage[] = STAGES.map((category) => ({
  id: category,
  name: STAGE_LABELS[category],
  category,
}));

const categoryRank = (category: Stage) => STAGES.indexOf(category);
const CATEGORY_ORDER = STAGES.map((category) => STAGE_LABELS[category]).join(', ');

/** Whether a job's stages are the six default ones, as the spec's jobs have them. */
export const isDefaultPipeline = (stages: readonly PipelineStage[]): boolean =>
  stages.length === DEFAULT_STAGES.length &&
  stages.every((stage, i) => {
    const six = DEFAULT_STAGES[i]!;
    return (
      stage.id === six.id &&
      stage.name === six.name &&
      stage.category === six.category &&
      stage.expectedDays === undefined
    );
  });

/**
 * What is wrong with a list of stages, in words (none: it may be kept). Names are compared
 * trimmed and without regard to case, as people read them.
 */
export function pipelineProblems(stages: readonly PipelineStageInput[]): string[] {
  const problems: string[] = [];
  if (stages.length > PIPELINE_LIMITS.stages)
    problems.push(`A pipeline has at most ${PIPELINE_LIMITS.stages} stages.`);
  for (const category of REQUIRED_CATEGORIES)
    if (!stages.some((stage) => stage.category === category))
      problems.push(`A pipeline needs a stage in ${STAGE_LABELS[category]}.`);
  const names = new Set<string>();
  const ids = new Set<string>();
  stages.forEach((stage, i) => {
    const name = stage.name.trim();
    if (name.length === 0) problems.push(`Stage ${i + 1} needs a name.`);
    else if (name.length > PIPELINE_LIMITS.name)
      problems.push(`“${name}” is longer than ${PIPELINE_LIMITS.name} characters.`);
    const key = name.toLocaleLowerCase('en');
    if (name.length > 0 && names.has(key))
      problems.push(`Two stages are named “${name}”: each needs a name of its own.`);
    names.add(key);
    if (stage.id !== undefined) {
      if (ids.has(stage.id)) problems.push(`Two stages have the id ${stage.id}.`);
      ids.add(stage.id);
    }
    const before = stages[i - 1];
    if (before && categoryRank(stage.category) < categoryRank(before.category))
      problems.push(
        `“${name}” (${STAGE_LABELS[stage.category]}) comes after “${before.name.trim()}” (${STAGE_LABELS[before.category]}): stages run in the order ${CATEGORY_ORDER}.`,
      );
  });
  return problems;
}

/** The stage of `id` in a job's stages. */
export const stageById = (
  stages: readonly PipelineStage[],
  id: string,
): PipelineStage | undefined => stages.find((stage) => stage.id === id);

/** A category's first stage: where a move by category alone (`{ stage }`) goes. */
export const firstStageOf = (
  stages: readonly PipelineStage[],
  category: Stage,
): PipelineStage | undefined => stages.find((stage) => stage.category === category);

/**
 * The stages as kept: names trimmed, and an id for each new one (`newId` is asked until it gives
 * one the list does not hold).
 */
export function withStageIds(
  stages: readonly PipelineStageInput[],
  newId: () => string,
): PipelineStage[] {
  const taken = new Set(stages.flatMap((stage) => (stage.id === undefined ? [] : [stage.id])));
  return stages.map(({ id, name, category, expectedDays }) => {
    let kept = id;
    if (kept === undefined) {
      do kept = newId();
      while (taken.has(kept));
      taken.add(kept);
    }
    return {
      id: kept,
      name: name.trim(),
      category,
      ...(expectedDays !== undefined && { expectedDays }),
    };
  });
}

/** A new stage's id: short, random, and unlike any category's name. */
export const newStageId = (): string => `s${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A removed stage and where its candidates go. */
export interface StageRemoval {
  id: string;
  moveTo: string | null;
}

/**
 * What replacing a job's stages `before` by `after` removes, and where each removed stage's
 * candidates go (`moveTo`: removed stage id to a stage of `after`). A stage that still holds
 * candidates (`counts`) is removed only with somewhere to send them; a problem in words otherwise.
 */
export function stageRemovals(
  before: readonly PipelineStage[],
  after: readonly PipelineStage[],
  counts: ReadonlyMap<string, number>,
  moveTo: Readonly<Record<string, string>> = {},
): { removals: StageRemoval[]; problems: string[] } {
  const kept = new Set(after.map((stage) => stage.id));
  const removed = before.filter((stage) => !kept.has(stage.id));
  const problems: string[] = [];
  for (const [from, to] of Object.entries(moveTo)) {
    if (!removed.some((stage) => stage.id === from))
      problems.push(`moveTo: ${from} is not a stage this change removes.`);
    else if (!kept.has(to)) problems.push(`moveTo: ${to} is not a stage of the job’s new list.`);
  }
  const removals = removed.map((stage) => {
    const held = counts.get(stage.id) ?? 0;
    const to = moveTo[stage.id];
    if (held > 0 && to === undefined)
      problems.push(
        `“${stage.name}” still holds ${held} candidate${held === 1 ? '' : 's'}: say which stage they move to (moveTo).`,
      );
    return { id: stage.id, moveTo: to ?? null };
  });
  return { removals, problems };
}

/** A job's stages: its own, or the six default ones. */
export const stagesOf = (job: { stages?: readonly PipelineStage[] }): readonly PipelineStage[] =>
  job.stages ?? DEFAULT_STAGES;

/** The id of the stage a candidate (or a timeline entry) is in: a row without one is in its category's default stage. */
export const stageIdOf = (row: { stage: Stage; stageId?: string }): string =>
  row.stageId ?? row.stage;

/**
 * A place as a row keeps it: `stageId` only when it is not the category's name, so a candidate or
 * an entry on a default stage reads exactly as before pipelines (`stageIdOf` reads either).
 */
export const placeFields = ({ stage, stageId }: Place): { stage: Stage; stageId?: string } =>
  stageId === stage ? { stage } : { stage, stageId };

/** A row with its place as `placeFields` keeps it. */
export function compactPlace<T extends { stage: Stage; stageId?: string }>(row: T): T {
  if (row.stageId !== row.stage) return row;
  const { stageId: _same, ...rest } = row;
  return rest as T;
}

/** Where a candidate is: a stage of their job, and its category. */
export interface Place {
  stage: Stage;
  stageId: string;
}

/** Where a candidate (or a timeline entry) is, whether or not its row keeps the stage id. */
export const placeOf = (row: { stage: Stage; stageId?: string }): Place => ({
  stage: row.stage,
  stageId: stageIdOf(row),
});

/** Whether a candidate is at a place already (a move there changes nothing). */
export const isAt = (row: { stage: Stage; stageId?: string }, place: Place): boolean =>
  row.stage === place.stage && stageIdOf(row) === place.stageId;

/**
 * The place a move asks for: `stageId` names a stage of the job; `stage` alone picks the
 * category's first stage. Both: they must agree. A problem in words when there is no such stage.
 */
export function placeFor(
  stages: readonly PipelineStage[],
  ask: { stage?: Stage; stageId?: string },
): Place | string {
  if (ask.stageId !== undefined) {
    const found = stageById(stages, ask.stageId);
    if (!found) return `stageId: ${ask.stageId} is not a stage of this job.`;
    if (ask.stage !== undefined && ask.stage !== found.category)
      return `stageId: “${found.name}” is a stage of ${STAGE_LABELS[found.category]}, not ${STAGE_LABELS[ask.stage]}.`;
    return { stage: found.category, stageId: found.id };
  }
  const category = ask.stage ?? 'applied';
  const first = firstStageOf(stages, category);
  if (!first) return `stage: this job has no stage in ${STAGE_LABELS[category]}.`;
  return { stage: category, stageId: first.id };
}

/**
 * A stage as a timeline entry names it: the category's word on the six default stages (as every
 * entry so far: "Moved from applied to screen"), the stage's own name on a job's own pipeline.
 */
export function stageWord(stages: readonly PipelineStage[], stageId: string): string {
  const stage = stageById(stages, stageId);
  if (!stage) return stageId;
  return isDefaultPipeline(stages) ? stage.category : stage.name;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a candidate entered the stage they are in: the first entry of the last run of their
 * timeline (oldest first) in that stage; entries written meanwhile (a note, an email) are part of
 * the stay. Null when the timeline does not end in their stage (nothing says when they came).
 */
export function enteredStageAt(
  place: Place,
  entries: ReadonlyArray<{ date: string; stage: Stage; stageId?: string }>,
): string | null {
  let since: string | null = null;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (stageIdOf(entries[i]!) !== place.stageId) break;
    since = entries[i]!.date;
  }
  return since;
}

/** Whole days from `since` to `now`: a stay of 3 days and 23 hours is 3 days. */
export const daysSince = (since: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));

/** Whether a stay of `days` is longer than its stage expects (a stage without expected days never is). */
export const isOverdue = (stage: Pick<PipelineStage, 'expectedDays'>, days: number): boolean =>
  stage.expectedDays !== undefined && days > stage.expectedDays;

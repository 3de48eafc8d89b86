import type { Candidate, Stage } from '@/domain/types';
import { STAGES } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';
import { stageIdOf, type PipelineStage } from '@/domain/pipelines';

/**
 * A column of the board: a category (every job, or a job on the six default stages), or one stage
 * of a job's own pipeline (`stageId`, under its category).
 */
export interface Lane {
  stage: Stage;
  stageId?: string;
  label: string;
}

/** Where a move goes: a category, or a stage of the job's own pipeline with its name. */
export type MoveTarget = Omit<Lane, 'label'> & { label?: string };

/** The board's columns: a job's own stages, or the six categories. */
export function lanesOf(stages: readonly PipelineStage[] | undefined): Lane[] {
  if (!stages) return STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage] }));
  return stages.map(({ id, name, category }) => ({ stage: category, stageId: id, label: name }));
}

/** Whether a candidate's card belongs in a lane. */
export const inLane = (
  candidate: Pick<Candidate, 'stage' | 'stageId'>,
  lane: Omit<Lane, 'label'>,
) =>
  lane.stageId === undefined
    ? candidate.stage === lane.stage
    : stageIdOf(candidate) === lane.stageId;

/** What a dragged card carries, checked before any drop is acted on. */
export interface CandidateDragData {
  type: 'candidate';
  candidate: Candidate;
}

export function isCandidateDragData(data: unknown): data is CandidateDragData {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Partial<CandidateDragData>;
  return (
    value.type === 'candidate' &&
    typeof value.candidate?.id === 'number' &&
    isStage(value.candidate.stage)
  );
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

const COLUMN_PREFIX = 'column:';

/** A column's droppable id: `column:<stage>`, or `column:<stage>:<stage id>` for a job's own stage. */
export function columnId(lane: Stage | Omit<Lane, 'label'>): string {
  if (typeof lane === 'string') return `${COLUMN_PREFIX}${lane}`;
  return `${COLUMN_PREFIX}${lane.stage}${lane.stageId === undefined ? '' : `:${lane.stageId}`}`;
}

/** The lane of a column's droppable id (without its label), or null for anything else. */
export function laneOfColumn(id: string | number | null | undefined): Omit<Lane, 'label'> | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const [stage, stageId] = id.slice(COLUMN_PREFIX.length).split(':');
  if (!isStage(stage)) return null;
  return stageId === undefined ? { stage } : { stage, stageId };
}

export function stageOfColumn(id: string | number | null | undefined): Stage | null {
  return laneOfColumn(id)?.stage ?? null;
}

/**
 * Decides what a drop means: the stage to move to, or null when nothing should change
 * (dropped outside any column, on its own column, or the drag data is not a candidate).
 */
export function dropTarget(
  data: unknown,
  overId: string | number | null | undefined,
): { candidate: Candidate; stage: Stage; stageId?: string } | null {
  if (!isCandidateDragData(data)) return null;
  const lane = laneOfColumn(overId);
  if (!lane || inLane(data.candidate, lane)) return null;
  return { candidate: data.candidate, ...lane };
}

/** A move towards a hire: a later stage, never Rejected. */
export function isForwardMove(from: Stage, to: Stage): boolean {
  return to !== 'rejected' && STAGES.indexOf(to) > STAGES.indexOf(from);
}

/** Names compared as people read them: case and surrounding spaces aside. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The names that more than one of the candidates carry. */
export function sharedNames(lists: Iterable<readonly Pick<Candidate, 'name'>[]>): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const list of lists)
    for (const { name } of list) {
      const key = nameKey(name);
      if (seen.has(key)) shared.add(key);
      else seen.add(key);
    }
  return shared;
}

/**
 * What a candidate's card and its controls call them: the name, and the email too where another
 * card carries the same name, so that a screen reader or a script can tell the two apart.
 */
export function cardName(
  candidate: Pick<Candidate, 'name' | 'email'>,
  shared: ReadonlySet<string>,
): string {
  return shared.has(nameKey(candidate.name))
    ? `${candidate.name} (${candidate.email})`
    : candidate.name;
}

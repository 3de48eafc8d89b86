import type { Candidate, Stage } from '@/domain/types';
import { STAGES } from '@/domain/types';

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

export function columnId(stage: Stage): string {
  return `${COLUMN_PREFIX}${stage}`;
}

export function stageOfColumn(id: string | number | null | undefined): Stage | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const stage = id.slice(COLUMN_PREFIX.length);
  return isStage(stage) ? stage : null;
}

/**
 * Decides what a drop means: the stage to move to, or null when nothing should change
 * (dropped outside any column, on its own column, or the drag data is not a candidate).
 */
export function dropTarget(
  data: unknown,
  overId: string | number | null | undefined,
): { candidate: Candidate; stage: Stage } | null {
  if (!isCandidateDragData(data)) return null;
  const stage = stageOfColumn(overId);
  if (!stage || stage === data.candidate.stage) return null;
  return { candidate: data.candidate, stage };
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

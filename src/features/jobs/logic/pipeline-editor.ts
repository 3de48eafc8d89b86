import { STAGES, type Stage } from '@/domain/enums';
import { PIPELINE_LIMITS, pipelineProblems, type PipelineStage } from '@/domain/pipelines';

/** The pipeline editor's rules: a job's stages as the form holds them, and what saving sends. */

export interface StageDraft {
  /** The row's own key (a new stage has no id yet). */
  key: string;
  /** The stage's id, kept for a stage the job already has. */
  id?: string;
  name: string;
  category: Stage;
  /** As typed: blank is none. */
  expectedDays: string;
}

let drafted = 0;
const nextKey = () => `row-${(drafted += 1)}`;

export const draftsOf = (stages: readonly PipelineStage[]): StageDraft[] =>
  stages.map((stage) => ({
    key: nextKey(),
    id: stage.id,
    name: stage.name,
    category: stage.category,
    expectedDays: stage.expectedDays === undefined ? '' : String(stage.expectedDays),
  }));

const rank = (category: Stage) => STAGES.indexOf(category);

/** The rows in the categories' order, each category's rows in the order they had. */
export const inCategoryOrder = (rows: readonly StageDraft[]): StageDraft[] =>
  rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row.category) - rank(b.row.category) || a.i - b.i)
    .map(({ row }) => row);

/** A new, unnamed stage at the end of `category`'s block. */
export function withNewStage(rows: readonly StageDraft[], category: Stage): StageDraft[] {
  const row: StageDraft = { key: nextKey(), name: '', category, expectedDays: '' };
  return inCategoryOrder([...rows, row]);
}

/** Whether the row at `index` can move by `delta` (one up or down) without leaving its category. */
export const canMove = (rows: readonly StageDraft[], index: number, delta: -1 | 1): boolean =>
  rows[index + delta]?.category === rows[index]?.category;

/** The rows with the one at `index` moved by `delta` within its category (unchanged otherwise). */
export function moved(rows: readonly StageDraft[], index: number, delta: -1 | 1): StageDraft[] {
  if (!canMove(rows, index, delta)) return [...rows];
  const next = [...rows];
  [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
  return next;
}

/** A row dropped at another row's place: it takes that place, and that row's category. */
export function dropped(rows: readonly StageDraft[], from: number, to: number): StageDraft[] {
  const row = rows[from];
  const target = rows[to];
  if (!row || !target || from === to) return [...rows];
  const next = rows.filter((_, i) => i !== from);
  next.splice(to, 0, { ...row, category: target.category });
  return inCategoryOrder(next);
}

/** The removed stages that still hold candidates: each needs somewhere to send them. */
export function removedHolding(
  before: readonly PipelineStage[],
  rows: readonly StageDraft[],
  counts: Readonly<Record<string, number>>,
): Array<{ stage: PipelineStage; count: number }> {
  const kept = new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
  return before
    .filter((stage) => !kept.has(stage.id) && (counts[stage.id] ?? 0) > 0)
    .map((stage) => ({ stage, count: counts[stage.id]! }));
}

/** What is wrong with the form, in words (none: it may be saved). */
export function draftProblems(
  rows: readonly StageDraft[],
  holding: ReadonlyArray<{ stage: PipelineStage }>,
  moveTo: Readonly<Record<string, string>>,
): string[] {
  const problems = pipelineProblems(rows.map(({ name, category }) => ({ name, category })));
  for (const row of rows) {
    const days = row.expectedDays.trim();
    if (days === '') continue;
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > PIPELINE_LIMITS.expectedDays)
      problems.push(
        `“${row.name.trim() || 'A new stage'}”: expected days must be a whole number from 1 to ${PIPELINE_LIMITS.expectedDays}.`,
      );
  }
  for (const { stage } of holding)
    if (!moveTo[stage.id]) problems.push(`Say where the candidates of “${stage.name}” go.`);
  return problems;
}

/** The request that saves the form: the stages, and where removed stages' candidates go. */
export function stagesRequest(
  rows: readonly StageDraft[],
  holding: ReadonlyArray<{ stage: PipelineStage }>,
  moveTo: Readonly<Record<string, string>>,
) {
  return {
    stages: rows.map((row) => ({
      ...(row.id !== undefined && { id: row.id }),
      name: row.name.trim(),
      category: row.category,
      ...(row.expectedDays.trim() !== '' && { expectedDays: Number(row.expectedDays.trim()) }),
    })),
    ...(holding.length > 0 && {
      moveTo: Object.fromEntries(holding.map(({ stage }) => [stage.id, moveTo[stage.id]!])),
    }),
  };
}

import { STAGE_LABELS } from '@/domain/constants';
import type { Stage } from '@/domain/types';

/** The board's selection: candidate ids, across every column. */
export type Selection = ReadonlySet<number>;

export const NO_SELECTION: Selection = new Set();

/** The selection with these ids added (`on`) or taken out; the same set when nothing changes. */
export function withSelected(selection: Selection, ids: readonly number[], on: boolean): Selection {
  if (ids.every((id) => selection.has(id) === on)) return selection;
  const next = new Set(selection);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The ids a click on `id` sets, in a column's order: with Shift and an earlier click (`anchor`)
 * still in the column, every card from that one to this one; otherwise this card alone.
 */
export function clickedIds(
  order: readonly number[],
  id: number,
  anchor: number | null,
  shift: boolean,
): number[] {
  const to = order.indexOf(id);
  const from = shift && anchor !== null ? order.indexOf(anchor) : -1;
  if (to < 0 || from < 0) return [id];
  return order.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** A column's "Select all" box: checked when every loaded card is, mixed when only some are. */
export function columnSelectState(
  order: readonly number[],
  selection: Selection,
): { checked: boolean; mixed: boolean } {
  const count = order.filter((id) => selection.has(id)).length;
  return { checked: count > 0 && count === order.length, mixed: count > 0 && count < order.length };
}

export const candidatesText = (n: number) => `${n} ${n === 1 ? 'candidate' : 'candidates'}`;

export type BulkChoice =
  { type: 'move'; stage: Stage } | { type: 'reject' } | { type: 'tag'; mode: 'add' | 'remove' };

const wasWere = (n: number) => `${n} ${n === 1 ? 'was' : 'were'}`;

/** What a bulk action did, and what it says of the candidates it left as they were. */
function doneWords(
  choice: BulkChoice,
  updated: number,
): { done: string; left: (n: number) => string } {
  switch (choice.type) {
    case 'move':
      return {
        done: `Moved ${candidatesText(updated)}.`,
        left: (n) => `${wasWere(n)} already in ${STAGE_LABELS[choice.stage]}.`,
      };
    case 'reject':
      return {
        done: `Rejected ${candidatesText(updated)}.`,
        left: (n) => `${wasWere(n)} already rejected.`,
      };
    case 'tag':
      return choice.mode === 'add'
        ? { done: `Tagged ${candidatesText(updated)}.`, left: (n) => `${n} already had it.` }
        : {
            done: `Removed the tag from ${candidatesText(updated)}.`,
            left: (n) => `${n} did not have it.`,
          };
  }
}

/**
 * What the board says once a bulk action is saved. `asked` were selected, `updated` changed: the
 * API leaves alone (and does not count) a candidate already in the stage, or already with (or
 * without) the tag, and the message says so.
 */
export function bulkDoneMessage(choice: BulkChoice, asked: number, updated: number): string {
  const { done, left } = doneWords(choice, updated);
  const skipped = asked - updated;
  return skipped <= 0 ? done : `${done} ${left(skipped)}`;
}

/** What became of a bulk rejection's emails, one per candidate (a team server's outbox). */
export function bulkEmailsMessage(
  emails: ReadonlyArray<{ state: string; sendAt?: string }> | undefined,
  formatTime: (iso: string) => string,
): string {
  if (!emails?.length) return '';
  const n = emails.length === 1 ? 'Their email' : `${emails.length} emails`;
  const first = emails[0]!;
  if (first.state === 'scheduled' && first.sendAt)
    return `${n} ${emails.length === 1 ? 'is' : 'are'} scheduled for ${formatTime(first.sendAt)}: each can be cancelled from the candidate’s profile until then.`;
  if (first.state === 'waiting')
    return `${n} ${emails.length === 1 ? 'waits' : 'wait'} until email is set up on the server.`;
  return `${n} ${emails.length === 1 ? 'is' : 'are'} on ${emails.length === 1 ? 'its' : 'their'} way.`;
}

import { STAGE_LABELS } from '@/domain/constants';
import { isStage } from './board';

// A rejection adds to the move what the recruiter wrote (": …") or what became of the email (". …").
const MOVE = /^Moved from (\S+) to ([a-z]+)((?:[:.]\s|\.$)[\s\S]*)?$/;

/**
 * A timeline entry's text as people read it. The server records a move with the stage ids
 * ("Moved from applied to tech"); the profile shows their titles ("Moved from Applied to Tech"),
 * and keeps what follows a rejection's move as written. Any other text (an application, a move
 * recorded in other words) is shown as it was written.
 */
export function timelineText(notes: string): string {
  const [, from, to, rest = ''] = MOVE.exec(notes) ?? [];
  if (!isStage(from) || !isStage(to)) return notes;
  return `Moved from ${STAGE_LABELS[from]} to ${STAGE_LABELS[to]}${rest}`;
}

import { withdrew } from '@/domain/rejection';
import { useDraggable } from '@dnd-kit/core';
import {
  memo,
  useEffect,
  useRef,
  type CSSProperties,
  type KeyboardEventHandler,
  type RefObject,
} from 'react';
import { Link, useLocation } from 'react-router';
import type { Candidate } from '@/domain/types';
import { stageIdOf } from '@/domain/pipelines';
import { useIsMoveSaving } from '../api/update-candidate-stage';
import type { CandidateDragData, Lane, MoveTarget } from '../logic/board';
import { Avatar } from './avatar';
import { MoveMenu } from './move-menu';

interface CandidateCardProps {
  candidate: Candidate;
  jobTitle: string | undefined;
  onMove: (candidate: Candidate, target: MoveTarget) => void;
  /** The job's own stages (the Move menu's choices); absent: the six categories. */
  lanes?: readonly Lane[];
  /** Just moved here: briefly highlighted; `focus` puts keyboard focus back on its Move button. */
  revealed?: { focus: boolean };
  style?: CSSProperties;
  index: number;
  count: number;
  /** Cannot be moved: not draggable (by pointer or keyboard), no grip, no Move menu. */
  readOnly?: boolean;
  /** What its controls call the candidate (the email too where another card has the same name). */
  label?: string;
  /** The candidate's job is archived: the card says so. */
  jobClosed?: boolean;
  /** While the board is selecting: whether this card is selected (undefined: no checkbox). */
  selected?: boolean;
  /** Its checkbox was clicked: `shift` when Shift was held, for a range. */
  onSelect?: (id: number, on: boolean, shift: boolean) => void;
  /** Longer in their stage than it expects: the days they have been in it. */
  overdue?: { days: number; expected: number };
}

export function candidateDragId(id: number): string {
  return `candidate:${id}`;
}

function GripIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
      {[3, 7, 11].map((y) =>
        [5, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />),
      )}
    </svg>
  );
}

/**
 * One candidate on the board. The whole card can be grabbed with a mouse, pen or finger; the
 * keyboard drag starts from the grip button only, so Enter on "View Profile" or "Move" stays theirs.
 * dnd-kit renders every draggable again when a drag starts or crosses a column, so this component
 * holds only the drag wiring; its text and buttons are memoized and render again only when the
 * candidate changes.
 */
export function CandidateCard({
  candidate,
  jobTitle,
  onMove,
  lanes,
  revealed,
  style,
  index,
  count,
  readOnly = false,
  label = candidate.name,
  jobClosed = false,
  selected,
  onSelect,
  overdue,
}: CandidateCardProps) {
  const data: CandidateDragData = { type: 'candidate', candidate };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: candidateDragId(candidate.id),
    data,
    disabled: readOnly,
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const onHandleKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const moveButton = useRef<HTMLButtonElement | null>(null);
  const focusMove = revealed?.focus ?? false;
  // The card moves at once; until the server has the move, the card says so.
  const saving = useIsMoveSaving(candidate.id);

  useEffect(() => {
    if (focusMove) moveButton.current?.focus({ preventScroll: true });
  }, [focusMove]);

  return (
    <li
      ref={setNodeRef}
      className={`cand-card${isDragging ? ' is-dragging' : ''}${revealed ? ' is-revealed' : ''}${readOnly ? ' is-readonly' : ''}${selected === undefined ? '' : ' is-selecting'}${selected ? ' is-selected' : ''}${candidate.tags?.length ? ' has-tags' : ''}`}
      style={style}
      aria-setsize={count}
      aria-posinset={index + 1}
      data-candidate-id={candidate.id}
      aria-busy={saving || undefined}
      {...pointerListeners}
    >
      {saving && (
        <span className="cand-card-saving" role="status">
          Saving…
        </span>
      )}
      <div className="cand-card-main">
        {selected !== undefined && (
          // In the avatar's place. A click here is neither a drag (the board's sensor leaves
          // labels and inputs alone) nor a way to the profile (only the link is).
          <label className="cand-select">
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) =>
                onSelect?.(
                  candidate.id,
                  event.target.checked,
                  // A checkbox's change comes from its click, which says whether Shift was held.
                  (event.nativeEvent as MouseEvent).shiftKey === true,
                )
              }
            />
            <span className="visually-hidden">Select {label}</span>
          </label>
        )}
        <CardIdentity
          candidate={candidate}
          jobTitle={jobTitle}
          jobClosed={jobClosed}
          overdueDays={overdue?.days}
          expectedDays={overdue?.expected}
        />
        {!readOnly && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="drag-handle"
            {...attributes}
            aria-label={`Drag ${label}`}
            onKeyDown={onHandleKeyDown}
          >
            <GripIcon />
          </button>
        )}
      </div>
      <CardTags tags={candidate.tags} />
      <CardActions
        candidate={candidate}
        label={label}
        onMove={readOnly ? null : onMove}
        lanes={lanes}
        moveButtonRef={moveButton}
      />
    </li>
  );
}

const CardActions = memo(function CardActions({
  candidate,
  label,
  onMove,
  lanes,
  moveButtonRef,
}: {
  candidate: Candidate;
  label: string;
  /** null: the card cannot be moved, and shows no Move menu. */
  onMove: ((candidate: Candidate, target: MoveTarget) => void) | null;
  lanes?: readonly Lane[];
  moveButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  // The profile's way back returns to the board with the filters it was opened under.
  const { search } = useLocation();
  return (
    <div className="cand-card-actions">
      <Link to={`/candidates/${candidate.id}`} state={{ from: search }} className="cand-link">
        View Profile<span className="visually-hidden">: {label}</span>
      </Link>
      {onMove && (
        <MoveMenu
          name={label}
          stage={candidate.stage}
          stageId={lanes ? stageIdOf(candidate) : undefined}
          lanes={lanes}
          onMove={(_stage, target) => onMove(candidate, target)}
          buttonRef={(node) => {
            moveButtonRef.current = node;
          }}
        />
      )}
    </div>
  );
});

/** Tags shown on a card at most; the rest are counted ("+2"). */
const CARD_TAGS = 3;

/**
 * The first tags as small chips, in a row of their own that makes the card taller by TAGS_ROW
 * (board-column.tsx): the height still follows from the candidate, so nothing is measured. A chip
 * too long for the row is cut short with an ellipsis; the count of the rest always shows.
 */
const CardTags = memo(function CardTags({ tags = [] }: { tags?: readonly string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, CARD_TAGS);
  const rest = tags.slice(CARD_TAGS);
  return (
    <ul className="cand-tags" aria-label="Tags" title={tags.join(', ')}>
      {shown.map((tag) => (
        <li key={tag} className="cand-tag">
          {tag}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="cand-tag-more">
          +{rest.length}
          <span className="visually-hidden"> more: {rest.join(', ')}</span>
        </li>
      )}
    </ul>
  );
});

/** Avatar, name, email and job: what the card and its drag preview both show. */
const CardIdentity = memo(function CardIdentity({
  candidate,
  jobTitle,
  jobClosed = false,
  overdueDays,
  expectedDays,
}: {
  candidate: Candidate;
  jobTitle: string | undefined;
  jobClosed?: boolean;
  overdueDays?: number;
  expectedDays?: number;
}) {
  const withdrawn = withdrew(candidate);
  return (
    <>
      <Avatar id={candidate.id} name={candidate.name} />
      <div className="cand-card-text">
        <span className="cand-name" title={candidate.name}>
          {candidate.name}
        </span>
        <span className="cand-email" title={candidate.email}>
          {candidate.email}
        </span>
        {/* On the job's line, so that every card keeps its slot's height (board-column.tsx). */}
        {(jobTitle || withdrawn || overdueDays !== undefined) && (
          <span className="cand-job" title={jobTitle}>
            {jobClosed && <span className="cand-job-closed">Job closed</span>}
            {withdrawn && <span className="cand-job-closed">Withdrew</span>}
            {overdueDays !== undefined && (
              <span
                className="cand-job-closed cand-overdue"
                title={`Longer than the ${expectedDays} days this stage expects`}
              >
                {overdueDays} days in stage
                <span className="visually-hidden">
                  , longer than the {expectedDays} it expects.{' '}
                </span>
              </span>
            )}
            {jobTitle}
          </span>
        )}
      </div>
    </>
  );
});

/** The card that follows the pointer while dragging (inside DragOverlay): looks the same, does nothing. */
export function CandidateCardPreview({
  candidate,
  jobTitle,
  jobClosed = false,
}: {
  candidate: Candidate;
  jobTitle: string | undefined;
  jobClosed?: boolean;
}) {
  return (
    <div className={`cand-card cand-card-overlay${candidate.tags?.length ? ' has-tags' : ''}`}>
      <div className="cand-card-main">
        <CardIdentity candidate={candidate} jobTitle={jobTitle} jobClosed={jobClosed} />
        <span className="drag-handle" aria-hidden="true">
          <GripIcon />
        </span>
      </div>
      <CardTags tags={candidate.tags} />
      <div className="cand-card-actions" aria-hidden="true">
        <span className="cand-link">View Profile</span>
      </div>
    </div>
  );
}

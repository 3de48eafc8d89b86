import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Candidate, Stage } from '@/domain/types';
import { STAGES } from '@/domain/types';
import type { BoardFilters } from '../api/keys';
import { boardScreenReaderInstructions, createBoardAnnouncements } from '../logic/announcements';
import { dropTarget, isCandidateDragData, sharedNames } from '../logic/board';
import { columnKeyboardCoordinates } from '../logic/keyboard-coordinates';
import type { Selection } from '../logic/selection';
import { BoardColumn } from './board-column';
import { CandidateCardPreview } from './candidate-card';

/**
 * Mouse and pen drags start after 6px of movement; touch is left to the TouchSensor (a short
 * press), so a finger can still scroll a column without picking a card up.
 */
class MousePointerSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (
          nativeEvent.pointerType === 'touch' ||
          !nativeEvent.isPrimary ||
          nativeEvent.button !== 0
        )
          return false;
        // Pressing a link, button or checkbox (or its label) inside the card is a click, not the
        // start of a drag.
        const target = nativeEvent.target as Element | null;
        if (target?.closest('a, button:not(.drag-handle), input, label, select, textarea'))
          return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** The pointer decides where a mouse drop lands; a keyboard drag (no pointer) uses the card's overlap. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface CandidatesBoardProps {
  filters: BoardFilters;
  /** Each stage's true count; each column loads its own cards. */
  counts: Record<Stage, number> | undefined;
  /** A search's counts stopped at the limit: a count that reached it is "10,000+". */
  capped?: boolean;
  jobTitles: ReadonlyMap<number, string>;
  /** Jobs that are archived: their candidates' cards say "Job closed". */
  closedJobs: ReadonlySet<number>;
  onMove: (candidate: Candidate, stage: Stage) => void;
  /** No moving at all (team mode's interviewer): no sensors, no drag handles, no Move menus. */
  readOnly?: boolean;
  /** While selecting for a bulk action: the selected ids; null shows no checkboxes. */
  selected?: Selection | null;
  /** Selects (`on`) or unselects these cards. */
  onSelectChange?: (ids: readonly number[], on: boolean) => void;
}

const NO_SENSORS: ReturnType<typeof useSensors> = [];

/**
 * The names that more than one loaded card carries, across every column: the same set object
 * until that changes, so the memoized columns render again only when a card's name must.
 */
function useSharedNames() {
  const [cards, setCards] = useState<Partial<Record<Stage, readonly Candidate[]>>>({});
  const onCards = useCallback(
    (stage: Stage, list: readonly Candidate[]) =>
      setCards((held) => (held[stage] === list ? held : { ...held, [stage]: list })),
    [],
  );
  // Keyed by its content: a new page of cards with no new shared name keeps the same set.
  const key = [...sharedNames(Object.values(cards))].sort().join('\n');
  const shared = useMemo(() => new Set(key ? key.split('\n') : []), [key]);
  return { shared, onCards };
}

export function CandidatesBoard({
  filters,
  counts,
  capped = false,
  jobTitles,
  closedJobs,
  onMove,
  readOnly = false,
  selected = null,
  onSelectChange,
}: CandidatesBoardProps) {
  const { shared, onCards } = useSharedNames();
  const [active, setActive] = useState<Candidate | null>(null);
  const [announcements] = useState(createBoardAnnouncements);
  const [reveal, setReveal] = useState<{ id: number; focus: boolean; key: number } | null>(null);

  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  useEffect(() => {
    if (!reveal) return;
    const timer = setTimeout(() => setReveal(null), 2000);
    return () => clearTimeout(timer);
  }, [reveal]);

  // The cards are memoized: they get one move handler for the board's whole life.
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);
  const move = useCallback((candidate: Candidate, stage: Stage, focus: boolean) => {
    onMoveRef.current(candidate, stage);
    setReveal({ id: candidate.id, focus, key: Date.now() });
  }, []);
  const moveFromMenu = useCallback(
    (candidate: Candidate, stage: Stage) => move(candidate, stage, true),
    [move],
  );

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    const data = dragged.data.current;
    setActive(isCandidateDragData(data) ? data.candidate : null);
  };

  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const target = dropTarget(dragged.data.current, over?.id);
    if (target) move(target.candidate, target.stage, false);
  };

  return (
    <DndContext
      sensors={readOnly ? NO_SENSORS : sensors}
      collisionDetection={collisionDetection}
      autoScroll={{ interval: 5 }}
      accessibility={{ announcements, screenReaderInstructions: boardScreenReaderInstructions }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <div className="board" role="group" aria-label="Hiring stages">
        {STAGES.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            filters={filters}
            count={counts?.[stage]}
            capped={capped}
            jobTitles={jobTitles}
            activeId={active?.id ?? null}
            reveal={reveal}
            readOnly={readOnly}
            closedJobs={closedJobs}
            sharedNames={shared}
            onCards={onCards}
            onMove={moveFromMenu}
            selected={readOnly ? null : selected}
            onSelectChange={onSelectChange}
          />
        ))}
      </div>
      {createPortal(
        <DragOverlay dropAnimation={{ duration: 200 }}>
          {active ? (
            <CandidateCardPreview
              candidate={active}
              jobTitle={jobTitles.get(active.jobId)}
              jobClosed={closedJobs.has(active.jobId)}
            />
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}

import { STAGE_LABELS } from '@/domain/constants';
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
import type { BoardFilters } from '../api/keys';
import { boardScreenReaderInstructions, createBoardAnnouncements } from '../logic/announcements';
import {
  dropTarget,
  isCandidateDragData,
  lanesOf,
  sharedNames,
  type Lane,
  type MoveTarget,
} from '../logic/board';
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
  /** A job's own stages: its columns (counted in `stageIds`); absent: the six categories. */
  lanes?: readonly Lane[];
  stageIds?: Record<string, number>;
  /** A search's counts stopped at the limit: a count that reached it is "10,000+". */
  capped?: boolean;
  jobTitles: ReadonlyMap<number, string>;
  /** Jobs that are archived: their candidates' cards say "Job closed". */
  closedJobs: ReadonlySet<number>;
  onMove: (candidate: Candidate, target: MoveTarget) => void;
  /** No moving at all (team mode's interviewer): no sensors, no drag handles, no Move menus. */
  readOnly?: boolean;
  /** While selecting for a bulk action: the selected ids; null shows no checkboxes. */
  selected?: Selection | null;
  /** Selects (`on`) or unselects these cards. */
  onSelectChange?: (ids: readonly number[], on: boolean) => void;
  /** Candidates longer in their stage than it expects: their cards say so. */
  overdue?: ReadonlyMap<number, { days: number; expected: number }>;
}

const NO_SENSORS: ReturnType<typeof useSensors> = [];
const ALL_LANES = lanesOf(undefined);

/**
 * The names that more than one loaded card carries, across every column: the same set object
 * until that changes, so the memoized columns render again only when a card's name must.
 */
function useSharedNames(lanes: readonly Lane[]) {
  const [cards, setCards] = useState<Record<string, readonly Candidate[]>>({});
  const onCards = useCallback(
    (key: string, list: readonly Candidate[]) =>
      setCards((held) => (held[key] === list ? held : { ...held, [key]: list })),
    [],
  );
  // Keyed by its content: a new page of cards with no new shared name keeps the same set.
  // Only the columns on screen: a board that changed its columns keeps the old ones' cards aside.
  const shown = lanes.flatMap((lane) => cards[lane.stageId ?? lane.stage] ?? []);
  const key = [...sharedNames([shown])].sort().join('\n');
  const shared = useMemo(() => new Set(key ? key.split('\n') : []), [key]);
  return { shared, onCards };
}

export function CandidatesBoard({
  filters,
  counts,
  lanes,
  stageIds,
  capped = false,
  jobTitles,
  closedJobs,
  onMove,
  readOnly = false,
  selected = null,
  onSelectChange,
  overdue,
}: CandidatesBoardProps) {
  const { shared, onCards } = useSharedNames(lanes ?? ALL_LANES);
  const [active, setActive] = useState<Candidate | null>(null);
  // The announcements are made once; they read the columns' names as they are now.
  const [laneNames] = useState(() => new Map<string, string>());
  useEffect(() => {
    laneNames.clear();
    // One of the six kept as it is on a job's own pipeline is said as the spec's board says it.
    for (const lane of lanes ?? [])
      if (lane.stageId !== lane.stage || lane.label !== STAGE_LABELS[lane.stage])
        laneNames.set(lane.stageId ?? lane.stage, lane.label);
  }, [lanes, laneNames]);
  const [announcements] = useState(() =>
    createBoardAnnouncements((key) => laneNames.get(key) ?? key),
  );
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
  const move = useCallback((candidate: Candidate, target: MoveTarget, focus: boolean) => {
    onMoveRef.current(candidate, target);
    setReveal({ id: candidate.id, focus, key: Date.now() });
  }, []);
  const moveFromMenu = useCallback(
    (candidate: Candidate, target: MoveTarget) => move(candidate, target, true),
    [move],
  );

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    const data = dragged.data.current;
    setActive(isCandidateDragData(data) ? data.candidate : null);
  };

  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const target = dropTarget(dragged.data.current, over?.id);
    if (target) {
      const { candidate, ...lane } = target;
      const label = lane.stageId === undefined ? undefined : laneNames.get(lane.stageId);
      move(candidate, { ...lane, ...(label !== undefined && { label }) }, false);
    }
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
        {(lanes ?? ALL_LANES).map((lane) => (
          <BoardColumn
            key={lane.stageId ?? lane.stage}
            stage={lane.stage}
            stageId={lane.stageId}
            label={lane.label}
            lanes={lanes}
            filters={filters}
            count={lane.stageId === undefined ? counts?.[lane.stage] : stageIds?.[lane.stageId]}
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
            overdue={overdue}
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

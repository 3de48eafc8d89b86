import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import type { Job } from '@/api/types';
import { JobCard, JobCardPreview } from './job-card';
import type { JobListProps } from './job-list-props';

/** The spec's sortable animation: 200 ms. */
export const SORT_TRANSITION = { duration: 200, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

/** A card wired for dragging by its handle. No dragging while a reorder is being saved. */
function SortableJobCard({
  job,
  onEdit,
  dragDisabled,
}: {
  job: Job;
  onEdit: (job: Job) => void;
  dragDisabled: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: job.id,
    transition: SORT_TRANSITION,
    disabled: dragDisabled,
  });
  return (
    <JobCard
      job={job}
      onEdit={onEdit}
      drag={{
        setNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        isDragging,
        setHandleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
      }}
    />
  );
}

/** The list only moves up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The spec's auto-scroll interval while dragging near an edge: 5 ms. */
export const AUTO_SCROLL = { interval: 5 } as const;

const screenReaderInstructions = {
  draggable:
    'To reorder a job, press Space or Enter to pick it up. Use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
};

/** Job cards sortable by pointer (after a few pixels of movement) and by keyboard. */
export function SortableJobList({ jobs, onReorder, onEdit, dragDisabled }: JobListProps) {
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeJob = activeId === null ? undefined : jobs.find((job) => job.id === activeId);

  // What screen readers hear while dragging. `lastOver` keeps a move from being announced twice,
  // and keeps the pick-up message from being replaced at once by "moved into" its own position.
  const title = (id: UniqueIdentifier) => jobs.find((job) => job.id === id)?.title ?? 'Job';
  const position = (id: UniqueIdentifier) =>
    `position ${jobs.findIndex((job) => job.id === id) + 1} of ${jobs.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${title(active.id)}. It is in ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${title(active.id)} was moved into ${position(over.id)}.`
        : `${title(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} was dropped at ${position(over.id)}.`
        : `${title(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${title(active.id)} is back in ${position(active.id)}.`,
  };

  const handleDragStart = ({ active }: DragStartEvent) => setActiveId(active.id);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const from = jobs.findIndex((job) => job.id === active.id);
    const to = jobs.findIndex((job) => job.id === over.id);
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext items={jobs.map((job) => job.id)} strategy={verticalListSortingStrategy}>
        <ul className="job-list" aria-label="Jobs">
          {jobs.map((job) => (
            <SortableJobCard key={job.id} job={job} onEdit={onEdit} dragDisabled={dragDisabled} />
          ))}
        </ul>
      </SortableContext>
      <DragOverlay>{activeJob ? <JobCardPreview job={activeJob} /> : null}</DragOverlay>
    </DndContext>
  );
}

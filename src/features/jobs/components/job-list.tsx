import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { JobCard } from './job-card';
import type { JobListProps } from './job-list-props';

type SortableModule = typeof import('./sortable-job-list');
// Drag and drop (dnd-kit) is most of the dashboard's code and no part of showing the jobs: it loads
// once the first cards are on screen, then takes over the list (once per page load).
let loaded: SortableModule | undefined;

/** Where focus was inside the list when it was swapped: the card's index and the control's. */
interface FocusSpot {
  card: number;
  control: number;
}

const controlsOf = (card: Element) => [...card.querySelectorAll<HTMLElement>('a, button')];

/** The job cards, sortable by pointer and keyboard once the drag code has loaded. */
export function JobList(props: JobListProps) {
  const [sortable, setSortable] = useState(loaded);
  const focus = useRef<FocusSpot | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const { readOnly = false } = props;
  useEffect(() => {
    if (sortable || readOnly) return;
    let live = true;
    // A frame, then a task: the cards have been painted before the drag code is even asked for.
    const frame = requestAnimationFrame(() =>
      setTimeout(
        () =>
          void import('./sortable-job-list').then((module) => {
            loaded = module;
            if (live) setSortable(module);
          }),
      ),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [sortable, readOnly]);

  // The swap replaces the cards' elements: a control focused in the static list keeps focus.
  useLayoutEffect(() => {
    const spot = focus.current;
    focus.current = null;
    if (!sortable || !spot) return;
    const card = list.current?.querySelectorAll('.job-card-item')[spot.card];
    if (card) controlsOf(card)[spot.control]?.focus();
  }, [sortable]);

  return (
    <div ref={list} className="job-list-frame">
      {readOnly ? (
        <ul className="job-list" aria-label="Jobs">
          {props.jobs.map((job) => (
            <JobCard key={job.id} job={job} onEdit={props.onEdit} readOnly />
          ))}
        </ul>
      ) : sortable ? (
        <sortable.SortableJobList {...props} />
      ) : (
        <StaticJobList jobs={props.jobs} onEdit={props.onEdit} focus={focus} />
      )}
    </div>
  );
}

/** The same cards and list, their drag handles not ready yet. */
function StaticJobList({
  jobs,
  onEdit,
  focus,
}: Pick<JobListProps, 'jobs' | 'onEdit'> & { focus: { current: FocusSpot | null } }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    return () => {
      // Runs before the list leaves the page, while focus is still where the user put it.
      const active = document.activeElement;
      const card = active?.closest('.job-card-item');
      if (!element || !card || !element.contains(card)) return;
      focus.current = {
        card: [...element.children].indexOf(card),
        control: controlsOf(card).indexOf(active as HTMLElement),
      };
    };
  }, [focus]);
  return (
    <ul ref={list} className="job-list" aria-label="Jobs" aria-busy="true">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} onEdit={onEdit} />
      ))}
    </ul>
  );
}

import type { Job } from '@/api/types';

/** What the job list and its sortable form both take. */
export interface JobListProps {
  jobs: Job[];
  onReorder: (fromIndex: number, toIndex: number) => void;
  onEdit: (job: Job) => void;
  /** No dragging while a reorder is being saved, so a rollback never undoes a later move. */
  dragDisabled: boolean;
  /** A member who may not edit jobs: plain cards, and the drag code is never loaded. */
  readOnly?: boolean;
}

import { useId, type CSSProperties, type HTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@/api/types';
import { useChangeJobStatus } from '../api/update-job';
import { CandidateTotal } from './candidate-total';
import { JobTags, StatusBadge } from './job-meta';

/** How a sortable list wires a card for dragging; a card without it shows a handle that is not ready yet. */
export interface CardDragWiring {
  setNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  setHandleRef: (element: HTMLElement | null) => void;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

interface JobCardProps {
  job: Job;
  onEdit: (job: Job) => void;
  drag?: CardDragWiring;
  /** A member who may not edit jobs (team mode's interviewer): no handle, no Archive or Edit. */
  readOnly?: boolean;
}

/** One job in the list: drag handle, title link, status, order, tags, actions. */
export function JobCard({ job, onEdit, drag, readOnly = false }: JobCardProps) {
  const location = useLocation();
  const titleId = useId();
  const status = useChangeJobStatus(job);
  const nextStatus = job.status === 'active' ? 'archived' : 'active';
  const toggleStatus = () => status.change(nextStatus);

  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={`job-card-item${drag?.isDragging ? ' is-dragging' : ''}`}
    >
      <article
        className={`job-card is-${job.status}${readOnly ? ' is-readonly' : ''}`}
        aria-labelledby={titleId}
      >
        {!readOnly && (
          <button
            ref={drag?.setHandleRef}
            type="button"
            className="drag-handle"
            aria-label={`Reorder ${job.title}`}
            // The list's drag code loads just after the first cards show (docs/decisions.md).
            disabled={!drag}
            {...drag?.handleProps}
          >
            <GripIcon />
          </button>
        )}
        <div className="job-card-main">
          <h2 className="job-card-title" id={titleId}>
            <Link to={`/jobs/${job.id}`} state={{ from: location.search }}>
              {job.title}
            </Link>
          </h2>
          <JobCardMeta job={job} />
        </div>
        <div className="job-card-tags">
          <JobTags tags={job.tags} label={`Tags of ${job.title}`} />
        </div>
        {!readOnly && (
          <div className="job-card-actions">
            <button
              type="button"
              className="btn btn-sm"
              onClick={toggleStatus}
              disabled={status.isPending}
            >
              {statusAction(job)}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => onEdit(job)}>
              Edit
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

/** What follows the pointer while dragging: the card, lifted, without its controls. */
export function JobCardPreview({ job }: { job: Job }) {
  return (
    <div className={`job-card job-card-overlay is-${job.status}`} aria-hidden="true">
      <span className="drag-handle">
        <GripIcon />
      </span>
      <div className="job-card-main">
        <p className="job-card-title">{job.title}</p>
        <JobCardMeta job={job} />
      </div>
      <div className="job-card-tags">
        <JobTags tags={job.tags} label="Tags" />
      </div>
      {/* Look-alikes of the actions, so the lifted card keeps the same columns. */}
      <div className="job-card-actions">
        <span className="btn btn-sm">{statusAction(job)}</span>
        <span className="btn btn-sm">Edit</span>
      </div>
    </div>
  );
}

/** Status and order, the same on the card and on its lifted copy. */
function JobCardMeta({ job }: { job: Job }) {
  return (
    <div className="job-card-meta">
      <StatusBadge status={job.status} />
      <span className="job-order">Order: {job.order}</span>
      <CandidateTotal jobId={job.id} />
    </div>
  );
}

/** The spec's Archive/Unarchive; a draft's one step is to publish. */
const STATUS_ACTIONS = { active: 'Archive', archived: 'Unarchive', draft: 'Publish' } as const;
const statusAction = (job: Job) => STATUS_ACTIONS[job.status];

function GripIcon() {
  return (
    <svg width="14" height="20" viewBox="0 0 14 20" aria-hidden="true" focusable="false">
      {[3, 10, 17].map((y) => (
        <g key={y}>
          <circle cx="4" cy={y} r="1.6" fill="currentColor" />
          <circle cx="10" cy={y} r="1.6" fill="currentColor" />
        </g>
      ))}
    </svg>
  );
}

import { useEffect, useId } from 'react';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { formatDateTime } from '@/lib/format-date-time';
import { useCandidateTimeline } from '../api/get-candidate-timeline';
import { timelineText } from '../logic/timeline';
import { StageBadge } from './stage-badge';
import { SectionHeading } from '@/components/profile-sections';

/** The real record of stage changes, oldest first, as the server keeps it. */
export function HiringTimeline({ candidateId }: { candidateId: number }) {
  const headingId = useId();
  const timeline = useCandidateTimeline(candidateId);

  useEffect(() => {
    if (timeline.isError) console.error('Could not fetch the hiring timeline.', timeline.error);
  }, [timeline.isError, timeline.error]);

  return (
    <section className="panel profile-section" aria-labelledby={headingId}>
      <header className="section-header">
        <SectionHeading id={headingId}>Hiring Timeline</SectionHeading>
      </header>
      {timeline.isPending ? (
        <LoadingMessage>Loading timeline...</LoadingMessage>
      ) : timeline.isError ? (
        <ErrorMessage>Could not load the hiring timeline.</ErrorMessage>
      ) : timeline.data.length === 0 ? (
        <p className="muted-text">No stage changes recorded yet.</p>
      ) : (
        <ol className="timeline">
          {timeline.data.map((entry, index) => (
            <li key={`${entry.date}-${index}`} className="timeline-entry" data-stage={entry.stage}>
              <span className="timeline-marker" aria-hidden="true" />
              <div className="timeline-body">
                <div className="timeline-meta">
                  <StageBadge stage={entry.stage} />
                  <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                </div>
                {/* Team mode names who moved the candidate: "Moved from Screen to Tech · Rita Recruiter". */}
                {(entry.notes || entry.author) && (
                  <p className="timeline-notes">
                    {[timelineText(entry.notes), entry.author?.name].filter(Boolean).join(' · ')}
                  </p>
                )}
                {entry.reason && <p className="timeline-reason">Reason: {entry.reason}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

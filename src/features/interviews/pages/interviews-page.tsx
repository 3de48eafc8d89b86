import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useJobOptions } from '@/api/queries/get-job-options';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { parsePositiveId } from '@/domain/ids';
import { endsAt } from '@/domain/interviews';
import type { ListedInterview } from '@/domain/schemas';
import { formatDate, formatLongDate, formatTime } from '@/lib/format-date-time';
import { useMember } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSaveInvite } from '../api/get-invite';
import { useInterviews } from '../api/get-interviews';
import { CalendarFeed } from '../components/calendar-feed';
import { useInterviewers } from '../hooks/use-interviewers';
import { viewerTimeZone } from '@/lib/format-date-time';
import '../interviews.css';

const DAY_MS = 86_400_000;

/** The time now, to the minute: a component using it renders again as each minute starts. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 60_000 - (now % 60_000));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/** The interviews of a list grouped by the viewer's calendar day, in order. */
function byDay(interviews: readonly ListedInterview[]) {
  const days = new Map<string, ListedInterview[]>();
  for (const interview of interviews) {
    const day = formatLongDate(interview.startsAt);
    days.set(day, [...(days.get(day) ?? []), interview]);
  }
  return [...days];
}

function InterviewRow({
  interview,
  jobTitle,
  names,
}: {
  interview: ListedInterview;
  jobTitle?: string;
  names: Map<number, string>;
}) {
  const saveInvite = useSaveInvite();
  const cancelled = interview.status === 'cancelled';
  return (
    <li className={`interview-item${cancelled ? ' is-cancelled' : ''}`}>
      <div className="interview-head">
        <h4>
          <span className="interview-time">
            {formatTime(interview.startsAt)} – {formatTime(endsAt(interview))}
          </span>{' '}
          {interview.name}
        </h4>
        {cancelled && <span className="interview-status">Cancelled</span>}
      </div>
      <p>
        <Link to={`/candidates/${interview.candidateId}`}>{interview.candidateName}</Link>
        {jobTitle && <span className="interview-job"> · {jobTitle}</span>}
      </p>
      <p className="interview-who">
        With {interview.interviewerIds.map((id) => names.get(id) ?? `member ${id}`).join(', ')}
      </p>
      {interview.location && <p className="interview-where">{interview.location}</p>}
      <div className="interview-actions">
        {interview.videoUrl && !cancelled && (
          <a
            className="btn btn-sm"
            href={interview.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Join video call
          </a>
        )}
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Add to calendar: ${interview.name} with ${interview.candidateName}`}
          onClick={() => saveInvite(interview)}
        >
          Add to calendar
        </button>
      </div>
    </li>
  );
}

/**
 * Upcoming interviews by day, with a job filter kept in the address. An interviewer sees "My
 * interviews": their own, and the scorecards they still owe; other members may narrow the list to
 * theirs. Team members also find their private calendar feed here.
 */
export function InterviewsPage() {
  const member = useMember();
  const interviewer = member?.role === 'interviewer';
  const title = interviewer ? 'My interviews' : 'Interviews';
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const jobId = parsePositiveId(params.get('jobId') ?? undefined);
  const mine = interviewer || (member !== null && params.get('mine') === '1');
  // Asked from the start of the viewer's day; shown while they have not ended (an interview
  // under way stays), looked at again each minute.
  const [from] = useState(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    return start.toISOString();
  });
  const now = useMinute();
  const to = new Date(Date.parse(from) + 31 * DAY_MS).toISOString();
  const upcoming = useInterviews({ from, to, jobId, mine });
  const notEnded = upcoming.isSuccess
    ? upcoming.data.interviews.filter((interview) => endsAt(interview) > now)
    : undefined;
  const due = useInterviews({ due: true, jobId, mine: true });
  const jobs = useJobOptions();
  const names = useInterviewers();
  const titles = new Map((jobs.data?.jobs ?? []).map((job) => [job.id, job.title]));
  const jobFieldId = useId();

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="interviews-page">
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          <p>The next 31 days, by day, in your time zone ({viewerTimeZone()}).</p>
        </div>
        <div className="interviews-filters">
          <div className="field">
            <label htmlFor={jobFieldId}>Job</label>
            <select
              id={jobFieldId}
              value={jobId ?? ''}
              onChange={(event) => setParam('jobId', event.target.value || undefined)}
            >
              <option value="">All jobs</option>
              {(jobs.data?.jobs ?? []).map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </select>
          </div>
          {member && !interviewer && (
            <label className="checkbox-label">
              <input
                type="checkbox"
                checked={mine}
                onChange={(event) => setParam('mine', event.target.checked ? '1' : undefined)}
              />
              Only my interviews
            </label>
          )}
        </div>
      </header>

      <section className="panel" aria-labelledby="scorecards-due-heading">
        <h2 id="scorecards-due-heading">Scorecards due</h2>
        {due.isPending && <LoadingMessage>Loading scorecards due…</LoadingMessage>}
        {due.isError && (
          <ErrorMessage>Could not load the scorecards due: {errorMessage(due.error)}</ErrorMessage>
        )}
        {due.isSuccess && due.data.interviews.length === 0 && (
          <p className="field-hint">No scorecards due.</p>
        )}
        {due.isSuccess && due.data.interviews.length > 0 && (
          <ul className="due-list">
            {due.data.interviews.map((interview) => (
              <li key={interview.id}>
                <Link to={`/candidates/${interview.candidateId}`}>
                  {interview.name} with {interview.candidateName}
                </Link>
                <span className="field-hint"> · {formatDate(interview.startsAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming</h2>
        {upcoming.isPending && <LoadingMessage>Loading interviews…</LoadingMessage>}
        {upcoming.isError && (
          <ErrorMessage>Could not load the interviews: {errorMessage(upcoming.error)}</ErrorMessage>
        )}
        {notEnded?.length === 0 && <p className="field-hint">No upcoming interviews.</p>}
        {notEnded &&
          byDay(notEnded).map(([day, interviews]) => (
            <section key={day} className="interview-day" aria-label={day}>
              <h3 className="interview-day-heading">{day}</h3>
              <ul className="interview-list">
                {interviews.map((interview) => (
                  <InterviewRow
                    key={interview.id}
                    interview={interview}
                    jobTitle={titles.get(interview.jobId)}
                    names={names}
                  />
                ))}
              </ul>
            </section>
          ))}
      </section>

      {member && <CalendarFeed />}
    </div>
  );
}

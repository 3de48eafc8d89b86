import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { parsePositiveId } from '@/domain/ids';
import type { InterviewOutput } from '@/domain/schemas';
import { formatWeekdayDateTime } from '@/lib/format-date-time';
import { useCan, useMember } from '@/lib/session';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useCancelInterview } from '../api/cancel-interview';
import { useInterviewers } from '../hooks/use-interviewers';
import { useCandidateInterviews } from '../api/get-candidate-interviews';
import { useSaveInvite } from '../api/get-invite';
import { ScheduleInterviewForm } from './schedule-interview-form';
import { SchedulingLinkDialog, SchedulingLinkList } from './scheduling-link-dialog';
import { ScorecardForm } from './scorecard-form';
import { viewerTimeZone } from '@/lib/format-date-time';
import '../interviews.css';
import { SectionHeading } from '@/components/profile-sections';

/**
 * Where a scorecard is written: a member writes their own; browser mode's recruiter writes one for
 * an interviewer they choose.
 */
function ScorecardPanel({
  interview,
  names,
  onClose,
  onSubmitted,
}: {
  interview: InterviewOutput;
  names: Map<number, string>;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}) {
  const member = useMember();
  const [forId, setForId] = useState(interview.interviewerIds[0]);
  const [switched, setSwitched] = useState(false);
  const selectId = useId();
  if (member)
    return <ScorecardForm interview={interview} onClose={onClose} onSubmitted={onSubmitted} />;
  return (
    <div className="scorecard-panel">
      <div className="field">
        <label htmlFor={selectId}>Written for</label>
        <select
          id={selectId}
          value={forId}
          onChange={(event) => {
            setForId(Number(event.target.value));
            setSwitched(true);
          }}
        >
          {interview.interviewerIds.map((id) => (
            <option key={id} value={id}>
              {names.get(id) ?? `Interviewer ${id}`}
            </option>
          ))}
        </select>
      </div>
      <ScorecardForm
        key={forId}
        interview={interview}
        interviewerId={forId}
        interviewerName={forId === undefined ? undefined : names.get(forId)}
        focusOnOpen={!switched}
        onClose={onClose}
        onSubmitted={onSubmitted}
      />
    </div>
  );
}

function InterviewItem({
  interview,
  names,
  mayChange,
  onCancel,
  onSaid,
}: {
  interview: InterviewOutput;
  names: Map<number, string>;
  mayChange: boolean;
  onCancel: (interview: InterviewOutput) => void;
  onSaid: (message: string) => void;
}) {
  const cancelled = interview.status === 'cancelled';
  const saveInvite = useSaveInvite();
  const member = useMember();
  // Members write scorecards for their own interviews; browser mode's recruiter for any.
  const mayScore = !cancelled && (!member || interview.interviewerIds.includes(member.id));
  const [scoring, setScoring] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const { ref: rescheduleButton, returnFocus: backToReschedule } = useReturnFocus();
  const closeReschedule = () => {
    setRescheduling(false);
    backToReschedule();
  };
  const { ref: scoreButton, returnFocus } = useReturnFocus();
  const closeScorecard = () => {
    setScoring(false);
    returnFocus();
  };
  return (
    <li className={`interview-item${cancelled ? ' is-cancelled' : ''}`}>
      <div className="interview-head">
        <h3>{interview.name}</h3>
        {cancelled && <span className="interview-status">Cancelled</span>}
      </div>
      <p className="interview-when">
        {formatWeekdayDateTime(interview.startsAt)} · {interview.durationMinutes} min
      </p>
      <p className="interview-who">
        With {interview.interviewerIds.map((id) => names.get(id) ?? `member ${id}`).join(', ')}
      </p>
      {interview.location && <p className="interview-where">{interview.location}</p>}
      {interview.videoUrl && (
        <p>
          <a href={interview.videoUrl} target="_blank" rel="noopener noreferrer">
            Video link
          </a>
        </p>
      )}
      {interview.instructions && <p className="interview-notes">{interview.instructions}</p>}
      <div className="interview-actions">
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Add to calendar: ${interview.name}`}
          onClick={() => saveInvite(interview)}
        >
          Add to calendar
        </button>
        {mayScore && !scoring && (
          <button
            ref={scoreButton}
            type="button"
            className="btn btn-sm"
            aria-label={`Scorecard: ${interview.name}`}
            onClick={() => setScoring(true)}
          >
            Scorecard
          </button>
        )}
        {mayChange && !cancelled && !rescheduling && (
          <button
            ref={rescheduleButton}
            type="button"
            className="btn btn-sm"
            aria-label={`Reschedule ${interview.name}`}
            onClick={() => setRescheduling(true)}
          >
            Reschedule
          </button>
        )}
        {mayChange && !cancelled && (
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={() => onCancel(interview)}
          >
            Cancel {interview.name}
          </button>
        )}
      </div>
      {rescheduling && (
        <ScheduleInterviewForm
          candidateId={interview.candidateId}
          interviewers={names}
          timeZone={viewerTimeZone()}
          interview={interview}
          onDone={(message) => {
            onSaid(message);
            closeReschedule();
          }}
          onCancel={closeReschedule}
        />
      )}
      {scoring && (
        <ScorecardPanel
          interview={interview}
          names={names}
          onClose={closeScorecard}
          onSubmitted={(message) => {
            onSaid(message);
            closeScorecard();
          }}
        />
      )}
    </li>
  );
}

/** The profile's interviews: scheduled and cancelled, with a calendar file each. */
export function CandidateInterviews() {
  const candidateId = parsePositiveId(useParams().candidateId) ?? null;
  const interviews = useCandidateInterviews(candidateId);
  const names = useInterviewers();
  const mayPlan = useCan('plan-interviews');
  const [scheduling, setScheduling] = useState(false);
  // The candidate picks the time themselves from a link (the dialog returns focus on closing).
  const [linking, setLinking] = useState(false);
  const [said, setSaid] = useState('');
  const [cancelling, setCancelling] = useState<InterviewOutput | null>(null);
  const cancel = useCancelInterview();
  // Back to "Schedule interview" once the form closes and the button is on the page again.
  const { ref: scheduleButton, returnFocus } = useReturnFocus();

  return (
    <section className="panel interviews-panel" aria-labelledby="candidate-interviews-heading">
      <header className="plan-header">
        <SectionHeading id="candidate-interviews-heading">Interviews</SectionHeading>
        {mayPlan && !scheduling && candidateId !== null && (
          <div className="interviews-panel-actions">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                setSaid('');
                setLinking(true);
              }}
            >
              Send a scheduling link
            </button>
            <button
              ref={scheduleButton}
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => {
                setSaid('');
                setScheduling(true);
              }}
            >
              Schedule interview
            </button>
          </div>
        )}
      </header>
      {mayPlan && candidateId !== null && (
        <SchedulingLinkDialog
          open={linking}
          candidateId={candidateId}
          interviewers={names}
          onClose={() => setLinking(false)}
        />
      )}
      <p role="status" className="field-hint plan-saved">
        {said}
      </p>
      {scheduling && candidateId !== null && (
        <ScheduleInterviewForm
          candidateId={candidateId}
          interviewers={names}
          timeZone={viewerTimeZone()}
          onDone={(message: string) => {
            setScheduling(false);
            setSaid(message);
            returnFocus();
          }}
          onCancel={() => {
            setScheduling(false);
            returnFocus();
          }}
        />
      )}
      {interviews.isPending && <LoadingMessage>Loading interviews…</LoadingMessage>}
      {interviews.isError && (
        <ErrorMessage>Could not load the interviews: {errorMessage(interviews.error)}</ErrorMessage>
      )}
      {interviews.isSuccess && interviews.data.interviews.length === 0 && (
        <p className="field-hint">No interviews yet.</p>
      )}
      {mayPlan && candidateId !== null && (
        <SchedulingLinkList
          candidateId={candidateId}
          interviews={interviews.data?.interviews ?? []}
        />
      )}
      {interviews.isSuccess && interviews.data.interviews.length > 0 && (
        <ul className="interview-list">
          {interviews.data.interviews.map((interview) => (
            <InterviewItem
              key={interview.id}
              interview={interview}
              names={names}
              mayChange={mayPlan}
              onCancel={setCancelling}
              onSaid={setSaid}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this interview?"
        confirmLabel="Cancel interview"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        danger
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling, {
            onSuccess: () => {
              setSaid(`${cancelling.name} cancelled.`);
              setCancelling(null);
            },
          })
        }
        onCancel={() => {
          cancel.reset();
          setCancelling(null);
        }}
      >
        {cancelling &&
          `${cancelling.name} on ${formatWeekdayDateTime(cancelling.startsAt)} will be cancelled. Calendars that added it will drop it once they read its file again.`}
      </ConfirmDialog>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { useCandidate } from '@/api/queries/get-candidate';
import { useJob } from '@/api/queries/get-job';
import { absoluteUrl, CopyLink } from '@/components/copy-link';
import { Modal } from '@/components/modal';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { isDay } from '@/domain/days';
import { PLAN_LIMITS } from '@/domain/interviews';
import type { InterviewOutput, SchedulingLinkOutput } from '@/domain/schemas';
import { formatMediumDate, formatWeekdayDateTime } from '@/lib/format-date-time';
import { useCreateSchedulingLink } from '../api/create-scheduling-link';
import { useCandidateSchedulingLinks } from '../api/get-candidate-scheduling-links';
import { useInterviewPlan } from '../api/get-interview-plan';
import { localToUtc, moveOffer, typedLength } from '../logic/schedule-form';
import { addDays, today } from '../logic/free-week';
import { InterviewerChoice } from './interviewer-choice';

export const MOVE_LABEL = 'Move the candidate to the interview’s stage when they book';

/** The most hours of notice a link may ask for (the API's limit). */
const MAX_NOTICE_HOURS = 720;

interface LinkDraft {
  planInterviewId: string;
  durationMinutes: string;
  /** Everyone chosen must be free (a panel), or any one of them (a pool). */
  who: 'panel' | 'pool';
  interviewerIds: number[];
  /** The first and last day the candidate may pick from, on the viewer's calendar. */
  from: string;
  to: string;
  minNoticeHours: string;
  moveCandidate: boolean;
}

/** Tomorrow to two weeks from today, with a day's notice. */
const freshDraft = (): LinkDraft => ({
  planInterviewId: '',
  durationMinutes: '',
  who: 'panel',
  interviewerIds: [],
  from: addDays(today(), 1),
  to: addDays(today(), 14),
  minNoticeHours: '24',
  moveCandidate: true,
});

/** What keeps the form from being sent, by field; the API checks the rest (the window's length). */
function linkProblems(draft: LinkDraft): Partial<Record<keyof LinkDraft, string>> {
  const problems: Partial<Record<keyof LinkDraft, string>> = {};
  if (!draft.planInterviewId) problems.planInterviewId = 'Choose an interview of the plan.';
  if (!typedLength(draft.durationMinutes))
    problems.durationMinutes = `The duration must be whole minutes from ${PLAN_LIMITS.minMinutes} to ${PLAN_LIMITS.maxMinutes}.`;
  if (draft.interviewerIds.length === 0)
    problems.interviewerIds = 'Choose at least one interviewer.';
  if (!isDay(draft.from) || !isDay(draft.to) || draft.from > draft.to)
    problems.from = 'Give the first and the last day, the first no later than the last.';
  const notice = Number(draft.minNoticeHours);
  if (!/^\d+$/.test(draft.minNoticeHours.trim()) || notice > MAX_NOTICE_HOURS)
    problems.minNoticeHours = `The notice must be whole hours from 0 to ${MAX_NOTICE_HOURS}.`;
  return problems;
}

interface DialogProps {
  open: boolean;
  candidateId: number;
  /** Who can interview, by id (the schedule form's list). */
  interviewers: Map<number, string>;
  onClose: () => void;
}

/**
 * "Send a scheduling link": the candidate picks a time themselves from one of the job's planned
 * interviews' free slots. A team server emails them the link; browser mode shows it, to open or
 * copy and pass on.
 */
export function SchedulingLinkDialog({ open, candidateId, interviewers, onClose }: DialogProps) {
  return (
    <Modal open={open} title="Send a scheduling link" onClose={onClose}>
      {open && <LinkForm candidateId={candidateId} interviewers={interviewers} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ candidateId, interviewers, onClose }: Omit<DialogProps, 'open'>) {
  const candidate = useCandidate(candidateId);
  const plan = useInterviewPlan(candidate.data?.jobId ?? null);
  const job = useJob(candidate.data?.jobId);
  const create = useCreateSchedulingLink(candidateId);
  const [draft, setDraft] = useState<LinkDraft>(freshDraft);
  // Once a send was tried, each field says what keeps it back, and stops as soon as it is fixed.
  const [tried, setTried] = useState(false);
  const id = useId();
  const set = (patch: Partial<LinkDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const shown = tried ? linkProblems(draft) : {};

  if (create.isSuccess)
    return <LinkMade link={create.data} candidateName={candidate.data?.name} onClose={onClose} />;
  if (!plan.isSuccess) return <LoadingMessage>Loading the interview plan…</LoadingMessage>;
  const item = plan.data.interviews.find((i) => i.id === draft.planInterviewId);
  const moveTo = moveOffer(candidate.data, job.data, item);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setTried(true);
    const first = Object.keys(linkProblems(draft))[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // The first day's midnight to the last day's end, on the viewer's calendar, sent as UTC.
    const from = localToUtc(draft.from, '00:00')!;
    const to = localToUtc(addDays(draft.to, 1), '00:00')!;
    create.mutate({
      planInterviewId: draft.planInterviewId,
      duration: Number(draft.durationMinutes),
      ...(draft.who === 'pool'
        ? { anyOf: draft.interviewerIds }
        : { interviewerIds: draft.interviewerIds }),
      window: { from, to },
      minNoticeHours: Number(draft.minNoticeHours),
      ...(moveTo && draft.moveCandidate && { moveCandidate: true }),
    });
  };

  const error = (field: keyof LinkDraft) =>
    shown[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {shown[field]}
      </p>
    );
  const described = (field: keyof LinkDraft) =>
    shown[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      className="scheduling-link-form"
      aria-label="Scheduling link"
      onSubmit={submit}
      noValidate
    >
      <p className="field-hint">
        {candidate.data?.name ?? 'The candidate'} picks one of the free times in the days you give,
        in their own time zone, and may change or cancel it once.
      </p>
      <div className="field">
        <label htmlFor={`${id}-planInterviewId`}>Interview</label>
        <select
          id={`${id}-planInterviewId`}
          value={draft.planInterviewId}
          {...described('planInterviewId')}
          onChange={(e) => {
            const chosen = plan.data.interviews.find((i) => i.id === e.target.value);
            set({
              planInterviewId: e.target.value,
              ...(chosen?.durationMinutes && { durationMinutes: String(chosen.durationMinutes) }),
            });
          }}
        >
          <option value="">Choose an interview</option>
          {plan.data.interviews.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
        {error('planInterviewId')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-durationMinutes`}>Duration (minutes)</label>
        <input
          id={`${id}-durationMinutes`}
          type="number"
          inputMode="numeric"
          min={PLAN_LIMITS.minMinutes}
          max={PLAN_LIMITS.maxMinutes}
          step={5}
          value={draft.durationMinutes}
          {...described('durationMinutes')}
          onChange={(e) => set({ durationMinutes: e.target.value })}
        />
        {error('durationMinutes')}
      </div>
      <fieldset className="schedule-who scheduling-link-who">
        <legend>Who interviews</legend>
        <label className="checkbox-label">
          <input
            type="radio"
            name={`${id}-who`}
            checked={draft.who === 'panel'}
            onChange={() => set({ who: 'panel' })}
          />
          The whole panel: everyone chosen is free
        </label>
        <label className="checkbox-label">
          <input
            type="radio"
            name={`${id}-who`}
            checked={draft.who === 'pool'}
            onChange={() => set({ who: 'pool' })}
          />
          One of a pool: whoever chosen is free
        </label>
      </fieldset>
      <InterviewerChoice
        id={`${id}-interviewerIds`}
        interviewers={interviewers}
        chosen={draft.interviewerIds}
        onChange={(interviewerIds) => set({ interviewerIds })}
        described={described('interviewerIds')}
      />
      {error('interviewerIds')}
      <fieldset className="schedule-when scheduling-link-window">
        <legend>Days to pick from</legend>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            {...described('from')}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            {...described('from')}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </fieldset>
      {error('from')}
      <div className="field">
        <label htmlFor={`${id}-minNoticeHours`}>Minimum notice (hours)</label>
        <input
          id={`${id}-minNoticeHours`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_NOTICE_HOURS}
          step={1}
          value={draft.minNoticeHours}
          aria-describedby={
            shown.minNoticeHours ? `${id}-minNoticeHours-error` : `${id}-minNoticeHours-hint`
          }
          aria-invalid={shown.minNoticeHours ? true : undefined}
          onChange={(e) => set({ minNoticeHours: e.target.value })}
        />
        <span id={`${id}-minNoticeHours-hint`} className="field-hint">
          No time sooner than this is offered, and the candidate may change the booking until this
          long before it.
        </span>
        {error('minNoticeHours')}
      </div>
      {moveTo && (
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={draft.moveCandidate}
            aria-describedby={`${id}-move-hint`}
            onChange={(e) => set({ moveCandidate: e.target.checked })}
          />
          {MOVE_LABEL}
        </label>
      )}
      {moveTo && (
        <span id={`${id}-move-hint`} className="field-hint">
          {item?.name} is in {moveTo.name}.
        </span>
      )}
      {create.isError && (
        <ErrorMessage>Could not make the link: {errorMessage(create.error)}</ErrorMessage>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose} disabled={create.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Making the link…' : 'Send the link'}
        </button>
      </div>
    </form>
  );
}

/** The link made: in browser mode to open or copy (shown only now), else emailed. */
function LinkMade({
  link,
  candidateName,
  onClose,
}: {
  link: SchedulingLinkOutput;
  candidateName: string | undefined;
  onClose: () => void;
}) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  const who = candidateName ?? 'The candidate';
  return (
    <div className="scheduling-link-made">
      <p ref={said} tabIndex={-1} className="scheduling-link-said">
        {link.link
          ? `The link for ${link.name} is ready. TalentFlow sends no email in browser mode: pass it to ${who} yourself.`
          : `${who} was emailed a link to book ${link.name}.`}
      </p>
      {link.link && (
        <>
          <CopyLink url={absoluteUrl(link.link)} label="The candidate’s link" />
          <p className="field-hint">It is shown only now: copy it before closing.</p>
        </>
      )}
      <div className="form-actions">
        {link.link && (
          <a className="btn" href={link.link} target="_blank" rel="noopener noreferrer">
            Open
          </a>
        )}
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

/** A link's state in a few words: open, booked (when), cancelled or ended. */
function statusOf(link: SchedulingLinkOutput, startsAt: Map<number, string>): string {
  if (link.status === 'open') return 'Open: waiting for the candidate to pick a time';
  if (link.status === 'booked') {
    const at = link.interviewId === undefined ? undefined : startsAt.get(link.interviewId);
    return at ? `Booked for ${formatWeekdayDateTime(at)}` : 'Booked';
  }
  if (link.status === 'cancelled') return 'Cancelled by the candidate';
  return 'Ended';
}

/** The candidate's scheduling links, newest first, each with where it stands. */
export function SchedulingLinkList({
  candidateId,
  interviews,
}: {
  candidateId: number;
  /** The candidate's interviews: a booked link's time is its interview's. */
  interviews: InterviewOutput[];
}) {
  const links = useCandidateSchedulingLinks(candidateId);
  if (links.isError)
    return (
      <ErrorMessage>Could not load the scheduling links: {errorMessage(links.error)}</ErrorMessage>
    );
  if (!links.isSuccess || links.data.links.length === 0) return null;
  const startsAt = new Map(interviews.map((i) => [i.id, i.startsAt]));
  return (
    <section className="scheduling-links" aria-labelledby="candidate-scheduling-links-heading">
      <h3 id="candidate-scheduling-links-heading">Scheduling links</h3>
      <ul className="scheduling-link-list">
        {links.data.links.map((link) => (
          <li key={link.id} className={`scheduling-link-item is-${link.status}`}>
            <span className="scheduling-link-name">
              {link.name} · {link.durationMinutes} min
            </span>
            <span className="scheduling-link-status">{statusOf(link, startsAt)}</span>
            <span className="field-hint">
              {/* The window ends at the last day's end: that day is the one just before. */}
              Days {formatMediumDate(link.window.from)} to{' '}
              {formatMediumDate(Date.parse(link.window.to) - 1)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

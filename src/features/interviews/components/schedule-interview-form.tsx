import { useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useCandidate } from '@/api/queries/get-candidate';
import { useJob } from '@/api/queries/get-job';
import { LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import { useSession } from '@/lib/session';
import type { InterviewOutput } from '@/domain/schemas';
import { useFreeSlots } from '../api/get-free-slots';
import { useInterviewPlan } from '../api/get-interview-plan';
import { useChangeInterview } from '../api/change-interview';
import { useScheduleInterview, type Scheduled } from '../api/schedule-interview';
import {
  localToUtc,
  moveOffer,
  scheduleProblems,
  typedLength,
  utcToLocal,
  type ScheduleDraft,
} from '../logic/schedule-form';
import { isDay } from '@/domain/days';
import { mondayOf, notFreeThen, today, weekQuery } from '../logic/free-week';
import { FreeSlotsGrid } from './free-slots-grid';
import { InterviewerChoice } from './interviewer-choice';

interface FormProps {
  candidateId: number;
  /** Who can interview, by id. */
  interviewers: Map<number, string>;
  /** The viewer's time zone, shown by name beside the start. */
  timeZone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
  /** Rescheduling: the interview to change (its plan item stays what it is). */
  interview?: InterviewOutput;
}

/** The form filled with an interview as it is, to change it. */
const draftOf = (interview: InterviewOutput): ScheduleDraft => ({
  planInterviewId: interview.planInterviewId,
  ...utcToLocal(interview.startsAt),
  durationMinutes: String(interview.durationMinutes),
  interviewerIds: interview.interviewerIds,
  location: interview.location ?? '',
  videoUrl: interview.videoUrl ?? '',
  instructions: interview.instructions ?? '',
});

const EMPTY: ScheduleDraft = {
  planInterviewId: '',
  date: '',
  time: '',
  durationMinutes: '',
  interviewerIds: [],
  location: '',
  videoUrl: '',
  instructions: '',
};

/** "Schedule interview": one of the job's planned interviews, when, with whom, and where. */
export function ScheduleInterviewForm({
  candidateId,
  interviewers,
  timeZone,
  onDone,
  onCancel,
  interview: changing,
}: FormProps) {
  const candidate = useCandidate(candidateId);
  const plan = useInterviewPlan(candidate.data?.jobId ?? null);
  // Only a team server emails; the candidate's invitation is asked for when scheduling.
  const team = useSession().mode === 'team';
  const [inviteCandidate, setInviteCandidate] = useState(false);
  // Scheduling moves the candidate into the interview's stage unless unticked.
  const job = useJob(candidate.data?.jobId);
  const [moveCandidate, setMoveCandidate] = useState(true);
  const create = useScheduleInterview(candidateId);
  const change = useChangeInterview(candidateId);
  const schedule = changing ? change : create;
  const [draft, setDraft] = useState<ScheduleDraft>(() => (changing ? draftOf(changing) : EMPTY));
  // Once a send was tried, each field says what keeps it back, and stops as soon as it is fixed.
  const [tried, setTried] = useState(false);
  const shown = tried ? scheduleProblems(draft) : {};
  const id = useId();
  const set = (patch: Partial<ScheduleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // "Free slots" shows a week (by its Monday): the start's, and the one of a date typed since.
  const [week, setWeek] = useState(() =>
    mondayOf(changing ? utcToLocal(changing.startsAt).date : today()),
  );
  const length = typedLength(draft.durationMinutes);
  // An interview being moved is not busy at its own time.
  const freeQuery = weekQuery(draft.interviewerIds, length, week, changing?.id);
  const free = useFreeSlots(freeQuery);
  const startsAt = localToUtc(draft.date, draft.time);
  const clash =
    freeQuery !== undefined &&
    length !== undefined &&
    free.isSuccess &&
    notFreeThen(free.data, freeQuery, startsAt, length);

  if (!plan.isSuccess) return <LoadingMessage>Loading the interview plan…</LoadingMessage>;
  // An interview being changed keeps its plan item, even one taken out of the plan since.
  const items =
    changing && !plan.data.interviews.some((i) => i.id === changing.planInterviewId)
      ? [
          ...plan.data.interviews,
          { id: changing.planInterviewId, name: changing.name, durationMinutes: 0 },
        ]
      : plan.data.interviews;
  const label = changing ? `Reschedule ${changing.name}` : 'Schedule interview';
  const moveTo = changing
    ? undefined
    : moveOffer(
        candidate.data,
        job.data,
        plan.data.interviews.find((i) => i.id === draft.planInterviewId),
      );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = scheduleProblems(draft);
    setTried(true);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const when = {
      startsAt: localToUtc(draft.date, draft.time)!,
      durationMinutes: Number(draft.durationMinutes),
      interviewerIds: draft.interviewerIds,
    };
    const done = {
      // A time that books an interviewer twice is refused (409), its message shown as any error.
      onSuccess: ({ interview, movedTo }: Scheduled) => {
        const moved =
          !changing ||
          interview.startsAt !== changing.startsAt ||
          interview.durationMinutes !== changing.durationMinutes;
        const said = !changing ? 'scheduled' : moved ? 'rescheduled' : 'changed';
        const into = movedTo && job.data?.stages?.find((s) => s.id === movedTo.stageId);
        onDone(
          `${interview.name} ${said}.${
            movedTo
              ? ` ${candidate.data?.name ?? 'The candidate'} moved to ${into?.name ?? STAGE_LABELS[movedTo.stage]}.`
              : ''
          }`,
        );
      },
    };
    const text = (value: string) => value.trim() || undefined;
    if (changing)
      change.mutate(
        {
          id: changing.id,
          // A text emptied is cleared (null); the interview's plan item stays.
          changes: {
            ...when,
            location: text(draft.location) ?? null,
            videoUrl: text(draft.videoUrl) ?? null,
            instructions: text(draft.instructions) ?? null,
          },
        },
        done,
      );
    else
      create.mutate(
        {
          planInterviewId: draft.planInterviewId,
          ...when,
          ...(text(draft.location) && { location: text(draft.location) }),
          ...(text(draft.videoUrl) && { videoUrl: text(draft.videoUrl) }),
          ...(text(draft.instructions) && { instructions: text(draft.instructions) }),
          ...(team && inviteCandidate && { inviteCandidate: true }),
          ...(moveTo && moveCandidate && { moveCandidate: true }),
        },
        done,
      );
  };

  const error = (field: keyof ScheduleDraft) =>
    shown[field] && (
      <p id={`${id}-${field}-error`} className="field-error">
        {shown[field]}
      </p>
    );
  const described = (field: keyof ScheduleDraft) =>
    shown[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form className="schedule-form" aria-label={label} onSubmit={submit} noValidate>
      {schedule.isError && (
        <p role="alert" className="error-message">
          Could not {changing ? 'change' : 'schedule'} the interview: {errorMessage(schedule.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-planInterviewId`}>Interview</label>
        <select
          id={`${id}-planInterviewId`}
          value={draft.planInterviewId}
          disabled={Boolean(changing)}
          {...described('planInterviewId')}
          onChange={(e) => {
            const item = items.find((i) => i.id === e.target.value);
            set({
              planInterviewId: e.target.value,
              ...(item?.durationMinutes && { durationMinutes: String(item.durationMinutes) }),
            });
          }}
        >
          <option value="">Choose an interview</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {error('planInterviewId')}
      </div>
      <fieldset className="schedule-when">
        <legend>Start ({timeZone})</legend>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            id={`${id}-date`}
            type="date"
            value={draft.date}
            {...described('date')}
            onChange={(e) => {
              set({ date: e.target.value });
              if (isDay(e.target.value)) setWeek(mondayOf(e.target.value));
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input
            id={`${id}-time`}
            type="time"
            value={draft.time}
            {...described('date')}
            onChange={(e) => set({ time: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-durationMinutes`}>Duration (minutes)</label>
          <input
            id={`${id}-durationMinutes`}
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            value={draft.durationMinutes}
            {...described('durationMinutes')}
            onChange={(e) => set({ durationMinutes: e.target.value })}
          />
        </div>
      </fieldset>
      {clash && (
        <p role="status" className="schedule-clash">
          Not everyone is free then: pick a free time below or schedule anyway.
        </p>
      )}
      {error('date')}
      {error('durationMinutes')}
      <InterviewerChoice
        id={`${id}-interviewerIds`}
        interviewers={interviewers}
        chosen={draft.interviewerIds}
        onChange={(interviewerIds) => set({ interviewerIds })}
        described={described('interviewerIds')}
      />
      {error('interviewerIds')}
      <FreeSlotsGrid
        interviewerIds={draft.interviewerIds}
        durationMinutes={length}
        week={week}
        onWeekChange={setWeek}
        timeZone={timeZone}
        chosen={{ date: draft.date, time: draft.time }}
        onChoose={(start) => set(start)}
        {...(changing && { exceptInterviewId: changing.id })}
      />
      <div className="field">
        <label htmlFor={`${id}-location`}>Location (optional)</label>
        <input
          id={`${id}-location`}
          value={draft.location}
          maxLength={300}
          onChange={(e) => set({ location: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-videoUrl`}>Video link (optional)</label>
        <input
          id={`${id}-videoUrl`}
          type="url"
          value={draft.videoUrl}
          placeholder="https://"
          {...described('videoUrl')}
          onChange={(e) => set({ videoUrl: e.target.value })}
        />
        {error('videoUrl')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-instructions`}>Instructions for the interviewers (optional)</label>
        <textarea
          id={`${id}-instructions`}
          value={draft.instructions}
          maxLength={4000}
          onChange={(e) => set({ instructions: e.target.value })}
        />
      </div>
      {team && !changing && (
        <label className="schedule-invite-candidate">
          <input
            type="checkbox"
            checked={inviteCandidate}
            onChange={(e) => setInviteCandidate(e.target.checked)}
          />
          Email {candidate.data?.name ?? 'the candidate'} the invitation
        </label>
      )}
      {moveTo && (
        <label className="schedule-invite-candidate">
          <input
            type="checkbox"
            checked={moveCandidate}
            onChange={(e) => setMoveCandidate(e.target.checked)}
          />
          Move to {moveTo.name} when scheduled
        </label>
      )}
      <div className="plan-editor-actions">
        <span className="plan-editor-spacer" />
        <button type="button" className="btn" onClick={onCancel} disabled={schedule.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
          {changing
            ? schedule.isPending
              ? 'Saving…'
              : 'Save changes'
            : schedule.isPending
              ? 'Scheduling…'
              : 'Schedule'}
        </button>
      </div>
    </form>
  );
}

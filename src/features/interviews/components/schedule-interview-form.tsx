import { useId, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useCandidate } from '@/api/queries/get-candidate';
import { LoadingMessage } from '@/components/status-message';
import { useInterviewPlan } from '../api/get-interview-plan';
import { useScheduleInterview } from '../api/schedule-interview';
import { localToUtc, scheduleProblems, type ScheduleDraft } from '../logic/schedule-form';

interface FormProps {
  candidateId: number;
  /** Who can interview, by id. */
  interviewers: Map<number, string>;
  /** The viewer's time zone, shown by name beside the start. */
  timeZone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

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
}: FormProps) {
  const candidate = useCandidate(candidateId);
  const plan = useInterviewPlan(candidate.data?.jobId ?? null);
  const schedule = useScheduleInterview(candidateId);
  const [draft, setDraft] = useState<ScheduleDraft>(EMPTY);
  // Once a send was tried, each field says what keeps it back, and stops as soon as it is fixed.
  const [tried, setTried] = useState(false);
  const shown = tried ? scheduleProblems(draft) : {};
  const id = useId();
  const set = (patch: Partial<ScheduleDraft>) => setDraft((d) => ({ ...d, ...patch }));

  if (!plan.isSuccess) return <LoadingMessage>Loading the interview plan…</LoadingMessage>;
  const items = plan.data.interviews;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = scheduleProblems(draft);
    setTried(true);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    schedule.mutate(
      {
        planInterviewId: draft.planInterviewId,
        startsAt: localToUtc(draft.date, draft.time)!,
        durationMinutes: Number(draft.durationMinutes),
        interviewerIds: draft.interviewerIds,
        ...(draft.location.trim() && { location: draft.location.trim() }),
        ...(draft.videoUrl.trim() && { videoUrl: draft.videoUrl.trim() }),
        ...(draft.instructions.trim() && { instructions: draft.instructions.trim() }),
      },
      {
        onSuccess: ({ interview, overlaps }) => {
          const busy = [...new Set(overlaps.map((o) => interviewers.get(o.interviewerId)))];
          onDone(
            `${interview.name} scheduled.${
              busy.length > 0
                ? ` Note: ${busy.join(', ')} already ${busy.length === 1 ? 'has' : 'have'} an interview at that time.`
                : ''
            }`,
          );
        },
      },
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
    <form className="schedule-form" aria-label="Schedule interview" onSubmit={submit} noValidate>
      {schedule.isError && (
        <p role="alert" className="error-message">
          Could not schedule the interview: {errorMessage(schedule.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-planInterviewId`}>Interview</label>
        <select
          id={`${id}-planInterviewId`}
          value={draft.planInterviewId}
          {...described('planInterviewId')}
          onChange={(e) => {
            const item = items.find((i) => i.id === e.target.value);
            set({
              planInterviewId: e.target.value,
              ...(item && { durationMinutes: String(item.durationMinutes) }),
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
            onChange={(e) => set({ date: e.target.value })}
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
      {error('date')}
      {error('durationMinutes')}
      <fieldset
        className="schedule-who"
        {...described('interviewerIds')}
        id={`${id}-interviewerIds`}
      >
        <legend>Interviewers</legend>
        {[...interviewers].map(([memberId, name]) => (
          <label key={memberId} className="checkbox-label">
            <input
              type="checkbox"
              checked={draft.interviewerIds.includes(memberId)}
              onChange={(e) =>
                set({
                  interviewerIds: e.target.checked
                    ? [...draft.interviewerIds, memberId]
                    : draft.interviewerIds.filter((x) => x !== memberId),
                })
              }
            />
            {name}
          </label>
        ))}
      </fieldset>
      {error('interviewerIds')}
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
      <div className="plan-editor-actions">
        <span className="plan-editor-spacer" />
        <button type="button" className="btn" onClick={onCancel} disabled={schedule.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
          {schedule.isPending ? 'Scheduling…' : 'Schedule'}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { useJob } from '@/api/queries/get-job';
import { PLAN_LIMITS, type InterviewPlan } from '@/domain/interviews';
import { stagesOf } from '@/domain/pipelines';
import { useSaveInterviewPlan } from '../api/save-interview-plan';
import {
  choiceOf,
  draftProblems,
  fromDraft,
  moved,
  newAttribute,
  newInterview,
  stageChoices,
  toDraft,
  type AttributeDraft,
  type InterviewDraft,
} from '../logic/plan-draft';

interface EditorProps {
  jobId: number;
  plan: InterviewPlan;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The interview plan, edited as a whole and saved at once: every field labelled, every change
 * (adding, removing, moving up or down) a button, so the keyboard does all of it. A failed save
 * says why and keeps the draft.
 */
export function InterviewPlanEditor({ jobId, plan, onSaved, onCancel }: EditorProps) {
  const [draft, setDraft] = useState<InterviewDraft[]>(() => toDraft(plan));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveInterviewPlan(jobId);
  // The job's stages in the plan's categories (the job page has the job read already; until it
  // is, the default ones, whose first stages are what an interview without a stage id is in).
  const job = useJob(jobId);
  const choices = stageChoices(
    stagesOf(job.data ?? {}),
    draft.map((interview) => interview.stage),
  );
  const problemsBox = useRef<HTMLDivElement>(null);
  // The field to focus once the draft has rendered (a new interview's or attribute's name), once.
  const focusNext = useRef<string | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    fields.current.get(key)?.focus();
  });

  const change = (i: number, patch: Partial<InterviewDraft>) =>
    setDraft((all) => all.map((item, at) => (at === i ? { ...item, ...patch } : item)));
  const changeAttributes = (i: number, edit: (list: AttributeDraft[]) => AttributeDraft[]) =>
    setDraft((all) =>
      all.map((item, at) => (at === i ? { ...item, attributes: edit(item.attributes) } : item)),
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) {
      requestAnimationFrame(() => problemsBox.current?.focus());
      return;
    }
    save.mutate(fromDraft(draft), { onSuccess: onSaved });
  };

  const nameOf = (interview: InterviewDraft, i: number) =>
    interview.name.trim() || `interview ${i + 1}`;

  return (
    <form className="plan-editor" aria-label="Edit interview plan" onSubmit={submit} noValidate>
      {problems.length > 0 && (
        <div ref={problemsBox} tabIndex={-1} role="alert" className="plan-problems">
          <p>The plan cannot be saved yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {save.isError && (
        <p role="alert" className="error-message">
          Could not save the interview plan: {errorMessage(save.error)} Your changes are still here.
        </p>
      )}
      <ol className="plan-edit-list">
        {draft.map((interview, i) => {
          const label = nameOf(interview, i);
          const id = `plan-${interview.key}`;
          return (
            <li key={interview.key} className="plan-edit-item">
              <fieldset>
                <legend>Interview {i + 1}</legend>
                <div className="plan-edit-fields">
                  <div className="field">
                    <label htmlFor={`${id}-name`}>Name</label>
                    <input
                      id={`${id}-name`}
                      ref={(input) => {
                        if (input) fields.current.set(interview.key, input);
                        else fields.current.delete(interview.key);
                      }}
                      value={interview.name}
                      maxLength={PLAN_LIMITS.name}
                      onChange={(e) => change(i, { name: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-stage`}>Stage</label>
                    <select
                      id={`${id}-stage`}
                      value={choiceOf(interview, choices)}
                      onChange={(e) => {
                        const chosen = choices.find((c) => c.value === e.target.value);
                        if (chosen) change(i, { stage: chosen.stage, stageId: chosen.stageId });
                      }}
                    >
                      {choices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-minutes`}>Duration (minutes)</label>
                    <input
                      id={`${id}-minutes`}
                      type="number"
                      inputMode="numeric"
                      min={PLAN_LIMITS.minMinutes}
                      max={PLAN_LIMITS.maxMinutes}
                      step={5}
                      value={interview.durationMinutes}
                      onChange={(e) => change(i, { durationMinutes: e.target.value })}
                    />
                  </div>
                </div>
                <fieldset className="plan-edit-attributes">
                  <legend>What the scorecard rates</legend>
                  <ul>
                    {interview.attributes.map((item, j) => {
                      const itemId = `${id}-${item.key}`;
                      const which = `attribute ${j + 1} of ${label}`;
                      return (
                        <li key={item.key} className="plan-edit-attribute">
                          <div className="field">
                            <label htmlFor={`${itemId}-heading`}>
                              Heading<span className="visually-hidden"> of {which}</span>
                            </label>
                            <input
                              id={`${itemId}-heading`}
                              value={item.heading}
                              maxLength={PLAN_LIMITS.heading}
                              onChange={(e) =>
                                changeAttributes(i, (list) =>
                                  list.map((a, at) =>
                                    at === j ? { ...a, heading: e.target.value } : a,
                                  ),
                                )
                              }
                            />
                          </div>
                          <div className="field">
                            <label htmlFor={`${itemId}-name`}>
                              Attribute
                              <span className="visually-hidden">
                                {' '}
                                {j + 1} of {label}
                              </span>
                            </label>
                            <input
                              id={`${itemId}-name`}
                              ref={(input) => {
                                if (input) fields.current.set(item.key, input);
                                else fields.current.delete(item.key);
                              }}
                              value={item.name}
                              maxLength={PLAN_LIMITS.name}
                              onChange={(e) =>
                                changeAttributes(i, (list) =>
                                  list.map((a, at) =>
                                    at === j ? { ...a, name: e.target.value } : a,
                                  ),
                                )
                              }
                            />
                          </div>
                          <div className="plan-edit-buttons">
                            <button
                              type="button"
                              className="btn btn-sm"
                              aria-label={`Move ${which} up`}
                              disabled={j === 0}
                              onClick={() => changeAttributes(i, (list) => moved(list, j, -1))}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              className="btn btn-sm"
                              aria-label={`Move ${which} down`}
                              disabled={j === interview.attributes.length - 1}
                              onClick={() => changeAttributes(i, (list) => moved(list, j, 1))}
                            >
                              ↓
                            </button>
                            <button
                              type="button"
                              className="btn btn-sm btn-danger"
                              aria-label={`Remove ${which}`}
                              onClick={() =>
                                changeAttributes(i, (list) => list.filter((_, at) => at !== j))
                              }
                            >
                              Remove
                            </button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={interview.attributes.length >= PLAN_LIMITS.attributes}
                    onClick={() => {
                      const added = newAttribute(interview.attributes.at(-1)?.heading);
                      changeAttributes(i, (list) => [...list, added]);
                      focusNext.current = added.key;
                    }}
                  >
                    Add an attribute to {label}
                  </button>
                </fieldset>
                <div className="plan-edit-buttons">
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={i === 0}
                    onClick={() => setDraft((all) => moved(all, i, -1))}
                  >
                    Move {label} up
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={i === draft.length - 1}
                    onClick={() => setDraft((all) => moved(all, i, 1))}
                  >
                    Move {label} down
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    onClick={() => setDraft((all) => all.filter((_, at) => at !== i))}
                  >
                    Remove {label}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="plan-editor-actions">
        <button
          type="button"
          className="btn"
          disabled={draft.length >= PLAN_LIMITS.interviews}
          onClick={() => {
            const added = newInterview();
            setDraft((all) => [...all, added]);
            focusNext.current = added.key;
          }}
        >
          Add an interview
        </button>
        <span className="plan-editor-spacer" />
        <button type="button" className="btn" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save interview plan'}
        </button>
      </div>
    </form>
  );
}

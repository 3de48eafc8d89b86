import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import {
  attributesByHeading,
  RATINGS,
  RECOMMENDATIONS,
  type Rating,
  type Recommendation,
} from '@/domain/interviews';
import type { InterviewOutput, ScorecardInputBody, ScorecardOutput } from '@/domain/schemas';
import {
  RATING_LABELS,
  ratedAttributes,
  RECOMMENDATION_LABELS,
  scorecardProblems,
  TAKEAWAYS_MAX,
} from '@/domain/scorecards';
import { formatDateTime } from '@/lib/format-date-time';
import { useInterviewPlan } from '../api/get-interview-plan';
import { useMyScorecard } from '../api/get-my-scorecard';
import { useSaveMyScorecard } from '../api/save-my-scorecard';

/** How long typing pauses before a draft is saved. */
const DRAFT_PAUSE_MS = 800;

type Draft = Omit<ScorecardInputBody, 'submit'>;

const draftOf = (card: ScorecardOutput | null): Draft => ({
  ratings: card?.ratings ?? {},
  takeaways: card?.takeaways ?? '',
  recommendation: card?.recommendation ?? null,
});

/** The attributes an interview's scorecard rates: its plan item's, or those a card already rates. */
function useAttributes(interview: InterviewOutput, card: ScorecardOutput | null) {
  const plan = useInterviewPlan(interview.jobId);
  const planned = plan.data?.interviews.find((item) => item.id === interview.planInterviewId);
  return ratedAttributes(planned?.attributes, card ? [card] : []);
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  labels,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | null | undefined;
  onChange: (value: T) => void;
  className: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      <div className="choice-row">
        {choices.map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One interviewer's scorecard on one interview. Until it is submitted every change is saved as a
 * draft after a pause (and at once when the form closes), so a reload loses nothing; submitting
 * needs a recommendation. A submitted card is changed with "Save changes", and marked edited.
 */
export function ScorecardForm({
  interview,
  interviewerId,
  interviewerName,
  focusOnOpen = true,
  onClose,
  onSubmitted,
}: {
  interview: InterviewOutput;
  /** Browser mode: the interviewer the local recruiter writes for. */
  interviewerId?: number;
  interviewerName?: string;
  /** Whether the form takes the focus when it opens (not when its interviewer is switched). */
  focusOnOpen?: boolean;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}) {
  const mine = useMyScorecard(interview.id, interviewerId);
  if (mine.isPending) return <LoadingMessage>Loading the scorecard…</LoadingMessage>;
  if (mine.isError)
    return <ErrorMessage>Could not load the scorecard: {errorMessage(mine.error)}</ErrorMessage>;
  return (
    <LoadedScorecardForm
      interview={interview}
      interviewerId={interviewerId}
      interviewerName={interviewerName}
      card={mine.data.scorecard}
      focusOnOpen={focusOnOpen}
      onClose={onClose}
      onSubmitted={onSubmitted}
    />
  );
}

function LoadedScorecardForm({
  interview,
  interviewerId,
  interviewerName,
  card,
  focusOnOpen,
  onClose,
  onSubmitted,
}: {
  interview: InterviewOutput;
  interviewerId?: number;
  interviewerName?: string;
  card: ScorecardOutput | null;
  focusOnOpen: boolean;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}) {
  const id = useId();
  const attributes = useAttributes(interview, card);
  const [draft, setDraft] = useState<Draft>(() => draftOf(card));
  // What the server has: a change since is unsaved.
  const [savedDraft, setSavedDraft] = useState<Draft>(() => draftOf(card));
  const [tried, setTried] = useState(false);
  const save = useSaveMyScorecard();
  const submitted = Boolean(card?.submittedAt);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedDraft);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const send = (body: Draft, submit: boolean) =>
    save.mutateAsync({
      interviewId: interview.id,
      candidateId: interview.candidateId,
      interviewerId,
      body: { ...body, submit },
    });

  // Drafts save themselves after a pause; a submitted card waits for "Save changes".
  const saveDraft = useEffectEvent(() => {
    if (submitted || save.isPending || !unsaved) return;
    const sent = draft;
    send(sent, false).then(
      () => setSavedDraft(sent),
      () => undefined,
    );
  });
  useEffect(() => {
    if (submitted || !unsaved) return;
    const timer = setTimeout(saveDraft, DRAFT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, submitted, unsaved]);
  // Closing (or leaving the page) with a draft typed but not yet saved saves it at once.
  const flush = useEffectEvent(() => {
    if (!submitted && unsaved) send(draft, false).catch(() => undefined);
  });
  useEffect(() => () => flush(), []);

  const problems = scorecardProblems({ ...draft, submit: true }, attributes, submitted).filter(
    () => tried,
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (scorecardProblems({ ...draft, submit: true }, attributes, submitted).length > 0) return;
    const sent = draft;
    try {
      await send(sent, true);
      setSavedDraft(sent);
      onSubmitted(submitted ? 'Scorecard changes saved.' : 'Scorecard submitted.');
    } catch {
      // The error is shown below; the card stays as typed.
    }
  };

  const setRating = (attributeId: string, rating: Rating) =>
    setDraft((d) => ({ ...d, ratings: { ...d.ratings, [attributeId]: rating } }));

  const status = save.isPending
    ? 'Saving…'
    : card?.submittedAt
      ? `Submitted ${formatDateTime(card.submittedAt)}${card.editedAt ? `, edited ${formatDateTime(card.editedAt)}` : ''}`
      : unsaved
        ? 'Draft not saved yet'
        : card
          ? 'Draft saved'
          : 'Not started';

  return (
    <form className="scorecard-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Scorecard: {interview.name}
        {interviewerName && ` · ${interviewerName}`}
      </h3>
      {attributesByHeading(attributes).map((group) => (
        <fieldset key={group.heading} className="scorecard-group">
          <legend>{group.heading}</legend>
          {group.attributes.map((attribute) => (
            <ChoiceGroup
              key={attribute.id}
              className="scorecard-rating"
              legend={attribute.name}
              name={`${id}-${attribute.id}`}
              choices={RATINGS}
              labels={RATING_LABELS}
              value={draft.ratings[attribute.id]}
              onChange={(rating) => setRating(attribute.id, rating)}
            />
          ))}
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={`${id}-takeaways`}>Key take-aways</label>
        <textarea
          id={`${id}-takeaways`}
          rows={4}
          maxLength={TAKEAWAYS_MAX}
          value={draft.takeaways}
          onChange={(event) => setDraft((d) => ({ ...d, takeaways: event.target.value }))}
        />
      </div>
      <ChoiceGroup<Recommendation>
        className="scorecard-recommendation"
        legend="Overall recommendation"
        name={`${id}-recommendation`}
        choices={RECOMMENDATIONS}
        labels={RECOMMENDATION_LABELS}
        value={draft.recommendation}
        onChange={(recommendation) => setDraft((d) => ({ ...d, recommendation }))}
      />
      {problems.length > 0 && (
        <ul className="plan-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {save.isError && (
        <ErrorMessage>
          Not saved: {errorMessage(save.error)} Your scorecard is kept here; try again.
        </ErrorMessage>
      )}
      <p className="field-hint" role="status">
        {status}
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {submitted ? 'Save changes' : 'Submit scorecard'}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}

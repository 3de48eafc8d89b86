import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { parsePositiveId } from '@/domain/ids';
import { attributesByHeading, type PlanAttribute } from '@/domain/interviews';
import type { InterviewOutput, ScorecardOutput } from '@/domain/schemas';
import {
  RATING_LABELS,
  ratedAttributes,
  RECOMMENDATION_LABELS,
  tallyRecommendations,
} from '@/domain/scorecards';
import { useQueries } from '@tanstack/react-query';
import { formatWeekdayDateTime } from '@/lib/format-date-time';
import { useMember } from '@/lib/session';
import { useCandidateInterviews } from '../api/get-candidate-interviews';
import { myScorecardQuery } from '../api/get-my-scorecard';
import { useCandidateScorecards } from '../api/get-candidate-scorecards';
import { useInterviewPlan } from '../api/get-interview-plan';
import { useInterviewers } from '../hooks/use-interviewers';
import '../interviews.css';
import { SectionHeading } from '@/components/profile-sections';

/** One interview's submitted cards: attributes by interviewer, their recommendations and words. */
function InterviewMatrix({
  interview,
  cards,
  attributes,
  names,
}: {
  interview: InterviewOutput;
  cards: ScorecardOutput[];
  attributes: PlanAttribute[];
  names: Map<number, string>;
}) {
  const nameOf = (id: number) => names.get(id) ?? `Member ${id}`;
  return (
    <div className="scorecard-matrix">
      {/* A wide table scrolls on its own on a phone, and the keyboard can scroll it too. */}
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={`${interview.name} scorecards`}
      >
        <table>
          <caption>
            {interview.name} · {formatWeekdayDateTime(interview.startsAt)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              {cards.map((card) => (
                <th key={card.interviewerId} scope="col">
                  {nameOf(card.interviewerId)}
                </th>
              ))}
            </tr>
          </thead>
          {/* Each heading is a group of rows: its cell names them, not a column. */}
          {attributesByHeading(attributes).map((group) => (
            <tbody key={group.heading}>
              <tr className="matrix-heading">
                <th scope="rowgroup" colSpan={cards.length + 1}>
                  {group.heading}
                </th>
              </tr>
              {group.attributes.map((attribute) => (
                <tr key={attribute.id}>
                  <th scope="row">{attribute.name}</th>
                  {cards.map((card) => {
                    const rating = card.ratings[attribute.id];
                    return (
                      <td key={card.interviewerId} data-rating={rating}>
                        {rating ? RATING_LABELS[rating] : '–'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
          <tbody>
            <tr className="matrix-recommendation">
              <th scope="row">Recommendation</th>
              {cards.map((card) => (
                <td key={card.interviewerId} data-recommendation={card.recommendation}>
                  {card.recommendation ? RECOMMENDATION_LABELS[card.recommendation] : '–'}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <ul className="scorecard-takeaways">
        {cards
          .filter((card) => card.takeaways)
          .map((card) => (
            <li key={card.interviewerId}>
              <strong>{nameOf(card.interviewerId)}</strong>
              {card.editedAt && <span className="scorecard-edited"> (edited)</span>}:{' '}
              <span className="scorecard-words">{card.takeaways}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The attributes of each interview of a candidate's job plan, by plan item id. */
function usePlanAttributes(jobId: number | null) {
  const plan = useInterviewPlan(jobId);
  return new Map((plan.data?.interviews ?? []).map((item) => [item.id, item.attributes]));
}

/**
 * A candidate's scorecards: the recommendations tallied, each interview's matrix of attributes by
 * interviewer, and who has not submitted. An interviewer who has not submitted their own is told
 * to (the API refuses them the others').
 */
export function ScorecardSummary({ candidateId }: { candidateId: number }) {
  const interviews = useCandidateInterviews(candidateId);
  // An interviewer reads the others' cards once their own is in: until then it is not asked for
  // (the API would refuse it), only their own cards are read.
  const member = useMember();
  const ownFirst = member?.role === 'interviewer';
  const theirs = ownFirst
    ? (interviews.data?.interviews ?? []).filter((i) => i.interviewerIds.includes(member.id))
    : [];
  const own = useQueries({ queries: theirs.map((i) => myScorecardQuery(i.id)) });
  const ownSubmitted = own.some((q) => q.data?.scorecard?.submittedAt);
  const waiting = ownFirst && !ownSubmitted;
  const summary = useCandidateScorecards(candidateId, !waiting);
  const names = useInterviewers();
  const jobId = interviews.data?.interviews[0]?.jobId ?? null;
  const attributesOf = usePlanAttributes(jobId);

  if (ownFirst && (interviews.isPending || own.some((q) => q.isPending)))
    return <LoadingMessage>Loading scorecards…</LoadingMessage>;
  const refused =
    waiting ||
    (summary.isError && summary.error instanceof ApiError && summary.error.status === 403);
  if (refused && (!ownFirst || interviews.isSuccess))
    return (
      <p className="field-hint">
        Submit your own scorecard for this candidate to read your colleagues’ feedback.
      </p>
    );
  if (summary.isError || interviews.isError)
    return (
      <ErrorMessage>
        Could not load the scorecards: {errorMessage(summary.error ?? interviews.error)}
      </ErrorMessage>
    );
  if (summary.isPending || interviews.isPending)
    return <LoadingMessage>Loading scorecards…</LoadingMessage>;

  const { scorecards, pending } = summary.data;
  const byId = new Map(interviews.data.interviews.map((i) => [i.id, i]));
  const nameOf = (id: number) => names.get(id) ?? `Member ${id}`;
  const reviewed = interviews.data.interviews.filter((interview) =>
    scorecards.some((card) => card.interviewId === interview.id),
  );

  return (
    <div className="scorecard-summary">
      {scorecards.length === 0 ? (
        <p className="field-hint">No scorecards submitted yet.</p>
      ) : (
        <>
          <dl className="recommendation-tally" aria-label="Recommendations">
            {tallyRecommendations(scorecards).map(({ recommendation, count }) => (
              <div key={recommendation} data-recommendation={recommendation}>
                <dt>{RECOMMENDATION_LABELS[recommendation]}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          {reviewed.map((interview) => {
            const cards = scorecards.filter((card) => card.interviewId === interview.id);
            const attributes = ratedAttributes(attributesOf.get(interview.planInterviewId), cards);
            return (
              <InterviewMatrix
                key={interview.id}
                interview={interview}
                cards={cards}
                attributes={attributes}
                names={names}
              />
            );
          })}
        </>
      )}
      {pending.length > 0 && (
        <div className="scorecard-pending">
          <h3>Not submitted yet</h3>
          <ul>
            {pending.map(({ interviewId, interviewerId }) => (
              <li key={`${interviewId}:${interviewerId}`}>
                {nameOf(interviewerId)}, {byId.get(interviewId)?.name ?? `interview ${interviewId}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The profile's Scorecards section. */
export function CandidateScorecards() {
  const candidateId = parsePositiveId(useParams().candidateId);
  if (candidateId === undefined) return null;
  return (
    <section className="panel scorecards-panel" aria-labelledby="candidate-scorecards-heading">
      <SectionHeading id="candidate-scorecards-heading">Scorecards</SectionHeading>
      <ScorecardSummary candidateId={candidateId} />
    </section>
  );
}

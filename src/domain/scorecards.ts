import type { Interview, PlanAttribute, Rating, Recommendation, Scorecard } from './interviews';
import { RECOMMENDATIONS } from './interviews';

/**
 * Scorecards: one interviewer's ratings, take-aways and recommendation on one interview. A draft
 * until submitted; submitted ones are what the team reads. Pure rules, shared by the API and the
 * profile's forms.
 */

export const TAKEAWAYS_MAX = 10_000;

export const RATING_LABELS: Record<Rating, string> = {
  strong_no: 'Strong No',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong Yes',
  no_opinion: 'No opinion',
};

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  definitely_not: 'Definitely Not',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong Yes',
};

export const SUBMIT_NEEDS_RECOMMENDATION =
  'A scorecard is submitted with an overall recommendation.';

/**
 * The attributes an interview's scorecards rate: its plan item's as the plan has them now, or, for
 * an item taken out of the plan since, those its cards already rate (named by their ids).
 */
export function ratedAttributes(
  planned: readonly PlanAttribute[] | undefined,
  cards: readonly { ratings: Record<string, unknown> }[],
): PlanAttribute[] {
  if (planned) return [...planned];
  const ids = [...new Set(cards.flatMap((card) => Object.keys(card.ratings)))];
  return ids.map((id) => ({ id, heading: 'Rated', name: id }));
}

/** What an interviewer sends: their draft, or the card they submit (or change once submitted). */
export interface ScorecardInput {
  ratings: Record<string, Rating>;
  takeaways: string;
  recommendation: Recommendation | null;
  submit: boolean;
}

/**
 * What keeps a scorecard from being saved: an attribute its interview does not rate, or a
 * submitted card (or one being submitted) without a recommendation. A card once submitted stays
 * submitted, so each later save must keep a recommendation too.
 */
export function scorecardProblems(
  input: ScorecardInput,
  attributes: readonly Pick<PlanAttribute, 'id'>[],
  submitted: boolean,
): string[] {
  const problems: string[] = [];
  const rated = new Set(attributes.map((a) => a.id));
  for (const id of Object.keys(input.ratings))
    if (!rated.has(id)) problems.push(`This interview does not rate “${id}”.`);
  if ((input.submit || submitted) && input.recommendation === null)
    problems.push(SUBMIT_NEEDS_RECOMMENDATION);
  return problems;
}

/**
 * The card as it is kept after a save: a submitted card rates every attribute (those left out
 * are "No opinion"), and a change after submitting is marked edited.
 */
export function savedScorecard(
  input: ScorecardInput,
  attributes: readonly Pick<PlanAttribute, 'id'>[],
  before: Pick<Scorecard, 'submittedAt' | 'editedAt'> | undefined,
  now: string,
): Pick<
  Scorecard,
  'ratings' | 'takeaways' | 'recommendation' | 'submittedAt' | 'editedAt' | 'updatedAt'
> {
  const submittedAt = before?.submittedAt ?? (input.submit ? now : undefined);
  const ratings: Record<string, Rating> = {};
  for (const { id } of attributes) {
    const rating = input.ratings[id] ?? (submittedAt ? 'no_opinion' : undefined);
    if (rating) ratings[id] = rating;
  }
  const editedAt = before?.submittedAt ? now : before?.editedAt;
  return {
    ratings,
    takeaways: input.takeaways.trim(),
    ...(input.recommendation !== null && { recommendation: input.recommendation }),
    ...(submittedAt && { submittedAt }),
    ...(editedAt && { editedAt }),
    updatedAt: now,
  };
}

/** The interviewers of a candidate's scheduled interviews who have not submitted a scorecard. */
export function pendingScorecards(
  interviews: readonly Pick<Interview, 'id' | 'status' | 'interviewerIds'>[],
  scorecards: readonly Pick<Scorecard, 'interviewId' | 'interviewerId' | 'submittedAt'>[],
): Array<{ interviewId: number; interviewerId: number }> {
  const done = new Set(
    scorecards
      .filter((card) => card.submittedAt)
      .map((card) => `${card.interviewId}:${card.interviewerId}`),
  );
  return interviews
    .filter((interview) => interview.status === 'scheduled')
    .flatMap((interview) =>
      interview.interviewerIds
        .filter((interviewerId) => !done.has(`${interview.id}:${interviewerId}`))
        .map((interviewerId) => ({ interviewId: interview.id, interviewerId })),
    );
}

/** How many submitted scorecards recommend each way, in the scale's order. */
export function tallyRecommendations(
  scorecards: readonly {
    recommendation?: Recommendation | null;
    submittedAt?: string | null;
  }[],
): Array<{ recommendation: Recommendation; count: number }> {
  return RECOMMENDATIONS.map((recommendation) => ({
    recommendation,
    count: scorecards.filter((c) => c.submittedAt && c.recommendation === recommendation).length,
  }));
}

/**
 * Independent feedback: an interviewer reads a candidate's scorecards only once they have
 * submitted their own for that candidate. Recruiters, admins and browser mode's recruiter
 * (`interviewerId` undefined) read them all.
 */
export function mayReadScorecards(
  reader: { interviewerId: number; onlyAfterOwn: boolean } | undefined,
  candidateCards: readonly Pick<Scorecard, 'interviewerId' | 'submittedAt'>[],
): boolean {
  if (!reader?.onlyAfterOwn) return true;
  return candidateCards.some((c) => c.interviewerId === reader.interviewerId && c.submittedAt);
}

import {
  mayReadScorecards,
  pendingScorecards,
  ratedAttributes,
  savedScorecard,
  scorecardProblems,
  SUBMIT_NEEDS_RECOMMENDATION,
  tallyRecommendations,
} from './scorecards';

const attributes = [{ id: 'calm' }, { id: 'sql' }];
const input = (over: Partial<Parameters<typeof scorecardProblems>[0]> = {}) => ({
  ratings: {},
  takeaways: '',
  recommendation: null,
  submit: false,
  ...over,
});
const NOW = '2026-12-01T10:00:00.000Z';

describe('scorecard rules', () => {
  it('let a draft go without a recommendation, but not a submission or a card once submitted', () => {
    expect(scorecardProblems(input(), attributes, false)).toEqual([]);
    expect(scorecardProblems(input({ submit: true }), attributes, false)).toEqual([
      SUBMIT_NEEDS_RECOMMENDATION,
    ]);
    expect(scorecardProblems(input(), attributes, true)).toEqual([SUBMIT_NEEDS_RECOMMENDATION]);
    expect(
      scorecardProblems(input({ submit: true, recommendation: 'no' }), attributes, false),
    ).toEqual([]);
  });

  it('refuse a rating of an attribute the interview does not rate', () => {
    expect(
      scorecardProblems(input({ ratings: { sql: 'yes', java: 'no' } }), attributes, false),
    ).toEqual(['This interview does not rate “java”.']);
  });

  it('keep a draft as typed, fill a submitted card’s ratings with No opinion, and mark later changes edited', () => {
    const draft = savedScorecard(
      input({ ratings: { sql: 'yes' }, takeaways: ' ok ' }),
      attributes,
      undefined,
      NOW,
    );
    expect(draft).toEqual({ ratings: { sql: 'yes' }, takeaways: 'ok', updatedAt: NOW });
    const submitted = savedScorecard(
      input({ ratings: { sql: 'yes' }, recommendation: 'yes', submit: true }),
      attributes,
      draft,
      NOW,
    );
    expect(submitted).toEqual({
      ratings: { calm: 'no_opinion', sql: 'yes' },
      takeaways: '',
      recommendation: 'yes',
      submittedAt: NOW,
      updatedAt: NOW,
    });
    const later = '2026-12-02T10:00:00.000Z';
    const edited = savedScorecard(input({ recommendation: 'no' }), attributes, submitted, later);
    expect(edited).toMatchObject({ submittedAt: NOW, editedAt: later, recommendation: 'no' });
  });

  it('list who has yet to submit on scheduled interviews, and tally recommendations in order', () => {
    const interviews = [
      { id: 1, status: 'scheduled' as const, interviewerIds: [5, 6] },
      { id: 2, status: 'cancelled' as const, interviewerIds: [5] },
    ];
    const cards = [
      { interviewId: 1, interviewerId: 5, submittedAt: NOW, recommendation: 'yes' as const },
      { interviewId: 1, interviewerId: 6, recommendation: 'no' as const },
    ];
    expect(pendingScorecards(interviews, cards)).toEqual([{ interviewId: 1, interviewerId: 6 }]);
    expect(tallyRecommendations(cards)).toEqual([
      { recommendation: 'definitely_not', count: 0 },
      { recommendation: 'no', count: 0 },
      { recommendation: 'yes', count: 1 },
      { recommendation: 'strong_yes', count: 0 },
    ]);
  });

  it('let an interviewer read others’ cards only once their own is submitted', () => {
    const cards = [{ interviewerId: 5, submittedAt: NOW }, { interviewerId: 6 }];
    expect(mayReadScorecards(undefined, cards)).toBe(true);
    expect(mayReadScorecards({ interviewerId: 6, onlyAfterOwn: false }, cards)).toBe(true);
    expect(mayReadScorecards({ interviewerId: 6, onlyAfterOwn: true }, cards)).toBe(false);
    expect(mayReadScorecards({ interviewerId: 5, onlyAfterOwn: true }, cards)).toBe(true);
    expect(mayReadScorecards({ interviewerId: 7, onlyAfterOwn: true }, [])).toBe(false);
  });

  it('rate the plan item’s attributes, or, for an item gone from the plan, what its cards rated', () => {
    const planned = [{ id: 'calm', heading: 'Traits', name: 'Calm' }];
    expect(ratedAttributes(planned, [{ ratings: { old: 'yes' } }])).toEqual(planned);
    expect(
      ratedAttributes(undefined, [
        { ratings: { sql: 'yes' } },
        { ratings: { sql: 'no', calm: 'no' } },
      ]),
    ).toEqual([
      { id: 'sql', heading: 'Rated', name: 'sql' },
      { id: 'calm', heading: 'Rated', name: 'calm' },
    ]);
    expect(ratedAttributes(undefined, [])).toEqual([]);
  });
});

import { DEFAULT_PLAN } from '@/domain/interviews';
import { draftProblems, fromDraft, moved, newAttribute, newInterview, toDraft } from './plan-draft';

describe('the interview plan draft', () => {
  it('goes back to the plan it came from, with its ids', () => {
    expect(fromDraft(toDraft(DEFAULT_PLAN))).toEqual(DEFAULT_PLAN);
    expect(draftProblems(toDraft(DEFAULT_PLAN))).toEqual([]);
  });

  it('gives every interview and attribute a key of its own', () => {
    const draft = [...toDraft(DEFAULT_PLAN), newInterview()];
    const keys = draft.flatMap((i) => [i.key, ...i.attributes.map((a) => a.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('moves an item up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('says what keeps a draft from being saved', () => {
    const blank = { ...newInterview(), durationMinutes: '90 min' };
    const twin = { ...newInterview(), name: 'Phone screen', attributes: [] };
    const draft = [...toDraft(DEFAULT_PLAN), blank, twin];
    expect(draftProblems(draft)).toEqual([
      'Interview 4: the duration must be whole minutes from 5 to 480.',
      'Interview 4 needs a name.',
      'Interview 4, attribute 1 needs a name.',
      'Interview 5 (“Phone screen”): another interview has this name.',
      'Interview 5 (“Phone screen”) needs at least one attribute to rate.',
    ]);
    const doubled = toDraft(DEFAULT_PLAN);
    doubled[0]!.attributes.push({ ...newAttribute('traits'), name: 'motivation ' });
    expect(draftProblems(doubled)).toEqual([
      'Interview 1 (“Phone screen”), attribute 4: “motivation” is rated twice under one heading.',
    ]);
  });
});

import { applyTagChange, tagProblem } from './candidate-tags';

describe('candidate tags', () => {
  it('adds a tag trimmed and once, and removes one ignoring case', () => {
    expect(applyTagChange(['Python'], { add: '  Referral ' })).toEqual(['Python', 'Referral']);
    expect(applyTagChange(['Python'], { add: 'python' })).toEqual(['Python']);
    expect(applyTagChange(['Python', 'Referral'], { remove: 'PYTHON' })).toEqual(['Referral']);
    expect(applyTagChange(['Python'], { remove: 'Go' })).toEqual(['Python']);
  });

  it('says why a blank, a repeated tag or a 21st cannot be added', () => {
    expect(tagProblem([], '   ')).toBe('Type a tag first.');
    expect(tagProblem(['Python'], ' python ')).toBe('“Python” is already a tag.');
    const twenty = Array.from({ length: 20 }, (_, i) => `Tag ${i}`);
    expect(tagProblem(twenty, 'One more')).toBe(
      'A candidate can have at most 20 tags. Remove one to add another.',
    );
    expect(tagProblem(twenty.slice(1), 'One more')).toBeUndefined();
  });
});

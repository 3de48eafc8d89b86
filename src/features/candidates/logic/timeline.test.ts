import { timelineText } from './timeline';

describe('timeline text', () => {
  it('shows a recorded move with the stage titles', () => {
    expect(timelineText('Moved from applied to tech')).toBe('Moved from Applied to Tech');
    expect(timelineText('Moved from offer to rejected')).toBe('Moved from Offer to Rejected');
  });

  it('leaves any other text as it was written', () => {
    for (const notes of [
      '',
      'Applied for Senior Frontend Engineer',
      'Moved from Applied to Screen',
      'Moved from applied to nowhere',
      'Moved from __proto__ to tech',
      'Moved from applied to tech today',
      'moved from applied to tech',
      'Note: Moved from applied to tech',
    ])
      expect(timelineText(notes)).toBe(notes);
  });
});

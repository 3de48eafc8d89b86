import { timelineText } from './timeline';

describe('timeline text', () => {
  it('shows a recorded move with the stage titles', () => {
    expect(timelineText('Moved from applied to tech')).toBe('Moved from Applied to Tech');
    expect(timelineText('Moved from offer to rejected')).toBe('Moved from Offer to Rejected');
  });

  it('keeps what a rejection adds to its move as written', () => {
    expect(timelineText('Moved from screen to rejected: No Go. Sorry')).toBe(
      'Moved from Screen to Rejected: No Go. Sorry',
    );
    expect(
      timelineText('Moved from tech to rejected. Rejection email “Hi” opened in the mail app.'),
    ).toBe('Moved from Tech to Rejected. Rejection email “Hi” opened in the mail app.');
  });

  it('leaves any other text as it was written', () => {
    for (const notes of [
      '',
      'Applied for Senior Frontend Engineer',
      'Moved from Applied to Screen',
      'Moved from applied to nowhere',
      'Moved from __proto__ to tech',
      'Moved from applied to tech today',
      'Moved from applied to tech:no space',
      'Moved from applied to tech.com',
      'moved from applied to tech',
      'Note: Moved from applied to tech',
    ])
      expect(timelineText(notes)).toBe(notes);
  });
});

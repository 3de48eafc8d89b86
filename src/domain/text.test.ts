import { isBlank } from './text';

describe('isBlank', () => {
  it.each([
    '',
    '   ',
    '\n\t ',
    '\u200B',
    '\u200B\u200C\u200D',
    '\u2060',
    '\uFEFF',
    '\u00AD',
    ' \u3164 ',
    '\u2800',
    '\u00A0\u2003',
    '\u180E',
  ])('holds for %j, which shows nothing', (text) => expect(isBlank(text)).toBe(true));

  it.each(['a', ' x ', '0', '.', '\u200Bb', 'é', '李', '🙂', '-'])('does not hold for %j', (text) =>
    expect(isBlank(text)).toBe(false),
  );
});

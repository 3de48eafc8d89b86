import { isPhoneNumber, telHref } from './phone';

describe('isPhoneNumber', () => {
  it.each([
    '+49 30 1234567',
    '(030) 123-45.67',
    '12345',
    '  +1 (555) 010-9999  ',
    `+${'1'.repeat(39)}`,
  ])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['blank', '   '],
    ['too few digits', '+1 23-4'],
    ['letters', '0800 FLOWERS'],
    ['an extension word', '12345 ext 6'],
    ['a line break', '12345\n678'],
    ['a tab', '12345\t678'],
    ['other digits than 0-9', '١٢٣٤٥٦'],
    ['more than 40 characters', '1'.repeat(41)],
  ])('refuses %s', (_, phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref(' +49 (30) 123-45.67 ')).toBe('tel:+49301234567');
    expect(telHref('030 123 4567')).toBe('tel:0301234567');
  });
});

import { EMAIL_MESSAGE, isValidEmail, validateApplicant } from './validation';

describe('isValidEmail: a plain address only', () => {
  it.each([
    'ada@example.com',
    ' ada@example.com ',
    'Ada.Lovelace@Example.COM',
    'ada+jobs@mail.example.co.uk',
    "o'brien@example.ie",
    'first.last-name_x@sub-domain.example.org',
    "a!$'*+=^_`{|}~-z@example.com",
    '1234@123-example.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    // mailto parameters and other URL parts
    'me@example.com?bcc=collector%40evil.example&subject=Hi',
    'me@example.com?subject=x',
    'me@example.com&bcc=x@evil.example',
    'me@example.com#top',
    'me#top@example.com',
    'me@example.com/path',
    'me%40example.com@example.com',
    'me@exa%6Dple.com',
    // more than one @, separators, quotes and brackets
    'me@evil.example@example.com',
    'me@example.com,you@example.com',
    '"me"@example.com',
    'me@example.com"',
    '<me@example.com>',
    'me@example.com>',
    'a b@example.com',
    'me@exa mple.com',
    'me@example.com\nbcc: you@evil.example',
    'me\t@example.com',
    // dots in the wrong places
    '.me@example.com',
    'me.@example.com',
    'm..e@example.com',
    'me@.example.com',
    'me@example..com',
    'me@example.com.',
    // the domain
    'me@example',
    'me@example.c',
    'me@example.c0m',
    'me@-example.com',
    'me@example-.com',
    'me@exa_mple.com',
    'me@[127.0.0.1]',
    // the basics
    '',
    'ada',
    'ada@',
    '@example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`;
    const fits = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`x${fits}`)).toBe(false);
  });

  it('gives the applicant form its message for an address with mailto parameters', () => {
    expect(
      validateApplicant({ name: 'Ada', email: 'me@example.com?bcc=collector%40evil.example' })
        .email,
    ).toBe(EMAIL_MESSAGE);
  });
});

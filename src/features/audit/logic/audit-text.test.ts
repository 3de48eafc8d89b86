import { detailText, tamperedText, verifiedText } from './audit-text';

describe('an event in words', () => {
  it('writes its detail as short "key: value" text', () => {
    expect(detailText({ email: 'ann@example.com', reason: 'password' })).toBe(
      'email: ann@example.com, reason: password',
    );
    expect(detailText({ twoFactor: true, count: 2, all: false, note: null })).toBe(
      'twoFactor: yes, count: 2, all: no, note: none',
    );
    expect(detailText({})).toBe('');
  });
});

describe('the check of the log', () => {
  it('says how many events were checked', () => {
    expect(verifiedText(1234)).toBe('The log is intact: 1234 events checked.');
    expect(verifiedText(1)).toBe('The log is intact: 1 event checked.');
  });

  it('names the first event that does not match', () => {
    expect(tamperedText(17)).toBe(
      'The log was changed behind TalentFlow’s back: event #17 does not match.',
    );
    expect(tamperedText(undefined)).toBe('The log was changed behind TalentFlow’s back.');
  });
});

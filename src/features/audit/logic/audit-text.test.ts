import { detailText, eventTime, tamperedText, verifiedText } from './audit-text';

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

  it('gives its time in the viewer’s own words, or the text as it is when it is no time', () => {
    const iso = '2030-03-01T09:00:00.000Z';
    expect(eventTime(iso)).toBe(
      new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
    );
    expect(eventTime('soon')).toBe('soon');
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

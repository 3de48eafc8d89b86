import { candidatesText, dryRunText, erasedText, lastRunText } from './retention-text';

describe('retention wording', () => {
  it('counts candidates and months in words that agree', () => {
    expect(candidatesText(1)).toBe('1 candidate');
    expect(candidatesText(1200)).toBe('1,200 candidates');
    expect(dryRunText(0, 24)).toBe(
      'Dry run: no candidates would be erased today (rejected, or on an archived job, with no activity for more than 24 months).',
    );
    expect(dryRunText(1, 1)).toBe(
      'Dry run: 1 candidate would be erased today (rejected, or on an archived job, with no activity for more than 1 month).',
    );
    expect(erasedText(0)).toBe('Erased 0 candidates.');
    expect(erasedText(3)).toBe('Erased 3 candidates.');
  });

  it('says when retention last ran, or that it never has', () => {
    expect(lastRunText(null, String)).toBe('Not run yet.');
    expect(lastRunText({ at: '2025-03-01T03:00:00.000Z', erased: 7 }, (iso) => `<${iso}>`)).toBe(
      'Last run: <2025-03-01T03:00:00.000Z>, 7 erased.',
    );
  });
});

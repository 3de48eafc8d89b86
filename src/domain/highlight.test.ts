import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks each word a term of the query starts, ignoring case and accents', () => {
    expect(highlightParts('Ran Kubernetes clusters in Zürich.', 'kube zurich')).toEqual([
      { text: 'Ran ', match: false },
      { text: 'Kubernetes', match: true },
      { text: ' clusters in ', match: false },
      { text: 'Zürich', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup as plain text, and marks nothing when nothing matches', () => {
    expect(highlightParts('<img src=x onerror=alert(1)> welder', 'weld')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'welder', match: true },
    ]);
    expect(highlightParts('Ten years', 'python')).toEqual([{ text: 'Ten years', match: false }]);
  });

  it('marks the parts of an email a query names', () => {
    expect(highlightParts('jane.doe@example.com', 'jane.doe@exa')).toEqual([
      { text: 'jane', match: true },
      { text: '.', match: false },
      { text: 'doe', match: true },
      { text: '@', match: false },
      { text: 'example', match: true },
      { text: '.com', match: false },
    ]);
  });
});

// @vitest-environment node
// The Node host's PDF text reader reads the letters back, as the team server reads résumés (a
// test only: the module itself imports no host code).
// eslint-disable-next-line import-x/no-restricted-paths -- a test reading its own output
import { pdfText } from '@/node/pdf-text';
import { renderLetterPdf, toWinAnsi, type LetterPdfInput } from './letter-pdf';

/** The PDF's text, each run of spaces and line breaks as one space. */
const textOf = async (pdf: Uint8Array) =>
  (await pdfText(pdf, new AbortController().signal)).replace(/\s+/g, ' ');

const letter = (salary = 'EUR 72,000 per year'): LetterPdfInput => ({
  organization: 'Acme Robotics GmbH',
  title: 'Offer letter',
  markdown: [
    '# Your offer',
    '',
    'Dear Ana, we are pleased to offer you the role of **Senior Engineer**.',
    '',
    `- Salary: ${salary}`,
    '- Start date: 1 March 2027',
    '- 30 days of paid leave',
  ].join('\n'),
  createdAt: '2026-11-02T09:30:00.000Z',
});

describe('an offer letter as a PDF', () => {
  it('holds the organization, the salary, the start date and the page number', async () => {
    const pdf = await renderLetterPdf(letter());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Acme Robotics GmbH');
    expect(text).toContain('Offer letter');
    expect(text).toContain('Senior Engineer');
    expect(text).toContain('EUR 72,000 per year');
    expect(text).toContain('1 March 2027');
    expect(text).toContain('Page 1 of 1');
  });

  it('is the same bytes for the same letter, and other bytes for another salary', async () => {
    const first = await renderLetterPdf(letter());
    const second = await renderLetterPdf(letter());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const other = await renderLetterPdf(letter('EUR 75,000 per year'));
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('shows characters Helvetica lacks as "?", keeping accented letters', async () => {
    const pdf = await renderLetterPdf({
      ...letter(),
      organization: 'Société Générale 株式会社',
      markdown: 'Dear **李雷 Zoë** Muñoz Brüggemann 😀,\n\nWelcome – we’re glad.',
    });
    const text = await textOf(pdf);
    expect(text).toContain('Zoë');
    expect(text).toContain('Muñoz Brüggemann ?,');
    expect(text).toContain('Société Générale ????');
    expect(text).toContain('Welcome – we’re glad.');
    expect(text).not.toContain('李');
  });

  it('numbers the pages of a long letter "Page X of N"', async () => {
    const paragraph = (n: number) =>
      `Paragraph ${n}. ` + 'The terms of this offer are set out in full below. '.repeat(4);
    const markdown = Array.from({ length: 60 }, (_, n) => paragraph(n + 1)).join('\n\n');
    const text = await textOf(await renderLetterPdf({ ...letter(), markdown }));
    const pages = [...text.matchAll(/Page (\d+) of (\d+)/g)].map(([, x, y]) => [x, y].map(Number));
    const count = pages[0]![1]!;
    expect(count).toBeGreaterThan(1);
    expect(pages).toEqual(Array.from({ length: count }, (_, n) => [n + 1, count]));
    expect(text).toContain('Paragraph 60.');
  });

  it('refuses a creation time that is not one', async () => {
    await expect(renderLetterPdf({ ...letter(), createdAt: 'soon' })).rejects.toThrow(RangeError);
  });
});

describe('text for the standard PDF fonts', () => {
  it('keeps Latin-1 letters and WinAnsi signs, and replaces the rest', () => {
    expect(toWinAnsi('José Müller, Peña: € 1–2 “ok” •')).toBe('José Müller, Peña: € 1–2 “ok” •');
    expect(toWinAnsi('李雷 Zoë')).toBe('?? Zoë');
    // One mark for a character outside the Basic Multilingual Plane, not one for each half.
    expect(toWinAnsi('hi 😀', '*')).toBe('hi *');
  });

  it('composes accents and uses look-alikes for spaces, hyphens and the minus sign', () => {
    expect(toWinAnsi('Zoe\u0308')).toBe('Zoë');
    expect(toWinAnsi('a\u2009b\u2011c \u22125\tx\u200by')).toBe('a b-c -5 xy');
    expect(toWinAnsi('line\nbreak\u0007')).toBe('line\nbreak?');
  });
});

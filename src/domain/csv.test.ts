import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('starts with a byte order mark, separates rows with CRLF, and quotes what must be', () => {
    expect(
      toCsv([
        ['Stage', 'Reached'],
        ['Applied', 12],
        ['Say "hi", then\nleave', null],
      ]),
    ).toBe('\uFEFFStage,Reached\r\nApplied,12\r\n"Say ""hi"", then\nleave",\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])
      expect(csvField(formula).replace(/^"|"$/g, '')).toBe(`'${formula}`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
  });
});

// @vitest-environment node
import { rtfText } from './rtf-text';

/** The RTF's characters as bytes, one each (RTF is 7-bit; `\x..` stands for a raw byte). */
const rtf = (source: string) => rtfText(Uint8Array.from(source, (char) => char.charCodeAt(0)));

describe('RTF text', () => {
  it('reads paragraphs, line breaks and tabs, and drops formatting', () => {
    expect(
      rtf(
        '{\\rtf1\\ansi\\deff0 {\\b Ana Souza}\\par\n' +
          'Senior engineer\\line Lisbon\\tab Portugal\\par\\pard\\plain\\fs20 Skills: {\\i Go}, Rust\\par}',
      ),
    ).toBe('Ana Souza\nSenior engineer\nLisbon\tPortugal\nSkills: Go, Rust\n');
  });

  it("reads \\'hh bytes in windows-1252 by default", () => {
    expect(rtf("{\\rtf1\\ansi Jos\\'e9 M\\'fcller \\'80 \\'93quoted\\'94}")).toBe(
      'José Müller € “quoted”',
    );
  });

  it('reads raw bytes above 127 in the code page too', () => {
    expect(rtf('{\\rtf1\\ansi Jos\xe9}')).toBe('José');
  });

  it("reads \\'hh bytes in the document's code page", () => {
    expect(rtf("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2}")).toBe('Привет');
    expect(rtf("{\\rtf1\\mac Caf\\'8e}")).toBe('Café');
  });

  it("reads a font's bytes in its charset's code page", () => {
    const source =
      '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}' +
      '{\\f1\\froman\\fcharset204 Times New Roman CYR;}{\\f2\\fnil\\fcharset128 MS Mincho;}}' +
      "\\f0 Caf\\'e9 {\\f1 \\'cc\\'ee\\'f1\\'ea\\'e2\\'e0} {\\f2 \\'93\\'fa\\'96\\'7b}}";
    expect(rtf(source)).toBe('Café Москва 日本');
  });

  it('reads a double-byte code page whose second byte is written as itself', () => {
    // Shift_JIS "日本" is 93 FA 96 7B: the last byte is "{", written escaped.
    expect(rtf("{\\rtf1\\ansi\\ansicpg932 \\'93\\'fa\\'96\\{}")).toBe('日本');
  });

  it('reads \\uN characters and skips their fallback', () => {
    expect(rtf("{\\rtf1\\ansi\\uc1 Caf\\u233?, na\\u239\\'3f ve, \\u8364\\'80 5}")).toBe(
      'Café, naï ve, € 5',
    );
  });

  it('counts the fallback by \\ucN, in the group it was set in', () => {
    expect(rtf("{\\rtf1\\ansi{\\uc2 \\u26085\\'93\\'fa\\u26412\\'96\\'7b} \\u233?}")).toBe(
      '日本 é',
    );
    expect(rtf('{\\rtf1\\ansi\\uc0 \\u233\\u231 a}')).toBe('éça');
  });

  it('reads negative \\uN values and surrogate pairs', () => {
    expect(rtf('{\\rtf1\\ansi \\u-3913?}')).toBe('\uF0B7');
    expect(rtf('{\\rtf1\\ansi \\u-10179?\\u-8704?}')).toBe('😀');
  });

  it('skips the font, colour and style tables, the information and pictures', () => {
    const source =
      '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}' +
      '{\\colortbl;\\red255\\green0\\blue0;}' +
      '{\\stylesheet{\\s0 Normal;}{\\s1 heading 1;}}' +
      '{\\info{\\title My CV}{\\author Jane}}' +
      '{\\pict\\pngblip\\picw10\\pich10 89504e470d0a1a0a}' +
      'Jane Doe\\par}';
    expect(rtf(source)).toBe('Jane Doe\n');
  });

  it('skips {\\*...} destinations, field instructions among them, but keeps field results', () => {
    const source =
      '{\\rtf1\\ansi{\\*\\generator Riched20 10.0;}{\\*\\bkmkstart top}' +
      '{\\field{\\*\\fldinst{HYPERLINK "https://example.com"}}{\\fldrslt{my site}}}' +
      ' {\\field{\\fldinst PAGE}{\\fldrslt 1}}}';
    expect(rtf(source)).toBe('my site 1');
  });

  it('skips binary data, braces in it included', () => {
    expect(rtf('{\\rtf1\\ansi before {\\pict\\bin4 {}}x} after}')).toBe('before  after');
    expect(rtf('{\\rtf1\\ansi a\\bin3 }{b c}')).toBe('a c');
  });

  it('reads escaped characters and special characters', () => {
    expect(
      rtf(
        '{\\rtf1\\ansi \\{braces\\} and \\\\ back\\~space co\\-op well\\_known' +
          ' \\emdash\\endash\\bullet \\lquote a\\rquote \\ldblquote b\\rdblquote}',
      ),
    ).toBe('{braces} and \\ back\u00A0space coop well\u2011known —–•‘a’“b”');
  });

  it('drops hidden text and line ends of the file, and stops at the end of the document', () => {
    expect(rtf('{\\rtf1\\ansi Visible{\\v hidden} text\r\nwraps\\par}trailing')).toBe(
      'Visible textwraps\n',
    );
  });

  it('reads tables cell by cell, a row a line', () => {
    expect(
      rtf(
        '{\\rtf1\\ansi\\trowd\\cellx1000\\cellx2000 Go\\cell 5 years\\cell\\row Rust\\cell 2\\cell\\row}',
      ),
    ).toBe('Go\t5 years\t\nRust\t2\t\n');
  });

  it('reads what it can of a document cut short', () => {
    expect(rtf("{\\rtf1\\ansi {\\b Ana} Sou\\'e")).toBe('Ana Sou');
  });

  it('refuses what is not RTF', () => {
    expect(() => rtf('Just text')).toThrow('Not an RTF document.');
  });
});

// @vitest-environment node
import {
  cutText,
  decodePlainText,
  decodeWindows1252,
  decodeXmlEntities,
  normalizeDocumentText,
  odtContentText,
} from './document-text';

describe('document text clean-up', () => {
  it('collapses runs of spaces and tabs, and keeps at most one blank line', () => {
    expect(
      normalizeDocumentText('  Ana \t Souza  \n\n\n\n  Lisbon\u00A0 Portugal \n \n \nGo '),
    ).toBe('Ana Souza\n\nLisbon Portugal\n\nGo');
  });

  it('makes every kind of line end a line feed', () => {
    expect(normalizeDocumentText('a\r\nb\rc\u2028d\u000Ce\u000Bf')).toBe('a\nb\nc\nd\ne\nf');
  });

  it('drops control characters, soft hyphens and lone surrogates', () => {
    expect(normalizeDocumentText('Ku\u0000ber\u00ADnetes \uD800 😀')).toBe('Ku bernetes \uFFFD 😀');
  });

  it('cuts at a length, never inside a surrogate pair', () => {
    expect(cutText('abc', 5)).toBe('abc');
    expect(cutText('ab cd', 3)).toBe('ab');
    expect(cutText('a😀b', 2)).toBe('a');
    expect(cutText('a😀b', 3)).toBe('a😀');
  });
});

describe('text files', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('reads UTF-8, with or without a byte order mark', () => {
    const utf8 = new TextEncoder().encode('José 日本 😀');
    expect(decodePlainText(utf8)).toBe('José 日本 😀');
    expect(decodePlainText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe('José 日本 😀');
  });

  it('reads windows-1252 when the bytes are not UTF-8', () => {
    // "José – “€5”" as Windows' Notepad long saved it.
    expect(
      decodePlainText(bytes(0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x96, 0x20, 0x93, 0x80, 0x35, 0x94)),
    ).toBe('José – “€5”');
  });

  it('reads UTF-16 that starts with its byte order mark', () => {
    expect(decodePlainText(bytes(0xff, 0xfe, 0x4a, 0x00, 0xe9, 0x00))).toBe('Jé');
    expect(decodePlainText(bytes(0xfe, 0xff, 0x00, 0x4a, 0x00, 0xe9))).toBe('Jé');
  });

  it('decodes every windows-1252 byte as browsers do', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeWindows1252(all)).toHaveLength(256);
    expect(decodeWindows1252(bytes(0x80, 0x8a, 0x9f, 0xa0, 0xff))).toBe('€ŠŸ\u00A0ÿ');
  });
});

describe('XML entities', () => {
  it('decodes the named ones and character references, and leaves the rest', () => {
    expect(decodeXmlEntities('a &lt;b&gt; &amp;amp; &quot;&apos; &#233;&#xE9; &nbsp; &#0;')).toBe(
      'a <b> &amp; "\' éé &nbsp; &#0;',
    );
  });
});

describe('ODT content', () => {
  const odt = (body: string) =>
    odtContentText(
      '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="o" xmlns:text="t">' +
        `<office:body><office:text>${body}</office:text></office:body></office:document-content>`,
    );

  it('puts paragraphs and headings on lines of their own', () => {
    expect(
      odt(
        '<text:h text:outline-level="1">Ana Souza</text:h>\n  <text:p text:style-name="P1">Engineer</text:p>',
      ),
    ).toBe('Ana Souza\n Engineer\n');
  });

  it('reads spaces, tabs and line breaks, and drops other markup', () => {
    expect(
      odt(
        '<text:p>Go<text:s/>and<text:s text:c="3"/>Rust<text:tab/>5 years<text:line-break/>' +
          '<text:span text:style-name="T1">Lisbon</text:span><text:soft-page-break/></text:p>',
      ),
    ).toBe('Go and   Rust\t5 years\nLisbon\n');
  });

  it('reads line ends in the XML as spaces, as ODF does', () => {
    expect(odt('<text:p>Senior\n   engineer</text:p>')).toBe('Senior engineer\n');
  });

  it('decodes entities and CDATA', () => {
    expect(odt('<text:p>R&amp;D &lt;team&gt; caf&#233; <![CDATA[a<b]]></text:p>')).toBe(
      'R&D <team> café a<b\n',
    );
  });

  it('reads lists, tables and frames paragraph by paragraph', () => {
    expect(
      odt(
        '<text:list><text:list-item><text:p>Go</text:p></text:list-item></text:list>' +
          '<table:table><table:table-row><table:table-cell><text:p>2020</text:p></table:table-cell></table:table-row></table:table>' +
          '<text:p><draw:frame><draw:text-box><text:p>Boxed</text:p></draw:text-box></draw:frame></text:p>',
      ).replace(/\n+/g, '|'),
    ).toBe('Go|2020|Boxed|');
  });

  it('skips comments, tracked changes and footnote numbers', () => {
    expect(
      odt(
        '<text:tracked-changes><text:changed-region><text:deletion><text:p>deleted</text:p></text:deletion></text:changed-region></text:tracked-changes>' +
          '<text:p>Kept<office:annotation><dc:creator>Bob</dc:creator><text:p>a comment</text:p></office:annotation>' +
          ' text<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>A note</text:p></text:note-body></text:note></text:p>',
      ).replace(/\n+/g, '|'),
    ).toBe('Kept text|A note|');
  });

  it('reads no more than 1,000 spaces for one text:s', () => {
    expect(odt('<text:p>a<text:s text:c="99999999"/>b</text:p>')).toHaveLength(1003);
  });
});

import { ImportFileError, mapColumns, planCandidateImport } from './candidate-import';
import { IMPORT_MAX_ROWS } from './candidate-import-fields';
import { toCsv } from './csv';

const JOB = 7;
const plan = (text: string) => planCandidateImport(text, JOB);

describe('mapColumns', () => {
  it('reads headers by name without case, spaces or punctuation, with aliases', () => {
    expect(
      mapColumns(['Full name', ' E-mail ', 'PHONE', 'stage', 'Source', 'Tags', 'Job', 'Notes']),
    ).toEqual([
      { header: 'Full name', field: 'name' },
      { header: 'E-mail', field: 'email' },
      { header: 'PHONE', field: 'phone' },
      { header: 'stage', field: 'stage' },
      { header: 'Source', field: 'source' },
      { header: 'Tags', field: 'tags' },
      { header: 'Job', field: null },
      { header: 'Notes', field: null },
    ]);
  });

  it('fills a field from its first column only', () => {
    expect(mapColumns(['Name', 'Email', 'Full name'])).toEqual([
      { header: 'Name', field: 'name' },
      { header: 'Email', field: 'email' },
      { header: 'Full name', field: null },
    ]);
  });
});

describe('planCandidateImport', () => {
  it('turns each row into a candidate as added by hand, with stage and source labels or keys', () => {
    const result = plan(
      [
        'Name,Email,Phone,Stage,Source,Tags,Favourite colour',
        'Ada Lovelace, ADA@Example.com ,+44 20 7946 0000,Screen,Referral,Python; maths',
        'Bo Diddley,bo@example.com,,tech,agency,',
        'Cy Young,cy@example.com,,,,"a,b"',
      ].join('\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.ignoredColumns).toEqual(['Favourite colour']);
    expect(result.candidates).toEqual([
      {
        row: 2,
        input: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
          jobId: JOB,
          stage: 'screen',
          source: 'referral',
          tags: ['Python', 'maths'],
        },
      },
      {
        row: 3,
        input: {
          name: 'Bo Diddley',
          email: 'bo@example.com',
          jobId: JOB,
          stage: 'tech',
          source: 'agency',
          tags: [],
        },
      },
      // No stage: Applied; no source: Other.
      {
        row: 4,
        input: {
          name: 'Cy Young',
          email: 'cy@example.com',
          jobId: JOB,
          stage: 'applied',
          source: 'other',
          tags: ['a', 'b'],
        },
      },
    ]);
  });

  it('lists each bad row with its spreadsheet row number and reason, and keeps the good ones', () => {
    const result = plan(
      [
        'Name,Email,Stage,Source',
        ',nobody@example.com,,',
        'Bad Email,not-an-email,,',
        'Odd Stage,odd@example.com,Interview,',
        'Odd Source,source@example.com,,Billboard',
        'Good One,good@example.com,,',
        'Good Again,GOOD@example.com ,,',
        'Fine Too,fine@example.com,,',
      ].join('\r\n'),
    );
    expect(result.candidates.map((c) => c.row)).toEqual([6, 8]);
    expect(result.errors).toEqual([
      { row: 2, message: 'Name is required.' },
      { row: 3, message: 'Email: enter a valid email address, like name@example.com.' },
      {
        row: 4,
        message: 'Stage “Interview” is not one of Applied, Screen, Tech, Offer, Hired, Rejected.',
      },
      {
        row: 5,
        message: 'Source “Billboard” is not one of Applied, Referral, Sourced, Agency, Other.',
      },
      { row: 7, message: 'good@example.com is already on row 6 of this file.' },
    ]);
  });

  it('refuses a phone that is not one, as the form does', () => {
    const result = plan('Name,Email,Phone\nPat,pat@example.com,call me');
    expect(result.candidates).toEqual([]);
    expect(result.errors[0]?.row).toBe(2);
    expect(result.errors[0]?.message).toMatch(/^Phone: must be a phone number/);
  });

  it('reads a byte order mark, quoted cells with commas, quotes and line breaks, and counts rows as a spreadsheet does', () => {
    const text =
      '\uFEFFName,Email\r\n"Smith, Jo ""JJ""",jo@example.com\r\n"Two\nLines",two@example.com\r\n\r\nLast,not-valid\r\n';
    const result = plan(text);
    expect(result.columns.map((c) => c.field)).toEqual(['name', 'email']);
    expect(result.candidates.map((c) => [c.row, c.input.name])).toEqual([
      [2, 'Smith, Jo "JJ"'],
      [3, 'Two\nLines'],
    ]);
    // Row 4 is blank and skipped; the bad row after it is row 5.
    expect(result.errors).toEqual([
      { row: 5, message: 'Email: enter a valid email address, like name@example.com.' },
    ]);
  });

  it('reads a file separated by semicolons, as some spreadsheets write it', () => {
    const result = plan('Name;Email;Tags\nJo;jo@example.com;x,y');
    expect(result.candidates[0]?.input).toMatchObject({ name: 'Jo', tags: ['x', 'y'] });
  });

  it('stores a name that looks like a formula as given: it is neutralized only on export', () => {
    const result = plan('Name,Email\n"=HYPERLINK(""http://evil.example"",""x"")",h@example.com');
    expect(result.candidates[0]?.input.name).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('imports TalentFlow’s own export back, the formula guard taken off', () => {
    const exported = toCsv([
      ['Name', 'Email', 'Phone', 'Job', 'Stage', 'Source', 'Applied'],
      ['=1+1', 'f@example.com', '+44 20 7946 0000', 'Nurse', 'Offer', 'Sourced', '2026-01-02'],
      ['Old Timer', 'old@example.com', undefined, 'Nurse', 'Hired', undefined, '2020-01-02'],
    ]);
    const result = plan(exported);
    expect(result.errors).toEqual([]);
    expect(result.ignoredColumns).toEqual(['Job', 'Applied']);
    expect(result.candidates.map((c) => c.input)).toEqual([
      {
        name: '=1+1',
        email: 'f@example.com',
        phone: '+44 20 7946 0000',
        jobId: JOB,
        stage: 'offer',
        source: 'sourced',
        tags: [],
      },
      {
        name: 'Old Timer',
        email: 'old@example.com',
        jobId: JOB,
        stage: 'hired',
        source: 'other',
        tags: [],
      },
    ]);
  });

  it('refuses a row whose quote is never closed', () => {
    const result = plan(
      'Name,Email\nOk,ok@example.com\n"Open,open@example.com\nLost,lost@example.com',
    );
    expect(result.candidates.map((c) => c.row)).toEqual([2]);
    expect(result.errors).toEqual([
      { row: 3, message: 'A quoted cell is never closed: check the quotes in this row.' },
    ]);
  });

  it('refuses a whole file without a header, or without a Name or Email column', () => {
    expect(() => plan('')).toThrow(ImportFileError);
    expect(() => plan('\uFEFF\r\n')).toThrow('The file is empty');
    expect(() => plan('Name,Phone\nJo,123456')).toThrow(
      'no Email column was found (found: Name, Phone)',
    );
    expect(() => plan('First,Last\nJo,Smith')).toThrow('no Name or Email column');
  });

  it('refuses a file of more than the limit of candidates, blank rows not counted', () => {
    const rows = (n: number) => [
      'Name,Email',
      ...Array.from({ length: n }, (_, i) => `P${i},p${i}@example.com`),
      '',
      '',
    ];
    expect(plan(rows(IMPORT_MAX_ROWS).join('\n')).candidates).toHaveLength(IMPORT_MAX_ROWS);
    expect(() => plan(rows(IMPORT_MAX_ROWS + 1).join('\n'))).toThrow(
      'The file has 10,001 candidates; an import takes at most 10,000.',
    );
  });
});

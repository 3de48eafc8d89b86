import { api, failInStore, snapshotDb } from '@/test/api';
import { StorageError } from '@/server/store/types';

/** POST /api/candidates/import: a CSV file's candidates into one job, in every store. */

async function importCsv(
  jobId: number | string,
  text: string,
  { dryRun = false, type = 'text/csv; charset=utf-8' } = {},
) {
  const response = await fetch(
    `http://localhost/api/candidates/import?jobId=${jobId}${dryRun ? '&dryRun=1' : ''}`,
    { method: 'POST', headers: { 'Content-Type': type }, body: text },
  );
  const body = await response.text();
  return { status: response.status, body: body ? JSON.parse(body) : undefined };
}

const newJob = async (title = 'Welder') =>
  (await api('POST', '/jobs', { title: `${title} ${Math.random()}` })).body.id as number;

const jobCandidates = async (jobId: number) =>
  (await api('GET', `/candidates?jobId=${jobId}&pageSize=100`)).body.candidates as Array<{
    id: number;
    name: string;
    email: string;
    stage: string;
    source?: string;
    phone?: string;
    tags: string[];
  }>;

const FILE = [
  'Full name,E-mail,Phone,Stage,Source,Tags,Shoe size',
  'Ada Lovelace,ada@example.com,+44 20 7946 0000,Screen,Referral,Python;Maths,38',
  'Bad Email,nope,,,,,',
  'Bo Diddley,bo@example.com,,tech,,,44',
].join('\r\n');

describe('POST /api/candidates/import', () => {
  it('previews a dry run: what would be created and each bad row, writing nothing', async () => {
    const jobId = await newJob();
    const before = await snapshotDb();
    const preview = await importCsv(jobId, FILE, { dryRun: true });
    expect(preview).toEqual({
      status: 200,
      body: {
        dryRun: true,
        created: 2,
        errors: [{ row: 3, message: 'Email: enter a valid email address, like name@example.com.' }],
        columns: [
          { header: 'Full name', field: 'name' },
          { header: 'E-mail', field: 'email' },
          { header: 'Phone', field: 'phone' },
          { header: 'Stage', field: 'stage' },
          { header: 'Source', field: 'source' },
          { header: 'Tags', field: 'tags' },
          { header: 'Shoe size', field: null },
        ],
        ignoredColumns: ['Shoe size'],
        preview: [
          {
            row: 2,
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            phone: '+44 20 7946 0000',
            stage: 'screen',
            source: 'referral',
            tags: ['Python', 'Maths'],
          },
          {
            row: 4,
            name: 'Bo Diddley',
            email: 'bo@example.com',
            stage: 'tech',
            source: 'other',
            tags: [],
          },
        ],
      },
    });
    expect(await snapshotDb()).toEqual(before);
  });

  it('writes every good row at once, each with its timeline entry, counted on the board', async () => {
    const jobId = await newJob();
    const done = await importCsv(jobId, FILE);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dryRun: false, created: 2, errors: [{ row: 3 }] });
    const stored = await jobCandidates(jobId);
    expect(
      stored.map(({ name, email, stage, source, phone, tags }) => ({
        name,
        email,
        stage,
        source,
        phone,
        tags,
      })),
    ).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        stage: 'screen',
        source: 'referral',
        phone: '+44 20 7946 0000',
        tags: ['Python', 'Maths'],
      },
      {
        name: 'Bo Diddley',
        email: 'bo@example.com',
        stage: 'tech',
        source: 'other',
        phone: undefined,
        tags: [],
      },
    ]);
    const timeline = (await api('GET', `/candidates/${stored[0]!.id}/timeline`)).body;
    expect(timeline).toEqual([
      expect.objectContaining({ stage: 'screen', notes: 'Imported from CSV (referral)' }),
    ]);
    const counts = (await api('GET', `/candidates/stage-counts?jobId=${jobId}`)).body;
    expect(counts).toMatchObject({ totalCount: 2, counts: { screen: 1, tech: 1 } });
    // The people can be found by the board's search.
    const found = (await api('GET', `/candidates?jobId=${jobId}&search=lovelace`)).body;
    expect(found.candidates.map((c: { name: string }) => c.name)).toEqual(['Ada Lovelace']);
  });

  it('refuses per row an email already on the job or earlier in the file, any case; another job is fine', async () => {
    const jobId = await newJob();
    const otherJob = await newJob();
    for (const job of [jobId, otherJob])
      await api('POST', '/candidates', {
        name: 'Cat Existing',
        email: 'cat@example.com',
        jobId: job,
        source: 'referral',
      });
    const file = [
      'Name,Email',
      'Cat Again, CAT@example.com',
      'Dan New,dan@example.com',
      'Dan Twice,Dan@Example.com',
    ].join('\n');
    const done = await importCsv(jobId, file);
    expect(done.body).toMatchObject({
      created: 1,
      errors: [
        { row: 2, message: 'cat@example.com is already a candidate of this job.' },
        { row: 4, message: 'dan@example.com is already on row 3 of this file.' },
      ],
    });
    expect((await jobCandidates(jobId)).map((c) => c.name)).toEqual(['Cat Existing', 'Dan New']);
    // The same file again creates nobody.
    const again = await importCsv(jobId, file, { dryRun: true });
    expect(again.body.created).toBe(0);
    expect(again.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4]);
  });

  it('refuses a file of more than 10,000 candidates whole, writing nothing', async () => {
    const jobId = await newJob();
    const rows = Array.from({ length: 10_001 }, (_, i) => `P ${i},p${i}@example.com`);
    const before = await snapshotDb();
    const refused = await importCsv(jobId, ['Name,Email', ...rows].join('\n'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'The file has 10,001 candidates; an import takes at most 10,000. Split it into smaller files.',
    );
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses a header of more than 200 columns whole, writing nothing', async () => {
    const jobId = await newJob();
    const header = ['Name', 'Email', ...Array.from({ length: 199 }, (_, i) => `Extra ${i}`)];
    const before = await snapshotDb();
    const refused = await importCsv(
      jobId,
      [header.join(','), `Ada Lovelace,ada@example.com${','.repeat(199)}`].join('\n'),
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message:
            'The file has 201 columns; an import reads at most 200. Remove the columns it does not need.',
        },
      },
    });
    expect(await snapshotDb()).toEqual(before);
  });

  it('reads a file of 200 columns and thousands of rows, each field from its own column', async () => {
    const jobId = await newJob();
    // The fields' columns among 196 others, Name and Email last.
    const header = Array.from({ length: 200 }, (_, i) => `Extra ${i}`);
    header[50] = 'Stage';
    header[120] = 'Tags';
    header[198] = 'Name';
    header[199] = 'Email';
    const stages = ['Applied', 'Screen', 'Tech'];
    const rows = Array.from({ length: 5_000 }, (_, n) => {
      const cells = Array.from({ length: 200 }, (_, i) => `x${i}`);
      cells[50] = stages[n % 3]!;
      cells[120] = `T${n % 7}`;
      cells[198] = `Person ${n}`;
      cells[199] = n === 4_999 ? 'not an email' : `p${n}@example.com`;
      return cells.join(',');
    });
    const before = await snapshotDb();
    const preview = await importCsv(jobId, [header.join(','), ...rows].join('\n'), {
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      created: 4_999,
      errors: [
        { row: 5_001, message: 'Email: enter a valid email address, like name@example.com.' },
      ],
    });
    expect(preview.body.ignoredColumns).toHaveLength(196);
    expect(preview.body.preview.slice(0, 3)).toEqual([
      {
        row: 2,
        name: 'Person 0',
        email: 'p0@example.com',
        stage: 'applied',
        source: 'other',
        tags: ['T0'],
      },
      {
        row: 3,
        name: 'Person 1',
        email: 'p1@example.com',
        stage: 'screen',
        source: 'other',
        tags: ['T1'],
      },
      {
        row: 4,
        name: 'Person 2',
        email: 'p2@example.com',
        stage: 'tech',
        source: 'other',
        tags: ['T2'],
      },
    ]);
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses a body past 10 MB with a 413', async () => {
    const jobId = await newJob();
    const refused = await importCsv(jobId, `Name,Email\n${'x'.repeat(10 * 1024 * 1024)}`);
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe('payload_too_large');
  });

  it('answers bad requests clearly and writes nothing', async () => {
    const jobId = await newJob();
    const archived = await newJob('Old');
    await api('PATCH', `/jobs/${archived}`, { status: 'archived' });
    const before = await snapshotDb();
    const wrongType = await importCsv(jobId, FILE, { type: 'application/json' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error.message).toBe('Request body must be a CSV file sent as text/csv.');
    expect((await importCsv('', FILE)).body.error.message).toBe(
      'Query field "jobId": jobId is required.',
    );
    expect((await importCsv('abc', FILE)).status).toBe(400);
    const unknown = await importCsv(999_999, FILE);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Job 999999 not found.');
    const closed = await importCsv(archived, FILE);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('job_closed');
    const noEmail = await importCsv(jobId, 'Name,Phone\nJo,123456');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.message).toMatch(/no Email column was found/);
    expect((await importCsv(jobId, '')).status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('keeps nothing when the store fails partway', async () => {
    const jobId = await newJob();
    const before = await snapshotDb();
    // The candidates are inserted first; their timeline entries then fail: all is undone.
    failInStore(
      'timeline',
      'insertMany',
      new StorageError('unavailable', 'The database went away.'),
    );
    const failed = await importCsv(jobId, FILE);
    expect(failed.status).toBe(503);
    expect(await snapshotDb()).toEqual(before);
  });

  it('imports a CSV exported by TalentFlow into another job: the same people, stages and sources', async () => {
    const from = await newJob('Nurse');
    const to = await newJob('Porter');
    const people = [
      { name: '=HYPERLINK("http://evil.example","x")', email: 'h@example.com', stage: 'offer' },
      { name: 'Zoë "Zed" Quote, Jr.', email: 'zoe@example.com', phone: '+44 20 7946 0000' },
    ];
    for (const person of people)
      await api('POST', '/candidates', { ...person, jobId: from, source: 'agency' });
    const exported = await (
      await fetch(`http://localhost/api/candidates/export.csv?jobId=${from}`)
    ).text();

    const done = await importCsv(to, exported);
    expect(done.body).toMatchObject({ created: 2, errors: [], ignoredColumns: ['Job', 'Applied'] });
    const strip = ({
      name,
      email,
      stage,
      source,
      phone,
    }: Awaited<ReturnType<typeof jobCandidates>>[number]) => ({
      name,
      email,
      stage,
      source,
      phone,
    });
    expect((await jobCandidates(to)).map(strip)).toEqual((await jobCandidates(from)).map(strip));
  });
});

import { jobWithAssessment as buildJob } from '@/test/builders';
import { api, snapshotDb, write } from '@/test/api';
import { seedSample } from '@/test/seed';

/** Defects found by hostile testing: each request below was once accepted, or crashed. */

const backupOf = (tables: Record<string, unknown[]>) => ({
  format: 'talentflow-backup',
  version: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  tables,
});
const job = { id: 1, title: 'A', slug: 'a', status: 'active', tags: [], order: 0 };
const candidate = {
  id: 1,
  name: 'Jane Doe',
  email: 'jane@example.com',
  stage: 'applied',
  jobId: 1,
};

async function raw(method: string, path: string, body: string) {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('ids beyond what TalentFlow stores', () => {
  it.each([
    [
      Number.MAX_SAFE_INTEGER,
      /the id of the 1st job must be at most 2147483647 \(tables\.jobs\.0\.id\)\./,
    ],
    [2_147_483_648, /the id of the 1st job must be at most 2147483647 \(tables\.jobs\.0\.id\)\./],
    [0, /the id of the 1st job must be positive \(tables\.jobs\.0\.id\)\./],
    [-5, /the id of the 1st job must be positive \(tables\.jobs\.0\.id\)\./],
  ])('a restore with a job id of %s is refused and changes nothing', async (id, message) => {
    await seedSample(2);
    const before = await snapshotDb();
    const res = await api(
      'POST',
      '/backup/restore',
      backupOf({ jobs: [{ ...job, id }], candidates: [] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('a restore of the greatest id still leaves room for nothing more, and says so instead of failing later', async () => {
    expect(
      (
        await api(
          'POST',
          '/backup/restore',
          backupOf({ jobs: [{ ...job, id: 2_147_483_647 }], candidates: [] }),
        )
      ).status,
    ).toBe(200);
    const res = await api('POST', '/jobs', { title: 'One more' });
    expect(res.status).toBe(507);
    expect(res.body.error.code).toBe('storage_full');
  });

  it('after a restore, every table takes new rows, and the app’s own export restores', async () => {
    await seedSample(2);
    const ids = { job: 2_000_000_000, candidate: 2_000_000_001 };
    expect(
      (
        await api(
          'POST',
          '/backup/restore',
          backupOf({
            jobs: [{ ...job, id: ids.job }],
            candidates: [{ ...candidate, id: ids.candidate, jobId: ids.job }],
          }),
        )
      ).status,
    ).toBe(200);
    const made = await api('POST', '/jobs', { title: 'Next' });
    expect(made.body.id).toBe(ids.job + 1);
    expect(
      (await api('POST', `/candidates/${ids.candidate}/notes`, { text: 'first' })).status,
    ).toBe(201);
    expect(
      (await api('POST', `/candidates/${ids.candidate}/notes`, { text: 'second' })).status,
    ).toBe(201);
    const exported = (await api('GET', '/backup')).body;
    expect((await api('POST', '/backup/restore', exported)).status).toBe(200);
    expect((await api('GET', '/backup')).body.tables).toEqual(exported.tables);
  });

  it.each(['2147483648', '9007199254740991', '9007199254740993'])(
    '/jobs/%s is a 400, not a lookup',
    async (id) => {
      const res = await api('GET', `/jobs/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Job id must be a positive whole number.');
    },
  );
});

describe('the key "__proto__"', () => {
  const jobWithAssessment = async () => (await buildJob()).id;

  it('in a submission’s answers is refused, and nothing is stored', async () => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const res = await raw(
      'POST',
      `/assessments/${jobId}/submit`,
      '{"name":"Ada","email":"ada@example.com","answers":{"__proto__":"x","q1":"Ada"}}',
    );
    expect(res).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Request body must not use the key "__proto__" anywhere.',
        },
      },
    });
    expect(await snapshotDb()).toEqual(before);
  });

  it.each([
    ['a job edit', 'PATCH', '/jobs/ID', '{"title":"B","__proto__":{"status":"archived"}}'],
    [
      'a restore',
      'POST',
      '/backup/restore',
      JSON.stringify(backupOf({ jobs: [job], candidates: [candidate] })).replace(
        '"tables":{',
        '"tables":{"__proto__":{},',
      ),
    ],
    [
      'a restored response',
      'POST',
      '/backup/restore',
      JSON.stringify(
        backupOf({
          jobs: [job],
          candidates: [candidate],
          responses: [
            {
              id: 1,
              jobId: 1,
              candidateId: 1,
              answers: { q1: 'a' },
              submittedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      ).replace('"answers":{', '"answers":{"__proto__":"x",'),
    ],
  ])('in %s is refused, and nothing changes', async (_, method, path, body) => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const res = await raw(method, path.replace('ID', String(jobId)), body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Request body must not use the key "__proto__" anywhere.');
    expect(await snapshotDb()).toEqual(before);
  });

  it('as a question id is refused; other built-in names are ordinary ids', async () => {
    const jobId = await jobWithAssessment();
    const structure = (id: string) => ({
      title: 'T',
      sections: [
        {
          id: 's1',
          title: 'S',
          questions: [{ id, type: 'short-text', label: 'Q', required: true }],
        },
      ],
    });
    const refused = await api('PUT', `/jobs/${jobId}/assessment`, structure('__proto__'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(
      /sections\.0\.questions\.0\.id": may not be "__proto__"\./,
    );
    for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect((await api('PUT', `/jobs/${jobId}/assessment`, structure(id))).status).toBe(200);
    }
  });
});

describe('a restore applies the API’s own rules', () => {
  it.each([
    [
      'a title of three spaces',
      { jobs: [{ ...job, title: '   ' }], candidates: [] },
      /the title of job 1 is blank \(tables\.jobs\.0\.title\)\./,
    ],
    [
      'a title of zero-width spaces',
      { jobs: [{ ...job, title: '\u200B\u200B' }], candidates: [] },
      /the title of job 1 is blank \(tables\.jobs\.0\.title\)\./,
    ],
    [
      'two jobs with one slug',
      { jobs: [job, { ...job, id: 2, order: 1 }], candidates: [] },
      /two jobs have the slug "a"/,
    ],
    [
      'two jobs in one place',
      { jobs: [job, { ...job, id: 2, slug: 'b' }], candidates: [] },
      /two jobs have the order 0/,
    ],
    [
      'a blank name',
      { jobs: [job], candidates: [{ ...candidate, name: ' \u3164 ' }] },
      /the name of candidate 1 is blank \(tables\.candidates\.0\.name\)\./,
    ],
    [
      '"not an email"',
      { jobs: [job], candidates: [{ ...candidate, email: 'not an email' }] },
      /the email of candidate 1 is not valid \(tables\.candidates\.0\.email\)\./,
    ],
    [
      'a whitespace-only note',
      {
        jobs: [job],
        candidates: [candidate],
        notes: [{ id: 1, candidateId: 1, text: ' \n ', createdAt: '2026-01-01T00:00:00.000Z' }],
      },
      /the text of note 1 is blank \(tables\.notes\.0\.text\)\./,
    ],
    [
      'the date "1"',
      {
        jobs: [job],
        candidates: [candidate],
        notes: [{ id: 1, candidateId: 1, text: 'Hi', createdAt: '1' }],
      },
      /the date of note 1 must be a date and time like .* \(tables\.notes\.0\.createdAt\)\./,
    ],
    [
      'a date in another zone',
      {
        jobs: [job],
        candidates: [candidate],
        timeline: [
          { id: 1, candidateId: 1, date: '2026-01-01T10:00:00+02:00', stage: 'applied', notes: '' },
        ],
      },
      /the date of timeline entry 1 must be a date and time like .* \(tables\.timeline\.0\.date\)\./,
    ],
  ])('refuses %s, changing nothing', async (_, tables, message) => {
    await seedSample(2);
    const before = await snapshotDb();
    const res = await api('POST', '/backup/restore', backupOf(tables));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('stores tags as the API would: trimmed, without empty entries or repeats', async () => {
    const res = await api(
      'POST',
      '/backup/restore',
      backupOf({ jobs: [{ ...job, tags: [' Remote ', '', 'remote', 'Data'] }], candidates: [] }),
    );
    expect(res.status).toBe(200);
    expect((await api('GET', '/jobs/1')).body.tags).toEqual(['Remote', 'Data']);
  });
});

describe('values that only look filled', () => {
  it.each([
    [
      'a job title',
      'POST',
      '/jobs',
      { title: '\u200B \u200D' },
      'Request field "title": Title is required.',
    ],
    [
      'a note',
      'POST',
      '/candidates/ID/notes',
      { text: '\u2060\uFEFF' },
      'Request field "text": A note cannot be empty.',
    ],
  ])('%s of invisible characters is refused', async (_, method, path, body, message) => {
    const id = await write(async (tx) => {
      const made = await tx.jobs.insert({
        title: 'A',
        slug: 'a',
        status: 'active',
        tags: [],
        order: 0,
      });
      return (
        await tx.candidates.insert({
          name: 'Jane Doe',
          email: 'jane@example.com',
          stage: 'applied',
          jobId: made.id,
        })
      ).id;
    });
    const before = await snapshotDb();
    const res = await api(method, path.replace('ID', String(id)), body);
    expect(res).toEqual({ status: 400, body: { error: { code: 'bad_request', message } } });
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('answers that only look right', () => {
  async function jobWithQuestions() {
    return write(async (tx) => {
      const made = await tx.jobs.insert({
        title: 'A',
        slug: 'a',
        status: 'active',
        tags: [],
        order: 0,
      });
      await tx.assessments.put({
        jobId: made.id,
        structure: {
          title: 'T',
          sections: [
            {
              id: 's1',
              title: 'S',
              questions: [
                { id: 'years', type: 'numeric', label: 'Years', required: false },
                {
                  id: 'stack',
                  type: 'multi-choice',
                  label: 'Stack',
                  required: false,
                  options: [
                    { id: 'o1', value: 'A' },
                    { id: 'o2', value: 'B' },
                  ],
                },
                { id: 'why', type: 'short-text', label: 'Why', required: true },
              ],
            },
          ],
        },
      });
      return made.id;
    });
  }

  it.each([
    [
      'a hexadecimal number',
      { years: '0x10', why: 'Because' },
      'Answer to "Years": Must be a number.',
    ],
    [
      'a number in exponent form',
      { years: '1e1', why: 'Because' },
      'Answer to "Years": Must be a number.',
    ],
    [
      'an option chosen twice',
      { stack: ['A', 'A'], why: 'Because' },
      'Answer to "Stack": Choose each option once.',
    ],
    [
      'a required answer of zero-width spaces',
      { why: '\u200B\u200B' },
      'Answer to "Why": This field is required.',
    ],
  ])('%s is refused, and nothing is stored', async (_, answers, message) => {
    const jobId = await jobWithQuestions();
    const before = await snapshotDb();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Ada',
      email: 'ada@example.com',
      answers,
    });
    expect(res).toEqual({ status: 400, body: { error: { code: 'bad_request', message } } });
    expect(await snapshotDb()).toEqual(before);
  });

  it('an applicant name of invisible characters is refused', async () => {
    const jobId = await jobWithQuestions();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      name: '\u2060',
      email: 'ada@example.com',
      answers: { why: 'x' },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        error: { code: 'bad_request', message: 'Request field "name": Your name is required.' },
      },
    });
  });
});

describe('the NUL character (U+0000)', () => {
  // PostgreSQL cannot keep it in text, so every home refuses it alike, before anything is written.
  const NUL = 'Text must not contain the NUL character (U+0000).';

  it.each([
    ['a job title', 'POST', '/jobs', JSON.stringify({ title: 'Nurse\u0000' })],
    ['a tag', 'POST', '/jobs', JSON.stringify({ title: 'Nurse', tags: ['a\u0000'] })],
    ['a note', 'POST', '/candidates/1/notes', JSON.stringify({ text: 'Hi\u0000' })],
    [
      'an answer’s key',
      'POST',
      '/assessments/1/submit',
      '{"name":"Ada","email":"ada@example.com","answers":{"q\\u0000":"x"}}',
    ],
  ])('in %s is refused with a 400, and nothing is stored', async (_what, method, path, body) => {
    const before = await snapshotDb();
    const res = await raw(method, path, body);
    expect(res).toEqual({ status: 400, body: { error: { code: 'bad_request', message: NUL } } });
    expect(await snapshotDb()).toEqual(before);
  });

  it('in a query is refused with a 400', async () => {
    const res = await api('GET', '/candidates?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NUL);
  });
});

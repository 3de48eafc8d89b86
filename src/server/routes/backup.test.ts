import { api, snapshotDb } from '@/test/api';
import { DESIGN_STAGES, jobWithStages } from '@/test/pipelines';
import { seedSample } from '@/test/seed';

/** A body that arrives in small chunks, as a large upload does. */
function chunked(text: string, size = 4096): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

describe('backup export and restore', () => {
  it('exports every table with the backup format version, and restores it exactly', async () => {
    await seedSample(7);
    const job = (await api('GET', '/jobs?pageSize=1')).body.jobs[0];
    await api('POST', '/candidates/1/notes', { text: 'Keep me <script>alert(1)</script>' });
    const exported = await api('GET', '/backup');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'talentflow-backup', version: 8 });
    expect(exported.body).not.toHaveProperty('schemaVersion');
    expect(exported.body.tables.jobs).toHaveLength(25);
    expect(exported.body.tables.candidates).toHaveLength(1000);
    expect(exported.body.tables.notes).toHaveLength(1);
    const before = await snapshotDb();

    // Change things, then restore: everything is as it was.
    await api('PATCH', `/jobs/${job.id}`, { title: 'Changed' });
    await api('POST', '/jobs', { title: 'Extra' });
    const restored = await api('POST', '/backup/restore', exported.body);
    expect(restored.status).toBe(200);
    expect(restored.body.restored).toMatchObject({ jobs: 25, candidates: 1000, notes: 1 });
    expect(await snapshotDb()).toEqual(before);
  });

  it('reads a file as it comes: its fields and tables in any order, a line end after it; a problem found late writes nothing', async () => {
    await seedSample(7);
    const { tables, ...fields } = (await api('GET', '/backup')).body;
    const before = await snapshotDb();
    // Tables in reverse (files before the candidates and jobs they belong to), the fields last.
    const reversed = { tables: Object.fromEntries(Object.entries(tables).reverse()), ...fields };
    await api('POST', '/jobs', { title: 'Extra' });
    const restored = await fetch('http://localhost/api/backup/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(`${JSON.stringify(reversed)}\n`),
      duplex: 'half',
    } as RequestInit);
    expect(restored.status).toBe(200);
    expect((await restored.json()).restored).toMatchObject({ jobs: 25, candidates: 1000 });
    expect(await snapshotDb()).toEqual(before);

    // The last candidate is wrong: the jobs and other candidates before it were already read.
    await api('POST', '/jobs', { title: 'Extra' });
    const changed = await snapshotDb();
    const last = tables.candidates.at(-1);
    const broken = {
      ...fields,
      tables: {
        ...tables,
        candidates: [...tables.candidates.slice(0, -1), { ...last, email: 'x' }],
      },
    };
    const refused = await api('POST', '/backup/restore', broken);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `This backup cannot be restored: the email of candidate ${last.id} is not valid (tables.candidates.999.email).`,
    );
    expect(await snapshotDb()).toEqual(changed);
    // A newer file is refused whatever the order of its fields.
    const newer = await api('POST', '/backup/restore', { ...reversed, version: 99 });
    expect(newer.body.error.message).toMatch(
      /^This backup was made by a newer version of TalentFlow \(backup format 99\)/,
    );
    expect(await snapshotDb()).toEqual(changed);
  });

  it.each([
    ['not a backup', { hello: 'world' }, /^This file is not a TalentFlow backup\.$/],
    ['a list', [{ format: 'talentflow-backup' }], /^This file is not a TalentFlow backup\.$/],
    [
      'a wrong format',
      {
        format: 'other',
        schemaVersion: 5,
        exportedAt: '2026-01-01T00:00:00.000Z',
        tables: { jobs: [], candidates: [] },
      },
      /^This file is not a TalentFlow backup\.$/,
    ],
    [
      'a bad job row',
      {
        format: 'talentflow-backup',
        schemaVersion: 5,
        exportedAt: '2026-01-01T00:00:00.000Z',
        tables: { jobs: [{ id: 1 }], candidates: [] },
      },
      /^This backup cannot be restored: job 1 has no title \(tables\.jobs\.0\.title\)\.$/,
    ],
    [
      'a row with a field TalentFlow does not know',
      {
        format: 'talentflow-backup',
        version: 2,
        exportedAt: '2026-01-01T00:00:00.000Z',
        tables: {
          jobs: [{ id: 4, title: 'A', slug: 'a', status: 'active', tags: [], order: 0, salary: 1 }],
          candidates: [],
        },
      },
      /^This backup cannot be restored: job 4 has a field TalentFlow does not know: salary \(tables\.jobs\.0\)\.$/,
    ],
    [
      'a candidate of a missing job',
      {
        format: 'talentflow-backup',
        schemaVersion: 5,
        exportedAt: '2026-01-01T00:00:00.000Z',
        tables: {
          jobs: [],
          candidates: [{ id: 1, name: 'A', email: 'a@b.co', stage: 'applied', jobId: 9 }],
        },
      },
      /^This backup cannot be restored: candidate 1 belongs to job 9, which is not in the file\.$/,
    ],
    [
      'duplicate ids',
      {
        format: 'talentflow-backup',
        schemaVersion: 5,
        exportedAt: '2026-01-01T00:00:00.000Z',
        tables: {
          jobs: [1, 1].map((id, order) => ({
            id,
            title: 'A',
            slug: 'a',
            status: 'active',
            tags: [],
            order,
          })),
          candidates: [],
        },
      },
      /^This backup cannot be restored: two jobs have the id 1\.$/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    await seedSample(3);
    const before = await snapshotDb();
    const res = await api('POST', '/backup/restore', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it.each([
    ['a newer backup format', { version: 9 }, /newer version of TalentFlow \(backup format 9\)/],
    [
      'a legacy backup from a newer schema',
      { version: undefined, schemaVersion: 7 },
      /newer version of TalentFlow \(schema 7\)/,
    ],
  ])('refuses %s with a clear message', async (_, change, message) => {
    await seedSample(3);
    const before = await snapshotDb();
    const exported = (await api('GET', '/backup')).body;
    const res = await api('POST', '/backup/restore', { ...exported, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(res.body.error.message).toMatch(/Update TalentFlow first/);
    expect(await snapshotDb()).toEqual(before);
  });

  it('restores a backup written before the format had its own version (schemaVersion 1 to 6)', async () => {
    await seedSample(3);
    const exported = (await api('GET', '/backup')).body;
    const before = await snapshotDb();
    const { version: _version, ...rest } = exported;
    await api('POST', '/jobs', { title: 'Made after the backup' });
    const res = await api('POST', '/backup/restore', { ...rest, schemaVersion: 6 });
    expect(res.status).toBe(200);
    expect(await snapshotDb()).toEqual(before);
  });

  it('restores candidates with a phone and a source exactly, and an older backup without them', async () => {
    await seedSample(3);
    const [first, second] = (await api('GET', '/candidates?pageSize=2')).body.candidates;
    await api('PATCH', `/candidates/${first.id}`, { phone: '+33 1 23 45 67 89', source: 'agency' });
    await api('PATCH', `/candidates/${second.id}`, { source: 'sourced' });
    const exported = (await api('GET', '/backup')).body;
    expect(exported.tables.candidates.slice(0, 2)).toEqual([
      { ...first, phone: '+33 1 23 45 67 89', source: 'agency' },
      { ...second, source: 'sourced' },
    ]);
    const before = await snapshotDb();
    await api('PATCH', `/candidates/${first.id}`, { phone: '' });
    expect((await api('POST', '/backup/restore', exported)).status).toBe(200);
    expect(await snapshotDb()).toEqual(before);
    expect((await api('GET', `/candidates/${first.id}`)).body).toStrictEqual({
      ...first,
      phone: '+33 1 23 45 67 89',
      source: 'agency',
    });

    // A backup made before candidates had them: restored as it is, with neither.
    const old = exported.tables.candidates.map(
      ({ phone: _phone, source: _source, ...c }: Record<string, unknown>) => c,
    );
    const res = await api('POST', '/backup/restore', {
      ...exported,
      version: undefined,
      schemaVersion: 6,
      tables: { ...exported.tables, candidates: old },
    });
    expect(res.status).toBe(200);
    expect((await snapshotDb()).candidates).toStrictEqual(old);
  });

  it.each([
    [
      'a blank phone',
      { phone: '' },
      'the phone of candidate ID is blank (tables.candidates.11.phone).',
    ],
    [
      'a phone with spaces around it',
      { phone: ' 12345 ' },
      'the phone of candidate ID must be a phone number (digits, spaces, + ( ) - .) with at least 5 digits (tables.candidates.11.phone).',
    ],
    [
      'an unknown source',
      { source: 'friend' },
      'the source of candidate ID must be one of applied, referral, sourced, agency, other (tables.candidates.11.source).',
    ],
    [
      'an email that is not valid',
      { email: 'not an email' },
      'the email of candidate ID is not valid (tables.candidates.11.email).',
    ],
    ['no email', { email: undefined }, 'candidate ID has no email (tables.candidates.11.email).'],
    [
      'an id that is not a whole number',
      { id: 1.5 },
      'the id of the 12th candidate must be a whole number (tables.candidates.11.id).',
    ],
  ])(
    'refuses a candidate with %s, naming the candidate and where it is in the file',
    async (_, change, message) => {
      await seedSample(3);
      const exported = (await api('GET', '/backup')).body;
      const before = await snapshotDb();
      const candidates = [...exported.tables.candidates];
      const twelfth = candidates[11];
      candidates[11] = { ...twelfth, ...change };
      const res = await api('POST', '/backup/restore', {
        ...exported,
        tables: { ...exported.tables, candidates },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        `This backup cannot be restored: ${message.replace('ID', String(twelfth.id))}`,
      );
      expect(await snapshotDb()).toEqual(before);
    },
  );

  it('refuses a file that names no version', async () => {
    const res = await api('POST', '/backup/restore', {
      format: 'talentflow-backup',
      exportedAt: '2026-01-01T00:00:00.000Z',
      tables: { jobs: [], candidates: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'This backup cannot be restored: the file has no version (version).',
    );
  });
});

describe('backup of jobs with stages of their own', () => {
  it('restores a candidate who names only their category into its first stage of their job, and refuses one whose job has no such stage', async () => {
    const { jobId, id } = await jobWithStages(DESIGN_STAGES);
    const { body: ann } = await api('POST', '/candidates', {
      name: 'Ann',
      email: 'ann@example.com',
      jobId,
      stageId: id('Team panel'),
      source: 'sourced',
    });
    const exported = (await api('GET', '/backup')).body;
    // Kept exactly: Ann stays in Team panel, not Tech's first stage.
    expect((await api('POST', '/backup/restore', exported)).status).toBe(200);
    expect((await api('GET', `/candidates/${ann.id}`)).body.stageId).toBe(id('Team panel'));
    // A row added by a tool that knows only the six categories.
    const bo = { id: 9001, name: 'Bo', email: 'bo@example.com', stage: 'tech', jobId, tags: [] };
    const withBo = {
      ...exported,
      tables: { ...exported.tables, candidates: [...exported.tables.candidates, bo] },
    };
    expect((await api('POST', '/backup/restore', withBo)).status).toBe(200);
    expect((await api('GET', '/candidates/9001')).body).toMatchObject({
      stage: 'tech',
      stageId: id('Design exercise'),
    });
    // Stages without Tech: nowhere to put a Tech candidate, and nothing is written.
    const before = await snapshotDb();
    const jobs = withBo.tables.jobs.map(
      (job: { id: number; stages?: Array<{ category: string }> }) =>
        job.id === jobId
          ? { ...job, stages: job.stages!.filter((stage) => stage.category !== 'tech') }
          : job,
    );
    const refused = await api('POST', '/backup/restore', {
      ...withBo,
      tables: {
        ...withBo.tables,
        jobs,
        candidates: withBo.tables.candidates.filter((c: { id: number }) => c.id !== ann.id),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'This backup cannot be restored: candidate 9001 is in a stage their job does not have (stage: this job has no stage in Tech.)',
    );
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('backup assessments', () => {
  const question = (extra: object) => ({
    id: 'q1',
    type: 'short-text',
    label: 'L',
    required: false,
    ...extra,
  });
  it.each([
    [
      'an unknown question type',
      question({ type: 'essay' }),
      /^This backup cannot be restored: the question type of the assessment of job \d+ must be one of short-text, .* \(tables\.assessments\.0\.structure\.sections\.0\.questions\.0\.type\)\.$/,
    ],
    [
      'a condition on itself',
      question({ condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'x' } }),
      /^This backup cannot be restored: the assessment of job \d+ breaks a rule of the assessment builder\. .*cannot depend on itself\.$/,
    ],
  ])(
    'refuses %s, as saving it from the builder would, changing nothing',
    async (_, broken, message) => {
      await seedSample(3);
      const exported = (await api('GET', '/backup')).body;
      const before = await snapshotDb();
      const [first] = exported.tables.assessments;
      const file = structuredClone(exported);
      file.tables.assessments[0] = {
        ...first,
        structure: { title: 'X', sections: [{ id: 's1', title: 'S', questions: [broken] }] },
      };
      const res = await api('POST', '/backup/restore', file);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
      expect(await snapshotDb()).toEqual(before);
    },
  );
});

describe('backup references', () => {
  // Each row that points at another must find it in the same file.
  const base = () => ({
    format: 'talentflow-backup',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    tables: {
      jobs: [{ id: 1, title: 'A', slug: 'a', status: 'active', tags: [], order: 0 }],
      candidates: [
        { id: 1, name: 'Jane Doe', email: 'jane@example.com', stage: 'applied', jobId: 1 },
      ],
      assessments: [{ jobId: 1, structure: { title: 'T', sections: [] } }],
      notes: [{ id: 1, candidateId: 1, text: 'Hi', createdAt: '2026-01-01T00:00:00.000Z' }],
      responses: [
        { id: 1, jobId: 1, candidateId: 1, answers: {}, submittedAt: '2026-01-01T00:00:00.000Z' },
      ],
      timeline: [
        {
          id: 1,
          candidateId: 1,
          date: '2026-01-01T00:00:00.000Z',
          stage: 'applied',
          notes: 'Applied',
        },
      ],
    },
  });

  it('accepts the consistent file they are made from', async () => {
    const res = await api('POST', '/backup/restore', base());
    expect(res.status).toBe(200);
    expect(res.body.restored).toEqual({
      applicationLinks: 0,
      jobs: 1,
      candidates: 1,
      assessments: 1,
      notes: 1,
      responses: 1,
      timeline: 1,
      interviewPlans: 0,
      interviews: 0,
      scorecards: 0,
      files: 0,
      pipelineTemplates: 0,
      offers: 0,
      offerVersions: 0,
      schedulingLinks: 0,
    });
  });

  it.each([
    ['a candidate', 'candidates', { jobId: 9 }, 'candidate 1 belongs to job 9'],
    ['an assessment', 'assessments', { jobId: 9 }, 'an assessment belongs to job 9'],
    ['a response', 'responses', { jobId: 9 }, 'response 1 belongs to job 9'],
    ['a response', 'responses', { candidateId: 9 }, 'response 1 belongs to candidate 9'],
    ['a note', 'notes', { candidateId: 9 }, 'note 1 belongs to candidate 9'],
    ['a timeline entry', 'timeline', { candidateId: 9 }, 'timeline entry 1 belongs to candidate 9'],
  ] as const)(
    'refuses %s pointing at a row the file lacks (%s %j)',
    async (_, table, change, message) => {
      await seedSample(3);
      const before = await snapshotDb();
      const file = base();
      Object.assign(file.tables[table][0]!, change);
      const res = await api('POST', '/backup/restore', file);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        `This backup cannot be restored: ${message}, which is not in the file.`,
      );
      expect(await snapshotDb()).toEqual(before);
    },
  );
});

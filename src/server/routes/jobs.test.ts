import { api, setChaos, snapshotDb } from '@/test/api';

async function createJobs(titles: string[], tags: string[][] = []) {
  const jobs = [];
  for (const [i, title] of titles.entries()) {
    const res = await api('POST', '/jobs', { title, tags: tags[i] ?? [] });
    expect(res.status).toBe(201);
    jobs.push(res.body);
  }
  return jobs;
}

describe('POST /api/jobs', () => {
  it('creates an active job with a slug and the next order', async () => {
    const first = await api('POST', '/jobs', {
      title: '  Senior React Developer ',
      tags: [' react ', '', 'Remote', 'remote'],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      title: 'Senior React Developer',
      slug: 'senior-react-developer',
      status: 'active',
      tags: ['react', 'Remote'],
      order: 0,
    });
    const second = await api('POST', '/jobs', { title: 'Senior React Developer' });
    expect(second.body).toMatchObject({ slug: 'senior-react-developer-2', order: 1, tags: [] });
    expect(second.body.id).not.toBe(first.body.id);
  });

  it.each([
    ['a missing title', { tags: [] }, /title/],
    ['a blank title', { title: '   ' }, /Title is required\./],
    ['a title that is not text', { title: 42 }, /title/],
    ['a very long title', { title: 'x'.repeat(201) }, /at most 200/],
    ['tags that are not a list', { title: 'A', tags: 'a,b' }, /tags/],
    ['a tag that is not text', { title: 'A', tags: [1] }, /tags/],
    ['an unknown field', { title: 'A', salary: 10 }, /salary/],
    ['a body that is not an object', ['A'], /Request/],
  ])('rejects %s with 400 and writes nothing', async (_, body, message) => {
    const before = await snapshotDb();
    const res = await api('POST', '/jobs', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await api('POST', '/jobs', undefined, '{"title": ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Request body must be valid JSON.');
  });
});

describe('GET /api/jobs', () => {
  beforeEach(async () => {
    const jobs = await createJobs(
      ['Frontend Engineer', 'Backend Engineer', 'Product Designer', 'Sales Lead', 'Data Engineer'],
      [
        ['Engineering', 'Remote'],
        ['Engineering', 'Full-time'],
        ['Design', 'Contract'],
        ['Sales'],
        ['Engineering', 'Contract'],
      ],
    );
    await api('PATCH', `/jobs/${jobs[1].id}`, { status: 'archived' });
  });

  it('lists all jobs by order with the total count', async () => {
    const res = await api('GET', '/jobs?page=1&pageSize=10&status=all');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(5);
    expect(res.body.jobs.map((j: any) => j.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('pages the list', async () => {
    const res = await api('GET', '/jobs?page=2&pageSize=2');
    expect(res.body.totalCount).toBe(5);
    expect(res.body.jobs.map((j: any) => j.title)).toEqual(['Product Designer', 'Sales Lead']);
    const past = await api('GET', '/jobs?page=9&pageSize=2');
    expect(past.body).toEqual({ jobs: [], totalCount: 5 });
  });

  it('filters by title (case-insensitive), status and tag', async () => {
    const byTitle = await api('GET', '/jobs?search=ENGINEER');
    expect(byTitle.body.jobs.map((j: any) => j.title)).toEqual([
      'Frontend Engineer',
      'Backend Engineer',
      'Data Engineer',
    ]);
    const active = await api('GET', '/jobs?search=engineer&status=active');
    expect(active.body.jobs.map((j: any) => j.title)).toEqual([
      'Frontend Engineer',
      'Data Engineer',
    ]);
    const archived = await api('GET', '/jobs?status=archived');
    expect(archived.body.jobs.map((j: any) => j.title)).toEqual(['Backend Engineer']);
    const tagged = await api('GET', '/jobs?tags=contr');
    expect(tagged.body.jobs.map((j: any) => j.title)).toEqual([
      'Product Designer',
      'Data Engineer',
    ]);
    const both = await api('GET', '/jobs?tags=engineering,contract');
    expect(both.body.jobs.map((j: any) => j.title)).toEqual(['Data Engineer']);
  });

  it.each([
    ['page=0', /page must be a whole number/],
    ['page=abc', /page must be a whole number/],
    ['pageSize=101', /pageSize must be a whole number from 1 to 100/],
    ['pageSize=-1', /pageSize/],
    ['status=open', /status must be one of all, active, archived/],
  ])('rejects the query %s with 400', async (query, message) => {
    const res = await api('GET', `/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('GET and PATCH /api/jobs/:id', () => {
  it('returns a job, 404 for a missing one and 400 for a malformed id', async () => {
    const [job] = await createJobs(['QA Analyst']);
    expect((await api('GET', `/jobs/${job.id}`)).body).toEqual(job);
    const missing = await api('GET', '/jobs/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Job 999 not found.' });
    for (const bad of ['abc', '0', '-3', '1.5'])
      expect((await api('GET', `/jobs/${bad}`)).status).toBe(400);
  });

  it('edits title and tags, keeping the slug unique', async () => {
    const [a, b] = await createJobs(['Designer', 'Writer']);
    const res = await api('PATCH', `/jobs/${b.id}`, { title: 'Designer', tags: ['Design'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: b.id,
      title: 'Designer',
      slug: 'designer-2',
      tags: ['Design'],
      status: 'active',
      order: 1,
    });
    expect((await api('GET', `/jobs/${a.id}`)).body.slug).toBe('designer');
  });

  it('archives and unarchives with status alone', async () => {
    const [job] = await createJobs(['Recruiter']);
    expect((await api('PATCH', `/jobs/${job.id}`, { status: 'archived' })).body.status).toBe(
      'archived',
    );
    expect((await api('PATCH', `/jobs/${job.id}`, { status: 'active' })).body.status).toBe(
      'active',
    );
  });

  it.each([
    ['an empty body', {}],
    ['an unknown status', { status: 'closed' }],
    ['a blank title', { title: ' ' }],
    ['an unknown field', { order: 3 }],
  ])('rejects %s with 400 and writes nothing', async (_, body) => {
    const [job] = await createJobs(['Recruiter']);
    const before = await snapshotDb();
    const res = await api('PATCH', `/jobs/${job.id}`, body);
    expect(res.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 when patching a missing job', async () => {
    expect((await api('PATCH', '/jobs/77', { status: 'archived' })).status).toBe(404);
  });
});

describe('PATCH /api/jobs/reorder', () => {
  it('applies a permutation of the orders the jobs hold', async () => {
    const [a, b, c] = await createJobs(['A', 'B', 'C']);
    const res = await api('PATCH', '/jobs/reorder', {
      jobsToUpdate: [
        { id: c.id, order: 0 },
        { id: a.id, order: 1 },
        { id: b.id, order: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const list = await api('GET', '/jobs');
    expect(list.body.jobs.map((j: any) => j.title)).toEqual(['C', 'A', 'B']);
  });

  it('keeps the global order when a filtered view swaps two jobs', async () => {
    const [a, , c] = await createJobs(['A', 'B', 'C']);
    await api('PATCH', '/jobs/reorder', {
      jobsToUpdate: [
        { id: c.id, order: 0 },
        { id: a.id, order: 2 },
      ],
    });
    const list = await api('GET', '/jobs');
    expect(list.body.jobs.map((j: any) => [j.title, j.order])).toEqual([
      ['C', 0],
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('answers 409 for orders the jobs do not hold, and writes nothing', async () => {
    const [a, b] = await createJobs(['A', 'B', 'C']);
    const before = await snapshotDb();
    const res = await api('PATCH', '/jobs/reorder', {
      jobsToUpdate: [
        { id: a.id, order: 1 },
        { id: b.id, order: 2 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 naming a missing job, and writes nothing', async () => {
    const [a] = await createJobs(['A']);
    const before = await snapshotDb();
    const res = await api('PATCH', '/jobs/reorder', {
      jobsToUpdate: [
        { id: a.id, order: 0 },
        { id: 404, order: 1 },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Job 404 not found.');
    expect(await snapshotDb()).toEqual(before);
  });

  it.each([
    ['no list', {}],
    ['an empty list', { jobsToUpdate: [] }],
    ['a negative order', { jobsToUpdate: [{ id: 1, order: -1 }] }],
    ['a fractional order', { jobsToUpdate: [{ id: 1, order: 0.5 }] }],
    ['an id that is text', { jobsToUpdate: [{ id: '1', order: 0 }] }],
    [
      'the same job twice',
      {
        jobsToUpdate: [
          { id: 1, order: 0 },
          { id: 1, order: 1 },
        ],
      },
    ],
    [
      'two jobs at one order',
      {
        jobsToUpdate: [
          { id: 1, order: 0 },
          { id: 2, order: 0 },
        ],
      },
    ],
  ])('rejects %s with 400', async (_, body) => {
    await createJobs(['A', 'B']);
    const before = await snapshotDb();
    const res = await api('PATCH', '/jobs/reorder', body);
    expect(res.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('artificial failures', () => {
  it('fails writes with a 503 JSON error and writes nothing, while reads still work', async () => {
    await createJobs(['A']);
    setChaos({ failureRate: 1 });
    const before = await snapshotDb();
    const res = await api('POST', '/jobs', { title: 'B' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('simulated_failure');
    expect(await snapshotDb()).toEqual(before);
    expect((await api('GET', '/jobs')).status).toBe(200);
  });
});

describe('job details: description, location, department, employment type', () => {
  const details = {
    description: '## The role\n\nYou will weld **hot** things.\n\n- Leeds\n- Nights',
    location: 'Leeds',
    department: 'Manufacturing',
    employmentType: 'contract',
  };

  it('stores them trimmed, reads them back, and leaves them out when blank', async () => {
    const before = new Date().toISOString();
    const made = await api('POST', '/jobs', {
      title: 'Welder',
      ...details,
      location: '  Leeds  ',
      department: '   ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: made.body.id,
      title: 'Welder',
      slug: 'welder',
      status: 'active',
      tags: [],
      order: 0,
      description: details.description,
      location: 'Leeds',
      employmentType: 'contract',
      createdAt: expect.any(String),
    });
    // When it was made: its postings' datePosted.
    expect(made.body.createdAt >= before && made.body.createdAt <= new Date().toISOString()).toBe(
      true,
    );
    expect((await api('GET', `/jobs/${made.body.id}`)).body).toEqual(made.body);
    // A job made without them has none: the spec's fields and the day it was made.
    const plain = await api('POST', '/jobs', { title: 'Fitter' });
    expect(Object.keys(plain.body).sort()).toEqual([
      'createdAt',
      'id',
      'order',
      'slug',
      'status',
      'tags',
      'title',
    ]);
  });

  it('edits them: a text replaces, a blank removes, a null type removes, an absent one stays', async () => {
    const job = (await api('POST', '/jobs', { title: 'Welder', ...details })).body;
    const edited = await api('PATCH', `/jobs/${job.id}`, {
      location: 'York',
      description: '',
      employmentType: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ location: 'York', department: 'Manufacturing' });
    expect(edited.body).not.toHaveProperty('description');
    expect(edited.body).not.toHaveProperty('employmentType');
    expect((await api('GET', `/jobs/${job.id}`)).body).toEqual(edited.body);
    const typed = await api('PATCH', `/jobs/${job.id}`, { employmentType: 'internship' });
    expect(typed.body).toMatchObject({ employmentType: 'internship', location: 'York' });
  });

  it.each([
    [
      'an unknown employment type',
      { employmentType: 'gig' },
      /"employmentType": must be one of full-time, part-time, contract, internship, temporary\./,
    ],
    [
      'a description over 20,000 characters',
      { description: 'x'.repeat(20_001) },
      /"description": must be at most 20000/,
    ],
    [
      'a location over 100 characters',
      { location: 'x'.repeat(101) },
      /"location": must be at most 100/,
    ],
    ['a department that is not text', { department: 7 }, /department/],
  ])('refuses %s with 400 and writes nothing', async (_, extra, message) => {
    const before = await snapshotDb();
    const res = await api('POST', '/jobs', { title: 'Welder', ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('keeps them in a backup, restored exactly', async () => {
    const job = (await api('POST', '/jobs', { title: 'Welder', ...details })).body;
    const backup = (await api('GET', '/backup')).body;
    await api('PATCH', `/jobs/${job.id}`, { location: '', department: 'Other' });
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await api('GET', `/jobs/${job.id}`)).body).toEqual(job);
  });
});

describe('openings', () => {
  it('keeps how many people a job hires; one is the default and is not written out', async () => {
    const plain = await api('POST', '/jobs', { title: 'Cashier' });
    expect(plain.body).not.toHaveProperty('openings');
    const many = await api('POST', '/jobs', { title: 'Seasonal picker', openings: 40 });
    expect(many.status).toBe(201);
    expect(many.body.openings).toBe(40);
    expect((await api('GET', `/jobs/${many.body.id}`)).body.openings).toBe(40);
    const three = await api('PATCH', `/jobs/${plain.body.id}`, { openings: 3 });
    expect(three.body.openings).toBe(3);
    const back = await api('PATCH', `/jobs/${plain.body.id}`, { openings: 1 });
    expect(back.body).not.toHaveProperty('openings');
    expect((await api('GET', `/jobs/${plain.body.id}`)).body).toStrictEqual(back.body);
  });

  it.each([
    ['none', 0, /"openings": must be at least 1\./],
    ['too many', 1001, /"openings": must be at most 1000\./],
    ['a fraction', 2.5, /"openings": must be a whole number\./],
    ['text', '3', /"openings": must be a number\./],
  ])('refuses %s with 400 and writes nothing', async (_, openings, message) => {
    const job = (await api('POST', '/jobs', { title: 'Porter' })).body;
    const before = await snapshotDb();
    for (const [method, path, body] of [
      ['POST', '/jobs', { title: 'Another', openings }],
      ['PATCH', `/jobs/${job.id}`, { openings }],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('GET /api/careers', () => {
  it('lists the active jobs in order with what an applicant reads, filterable by department and location', async () => {
    const a = (
      await api('POST', '/jobs', {
        title: 'Welder',
        location: 'Leeds',
        department: 'Manufacturing',
        employmentType: 'full-time',
        description: 'Private detail',
        tags: ['internal'],
      })
    ).body;
    const b = (
      await api('POST', '/jobs', {
        title: 'Painter',
        location: 'York',
        department: 'Manufacturing',
      })
    ).body;
    const c = (
      await api('POST', '/jobs', { title: 'Writer', location: 'Leeds', department: 'Marketing' })
    ).body;
    const closed = (
      await api('POST', '/jobs', { title: 'Closed', location: 'Hull', department: 'Sales' })
    ).body;
    await api('PATCH', `/jobs/${closed.id}`, { status: 'archived' });
    await api('POST', '/jobs', { title: 'Plain' });

    const all = await api('GET', '/careers');
    expect(all.status).toBe(200);
    expect(all.body.jobs.map((job: { title: string }) => job.title)).toEqual([
      'Welder',
      'Painter',
      'Writer',
      'Plain',
    ]);
    expect(all.body.jobs[0]).toEqual({
      id: a.id,
      title: 'Welder',
      location: 'Leeds',
      department: 'Manufacturing',
      employmentType: 'full-time',
    });
    expect(all.body.departments).toEqual(['Manufacturing', 'Marketing']);
    expect(all.body.locations).toEqual(['Leeds', 'York']);

    const leeds = await api('GET', '/careers?location=leeds');
    expect(leeds.body.jobs.map((job: { id: number }) => job.id)).toEqual([a.id, c.id]);
    const manufacturingInYork = await api('GET', '/careers?department=Manufacturing&location=York');
    expect(manufacturingInYork.body.jobs.map((job: { id: number }) => job.id)).toEqual([b.id]);
    // The filters stay whole while one is applied, so a person can change their mind.
    expect(manufacturingInYork.body.locations).toEqual(['Leeds', 'York']);
    expect((await api('GET', `/careers?location=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /api/jobs/candidate-counts', () => {
  it('counts each job’s candidates in every stage, 0 for a job without any or unknown', async () => {
    const [a, b] = await createJobs(['Welder', 'Fitter']);
    const add = (email: string, jobId: number, stage: string) =>
      api('POST', '/candidates', { name: 'X', email, jobId, stage, source: 'sourced' });
    await add('one@example.com', a.id, 'applied');
    await add('two@example.com', a.id, 'hired');
    await add('three@example.com', a.id, 'rejected');
    const res = await api('GET', `/jobs/candidate-counts?ids=${a.id},${b.id},999`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ counts: { [a.id]: 3, [b.id]: 0, 999: 0 } });
  });

  it.each(['', 'x', '1,0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%j with 400',
    async (ids) => {
      const res = await api('GET', `/jobs/candidate-counts?ids=${ids}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/ids/);
    },
  );
});

describe('draft jobs', () => {
  it('keeps a draft from applicants until it is published, and a published job from going back', async () => {
    const draft = await api('POST', '/jobs', { title: 'Draft Designer', status: 'draft' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ title: 'Draft Designer', status: 'draft', order: 0 });
    const id = draft.body.id as number;
    expect((await api('POST', '/jobs', { title: 'Open', status: 'archived' })).status).toBe(400);

    // Members find it; applicants do not, and cannot apply.
    const drafts = await api('GET', '/jobs?status=draft');
    expect(drafts.body.jobs.map((job: { id: number }) => job.id)).toEqual([id]);
    expect((await api('GET', '/jobs?status=active')).body.totalCount).toBe(0);
    expect((await api('GET', '/careers')).body.jobs).toEqual([]);
    const before = await snapshotDb();
    const application = { name: 'Ada Lovelace', email: 'ada@example.com', answers: {} };
    const refused = await api('POST', `/assessments/${id}/submit`, application);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(`Job ${id} not found.`);
    expect(await snapshotDb()).toEqual(before);

    // Publishing is one PATCH; then it is open like any active job.
    const published = await api('PATCH', `/jobs/${id}`, { status: 'active' });
    expect(published.body).toMatchObject({ id, status: 'active' });
    expect((await api('GET', '/careers')).body.jobs.map((job: { id: number }) => job.id)).toEqual([
      id,
    ]);
    expect((await api('POST', `/assessments/${id}/submit`, application)).status).toBe(201);

    const settled = await snapshotDb();
    const back = await api('PATCH', `/jobs/${id}`, { status: 'draft' });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({
      code: 'job_published',
      message:
        'This job has been published, so it cannot go back to draft. Archive it to close it.',
    });
    expect(await snapshotDb()).toEqual(settled);
    await api('PATCH', `/jobs/${id}`, { status: 'archived' });
    expect((await api('PATCH', `/jobs/${id}`, { status: 'draft' })).status).toBe(409);
    expect((await api('GET', `/jobs/${id}`)).body.status).toBe('archived');
  });
});

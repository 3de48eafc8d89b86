import type { AssessmentStructure } from '@/domain/types';
import { api, failInStore, setChaos, snapshotDb, write } from '@/test/api';
import { jobWithAssessment as buildJob } from '@/test/builders';

const structure: AssessmentStructure = {
  title: 'Frontend Engineer Assessment',
  sections: [
    {
      id: 's1',
      title: 'Basics',
      questions: [
        { id: 'q1', type: 'short-text', label: 'Full name', required: true },
        {
          id: 'q2',
          type: 'single-choice',
          label: 'Worked with React?',
          required: true,
          options: [
            { id: 'o1', value: 'Yes' },
            { id: 'o2', value: 'No' },
            { id: 'o3', value: '' },
          ],
        },
        {
          id: 'q3',
          type: 'numeric',
          label: 'Years with React',
          required: true,
          range: { min: 1, max: 40 },
          condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'Yes' },
        },
      ],
    },
    {
      id: 's2',
      title: 'More',
      questions: [
        {
          id: 'q4',
          type: 'multi-choice',
          label: 'Languages',
          required: true,
          options: [
            { id: 'o4', value: 'TypeScript' },
            { id: 'o5', value: 'Go' },
          ],
        },
        { id: 'q5', type: 'long-text', label: 'Why us?', required: false },
        { id: 'q6', type: 'file-upload', label: 'CV', required: false },
        {
          id: 'q7',
          type: 'short-text',
          label: 'Why not React?',
          required: false,
          condition: { sourceQuestionId: 'q2', operator: 'not-equals', value: 'Yes' },
        },
      ],
    },
  ],
};

async function addJob(title = 'Frontend Engineer') {
  const job = await write((tx) =>
    tx.jobs.insert({
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      status: 'active',
      tags: [],
      order: 0,
    }),
  );
  return job.id;
}

/** The Frontend Engineer job, with the structure above. */
const jobWithAssessment = async () => (await buildJob(structure)).id;

const stored = () => snapshotDb();

const goodSubmission = {
  name: 'Ada Lovelace',
  email: ' Ada@Example.com ',
  answers: {
    q1: 'Ada Lovelace',
    q2: 'Yes',
    q3: '7',
    q4: ['TypeScript', 'Go'],
    q5: '',
    q6: 'cv.pdf',
    q7: 'stale hidden answer',
  },
};

describe('GET /api/jobs/:id/assessment', () => {
  it('returns the saved structure', async () => {
    const jobId = await jobWithAssessment();
    const res = await api('GET', `/jobs/${jobId}/assessment`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobId, structure });
  });

  it('returns an empty structure for a job without an assessment', async () => {
    const jobId = await addJob();
    expect((await api('GET', `/jobs/${jobId}/assessment`)).body).toEqual({
      jobId,
      structure: { title: '', sections: [] },
    });
  });

  it('is 404 for an unknown job and 400 for a bad id', async () => {
    const missing = await api('GET', '/jobs/999/assessment');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Job 999 not found.' });
    expect((await api('GET', '/jobs/abc/assessment')).status).toBe(400);
  });
});

describe('PUT /api/jobs/:id/assessment', () => {
  it('saves the structure as a whole and answers it', async () => {
    const jobId = await addJob();
    const res = await api('PUT', `/jobs/${jobId}/assessment`, structure);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobId, structure });
    expect((await stored()).assessments).toEqual([{ jobId, structure }]);
    expect((await api('GET', `/jobs/${jobId}/assessment`)).body.structure).toEqual(structure);
  });

  it('replaces an earlier structure, and accepts an empty one', async () => {
    const jobId = await jobWithAssessment();
    const empty = { title: '', sections: [] };
    expect((await api('PUT', `/jobs/${jobId}/assessment`, empty)).body.structure).toEqual(empty);
    expect((await stored()).assessments).toEqual([{ jobId, structure: empty }]);
  });

  const withQuestion = (patch: Record<string, unknown>) => ({
    title: 'T',
    sections: [
      {
        id: 's1',
        title: 'S',
        questions: [{ id: 'q1', type: 'short-text', label: 'L', required: false, ...patch }],
      },
    ],
  });

  it.each([
    ['a body that is not an object', [], /Assessment/],
    ['a missing sections list', { title: 'T' }, /"sections"/],
    ['an unknown field', { ...structure, extra: 1 }, /extra/],
    [
      'an unknown question type',
      withQuestion({ type: 'date' }),
      /"sections.0.questions.0.type": must be one of short-text/,
    ],
    [
      'an unknown operator',
      withQuestion({ condition: { sourceQuestionId: '', operator: 'contains', value: '' } }),
      /operator/,
    ],
    [
      'required that is not a boolean',
      withQuestion({ required: 'yes' }),
      /required": must be true or false/,
    ],
    ['an empty id', withQuestion({ id: '' }), /"sections.0.questions.0.id": must not be empty/],
    [
      'a range bound that is not a number',
      withQuestion({ type: 'numeric', range: { min: '1', max: 2 } }),
      /range.min": must be a number/,
    ],
    ['a label over the limit', withQuestion({ label: 'x'.repeat(501) }), /at most 500 characters/],
    [
      'options on a text question',
      withQuestion({ options: [{ id: 'o1', value: 'A' }] }),
      /is not a choice question, so it cannot have options/,
    ],
    [
      'a range on a text question',
      withQuestion({ range: { min: 1, max: 2 } }),
      /is not numeric, so it cannot have a range/,
    ],
    [
      'a minimum above the maximum',
      withQuestion({ type: 'numeric', range: { min: 9, max: 2 } }),
      /minimum must not be greater than the maximum/,
    ],
    [
      'a condition on itself',
      withQuestion({ condition: { sourceQuestionId: 'q1', operator: 'equals', value: 'x' } }),
      /cannot depend on itself/,
    ],
    [
      'a condition on a missing question',
      withQuestion({ condition: { sourceQuestionId: 'q9', operator: 'equals', value: 'x' } }),
      /depends on a question that does not exist/,
    ],
    ['a blank label', withQuestion({ label: '  ' }), /A question needs a label/],
    [
      'duplicate ids',
      {
        title: 'T',
        sections: [
          { id: 'x', title: 'A', questions: [] },
          { id: 'x', title: 'B', questions: [] },
        ],
      },
      /The id "x" is used more than once/,
    ],
    [
      'a loop of conditions',
      {
        title: 'T',
        sections: [
          {
            id: 's1',
            title: 'S',
            questions: [
              {
                id: 'qa',
                type: 'short-text',
                label: 'A',
                required: false,
                condition: { sourceQuestionId: 'qb', operator: 'equals', value: '' },
              },
              {
                id: 'qb',
                type: 'short-text',
                label: 'B',
                required: false,
                condition: { sourceQuestionId: 'qa', operator: 'equals', value: '' },
              },
            ],
          },
        ],
      },
      /loop of conditions/,
    ],
    [
      'too many sections',
      {
        title: 'T',
        sections: Array.from({ length: 51 }, (_, i) => ({
          id: `s${i}`,
          title: 'S',
          questions: [],
        })),
      },
      /at most 50 sections/,
    ],
  ])('rejects %s with a 400 and changes nothing', async (_name, body, message) => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const res = await api('PUT', `/jobs/${jobId}/assessment`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('rejects a body that is not JSON', async () => {
    const jobId = await addJob();
    const res = await api('PUT', `/jobs/${jobId}/assessment`, undefined, '{nope');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Request body must be valid JSON.');
  });

  it('is 404 for an unknown job and writes nothing', async () => {
    const before = await snapshotDb();
    const res = await api('PUT', '/jobs/999/assessment', structure);
    expect(res.status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });

  it('changes nothing when the write fails', async () => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    setChaos({ failureRate: 1 });
    const res = await api('PUT', `/jobs/${jobId}/assessment`, { title: 'Other', sections: [] });
    expect(res.status).toBe(503);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('POST /api/assessments/:jobId/submit', () => {
  it('creates the applicant as a candidate in applied, stores the visible answers and a timeline entry', async () => {
    const jobId = await jobWithAssessment();
    const res = await api('POST', `/assessments/${jobId}/submit`, goodSubmission);
    expect(res.status).toBe(201);
    const { candidate, response } = res.body;
    expect(candidate).toEqual({
      id: expect.any(Number),
      tags: [],
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      stage: 'applied',
      jobId,
      source: 'applied',
    });
    // q5 was empty and q7 is hidden (q2 is Yes): neither is stored.
    expect(response).toEqual({
      id: expect.any(Number),
      jobId,
      candidateId: candidate.id,
      answers: { q1: 'Ada Lovelace', q2: 'Yes', q3: '7', q4: ['TypeScript', 'Go'], q6: 'cv.pdf' },
      submittedAt: expect.any(String),
    });
    const db = await stored();
    expect(db.candidates).toEqual([candidate]);
    expect(db.responses).toEqual([response]);
    expect(db.timeline).toEqual([
      {
        id: expect.any(Number),
        candidateId: candidate.id,
        date: response.submittedAt,
        stage: 'applied',
        notes: 'Applied through the assessment form',
      },
    ]);
    const timeline = await api('GET', `/candidates/${candidate.id}/timeline`);
    expect(timeline.body).toEqual([
      {
        date: response.submittedAt,
        stage: 'applied',
        notes: 'Applied through the assessment form',
      },
    ]);
  });

  it('reuses the candidate with that email for that job, keeping their stage', async () => {
    const jobId = await jobWithAssessment();
    const otherJob = await addJob('Other');
    const known = {
      name: 'Ada L.',
      email: 'ada@example.com',
      stage: 'tech',
      jobId,
      phone: '+44 20 7946 0000',
      source: 'referral',
    } as const;
    const [existing, elsewhere] = (
      await write((tx) =>
        tx.candidates.insertMany([
          known,
          { name: 'Ada', email: 'ada@example.com', stage: 'applied', jobId: otherJob },
        ]),
      )
    ).map((c) => c.id);

    const first = await api('POST', `/assessments/${jobId}/submit`, goodSubmission);
    expect(first.body.candidate).toMatchObject({ id: existing, stage: 'tech', name: 'Ada L.' });
    const second = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      answers: { ...goodSubmission.answers, q1: 'Second try' },
    });
    expect(second.status).toBe(201);
    expect(second.body.candidate.id).toBe(existing);
    const db = await stored();
    expect(db.candidates).toHaveLength(2);
    expect(db.candidates.find((c) => c.id === elsewhere)?.stage).toBe('applied');
    expect(
      db.timeline.filter((t) => t.candidateId === existing).map((t) => [t.stage, t.notes]),
    ).toEqual([
      ['tech', 'Submitted the assessment'],
      ['tech', 'Submitted the assessment again'],
    ]);
    // A known email changes nothing of the candidate; its responses say the sender is not verified.
    expect(db.candidates.find((c) => c.id === existing)).toEqual({
      id: existing,
      ...known,
      tags: [],
    });
    const theirs = db.responses.filter((r) => r.candidateId === existing);
    expect(theirs.map((r) => r.unverified)).toEqual([true, true]);
    const listed = await api('GET', `/candidates/${existing}/responses`);
    expect(listed.body.map((r: { unverified?: true }) => r.unverified)).toEqual([true, true]);
    // A new applicant's response is theirs: not marked.
    const fresh = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      email: 'new@example.com',
    });
    expect(fresh.body.response).not.toHaveProperty('unverified');
  });

  it('validates only the visible questions: a hidden required question may be empty', async () => {
    const jobId = await jobWithAssessment();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Bo',
      email: 'bo@example.com',
      answers: { q1: 'Bo', q2: 'No', q4: ['Go'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.response.answers).toEqual({ q1: 'Bo', q2: 'No', q4: ['Go'] });
  });

  const answers = (patch: Record<string, unknown>) => ({
    ...goodSubmission,
    answers: { ...goodSubmission.answers, ...patch },
  });

  it.each([
    ['a missing name', { email: 'a@b.co', answers: {} }, /"name"/],
    ['a blank name', { ...goodSubmission, name: '   ' }, /"name": Your name is required/],
    [
      'an invalid email',
      { ...goodSubmission, email: 'ada@example' },
      /"email": Enter a valid email address/,
    ],
    ['answers that are not an object', { ...goodSubmission, answers: ['x'] }, /"answers"/],
    ['an answer of the wrong kind', answers({ q1: 5 }), /"answers.q1"/],
    ['an unknown question id', answers({ q99: 'x' }), /not in this assessment: "q99"/],
    [
      'an empty required answer',
      answers({ q1: '  ' }),
      /Answer to "Full name": This field is required\./,
    ],
    [
      'an empty list for a required multi-choice',
      answers({ q4: [] }),
      /Answer to "Languages": This field is required\./,
    ],
    [
      'a number below the minimum',
      answers({ q3: '0.5' }),
      /Answer to "Years with React": Must be at least 1\./,
    ],
    ['a number above the maximum', answers({ q3: '41' }), /Must be no more than 40\./],
    ['a numeric answer that is not a number', answers({ q3: 'seven' }), /Must be a number\./],
    [
      'a choice that is not an option',
      answers({ q2: 'Maybe' }),
      /Answer to "Worked with React\?": Choose one of the listed options\./,
    ],
    [
      'the empty option of a choice question',
      answers({ q2: '', q4: [''] }),
      /Answer to "Worked with React\?": This field is required\. \(and 1 more\)/,
    ],
    [
      'a single value for a multi-choice question',
      answers({ q4: 'Go' }),
      /Must be a list of chosen options\./,
    ],
    [
      'a list for a single-choice question',
      answers({ q2: ['Yes'] }),
      /Must be a single value, not a list\./,
    ],
  ])('rejects %s with a 400 and changes nothing', async (_name, body, message) => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const res = await api('POST', `/assessments/${jobId}/submit`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('takes the basic application (no answers) when the job has no assessment sections, with or without a structure', async () => {
    const jobId = await addJob();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'A',
      email: 'a@b.co',
      answers: {},
    });
    expect(res.status).toBe(201);
    expect(res.body.response.answers).toEqual({});
    await write((tx) => tx.assessments.put({ jobId, structure: { title: 'Empty', sections: [] } }));
    const again = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'B',
      email: 'b@b.co',
      answers: {},
    });
    expect(again.status).toBe(201);
    expect((await snapshotDb()).candidates.map((c) => c.email)).toEqual(['a@b.co', 'b@b.co']);
  });

  it('keeps the applicant’s time zone on a new candidate; a known email changes nothing; a zone that is none is 400', async () => {
    const jobId = await addJob();
    const apply = (timeZone: unknown, email = 'tz@b.co') =>
      api('POST', `/assessments/${jobId}/submit`, { name: 'T', email, answers: {}, timeZone });
    const before = await snapshotDb();
    for (const zone of ['Berlin', 'Mars/Olympus', 7, 'x'.repeat(65)]) {
      const refused = await apply(zone);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/timeZone/);
    }
    expect(await snapshotDb()).toEqual(before);
    const made = await apply('america/sao_paulo');
    expect(made.status).toBe(201);
    expect(made.body.candidate.timeZone).toBe('America/Sao_Paulo');
    expect((await apply('Asia/Tokyo')).body.candidate.timeZone).toBe('America/Sao_Paulo');
    expect((await apply(undefined, 'plain@b.co')).body.candidate.timeZone).toBeUndefined();
  });

  it('is 404 for an unknown job and changes nothing', async () => {
    const before = await snapshotDb();
    const res = await api('POST', '/assessments/999/submit', goodSubmission);
    expect(res.status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });

  it('leaves no half-written candidate when the write fails', async () => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    setChaos({ failureRate: 1 });
    expect((await api('POST', `/assessments/${jobId}/submit`, goodSubmission)).status).toBe(503);
    expect(await snapshotDb()).toEqual(before);
  });

  it('rolls back the new candidate and timeline entry when storing the response fails', async () => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failInStore('responses', 'insert', new Error('disk on fire'));
    const res = await api('POST', `/assessments/${jobId}/submit`, goodSubmission);
    expect(res.status).toBe(500);
    expect(logged).toHaveBeenCalled();
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('GET responses of a job and of a candidate', () => {
  it('lists a job’s responses newest first with the candidate’s name and email', async () => {
    const jobId = await jobWithAssessment();
    const first = await api('POST', `/assessments/${jobId}/submit`, goodSubmission);
    const second = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Bo',
      email: 'bo@example.com',
      answers: { q1: 'Bo', q2: 'No', q4: ['Go'] },
    });
    const res = await api('GET', `/jobs/${jobId}/responses`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: any) => r.id)).toEqual([
      second.body.response.id,
      first.body.response.id,
    ]);
    expect(res.body[0]).toEqual({
      ...second.body.response,
      candidate: {
        id: second.body.candidate.id,
        name: 'Bo',
        email: 'bo@example.com',
        stage: 'applied',
      },
      files: [],
    });
  });

  it('gives an empty list for a job without responses, 404 for an unknown job', async () => {
    const jobId = await addJob();
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
    expect((await api('GET', '/jobs/999/responses')).status).toBe(404);
    expect((await api('GET', '/jobs/x/responses')).status).toBe(400);
  });

  it('lists a candidate’s responses with the job they answered, 404 for an unknown candidate', async () => {
    const jobId = await jobWithAssessment();
    const { body } = await api('POST', `/assessments/${jobId}/submit`, goodSubmission);
    const res = await api('GET', `/candidates/${body.candidate.id}/responses`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...body.response, job: { id: jobId, title: 'Frontend Engineer' }, files: [] },
    ]);
    expect((await api('GET', '/candidates/999/responses')).status).toBe(404);
    expect((await api('GET', '/candidates/0/responses')).status).toBe(400);
  });
});

describe('POST /api/assessments/:jobId/submit: the email is a plain address', () => {
  it.each([
    'me@example.com?bcc=collector%40evil.example&subject=Hello',
    'me@example.com&bcc=collector@evil.example',
    'me@example.com#x',
    'me/you@example.com',
    'me%40evil.example@example.com',
    'me@evil.example@example.com',
    '"me"@example.com',
    '<me@example.com>',
    'me@example.com,you@example.com',
  ])('refuses %j with a 400 naming the email, storing nothing', async (email) => {
    const jobId = await jobWithAssessment();
    const before = await snapshotDb();
    const res = await api('POST', `/assessments/${jobId}/submit`, { ...goodSubmission, email });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('email');
    expect(res.body.error.message).toContain('Enter a valid email address, like name@example.com.');
    expect(await snapshotDb()).toEqual(before);
  });

  it('still takes a plain address with a plus and an apostrophe', async () => {
    const jobId = await jobWithAssessment();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      email: "O'Brien+jobs@Example.ie",
    });
    expect(res.status).toBe(201);
    expect(res.body.candidate.email).toBe("o'brien+jobs@example.ie");
  });
});

describe('consent to the privacy notice when applying', () => {
  const notice = {
    noticeText: 'We keep your application for 24 months.',
    noticeUrl: null,
    consentRequired: true,
    retentionMonths: 24,
  };

  it('refuses an application without consent when the team asks for it, writing nothing', async () => {
    const jobId = await jobWithAssessment();
    await api('PUT', '/settings/privacy', notice);
    const before = await snapshotDb();
    for (const consent of [undefined, false]) {
      const refused = await api('POST', `/assessments/${jobId}/submit`, {
        ...goodSubmission,
        ...(consent !== undefined && { consent }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'consent_required', field: 'consent' });
      expect(refused.body.error.message).toMatch(/agree to how your data is used/);
    }
    expect(await snapshotDb()).toEqual(before);
    const refusedType = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      consent: 'yes',
    });
    expect(refusedType.status).toBe(400);
  });

  it('keeps when the applicant agreed, and to which version of the notice', async () => {
    const jobId = await jobWithAssessment();
    await api('PUT', '/settings/privacy', notice);
    await api('PUT', '/settings/privacy', { ...notice, noticeText: 'Reworded: 24 months.' });
    const applied = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      consent: true,
    });
    expect(applied.status).toBe(201);
    const { candidate } = applied.body;
    expect(candidate).toMatchObject({ noticeVersion: 2 });
    expect(Date.parse(candidate.consentAt)).toBeGreaterThan(Date.now() - 60_000);
    // The profile reads it back, an edit keeps it, and a backup carries it.
    expect(
      (await api('PATCH', `/candidates/${candidate.id}`, { name: 'Ada King', stage: 'screen' }))
        .status,
    ).toBe(200);
    expect((await api('GET', `/candidates/${candidate.id}`)).body).toMatchObject({
      consentAt: candidate.consentAt,
      noticeVersion: 2,
    });
    const backup = (await api('GET', '/backup')).body;
    expect(
      backup.tables.candidates.find((c: { id: number }) => c.id === candidate.id),
    ).toMatchObject({ consentAt: candidate.consentAt, noticeVersion: 2 });
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await api('GET', `/candidates/${candidate.id}`)).body).toMatchObject({
      consentAt: candidate.consentAt,
      noticeVersion: 2,
    });
  });

  it('asks nothing, and keeps nothing, when the team has no notice', async () => {
    const jobId = await jobWithAssessment();
    const applied = await api('POST', `/assessments/${jobId}/submit`, {
      ...goodSubmission,
      consent: true,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.candidate.consentAt).toBeUndefined();
    expect(applied.body.candidate.noticeVersion).toBeUndefined();
  });
});

import { BACKUP_VERSION } from '@/domain/schemas';
import { DEFAULT_PLAN } from '@/domain/interviews';
import { api, snapshotDb } from '@/test/api';
import { addCandidate, jobWithStages, pipelineOf } from '@/test/pipelines';

/** A job's interview plan: GET and PUT /api/jobs/:id/interview-plan, in every store. */

async function job(title = 'Crane Operator') {
  return (await api('POST', '/jobs', { title })).body.id as number;
}

const PLAN = {
  interviews: [
    {
      name: 'Site visit',
      stage: 'screen',
      durationMinutes: 40,
      attributes: [
        { heading: 'Skills', name: 'Rigging' },
        { heading: 'Traits', name: 'Calm under load' },
      ],
    },
    {
      id: 'technical-interview',
      name: 'Technical interview',
      stage: 'tech',
      durationMinutes: 90,
      attributes: [{ id: 'technical-interview-domain', heading: 'Skills', name: 'Load charts' }],
    },
  ],
};

describe('GET /api/jobs/:id/interview-plan', () => {
  it('answers the default plan for a job whose plan was never edited', async () => {
    const id = await job();
    const plan = await api('GET', `/jobs/${id}/interview-plan`);
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual(DEFAULT_PLAN);
    expect(plan.body.interviews.map((i: { name: string }) => i.name)).toEqual([
      'Phone screen',
      'Technical interview',
      'Final interview',
    ]);
    expect((await snapshotDb()).interviewPlans).toEqual([]);
  });

  it('is 404 for a job that does not exist, and 400 for an id that cannot be one', async () => {
    expect((await api('GET', '/jobs/999/interview-plan')).status).toBe(404);
    expect((await api('GET', '/jobs/x/interview-plan')).status).toBe(400);
  });
});

describe('PUT /api/jobs/:id/interview-plan', () => {
  it('stores the plan whole, gives new items ids, keeps given ones, and answers it as stored', async () => {
    const id = await job();
    const saved = await api('PUT', `/jobs/${id}/interview-plan`, PLAN);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      interviews: [
        {
          id: 'site-visit',
          name: 'Site visit',
          stage: 'screen',
          durationMinutes: 40,
          attributes: [
            { id: 'site-visit-rigging', heading: 'Skills', name: 'Rigging' },
            { id: 'site-visit-calm-under-load', heading: 'Traits', name: 'Calm under load' },
          ],
        },
        PLAN.interviews[1],
      ],
    });
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body).toEqual(saved.body);
    // Another job keeps the default plan.
    expect((await api('GET', `/jobs/${await job('Welder')}/interview-plan`)).body).toEqual(
      DEFAULT_PLAN,
    );
    // An empty plan is a plan: no interviews.
    expect((await api('PUT', `/jobs/${id}/interview-plan`, { interviews: [] })).body).toEqual({
      interviews: [],
    });
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body).toEqual({ interviews: [] });
  });

  it('refuses a plan that breaks a rule or the shape, with 400 naming it, and writes nothing', async () => {
    const id = await job();
    const refusals: Array<[unknown, string]> = [
      [{ interviews: [{ ...PLAN.interviews[0], name: ' ' }] }, 'Interview 1 needs a name.'],
      [
        { interviews: [PLAN.interviews[0], { ...PLAN.interviews[0], id: undefined }] },
        'Interview 2 (“Site visit”): another interview has this name.',
      ],
      [
        { interviews: [{ ...PLAN.interviews[0], attributes: [] }] },
        'Interview 1 (“Site visit”) needs at least one attribute to rate.',
      ],
      [
        { interviews: [{ ...PLAN.interviews[0], stage: 'hired' }] },
        'must be one of screen, tech, offer.',
      ],
      [
        { interviews: [{ ...PLAN.interviews[0], durationMinutes: 2 }] },
        'must be at least 5 minutes.',
      ],
      [
        { interviews: [{ ...PLAN.interviews[0], durationMinutes: 30.5 }] },
        'must be whole minutes.',
      ],
      [{ interviews: [{ ...PLAN.interviews[0], id: 'Not An Id' }] }, 'lowercase letters, digits'],
      [{ interviews: [{ ...PLAN.interviews[0], salary: 1 }] }, 'salary'],
      [
        {
          interviews: Array.from({ length: 21 }, (_, n) => ({
            ...PLAN.interviews[0],
            name: `I${n}`,
          })),
        },
        'must have at most 20 interviews.',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await api('PUT', `/jobs/${id}/interview-plan`, body);
      expect({ message, status: answer.status }).toEqual({ message, status: 400 });
      expect(answer.body.error.message).toContain(message);
    }
    expect((await snapshotDb()).interviewPlans).toEqual([]);
    expect((await api('PUT', '/jobs/999/interview-plan', PLAN)).status).toBe(404);
    expect((await snapshotDb()).interviewPlans).toEqual([]);
  });

  it('goes into backups, comes back from them, and an older backup without plans still restores', async () => {
    const id = await job();
    const saved = (await api('PUT', `/jobs/${id}/interview-plan`, PLAN)).body;
    const backup = (await api('GET', '/backup')).body;
    expect(backup.version).toBe(BACKUP_VERSION);
    expect(backup.tables.interviewPlans).toEqual([{ jobId: id, ...saved }]);
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body).toEqual(saved);

    const { interviewPlans: _plans, ...olderTables } = backup.tables;
    const older = { ...backup, version: 2, tables: olderTables };
    const restored = await api('POST', '/backup/restore', older);
    expect(restored.status).toBe(200);
    expect(restored.body.restored.interviewPlans).toBe(0);
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body).toEqual(DEFAULT_PLAN);

    // A plan of a job the file does not hold is refused, naming it.
    const orphan = {
      ...backup,
      tables: { ...backup.tables, interviewPlans: [{ jobId: 77, ...saved }] },
    };
    const refused = await api('POST', '/backup/restore', orphan);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('job 77');
  });
});

/** A job with its own stages: plan interviews on them, and scheduling that moves the candidate. */
describe('an interview plan on a job’s own stages', () => {
  const designJob = () =>
    jobWithStages(
      pipelineOf([
        { name: 'Phone chat', category: 'screen' },
        { name: 'Portfolio review', category: 'screen' },
        { name: 'Design exercise', category: 'tech' },
      ]),
      `Designer ${Math.random()}`,
    );

  const planOn = (portfolio: string) => ({
    interviews: [
      { ...PLAN.interviews[0], name: 'Portfolio walk-through', stageId: portfolio },
      PLAN.interviews[1],
    ],
  });

  // Each an hour after the last: nobody is booked twice.
  let scheduled = 0;
  const schedule = () => ({
    planInterviewId: 'portfolio-walk-through',
    startsAt: new Date(Date.parse('2026-12-01T09:30:00Z') + scheduled++ * 3_600_000).toISOString(),
    durationMinutes: 40,
    interviewerIds: [1],
  });

  it('keeps an interview on one of the job’s stages, and answers it as saved', async () => {
    const { jobId, id } = await designJob();
    const saved = await api('PUT', `/jobs/${jobId}/interview-plan`, planOn(id('Portfolio review')));
    expect(saved.status).toBe(200);
    expect(saved.body.interviews[0]).toMatchObject({
      id: 'portfolio-walk-through',
      stage: 'screen',
      stageId: id('Portfolio review'),
    });
    // An interview without one is in its category's first stage, and answers none.
    expect(saved.body.interviews[1]).not.toHaveProperty('stageId');
    expect((await api('GET', `/jobs/${jobId}/interview-plan`)).body).toEqual(saved.body);
    // A backup holds it, and gives it back.
    const backup = (await api('GET', '/backup')).body;
    expect(backup.tables.interviewPlans).toEqual([{ jobId, ...saved.body }]);
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await api('GET', `/jobs/${jobId}/interview-plan`)).body).toEqual(saved.body);
  });

  it('answers a default job’s plan as before: a category’s own stage id is left out', async () => {
    const id = await job();
    const saved = await api('PUT', `/jobs/${id}/interview-plan`, {
      interviews: [{ ...PLAN.interviews[0], stageId: 'screen' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.interviews[0]).not.toHaveProperty('stageId');
    expect((await snapshotDb()).interviewPlans[0]!.interviews[0]).not.toHaveProperty('stageId');
  });

  it('refuses a stage the job lacks, or one of another category, naming the interview, and writes nothing', async () => {
    const { jobId, id } = await designJob();
    const before = await snapshotDb();
    const unknown = await api('PUT', `/jobs/${jobId}/interview-plan`, {
      interviews: [PLAN.interviews[1], { ...PLAN.interviews[0], stageId: 'xyz' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(
      'Interview 2 (“Site visit”): the job has no Screen stage “xyz”.',
    );
    const other = await api('PUT', `/jobs/${jobId}/interview-plan`, {
      interviews: [{ ...PLAN.interviews[0], stageId: id('Design exercise') }],
    });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(
      'Interview 1 (“Site visit”): the job has no Screen stage “Design exercise”.',
    );
    // The default stages' ids are not this job's.
    const defaultId = await api('PUT', `/jobs/${jobId}/interview-plan`, {
      interviews: [{ ...PLAN.interviews[0], stageId: 'screen' }],
    });
    expect(defaultId.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('falls back to the category’s first stage once the job no longer has its stage there', async () => {
    const { jobId, stages, id } = await designJob();
    await api('PUT', `/jobs/${jobId}/interview-plan`, planOn(id('Portfolio review')));
    // Removed: the interview reads as in its category's first stage.
    const without = stages.filter((stage) => stage.name !== 'Portfolio review');
    expect((await api('PUT', `/jobs/${jobId}/stages`, { stages: without })).status).toBe(200);
    const read = (await api('GET', `/jobs/${jobId}/interview-plan`)).body;
    expect(read.interviews[0]).toMatchObject({ stage: 'screen' });
    expect(read.interviews[0]).not.toHaveProperty('stageId');
    // Scheduled with a move, the candidate goes to that first stage.
    const ann = await addCandidate(jobId, 'Ann');
    const made = await api('POST', `/candidates/${ann.id}/interviews`, {
      ...schedule(),
      moveCandidate: true,
    });
    expect(made.status).toBe(201);
    expect(made.body.movedTo).toEqual({ stage: 'screen', stageId: id('Phone chat') });
    // A kept stage moved to another category no longer holds it either.
    const { jobId: other, stages: all, id: otherId } = await designJob();
    await api('PUT', `/jobs/${other}/interview-plan`, planOn(otherId('Portfolio review')));
    const recategorized = all.map((stage) =>
      stage.name === 'Portfolio review' ? { ...stage, category: 'tech' } : stage,
    );
    expect((await api('PUT', `/jobs/${other}/stages`, { stages: recategorized })).status).toBe(200);
    expect(
      (await api('GET', `/jobs/${other}/interview-plan`)).body.interviews[0],
    ).not.toHaveProperty('stageId');
  });

  it('moves an earlier candidate into the interview’s stage when asked, with a timeline entry', async () => {
    const { jobId, id } = await designJob();
    await api('PUT', `/jobs/${jobId}/interview-plan`, planOn(id('Portfolio review')));
    const ann = await addCandidate(jobId, 'Ann');
    const made = await api('POST', `/candidates/${ann.id}/interviews`, {
      ...schedule(),
      moveCandidate: true,
    });
    expect(made.status).toBe(201);
    expect(made.body.movedTo).toEqual({ stage: 'screen', stageId: id('Portfolio review') });
    expect((await api('GET', `/candidates/${ann.id}`)).body).toMatchObject({
      stage: 'screen',
      stageId: id('Portfolio review'),
    });
    const timeline = (await api('GET', `/candidates/${ann.id}/timeline`)).body;
    expect(timeline.slice(-2)).toMatchObject([
      { stage: 'applied', notes: 'Portfolio walk-through scheduled' },
      { stage: 'screen', notes: 'Moved from Applied to Portfolio review' },
    ]);
    // From a stage before it in the same category too.
    const bo = await addCandidate(jobId, 'Bo', { stageId: id('Phone chat') });
    const again = await api('POST', `/candidates/${bo.id}/interviews`, {
      ...schedule(),
      moveCandidate: true,
    });
    expect(again.body.movedTo).toEqual({ stage: 'screen', stageId: id('Portfolio review') });
  });

  it('never moves a candidate back, out of Rejected or Hired, or without being asked', async () => {
    const { jobId, id } = await designJob();
    await api('PUT', `/jobs/${jobId}/interview-plan`, planOn(id('Portfolio review')));
    const past = await addCandidate(jobId, 'Ann', { stageId: id('Design exercise') });
    const already = await addCandidate(jobId, 'Cy', { stageId: id('Portfolio review') });
    const rejected = await addCandidate(jobId, 'Bo', { stage: 'rejected' });
    const hired = await addCandidate(jobId, 'Di', { stage: 'hired' });
    const unasked = await addCandidate(jobId, 'Ed');
    const cases: Array<[{ id: number; stage: string; stageId?: string }, boolean]> = [
      [past, true],
      [already, true],
      [rejected, true],
      [hired, true],
      [unasked, false],
    ];
    for (const [candidate, moveCandidate] of cases) {
      const made = await api('POST', `/candidates/${candidate.id}/interviews`, {
        ...schedule(),
        ...(moveCandidate && { moveCandidate }),
      });
      expect(made.status).toBe(201);
      expect(made.body).not.toHaveProperty('movedTo');
      const now = (await api('GET', `/candidates/${candidate.id}`)).body;
      expect([now.stage, now.stageId]).toEqual([candidate.stage, candidate.stageId]);
      const timeline = (await api('GET', `/candidates/${candidate.id}/timeline`)).body;
      expect(timeline.at(-1).notes).toBe('Portfolio walk-through scheduled');
    }
  });

  it('never moves a candidate into a category the job has no stage in', async () => {
    const { jobId, stages } = await designJob();
    // The plan's technical interview has no stage once the job has none in Tech.
    const noTech = stages.filter((stage) => stage.category !== 'tech');
    expect((await api('PUT', `/jobs/${jobId}/stages`, { stages: noTech })).status).toBe(200);
    const ann = await addCandidate(jobId, 'Ann');
    const made = await api('POST', `/candidates/${ann.id}/interviews`, {
      ...schedule(),
      planInterviewId: 'technical-interview',
      moveCandidate: true,
    });
    expect(made.status).toBe(201);
    expect(made.body).not.toHaveProperty('movedTo');
    expect((await api('GET', `/candidates/${ann.id}`)).body.stage).toBe('applied');
  });
});

import { BACKUP_VERSION } from '@/domain/schemas';
import { DEFAULT_PLAN } from '@/domain/interviews';
import { api, snapshotDb } from '@/test/api';

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

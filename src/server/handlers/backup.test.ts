import { api, snapshotDb } from '@/test/api';
import { seedSample } from '@/test/seed';
import { SCHEMA_VERSION } from '../db';

describe('backup export and restore', () => {
  it('exports every table with the schema version, and restores it exactly', async () => {
    await seedSample(7);
    const job = (await api('GET', '/jobs?pageSize=1')).body.jobs[0];
    await api('POST', '/candidates/1/notes', { text: 'Keep me <script>alert(1)</script>' });
    const exported = await api('GET', '/backup');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'talentflow-backup', schemaVersion: SCHEMA_VERSION });
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

  it.each([
    ['not a backup', { hello: 'world' }, /not a valid TalentFlow backup/],
    ['a wrong format', { format: 'other', schemaVersion: 5, exportedAt: '2026-01-01T00:00:00Z', tables: { jobs: [], candidates: [] } }, /format must be "talentflow-backup"/],
    ['a bad job row', { format: 'talentflow-backup', schemaVersion: 5, exportedAt: '2026-01-01T00:00:00Z', tables: { jobs: [{ id: 1 }], candidates: [] } }, /tables\.jobs\.0/],
    [
      'a candidate of a missing job',
      { format: 'talentflow-backup', schemaVersion: 5, exportedAt: '2026-01-01T00:00:00Z', tables: { jobs: [], candidates: [{ id: 1, name: 'A', email: 'a@b.c', stage: 'applied', jobId: 9 }] } },
      /points to job 9/,
    ],
    [
      'duplicate ids',
      {
        format: 'talentflow-backup',
        schemaVersion: 5,
        exportedAt: '2026-01-01T00:00:00Z',
        tables: { jobs: [1, 1].map((id, order) => ({ id, title: 'A', slug: 'a', status: 'active', tags: [], order })), candidates: [] },
      },
      /jobs id 1 appears twice/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    await seedSample(3);
    const before = await snapshotDb();
    const res = await api('POST', '/backup/restore', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses a backup from a newer schema with a clear message', async () => {
    await seedSample(3);
    const before = await snapshotDb();
    const exported = (await api('GET', '/backup')).body;
    const res = await api('POST', '/backup/restore', { ...exported, schemaVersion: SCHEMA_VERSION + 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/newer version of TalentFlow/);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('backup assessments', () => {
  it('refuses an assessment that breaks the builder rules, changing nothing', async () => {
    await seedSample(3);
    const exported = (await api('GET', '/backup')).body;
    const before = await snapshotDb();
    const [first] = exported.tables.assessments;
    const broken = structuredClone(exported);
    broken.tables.assessments[0] = { ...first, structure: { title: 'X', sections: [{ id: 's1', title: 'S', questions: [{ id: 'q1', type: 'essay', label: 'L', required: false }] }] } };
    const res = await api('POST', '/backup/restore', broken);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Backup assessment/);
    expect(await snapshotDb()).toEqual(before);
  });
});

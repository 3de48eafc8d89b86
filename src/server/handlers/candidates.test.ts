import { api, snapshotDb } from '@/test/api';
import { getDb } from '../db';

async function addCandidates() {
  const db = getDb();
  const jobA = await db.jobs.add({ title: 'A', slug: 'a', status: 'active', tags: [], order: 0 });
  const jobB = await db.jobs.add({ title: 'B', slug: 'b', status: 'active', tags: [], order: 1 });
  const rows = [
    { name: 'Jane Doe', email: 'jane.doe@example.com', stage: 'applied', jobId: jobA },
    { name: 'John Roe', email: 'john.roe@example.com', stage: 'tech', jobId: jobA },
    { name: 'Ana Lima', email: 'ana@lima.dev', stage: 'applied', jobId: jobB },
    { name: 'Zoe Park', email: 'zoe.park@example.com', stage: 'hired', jobId: jobB },
  ] as const;
  const ids = await db.candidates.bulkAdd(rows.map((r) => ({ ...r })), { allKeys: true });
  return { jobA, jobB, ids: ids as number[] };
}

describe('GET /api/candidates', () => {
  it('lists candidates in id order with the total count (pageSize up to 1000)', async () => {
    await addCandidates();
    const res = await api('GET', '/candidates?pageSize=1000');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(4);
    expect(res.body.candidates.map((c: any) => c.name)).toEqual(['Jane Doe', 'John Roe', 'Ana Lima', 'Zoe Park']);
  });

  it('filters by stage, job, both, and searches name or email', async () => {
    const { jobA, jobB } = await addCandidates();
    const names = async (q: string) => (await api('GET', `/candidates?${q}`)).body.candidates.map((c: any) => c.name);
    expect(await names('stage=applied')).toEqual(['Jane Doe', 'Ana Lima']);
    expect(await names(`jobId=${jobB}`)).toEqual(['Ana Lima', 'Zoe Park']);
    expect(await names(`jobId=${jobA}&stage=tech`)).toEqual(['John Roe']);
    expect(await names('search=LIMA')).toEqual(['Ana Lima']);
    expect(await names('search=example.com&stage=applied')).toEqual(['Jane Doe']);
  });

  it('pages and counts the whole match', async () => {
    await addCandidates();
    const res = await api('GET', '/candidates?pageSize=3&page=2');
    expect(res.body).toMatchObject({ totalCount: 4 });
    expect(res.body.candidates.map((c: any) => c.name)).toEqual(['Zoe Park']);
  });

  it.each([
    ['pageSize=1001', /pageSize must be a whole number from 1 to 1000/],
    ['page=0', /page must be/],
    ['stage=interview', /stage must be one of/],
    ['jobId=x', /jobId must be a positive whole number/],
  ])('rejects the query %s with 400', async (query, message) => {
    const res = await api('GET', `/candidates?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('GET and PATCH /api/candidates/:id', () => {
  it('returns a candidate or 404', async () => {
    const { ids } = await addCandidates();
    expect((await api('GET', `/candidates/${ids[0]}`)).body).toMatchObject({ name: 'Jane Doe', stage: 'applied' });
    expect((await api('GET', '/candidates/5000')).status).toBe(404);
    expect((await api('GET', '/candidates/x')).status).toBe(400);
  });

  it('moves a candidate and appends one timeline entry per real change', async () => {
    const { ids } = await addCandidates();
    const id = ids[0];
    const moved = await api('PATCH', `/candidates/${id}`, { stage: 'screen' });
    expect(moved.status).toBe(200);
    expect(moved.body.stage).toBe('screen');
    await api('PATCH', `/candidates/${id}`, { stage: 'screen' });
    await api('PATCH', `/candidates/${id}`, { stage: 'rejected' });
    const timeline = await api('GET', `/candidates/${id}/timeline`);
    expect(timeline.body.map((e: any) => [e.stage, e.notes])).toEqual([
      ['screen', 'Moved from applied to screen'],
      ['rejected', 'Moved from screen to rejected'],
    ]);
    expect(Date.parse(timeline.body[0].date)).not.toBeNaN();
    expect((await api('GET', `/candidates/${id}`)).body.stage).toBe('rejected');
  });

  it.each([
    ['an unknown stage', { stage: 'interview' }],
    ['no stage', {}],
    ['other fields', { stage: 'tech', name: 'X' }],
  ])('rejects %s with 400 and writes nothing', async (_, body) => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const res = await api('PATCH', `/candidates/${ids[0]}`, body);
    expect(res.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 when moving a missing candidate, writing nothing', async () => {
    await addCandidates();
    const before = await snapshotDb();
    expect((await api('PATCH', '/candidates/999', { stage: 'tech' })).status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 for the timeline of a missing candidate', async () => {
    expect((await api('GET', '/candidates/999/timeline')).status).toBe(404);
  });
});

describe('notes', () => {
  it('adds notes and lists them oldest first', async () => {
    const { ids } = await addCandidates();
    const first = await api('POST', `/candidates/${ids[1]}/notes`, { text: '  Great call with @Alice Johnson ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ candidateId: ids[1], text: 'Great call with @Alice Johnson' });
    expect(Date.parse(first.body.createdAt)).not.toBeNaN();
    await api('POST', `/candidates/${ids[1]}/notes`, { text: '<b>second</b>' });
    const list = await api('GET', `/candidates/${ids[1]}/notes`);
    expect(list.body.map((n: any) => n.text)).toEqual(['Great call with @Alice Johnson', '<b>second</b>']);
    expect((await api('GET', `/candidates/${ids[0]}/notes`)).body).toEqual([]);
  });

  it.each([
    ['blank text', { text: '   \n ' }, /A note cannot be empty\./],
    ['no text', {}, /text/],
    ['text that is not a string', { text: 5 }, /text/],
    ['text that is too long', { text: 'x'.repeat(5001) }, /at most 5000/],
  ])('rejects %s with 400 and writes nothing', async (_, body, message) => {
    const { ids } = await addCandidates();
    const before = await snapshotDb();
    const res = await api('POST', `/candidates/${ids[0]}/notes`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('answers 404 for notes of a missing candidate, writing nothing', async () => {
    const before = await snapshotDb();
    expect((await api('POST', '/candidates/999/notes', { text: 'hi' })).status).toBe(404);
    expect((await api('GET', '/candidates/999/notes')).status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('unknown endpoints', () => {
  it('answer a JSON 404 naming the method and path', async () => {
    const res = await api('DELETE', '/candidates/1');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No such endpoint: DELETE /api/candidates/1');
    expect((await api('GET', '/nothing/here')).status).toBe(404);
  });
});

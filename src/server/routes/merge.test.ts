import { api, snapshotDb } from '@/test/api';

/**
 * Possible duplicates and merging them: GET /api/candidates/duplicates, GET
 * /api/candidates/:id/duplicates and POST /api/candidates/:id/merge, in every store.
 */

const job = async (title: string) =>
  (await api('POST', '/jobs', { title: `${title} ${Math.random()}` })).body.id as number;

async function candidate(
  jobId: number,
  name: string,
  email: string,
  extra: { phone?: string; stage?: string } = {},
) {
  const made = await api('POST', '/candidates', {
    name,
    email,
    jobId,
    source: 'referral',
    ...extra,
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

/** A résumé attached on the profile (a text file of these words). */
async function attach(candidateId: number, text: string, name = 'cv.txt') {
  const form = new FormData();
  form.append('file', new File([text], name));
  const response = await fetch(`http://localhost/api/candidates/${candidateId}/files`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
}

type Group = { candidateIds: number[]; reason: string };
const groupsWith = async (id: number): Promise<Group[]> =>
  ((await api('GET', '/candidates/duplicates')).body.groups as Group[]).filter((g) =>
    g.candidateIds.includes(id),
  );

describe('GET /api/candidates/duplicates', () => {
  it('groups candidates with one phone number under different emails, whatever its layout', async () => {
    const jobId = await job('Welder');
    const a = await candidate(jobId, 'Ann Lee', `ann.${jobId}@a.com`, {
      phone: '+1 (555) 010-2030',
    });
    const b = await candidate(jobId, 'Annie Lee', `annie.${jobId}@b.com`, {
      phone: '1.555.010.2030',
    });
    const c = await candidate(jobId, 'Bo Roe', `bo.${jobId}@c.com`, { phone: '+1 555 010 9999' });
    expect(await groupsWith(a)).toEqual([{ candidateIds: [a, b], reason: 'phone' }]);
    expect(await groupsWith(c)).toEqual([]);
  });

  it('groups the same name with a résumé of the same content, but not one of other content', async () => {
    const [jobA, jobB] = [await job('Rigger'), await job('Crane operator')];
    const one = await candidate(jobA, 'José Núñez', `jose.${jobA}@a.com`);
    const two = await candidate(jobB, '  jose   NUNEZ ', `jn.${jobA}@b.com`);
    const three = await candidate(jobB, 'José Núñez', `third.${jobA}@c.com`);
    await attach(one, `Résumé of José ${jobA}`, 'jose.txt');
    await attach(two, `Résumé of José ${jobA}`, 'my-cv.txt');
    // The same size (è and é are two bytes each), other bytes.
    await attach(three, `Résumé of Josè ${jobA}`, 'cv.txt');
    expect(await groupsWith(one)).toEqual([
      { candidateIds: [one, two], reason: 'name-and-resume' },
    ]);
    expect(await groupsWith(three)).toEqual([]);
  });

  it('never groups one email’s applications to two jobs', async () => {
    const [jobA, jobB] = [await job('Painter'), await job('Plasterer')];
    const email = `same.${jobA}@example.com`;
    const a = await candidate(jobA, 'Cy Same', email, { phone: '555 444 3322' });
    await candidate(jobB, 'Cy Same', email, { phone: '5554443322' });
    expect(await groupsWith(a)).toEqual([]);
    expect((await api('GET', `/candidates/${a}/duplicates`)).body).toEqual({ duplicates: [] });
  });
});

describe('GET /api/candidates/:id/duplicates', () => {
  it('names each possible duplicate with the reason, for the profile', async () => {
    const jobId = await job('Fitter');
    const a = await candidate(jobId, 'Dee Dup', `dee.${jobId}@a.com`, { phone: '555 123 0001' });
    const b = await candidate(jobId, 'Dee D.', `dd.${jobId}@b.com`, { phone: '(555) 123-0001' });
    const c = await candidate(jobId, 'Dee Dup', `dee2.${jobId}@c.com`);
    await attach(a, `Dee’s CV ${jobId}`);
    await attach(c, `Dee’s CV ${jobId}`);
    const answer = await api('GET', `/candidates/${a}/duplicates`);
    expect(answer.status).toBe(200);
    expect(answer.body.duplicates).toEqual([
      { candidate: expect.objectContaining({ id: b, name: 'Dee D.' }), reason: 'phone' },
      { candidate: expect.objectContaining({ id: c }), reason: 'name-and-resume' },
    ]);
    expect((await api('GET', `/candidates/${b}/duplicates`)).body.duplicates).toEqual([
      { candidate: expect.objectContaining({ id: a }), reason: 'phone' },
    ]);
    expect((await api('GET', '/candidates/999999/duplicates')).status).toBe(404);
    expect((await api('GET', '/candidates/abc/duplicates')).status).toBe(400);
  });
});

describe('POST /api/candidates/:id/merge', () => {
  const report = async (jobId?: number) =>
    (await api('GET', jobId === undefined ? '/reports' : `/reports?jobId=${jobId}`)).body;
  const reached = (r: any, stage: string) =>
    r.funnel.find((f: { stage: string }) => f.stage === stage).reached as number;

  it('moves everything of the other candidate onto the kept one, erases the other, and keeps the reports right', async () => {
    const [jobA, jobB] = [await job('Kept job'), await job('Other job')];
    const kept = await candidate(jobA, 'Eve Kept', `eve.${jobA}@a.com`, { phone: '555 777 0001' });
    const other = await candidate(jobB, 'Eve K.', `eve.${jobA}@b.com`, { phone: '5557770001' });
    expect(
      (await api('PATCH', `/candidates/${kept}`, { stage: 'screen', tags: ['Welding', 'night'] }))
        .status,
    ).toBe(200);
    expect(
      (await api('PATCH', `/candidates/${other}`, { stage: 'tech', tags: ['welding', 'Crane'] }))
        .status,
    ).toBe(200);
    await api('POST', `/candidates/${kept}/notes`, { text: 'Kept note.' });
    await api('POST', `/candidates/${other}/notes`, { text: 'Other note.' });
    await attach(other, 'Other résumé', 'other.txt');
    const interview = await api('POST', `/candidates/${other}/interviews`, {
      planInterviewId: 'technical-interview',
      startsAt: '2026-12-01T09:30:00Z',
      durationMinutes: 60,
      interviewerIds: [1],
    });
    expect(interview.status).toBe(201);
    const before = { all: await report(), a: await report(jobA), b: await report(jobB) };
    expect(before.b.candidates).toBe(1);

    const merged = await api('POST', `/candidates/${kept}/merge`, { otherId: other });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      id: kept,
      name: 'Eve Kept',
      email: `eve.${jobA}@a.com`,
      jobId: jobA,
      stage: 'screen',
      tags: ['Welding', 'night', 'Crane'],
    });
    expect((await api('GET', `/candidates/${kept}`)).body).toEqual(merged.body);
    expect((await api('GET', `/candidates/${other}`)).status).toBe(404);
    expect(
      (await api('GET', `/candidates/${kept}/notes`)).body.map((n: { text: string }) => n.text),
    ).toEqual(['Kept note.', 'Other note.']);
    expect(
      (await api('GET', `/candidates/${kept}/files`)).body.map((f: { name: string }) => f.name),
    ).toEqual(['other.txt']);
    expect((await api('GET', `/candidates/${kept}/interviews`)).body.interviews).toHaveLength(1);
    const timeline = (await api('GET', `/candidates/${kept}/timeline`)).body as Array<{
      stage: string;
      notes: string;
    }>;
    // Both timelines (the other's move to Tech and its interview), and the merge itself last.
    expect(timeline.map((t) => t.stage)).toEqual([
      'applied',
      'applied',
      'screen',
      'tech',
      'tech',
      'screen',
    ]);
    expect(timeline.at(-1)!.notes).toMatch(/^Merged with Eve K\. \(eve\..*@b\.com\)/);
    expect((await api('GET', `/candidates/${kept}/duplicates`)).body.duplicates).toEqual([]);

    // The reports read as if the other application were erased, but for what moved.
    const after = { all: await report(), a: await report(jobA), b: await report(jobB) };
    expect(after.b.candidates).toBe(0);
    expect(reached(after.b, 'applied')).toBe(0);
    expect(after.all.candidates).toBe(before.all.candidates - 1);
    expect(after.a.candidates).toBe(before.a.candidates);
    // The kept candidate's history now holds the move to Tech that came with the other's timeline.
    expect(reached(after.a, 'tech')).toBe(reached(before.a, 'tech') + 1);
    // And counting every candidate again (a restore does) reads the same.
    const backup = await api('GET', '/backup');
    expect((await api('POST', '/backup/restore', backup.body)).status).toBe(200);
    expect({ all: await report(), a: await report(jobA), b: await report(jobB) }).toEqual(after);
  });

  it('refuses a merge with themselves, with an unknown candidate or without an id, writing nothing', async () => {
    const jobId = await job('Refused');
    const a = await candidate(jobId, 'Flo Self', `flo.${jobId}@a.com`);
    const b = await candidate(jobId, 'Flo Two', `flo2.${jobId}@a.com`);
    await api('POST', `/candidates/${b}/notes`, { text: 'Stays.' });
    const snapshot = await snapshotDb();
    const self = await api('POST', `/candidates/${a}/merge`, { otherId: a });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toMatch(/cannot be merged with themselves/);
    expect((await api('POST', `/candidates/${a}/merge`, { otherId: 999999 })).status).toBe(404);
    expect((await api('POST', `/candidates/999999/merge`, { otherId: b })).status).toBe(404);
    for (const body of [{}, { otherId: 'b' }, { otherId: b, extra: 1 }, { otherId: -1 }]) {
      const bad = await api('POST', `/candidates/${a}/merge`, body);
      expect({ body, status: bad.status }).toEqual({ body, status: 400 });
    }
    expect(await snapshotDb()).toEqual(snapshot);
  });
});

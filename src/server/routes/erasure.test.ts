import { api, snapshotDb, write } from '@/test/api';
import { jobWithAssessment, ONE_QUESTION } from '@/test/builders';

/** DELETE /api/candidates/:id: a candidate's request to be forgotten, in every store. */

async function twoApplicants() {
  const job = await jobWithAssessment(ONE_QUESTION, { title: 'Nurse' });
  const submit = (name: string, email: string) =>
    api('POST', `/assessments/${job.id}/submit`, { name, email, answers: { q1: 'Because.' } });
  const gone = (await submit('Gina Gone', 'gina@example.com')).body.candidate.id as number;
  const kept = (await submit('Kim Kept', 'kim@example.com')).body.candidate.id as number;
  for (const id of [gone, kept]) {
    await api('POST', `/candidates/${id}/notes`, { text: `About ${id}` });
    await api('PATCH', `/candidates/${id}`, { stage: 'screen' });
    const form = new FormData();
    form.append('file', new File([`Résumé of ${id}`], 'cv.txt'));
    const attached = await fetch(`http://localhost/api/candidates/${id}/files`, {
      method: 'POST',
      body: form,
    });
    expect(attached.status).toBe(201);
  }
  return { job: job.id, gone, kept };
}

describe('DELETE /api/candidates/:id', () => {
  it('erases the candidate with their notes, timeline and responses, leaving no row behind', async () => {
    const { job, gone, kept } = await twoApplicants();
    const before = await snapshotDb();

    const erased = await api('DELETE', `/candidates/${gone}`);
    expect(erased.status).toBe(204);
    expect(erased.body).toBeUndefined();

    const after = await snapshotDb();
    expect(after).toEqual({
      ...before,
      candidates: before.candidates.filter((c) => c.id !== gone),
      notes: before.notes.filter((n) => n.candidateId !== gone),
      timeline: before.timeline.filter((t) => t.candidateId !== gone),
      responses: before.responses.filter((r) => r.candidateId !== gone),
      files: before.files.filter((f) => f.candidateId !== gone),
      applicationLinks: before.applicationLinks.filter((l) => l.candidateId !== gone),
    });
    expect(before.files.filter((f) => f.candidateId === gone)).toHaveLength(1);
    // Nothing anywhere still names them.
    expect(JSON.stringify(after)).not.toMatch(/gina|Gina Gone/);
    expect(after.candidates.map((c) => c.id)).toEqual([kept]);

    for (const path of [
      `/candidates/${gone}`,
      `/candidates/${gone}/notes`,
      `/candidates/${gone}/timeline`,
      `/candidates/${gone}/files`,
    ]) {
      expect((await api('GET', path)).status).toBe(404);
    }
    expect((await api('GET', '/candidates?search=gina')).body.totalCount).toBe(0);
    expect((await api('GET', '/candidates/stage-counts')).body.counts.screen).toBe(1);
    expect((await api('GET', `/jobs/${job}/responses`)).body).toHaveLength(1);
  });

  it('is a 404 for a candidate that is not there (or no longer), and a 400 for a bad id, changing nothing', async () => {
    const { gone } = await twoApplicants();
    expect((await api('DELETE', `/candidates/${gone}`)).status).toBe(204);
    const before = await snapshotDb();
    const again = await api('DELETE', `/candidates/${gone}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(`Candidate ${gone} not found.`);
    expect((await api('DELETE', '/candidates/abc')).status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });

  it('lets the same person apply again afterwards, as a new candidate', async () => {
    const { job, gone } = await twoApplicants();
    await api('DELETE', `/candidates/${gone}`);
    const back = await api('POST', `/assessments/${job}/submit`, {
      name: 'Gina Gone',
      email: 'gina@example.com',
      answers: {},
    });
    expect(back.status).toBe(201);
    expect(back.body.candidate.id).not.toBe(gone);
    expect((await api('GET', `/candidates/${back.body.candidate.id}/notes`)).body).toEqual([]);
  });
});

describe('request size', () => {
  it('refuses a JSON body over 1 MB with a 413, and writes nothing', async () => {
    const before = await snapshotDb();
    const big = await api(
      'POST',
      '/jobs',
      undefined,
      JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 1) }),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    expect(await snapshotDb()).toEqual(before);
  });

  it('takes a restore larger than 1 MB', async () => {
    const job = await write((tx) =>
      tx.jobs.insert({ title: 'Nurse', slug: 'nurse', status: 'active', tags: [], order: 0 }),
    );
    const candidate = await write((tx) =>
      tx.candidates.insert({
        name: 'Ann',
        email: 'ann@example.com',
        stage: 'applied',
        jobId: job.id,
      }),
    );
    // 300 notes of 4,000 characters: about 1.2 MB of backup.
    await write(async (tx) => {
      for (let i = 0; i < 300; i += 1)
        await tx.notes.insert({
          candidateId: candidate.id,
          text: `${i} ${'n'.repeat(4000)}`,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
    });
    const backup = (await api('GET', '/backup')).body;
    expect(JSON.stringify(backup).length).toBeGreaterThan(1024 * 1024);
    const restored = await api('POST', '/backup/restore', backup);
    expect(restored.status).toBe(200);
    expect((await snapshotDb()).notes).toHaveLength(300);
  });
});

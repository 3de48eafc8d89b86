import { DEFAULT_STAGES } from '@/domain/pipelines';
import type { TeamFixture } from './fixture';

/**
 * The team access suite: data minimization. An interviewer reads only the candidates they
 * interview (in an interview not cancelled); any other is a 404 on every route that names them,
 * and left out of every list, count and report. Recruiters and admins see everyone.
 */
export function describeMinimization(t: TeamFixture): void {
  it('shows an interviewer only the candidates they interview: every other is 404 and counted nowhere', async () => {
    const [interviewer, recruiter] = [await t.signIn('interviewer'), await t.signIn('recruiter')];
    const mine = await t.freshCandidate();
    const other = await t.freshCandidate({ interviewed: false });
    const theirInterview = (
      await t.call('POST', `/candidates/${other}/interviews`, {
        cookie: recruiter,
        body: {
          planInterviewId: 'technical-interview',
          startsAt: '2026-12-09T10:00:00Z',
          durationMinutes: 60,
          interviewerIds: [t.ids.admin!],
        },
      })
    ).body.interview.id as number;
    const file = await t.store.transaction('write', (tx) =>
      tx.files.insert({
        candidateId: other,
        jobId: t.activeJob,
        name: 'cv.txt',
        type: 'text/plain; charset=utf-8',
        size: 2,
        createdAt: new Date().toISOString(),
        content: new Blob(['hi']),
      }),
    );
    const named = [
      ['GET', `/candidates/${other}`],
      ['GET', `/candidates/${other}/timeline`],
      ['GET', `/candidates/${other}/notes`],
      ['POST', `/candidates/${other}/notes`, { text: 'Peeking.' }],
      ['GET', `/candidates/${other}/responses`],
      ['GET', `/candidates/${other}/files`],
      ['GET', `/candidates/${other}/interviews`],
      ['GET', `/candidates/${other}/scorecards`],
      ['GET', `/candidates/${other}/applications`],
      ['GET', `/interviews/${theirInterview}/invite.ics`],
      ['GET', `/interviews/${theirInterview}/scorecards`],
      ['GET', `/files/${file.id}`],
    ] as const;
    for (const [method, path, body] of named) {
      const refused = await t.call(method, path, { cookie: interviewer, body });
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.text).not.toContain('ann');
      // The same requests are a recruiter's to make.
      const read = await t.call(method, path, { cookie: recruiter, body });
      expect(read.status, `${method} ${path} as a recruiter`).toBeLessThan(300);
    }

    // The same person's application to another job is left out of theirs, unless they interview it.
    const email = (await t.call('GET', `/candidates/${mine}`, { cookie: recruiter })).body.email;
    const elsewhere = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      cookie: t.admin,
      body: { ...t.applicant(), email: email.replace('@', '+x@') },
    });
    expect(elsewhere.status).toBe(201);
    await t.store.transaction('write', (tx) =>
      tx.candidates.update({ ...elsewhere.body.candidate, email }),
    );
    const applications = async (cookie: string) =>
      (await t.call('GET', `/candidates/${mine}/applications`, { cookie })).body.applications.map(
        (c: { id: number }) => c.id,
      );
    expect(await applications(recruiter)).toEqual([elsewhere.body.candidate.id]);
    expect(await applications(interviewer)).toEqual([]);
    await t.store.transaction('write', (tx) => tx.candidates.remove(elsewhere.body.candidate.id));

    const theirs = [t.candidateId, mine].sort((a, b) => a - b);
    // The spreadsheet of the list holds theirs alone.
    const sheet = (
      await t.call('GET', `/candidates/export.csv?jobId=${t.activeJob}`, {
        cookie: interviewer,
      })
    ).text;
    expect(sheet.trim().split('\r\n')).toHaveLength(1 + theirs.length);
    const ids = (answer: { body: { candidates: Array<{ id: number }> } }) =>
      answer.body.candidates.map((c) => c.id);
    const board = await t.call('GET', `/candidates?jobId=${t.activeJob}&pageSize=100`, {
      cookie: interviewer,
    });
    expect(ids(board)).toEqual(theirs);
    expect(board.body.totalCount).toBe(2);
    const everyone = await t.call('GET', `/candidates?jobId=${t.activeJob}&pageSize=100`, {
      cookie: recruiter,
    });
    expect(ids(everyone)).toContain(other);
    // A search finds only theirs, by the stores' own rule (a prefix of a word).
    const search = await t.call('GET', '/candidates?search=ann&pageSize=100', {
      cookie: interviewer,
    });
    expect(ids(search)).toEqual([mine]);
    const counts = await t.call('GET', '/candidates/stage-counts', { cookie: interviewer });
    expect(counts.body.totalCount).toBe(2);
    const byJob = await t.call('GET', `/jobs/candidate-counts?ids=${t.activeJob}`, {
      cookie: interviewer,
    });
    expect(byJob.body.counts).toEqual({ [t.activeJob]: 2 });
    const report = await t.call('GET', `/reports?jobId=${t.activeJob}`, { cookie: interviewer });
    expect(report.body.candidates).toBe(2);
    const fullReport = await t.call('GET', `/reports?jobId=${t.activeJob}`, { cookie: recruiter });
    expect(fullReport.body.candidates).toBe(everyone.body.totalCount);
    const responses = await t.call('GET', `/jobs/${t.activeJob}/responses`, {
      cookie: interviewer,
    });
    expect(
      [...new Set(responses.body.map((r: { candidateId: number }) => r.candidateId))].sort(
        (a, b) => (a as number) - (b as number),
      ),
    ).toEqual(theirs);
    const window = '/interviews?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z';
    expect((await t.call('GET', window, { cookie: interviewer })).body.interviews).toEqual([]);
    expect(
      (await t.call('GET', window, { cookie: recruiter })).body.interviews.map(
        (i: { id: number }) => i.id,
      ),
    ).toContain(theirInterview);

    // Once their interview is cancelled, the candidate is no longer theirs to see.
    const [interview] = (
      await t.call('GET', `/candidates/${mine}/interviews`, { cookie: interviewer })
    ).body.interviews;
    await t.call('PATCH', `/interviews/${interview.id}`, {
      cookie: recruiter,
      body: { status: 'cancelled' },
    });
    expect((await t.call('GET', `/candidates/${mine}`, { cookie: interviewer })).status).toBe(404);
  });

  it('lists under Needs attention only the overdue candidates an interviewer interviews', async () => {
    const [interviewer, recruiter] = [await t.signIn('interviewer'), await t.signIn('recruiter')];
    const mine = await t.freshCandidate();
    const other = await t.freshCandidate({ interviewed: false });
    // Both have been in Applied for ten days, which expects one.
    const stages = DEFAULT_STAGES.map((stage) =>
      stage.id === 'applied' ? { ...stage, expectedDays: 1 } : stage,
    );
    await t.call('PUT', `/jobs/${t.activeJob}/stages`, { cookie: recruiter, body: { stages } });
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    await t.store.transaction('write', async (tx) => {
      for (const candidateId of [mine, other])
        await tx.timeline.insert({ candidateId, date: tenDaysAgo, stage: 'applied', notes: '' });
    });
    try {
      const listed = async (cookie: string) =>
        (await t.call('GET', `/jobs/${t.activeJob}/attention`, { cookie })).body.candidates.map(
          (c: { id: number }) => c.id,
        );
      expect(await listed(recruiter)).toEqual(expect.arrayContaining([mine, other]));
      expect(await listed(interviewer)).toContain(mine);
      expect(await listed(interviewer)).not.toContain(other);
    } finally {
      await t.call('PUT', `/jobs/${t.activeJob}/stages`, {
        cookie: recruiter,
        body: { stages: DEFAULT_STAGES },
      });
    }
  });

  it('offers for mention on a candidate only the members who may open them', async () => {
    const [interviewer, recruiter] = [await t.signIn('interviewer'), await t.signIn('recruiter')];
    const other = await t.freshCandidate({ interviewed: false });
    const names = async (candidateId: number | string, cookie = recruiter) => {
      const answer = await t.call('GET', `/users?candidateId=${candidateId}`, { cookie });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.users.map((m: { name: string }) => m.name);
    };
    expect(await names(other)).toEqual([t.names.admin, t.names.recruiter]);
    expect(await names(t.candidateId)).toEqual([
      t.names.admin,
      t.names.interviewer,
      t.names.recruiter,
    ]);
    expect(await names(t.candidateId, interviewer)).toContain(t.names.interviewer);
    // A candidate the caller may not open is unknown to them, as one that does not exist.
    const hidden = await t.call('GET', `/users?candidateId=${other}`, { cookie: interviewer });
    expect([hidden.status, hidden.body.error.message]).toEqual([
      404,
      `Candidate ${other} not found.`,
    ]);
    expect((await t.call('GET', '/users?candidateId=999999', { cookie: recruiter })).status).toBe(
      404,
    );
    const bad = await t.call('GET', '/users?candidateId=abc', { cookie: recruiter });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('candidateId');
    // Without a candidate, the whole team, as before.
    expect(
      (await t.call('GET', '/users', { cookie: interviewer })).body.users.map(
        (m: { name: string }) => m.name,
      ),
    ).toEqual([t.names.admin, t.names.interviewer, t.names.recruiter]);
  });
}

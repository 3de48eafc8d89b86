import { DEFAULT_STAGES } from '@/domain/pipelines';
import { api, snapshotDb, write } from '@/test/api';
import { addCandidate, DESIGN_STAGES, jobWithStages } from '@/test/pipelines';

/** A job's own pipeline over the API, in every store: its stages, moves among them, templates. */

const DESIGN = DESIGN_STAGES.map((stage) =>
  stage.name === 'Portfolio review' ? { ...stage, expectedDays: 3 } : stage,
);

const designJob = () => jobWithStages(DESIGN, `Designer ${Math.random()}`);

describe('a job’s stages', () => {
  it('starts from the six default stages, and answers a job on them as before', async () => {
    const jobId = (await api('POST', '/jobs', { title: 'Nurse' })).body.id;
    expect(await api('GET', `/jobs/${jobId}/stages`)).toEqual({
      status: 200,
      body: { stages: DEFAULT_STAGES },
    });
    expect((await api('GET', `/jobs/${jobId}`)).body).not.toHaveProperty('stages');
    const ann = await addCandidate(jobId, 'Ann');
    expect(ann).not.toHaveProperty('stageId');
    const counts = (await api('GET', `/candidates/stage-counts?jobId=${jobId}`)).body;
    expect(counts).not.toHaveProperty('stageIds');
  });

  it('replaces them: kept stages keep their ids, new ones get theirs, and the job answers them', async () => {
    const { jobId, stages } = await designJob();
    expect(stages.map((s) => s.name)).toEqual(DESIGN.map((s) => s.name));
    expect(stages[0]!.id).toBe('applied');
    expect(new Set(stages.map((s) => s.id)).size).toBe(7);
    expect((await api('GET', `/jobs/${jobId}/stages`)).body.stages).toEqual(stages);
    expect((await api('GET', `/jobs/${jobId}`)).body.stages).toEqual(stages);
    // Back to the six: the job has none of its own again.
    const back = await api('PUT', `/jobs/${jobId}/stages`, { stages: DEFAULT_STAGES });
    expect(back.status).toBe(200);
    expect((await api('GET', `/jobs/${jobId}`)).body).not.toHaveProperty('stages');
  });

  it('moves a candidate between two stages of one category, by stage id, with a timeline entry and counts by stage', async () => {
    const { jobId, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann', { stageId: id('Design exercise') });
    expect(ann).toMatchObject({ stage: 'tech', stageId: id('Design exercise') });
    const moved = await api('PATCH', `/candidates/${ann.id}`, { stageId: id('Team panel') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stage: 'tech', stageId: id('Team panel') });
    expect((await api('GET', `/candidates/${ann.id}/timeline`)).body.at(-1)).toMatchObject({
      stage: 'tech',
      notes: 'Moved from Design exercise to Team panel',
    });
    // By category alone: the category's first stage; the category one is in already keeps one there.
    expect((await api('PATCH', `/candidates/${ann.id}`, { stage: 'tech' })).body.stageId).toBe(
      id('Team panel'),
    );
    expect((await api('PATCH', `/candidates/${ann.id}`, { stage: 'screen' })).body).toMatchObject({
      stage: 'screen',
      stageId: id('Portfolio review'),
    });
    await addCandidate(jobId, 'Bo');
    const counts = (await api('GET', `/candidates/stage-counts?jobId=${jobId}`)).body;
    expect(counts.counts).toMatchObject({ applied: 1, screen: 1, tech: 0 });
    expect(counts.stageIds).toEqual({
      applied: 1,
      [id('Portfolio review')]: 1,
      [id('Design exercise')]: 0,
      [id('Team panel')]: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
    });
    const column = await api('GET', `/candidates?jobId=${jobId}&stageId=${id('Portfolio review')}`);
    expect(column.body).toMatchObject({ totalCount: 1, candidates: [{ name: 'Ann' }] });
  });

  it('refuses in words a stage the job lacks, a stage and category that disagree, and a stage id without its job', async () => {
    const { jobId, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann');
    const before = await snapshotDb();
    const unknown = await api('PATCH', `/candidates/${ann.id}`, { stageId: 'screen' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch('screen is not a stage of this job');
    const disagree = await api('PATCH', `/candidates/${ann.id}`, {
      stage: 'offer',
      stageId: id('Team panel'),
    });
    expect(disagree.status).toBe(400);
    expect(disagree.body.error.message).toMatch('“Team panel” is a stage of Tech, not Offer');
    const alone = await api('GET', `/candidates?stageId=${id('Team panel')}`);
    expect(alone.status).toBe(400);
    expect(alone.body.error.message).toMatch('stageId needs jobId');
    expect(await snapshotDb()).toEqual(before);
  });

  it('removes a stage that holds candidates only with moveTo, moving them in the same write', async () => {
    const { jobId, stages, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann', { stageId: id('Team panel') });
    const without = stages.filter((s) => s.name !== 'Team panel');
    const before = await snapshotDb();
    const refused = await api('PUT', `/jobs/${jobId}/stages`, { stages: without });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(
      '“Team panel” still holds 1 candidate: say which stage they move to (moveTo).',
    );
    const elsewhere = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: without,
      moveTo: { [id('Team panel')]: id('Team panel') },
    });
    expect(elsewhere.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
    const done = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: without,
      moveTo: { [id('Team panel')]: id('Design exercise') },
    });
    expect(done.status).toBe(200);
    expect((await api('GET', `/candidates/${ann.id}`)).body).toMatchObject({
      stage: 'tech',
      stageId: id('Design exercise'),
    });
    expect((await api('GET', `/candidates/${ann.id}/timeline`)).body.at(-1).notes).toBe(
      'Moved from Team panel to Design exercise: “Team panel” was removed from the pipeline',
    );
  });

  it('takes a kept stage’s candidates to its new category', async () => {
    const { jobId, stages, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann', { stageId: id('Team panel') });
    const changed = stages.map((s) => (s.name === 'Team panel' ? { ...s, category: 'offer' } : s));
    expect((await api('PUT', `/jobs/${jobId}/stages`, { stages: changed })).status).toBe(200);
    expect((await api('GET', `/candidates/${ann.id}`)).body).toMatchObject({
      stage: 'offer',
      stageId: id('Team panel'),
    });
    const counts = (await api('GET', `/candidates/stage-counts?jobId=${jobId}`)).body.counts;
    expect(counts).toMatchObject({ tech: 0, offer: 1 });
  });

  it('moves a removed stage’s candidates once, into a kept stage that changes category in the same write', async () => {
    const jobId = (await api('POST', '/jobs', { title: `Analyst ${Math.random()}` })).body.id;
    const six = DEFAULT_STAGES.map((stage) => ({ ...stage }));
    // The stage whose id is `offer` sits under Tech for now, as "Panel".
    const panel = { id: 'offer', name: 'Panel', category: 'tech' };
    const later = { name: 'Contract', category: 'offer' };
    const first = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: [six[0], six[1], panel, later, six[4], six[5]],
    });
    expect(first.status).toBe(200);
    const contract = first.body.stages[3];
    const ann = await addCandidate(jobId, 'Ann', { stage: 'screen' });
    const bo = await addCandidate(jobId, 'Bo', { stageId: 'offer' });
    // Screen goes, its candidates to `offer`, which goes back under Offer.
    const res = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: [six[0], { ...panel, name: 'Offer', category: 'offer' }, contract, six[4], six[5]],
      moveTo: { screen: 'offer' },
    });
    expect(res.status).toBe(200);
    for (const id of [ann.id, bo.id])
      expect((await api('GET', `/candidates/${id}`)).body).toMatchObject({ stage: 'offer' });
    const annTimeline = (await api('GET', `/candidates/${ann.id}/timeline`)).body;
    expect(annTimeline.map((entry: { stage: string }) => entry.stage)).toEqual(['screen', 'offer']);
    const boTimeline = (await api('GET', `/candidates/${bo.id}/timeline`)).body;
    expect(boTimeline.map((entry: { stage: string }) => entry.stage)).toEqual(['tech', 'offer']);
  });

  it('refuses a list that breaks the rules, in words, and changes nothing', async () => {
    const { jobId } = await designJob();
    const before = await snapshotDb();
    const res = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: [{ name: 'Applied', category: 'applied' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch('A pipeline needs a stage in Hired.');
    expect((await api('PUT', '/jobs/999999/stages', { stages: DEFAULT_STAGES })).status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });

  it('moves and rejects in bulk within each job’s own pipeline', async () => {
    const { jobId, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann');
    const bo = await addCandidate(jobId, 'Bo');
    const moved = await api('POST', '/candidates/bulk', {
      ids: [ann.id, bo.id],
      action: { type: 'move', stage: 'tech', stageId: id('Team panel') },
    });
    expect(moved.body).toEqual({ updated: 2 });
    expect((await api('GET', `/candidates/${bo.id}`)).body.stageId).toBe(id('Team panel'));
    const rejected = await api('POST', '/candidates/bulk', {
      ids: [ann.id],
      action: { type: 'reject', reason: 'Not qualified' },
    });
    expect(rejected.status).toBe(200);
    expect((await api('GET', `/candidates/${ann.id}`)).body).toMatchObject({ stage: 'rejected' });
  });
});

describe('a job’s own stages in its report', () => {
  it('tells who entered each stage and the stays that ended, kept up to date by every move', async () => {
    const { jobId, id } = await designJob();
    const ann = await addCandidate(jobId, 'Ann');
    const bo = await addCandidate(jobId, 'Bo');
    await addCandidate(jobId, 'Cy');
    await api('PATCH', `/candidates/${ann.id}`, { stageId: id('Portfolio review') });
    await api('PATCH', `/candidates/${ann.id}`, { stageId: id('Team panel') });
    await api('PATCH', `/candidates/${bo.id}`, { stageId: id('Design exercise') });
    // A move back undoes nothing of what was entered: Bo entered the exercise once.
    await api('PATCH', `/candidates/${bo.id}`, { stageId: id('Portfolio review') });
    const report = (await api('GET', `/reports?jobId=${jobId}`)).body;
    const row = (name: string) =>
      report.stages.find((stage: { name: string }) => stage.name === name);
    expect(report.stages.map((stage: { name: string }) => stage.name)).toEqual(
      DESIGN.map((stage) => stage.name),
    );
    expect(row('Applied')).toMatchObject({
      id: 'applied',
      category: 'applied',
      entered: 3,
      count: 2,
    });
    expect(row('Portfolio review')).toMatchObject({ category: 'screen', entered: 2, count: 1 });
    expect(row('Design exercise')).toMatchObject({ entered: 1, count: 1 });
    expect(row('Team panel')).toMatchObject({ entered: 1, count: 0, medianDays: null });
    expect(row('Offer')).toMatchObject({ entered: 0, count: 0 });
    // The category funnel is as it was: Ann and Bo reached Tech.
    expect(report.funnel.find((f: { stage: string }) => f.stage === 'tech').reached).toBe(2);
    // Erasing a candidate takes their share away.
    await api('DELETE', `/candidates/${ann.id}`);
    const after = (await api('GET', `/reports?jobId=${jobId}`)).body;
    expect(
      after.stages.find((stage: { name: string }) => stage.name === 'Team panel').entered,
    ).toBe(0);
    // All jobs, and a job on the six stages, have no stage rows.
    expect((await api('GET', '/reports')).body).not.toHaveProperty('stages');
    const nurse = (await api('POST', '/jobs', { title: 'Nurse' })).body.id;
    expect((await api('GET', `/reports?jobId=${nurse}`)).body).not.toHaveProperty('stages');
  });
});

describe('pipeline templates', () => {
  const stages = [
    { name: 'Applied', category: 'applied' },
    { name: 'Role-play', category: 'tech' },
    { name: 'Hired', category: 'hired' },
    { name: 'Rejected', category: 'rejected' },
  ];

  it('are kept, and a new job starts from the default one or the one it names', async () => {
    expect(await api('GET', '/pipeline-templates')).toEqual({
      status: 200,
      body: { templates: [] },
    });
    const sales = await api('POST', '/pipeline-templates', { name: 'Sales', stages });
    expect(sales.status).toBe(201);
    expect(sales.body).toMatchObject({ name: 'Sales', isDefault: false });
    const named = await api('POST', '/jobs', {
      title: 'Account executive',
      templateId: sales.body.id,
    });
    expect((await api('GET', `/jobs/${named.body.id}/stages`)).body.stages).toEqual(
      sales.body.stages,
    );
    const plain = await api('POST', '/jobs', { title: 'Nurse' });
    expect(plain.body).not.toHaveProperty('stages');
    const made = await api('PUT', `/pipeline-templates/${sales.body.id}`, {
      name: 'Sales',
      stages,
      isDefault: true,
    });
    expect(made.body.isDefault).toBe(true);
    const next = await api('POST', '/jobs', { title: 'Sales lead' });
    expect(next.body.stages.map((s: { name: string }) => s.name)).toEqual(
      stages.map((s) => s.name),
    );
    expect((await api('DELETE', `/pipeline-templates/${sales.body.id}`)).status).toBe(204);
    expect((await api('DELETE', `/pipeline-templates/${sales.body.id}`)).status).toBe(404);
  });

  it('refuses a taken name, a bad list and an unknown template, writing nothing', async () => {
    await api('POST', '/pipeline-templates', { name: 'Sales', stages });
    const before = await snapshotDb();
    const taken = await api('POST', '/pipeline-templates', { name: 'sales', stages });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('A pipeline template is already named “sales”.');
    const bad = await api('POST', '/pipeline-templates', { name: 'Short', stages: [] });
    expect(bad.status).toBe(400);
    const unknown = await api('POST', '/jobs', { title: 'Nurse', templateId: 999 });
    expect(unknown.status).toBe(404);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('an import into a job with its own stages', () => {
  it('puts each row in its category’s first stage, and refuses a category the job lacks, dry run or not', async () => {
    const jobId = (await api('POST', '/jobs', { title: `Sales ${Math.random()}` })).body.id;
    const put = await api('PUT', `/jobs/${jobId}/stages`, {
      stages: [
        { id: 'applied', name: 'Applied', category: 'applied' },
        { name: 'Role-play', category: 'tech' },
        { id: 'hired', name: 'Hired', category: 'hired' },
        { id: 'rejected', name: 'Rejected', category: 'rejected' },
      ],
    });
    const rolePlay = put.body.stages[1].id;
    const file = ['Name,Email,Stage', 'Ada,ada@example.com,Tech', 'Bo,bo@example.com,Offer'].join(
      '\n',
    );
    const send = (dryRun: boolean) =>
      fetch(`http://localhost/api/candidates/import?jobId=${jobId}${dryRun ? '&dryRun=1' : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        body: file,
      }).then(async (res) => (await res.json()) as { created: number; errors: unknown[] });
    const refused = [{ row: 3, message: 'This job has no stage in Offer.' }];
    expect(await send(true)).toMatchObject({ created: 1, errors: refused });
    expect(await send(false)).toMatchObject({ created: 1, errors: refused });
    const { candidates } = (await api('GET', `/candidates?jobId=${jobId}`)).body;
    expect(candidates).toMatchObject([{ name: 'Ada', stage: 'tech', stageId: rolePlay }]);
  });
});

describe('needs attention', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  /** A candidate who entered `stageId` (of `category`) `days` ago, as their timeline says. */
  const arrived = (jobId: number, name: string, category: string, stageId: string, days: number) =>
    write(async (tx) => {
      const candidate = await tx.candidates.insert({
        name,
        email: `${name.toLowerCase()}@example.com`,
        jobId,
        stage: category as 'screen',
        stageId,
        source: 'sourced',
      });
      await tx.timeline.insert({
        candidateId: candidate.id,
        date: daysAgo(days + 5),
        stage: 'applied',
        notes: 'Added by hand (sourced)',
      });
      await tx.timeline.insert({
        candidateId: candidate.id,
        date: daysAgo(days),
        stage: category as 'screen',
        ...(stageId !== category && { stageId }),
        notes: 'Moved',
      });
      // A note written since is part of the same stay.
      await tx.timeline.insert({
        candidateId: candidate.id,
        date: daysAgo(1),
        stage: category as 'screen',
        ...(stageId !== category && { stageId }),
        notes: 'Interview scheduled',
      });
      return candidate.id;
    });

  it('lists who stayed longer than their stage expects, the most days over first', async () => {
    const { jobId, id } = await designJob();
    const portfolio = id('Portfolio review'); // expects 3 days
    const late = await arrived(jobId, 'Late', 'screen', portfolio, 5);
    const later = await arrived(jobId, 'Later', 'screen', portfolio, 9);
    await arrived(jobId, 'OnTime', 'screen', portfolio, 3);
    // A stage without expected days never needs attention.
    await arrived(jobId, 'Slow', 'tech', id('Design exercise'), 40);
    const answer = await api('GET', `/jobs/${jobId}/attention`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.candidates).toEqual([
      expect.objectContaining({
        id: later,
        name: 'Later',
        stage: 'screen',
        stageId: portfolio,
        daysInStage: 9,
        expectedDays: 3,
      }),
      expect.objectContaining({ id: late, name: 'Late', daysInStage: 5, expectedDays: 3 }),
    ]);
    // A move starts the stay again.
    await api('PATCH', `/candidates/${later}`, { stageId: id('Design exercise') });
    await api('PATCH', `/candidates/${later}`, { stageId: portfolio });
    expect(
      (await api('GET', `/jobs/${jobId}/attention`)).body.candidates.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([late]);
    // A job whose stages expect nothing, and an unknown job.
    const nurse = (await api('POST', '/jobs', { title: 'Nurse' })).body.id;
    expect((await api('GET', `/jobs/${nurse}/attention`)).body).toEqual({
      candidates: [],
      total: 0,
    });
    expect((await api('GET', '/jobs/999999/attention')).status).toBe(404);
  });
});

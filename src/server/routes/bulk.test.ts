import { api, snapshotDb } from '@/test/api';

/** POST /api/candidates/bulk: one action on many candidates, all or nothing, in every store. */

async function jobWith(count: number, stage = 'applied', source = 'referral') {
  const jobId = (await api('POST', '/jobs', { title: `Welder ${Math.random()}` })).body
    .id as number;
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push(
      (
        await api('POST', '/candidates', {
          name: `Bea ${i}`,
          email: `bea${i}.${jobId}@example.com`,
          jobId,
          stage,
          source,
        })
      ).body.id,
    );
  return { jobId, ids };
}

describe('POST /api/candidates/bulk', () => {
  it('moves the candidates named, each with its own timeline entry, and counts them as single moves', async () => {
    const { jobId, ids } = await jobWith(3);
    const already = (await jobWith(1, 'tech')).ids[0]!;
    const moved = await api('POST', '/candidates/bulk', {
      ids: [...ids, already, ids[0]],
      action: { type: 'move', stage: 'tech' },
    });
    expect(moved).toEqual({ status: 200, body: { updated: 3 } });
    for (const id of ids) {
      expect((await api('GET', `/candidates/${id}`)).body.stage).toBe('tech');
      expect((await api('GET', `/candidates/${id}/timeline`)).body.at(-1)).toMatchObject({
        stage: 'tech',
        notes: 'Moved from applied to tech',
      });
    }
    expect((await api('GET', `/candidates/${already}/timeline`)).body).toHaveLength(1);
    expect((await api('GET', `/candidates/stage-counts?jobId=${jobId}`)).body.counts).toMatchObject(
      {
        applied: 0,
        tech: 3,
      },
    );
    const report = (await api('GET', `/reports?jobId=${jobId}`)).body;
    expect(report.funnel.find((f: { stage: string }) => f.stage === 'tech').reached).toBe(3);
  });

  it('rejects the candidates a filter matches with a reason, seen in the reports', async () => {
    const { jobId, ids } = await jobWith(2, 'screen', 'agency');
    const other = await jobWith(1, 'screen', 'referral');
    const reasons = (await api('GET', '/settings/rejection-reasons')).body.reasons as string[];
    const rejected = await api('POST', '/candidates/bulk', {
      filter: { jobId, stage: 'screen', source: 'agency' },
      action: { type: 'reject', reason: reasons[0], note: 'Filled internally.' },
    });
    expect(rejected.body).toEqual({ updated: 2 });
    for (const id of ids)
      expect((await api('GET', `/candidates/${id}/timeline`)).body.at(-1)).toMatchObject({
        stage: 'rejected',
        reason: reasons[0],
        notes: 'Moved from screen to rejected: Filled internally.',
      });
    expect((await api('GET', `/candidates/${other.ids[0]}`)).body.stage).toBe('screen');
    const report = (await api('GET', `/reports?jobId=${jobId}`)).body;
    expect(report.rejectionReasons).toEqual([
      expect.objectContaining({ reason: reasons[0], total: 2 }),
    ]);
  });

  it('rejects with each candidate’s own email from the same words, for the mail app in browser mode', async () => {
    const { jobId, ids } = await jobWith(2, 'screen');
    const rejected = await api('POST', '/candidates/bulk', {
      filter: { jobId },
      action: {
        type: 'reject',
        reason: 'Other',
        email: { subject: 'Your application', body: 'Hello {{candidate.first_name}}, thank you.' },
      },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.updated).toBe(2);
    expect(
      rejected.body.emails.map((e: { to: string; text: string; state: string }) => [
        e.to,
        e.text,
        e.state,
      ]),
    ).toEqual([
      [`bea0.${jobId}@example.com`, 'Hello Bea, thank you.', 'mail-app'],
      [`bea1.${jobId}@example.com`, 'Hello Bea, thank you.', 'mail-app'],
    ]);
    for (const id of ids)
      expect((await api('GET', `/candidates/${id}/timeline`)).body.at(-1)).toMatchObject({
        stage: 'rejected',
        reason: 'Other',
        notes:
          'Moved from screen to rejected. Rejection email “Your application” opened in the mail app.',
      });
    // Sending later needs a team server: refused, and nobody is rejected.
    const other = await jobWith(1, 'screen');
    const later = await api('POST', '/candidates/bulk', {
      ids: other.ids,
      action: {
        type: 'reject',
        reason: 'Other',
        email: {
          subject: 'Later',
          body: 'Hi',
          sendAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      },
    });
    expect(later.status).toBe(400);
    expect((await api('GET', `/candidates/${other.ids[0]}`)).body.stage).toBe('screen');
  });

  it('refuses a bad request with a 400 and changes nothing', async () => {
    const { ids } = await jobWith(2);
    const before = await snapshotDb();
    for (const body of [
      { ids, action: { type: 'move', stage: 'nowhere' } },
      { ids, action: { type: 'reject', reason: 'Not on the team’s list' } },
      { ids, action: { type: 'archive' } },
      { ids, action: { type: 'reject', reason: 'Other', email: { subject: '', body: 'Hi' } } },
      { ids, action: { type: 'reject', reason: 'Other', email: { subject: 'A\nB', body: 'Hi' } } },
      {
        ids,
        action: {
          type: 'reject',
          reason: 'Other',
          email: { templateId: 'no-such-template', subject: 'S', body: 'Hi' },
        },
      },
      { ids: [...ids, 999999], action: { type: 'move', stage: 'tech' } },
      { ids: [], action: { type: 'move', stage: 'tech' } },
      { action: { type: 'move', stage: 'tech' } },
      { ids, filter: {}, action: { type: 'move', stage: 'tech' } },
      {
        ids: Array.from({ length: 10_001 }, (_, i) => i + 1),
        action: { type: 'move', stage: 'tech' },
      },
    ]) {
      const refused = await api('POST', '/candidates/bulk', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.message).toBeTruthy();
    }
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('tags', () => {
  it('are set on the profile (PATCH), always answered as a list, and added or removed in bulk', async () => {
    const { ids } = await jobWith(3);
    expect((await api('GET', `/candidates/${ids[0]}`)).body.tags).toEqual([]);
    const set = await api('PATCH', `/candidates/${ids[0]}`, {
      tags: [' Python ', 'python', 'Referral', ''],
    });
    expect(set.status).toBe(200);
    expect(set.body.tags).toEqual(['Python', 'Referral']);
    expect((await api('GET', `/candidates/${ids[0]}`)).body.tags).toEqual(['Python', 'Referral']);

    const tagged = await api('POST', '/candidates/bulk', {
      ids,
      action: { type: 'tag', add: ['Kubernetes'], remove: ['REFERRAL'] },
    });
    expect(tagged.body).toEqual({ updated: 3 });
    const tags = async () =>
      Promise.all(ids.map(async (id) => (await api('GET', `/candidates/${id}`)).body.tags));
    expect(await tags()).toEqual([['Python', 'Kubernetes'], ['Kubernetes'], ['Kubernetes']]);
    // Nothing to change: nobody counted.
    expect(
      (await api('POST', '/candidates/bulk', { ids, action: { type: 'tag', add: ['kubernetes'] } }))
        .body,
    ).toEqual({ updated: 0 });

    const before = await snapshotDb();
    for (const body of [
      { ids, action: { type: 'tag' } },
      { ids, action: { type: 'tag', add: ['x'.repeat(51)] } },
      { ids, action: { type: 'tag', add: Array.from({ length: 20 }, (_, i) => `t${i}`) } },
    ])
      expect((await api('POST', '/candidates/bulk', body)).status, JSON.stringify(body)).toBe(400);
    expect((await api('PATCH', `/candidates/${ids[1]}`, { tags: 'Python' })).status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
  });
});

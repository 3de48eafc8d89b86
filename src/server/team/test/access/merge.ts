import type { TeamFixture } from './fixture';

/**
 * The team access suite: possible duplicates and merging. An interviewer finds duplicates only
 * among the candidates they interview; a merge is in the audit log by the two ids alone.
 */
export function describeMergeAccess(t: TeamFixture): void {
  it('shows an interviewer only their candidates’ duplicates, and logs a merge by ids alone', async () => {
    const [interviewer, recruiter] = [await t.signIn('interviewer'), await t.signIn('recruiter')];
    const mine = await t.freshCandidate();
    const hidden = await t.freshCandidate({ interviewed: false });
    const third = await t.freshCandidate();
    // One phone number, written three ways.
    const phone = `+1 (555) ${String(mine).padStart(3, '0')}-7788`;
    const layouts = [phone, phone.replace(/[^0-9]/g, ''), phone.replace(/[()]/g, '.')];
    for (const [i, id] of [mine, hidden, third].entries()) {
      const changed = await t.call('PATCH', `/candidates/${id}`, {
        cookie: recruiter,
        body: { phone: layouts[i] },
      });
      expect(changed.status).toBe(200);
    }
    const phoneGroup = async (cookie: string) =>
      (
        (await t.call('GET', '/candidates/duplicates', { cookie })).body.groups as Array<{
          candidateIds: number[];
          reason: string;
        }>
      ).find((g) => g.reason === 'phone' && g.candidateIds.includes(mine));
    expect(await phoneGroup(recruiter)).toEqual({
      candidateIds: [mine, hidden, third],
      reason: 'phone',
    });
    expect(await phoneGroup(interviewer)).toEqual({ candidateIds: [mine, third], reason: 'phone' });
    const duplicatesOf = async (id: number, cookie: string) => {
      const answer = await t.call('GET', `/candidates/${id}/duplicates`, { cookie });
      return answer.status === 200
        ? (answer.body.duplicates as Array<{ candidate: { id: number } }>).map(
            (d) => d.candidate.id,
          )
        : answer.status;
    };
    expect(await duplicatesOf(mine, recruiter)).toEqual([hidden, third]);
    expect(await duplicatesOf(mine, interviewer)).toEqual([third]);
    expect(await duplicatesOf(hidden, interviewer)).toBe(404);

    // An interviewer may not merge (it erases a candidate); a recruiter may.
    const merge = (cookie: string) =>
      t.call('POST', `/candidates/${mine}/merge`, { cookie, body: { otherId: hidden } });
    expect((await merge(interviewer)).status).toBe(403);
    const merged = await merge(recruiter);
    expect(merged.status).toBe(200);
    expect(merged.body.id).toBe(mine);

    const events = (await t.call('GET', '/audit?action=candidate.merged', { cookie: t.admin })).body
      .events as Array<Record<string, unknown>>;
    const event = events.find((e) => e.target === `candidate:${mine}`);
    expect(event).toMatchObject({
      action: 'candidate.merged',
      actor: { id: t.ids.recruiter },
      detail: { mergedId: hidden },
    });
    expect(Object.keys(event!.detail as object)).toEqual(['mergedId']);
  });
}

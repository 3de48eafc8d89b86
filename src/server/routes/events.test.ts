import { parseChangeEvent } from '@/domain/changes';
import { api, write } from '@/test/api';
import { readSse } from '@/test/sse';

/** GET /api/events: the live stream of committed changes, in every store. */

async function openStream(headers: Record<string, string> = {}) {
  const response = await fetch('http://localhost/api/events', { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readSse(response);
  const ready = await stream.next();
  expect(ready.event).toBe('ready');
  return { ...stream, readyId: ready.id! };
}

async function nextChange(stream: Awaited<ReturnType<typeof openStream>>) {
  const message = await stream.nextNotPing();
  expect(message.event).toBe('change');
  return { ...parseChangeEvent(message.data), sseId: message.id };
}

const screening = {
  title: 'Screening',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [{ id: 'q1', type: 'short-text', label: 'Why us?', required: false }],
    },
  ],
};

describe('GET /api/events', () => {
  it('announces each committed write by entity and id, in commit order, and nothing of its contents', async () => {
    const stream = await openStream();
    try {
      const job = (await api('POST', '/jobs', { title: 'Welder', tags: [] })).body;
      expect(await nextChange(stream)).toMatchObject({
        entity: 'job',
        action: 'created',
        id: job.id,
      });

      await api('PATCH', `/jobs/${job.id}`, { status: 'archived' });
      expect(await nextChange(stream)).toMatchObject({
        entity: 'job',
        action: 'edited',
        id: job.id,
      });

      const other = (await api('POST', '/jobs', { title: 'Fitter', tags: [] })).body;
      await nextChange(stream);
      await api('PATCH', '/jobs/reorder', {
        jobsToUpdate: [
          { id: job.id, order: other.order },
          { id: other.id, order: job.order },
        ],
      });
      expect(await nextChange(stream)).toMatchObject({ entity: 'jobs', action: 'reordered' });

      await api('PUT', `/jobs/${other.id}/assessment`, screening);
      expect(await nextChange(stream)).toMatchObject({
        entity: 'assessment',
        action: 'saved',
        jobId: other.id,
      });

      const applied = (
        await api('POST', `/assessments/${other.id}/submit`, {
          name: 'Ada Secret',
          email: 'ada@example.com',
          answers: { q1: 'Private words' },
        })
      ).body;
      const application = await nextChange(stream);
      expect(application).toMatchObject({
        entity: 'application',
        action: 'received',
        id: applied.response.id,
        candidateId: applied.candidate.id,
        jobId: other.id,
        created: true,
      });
      const candidate = applied.candidate.id as number;

      await api('PATCH', `/candidates/${candidate}`, { stage: 'screen' });
      expect(await nextChange(stream)).toMatchObject({
        entity: 'candidate',
        action: 'moved',
        id: candidate,
        jobId: other.id,
      });

      const note = (await api('POST', `/candidates/${candidate}/notes`, { text: 'Strong welder' }))
        .body;
      const noted = await nextChange(stream);
      expect(noted).toMatchObject({
        entity: 'note',
        action: 'added',
        id: note.id,
        candidateId: candidate,
      });

      await api('DELETE', `/candidates/${candidate}`);
      expect(await nextChange(stream)).toMatchObject({
        entity: 'candidate',
        action: 'erased',
        id: candidate,
      });

      const backup = (await api('GET', '/backup')).body;
      await api('POST', '/backup/restore', backup);
      expect(await nextChange(stream)).toMatchObject({ entity: 'data', action: 'restored' });

      // Ids only: no names, emails, answers or note text ever travel in an event.
      expect(JSON.stringify([application, noted])).not.toMatch(/Ada|ada@|Private|welder/i);
    } finally {
      await stream.close();
    }
  });

  it('announces the interviews a rejection cancels, after the move', async () => {
    const stream = await openStream();
    const job = (await api('POST', '/jobs', { title: 'Rigger', tags: [] })).body;
    const candidate = (
      await api('POST', '/candidates', {
        name: 'Ria Rigger',
        email: 'ria@example.com',
        jobId: job.id,
        stage: 'tech',
        source: 'referral',
      })
    ).body;
    const interview = (
      await api('POST', `/candidates/${candidate.id}/interviews`, {
        planInterviewId: 'technical-interview',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        durationMinutes: 60,
        interviewerIds: [1],
      })
    ).body.interview;
    try {
      await api('POST', `/candidates/${candidate.id}/reject`, { reason: 'Other' });
      // The writes before (the job, the candidate, the interview scheduled), then the move.
      let change: { entity?: string; action?: string; sseId?: string } = await nextChange(stream);
      while (change.entity !== 'candidate' || change.action !== 'moved')
        change = await nextChange(stream);
      expect(change).toMatchObject({ id: candidate.id });
      expect(await nextChange(stream)).toMatchObject({
        entity: 'interview',
        action: 'cancelled',
        id: interview.id,
        candidateId: candidate.id,
      });
    } finally {
      await stream.close();
    }
  });

  it('says nothing of a refused or failed write', async () => {
    const stream = await openStream();
    try {
      expect((await api('PATCH', '/candidates/999', { stage: 'screen' })).status).toBe(404);
      expect((await api('POST', '/jobs', { title: '', tags: [] })).status).toBe(400);
      const job = await write((tx) =>
        tx.jobs.insert({ title: 'A', slug: 'a', status: 'active', tags: [], order: 0 }),
      );
      const stale = await api('PATCH', '/jobs/reorder', {
        jobsToUpdate: [{ id: job.id, order: 5 }],
      });
      expect(stale.status).toBe(409);
      // A candidate moved to the stage it is in writes nothing, so it says nothing.
      const candidate = await write((tx) =>
        tx.candidates.insert({
          name: 'B',
          email: 'b@example.com',
          stage: 'applied',
          jobId: job.id,
        }),
      );
      expect((await api('PATCH', `/candidates/${candidate.id}`, { stage: 'applied' })).status).toBe(
        200,
      );

      await api('POST', `/candidates/${candidate.id}/notes`, { text: 'first real change' });
      expect(await nextChange(stream)).toMatchObject({ entity: 'note', candidateId: candidate.id });
    } finally {
      await stream.close();
    }
  });

  it('catches a reconnecting page up from its Last-Event-ID, and says refresh when it cannot', async () => {
    const first = await openStream();
    const job = (await api('POST', '/jobs', { title: 'Welder', tags: [] })).body;
    const seen = await nextChange(first);
    await first.close();

    // Two changes while the page was away.
    await api('PATCH', `/jobs/${job.id}`, { title: 'Senior Welder' });
    const later = (await api('POST', '/jobs', { title: 'Fitter', tags: [] })).body;

    const back = await openStream({ 'Last-Event-ID': seen.sseId! });
    try {
      expect(await nextChange(back)).toMatchObject({ entity: 'job', action: 'edited', id: job.id });
      expect(await nextChange(back)).toMatchObject({
        entity: 'job',
        action: 'created',
        id: later.id,
      });
    } finally {
      await back.close();
    }

    // Another tab taking over the stream passes the last id in the query instead.
    const takeover = await fetch(
      `http://localhost/api/events?lastEventId=${encodeURIComponent(seen.sseId!)}`,
    );
    const taken = readSse(takeover);
    try {
      expect((await taken.next()).event).toBe('ready');
      expect((await taken.nextNotPing()).event).toBe('change');
    } finally {
      await taken.close();
    }

    // An id from another server instance (or long gone): the page must refresh what it shows.
    const elsewhere = await openStream({ 'Last-Event-ID': 'elsewhere-12' });
    try {
      expect((await elsewhere.nextNotPing()).event).toBe('refresh');
    } finally {
      await elsewhere.close();
    }
  });
});

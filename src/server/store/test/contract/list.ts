import type { Stage } from '@/domain/types';
import type { CandidateListFilter, ListOrder, Tx } from '../../types';
import { type ContractContext, job, person } from './fixture';

/** The store contract: the candidate list (orders, filters, text search) and files' text. */
export function describeCandidateList({ read, write }: ContractContext): void {
  describe('the candidate list', () => {
    const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

    /** A candidate who applied on `day` (their first timeline entry). */
    async function applied(
      tx: Tx,
      name: string,
      day: number,
      extra: {
        stage?: Stage;
        jobId?: number;
        source?: 'referral' | 'agency';
        tags?: string[];
      } = {},
    ) {
      const candidate = await tx.candidates.insert({
        ...person(
          name,
          `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
          extra.stage ?? 'applied',
          extra.jobId ?? 1,
        ),
        ...(extra.source && { source: extra.source }),
        tags: extra.tags ?? [],
      });
      await tx.timeline.insert({
        candidateId: candidate.id,
        date: at(day),
        stage: candidate.stage,
        notes: 'Applied',
      });
      return candidate;
    }

    const names = (found: { candidates: Array<{ name: string }> }) =>
      found.candidates.map((c) => c.name);
    const list = (
      filter: CandidateListFilter,
      order: ListOrder = { sort: 'appliedAt', order: 'asc' },
      slice = { offset: 0, limit: 50 },
    ) => read((tx) => tx.candidates.list(filter, order, slice));

    it('sorts by name ignoring case, email, applied date, stage in pipeline order and last activity, each way, ties by id', async () => {
      await write(async (tx) => {
        await tx.jobs.insert(job('Welder', 0));
        const zoe = await applied(tx, 'zoë Young', 3, { stage: 'offer' });
        await applied(tx, 'Adam Ant', 5, { stage: 'applied' });
        await applied(tx, 'bea Bell', 1, { stage: 'screen' });
        await applied(tx, 'Carl Cole', 3, { stage: 'hired' });
        // Zoë's note is the latest activity of anyone's.
        await tx.notes.insert({ candidateId: zoe.id, text: 'Called back', createdAt: at(20) });
      });
      expect(names(await list({}, { sort: 'name', order: 'asc' }))).toEqual([
        'Adam Ant',
        'bea Bell',
        'Carl Cole',
        'zoë Young',
      ]);
      expect(names(await list({}, { sort: 'email', order: 'desc' }))).toEqual([
        'zoë Young',
        'Carl Cole',
        'bea Bell',
        'Adam Ant',
      ]);
      // Zoë and Carl applied the same day: by id, the same way as the order.
      expect(names(await list({}, { sort: 'appliedAt', order: 'asc' }))).toEqual([
        'bea Bell',
        'zoë Young',
        'Carl Cole',
        'Adam Ant',
      ]);
      expect(names(await list({}, { sort: 'appliedAt', order: 'desc' }))).toEqual([
        'Adam Ant',
        'Carl Cole',
        'zoë Young',
        'bea Bell',
      ]);
      expect(names(await list({}, { sort: 'stage', order: 'asc' }))).toEqual([
        'Adam Ant',
        'bea Bell',
        'zoë Young',
        'Carl Cole',
      ]);
      const active = await list({}, { sort: 'lastActivityAt', order: 'desc' });
      expect(names(active)).toEqual(['zoë Young', 'Adam Ant', 'Carl Cole', 'bea Bell']);
      expect(active.candidates[0]).toMatchObject({ appliedAt: at(3), lastActivityAt: at(20) });
      expect(active.totalCount).toBe(4);
      const second = await read((tx) =>
        tx.candidates.list({}, { sort: 'name', order: 'asc' }, { offset: 2, limit: 1 }),
      );
      expect(names(second)).toEqual(['Carl Cole']);
      expect(second.totalCount).toBe(4);
    });

    it('filters by job, stage, source, tag and applied dates together, and counts the match', async () => {
      await write(async (tx) => {
        await tx.jobs.insert(job('Welder', 0));
        await tx.jobs.insert(job('Baker', 1));
        await applied(tx, 'Ann', 2, { source: 'referral', tags: ['Python'] });
        await applied(tx, 'Ben', 4, { source: 'referral', tags: ['Python', 'Go'] });
        await applied(tx, 'Cy', 6, { source: 'agency', tags: ['Python'] });
        await applied(tx, 'Di', 4, { source: 'referral', tags: ['Python'], jobId: 2 });
        await applied(tx, 'Ed', 4, { source: 'referral', stage: 'screen', tags: ['Python'] });
      });
      const found = await list({
        jobId: 1,
        stage: 'applied',
        source: 'referral',
        tag: 'Python',
        appliedFrom: at(3, 0),
        appliedBefore: at(5, 0),
      });
      expect(names(found)).toEqual(['Ben']);
      expect(found.totalCount).toBe(1);
      expect(names(await list({ tag: 'Go' }))).toEqual(['Ben']);
      // Tags ignore case, as they do on one candidate.
      expect(names(await list({ tag: 'go' }))).toEqual(['Ben']);
      expect((await list({ tag: 'PYTHON', jobId: 1 })).totalCount).toBe(4);
      expect(names(await list({ appliedBefore: at(4, 0) }))).toEqual(['Ann']);
      expect((await list({ tag: 'Rust' })).totalCount).toBe(0);
    });

    it('finds a text query in names, and in one note or file holding every word, as word prefixes', async () => {
      const ids = await write(async (tx) => {
        await tx.jobs.insert(job('Welder', 0));
        const kim = await applied(tx, 'Kim Kubrick', 1);
        const lu = await applied(tx, 'Lu Lee', 2);
        const mo = await applied(tx, 'Mo Moss', 3);
        const ny = await applied(tx, 'Ny Nash', 4);
        await tx.notes.insert({
          candidateId: lu.id,
          text: 'Runs Kubernetes clusters in Zürich',
          createdAt: at(5),
        });
        // Ny's words are in two notes, never together in one.
        await tx.notes.insert({ candidateId: ny.id, text: 'Knows kubernetes', createdAt: at(5) });
        await tx.notes.insert({ candidateId: ny.id, text: 'Lives in Zurich', createdAt: at(5) });
        const file = await tx.files.insert({
          candidateId: mo.id,
          jobId: 1,
          name: 'cv.txt',
          type: 'text/plain',
          size: 3,
          createdAt: at(6),
          content: new Blob(['cv']),
        });
        return { kim: kim.id, lu: lu.id, mo: mo.id, ny: ny.id, file: file.id };
      });
      // The file's text is not searchable until it is read.
      expect(names(await list({ q: 'helm' }))).toEqual([]);
      await write((tx) =>
        tx.files.setText(ids.file, { status: 'indexed', text: 'Kubernetes operator, Helm charts' }),
      );
      expect(names(await list({ q: 'kub' }))).toEqual([
        'Kim Kubrick',
        'Lu Lee',
        'Mo Moss',
        'Ny Nash',
      ]);
      expect(names(await list({ q: 'kubernetes zurich' }))).toEqual(['Lu Lee']);
      expect(names(await list({ q: 'HELM' }))).toEqual(['Mo Moss']);
      expect(names(await list({ q: 'nothing-here' }))).toEqual([]);
      const texts = await read((tx) =>
        tx.candidates.matchingTexts([ids.lu, ids.mo, ids.ny, ids.kim], 'zürich kube'),
      );
      expect(texts).toEqual([
        { candidateId: ids.lu, field: 'note', text: 'Runs Kubernetes clusters in Zürich' },
      ]);
    });

    it('keeps files waiting to be read, then read or unreadable with a reason, and never in a backup', async () => {
      const ids = await write(async (tx) => {
        await tx.jobs.insert(job('Welder', 0));
        const kim = await applied(tx, 'Kim', 1);
        const file = (name: string) =>
          tx.files.insert({
            candidateId: kim.id,
            jobId: 1,
            name,
            type: 'text/plain',
            size: 5,
            createdAt: at(2),
            content: new Blob(['hello']),
          });
        return { kim: kim.id, a: (await file('a.txt')).id, b: (await file('b.txt')).id };
      });
      const pending = await read((tx) => tx.files.pendingText(10));
      const texts = await Promise.all(pending.map((f) => f.content.text()));
      expect(pending.map((f, i) => [f.id, f.type, texts[i]])).toEqual([
        [ids.a, 'text/plain', 'hello'],
        [ids.b, 'text/plain', 'hello'],
      ]);
      await write(async (tx) => {
        await tx.files.setText(ids.a, { status: 'indexed', text: 'hello world' });
        await tx.files.setText(ids.b, {
          status: 'unreadable',
          reason: 'No text was found in the file.',
        });
      });
      expect(await read((tx) => tx.files.pendingText(10))).toEqual([]);
      expect(await read((tx) => tx.files.textCounts())).toEqual({
        pending: 0,
        indexed: 1,
        unreadable: 1,
      });
      expect([...(await read((tx) => tx.files.textStates(ids.kim)))]).toEqual([
        [ids.b, { status: 'unreadable', reason: 'No text was found in the file.' }],
      ]);
      const backup = await read((tx) => tx.files.all());
      for (const file of backup)
        expect(Object.keys(file).sort()).toEqual([
          'candidateId',
          'content',
          'createdAt',
          'id',
          'jobId',
          'name',
          'size',
          'type',
        ]);
      expect(await read((tx) => tx.files.listByCandidate(ids.kim))).not.toContainEqual(
        expect.objectContaining({ text: expect.anything() }),
      );
    });

    it('keeps a candidate’s dates when the candidate is written back as read, and has none without a timeline', async () => {
      const id = await write(async (tx) => {
        await tx.jobs.insert(job('Welder', 0));
        return (await applied(tx, 'Kim', 4)).id;
      });
      await write(async (tx) => {
        const kim = (await tx.candidates.get(id))!;
        expect(kim).not.toHaveProperty('appliedAt');
        await tx.candidates.update({ ...kim, name: 'Kim Kay' });
        await tx.candidates.setStage(id, { stage: 'screen', stageId: 'screen' });
        await tx.candidates.insert(person('Lone', 'lone@example.com', 'applied', 1));
      });
      const found = await list({}, { sort: 'appliedAt', order: 'asc' });
      expect(found.candidates[0]).toMatchObject({
        name: 'Kim Kay',
        appliedAt: at(4),
        lastActivityAt: at(4),
      });
      // Without a timeline entry, no dates: last in the default orders.
      expect(found.candidates[1]).toMatchObject({ name: 'Lone' });
      expect(found.candidates[1]).not.toHaveProperty('appliedAt');
      expect(found.candidates[1]).not.toHaveProperty('lastActivityAt');
    });
  });
}

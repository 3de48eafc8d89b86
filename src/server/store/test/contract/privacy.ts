import { interviewOf, job, person, scorecardOf, type ContractContext } from './fixture';

const OLD = '2024-01-01T00:00:00.000Z';
const CUTOFF = '2024-11-26T00:00:00.000Z';
const RECENT = '2026-01-01T00:00:00.000Z';
const hash = (n: number) => n.toString(16).padStart(64, '0');

/** The store contract: status links, one person's applications, and who retention would erase. */
export function describePrivacy({ read, write }: ContractContext): void {
  describe('status links, people and retention', () => {
    it('finds a status link by its hash alone, and drops a submission with its files and links', async () => {
      const { candidate, response } = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const candidate = await tx.candidates.insert(
          person('Jane Doe', 'jane@example.com', 'applied', jobId),
        );
        const response = await tx.responses.insert({
          jobId,
          candidateId: candidate.id,
          answers: { q: 'a' },
          submittedAt: RECENT,
          unverified: true,
        });
        await tx.files.insert({
          candidateId: candidate.id,
          jobId,
          responseId: response.id,
          name: 'cv.pdf',
          type: 'application/pdf',
          size: 1,
          createdAt: RECENT,
          content: new Blob([new Uint8Array([1])]),
        });
        await tx.applicationLinks.insert({
          candidateId: candidate.id,
          tokenHash: hash(1),
          scope: 'candidate',
          createdAt: RECENT,
        });
        await tx.applicationLinks.insert({
          candidateId: candidate.id,
          responseId: response.id,
          tokenHash: hash(2),
          scope: 'submission',
          createdAt: RECENT,
        });
        return { candidate, response };
      });
      expect(await read((tx) => tx.applicationLinks.findByHash(hash(1)))).toEqual({
        id: expect.any(Number),
        candidateId: candidate.id,
        tokenHash: hash(1),
        scope: 'candidate',
        createdAt: RECENT,
      });
      expect(await read((tx) => tx.applicationLinks.findByHash(hash(3)))).toBeUndefined();
      expect(await read((tx) => tx.responses.get(response.id))).toEqual(response);

      await write((tx) => tx.responses.remove(response.id));
      const left = await read(async (tx) => ({
        response: await tx.responses.get(response.id),
        files: await tx.files.listByCandidate(candidate.id),
        links: (await tx.applicationLinks.listByCandidate(candidate.id)).map((l) => l.tokenHash),
      }));
      expect(left).toEqual({ response: undefined, files: [], links: [hash(1)] });
    });

    it('ends a candidate’s status links with their erasure: a link never outlives its person', async () => {
      const candidate = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const made = await tx.candidates.insert(
          person('Jane Doe', 'jane@example.com', 'applied', jobId),
        );
        await tx.applicationLinks.insert({
          candidateId: made.id,
          tokenHash: hash(7),
          scope: 'candidate',
          createdAt: RECENT,
        });
        return made;
      });
      expect(await read((tx) => tx.applicationLinks.findByHash(hash(7)))).toBeDefined();
      await write((tx) => tx.candidates.remove(candidate.id));
      expect(await read((tx) => tx.applicationLinks.findByHash(hash(7)))).toBeUndefined();
      expect(
        (await read((tx) => tx.applicationLinks.all())).filter((l) => l.tokenHash === hash(7)),
      ).toEqual([]);
    });

    it('narrows a merged-away candidate’s links to their own submissions, ending those with none', async () => {
      const { candidate, other, response } = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('A', 0));
        const [candidate, other] = await tx.candidates.insertMany([
          person('Jane Doe', 'jane@example.com', 'applied', jobId),
          person('Jo Doe', 'jo@example.com', 'applied', jobId),
        ]);
        const response = await tx.responses.insert({
          jobId,
          candidateId: candidate!.id,
          answers: {},
          submittedAt: RECENT,
        });
        const links = [
          { tokenHash: hash(1), scope: 'candidate', responseId: response.id },
          { tokenHash: hash(2), scope: 'candidate' },
          { tokenHash: hash(3), scope: 'submission', responseId: response.id },
        ] as const;
        for (const link of links)
          await tx.applicationLinks.insert({
            candidateId: candidate!.id,
            createdAt: RECENT,
            ...link,
          });
        await tx.applicationLinks.insert({
          candidateId: other!.id,
          tokenHash: hash(4),
          scope: 'candidate',
          createdAt: RECENT,
        });
        return { candidate: candidate!, other: other!, response };
      });
      await write((tx) => tx.applicationLinks.narrowToSubmissions(candidate.id));
      const links = await read(async (tx) => ({
        narrowed: (await tx.applicationLinks.listByCandidate(candidate.id)).map((l) => ({
          tokenHash: l.tokenHash,
          scope: l.scope,
          responseId: l.responseId,
        })),
        other: (await tx.applicationLinks.listByCandidate(other.id)).map((l) => l.scope),
      }));
      expect(links).toEqual({
        narrowed: [
          { tokenHash: hash(1), scope: 'submission', responseId: response.id },
          { tokenHash: hash(3), scope: 'submission', responseId: response.id },
        ],
        other: ['candidate'],
      });
    });

    it('lists one person’s candidates on every job by email, and nobody else', async () => {
      const ids = await write(async (tx) => {
        const a = await tx.jobs.insert(job('A', 0));
        const b = await tx.jobs.insert(job('B', 1));
        return (
          await tx.candidates.insertMany([
            person('Jane Doe', 'jane@example.com', 'applied', a.id),
            person('Jane D.', 'jane@example.com', 'tech', b.id),
            person('Janet', 'janet@example.com', 'tech', b.id),
          ])
        ).map((c) => c.id);
      });
      expect(
        (await read((tx) => tx.candidates.listByEmail('jane@example.com'))).map((c) => c.id),
      ).toEqual(ids.slice(0, 2));
      expect(await read((tx) => tx.candidates.listByEmail('nobody@example.com'))).toEqual([]);
    });

    it('finds the idle who are rejected or on an archived job, by their latest activity in any table', async () => {
      const made = await write(async (tx) => {
        const open = await tx.jobs.insert(job('Open', 0));
        const closed = await tx.jobs.insert(job('Closed', 1, { status: 'archived' }));
        const [rejected, archived, active, noted, interviewed, untouched, recentMove] =
          await tx.candidates.insertMany([
            person('Old Rejected', 'a@x.io', 'rejected', open.id),
            person('Old Archived', 'b@x.io', 'tech', closed.id),
            person('Old Active', 'c@x.io', 'tech', open.id),
            person('Recent Note', 'd@x.io', 'rejected', open.id),
            person('Soon Interviewed', 'e@x.io', 'rejected', open.id),
            person('No Activity', 'f@x.io', 'rejected', open.id),
            person('Moved Lately', 'g@x.io', 'rejected', open.id),
          ]);
        for (const c of [rejected!, archived!, active!, noted!, interviewed!, recentMove!])
          await tx.timeline.insert({
            candidateId: c.id,
            date: OLD,
            stage: 'applied',
            notes: 'Applied',
          });
        await tx.notes.insert({
          candidateId: noted!.id,
          text: 'Still keen',
          createdAt: OLD,
          editedAt: RECENT,
        });
        await tx.interviews.insert({
          ...interviewOf({ candidateId: interviewed!.id, jobId: open.id }),
          createdAt: OLD,
          startsAt: RECENT,
        });
        await tx.timeline.insert({
          candidateId: recentMove!.id,
          date: RECENT,
          stage: 'rejected',
          notes: 'Moved',
        });
        return { rejected: rejected!, archived: archived!, untouched: untouched! };
      });
      const idle = await read((tx) => tx.candidates.idle(CUTOFF, 10));
      expect(idle.map(({ candidate, lastActivityAt }) => [candidate.name, lastActivityAt])).toEqual(
        [
          ['Old Rejected', OLD],
          ['Old Archived', OLD],
          ['No Activity', null],
        ],
      );
      expect(idle[0]!.candidate).toEqual(made.rejected);
      expect(await read((tx) => tx.candidates.countIdle(CUTOFF))).toBe(3);
      expect(
        (await read((tx) => tx.candidates.idle(CUTOFF, 2))).map((i) => i.candidate.id),
      ).toEqual([made.rejected.id, made.archived.id]);
      // Everyone was active after a cutoff long ago.
      expect(await read((tx) => tx.candidates.countIdle('2020-01-01T00:00:00.000Z'))).toBe(1);
    });

    it('counts answers, files, scorecards and emails as activity: none of those active lately is idle', async () => {
      const ids = await write(async (tx) => {
        const { id: jobId } = await tx.jobs.insert(job('Open', 0));
        const made = await tx.candidates.insertMany(
          ['Answered', 'Filed', 'Scored', 'Emailed', 'Idle'].map((name, i) =>
            person(name, `${name.toLowerCase()}${i}@x.io`, 'rejected', jobId),
          ),
        );
        const [answered, filed, scored, emailed, idle] = made.map((c) => c.id) as [
          number,
          number,
          number,
          number,
          number,
        ];
        for (const candidateId of [answered, filed, scored, emailed, idle])
          await tx.timeline.insert({ candidateId, date: OLD, stage: 'applied', notes: 'Applied' });
        await tx.responses.insert({
          jobId,
          candidateId: answered,
          answers: {},
          submittedAt: RECENT,
        });
        await tx.files.insert({
          candidateId: filed,
          jobId,
          name: 'cv.txt',
          type: 'text/plain; charset=utf-8',
          size: 2,
          createdAt: RECENT,
          content: new Blob(['cv']),
        });
        const interview = await tx.interviews.insert({
          ...interviewOf({ candidateId: scored, jobId }),
          createdAt: OLD,
          startsAt: OLD,
        });
        await tx.scorecards.insert(scorecardOf(interview, { updatedAt: RECENT }));
        // Emails are a team server's (its outbox): the browser's recruiter sends from their mail app.
        const outbox = tx.outbox;
        if (outbox)
          await outbox.add(
            {
              kind: 'candidate',
              to: 'emailed@x.io',
              subject: 'Hi',
              text: 'Hi',
              candidateId: emailed,
            },
            RECENT,
          );
        return { emailed, idle, team: 'outbox' in tx };
      });
      const idle = (await read((tx) => tx.candidates.idle(CUTOFF, 10))).map((i) => i.candidate.id);
      expect(idle).toEqual(ids.team ? [ids.idle] : [ids.emailed, ids.idle]);
      expect(await read((tx) => tx.candidates.countIdle(CUTOFF))).toBe(idle.length);
    });
  });
}

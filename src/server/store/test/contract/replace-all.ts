import { emptyHiringData } from '../../types';
import {
  type ContractContext,
  interviewOf,
  job,
  person,
  readTables,
  scorecardOf,
  withBytes,
} from './fixture';

/** The store contract: A restore: every table replaced. */
export function describeReplaceAll({ read, write }: ContractContext): void {
  describe('replaceAll', () => {
    it('replaces every table with the rows given, ids kept; new rows get ids above them; settings stay', async () => {
      await write(async (tx) => {
        const old = await tx.jobs.insert(job('Old', 0));
        await tx.candidates.insert(person('Old Person', 'old@example.com', 'applied', old.id));
        await tx.settings.set('kept', true);
      });
      const data = {
        ...emptyHiringData(),
        jobs: [{ id: 40, ...job('Restored', 0) }],
        candidates: [{ id: 70, ...person('Rita Restored', 'rita@example.com', 'screen', 40) }],
        assessments: [{ jobId: 40, structure: { title: 'T', sections: [] } }],
        interviewPlans: [
          {
            jobId: 40,
            interviews: [
              {
                id: 'chat',
                name: 'Chat',
                stage: 'screen' as const,
                durationMinutes: 20,
                attributes: [{ id: 'chat-calm', heading: 'Traits', name: 'Calm' }],
              },
            ],
          },
        ],
        interviews: [{ id: 15, ...interviewOf({ candidateId: 70, jobId: 40 }) }],
        scorecards: [
          { id: 16, ...scorecardOf({ id: 15, ...interviewOf({ candidateId: 70, jobId: 40 }) }) },
        ],
        notes: [
          { id: 8, candidateId: 70, text: 'Hi', createdAt: '2026-01-01T00:00:00.000Z' },
          {
            id: 9,
            candidateId: 70,
            text: 'Hello',
            createdAt: '2026-01-01T00:00:00.000Z',
            author: { id: 3, name: 'Rita Recruiter' },
          },
        ],
        responses: [
          {
            id: 5,
            jobId: 40,
            candidateId: 70,
            answers: { q1: 'x' },
            submittedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        applicationLinks: [
          {
            id: 17,
            candidateId: 70,
            responseId: 5,
            tokenHash: 'ab'.repeat(32),
            scope: 'candidate' as const,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        timeline: [
          {
            id: 12,
            candidateId: 70,
            date: '2026-01-01T00:00:00.000Z',
            stage: 'screen' as const,
            notes: 'Moved',
            author: { id: 3, name: 'Rita Recruiter' },
          },
        ],
        files: [
          {
            id: 6,
            candidateId: 70,
            jobId: 40,
            responseId: 5,
            questionId: 'q9',
            name: 'cv.pdf',
            type: 'application/pdf',
            size: 3,
            createdAt: '2026-01-01T00:00:00.000Z',
            content: new Blob([new Uint8Array([1, 2, 3])]),
          },
        ],
      };
      await write((tx) => tx.replaceAll(data));
      const files = await read((tx) => tx.files.all());
      expect(await Promise.all(files.map(withBytes))).toEqual(
        await Promise.all(data.files.map(withBytes)),
      );
      const { files: _files, ...restored } = await read(readTables);
      const { files: _given, ...given } = data;
      expect(restored).toEqual(given);
      expect(await read((tx) => tx.settings.get('kept'))).toBe(true);
      expect(await names()).toEqual(['Rita Restored']);
      const next = await write(async (tx) => ({
        job: await tx.jobs.insert(job('New', 1)),
        candidate: await tx.candidates.insert(person('Nia New', 'nia@example.com', 'applied', 40)),
        note: await tx.notes.insert({
          candidateId: 70,
          text: 'n',
          createdAt: '2026-01-02T00:00:00.000Z',
        }),
        response: await tx.responses.insert({
          jobId: 40,
          candidateId: 70,
          answers: {},
          submittedAt: '2026-01-02T00:00:00.000Z',
        }),
        entry: await tx.timeline.insert({
          candidateId: 70,
          date: '2026-01-02T00:00:00.000Z',
          stage: 'tech',
          notes: 'n',
        }),
      }));
      expect(next.job.id).toBeGreaterThan(40);
      expect(next.candidate.id).toBeGreaterThan(70);
      expect(next.note.id).toBeGreaterThan(9);
      expect(next.response.id).toBeGreaterThan(5);
      expect(next.entry.id).toBeGreaterThan(12);

      async function names() {
        return (
          await read((tx) => tx.candidates.page({ search: 'rita' }, { offset: 0, limit: 10 }))
        ).candidates.map((c) => c.name);
      }
    });
  });
}

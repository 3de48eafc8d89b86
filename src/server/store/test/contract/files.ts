import type { New, StoredFile } from '../../types';
import { type ContractContext, job, person, withBytes } from './fixture';

/** The store contract: Applicants' files. */
export function describeFiles({ read, write }: ContractContext): void {
  describe('files', () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);
    const file = (
      candidateId: number,
      responseId: number,
      questionId?: string,
    ): New<StoredFile> => ({
      candidateId,
      jobId: 1,
      responseId,
      ...(questionId && { questionId }),
      name: 'cv.pdf',
      type: 'application/pdf',
      size: bytes.length,
      createdAt: '2026-01-01T00:00:00.000Z',
      content: new Blob([bytes]),
    });

    it('keep their content byte for byte, list without it by response and by candidate, and go with their candidate', async () => {
      const { a, b } = await write(async (tx) => {
        const made = await tx.jobs.insert(job('Welder', 0));
        return {
          a: await tx.candidates.insert(person('Ann', 'ann@example.com', 'applied', made.id)),
          b: await tx.candidates.insert(person('Bo', 'bo@example.com', 'applied', made.id)),
        };
      });
      // Responses 1 and 2 are Ann's, 3 is Bo's.
      await write(async (tx) => {
        for (const candidateId of [a.id, a.id, b.id])
          await tx.responses.insert({
            jobId: 1,
            candidateId,
            answers: {},
            submittedAt: '2026-01-01T00:00:00.000Z',
          });
      });
      const [resume, answer, other] = await write(async (tx) => [
        await tx.files.insert(file(a.id, 1)),
        await tx.files.insert(file(a.id, 2, 'q1')),
        await tx.files.insert(file(b.id, 3, 'q1')),
      ]);
      expect(resume).toEqual({ id: resume!.id, ...file(a.id, 1), content: undefined });
      expect(resume).not.toHaveProperty('content');
      expect(answer!.id).toBeGreaterThan(resume!.id);
      const stored = await read((tx) => tx.files.get(answer!.id));
      expect(await withBytes(stored!)).toEqual({ ...answer, content: [...bytes] });
      expect(await read((tx) => tx.files.get(9999))).toBeUndefined();
      expect(await read((tx) => tx.files.ownerOf(other!.id))).toBe(b.id);
      expect(await read((tx) => tx.files.ownerOf(9999))).toBeUndefined();
      expect(await read((tx) => tx.files.listByResponses([2, 3, 99]))).toEqual([answer, other]);
      // A résumé attached on the profile answers no response.
      const { responseId: _none, ...attachedFile } = file(a.id, 0);
      const attached = await write((tx) => tx.files.insert(attachedFile));
      expect(attached).toEqual({ id: attached.id, ...attachedFile, content: undefined });
      expect(await read((tx) => tx.files.listByCandidate(a.id))).toEqual([
        resume,
        answer,
        attached,
      ]);
      expect(await read((tx) => tx.files.listByCandidate(b.id))).toEqual([other]);
      expect(await read((tx) => tx.files.listByCandidate(9999))).toEqual([]);
      expect(await read((tx) => tx.files.listByResponses([1]))).toEqual([resume]);

      await write((tx) => tx.candidates.remove(a.id));
      expect((await read((tx) => tx.files.all())).map((f) => f.id)).toEqual([other!.id]);
    });
  });
}

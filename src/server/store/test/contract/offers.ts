import { type ContractContext, jobsUpTo, offerOf, offerVersionOf, person } from './fixture';

/** The store contract: offers and their versions. */
export function describeOffers({ read, write }: ContractContext): void {
  describe('offers', () => {
    const setUp = () =>
      write(async (tx) => {
        await tx.jobs.insertMany(jobsUpTo(2));
        const ada = await tx.candidates.insert(person('Ada', 'ada@example.com', 'offer', 1));
        const bo = await tx.candidates.insert(person('Bo', 'bo@example.com', 'offer', 2));
        return { ada, bo };
      });

    it('are read by candidate, id, link hash and status, and replaced whole', async () => {
      const { ada, bo } = await setUp();
      const hash = 'a'.repeat(64);
      const [first, second, other] = await write(async (tx) => [
        await tx.offers.insert(offerOf({ candidateId: ada.id, jobId: 1 }, { status: 'declined' })),
        await tx.offers.insert(
          offerOf(
            { candidateId: ada.id, jobId: 1 },
            { createdAt: '2026-03-06T10:00:00.000Z', status: 'pending', round: 1 },
          ),
        ),
        await tx.offers.insert(offerOf({ candidateId: bo.id, jobId: 2 }, { status: 'pending' })),
      ]);
      expect((await read((tx) => tx.offers.listByCandidate(ada.id))).map((o) => o.id)).toEqual([
        first!.id,
        second!.id,
      ]);
      expect(await read((tx) => tx.offers.get(second!.id))).toEqual(second);
      expect((await read((tx) => tx.offers.listByStatus('pending'))).map((o) => o.id)).toEqual([
        second!.id,
        other!.id,
      ]);
      expect(await read((tx) => tx.offers.findByHash(hash))).toBeUndefined();

      const sent = {
        ...second!,
        status: 'sent' as const,
        sentAt: '2026-03-07T10:00:00.000Z',
        sentVersion: 1,
        expiresAt: '2026-03-21T10:00:00.000Z',
        tokenHash: hash,
        approvals: [
          {
            round: 1,
            step: 0,
            memberId: 3,
            name: 'Ann “Approver”',
            decision: 'approved' as const,
            at: '2026-03-06T12:00:00.000Z',
          },
        ],
        recordedBy: { id: 2, name: 'Rae' },
      };
      await write((tx) => tx.offers.update(sent));
      expect(await read((tx) => tx.offers.findByHash(hash))).toEqual(sent);
      expect(await read((tx) => tx.offers.listByStatus('pending'))).toEqual([other]);
      // A field taken away is gone, not kept.
      const { tokenHash: _t, recordedBy: _r, ...withoutLink } = sent;
      await write((tx) => tx.offers.update(withoutLink));
      expect(await read((tx) => tx.offers.get(sent.id))).toEqual(withoutLink);
      expect(await read((tx) => tx.offers.findByHash(hash))).toBeUndefined();
    });

    it('keep versions by offer and number, a letter added later, and go with their candidate', async () => {
      const { ada, bo } = await setUp();
      const { offer, v1, v2 } = await write(async (tx) => {
        const offer = await tx.offers.insert(offerOf({ candidateId: ada.id, jobId: 1 }));
        const v2 = await tx.offerVersions.insert(
          offerVersionOf(offer, {
            version: 2,
            salary: { amount: 80000.5, currency: 'USD', period: 'month' },
          }),
        );
        const v1 = await tx.offerVersions.insert(offerVersionOf(offer, { notes: 'Relocation' }));
        await tx.offers.insert(offerOf({ candidateId: bo.id, jobId: 2 }));
        return { offer, v1, v2 };
      });
      expect(await read((tx) => tx.offerVersions.listByCandidate(ada.id))).toEqual([v1, v2]);
      const kept = {
        ...v2,
        letter: '# Offer',
        letterPdf: 'JVBERi0=',
        letterSha256: 'b'.repeat(64),
      };
      await write((tx) => tx.offerVersions.update(kept));
      expect(await read((tx) => tx.offerVersions.listByCandidate(ada.id))).toEqual([v1, kept]);
      await expect(
        write(async (tx) => {
          await tx.offers.update({ ...offer, status: 'withdrawn' });
          throw new Error('halfway');
        }),
      ).rejects.toThrow('halfway');
      expect((await read((tx) => tx.offers.get(offer.id)))?.status).toBe('draft');
      await write((tx) => tx.candidates.remove(ada.id));
      expect(await read((tx) => tx.offers.all())).toHaveLength(1);
      expect(await read((tx) => tx.offerVersions.all())).toEqual([]);
    });
  });
}

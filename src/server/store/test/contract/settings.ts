import { type ContractContext } from './fixture';

/** The store contract: Settings. */
export function describeSettings({ read, write }: ContractContext): void {
  describe('settings', () => {
    it('keep any JSON value by key, replaced on set', async () => {
      expect(await read((tx) => tx.settings.get('chaos'))).toBeUndefined();
      await write((tx) => tx.settings.set('chaos', { latencyMs: 5, failureRate: 0.5 }));
      await write((tx) => tx.settings.set('other', [1, 'two']));
      expect(await read((tx) => tx.settings.get('chaos'))).toEqual({
        latencyMs: 5,
        failureRate: 0.5,
      });
      await write((tx) => tx.settings.set('chaos', 3));
      expect(
        await read(async (tx) => [await tx.settings.get('chaos'), await tx.settings.get('other')]),
      ).toEqual([3, [1, 'two']]);
    });
  });
}

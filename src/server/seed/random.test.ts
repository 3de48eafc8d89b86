import { createRandom, mulberry32 } from './random';
import { emailPart } from './generate';

describe('the seedable random source', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const take = (next: () => number) => Array.from({ length: 5 }, next);
    expect(take(mulberry32(123))).toEqual(take(mulberry32(123)));
    expect(take(mulberry32(123))).not.toEqual(take(mulberry32(124)));
  });

  it('keeps values in range and reaches both ends of an integer range', () => {
    const random = createRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const n = random.int(3, 6);
      expect(Number.isInteger(n)).toBe(true);
      seen.add(n);
    }
    expect(seen).toEqual(new Set([3, 4, 5, 6]));
  });

  it('follows weights roughly and never picks a zero weight', () => {
    const random = createRandom(8);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i++)
      counts[
        random.weighted([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ] as const)
      ]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});

describe('emailPart', () => {
  it('turns names into plain lowercase letters', () => {
    expect(emailPart('José')).toBe('jose');
    expect(emailPart('Sørensen')).toBe('sorensen');
    expect(emailPart("O'Brien")).toBe('obrien');
    expect(emailPart('Müller')).toBe('muller');
    expect(emailPart('Zoë')).toBe('zoe');
  });
});

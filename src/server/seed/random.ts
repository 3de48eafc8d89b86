/** A small seedable random source (mulberry32): the same seed always gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item, chosen with the given relative weights. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random source; without a seed it starts from a random one, so every first start differs. */
export function createRandom(seed?: number): Random {
  const next = mulberry32(seed ?? Math.floor(Math.random() * 4294967296));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('Cannot pick from an empty list');
      let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      // Only reached through rounding: the last item owns the end of the range.
      return last[0];
    },
  };
}

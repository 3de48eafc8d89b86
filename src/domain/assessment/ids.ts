/** Prefixes of generated ids: s for sections, q for questions, o for options. */
export type IdPrefix = 's' | 'q' | 'o';

export interface IdGenerator {
  /** prefix + the current timestamp; bumped by one when that millisecond (or a later one) was used. */
  next: (prefix: IdPrefix) => string;
  /** Marks ids that already exist (a loaded structure), so new ids never repeat them. */
  reserve: (ids: Iterable<string>) => void;
}

export function createIdGenerator(clock: () => number = Date.now): IdGenerator {
  let last = 0;
  return {
    next(prefix) {
      const now = Math.floor(clock());
      last = now > last ? now : last + 1;
      return `${prefix}${last}`;
    },
    reserve(ids) {
      for (const id of ids) {
        const match = /^[a-z]+(\d{1,15})$/.exec(id);
        if (match) last = Math.max(last, Number(match[1]));
      }
    },
  };
}

const shared = createIdGenerator();

/** A new id for a section, question or option, unique in this page even within one millisecond. */
export const generateId = (prefix: IdPrefix): string => shared.next(prefix);
export const reserveIds = (ids: Iterable<string>): void => shared.reserve(ids);

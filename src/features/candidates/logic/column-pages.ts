import type { InfiniteData } from '@tanstack/react-query';
import type { Candidate, Stage } from '@/domain/types';

/** One loaded page of a board column, as the column query keeps it. */
export interface ColumnPage {
  candidates: Candidate[];
  /** How many candidates the whole column held when this page was loaded (its first page says). */
  totalCount?: number;
  /** The id the next page starts after; null when this page was the last. */
  nextAfterId: number | null;
}

export type ColumnData = InfiniteData<ColumnPage, number>;

/**
 * The cards of a column in order. A card moved here whose place lies beyond the loaded pages sits
 * at the end of them; when its own page loads later, the card stays where the user saw it land
 * (its first place wins) instead of jumping away, until the column is next refetched.
 */
export function columnCards(data: ColumnData | undefined): Candidate[] {
  if (!data) return [];
  const cards = data.pages.flatMap((page) => page.candidates);
  const seen = new Set<number>();
  return cards.filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
}

export function findCard(data: ColumnData | undefined, id: number): Candidate | undefined {
  for (const page of data?.pages ?? []) {
    const card = page.candidates.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

export function withoutCard(data: ColumnData, id: number): ColumnData {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.candidates.some((c) => c.id === id)
        ? { ...page, candidates: page.candidates.filter((c) => c.id !== id) }
        : page,
    ),
  };
}

/**
 * Puts a card into a column at its place by id among the loaded cards. A card whose place lies
 * beyond the loaded pages goes at the end of what is loaded, so it is on screen at once.
 */
export function withCard(data: ColumnData, card: Candidate): ColumnData {
  const rest = withoutCard(data, card.id);
  const pages = [...rest.pages];
  for (let p = 0; p < pages.length; p++) {
    const page = pages[p] as ColumnPage;
    const index = page.candidates.findIndex((c) => c.id > card.id);
    if (index >= 0) {
      pages[p] = {
        ...page,
        candidates: [...page.candidates.slice(0, index), card, ...page.candidates.slice(index)],
      };
      return { ...rest, pages };
    }
  }
  const last = pages.length - 1;
  if (last < 0) return rest;
  const page = pages[last] as ColumnPage;
  pages[last] = { ...page, candidates: [...page.candidates, card] };
  return { ...rest, pages };
}

/**
 * True the first time a board (its filters) is named, false after: a move or an erasure changes
 * a board's counts once, though the cache may hold both its job's stages and its categories.
 */
export function oncePerBoard(): (filters: object) => boolean {
  const seen = new Set<string>();
  return (filters) => {
    const key = JSON.stringify(filters);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/** Where a card is: its category, and its stage of the job's pipeline. */
interface CardPlace {
  stage: Stage;
  stageId: string;
}

/** Counts after one candidate moved (by category, and by a job's stage where counted). */
export function movedCounts<
  T extends { counts: Record<Stage, number>; stageIds?: Record<string, number> },
>(value: T, from: Stage | CardPlace, to: Stage | CardPlace): T {
  const a = typeof from === 'string' ? { stage: from, stageId: from } : from;
  const b = typeof to === 'string' ? { stage: to, stageId: to } : to;
  if (a.stage === b.stage && a.stageId === b.stageId) return value;
  const counts =
    a.stage === b.stage
      ? value.counts
      : {
          ...value.counts,
          [a.stage]: Math.max(0, value.counts[a.stage] - 1),
          [b.stage]: value.counts[b.stage] + 1,
        };
  const held = value.stageIds;
  const stageIds = held && {
    ...held,
    [a.stageId]: Math.max(0, (held[a.stageId] ?? 0) - 1),
    [b.stageId]: (held[b.stageId] ?? 0) + 1,
  };
  return { ...value, counts, ...(stageIds && { stageIds }) };
}

/** Stage counts after one candidate of a stage (and of a job's stage, where counted) was erased. */
export function erasedCounts<
  T extends {
    counts: Record<Stage, number>;
    totalCount: number;
    stageIds?: Record<string, number>;
  },
>(value: T, stage: Stage, stageId: string = stage): T {
  if (value.counts[stage] === 0) return value;
  const held = value.stageIds;
  return {
    ...value,
    counts: { ...value.counts, [stage]: value.counts[stage] - 1 },
    totalCount: Math.max(0, value.totalCount - 1),
    ...(held && { stageIds: { ...held, [stageId]: Math.max(0, (held[stageId] ?? 0) - 1) } }),
  };
}

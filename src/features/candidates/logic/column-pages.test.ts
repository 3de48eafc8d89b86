import type { Candidate } from '@/domain/types';
import {
  columnCards,
  findCard,
  movedCounts,
  withCard,
  withoutCard,
  type ColumnData,
  type ColumnPage,
} from './column-pages';

const card = (id: number): Candidate => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  stage: 'screen',
  jobId: 1,
});
const page = (ids: number[], nextAfterId: number | null): ColumnPage => ({
  candidates: ids.map(card),
  totalCount: 9,
  nextAfterId,
});
const column = (...pages: ColumnPage[]): ColumnData => ({
  pages,
  pageParams: pages.map((_, i) => i),
});
const ids = (data: ColumnData) => columnCards(data).map((c) => c.id);

describe('a column of loaded pages', () => {
  const loaded = column(page([2, 5, 7], 7), page([9, 12, 15], 15));

  it('lists its cards in page order, and finds one', () => {
    expect(ids(loaded)).toEqual([2, 5, 7, 9, 12, 15]);
    expect(columnCards(undefined)).toEqual([]);
    expect(findCard(loaded, 12)).toEqual(card(12));
    expect(findCard(loaded, 3)).toBeUndefined();
  });

  it('takes a card in at its place by id, in the page where it belongs', () => {
    const first = withCard(loaded, card(6));
    expect(ids(first)).toEqual([2, 5, 6, 7, 9, 12, 15]);
    expect(first.pages[0]!.candidates.map((c) => c.id)).toEqual([2, 5, 6, 7]);
    expect(ids(withCard(loaded, card(1)))).toEqual([1, 2, 5, 7, 9, 12, 15]);
    expect(ids(withCard(loaded, card(10)))).toEqual([2, 5, 7, 9, 10, 12, 15]);
  });

  it('puts a card whose place is beyond the loaded pages at their end, and keeps it there when its page loads', () => {
    const moved = withCard(loaded, card(40));
    expect(ids(moved)).toEqual([2, 5, 7, 9, 12, 15, 40]);
    // The server cursor is untouched: the next page still starts after 15.
    expect(moved.pages.at(-1)!.nextAfterId).toBe(15);
    const next = { ...moved, pages: [...moved.pages, page([30, 40, 41], null)] };
    expect(ids(next)).toEqual([2, 5, 7, 9, 12, 15, 40, 30, 41]);
  });

  it('replaces a card already there instead of showing it twice, and keeps the new stage', () => {
    const updated = withCard(loaded, { ...card(9), stage: 'offer' });
    expect(ids(updated)).toEqual([2, 5, 7, 9, 12, 15]);
    expect(findCard(updated, 9)?.stage).toBe('offer');
  });

  it('takes a card into an empty column, and none into a column with no page yet', () => {
    expect(ids(withCard(column(page([], null)), card(3)))).toEqual([3]);
    expect(withCard(column(), card(3)).pages).toEqual([]);
  });

  it('lets a card go, leaving the other pages as they were', () => {
    const without = withoutCard(loaded, 12);
    expect(ids(without)).toEqual([2, 5, 7, 9, 15]);
    expect(without.pages[0]).toBe(loaded.pages[0]);
    expect(withoutCard(loaded, 99)).toEqual(loaded);
  });
});

describe('moved counts', () => {
  const value = {
    counts: { applied: 3, screen: 1, tech: 0, offer: 0, hired: 0, rejected: 2 },
    totalCount: 6,
  };
  it('move one from a stage to another and keep the total', () => {
    expect(movedCounts(value, 'applied', 'tech')).toEqual({
      counts: { ...value.counts, applied: 2, tech: 1 },
      totalCount: 6,
    });
    expect(movedCounts(value, 'screen', 'screen')).toBe(value);
    expect(movedCounts(value, 'tech', 'offer').counts.tech).toBe(0);
  });
});

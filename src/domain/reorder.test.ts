import { moveItem, reorderView } from './reorder';

const view = (orders: number[]) => orders.map((order, i) => ({ id: i + 1, order }));

describe('moveItem', () => {
  it('moves forward, backward and keeps the input', () => {
    const input = ['a', 'b', 'c', 'd'];
    expect(moveItem(input, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(input, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(input).toEqual(['a', 'b', 'c', 'd']);
  });
  it('ignores out-of-range indexes', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('reorderView', () => {
  it('gives zero-based positions on the first unfiltered page', () => {
    const { items, jobsToUpdate } = reorderView(view([0, 1, 2, 3]), 0, 3);
    expect(items.map((i) => [i.id, i.order])).toEqual([
      [2, 0],
      [3, 1],
      [4, 2],
      [1, 3],
    ]);
    expect(jobsToUpdate).toEqual([
      { id: 2, order: 0 },
      { id: 3, order: 1 },
      { id: 4, order: 2 },
      { id: 1, order: 3 },
    ]);
  });
  it('permutes only the values a filtered view holds', () => {
    const { items, jobsToUpdate } = reorderView(view([3, 7, 12]), 2, 0);
    expect(items.map((i) => [i.id, i.order])).toEqual([
      [3, 3],
      [1, 7],
      [2, 12],
    ]);
    expect(new Set(jobsToUpdate.map((j) => j.order))).toEqual(new Set([3, 7, 12]));
  });
  it('sends nothing when dropped in place', () => {
    expect(reorderView(view([10, 11, 12]), 1, 1).jobsToUpdate).toEqual([]);
  });
  it('sends only the changed pairs for a swap of neighbours', () => {
    expect(reorderView(view([10, 11, 12]), 0, 1).jobsToUpdate).toEqual([
      { id: 2, order: 10 },
      { id: 1, order: 11 },
    ]);
  });
});

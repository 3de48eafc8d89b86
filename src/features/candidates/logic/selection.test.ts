import { bulkDoneMessage, clickedIds, columnSelectState, withSelected } from './selection';

describe('board selection', () => {
  it('adds and removes ids, and keeps the same set when nothing changes', () => {
    const start = new Set([1, 2]);
    expect([...withSelected(start, [3, 4], true)]).toEqual([1, 2, 3, 4]);
    expect([...withSelected(start, [1, 5], false)]).toEqual([2]);
    expect(withSelected(start, [1, 2], true)).toBe(start);
    expect(withSelected(start, [7], false)).toBe(start);
  });

  it('selects the range from the last click with Shift, in either direction', () => {
    const order = [10, 20, 30, 40, 50];
    expect(clickedIds(order, 40, 20, true)).toEqual([20, 30, 40]);
    expect(clickedIds(order, 10, 30, true)).toEqual([10, 20, 30]);
    expect(clickedIds(order, 30, 30, true)).toEqual([30]);
  });

  it('takes one card without Shift, without an earlier click, or when that card has left the column', () => {
    const order = [10, 20, 30];
    expect(clickedIds(order, 30, 10, false)).toEqual([30]);
    expect(clickedIds(order, 30, null, true)).toEqual([30]);
    expect(clickedIds(order, 30, 99, true)).toEqual([30]);
  });

  it('checks a column’s Select all when every loaded card is selected, and marks it mixed for some', () => {
    expect(columnSelectState([1, 2], new Set([1, 2, 9]))).toEqual({ checked: true, mixed: false });
    expect(columnSelectState([1, 2], new Set([2]))).toEqual({ checked: false, mixed: true });
    expect(columnSelectState([1, 2], new Set())).toEqual({ checked: false, mixed: false });
    expect(columnSelectState([], new Set([1]))).toEqual({ checked: false, mixed: false });
  });

  it('says how many moved, were rejected or tagged, and how many were so already', () => {
    expect(bulkDoneMessage({ type: 'move', stage: 'tech' }, 2, 2)).toBe('Moved 2 candidates.');
    expect(bulkDoneMessage({ type: 'move', stage: 'tech' }, 3, 2)).toBe(
      'Moved 2 candidates. 1 was already in Tech.',
    );
    expect(bulkDoneMessage({ type: 'reject' }, 1, 1)).toBe('Rejected 1 candidate.');
    expect(bulkDoneMessage({ type: 'reject' }, 3, 1)).toBe(
      'Rejected 1 candidate. 2 were already rejected.',
    );
    expect(bulkDoneMessage({ type: 'tag', mode: 'add' }, 2, 2)).toBe('Tagged 2 candidates.');
    expect(bulkDoneMessage({ type: 'tag', mode: 'add' }, 3, 2)).toBe(
      'Tagged 2 candidates. 1 already had it.',
    );
    expect(bulkDoneMessage({ type: 'tag', mode: 'remove' }, 3, 1)).toBe(
      'Removed the tag from 1 candidate. 2 did not have it.',
    );
  });
});

import type {
  Active,
  ClientRect,
  DroppableContainer,
  KeyboardCoordinateGetter,
  Over,
} from '@dnd-kit/core';
import type { Candidate } from '@/domain/types';
import { createBoardAnnouncements } from './announcements';
import {
  cardName,
  columnId,
  dropTarget,
  isCandidateDragData,
  isForwardMove,
  sharedNames,
  stageOfColumn,
} from './board';
import { columnKeyboardCoordinates } from './keyboard-coordinates';

const jane: Candidate = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  stage: 'applied',
  jobId: 1,
};
const data = { type: 'candidate', candidate: jane };

describe('drop rules', () => {
  it('recognises candidate drag data and column ids', () => {
    expect(isCandidateDragData(data)).toBe(true);
    expect(isCandidateDragData({ type: 'job', candidate: jane })).toBe(false);
    expect(isCandidateDragData({ type: 'candidate', candidate: { ...jane, stage: 'lost' } })).toBe(
      false,
    );
    expect(isCandidateDragData(null)).toBe(false);
    expect(stageOfColumn(columnId('offer'))).toBe('offer');
    expect(stageOfColumn('column:nowhere')).toBeNull();
    expect(stageOfColumn('candidate:7')).toBeNull();
  });
  it('moves only to another column', () => {
    expect(dropTarget(data, columnId('screen'))).toEqual({ candidate: jane, stage: 'screen' });
    expect(dropTarget(data, columnId('applied'))).toBeNull();
    expect(dropTarget(data, null)).toBeNull();
    expect(dropTarget({ type: 'other' }, columnId('screen'))).toBeNull();
  });
});

describe('screen reader announcements', () => {
  const active = { id: 'candidate:7', data: { current: data } } as unknown as Active;
  const over = (stage: string) => ({ id: `column:${stage}` }) as Over;
  it('says who was picked up, where it is, and where it landed', () => {
    const boardAnnouncements = createBoardAnnouncements();
    expect(boardAnnouncements.onDragStart({ active })).toBe('Picked up Jane Doe in applied.');
    // Being over its own column right after the pick-up is not news.
    expect(boardAnnouncements.onDragOver({ active, over: over('applied') })).toBeUndefined();
    expect(boardAnnouncements.onDragOver({ active, over: over('screen') })).toBe(
      'Jane Doe is over screen.',
    );
    expect(boardAnnouncements.onDragOver({ active, over: over('screen') })).toBeUndefined();
    expect(boardAnnouncements.onDragOver({ active, over: over('applied') })).toBe(
      'Jane Doe is over applied.',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: over('screen') })).toBe(
      'Jane Doe was moved from applied to screen.',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: null })).toBe(
      'Jane Doe was dropped back in applied.',
    );
    expect(boardAnnouncements.onDragCancel({ active, over: null })).toBe(
      'Moving Jane Doe was cancelled. Jane Doe stays in applied.',
    );
  });
});

describe('keyboard moves between columns', () => {
  const rect = (left: number): ClientRect => ({
    left,
    top: 100,
    width: 200,
    height: 600,
    right: left + 200,
    bottom: 700,
  });
  const droppableRects = new Map<string, ClientRect>([
    ['column:screen', rect(220)],
    ['column:applied', rect(0)],
    ['column:tech', rect(440)],
  ]);
  const getter = (code: string, overId: string | null) =>
    (columnKeyboardCoordinates as KeyboardCoordinateGetter)(
      { code, preventDefault: () => {} } as KeyboardEvent,
      {
        active: 'candidate:7',
        currentCoordinates: { x: 10, y: 150 },
        context: {
          collisionRect: { left: 10, top: 150, width: 180, height: 100, right: 190, bottom: 250 },
          droppableRects,
          droppableContainers: new Map() as unknown as DroppableContainer[],
          over: overId ? ({ id: overId } as Over) : null,
        },
      } as unknown as Parameters<KeyboardCoordinateGetter>[1],
    );

  it('jumps to the middle of the next or previous column, in screen order', () => {
    expect(getter('ArrowRight', 'column:applied')).toEqual({ x: 230, y: 150 });
    expect(getter('ArrowLeft', 'column:tech')).toEqual({ x: 230, y: 150 });
    expect(getter('ArrowRight', null)).toEqual({ x: 230, y: 150 });
  });
  it('stays put past the ends and for up and down', () => {
    expect(getter('ArrowLeft', 'column:applied')).toBeUndefined();
    expect(getter('ArrowRight', 'column:tech')).toBeUndefined();
    expect(getter('ArrowDown', 'column:applied')).toBeUndefined();
  });
});

describe('isForwardMove', () => {
  it('is a move to a later stage, never to Rejected', () => {
    expect(isForwardMove('applied', 'offer')).toBe(true);
    expect(isForwardMove('offer', 'hired')).toBe(true);
    expect(isForwardMove('tech', 'screen')).toBe(false);
    expect(isForwardMove('tech', 'tech')).toBe(false);
    expect(isForwardMove('applied', 'rejected')).toBe(false);
    expect(isForwardMove('rejected', 'screen')).toBe(false);
  });
});

describe('card names', () => {
  const aisha1 = { name: 'Aisha Khan', email: 'aisha@one.example' };
  const aisha2 = { name: ' aisha khan ', email: 'aisha@two.example' };
  const ben = { name: 'Ben Ode', email: 'ben@example.com' };

  it('names the email too where two candidates share a name, across columns, as people read names', () => {
    const shared = sharedNames([[aisha1, ben], [aisha2]]);
    expect(cardName(aisha1, shared)).toBe('Aisha Khan (aisha@one.example)');
    expect(cardName(aisha2, shared)).toBe(' aisha khan  (aisha@two.example)');
    expect(cardName(ben, shared)).toBe('Ben Ode');
  });

  it('keeps the name alone when no one else carries it', () => {
    const shared = sharedNames([[aisha1], [ben]]);
    expect(cardName(aisha1, shared)).toBe('Aisha Khan');
  });
});

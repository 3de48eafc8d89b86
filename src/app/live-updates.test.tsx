import {
  partialMatchKey,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
} from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { assessmentKeys } from '@/features/assessments/api/keys';
import { candidateKeys } from '@/features/candidates/api/keys';
import { mentionDirectoryKey } from '@/features/candidates/api/get-mention-directory';
import { jobKeys } from '@/features/jobs/api/keys';
import { reportKeys } from '@/features/reports/api/keys';
import { LiveUpdates, staleQueries } from './live-updates';

/** A change another member made refetches exactly what it made stale, once this page is idle. */

class FakeSource extends EventTarget {
  static last: FakeSource | undefined;
  readyState = 1;
  constructor() {
    super();
    FakeSource.last = this;
  }
  emit(type: string, data: unknown, id: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  close() {}
}

function Live() {
  const [options] = useState(() => ({ open: () => new FakeSource() as unknown as EventSource }));
  return <LiveUpdates options={options} />;
}

describe('staleQueries', () => {
  it('names the queries each kind of change makes stale', () => {
    expect(staleQueries({ entity: 'note', action: 'added', id: 3, candidateId: 8 })).toEqual([
      candidateKeys.notes(8),
    ]);
    // Moves, new candidates and a changed source all count in the reports.
    const moved = { id: 8, jobId: 2, stage: 'tech', stageId: 'tech' } as const;
    expect(staleQueries({ entity: 'candidate', action: 'moved', ...moved })).toEqual([
      reportKeys.all,
      candidateKeys.lists(),
      candidateKeys.detail(8),
    ]);
    expect(staleQueries({ entity: 'candidate', action: 'created', id: 9, jobId: 2 })).toEqual([
      reportKeys.all,
      candidateKeys.lists(),
      candidateKeys.detail(9),
    ]);
    // An edit may rename a card on the board.
    expect(staleQueries({ entity: 'candidate', action: 'edited', id: 8, jobId: 2 })).toEqual([
      reportKeys.all,
      candidateKeys.lists(),
      candidateKeys.detail(8),
    ]);
    for (const action of ['added', 'edited', 'deleted'] as const)
      expect(staleQueries({ entity: 'note', action, id: 3, candidateId: 8 })).toEqual([
        candidateKeys.notes(8),
      ]);
    expect(
      staleQueries({
        entity: 'application',
        action: 'received',
        id: 4,
        candidateId: 8,
        jobId: 2,
        created: true,
      }),
    ).toContainEqual(reportKeys.all);
    expect(staleQueries({ entity: 'candidate', action: 'erased', id: 8, jobId: 2 })).toContainEqual(
      assessmentKeys.jobResponses(2),
    );
    expect(staleQueries({ entity: 'job', action: 'edited', id: 2 })).toEqual([jobKeys.all]);
    expect(staleQueries({ entity: 'data', action: 'restored' })).toBe('all');
    // Who may open a candidate, and so be mentioned on them, follows their interviews.
    expect(
      staleQueries({ entity: 'interview', action: 'scheduled', id: 4, candidateId: 8 }),
    ).toContainEqual(mentionDirectoryKey(8));
  });

  it('makes every open profile’s other applications stale when any candidate or application changes', () => {
    // The profile on screen is another candidate of the person: the event does not name it.
    const open = candidateKeys.applications(99);
    const reaches = (keys: ReturnType<typeof staleQueries>) =>
      keys === 'all' || keys.some((key) => partialMatchKey(open, key));
    for (const action of ['created', 'edited', 'erased'] as const)
      expect(reaches(staleQueries({ entity: 'candidate', action, id: 8, jobId: 2 }))).toBe(true);
    expect(
      reaches(
        staleQueries({
          entity: 'candidate',
          action: 'moved',
          id: 8,
          jobId: 2,
          stage: 'tech',
          stageId: 'tech',
        }),
      ),
    ).toBe(true);
    const application = { id: 4, candidateId: 8, jobId: 2, created: true };
    expect(
      reaches(staleQueries({ entity: 'application', action: 'received', ...application })),
    ).toBe(true);
  });
});

describe('LiveUpdates', () => {
  it('refetches what a change made stale, waiting while a write of this page is under way', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    const source = FakeSource.last!;
    source.emit('ready', {}, 'x-0');
    source.emit('change', { entity: 'note', action: 'added', id: 3, candidateId: 8 }, 'x-1');
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: candidateKeys.notes(8) }),
    );

    invalidate.mockClear();
    let finish!: () => void;
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) });
    const done = mutation.execute(undefined);
    source.emit('change', { entity: 'candidate', action: 'moved', id: 5, jobId: 1 }, 'x-2');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(invalidate).not.toHaveBeenCalled();
    finish();
    await done;
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: candidateKeys.detail(5) }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: candidateKeys.lists() });
  });

  it('reads afresh a query whose first load began before the change, not what that load read', async () => {
    const client = new QueryClient();
    // The notes as the server has them: the first read begins before the note is written.
    let notes = ['old'];
    const reads: Array<() => void> = [];
    // A screen showing them: its first read starts at once.
    const observer = new QueryObserver(client, {
      queryKey: candidateKeys.notes(8),
      queryFn: () =>
        new Promise<string[]>((resolve) => {
          const answer = notes;
          reads.push(() => resolve(answer));
        }),
    });
    const stop = observer.subscribe(() => {});
    render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    expect(reads).toHaveLength(1);
    const source = FakeSource.last!;
    source.emit('ready', {}, 'x-0');
    notes = ['old', 'new'];
    source.emit('change', { entity: 'note', action: 'added', id: 3, candidateId: 8 }, 'x-1');
    // The change starts a second read; the first one's answer is not kept.
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    for (const read of reads) read();
    await vi.waitFor(() =>
      expect(client.getQueryData(candidateKeys.notes(8))).toEqual(['old', 'new']),
    );
    stop();
  });
});

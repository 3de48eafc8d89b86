import type { LiveMessage, LiveOptions } from './live-events';

/**
 * The live stream as a browser runs it: one EventSource per browser (the tab holding the lock),
 * passed on to the other tabs, reopened from the last id when it goes quiet or changes hands.
 * EventSource and the lock manager are fakes here; Chromium runs the real ones in e2e/live.
 */

class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  emit(type: string, data = '', lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
  refuse() {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** A lock manager shared by the "tabs" of one test, granting each lock to one holder at a time. */
function fakeLocks() {
  const queue: Array<{ run: () => Promise<unknown>; signal?: AbortSignal }> = [];
  let held = false;
  const next = () => {
    if (held) return;
    const waiting = queue.shift();
    if (!waiting) return;
    if (waiting.signal?.aborted) return next();
    held = true;
    void waiting.run().finally(() => {
      held = false;
      next();
    });
  };
  return {
    request(
      _name: string,
      options: { signal?: AbortSignal },
      callback: () => Promise<unknown> | undefined,
    ) {
      return new Promise((resolve) => {
        queue.push({ run: async () => resolve(await callback()), signal: options.signal });
        next();
      });
    },
  };
}

/** A fresh copy of the module: one browser tab. */
async function openTab(options: LiveOptions = {}) {
  vi.resetModules();
  const { subscribeLive } = await import('./live-events');
  const heard: LiveMessage[] = [];
  const stop = subscribeLive((message) => heard.push(message), {
    open: (url) => new FakeSource(url) as unknown as EventSource,
    ...options,
  });
  return { heard, stop };
}

const change = (id: number) =>
  JSON.stringify({ entity: 'note', action: 'added', id, candidateId: 1 });

beforeEach(() => {
  FakeSource.opened = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscribeLive', () => {
  it('passes on changes and refreshes, and reopens a silent stream from the last id it saw', async () => {
    const tab = await openTab({ silenceMs: 60 });
    const [source] = FakeSource.opened;
    expect(source!.url).toBe('/api/events');
    source!.emit('ready', '{}', 'a-0');
    source!.emit('change', change(7), 'a-1');
    source!.emit('change', 'not json', 'a-2');
    source!.emit('refresh');
    expect(tab.heard).toEqual([
      { type: 'change', event: { entity: 'note', action: 'added', id: 7, candidateId: 1 } },
      { type: 'refresh' },
    ]);

    // No ping and no change for too long: the stream is dead even if the socket is not closed.
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2));
    expect(source!.closed).toBe(true);
    expect(FakeSource.opened[1]!.url).toBe('/api/events?lastEventId=a-2');
    tab.stop();
    expect(FakeSource.opened[1]!.closed).toBe(true);
  });

  it('keeps a stream that pings alive', async () => {
    const tab = await openTab({ silenceMs: 80 });
    const [source] = FakeSource.opened;
    source!.emit('ready', '{}', 'a-0');
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      source!.emit('ping');
    }
    expect(FakeSource.opened).toHaveLength(1);
    tab.stop();
  });

  it('tells the app when the server refuses the stream, and tries again from the last id', async () => {
    const refused = vi.fn();
    const tab = await openTab({ onRefused: refused });
    const [source] = FakeSource.opened;
    source!.emit('ready', '{}', 'b-4');
    source!.refuse();
    expect(refused).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2), { timeout: 2_000 });
    expect(FakeSource.opened[1]!.url).toBe('/api/events?lastEventId=b-4');
    tab.stop();
  });

  it('opens one stream per browser: other tabs hear it, and one takes over when its tab closes', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const first = await openTab();
    const second = await openTab();
    expect(FakeSource.opened).toHaveLength(1);
    const [source] = FakeSource.opened;
    source!.emit('ready', '{}', 'c-0');
    source!.emit('change', change(1), 'c-1');
    await vi.waitFor(() => expect(second.heard).toHaveLength(1));
    expect(first.heard).toEqual(second.heard);

    first.stop();
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2));
    expect(source!.closed).toBe(true);
    // The new stream starts where the old one stopped, so nothing in between is missed.
    expect(FakeSource.opened[1]!.url).toBe('/api/events?lastEventId=c-1');
    FakeSource.opened[1]!.emit('change', change(2), 'c-2');
    expect(second.heard).toHaveLength(2);
    second.stop();
  });
});

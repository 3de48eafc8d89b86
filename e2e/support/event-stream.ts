/**
 * The live event stream (`GET /api/events`) read as a script would: fetch in Node, the body parsed
 * as Server-Sent Events. Every message is kept in `messages`, in order, for the test to inspect.
 */

export interface StreamMessage {
  event: string;
  data: string;
  id?: string;
}

export interface EventStream {
  status: number;
  /** Every message so far, in the order the server sent them. */
  messages: StreamMessage[];
  /** The `change` messages so far, their data parsed. */
  changes: () => Array<{ id?: string; change: Record<string, unknown> }>;
  /** Settles when the body ends: `done` when the server ended it, `error` when it broke. */
  ended: Promise<{ done: true } | { error: unknown }>;
  /** Resolves with the first message (already received or still to come) that matches. */
  next: (match: (message: StreamMessage) => boolean, timeoutMs?: number) => Promise<StreamMessage>;
  /** Stops reading (the connection is dropped, as a closed tab drops it). */
  close: () => void;
}

/** Parses one SSE block (the lines between two blank lines); comments and `retry` are skipped. */
function parseBlock(block: string): StreamMessage | undefined {
  let event = 'message';
  const data: string[] = [];
  let id: string | undefined;
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0 && event === 'message') return undefined;
  return { event, data: data.join('\n'), ...(id === undefined ? {} : { id }) };
}

/**
 * Opens the stream at `server` with the session `cookie` (none: anonymous). An answer other than
 * 200 is returned with its status and no messages.
 */
export async function openEventStream(
  server: { url: string },
  cookie?: string,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/events`, {
    headers: { Accept: 'text/event-stream', ...(cookie ? { Cookie: cookie } : {}) },
    signal: abort.signal,
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  const heard = () => {
    for (const waiter of [...waiters]) waiter();
  };

  let ended: EventStream['ended'];
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    ended = Promise.resolve({ done: true });
  } else {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return { done: true as const };
          buffer += decoder.decode(value, { stream: true });
          let end: RegExpExecArray | null;
          while ((end = /\r?\n\r?\n/.exec(buffer))) {
            const message = parseBlock(buffer.slice(0, end.index));
            buffer = buffer.slice(end.index + end[0].length);
            if (message) messages.push(message);
          }
          heard();
        }
      } catch (error) {
        return { error };
      } finally {
        heard();
      }
    })();
  }

  return {
    status: response.status,
    messages,
    changes: () =>
      messages
        .filter((message) => message.event === 'change')
        .map((message) => ({
          id: message.id,
          change: JSON.parse(message.data) as Record<string, unknown>,
        })),
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `No such message on the stream within ${timeoutMs} ms; it had:\n${messages
                .map((m) => `${m.event} ${m.id ?? ''} ${m.data}`)
                .join('\n')}`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

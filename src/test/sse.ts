/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a text/event-stream response message by message, as EventSource would (without its
 * reconnecting): `next` waits for the next message, failing after `timeoutMs`.
 */
export function readSse(response: Response) {
  if (!response.body) throw new Error('The response has no body to stream.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ready: SseMessage[] = [];
  // A read that lost its race against a timeout is kept for the next call, so nothing is dropped.
  let pending: Promise<ReadableStreamReadResult<string>> | undefined;

  function take(): void {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: SseMessage = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') message.event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') message.id = value;
      }
      message.data = data.join('\n');
      ready.push(message);
    }
  }

  return {
    async next(timeoutMs = 5_000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      while (ready.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('No event arrived in time.');
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([
          (pending ??= reader.read()),
          new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
        ]);
        clearTimeout(timer);
        if (chunk === 'timeout') throw new Error('No event arrived in time.');
        pending = undefined;
        if (chunk.done) throw new Error('The stream ended.');
        buffer += chunk.value.replace(/\r\n?/g, '\n');
        take();
      }
      return ready.shift()!;
    },
    /** The next message that is not a heartbeat. */
    async nextNotPing(timeoutMs = 5_000): Promise<SseMessage> {
      for (;;) {
        const message = await this.next(timeoutMs);
        if (message.event !== 'ping') return message;
      }
    },
    /** Whether the server ended the stream (within `timeoutMs`). */
    async ended(timeoutMs = 5_000): Promise<boolean> {
      try {
        for (;;) await this.next(timeoutMs);
      } catch (error) {
        return (error as Error).message === 'The stream ended.';
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

import type { DomainEvent } from '@/domain/events';
import type { EventHandler, Tx } from './types';

/**
 * The one recorder of a write's events, the same in every store: a service records what it
 * changed (`tx.record`), and before the commit the store calls `flush`, which hands the events to
 * each handler in turn, in the order they were recorded. A handler may record events itself (a
 * notification it adds): those go to every handler again, until none is left. A handler that
 * throws fails the write, so nothing of it is kept.
 */
export function eventRecorder<X extends Tx>(handlers: () => ReadonlyArray<EventHandler<X>>) {
  let pending: DomainEvent[] = [];
  return {
    record(event: DomainEvent): void {
      pending.push(event);
    },
    async flush(tx: X): Promise<void> {
      while (pending.length > 0) {
        const events = pending;
        pending = [];
        for (const handler of handlers()) await handler.handle(tx, events);
      }
    },
  };
}

/** The handlers a store runs, by name: one added under a name already taken replaces the first. */
export function handlerList<X extends Tx>(first: ReadonlyArray<EventHandler<X>>) {
  const byName = new Map<string, EventHandler<X>>();
  let list: ReadonlyArray<EventHandler<X>> = [];
  const add = (handlers: ReadonlyArray<EventHandler<X>>) => {
    for (const handler of handlers) byName.set(handler.name, handler);
    list = [...byName.values()];
  };
  add(first);
  return { add, all: () => list };
}

import type { ChangeEvent } from '@/domain/changes';
import type { ChangeSubscriber } from './types';

/** A store's subscribers to its committed changes; one subscriber's failure never reaches another. */
export function subscriberSet() {
  const subscribers = new Set<ChangeSubscriber>();
  const each = (call: (subscriber: ChangeSubscriber) => void) => {
    for (const subscriber of subscribers) {
      try {
        call(subscriber);
      } catch (error) {
        console.error('A change subscriber failed', error);
      }
    }
  };
  return {
    add(subscriber: ChangeSubscriber): () => void {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    change: (event: ChangeEvent) => each((subscriber) => subscriber.change(event)),
    resync: () => each((subscriber) => subscriber.resync?.()),
  };
}

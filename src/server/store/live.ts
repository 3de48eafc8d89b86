import { changeEventsOf } from '@/domain/changes';
import type { EventHandler } from './types';

/**
 * The live events' handler: what each recorded event announces on the live streams (`GET
 * /api/events`, browser mode's change feed), small and without contents (domain/changes.ts).
 * `tx.notify` sends it once the write commits: PostgreSQL's NOTIFY, or the store's subscribers.
 */
export const liveEvents: EventHandler = {
  name: 'live',
  handle(tx, events) {
    for (const event of events) for (const change of changeEventsOf(event)) tx.notify(change);
  },
};

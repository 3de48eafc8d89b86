import type { BusyCalendarStatus } from '@/domain/schemas';
import { notFound } from '../../errors';
import { availabilityOf } from '../../services/availability';
import type { TeamStore } from '../../store/types';
import { busyBlocks } from '../calendar-feeds/busy-blocks';
import {
  CALENDAR_PURPOSE,
  feedAddress,
  fetchFeed,
  type FeedFetchOptions,
} from '../calendar-feeds/fetch-feed';
import { checkDestination } from '../webhooks/destination';

const DAY = 86_400_000;
/** The blocks kept: from yesterday to 90 days ahead (slots look at most 31 days at once). */
const KEPT = { before: DAY, after: 90 * DAY };

export interface BusyCalendarOptions extends FeedFetchOptions {
  /** Reads a calendar's text (the network by default). */
  read?: (url: string) => Promise<string>;
  now?: () => number;
}

const NONE: BusyCalendarStatus = {
  connected: false,
  host: null,
  createdAt: null,
  syncedAt: null,
  error: null,
  errorAt: null,
};

/**
 * Each member's own calendar, read for busy times: the private iCalendar address they give (a
 * secret: kept, used, never answered back), read now and every 15 minutes after (the
 * `busy-calendars` job). Only busy blocks are kept; a reading that fails keeps the blocks it had
 * and its error, shown to the member, and scheduling goes on without what it could not read.
 */
export function busyCalendarsService(store: TeamStore, options: BusyCalendarOptions) {
  const now = options.now ?? Date.now;
  const read = options.read ?? ((url: string) => fetchFeed(url, options));

  async function status(userId: number): Promise<BusyCalendarStatus> {
    const kept = await store.transaction('read', (tx) => tx.accounts.getBusyCalendar(userId));
    if (!kept) return NONE;
    const { url, ...rest } = kept;
    return { connected: true, host: new URL(url).hostname, ...rest };
  }

  /** Reads one member's calendar and keeps its blocks, or why it could not. */
  async function sync(userId: number, url: string): Promise<void> {
    const at = now();
    try {
      const zone = await store.transaction(
        'read',
        async (tx) => (await availabilityOf(tx, userId)).timeZone,
      );
      const text = await read(url);
      const blocks = busyBlocks(text, at - KEPT.before, at + KEPT.after, { allDayZone: zone });
      await store.transaction('write', (tx) =>
        tx.accounts.saveBusyBlocks(userId, blocks, new Date(at).toISOString()),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The calendar could not be read.';
      await store.transaction('write', (tx) =>
        tx.accounts.busyCalendarFailed(userId, message.slice(0, 300), new Date(at).toISOString()),
      );
    }
  }

  return {
    status,
    /** Gives the member this calendar (a 400 for an address that may not be read), read at once. */
    async connect(userId: number, text: string): Promise<BusyCalendarStatus> {
      const url = feedAddress(text);
      await checkDestination(url, { ...options, purpose: CALENDAR_PURPOSE });
      await store.transaction('write', (tx) =>
        tx.accounts.putBusyCalendar(userId, url, new Date(now()).toISOString()),
      );
      await sync(userId, url);
      return status(userId);
    },
    async disconnect(userId: number): Promise<void> {
      const kept = await store.transaction('read', (tx) => tx.accounts.getBusyCalendar(userId));
      if (!kept) throw notFound('You have no calendar connected.');
      await store.transaction('write', (tx) => tx.accounts.deleteBusyCalendar(userId));
    },
    /** Every active member's calendar, one after another (the job every 15 minutes). */
    async syncAll(): Promise<number> {
      const calendars = await store.transaction('read', (tx) => tx.accounts.listBusyCalendars());
      for (const { userId, url } of calendars) await sync(userId, url);
      return calendars.length;
    },
  };
}

export type BusyCalendarsService = ReturnType<typeof busyCalendarsService>;

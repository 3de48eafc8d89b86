import type { Availability } from '@/domain/scheduling';
import { DEFAULT_TIME_ZONE } from '@/domain/time-zones';
import type { Store, Tx } from '../store/types';
import { organizationOf } from './settings';

/**
 * Each member's working hours (browser mode's one recruiter's: `null`), kept as a setting of
 * theirs: not hiring data, so never in a backup. Until saved: Monday to Friday, 09:00 to 17:00, in
 * the organization's zone.
 */

const keyOf = (memberId: number | null) => `availability:${memberId ?? 'local'}`;
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];

export async function availabilityOf(tx: Tx, memberId: number | null): Promise<Availability> {
  return (await availabilitiesOf(tx, [memberId]))[0]!;
}

/**
 * Several people's hours in one go (a panel's): each setting read once, and the organization's
 * zone only if someone has not saved theirs.
 */
export async function availabilitiesOf(
  tx: Tx,
  memberIds: ReadonlyArray<number | null>,
): Promise<Availability[]> {
  const byKey = new Map<string, Availability>();
  let zone: string | undefined;
  for (const key of new Set(memberIds.map(keyOf))) {
    const kept = (await tx.settings.get(key)) as Availability | undefined;
    if (kept) {
      byKey.set(key, kept);
      continue;
    }
    zone ??= (await organizationOf(tx)).timeZone || DEFAULT_TIME_ZONE;
    byKey.set(key, weekdaysIn(zone));
  }
  return memberIds.map((id) => byKey.get(keyOf(id))!);
}

function weekdaysIn(zone: string): Availability {
  return {
    timeZone: zone,
    weekly: {
      mon: NINE_TO_FIVE,
      tue: NINE_TO_FIVE,
      wed: NINE_TO_FIVE,
      thu: NINE_TO_FIVE,
      fri: NINE_TO_FIVE,
    },
    overrides: [],
  };
}

export const getAvailability = (store: Store, memberId: number | null): Promise<Availability> =>
  store.query((tx) => availabilityOf(tx, memberId));

/** Saves a member's hours whole; overrides kept in date order. */
export const saveAvailability = (
  store: Store,
  memberId: number | null,
  input: Availability,
): Promise<Availability> =>
  store.transaction('write', async (tx) => {
    const next: Availability = {
      ...input,
      overrides: [...input.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    };
    await tx.settings.set(keyOf(memberId), next);
    return next;
  });

import { endsAt, PLAN_LIMITS, type Interview } from '@/domain/interviews';
import { freeSlots, type Person, type Range } from '@/domain/scheduling';
import { SLOT_LIMITS, type SlotsAnswer, type SlotsQuery } from '@/domain/schemas';
import { teamOf, type Store, type Tx } from '../store/types';
import { availabilitiesOf } from './availability';
import { requireInterviewers } from './interviews';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** 1970-01-01 was a Thursday: weeks counted from a Monday start there. */
const MONDAY = 4 * 24 * HOUR;

/** The Monday 00:00 UTC that starts an instant's week. */
const weekOf = (instant: number) => Math.floor((instant - MONDAY) / WEEK) * WEEK + MONDAY;

/** The step between slots' starts: their length, but on the half hour for longer ones. */
export const slotStep = (durationMinutes: number) => Math.min(durationMinutes, 30);

/** Each interviewer's scheduled interviews as busy blocks. */
function busyOf(interviews: readonly Interview[], id: number): Range[] {
  return interviews
    .filter((i) => i.status === 'scheduled' && i.interviewerIds.includes(id))
    .map((i) => ({ start: Date.parse(i.startsAt), end: endsAt(i) }));
}

/** What slots are looked for: a panel or a pool, a window (ms), a length and a notice. */
export interface SlotSearch {
  ids: readonly number[];
  pool: boolean;
  from: number;
  to: number;
  duration: number;
  minNoticeHours: number;
  /** An interview whose own time is not busy (the one being moved). */
  except?: number;
}

/**
 * GET /scheduling/slots: the slots of a window when the whole panel is free, or one of a pool (the
 * one with the fewest interviews that week, Monday to Sunday in UTC; the first named on a tie).
 */
export function slotsFor(
  store: Store,
  query: SlotsQuery,
  team: boolean,
  now = Date.now(),
): Promise<SlotsAnswer> {
  const pool = query.anyOf !== undefined;
  const search: SlotSearch = {
    ids: (query.anyOf ?? query.interviewerIds)!,
    pool,
    from: Date.parse(query.from),
    to: Date.parse(query.to),
    duration: query.duration,
    minNoticeHours: query.minNoticeHours ?? 0,
    ...(query.exceptInterviewId && { except: query.exceptInterviewId }),
  };
  return store.query(async (tx) => {
    await requireInterviewers(tx, search.ids, team);
    return slotsIn(tx, search, team, now);
  });
}

/**
 * The free slots of a search, in the caller's transaction. A member's hours are theirs; browser
 * mode's interviewers share its one recruiter's. Interviews already scheduled are busy; so are
 * the blocks of a member's own calendar on a team server.
 */
export async function slotsIn(
  tx: Tx,
  { ids, pool, from, to, duration, minNoticeHours, except }: SlotSearch,
  team: boolean,
  now = Date.now(),
): Promise<SlotsAnswer> {
  // A team server's members (`team`, and its ports); browser mode's directory shares one week.
  const ports = team ? teamOf(tx) : undefined;
  // One read covers the busy blocks (an interview starts at most 8 hours before it touches the
  // window) and, for a pool, the whole weeks its counts are taken over.
  const readFrom = Math.min(from - PLAN_LIMITS.maxMinutes * 60_000, weekOf(from));
  const readTo = pool ? weekOf(to) + WEEK : to;
  const interviews = (
    await tx.interviews.listStarting(
      new Date(readFrom).toISOString(),
      new Date(readTo).toISOString(),
    )
  ).filter((i) => i.id !== except);
  const calendars = ports ? await ports.accounts.busyBlocks(ids, from, to) : new Map();
  // Browser mode's interviewers share its one recruiter's hours.
  const hours = await availabilitiesOf(
    tx,
    ids.map((id) => (team ? id : null)),
  );
  const people: Person[] = ids.map((id, i) => ({
    id,
    availability: hours[i]!,
    busy: [...busyOf(interviews, id), ...(calendars.get(id) ?? [])],
  }));
  const found = freeSlots(
    people,
    { from, to, durationMinutes: duration, stepMinutes: slotStep(duration), minNoticeHours, now },
    pool ? 'any' : 'all',
  );
  const weekly = pool ? weeklyCounts(interviews) : undefined;
  const slots = found.slice(0, SLOT_LIMITS.maxSlots).map((slot) => ({
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    interviewerIds: weekly ? [fewest(slot.free, weekOf(slot.start), weekly)] : slot.free,
  }));
  return { slots, more: found.length > SLOT_LIMITS.maxSlots };
}

/** How many scheduled interviews each interviewer has each week ("id:weekStart"). */
function weeklyCounts(interviews: readonly Interview[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const interview of interviews) {
    if (interview.status !== 'scheduled') continue;
    const week = weekOf(Date.parse(interview.startsAt));
    for (const id of interview.interviewerIds)
      counts.set(`${id}:${week}`, (counts.get(`${id}:${week}`) ?? 0) + 1);
  }
  return counts;
}

/** Of those free, the one with the fewest interviews that week; the first named on a tie. */
function fewest(free: readonly number[], week: number, counts: Map<string, number>): number {
  let best = free[0]!;
  for (const id of free)
    if ((counts.get(`${id}:${week}`) ?? 0) < (counts.get(`${best}:${week}`) ?? 0)) best = id;
  return best;
}

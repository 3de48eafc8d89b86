import { z } from 'zod';
import { clockMinutes, WEEKDAYS } from '../scheduling';
import { timeZoneSchema } from '../time-zones';
import { PLAN_LIMITS } from '../interviews';
import { MAX_ID } from '../ids';
import { daySchema, optionalId } from './common';
import { INTERVIEWERS_MAX, utcTime } from './interviews';

/** A member's working hours: the week and its exceptions, on their own zone's clock. */

export const AVAILABILITY_LIMITS = { perDay: 6, overrides: 366 } as const;

/** Minutes since midnight, or NaN for what is not a clock time (checked apart, never thrown). */
const minutesOf = (clock: string): number => {
  try {
    return clockMinutes(clock);
  } catch {
    return Number.NaN;
  }
};

const clockSchema = z
  .string({ message: 'must be a clock time like 09:00.' })
  .refine(
    (clock) => !Number.isNaN(minutesOf(clock)),
    'must be a clock time like 09:00, up to 24:00.',
  );

/** A day's stretches: each starting before it ends, none overlapping another. */
const dayHoursSchema = z
  .array(z.strictObject({ start: clockSchema, end: clockSchema }), {
    message: 'must be a list of { start, end }.',
  })
  .max(AVAILABILITY_LIMITS.perDay, `must have at most ${AVAILABILITY_LIMITS.perDay} stretches.`)
  .superRefine((hours, ctx) => {
    // Each clock is checked on its own: a day with one that is not is refused for that.
    if (hours.some((h) => Number.isNaN(minutesOf(h.start)) || Number.isNaN(minutesOf(h.end))))
      return;
    const sorted = [...hours].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (const [i, { start, end }] of sorted.entries()) {
      if (minutesOf(end) <= minutesOf(start))
        ctx.addIssue({ code: 'custom', message: `${start}–${end} ends before it starts.` });
      const next = sorted[i + 1];
      if (next && minutesOf(next.start) < minutesOf(end))
        ctx.addIssue({
          code: 'custom',
          message: `${start}–${end} overlaps ${next.start}–${next.end}.`,
        });
    }
  });

/** GET and PUT /availability/mine. */
export const availabilitySchema = z.strictObject({
  timeZone: timeZoneSchema,
  weekly: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema.optional()])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodOptional<typeof dayHoursSchema>
    >,
  ),
  overrides: z
    .array(z.strictObject({ date: daySchema, hours: dayHoursSchema }))
    .max(AVAILABILITY_LIMITS.overrides, `must have at most ${AVAILABILITY_LIMITS.overrides} days.`)
    .superRefine((overrides, ctx) => {
      const seen = new Set<string>();
      for (const { date } of overrides) {
        if (seen.has(date)) ctx.addIssue({ code: 'custom', message: `${date} is given twice.` });
        seen.add(date);
      }
    }),
});
export type AvailabilityInput = z.output<typeof availabilitySchema>;

export const SLOT_LIMITS = { windowDays: 31, maxNoticeHours: 720, maxSlots: 1000 } as const;

/** A query's list of member ids ("3,7,12"), or absent. */
const idListQuery = (name: string) =>
  z
    .string({ message: `${name} must be member ids separated by commas.` })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const ids = raw.split(',').map((part) => Number(part.trim()));
      if (
        ids.length > INTERVIEWERS_MAX ||
        !ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be up to ${INTERVIEWERS_MAX} member ids separated by commas.`,
        });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/** A whole number in a query, within bounds. */
const wholeQuery = (name: string, min: number, max: number) =>
  z
    .string({ message: `${name} is required.` })
    .refine(
      (raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max,
      `${name} must be a whole number from ${min} to ${max}.`,
    )
    .transform(Number);

/**
 * GET /scheduling/slots: a panel (`interviewerIds`, all free) or a pool (`anyOf`, one free), an
 * interview's length in minutes, a window of at most 31 days, and the notice a slot needs.
 */
export const slotsQuerySchema = z
  .object({
    interviewerIds: idListQuery('interviewerIds'),
    anyOf: idListQuery('anyOf'),
    duration: wholeQuery('duration', PLAN_LIMITS.minMinutes, PLAN_LIMITS.maxMinutes),
    from: utcTime,
    to: utcTime,
    minNoticeHours: wholeQuery('minNoticeHours', 0, SLOT_LIMITS.maxNoticeHours).optional(),
    /** An interview being moved: its own time is not busy. */
    exceptInterviewId: optionalId('exceptInterviewId'),
  })
  .refine((q) => (q.interviewerIds === undefined) !== (q.anyOf === undefined), {
    message: 'Name the panel (interviewerIds) or the pool (anyOf), not both.',
    path: ['interviewerIds'],
  })
  .refine((q) => q.from < q.to, { message: 'from must be before to.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= SLOT_LIMITS.windowDays * 86_400_000, {
    message: `A window of slots spans at most ${SLOT_LIMITS.windowDays} days.`,
    path: ['to'],
  });
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export const slotSchema = z.strictObject({
  start: z.string(),
  end: z.string(),
  interviewerIds: z.array(z.number().int()).meta({
    description:
      'Who the slot is with: the whole panel, or the one of a pool it would be booked with.',
  }),
});

/** The free slots, by start; `more` when the window held more than the answer's limit. */
export const slotsSchema = z.strictObject({
  slots: z.array(slotSchema),
  more: z.boolean(),
});
export type SlotsAnswer = z.output<typeof slotsSchema>;

/** PUT /calendar/busy: the private iCalendar address of one's own calendar. */
export const busyCalendarInputSchema = z.strictObject({
  url: z
    .string({ message: 'must be the calendar’s private iCalendar address.' })
    .trim()
    .min(1, 'must be the calendar’s private iCalendar address.')
    .max(2000, 'must be at most 2000 characters.'),
});

/** GET /calendar/busy: whether one's calendar is read, its host (never its address), its last reading. */
export const busyCalendarSchema = z.strictObject({
  connected: z.boolean(),
  host: z.string().nullable(),
  createdAt: z.string().nullable(),
  syncedAt: z.string().nullable(),
  error: z.string().nullable(),
  errorAt: z.string().nullable(),
});
export type BusyCalendarStatus = z.output<typeof busyCalendarSchema>;

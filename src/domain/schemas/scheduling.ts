import { z } from 'zod';
import { clockMinutes, WEEKDAYS } from '../scheduling';
import { timeZoneSchema } from '../time-zones';
import { daySchema } from './common';

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

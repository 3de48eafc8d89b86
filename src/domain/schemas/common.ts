import { z } from 'zod';
import { isDay } from '../days';
import { MAX_ID, parsePositiveId } from '../ids';

/** Fields shared by the request, response and backup schemas. */

export const text = (max: number) =>
  z.string({ message: 'must be a string.' }).max(max, `must be at most ${max} characters.`);

/** A stored row's id in a body: a positive whole number up to MAX_ID. */
export const idSchema = z
  .number({ message: 'must be a number.' })
  .int('must be a whole number.')
  .positive('must be positive.')
  .max(MAX_ID, `must be at most ${MAX_ID}.`);

/**
 * A timestamp exactly as the API writes it: ISO 8601 in UTC with milliseconds
 * (2026-11-22T10:00:00.000Z), so stored dates sort by their text in every store.
 */
export const isoDateSchema = z.string({ message: 'must be a string.' }).refine((s) => {
  const time = Date.parse(s);
  return !Number.isNaN(time) && new Date(time).toISOString() === s;
}, 'must be a date and time like 2026-11-22T10:00:00.000Z.');

/** A whole number query parameter within bounds, with a default when absent. */
export const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max}.`,
        });
        return z.NEVER;
      }
      return value;
    });

/** Optional trimmed text in a query; blank means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters.`)
    .optional()
    .transform((value) => value?.trim() || undefined);

/** An optional id in a query: a positive whole number, or absent when empty. */
export const optionalId = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const id = parsePositiveId(raw);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a positive whole number.` });
        return z.NEVER;
      }
      return id;
    });

/** A calendar day in a body (YYYY-MM-DD, a real date). */
export const daySchema = z
  .string({ message: 'must be a string.' })
  .refine(isDay, 'must be a day like 2026-11-26.');

/** An optional calendar day in a query (YYYY-MM-DD, a real date), or absent when empty. */
export const optionalDay = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      if (!isDay(raw)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a day like 2026-11-26.` });
        return z.NEVER;
      }
      return raw;
    });

/** Who wrote a note or moved a candidate: team mode records the member; browser mode has none. */
export const authorSchema = z.strictObject({
  id: idSchema,
  name: z.string().max(100, 'must be at most 100 characters.'),
});

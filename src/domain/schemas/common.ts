import { z } from 'zod';
import { parsePositiveId } from '../ids';

/** Fields shared by the request, response and backup schemas. */

export const text = (max: number) => z.string({ message: 'must be a string.' }).max(max, `must be at most ${max} characters.`);

/** A stored row's id in a body: a positive whole number. */
export const idSchema = z.number({ message: 'must be a number.' }).int('must be a whole number.').positive('must be positive.');

/** An ISO 8601 timestamp as the API writes it. */
export const isoDateSchema = z.string({ message: 'must be a string.' }).refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date.');

/** A whole number query parameter within bounds, with a default when absent. */
export const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}.` });
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

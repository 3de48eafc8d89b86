import { z } from 'zod';

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

/** Optional trimmed text; blank means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters.`)
    .optional()
    .transform((value) => value?.trim() || undefined);


import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { idSchema, isoDateSchema, optionalId, wholeNumber } from './common';
import { reportDay } from './reports';

/** GET /audit: filters (an action, a member, UTC days `from` to `to` inclusive) and a page. */
export const auditQuerySchema = z
  .object({
    action: z
      .enum(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    actorId: optionalId('actorId'),
    from: reportDay('from'),
    to: reportDay('to'),
    page: wholeNumber('page', 1, 1_000_000, 1),
    pageSize: wholeNumber('pageSize', 1, 200, 50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['from'],
  });

export const auditEventSchema = z.strictObject({
  id: idSchema,
  at: isoDateSchema,
  actor: z.strictObject({ id: idSchema, name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export const auditPageSchema = z.strictObject({
  events: z.array(auditEventSchema),
  totalCount: z.number().int(),
});
export const auditVerifySchema = z.strictObject({
  ok: z.boolean(),
  count: z.number().int(),
  firstBadId: idSchema.optional(),
});

export type AuditQueryInput = z.output<typeof auditQuerySchema>;
export type AuditEventView = z.output<typeof auditEventSchema>;

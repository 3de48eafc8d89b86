import { z } from 'zod';
import { PLAN_LIMITS } from '../interviews';
import { authorSchema, idSchema, isoDateSchema } from './common';
import { interviewerIdsSchema, interviewShape, planId, utcTime } from './interviews';
import { SLOT_LIMITS, slotSchema } from './scheduling';

/**
 * Self-scheduling links: a candidate picks one of the panel's free slots from a private page. The
 * recruiter's request, the stored row, the recruiter's view and the candidate's page.
 */

export const SCHEDULING_LINK_STATUSES = ['open', 'booked', 'cancelled', 'ended'] as const;
export type SchedulingLinkStatus = (typeof SCHEDULING_LINK_STATUSES)[number];

/** The most days ahead a link's window may reach. */
export const SCHEDULING_LINK_LIMITS = { aheadDays: 90 } as const;

const noticeSchema = z
  .number({ message: 'must be a number of hours.' })
  .int('must be whole hours.')
  .min(0, 'must be 0 or more.')
  .max(SLOT_LIMITS.maxNoticeHours, `must be at most ${SLOT_LIMITS.maxNoticeHours} hours.`);

/**
 * POST /candidates/:id/scheduling-links: one of the job's planned interviews, its length, a panel
 * (`interviewerIds`, all free) or a pool (`anyOf`, one free), the window the candidate picks in
 * (at most 31 days) and the notice a slot needs.
 */
export const createSchedulingLinkSchema = z
  .strictObject({
    planInterviewId: planId,
    duration: interviewShape.durationMinutes,
    interviewerIds: interviewerIdsSchema.optional(),
    anyOf: interviewerIdsSchema.optional(),
    window: z.strictObject({ from: utcTime, to: utcTime }),
    minNoticeHours: noticeSchema.optional(),
    moveCandidate: z.boolean({ message: 'must be true or false.' }).optional().meta({
      description:
        'Move the candidate into the interview’s stage when they book, as scheduling it would. Absent: false.',
    }),
  })
  .refine((q) => (q.interviewerIds === undefined) !== (q.anyOf === undefined), {
    message: 'Name the panel (interviewerIds) or the pool (anyOf), not both.',
    path: ['interviewerIds'],
  })
  .refine((q) => q.window.from < q.window.to, {
    message: 'The window must start before it ends.',
    path: ['window', 'from'],
  })
  .refine(
    (q) =>
      Date.parse(q.window.to) - Date.parse(q.window.from) <= SLOT_LIMITS.windowDays * 86_400_000,
    { message: `A window spans at most ${SLOT_LIMITS.windowDays} days.`, path: ['window', 'to'] },
  );
export type CreateSchedulingLinkInput = z.output<typeof createSchedulingLinkSchema>;

/** A scheduling link as stored (and in a backup): only the hash of its token is kept. */
export const schedulingLinkRowSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  jobId: idSchema,
  planInterviewId: planId,
  name: z.string().min(1).max(PLAN_LIMITS.name),
  durationMinutes: interviewShape.durationMinutes,
  interviewerIds: z.array(idSchema).min(1),
  /** One of them (the pool's least busy that week) rather than all. */
  pool: z.boolean(),
  windowFrom: isoDateSchema,
  windowTo: isoDateSchema,
  minNoticeHours: noticeSchema,
  moveCandidate: z.literal(true).optional(),
  status: z.enum(SCHEDULING_LINK_STATUSES),
  /** The SHA-256 of the candidate's link (hex); absent until a team server's email leaves. */
  tokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  interviewId: idSchema.optional(),
  /** The candidate used their one change (a new time or a cancellation). */
  changed: z.literal(true).optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  author: authorSchema.optional(),
});
export type SchedulingLink = z.output<typeof schedulingLinkRowSchema>;

/** A scheduling link as the recruiter sees it (never its token after it is made). */
export const schedulingLinkSchema = schedulingLinkRowSchema
  .omit({ tokenHash: true, windowFrom: true, windowTo: true })
  .extend({
    window: z.strictObject({ from: z.string(), to: z.string() }),
    /** Browser mode only, in the answer that makes it: the page's address to open or copy. */
    link: z.string().optional(),
  });
export type SchedulingLinkOutput = z.output<typeof schedulingLinkSchema>;

export const schedulingLinksSchema = z.strictObject({ links: z.array(schedulingLinkSchema) });

/**
 * GET /scheduling-links/:token: what the candidate's page shows. Open: the free slots. Booked:
 * the time, and whether (and until when) they may change it once.
 */
export const schedulingLinkPageSchema = z.strictObject({
  organization: z.string(),
  candidateName: z.string(),
  job: z.strictObject({ title: z.string() }),
  interview: z.strictObject({ name: z.string(), durationMinutes: z.number().int() }),
  status: z.enum(SCHEDULING_LINK_STATUSES),
  window: z.strictObject({ from: z.string(), to: z.string() }),
  /** The times to pick from: when open, or when booked and a new time may still be chosen. */
  slots: z.array(slotSchema.omit({ interviewerIds: true })),
  booking: z
    .strictObject({
      startsAt: z.string(),
      endsAt: z.string(),
      location: z.string().optional(),
      videoUrl: z.string().optional(),
    })
    .optional(),
  /** Until when the candidate may move or cancel the booking (once), when they still may. */
  changeUntil: z.string().optional(),
});
export type SchedulingLinkPage = z.output<typeof schedulingLinkPageSchema>;

/** POST /scheduling-links/:token/book and /reschedule: the slot's start. */
export const bookSlotSchema = z.strictObject({ start: utcTime });

import { z } from 'zod';
import {
  bookSlotSchema,
  createSchedulingLinkSchema,
  schedulingLinkPageSchema,
  schedulingLinkSchema,
  schedulingLinksSchema,
  slotsQuerySchema,
  slotsSchema,
} from '@/domain/schemas';
import type { Context } from 'hono';
import { allow, authorOf, type ApiEnv } from '../access';
import { ApiRoutes, created, createRoute, ids, jsonRequest, ok, refusals } from '../openapi/define';
import type { MailContext } from '../services/messages';
import { slotsFor } from '../services/scheduling';
import {
  bookSchedulingLink,
  cancelSchedulingLink,
  createSchedulingLink,
  getSchedulingPage,
  listSchedulingLinks,
  rescheduleSchedulingLink,
} from '../services/scheduling-links';
import type { Store } from '../store/types';

/** A team server's members interview; browser mode's directory does. */
const onTeam = (c: Context<ApiEnv>) => c.get('visitor').kind !== 'local';

/** Finding the time (/scheduling): whoever schedules interviews. */
export function schedulingRoutes(store: Store): ApiRoutes {
  return new ApiRoutes().handle(
    createRoute({
      method: 'get',
      path: '/slots',
      operationId: 'getFreeSlots',
      tags: ['Scheduling'],
      summary: 'The free slots of a panel or a pool',
      description:
        'Slots of `duration` minutes from `from` to `to` (at most 31 days) when every one of `interviewerIds` is free, or (`anyOf`) one of them, the one with the fewest interviews that week. Working hours, interviews already scheduled and, on a team server, each member’s own calendar count; no slot starts within `minNoticeHours` from now; `exceptInterviewId` (an interview being moved) does not count as busy. Slots start on the half hour (or every `duration` minutes when shorter).',
      middleware: allow('plan-interviews'),
      request: { query: slotsQuerySchema },
      responses: { 200: ok(slotsSchema) },
    }),
    async (c) => c.json(await slotsFor(store, c.req.valid('query'), onTeam(c))),
  );
}

const candidateId = ids({ id: 'Candidate' });

/** A candidate's scheduling links (under /candidates/:id): whoever schedules interviews. */
export function candidateSchedulingLinkRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/scheduling-links',
        operationId: 'listSchedulingLinks',
        tags: ['Scheduling'],
        summary: 'A candidate’s scheduling links, newest first',
        middleware: allow('plan-interviews'),
        request: { params: candidateId },
        responses: { 200: ok(schedulingLinksSchema) },
      }),
      async (c) => c.json(await listSchedulingLinks(store, c.req.valid('param').id)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id/scheduling-links',
        operationId: 'createSchedulingLink',
        tags: ['Scheduling'],
        summary: 'Send the candidate a link to pick a time',
        description:
          'A private link for one of the job’s planned interviews: the candidate picks one of the free slots of the panel (`interviewerIds`) or the pool (`anyOf`) within `window`, at least `minNoticeHours` ahead. A team server emails it (the link is never answered); browser mode answers it once as `link`, to open or copy. A newer link for the same interview ends the open one before it.',
        middleware: allow('plan-interviews'),
        request: { params: candidateId, body: jsonRequest(createSchedulingLinkSchema) },
        noun: 'Scheduling link',
        responses: { 201: created(schedulingLinkSchema), ...refusals(409) },
      }),
      async (c) =>
        c.json(
          await createSchedulingLink(store, c.req.valid('param').id, c.req.valid('json'), {
            author: authorOf(c),
            team: onTeam(c),
            ...(mail && { mail }),
          }),
          201,
        ),
    );
}

const token = z.object({ token: z.string().min(1) });

/** The candidate's scheduling page's API (/scheduling-links): public, the token is the key. */
export function schedulingLinkRoutes(store: Store, mail?: MailContext): ApiRoutes {
  // Booking and moving take the same: the link's token and the slot's start.
  const pick = (
    c: Context<ApiEnv>,
    step: typeof bookSchedulingLink,
  ): ReturnType<typeof bookSchedulingLink> => {
    const { token: key } = c.req.valid('param' as never) as { token: string };
    const { start } = c.req.valid('json' as never) as { start: string };
    return step(store, key, start, onTeam(c), mail);
  };
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:token',
        operationId: 'getSchedulingLink',
        tags: ['Scheduling'],
        summary: 'A scheduling link as its candidate sees it',
        description:
          'Open: the free slots to pick from. Booked: the time, and the slots and deadline of the one change the candidate may still make.',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: ok(schedulingLinkPageSchema) },
      }),
      async (c) => c.json(await getSchedulingPage(store, c.req.valid('param').token, onTeam(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/book',
        operationId: 'bookSchedulingLink',
        tags: ['Scheduling'],
        summary: 'Book one of the link’s free slots',
        description:
          'The slot is checked again: one taken meanwhile is a 409, and the page shows the rest.',
        middleware: allow('public'),
        request: { params: token, body: jsonRequest(bookSlotSchema) },
        noun: 'Booking',
        responses: { 200: ok(schedulingLinkPageSchema), ...refusals(409) },
      }),
      async (c) => c.json(await pick(c, bookSchedulingLink)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/reschedule',
        operationId: 'rescheduleSchedulingLink',
        tags: ['Scheduling'],
        summary: 'Move the booked interview to another free slot (once)',
        middleware: allow('public'),
        request: { params: token, body: jsonRequest(bookSlotSchema) },
        noun: 'Booking',
        responses: { 200: ok(schedulingLinkPageSchema), ...refusals(409) },
      }),
      async (c) => c.json(await pick(c, rescheduleSchedulingLink)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/cancel',
        operationId: 'cancelSchedulingLink',
        tags: ['Scheduling'],
        summary: 'Cancel the booked interview (once)',
        middleware: allow('public'),
        request: { params: token },
        responses: { 200: ok(schedulingLinkPageSchema), ...refusals(409) },
      }),
      async (c) =>
        c.json(await cancelSchedulingLink(store, c.req.valid('param').token, onTeam(c), mail)),
    );
}

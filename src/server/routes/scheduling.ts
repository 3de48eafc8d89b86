import { slotsQuerySchema, slotsSchema } from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, createRoute, ok } from '../openapi/define';
import { slotsFor } from '../services/scheduling';
import type { Store } from '../store/types';

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
        'Slots of `duration` minutes from `from` to `to` (at most 31 days) when every one of `interviewerIds` is free, or (`anyOf`) one of them, the one with the fewest interviews that week. Working hours, interviews already scheduled and, on a team server, each member’s own calendar count; no slot starts within `minNoticeHours` from now. Slots start on the half hour (or every `duration` minutes when shorter).',
      middleware: allow('plan-interviews'),
      request: { query: slotsQuerySchema },
      responses: { 200: ok(slotsSchema) },
    }),
    async (c) =>
      c.json(await slotsFor(store, c.req.valid('query'), c.get('visitor').kind !== 'local')),
  );
}

import { availabilitySchema } from '@/domain/schemas';
import type { Context } from 'hono';
import { allow, type ApiEnv } from '../access';
import { DomainError } from '../errors';
import { ApiRoutes, createRoute, jsonRequest, ok } from '../openapi/define';
import { getAvailability, saveAvailability } from '../services/availability';
import type { Store } from '../store/types';

/**
 * Whose hours a request means: the member's, browser mode's recruiter's (`null`). An API token is
 * nobody's calendar (its id is not a member's).
 */
function ownerOf(c: Context<ApiEnv>): number | null {
  const visitor = c.get('visitor');
  if (visitor.kind !== 'member') return null;
  if (visitor.apiToken)
    throw new DomainError(
      'forbidden',
      'forbidden',
      'An API token has no working hours of its own.',
    );
  return visitor.user.id;
}

/** One's own working hours (/availability): every member's, and browser mode's recruiter's. */
export function availabilityRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/mine',
        operationId: 'getMyAvailability',
        tags: ['Scheduling'],
        summary: 'One’s own working hours',
        middleware: allow('read'),
        responses: { 200: ok(availabilitySchema) },
      }),
      async (c) => c.json(await getAvailability(store, ownerOf(c))),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/mine',
        operationId: 'saveMyAvailability',
        tags: ['Scheduling'],
        summary: 'Save one’s own working hours',
        middleware: allow('read'),
        request: { body: jsonRequest(availabilitySchema) },
        noun: 'Availability',
        responses: { 200: ok(availabilitySchema) },
      }),
      async (c) => c.json(await saveAvailability(store, ownerOf(c), c.req.valid('json'))),
    );
}

import type { MiddlewareHandler } from 'hono';
import { memberOf, type ApiContext, type ApiEnv } from './access';
import { notFound } from './errors';
import { mayOpen, scopeFor, type CandidateScope } from './services/candidate-access';
import type { Store, Tx } from './store/types';

/**
 * Which candidates a request may see: all of them (undefined), or only those of an interviewer's
 * interviews (team mode's data minimization; the rule is services/candidate-access). Lists are
 * narrowed by the services that make them; a request naming one candidate (or their interview or
 * file) is checked here.
 */
export { visibleIds, type CandidateScope } from './services/candidate-access';

export const scopeOf = (c: ApiContext): CandidateScope => scopeFor(memberOf(c));

/** What a path's id names, and how its candidate is found. */
const OWNERS = {
  candidate: { noun: 'Candidate', candidateOf: async (_tx: Tx, id: number) => id },
  interview: {
    noun: 'Interview',
    candidateOf: async (tx: Tx, id: number) => (await tx.interviews.get(id))?.candidateId,
  },
  file: {
    noun: 'File',
    candidateOf: (tx: Tx, id: number) => tx.files.ownerOf(id),
  },
} as const;

/**
 * Guards the routes under a path whose `:id` names a candidate, an interview or a file: to a
 * caller who may not see its candidate, it does not exist (404, as an unknown id). Ids that are no
 * number are left to the route (`/candidates/stage-counts`).
 */
export function scopeGuard(store: Store, owner: keyof typeof OWNERS): MiddlewareHandler<ApiEnv> {
  const { noun, candidateOf } = OWNERS[owner];
  return async (c, next) => {
    const member = memberOf(c);
    const raw = c.req.param('id');
    const id = raw !== undefined && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
    if (scopeFor(member) && id !== undefined) {
      const seen = await store.query(async (tx) => {
        const candidateId = await candidateOf(tx, id);
        return candidateId !== undefined && (await mayOpen(tx, member!, candidateId));
      });
      if (!seen) throw notFound(`${noun} ${id} not found.`);
    }
    await next();
  };
}

import type { MemberSession } from '@/domain/schemas';
import { notFound } from '../../errors';
import type { TeamTx } from '../../store/types';
import { sessionRef } from '../sessions';
import type { TeamServiceDeps } from './context';

/** A member's own sessions (seen and ended), and an admin ending all of a member's. */

const NO_SUCH_SESSION = 'That session is not one of yours, or it has ended.';

export function memberSessionsService(deps: TeamServiceDeps) {
  const { store, sessions } = deps;

  /** Ends sessions in `tx` and records it; every instance forgets what it kept of them. */
  async function ended(tx: TeamTx, userId: number, count: number, detail: { all: boolean }) {
    await tx.audit.record('session.revoked', {
      target: `member:${userId}`,
      detail: { count, ...detail },
    });
    tx.record({ type: 'member.signed-out', id: userId });
  }

  return {
    list: async (userId: number, currentId: string): Promise<MemberSession[]> =>
      (await store.transaction('read', (tx) => tx.accounts.listSessionsOf(userId))).map(
        ({ id, createdAt, lastSeenAt, userAgent, ip }) => ({
          id: sessionRef(id),
          createdAt,
          lastSeenAt,
          userAgent,
          ip,
          current: id === currentId,
        }),
      ),

    /** Ends one of the member's own sessions, named as their list names it: whether it was this one. */
    async end(userId: number, ref: string, currentId: string): Promise<{ current: boolean }> {
      const id = await store.transaction('write', async (tx) => {
        const found = (await tx.accounts.listSessionsOf(userId)).find(
          (session) => sessionRef(session.id) === ref,
        );
        if (!found) throw notFound(NO_SUCH_SESSION);
        await tx.accounts.deleteSession(found.id);
        await ended(tx, userId, 1, { all: false });
        return found.id;
      });
      sessions.forget({ sessionId: id });
      return { current: id === currentId };
    },

    /** Every session of the member but the one asking: how many ended. */
    async endOthers(userId: number, currentId: string): Promise<number> {
      const count = await store.transaction('write', async (tx) => {
        const count = await tx.accounts.deleteOtherSessionsOf(userId, currentId);
        await ended(tx, userId, count, { all: false });
        return count;
      });
      sessions.forget({ userId });
      return count;
    },

    /** An admin ends every session of a member (404 for nobody's id): how many ended. */
    async endAllOf(userId: number): Promise<number> {
      const count = await store.transaction('write', async (tx) => {
        if (!(await tx.accounts.getUser(userId))) throw notFound(`Member ${userId} not found.`);
        const count = await tx.accounts.deleteSessionsOf(userId);
        await ended(tx, userId, count, { all: true });
        return count;
      });
      sessions.forget({ userId });
      return count;
    },
  };
}

export type MemberSessionsService = ReturnType<typeof memberSessionsService>;

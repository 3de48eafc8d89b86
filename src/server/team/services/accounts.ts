import type { LoginInput, SetupInput, UpdateMemberInput } from '@/domain/schemas';
import { conflict, DomainError, notFound } from '../../errors';
import type { Account, TeamTx } from '../../store/types';
import { assertStrongPassword } from '../password-strength';
import { hashPassword, verifyPassword } from '../passwords';
import { takeAll } from '../rate-limits';
import { sameSecret } from '../tokens';
import { TOO_MANY_PASSWORDS, type SignedIn, type TeamServiceDeps } from './context';

/** Team mode's accounts: the first admin, sign-in, and the members an admin manages. */

export const WRONG_SIGN_IN = 'Wrong email or password.';
const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Wait a while, then try again.';
const SETUP_DONE = 'TalentFlow already has its admin account. Sign in instead.';
export const SETUP_TOKEN_NEEDED =
  'This server asks for its setup token: open the /setup link it printed when it started, or enter the token.';
const LAST_ADMIN = 'A team needs at least one active admin. Make another member an admin first.';

export function accountsService(deps: TeamServiceDeps) {
  const { store, sessions, counters, passwordCost } = deps;
  // Verified when an email is unknown, so a wrong email takes as long as a wrong password.
  const decoy = hashPassword('not a password of anyone', passwordCost);

  /** Opens a session for the member `work` names, in the same transaction. */
  async function openSession(work: (tx: TeamTx) => Promise<Account>): Promise<SignedIn> {
    return store.transaction('write', async (tx) => {
      const user = await work(tx);
      return { user, token: await sessions.open(tx, user.id) };
    });
  }

  const setupDone = async (tx: TeamTx) => {
    if ((await tx.accounts.countUsers()) > 0) throw conflict(SETUP_DONE);
  };

  return {
    openSession,

    async setupStatus(): Promise<{ needed: boolean; tokenRequired: boolean }> {
      const users = await store.transaction('read', (tx) => tx.accounts.countUsers());
      return { needed: users === 0, tokenRequired: deps.setupToken !== undefined };
    },

    /** The first admin: checked, limited and refused before any password is hashed. */
    async setup({ name, email, password, token }: SetupInput, address: string): Promise<SignedIn> {
      await counters.passwordPerAddress.take(address, TOO_MANY_PASSWORDS);
      if (deps.setupToken !== undefined && !sameSecret(token ?? '', deps.setupToken))
        throw new DomainError('forbidden', 'setup_token', SETUP_TOKEN_NEEDED);
      await store.transaction('read', setupDone);
      await assertStrongPassword(password, [name, email]);
      const passwordHash = await hashPassword(password, passwordCost);
      return openSession(async (tx) => {
        await setupDone(tx);
        const at = sessions.now().toISOString();
        return tx.accounts.insertUser({
          name,
          email,
          role: 'admin',
          active: true,
          passwordHash,
          createdAt: at,
        });
      });
    },

    /**
     * A point of each limit is taken before the password is checked, so a burst of parallel
     * guesses checks no more passwords than the limits allow; a sign-in that works gives them
     * back. Signing in again replaces the session the browser had (`previous`).
     */
    async signIn(
      { email, password }: LoginInput,
      address: string,
      previous?: { sessionId: string; userId: number },
    ): Promise<SignedIn> {
      const giveBack = await takeAll(
        [
          [counters.signInPerAddress, address],
          [counters.signInPerAccountAddress, `${address} ${email}`],
        ],
        TOO_MANY_SIGN_INS,
      );
      const user = await store.query((tx) => tx.accounts.findUserByEmail(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy));
      if (!user || !user.active || !matches)
        throw new DomainError('unauthenticated', 'wrong_credentials', WRONG_SIGN_IN);
      await giveBack();
      const signedIn = await openSession(async (tx) => {
        if (previous) {
          await tx.accounts.deleteSession(previous.sessionId);
          tx.notify({ entity: 'member', action: 'signed-out', id: previous.userId });
        }
        return user;
      });
      if (previous) sessions.forget({ sessionId: previous.sessionId });
      return signedIn;
    },

    async signOut(sessionId: string, userId: number): Promise<void> {
      await store.transaction('write', async (tx) => {
        await tx.accounts.deleteSession(sessionId);
        tx.notify({ entity: 'member', action: 'signed-out', id: userId });
      });
      sessions.forget({ sessionId });
    },

    getMember: async (id: number): Promise<Account> => {
      const user = await store.transaction('read', (tx) => tx.accounts.getUser(id));
      if (!user) throw notFound(`Member ${id} not found.`);
      return user;
    },

    listMembers: () => store.transaction('read', (tx) => tx.accounts.listActiveUsers()),

    listDeactivated: () => store.transaction('read', (tx) => tx.accounts.listInactiveUsers()),

    /**
     * A new role, deactivation (which ends every session and voids the links sent to that
     * email), or reactivation, the only way back for a deactivated member. A team keeps an admin.
     */
    async updateMember(id: number, change: UpdateMemberInput): Promise<Account> {
      const updated = await store.transaction('write', async (tx) => {
        const current = await tx.accounts.getUser(id);
        if (!current || (!current.active && change.active !== true))
          throw notFound(`Member ${id} not found.`);
        const next = {
          ...current,
          role: change.role ?? current.role,
          active: change.active ?? current.active,
        };
        const stillAdmin = next.role === 'admin' && next.active;
        if (
          current.active &&
          current.role === 'admin' &&
          !stillAdmin &&
          (await tx.accounts.countActiveAdmins()) <= 1
        )
          throw conflict(LAST_ADMIN);
        await tx.accounts.updateUser(next);
        if (!next.active) {
          await tx.accounts.deleteSessionsOf(id);
          await tx.accounts.revokeInvitationsTo(current.email);
        }
        // Every instance forgets what it kept of their sessions: their role or rights changed.
        tx.notify({ entity: 'member', action: 'changed', id });
        return next;
      });
      sessions.forget({ userId: id });
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;

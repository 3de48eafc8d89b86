import type { AuditAction, AuditDetail } from '@/domain/audit';
import type { LoginInput, SetupInput, UpdateMemberInput } from '@/domain/schemas';
import { BROKEN_TEXT_MESSAGE, isWholeText, toWholeText } from '@/domain/text';
import { badRequest, conflict, DomainError, notFound } from '../../errors';
import type { Account, TeamTx } from '../../store/types';
import { mayOpen, type Opener } from '../../services/candidate-access';
import { mentionableMembers } from '../../services/messages';
import { assertStrongPassword } from '../password-strength';
import { hashPassword, verifyPassword } from '../passwords';
import { addressKey, takeAll } from '../rate-limits';
import { sameSecret } from '../tokens';
import { passwordRefusedBy, SSO_REQUIRED } from './sso-rule';
import {
  TOO_MANY_PASSWORDS,
  WRONG_CODE,
  type Client,
  type SignedIn,
  type TeamServiceDeps,
  type TwoFactorCheck,
} from './context';

/** Team mode's accounts: the first admin, sign-in, and the members an admin manages. */

export const WRONG_SIGN_IN = 'Wrong email or password.';
const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Wait a while, then try again.';
const SETUP_DONE = 'TalentFlow already has its admin account. Sign in instead.';
export const SETUP_TOKEN_NEEDED =
  'This server asks for its setup token: open the /setup link it printed when it started, or enter the token.';
const LAST_ADMIN = 'A team needs at least one active admin. Make another member an admin first.';

const CODE_NEEDED = 'Enter the code from your authenticator app.';
const TOO_MANY_CODES =
  'Too many wrong codes for this account. Wait a while, then try again, or sign in with a recovery code.';

export function accountsService(deps: TeamServiceDeps, twoFactor: TwoFactorCheck) {
  const { store, sessions, counters, passwordCost } = deps;
  // Verified when an email is unknown, so a wrong email takes as long as a wrong password.
  const decoy = hashPassword('not a password of anyone', passwordCost);

  /**
   * Opens a session for the member `work` names, in the same transaction, and records the
   * sign-in (`action`) there too.
   */
  async function openSession(
    work: (tx: TeamTx) => Promise<Account>,
    from: Client,
    action: AuditAction = 'auth.login',
    twoFactor = false,
    through?: { provider: string },
  ): Promise<SignedIn> {
    return store.transaction('write', async (tx) => {
      const user = await work(tx);
      await tx.audit.record(action, {
        actorId: user.id,
        ip: from.ip,
        target: `member:${user.id}`,
        detail: action === 'auth.login' ? { twoFactor, ...through } : {},
      });
      return { user, token: await sessions.open(tx, user.id, { ...from, twoFactor }) };
    });
  }

  /**
   * A failed sign-in, in a transaction of its own (the sign-in's rolls back). The email as typed,
   * but a character cut in two (which no database text holds) is kept as U+FFFD.
   */
  const failed = (
    email: string,
    from: Client,
    reason: 'password' | 'second_factor' | 'unreadable_email' | 'sso_required',
  ) =>
    store.transaction('write', (tx) =>
      tx.audit.record('auth.login_failed', {
        actorId: null,
        ip: from.ip,
        detail: { email: toWholeText(email), reason },
      }),
    );

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
    async setup({ name, email, password, token }: SetupInput, from: Client): Promise<SignedIn> {
      await counters.passwordPerAddress.take(addressKey(from.ip), TOO_MANY_PASSWORDS);
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
      }, from);
    },

    /**
     * A point of each limit is taken before the password is checked, so a burst of parallel
     * guesses checks no more passwords than the limits allow; a sign-in that works gives them
     * back. Signing in again replaces the session the browser had (`previous`).
     */
    async signIn(
      { email, password, code, recoveryCode }: LoginInput,
      from: Client,
      previous?: { sessionId: string; userId: number },
    ): Promise<SignedIn> {
      const address = addressKey(from.ip);
      const giveBack = await takeAll(
        [
          [counters.signInPerAddress, address],
          [counters.signInPerAccountAddress, `${address} ${email}`],
        ],
        TOO_MANY_SIGN_INS,
      );
      // Half a character is no one's email: a failed sign-in (counted and recorded), said in words.
      if (!isWholeText(email)) {
        await failed(email, from, 'unreadable_email');
        throw badRequest(`Request field "email": ${BROKEN_TEXT_MESSAGE}`);
      }
      const { user, ssoOnly } = await store.query(async (tx) => {
        const found = await tx.accounts.findUserByEmail(email);
        return { user: found, ssoOnly: await passwordRefusedBy(tx, email, found?.id) };
      });
      // A domain that signs in through its identity provider: no password opens it (but the
      // break-glass admin's). Said whoever asks: the sign-in screen says as much for the domain.
      if (ssoOnly) {
        await failed(email, from, 'sso_required');
        throw new DomainError('unauthenticated', 'sso_required', SSO_REQUIRED(ssoOnly));
      }
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy));
      if (!user || !user.active || !matches) {
        await failed(email, from, 'password');
        throw new DomainError('unauthenticated', 'wrong_credentials', WRONG_SIGN_IN);
      }
      const usesTwoFactor = await store.query((tx) => twoFactor.isEnabled(tx, user.id));
      if (usesTwoFactor && code === undefined && recoveryCode === undefined) {
        // The password was right: that costs no point, and the code is asked for.
        await giveBack();
        throw new DomainError('unauthenticated', 'two_factor_required', CODE_NEEDED);
      }
      // An authenticator code is counted per account too, from every address, before it is
      // checked: whoever has the password guesses codes slowly. A recovery code (50 bits) is not,
      // so the member gets in with one while someone else holds this limit. A refusal here keeps
      // the sign-in's points: its password was checked.
      const giveCodeBack =
        usesTwoFactor && recoveryCode === undefined
          ? await takeAll([[counters.codesPerAccount, `member:${user.id}`]], TOO_MANY_CODES)
          : async () => {};
      let signedIn: SignedIn;
      try {
        signedIn = await openSession(
          async (tx) => {
            if (usesTwoFactor && !(await twoFactor.take(tx, user.id, { code, recoveryCode })))
              throw new DomainError('unauthenticated', 'wrong_code', WRONG_CODE);
            if (previous) {
              await tx.accounts.deleteSession(previous.sessionId);
              tx.record({ type: 'member.signed-out', id: previous.userId });
            }
            return user;
          },
          from,
          'auth.login',
          usesTwoFactor,
        );
      } catch (error) {
        // A wrong code is a failed sign-in: its points stay taken.
        if (error instanceof DomainError && error.code === 'wrong_code')
          await failed(email, from, 'second_factor');
        throw error;
      }
      await giveBack();
      await giveCodeBack();
      if (previous) sessions.forget({ sessionId: previous.sessionId });
      return signedIn;
    },

    async signOut(sessionId: string, userId: number, from: Client): Promise<void> {
      await store.transaction('write', async (tx) => {
        await tx.accounts.deleteSession(sessionId);
        await tx.audit.record('auth.logout', {
          actorId: userId,
          ip: from.ip,
          target: `member:${userId}`,
        });
        tx.record({ type: 'member.signed-out', id: userId });
      });
      sessions.forget({ sessionId });
    },

    getMember: async (id: number): Promise<Account> => {
      const user = await store.transaction('read', (tx) => tx.accounts.getUser(id));
      if (!user) throw notFound(`Member ${id} not found.`);
      return user;
    },

    listMembers: () => store.transaction('read', (tx) => tx.accounts.listActiveUsers()),

    /**
     * Whom a note on this candidate may mention: the active members who may open them. A caller
     * who may not open the candidate is answered as for an unknown one (404).
     */
    mentionable: (candidateId: number, caller: Opener) =>
      store.transaction('read', async (tx) => {
        const known = (await tx.candidates.get(candidateId)) !== undefined;
        if (!known || !(await mayOpen(tx, caller, candidateId)))
          throw notFound(`Candidate ${candidateId} not found.`);
        return mentionableMembers(tx, candidateId);
      }),

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
        return changeMember(tx, current, change);
      });
      sessions.forget({ userId: id });
      return updated;
    },

    /** Sets one's own time zone (null: the organization's); the emails they get follow it. */
    setTimeZone: async (id: number, timeZone: string | null): Promise<void> => {
      await store.transaction('write', async (tx) => {
        const current = await tx.accounts.getUser(id);
        if (!current) throw notFound(`Member ${id} not found.`);
        await tx.accounts.updateUser({ ...current, timeZone });
        // Sessions keep the zone (/auth/me answers it from them): every instance reads it again.
        tx.record({ type: 'member.changed', id });
      });
      sessions.forget({ userId: id });
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;

/**
 * A member's new role or activity, in the caller's transaction: a team keeps an active admin
 * (409), and deactivation ends every session and voids the links sent to their email. The
 * caller forgets their sessions once it commits (`sessions.forget({ userId })`).
 */
export async function changeMember(
  tx: TeamTx,
  current: Account,
  change: UpdateMemberInput,
  detail?: AuditDetail,
): Promise<Account> {
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
  const target = `member:${current.id}`;
  if (next.role !== current.role)
    await tx.audit.record('member.role_changed', {
      target,
      detail: { from: current.role, to: next.role, ...detail },
    });
  if (next.active !== current.active)
    await tx.audit.record(next.active ? 'member.reactivated' : 'member.deactivated', {
      target,
      ...(detail && { detail }),
    });
  if (!next.active) {
    await tx.accounts.deleteSessionsOf(current.id);
    await tx.accounts.revokeInvitationsTo(current.email);
  }
  // Every instance forgets what it kept of their sessions: their role or rights changed.
  tx.record({ type: 'member.changed', id: current.id });
  return next;
}

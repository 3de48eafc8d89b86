import type { ChangePasswordInput, ResetPasswordInput } from '@/domain/schemas';
import { conflict, DomainError, notFound } from '../../errors';
import { passwordResetEmail } from '../../services/messages';
import type { Account, TeamTx } from '../../store/types';
import { assertStrongPassword } from '../password-strength';
import { hashPassword, verifyPassword } from '../passwords';
import { addressKey } from '../rate-limits';
import { newToken, tokenHash } from '../tokens';
import type { AccountsService } from './accounts';
import { passwordRefusedBy } from './sso-rule';
import {
  TOO_MANY_PASSWORDS,
  type Client,
  type SignedIn,
  type TeamServiceDeps,
  type TwoFactorCheck,
} from './context';

/**
 * Passwords after the first: a forgotten one reset from a link sent by email (single use, an
 * hour), one's own changed (asking for the current one), and a link an admin sends a member. A new
 * password ends every other session of that member.
 */

export const RESET_MINUTES = 60;
export const INVALID_RESET =
  'This password reset link is no longer valid. Ask for a new one from the sign-in page.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const TOO_MANY_RESETS = 'Too many password reset requests. Wait a while, then try again.';

export function passwordsService(
  deps: TeamServiceDeps,
  accounts: AccountsService,
  twoFactor: TwoFactorCheck,
  onBackgroundError: (error: unknown) => void = (error) =>
    console.error('A password reset link could not be made', error),
) {
  const { store, sessions, counters, passwordCost } = deps;
  /** Links being made after their request was answered; a stopping server waits for them. */
  const making = new Set<Promise<void>>();

  /** A reset link for an active member, kept (hashed) and emailed in the same transaction. */
  async function sendLink(tx: TeamTx, user: Account): Promise<void> {
    const token = newToken();
    const at = sessions.now();
    await tx.accounts.insertPasswordReset({
      tokenHash: tokenHash(token),
      userId: user.id,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + RESET_MINUTES * 60_000).toISOString(),
    });
    await tx.outbox.add(
      passwordResetEmail(deps.mail, {
        email: user.email,
        name: user.name,
        token,
        minutes: RESET_MINUTES,
      }),
      at.toISOString(),
    );
  }

  /** The active member a link resets, while it works. */
  async function resettable(tx: TeamTx, hash: string): Promise<Account> {
    const reset = await tx.accounts.findPasswordReset(hash);
    if (!reset || Date.parse(reset.expiresAt) <= sessions.now().getTime())
      throw notFound(INVALID_RESET);
    const user = await tx.accounts.getUser(reset.userId);
    if (!user?.active) throw notFound(INVALID_RESET);
    // Made before their domain came to sign in through its identity provider: it ends.
    if (await passwordRefusedBy(tx, user.email, user.id)) throw notFound(INVALID_RESET);
    return user;
  }

  /** The new password in place; the member's other sessions and reset links end. */
  async function setPassword(tx: TeamTx, user: Account, passwordHash: string, keep?: string) {
    await tx.accounts.updateUser({ ...user, passwordHash });
    await tx.audit.record(keep ? 'password.changed' : 'password.reset', {
      actorId: user.id,
      target: `member:${user.id}`,
    });
    await tx.accounts.deletePasswordResetsOf(user.id);
    if (keep) await tx.accounts.deleteOtherSessionsOf(user.id, keep);
    else await tx.accounts.deleteSessionsOf(user.id);
    // Every instance forgets what it kept of their sessions.
    tx.record({ type: 'member.changed', id: user.id });
  }

  return {
    /**
     * Sends a reset link when the email is an active member's. The answer is the same either way
     * (the route says 202), so nobody learns who has an account; the limits count both alike. So
     * does its time: the request does the same work for any email (the limits, then one write of
     * the audit event), and a member's link is made and put in the outbox, in a transaction of
     * its own, after the answer (`settled` waits for it).
     */
    async forgot(email: string, address: string): Promise<void> {
      await counters.resetPerAddress.take(addressKey(address), TOO_MANY_RESETS);
      await counters.resetPerEmail.take(email, TOO_MANY_RESETS);
      const member = await store.transaction('write', async (tx) => {
        const user = await tx.accounts.findUserByEmail(email);
        // A member whose domain signs in through its identity provider has no password to reset.
        const sent = !!user?.active && !(await passwordRefusedBy(tx, user.email, user.id));
        await tx.audit.record('password.reset_requested', {
          actorId: null,
          ip: address,
          target: user ? `member:${user.id}` : null,
          detail: { email, sent },
        });
        return sent ? user!.id : undefined;
      });
      if (member === undefined) return;
      const link = store
        .transaction('write', async (tx) => {
          // Read again: deactivated meanwhile, they get no link.
          const user = await tx.accounts.getUser(member);
          if (user?.active) await sendLink(tx, user);
        })
        .catch(onBackgroundError)
        .finally(() => making.delete(link));
      making.add(link);
    },

    /** Once every reset link asked for so far is made (or failed): a server waits before it stops. */
    async settled(): Promise<void> {
      while (making.size > 0) await Promise.all(making);
    },

    /** An admin sends a member a reset link (202); a deactivated or unknown member is 404. */
    async sendReset(userId: number): Promise<void> {
      await store.transaction('write', async (tx) => {
        const user = await tx.accounts.getUser(userId);
        if (!user?.active) throw notFound(`Member ${userId} not found.`);
        const provider = await passwordRefusedBy(tx, user.email, user.id);
        if (provider)
          throw conflict(
            `${user.name} signs in through ${provider}: there is no password to reset.`,
          );
        await tx.audit.record('password.reset_requested', {
          target: `member:${userId}`,
          detail: { byAdmin: true },
        });
        await sendLink(tx, user);
      });
    },

    /**
     * A new password from a link: checked (and limited) before the password is hashed, checked
     * again in the write, which uses the link up, ends every session and opens a new one.
     */
    /**
     * A member who uses two-factor sign-in is not signed in by the link (it is one factor): the
     * password is set, and they sign in with it and a code (undefined is answered).
     */
    async reset(
      { token, password }: ResetPasswordInput,
      from: Client,
    ): Promise<SignedIn | undefined> {
      await counters.passwordPerAddress.take(addressKey(from.ip), TOO_MANY_PASSWORDS);
      const hash = tokenHash(token);
      const user = await store.transaction('read', (tx) => resettable(tx, hash));
      await assertStrongPassword(password, [user.name, user.email]);
      const passwordHash = await hashPassword(password, passwordCost);
      const setNew = async (tx: TeamTx) => {
        const current = await resettable(tx, hash);
        await setPassword(tx, current, passwordHash);
        return { ...current, passwordHash };
      };
      const signedIn = (await store.query((tx) => twoFactor.isEnabled(tx, user.id)))
        ? await store.transaction('write', setNew).then(() => undefined)
        : await accounts.openSession(setNew, from);
      sessions.forget({ userId: user.id });
      return signedIn;
    },

    /** One's own new password, after the current one; the member's other sessions end. */
    async change(
      who: { userId: number; sessionId: string },
      { currentPassword, password }: ChangePasswordInput,
      address: string,
    ): Promise<void> {
      await counters.passwordPerAddress.take(addressKey(address), TOO_MANY_PASSWORDS);
      const user = await store.query((tx) => tx.accounts.getUser(who.userId));
      if (!user?.active) throw notFound(`Member ${who.userId} not found.`);
      if (!(await verifyPassword(currentPassword, user.passwordHash)))
        throw new DomainError('invalid', 'wrong_password', WRONG_CURRENT_PASSWORD, {
          field: 'currentPassword',
        });
      await assertStrongPassword(password, [user.name, user.email]);
      const passwordHash = await hashPassword(password, passwordCost);
      await store.transaction('write', async (tx) => {
        const current = await tx.accounts.getUser(who.userId);
        if (!current?.active) throw notFound(`Member ${who.userId} not found.`);
        await setPassword(tx, current, passwordHash, who.sessionId);
      });
      sessions.forget({ userId: user.id });
    },
  };
}

export type PasswordsService = ReturnType<typeof passwordsService>;

import type {
  SecurityPolicy,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorStatus,
} from '@/domain/schemas';
import { conflict, DomainError, notFound } from '../../errors';
import type { TeamTx } from '../../store/types';
import { verifyPassword } from '../passwords';
import { addressKey, takeAll } from '../rate-limits';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
} from '../two-factor';
import {
  TOO_MANY_PASSWORDS,
  WRONG_CODE,
  type Client,
  type TeamServiceDeps,
  type TwoFactorCheck,
} from './context';

/**
 * Two-factor sign-in of a member (setup, confirmation with a code, recovery codes, turning it off)
 * and the team's rule that every member must use it.
 */

const POLICY_KEY = 'security-policy';
/** Other instances see a change of the team's rule within this long. */
const POLICY_CACHE_MS = 5_000;
const NOT_SET_UP = 'Start the setup again: scan the new QR code, then enter its code.';
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.';
const WRONG_PASSWORD = 'Your password is not right.';
const TOO_MANY_CODES = 'Too many wrong codes for your account. Wait a while, then try again.';
const OWN_RESET =
  'Turn off your own two-factor sign-in on your Account page: it asks for your password and a code.';

const readPolicy = async (tx: TeamTx): Promise<SecurityPolicy> => ({
  twoFactorRequired: false,
  ...((await tx.settings.get(POLICY_KEY)) as Partial<SecurityPolicy> | undefined),
});

export function twoFactorService(deps: TeamServiceDeps) {
  const { store, sessions, counters } = deps;
  let kept: { policy: SecurityPolicy; until: number } | undefined;
  // Counts the changes made here: a read begun before one must not keep what it read.
  let changes = 0;

  const check: TwoFactorCheck = {
    isEnabled: async (tx, userId) => (await tx.accounts.getTwoFactor(userId)).enabledAt !== null,
    async take(tx, userId, { code, recoveryCode }) {
      const current = await tx.accounts.getTwoFactor(userId);
      if (current.enabledAt === null || current.secret === null) return false;
      if (recoveryCode !== undefined)
        return tx.accounts.takeRecoveryCode(userId, recoveryCodeHash(recoveryCode));
      if (code === undefined) return false;
      const step = await totpStep(current.secret, code, sessions.now(), current.lastStep);
      return step !== undefined && tx.accounts.takeTotpStep(userId, step);
    },
  };

  /** Every instance forgets what it kept of the member's sessions: whether they use it changed. */
  const changed = (tx: TeamTx, userId: number) => tx.record({ type: 'member.changed', id: userId });

  /** A code or password guess from a signed-in member counts against the password limit. */
  const limited = (from: Client) =>
    counters.passwordPerAddress.take(addressKey(from.ip), TOO_MANY_PASSWORDS);

  /** The member's password, checked (after the limit) before anything of their second factor. */
  async function passwordChecked(userId: number, password: string) {
    const user = await store.query((tx) => tx.accounts.getUser(userId));
    if (!user?.active) throw notFound(`Member ${userId} not found.`);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw new DomainError('invalid', 'wrong_password', WRONG_PASSWORD, { field: 'password' });
  }

  /** Forgets the second factor: no secret, no step, no recovery codes. */
  const cleared = (tx: TeamTx, userId: number) =>
    tx.accounts.setTwoFactor(userId, {
      secret: null,
      enabledAt: null,
      lastStep: null,
      recoveryCodes: [],
    });

  return {
    check,

    /** Read at most every few seconds (every member request asks it); a change here is seen at once. */
    async policy(): Promise<SecurityPolicy> {
      const at = Date.now();
      if (kept && kept.until > at) return kept.policy;
      const seen = changes;
      const policy = await store.query(readPolicy);
      if (seen === changes) kept = { policy, until: at + POLICY_CACHE_MS };
      return policy;
    },

    async setPolicy(policy: SecurityPolicy): Promise<SecurityPolicy> {
      await store.transaction('write', async (tx) => {
        await tx.settings.set(POLICY_KEY, policy);
        await tx.audit.record('settings.changed', {
          target: 'settings:security',
          detail: { twoFactorRequired: policy.twoFactorRequired },
        });
      });
      // Kept once committed: a read of the old rule meanwhile (on another connection) is not.
      changes += 1;
      kept = { policy, until: Date.now() + POLICY_CACHE_MS };
      return policy;
    },

    status: (userId: number): Promise<TwoFactorStatus> =>
      store.transaction('read', async (tx) => {
        const current = await tx.accounts.getTwoFactor(userId);
        return {
          enabled: current.enabledAt !== null,
          required: (await readPolicy(tx)).twoFactorRequired,
          recoveryCodesLeft: current.enabledAt === null ? 0 : current.recoveryCodes.length,
        };
      }),

    /** A new secret, kept unconfirmed until `enable` gets a code of it. */
    setup: (userId: number): Promise<{ secret: string; uri: string }> =>
      store.transaction('write', async (tx) => {
        const user = await tx.accounts.getUser(userId);
        if (!user?.active) throw notFound(`Member ${userId} not found.`);
        const current = await tx.accounts.getTwoFactor(userId);
        if (current.enabledAt !== null) throw conflict(ALREADY_ON);
        const secret = newTotpSecret();
        await tx.accounts.setTwoFactor(userId, {
          secret,
          enabledAt: null,
          lastStep: null,
          recoveryCodes: [],
        });
        return { secret, uri: totpUri(secret, user.email) };
      }),

    /**
     * Confirms the setup with the password and a code: on from now, with ten recovery codes shown
     * this once. The password first, so that a session alone (someone else's browser left open,
     * a stolen cookie) cannot turn it on with a phone of theirs and lock its member out.
     */
    async enable(
      userId: number,
      { password, code }: TwoFactorEnableInput,
      from: Client,
    ): Promise<string[]> {
      await limited(from);
      await passwordChecked(userId, password);
      return store
        .transaction('write', async (tx) => {
          const current = await tx.accounts.getTwoFactor(userId);
          if (current.enabledAt !== null) throw conflict(ALREADY_ON);
          if (current.secret === null) throw conflict(NOT_SET_UP);
          const step = await totpStep(current.secret, code, sessions.now(), null);
          if (step === undefined)
            throw new DomainError('invalid', 'wrong_code', WRONG_CODE, { field: 'code' });
          const recoveryCodes = newRecoveryCodes();
          await tx.accounts.setTwoFactor(userId, {
            secret: current.secret,
            enabledAt: sessions.now().toISOString(),
            lastStep: step,
            recoveryCodes: recoveryCodes.map(recoveryCodeHash),
          });
          await tx.audit.record('two_factor.enabled', { target: `member:${userId}` });
          changed(tx, userId);
          return recoveryCodes;
        })
        .finally(() => sessions.forget({ userId }));
    },

    /**
     * Off again, with the password and a code; the recovery codes go with it. The code counts
     * against the account's limit of codes, as at sign-in.
     */
    async disable(userId: number, { password, code }: TwoFactorDisableInput, from: Client) {
      await limited(from);
      await passwordChecked(userId, password);
      const giveBack = await takeAll(
        [[counters.codesPerAccount, `member:${userId}`]],
        TOO_MANY_CODES,
      );
      await store.transaction('write', async (tx) => {
        if (!(await check.take(tx, userId, { code })))
          throw new DomainError('invalid', 'wrong_code', WRONG_CODE, { field: 'code' });
        await cleared(tx, userId);
        await tx.audit.record('two_factor.disabled', { target: `member:${userId}` });
        changed(tx, userId);
      });
      await giveBack();
      sessions.forget({ userId });
    },

    /**
     * An admin removes a member's second factor and recovery codes (a lost phone, or a factor
     * someone else turned on): they sign in with their password alone until they set it up
     * again, which a team that requires it asks of them at once. Their sessions stay; ending
     * them is the Team page's other button. An admin's own goes off on their Account page, with
     * their password and a code.
     */
    async reset(userId: number, adminId: number): Promise<{ removed: boolean }> {
      const removed = await store.transaction('write', async (tx) => {
        const user = await tx.accounts.getUser(userId);
        if (!user?.active) throw notFound(`Member ${userId} not found.`);
        if (userId === adminId) throw conflict(OWN_RESET);
        const current = await tx.accounts.getTwoFactor(userId);
        const removed = current.enabledAt !== null;
        await cleared(tx, userId);
        await tx.audit.record('two_factor.reset', {
          target: `member:${userId}`,
          detail: { removed },
        });
        changed(tx, userId);
        return removed;
      });
      sessions.forget({ userId });
      return { removed };
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;

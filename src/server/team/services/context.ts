import type { MailContext } from '../../services/messages';
import type { Account, TeamStore, TeamTx } from '../../store/types';
import type { PasswordCost } from '../passwords';
import type { Counter, RateLimits } from '../rate-limits';
import type { SessionLayer } from '../sessions';

/** What team mode's services work with: the store, the session rules, the limits and settings. */
export interface TeamServiceDeps {
  store: TeamStore;
  /** Where the links in emails point. */
  mail: MailContext;
  sessions: SessionLayer;
  counters: Record<keyof RateLimits, Counter>;
  passwordCost: PasswordCost;
  /** The one-time token the first admin's setup asks for (a server reachable beyond this machine). */
  setupToken?: string;
}

/** A member signed in by a service: the account and the token of the session just opened. */
export interface SignedIn {
  user: Account;
  token: string;
}

/** A second-factor code that is wrong, used already or too old (sign-in, enable, disable). */
export const WRONG_CODE = 'That code is not right, or was used already.';

export const TOO_MANY_PASSWORDS =
  'Too many attempts from this address. Wait a while, then try again.';

/** Who a request comes from, as a session and the audit log keep it. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** The second factor, as a sign-in checks it (services/two-factor.ts). */
export interface TwoFactorCheck {
  isEnabled(tx: TeamTx, userId: number): Promise<boolean>;
  /** Uses a code (once) or a recovery code (once): whether it was right. */
  take(tx: TeamTx, userId: number, sent: { code?: string; recoveryCode?: string }): Promise<boolean>;
}

import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../errors';
import type { TeamStore } from '../store/types';

/**
 * Counters of sign-ins, password-setting attempts and public submissions, kept in the database
 * (rate-limiter-flexible's Drizzle store): every instance shares them and a restart keeps them. A
 * point is taken atomically *before* the work it limits (a password hash), so a burst of parallel
 * requests never does more work than the limit allows; a key out of points is refused with a 429
 * and Retry-After until its window ends.
 */

export interface Limit {
  points: number;
  /** Window, in seconds. */
  duration: number;
}

export interface RateLimits {
  /**
   * Sign-ins to one account from one address. Per account *and* address, so that nobody can lock
   * a member out from elsewhere: a member's own sign-in from another address always passes.
   */
  signInPerAccountAddress: Limit;
  /** Sign-ins from one address, to any accounts. */
  signInPerAddress: Limit;
  /** Setting a password (the first admin's setup, accepting an invitation) from one address. */
  passwordPerAddress: Limit;
  /** Applications sent from one address. */
  submitPerAddress: Limit;
  /** Password reset links asked for from one address. */
  resetPerAddress: Limit;
  /** Password reset links asked for one email, from anywhere: nobody floods a member's inbox. */
  resetPerEmail: Limit;
  /**
   * Second-factor codes checked for one account, from any addresses (after the right password):
   * whoever has the password guesses codes this slowly, however many addresses they hold. The
   * window ends, so the member is slowed, never locked out for good; a recovery code is not
   * counted here (docs/decisions.md).
   */
  codesPerAccount: Limit;
}

export const DEFAULT_LIMITS: RateLimits = {
  signInPerAccountAddress: { points: 5, duration: 15 * 60 },
  signInPerAddress: { points: 20, duration: 15 * 60 },
  passwordPerAddress: { points: 10, duration: 15 * 60 },
  submitPerAddress: { points: 20, duration: 60 * 60 },
  resetPerAddress: { points: 5, duration: 15 * 60 },
  resetPerEmail: { points: 3, duration: 60 * 60 },
  codesPerAccount: { points: 5, duration: 15 * 60 },
};

/**
 * What a limit counts a client's address as: an IPv4 address as it is, an IPv6 one by its /64
 * prefix (one subscriber's network: whoever has one address of it has 2^64), and an IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address. Every limit that counts addresses keys
 * by this, so nobody dodges one by walking through their own /64.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('limited', 'too_many_requests', message, {}, retryAfterSeconds);
  }
}

export interface Counter {
  /** Takes a point for the key; throws TooManyRequests when the key has none left. */
  take(key: string, message: string): Promise<void>;
  /** Gives back a point taken (a sign-in that succeeded costs nothing). */
  giveBack(key: string): Promise<void>;
}

export function counter(limiter: RateLimiterAbstract): Counter {
  return {
    async take(key, message) {
      try {
        await limiter.consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes)
          throw new TooManyRequests(message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
        throw res;
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}

/** Takes a point of each counter in turn; when one refuses, the points already taken go back. */
export async function takeAll(
  points: ReadonlyArray<readonly [Counter, string]>,
  message: string,
): Promise<() => Promise<void>> {
  const taken: Array<readonly [Counter, string]> = [];
  const giveBack = async () => {
    for (const [c, key] of taken) await c.giveBack(key);
  };
  for (const entry of points) {
    try {
      await entry[0].take(entry[1], message);
    } catch (error) {
      await giveBack();
      throw error;
    }
    taken.push(entry);
  }
  return giveBack;
}

/** The team server's counters, in the store's database. */
export function teamCounters(
  store: TeamStore,
  limits: RateLimits,
): Record<keyof RateLimits, Counter> {
  const make = (name: keyof RateLimits) =>
    counter(store.rateLimiter({ keyPrefix: name, ...limits[name] }));
  return {
    signInPerAccountAddress: make('signInPerAccountAddress'),
    signInPerAddress: make('signInPerAddress'),
    passwordPerAddress: make('passwordPerAddress'),
    submitPerAddress: make('submitPerAddress'),
    resetPerAddress: make('resetPerAddress'),
    resetPerEmail: make('resetPerEmail'),
    codesPerAccount: make('codesPerAccount'),
  };
}

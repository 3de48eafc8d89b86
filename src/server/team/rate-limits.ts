import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';

/**
 * Counters of failed sign-ins and of public submissions, kept in this process's memory (each
 * server instance counts its own; docs/security.md). A key over its limit is refused with a 429
 * and Retry-After until its window ends.
 */

export interface Limit {
  points: number;
  /** Window, in seconds. */
  duration: number;
}

export interface RateLimits {
  /** Failed sign-ins from one address. */
  signInPerAddress: Limit;
  /** Failed sign-ins to one account (by email), from anywhere. */
  signInPerAccount: Limit;
  /** Applications sent from one address. */
  submitPerAddress: Limit;
}

export const DEFAULT_LIMITS: RateLimits = {
  signInPerAddress: { points: 20, duration: 15 * 60 },
  signInPerAccount: { points: 5, duration: 15 * 60 },
  submitPerAddress: { points: 20, duration: 60 * 60 },
};

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export interface Counter {
  /** Throws TooManyRequests while the key is over its limit. */
  check(key: string, message: string): Promise<void>;
  /** Counts one more; throws TooManyRequests when that goes over the limit. */
  hit(key: string, message: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function counter(limit: Limit): Counter {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.duration });
  const refuse = (res: RateLimiterRes, message: string) =>
    new TooManyRequests(message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  return {
    async check(key, message) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limit.points) throw refuse(res, message);
    },
    async hit(key, message) {
      try {
        await limiter.consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw refuse(res, message);
        throw res;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

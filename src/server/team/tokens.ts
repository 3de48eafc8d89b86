import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a session or an invitation link: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the tables opens no session. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether a secret sent equals the one expected, in time that does not tell how much matched. */
export const sameSecret = (sent: string, expected: string): boolean =>
  timingSafeEqual(Buffer.from(tokenHash(sent), 'hex'), Buffer.from(tokenHash(expected), 'hex'));

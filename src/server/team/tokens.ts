import { createHash, randomBytes } from 'node:crypto';

/** A secret for a session or an invitation link: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the tables opens no session. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

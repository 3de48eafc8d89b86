import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Two-factor sign-in with an authenticator app: TOTP as RFC 6238 has it (SHA-1, 30 s steps, 6
 * digits), by otplib. A code of the step before or after the server's is accepted too (a phone's
 * clock a little off), and each step once: a code already used, or older, is refused.
 */

export const TOTP_ISSUER = 'TalentFlow';
const STEP_SECONDS = 30;
export const RECOVERY_CODES = 10;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: STEP_SECONDS, digits: 6 });

/**
 * The time step of `code` if it is right for `secret` at `now` (one step either way) and later
 * than `after` (the last step accepted); otherwise undefined.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(after !== null && { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes as the member is shown them once (`abcde-fghij`: 10 of 31 characters). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is kept of a recovery code: the SHA-256 of it without its dash, in lower case. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

import { generate } from 'otplib';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
  RECOVERY_CODES,
} from './two-factor';

const at = new Date('2026-11-26T10:00:10.000Z');
const codeAt = (secret: string, seconds: number) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) + seconds });

describe('TOTP (RFC 6238: SHA-1, 30 s, 6 digits)', () => {
  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', async () => {
    // The RFC's key is ASCII "12345678901234567890": GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const step = await totpStep(secret, '287082', new Date(59_000), null);
    expect(step).toBe(1);
  });

  it('accepts the code of this step and of one step either way; not two', async () => {
    const secret = newTotpSecret();
    const step = Math.floor(at.getTime() / 30_000);
    expect(await totpStep(secret, await codeAt(secret, 0), at, null)).toBe(step);
    expect(await totpStep(secret, await codeAt(secret, -30), at, null)).toBe(step - 1);
    expect(await totpStep(secret, await codeAt(secret, 30), at, null)).toBe(step + 1);
    expect(await totpStep(secret, await codeAt(secret, -60), at, null)).toBeUndefined();
    expect(await totpStep(secret, await codeAt(secret, 60), at, null)).toBeUndefined();
  });

  it('refuses a replay: a code of the last step accepted, or of an earlier one', async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, 0);
    const step = (await totpStep(secret, code, at, null))!;
    expect(await totpStep(secret, code, at, step)).toBeUndefined();
    expect(await totpStep(secret, await codeAt(secret, -30), at, step)).toBeUndefined();
    expect(await totpStep(secret, await codeAt(secret, 30), at, step)).toBe(step + 1);
  });

  it('names the account and issuer in the otpauth address', () => {
    expect(totpUri('JBSWY3DPEHPK3PXP', 'ada@example.com')).toMatch(
      /^otpauth:\/\/totp\/TalentFlow:ada%40example\.com\?secret=JBSWY3DPEHPK3PXP&/,
    );
  });

  it('makes ten distinct recovery codes, kept as hashes that ignore case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash(codes[0]!.toUpperCase().replace('-', ''))).toBe(
      recoveryCodeHash(codes[0]!),
    );
    expect(recoveryCodeHash(codes[0]!)).not.toBe(recoveryCodeHash(codes[1]!));
  });
});

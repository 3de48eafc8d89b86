import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The audit chain's key (docs/security.md, Audit log): `TALENTFLOW_AUDIT_KEY`, or the file
 * `TALENTFLOW_AUDIT_KEY_FILE` names (`<data folder>/audit.key` by default), made with 256 random
 * bits on the first start. The database never holds it, so whoever can write the database alone
 * cannot rebuild the chain.
 */

export interface AuditKeySource {
  /** `TALENTFLOW_AUDIT_KEY`: the key itself, at least 32 characters (64 hex digits are read as bytes). */
  value?: string;
  /** Where the key is kept when it is not given; made if missing. */
  file: string;
}

const MIN_BYTES = 32;

/** The key's bytes from its text: hex when it is 64 hex digits or more, else the text's UTF-8. */
export function auditKeyBytes(text: string, from: string): Uint8Array {
  const trimmed = text.trim();
  const bytes = /^(?:[0-9a-f]{2}){32,}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'utf8');
  if (bytes.byteLength < MIN_BYTES)
    throw new Error(`${from} must hold an audit key of at least ${MIN_BYTES} bytes.`);
  return new Uint8Array(bytes);
}

/** Reads the key, or makes the file with a new one (readable by this user only) when it is missing. */
export const loadAuditKey = (source: AuditKeySource): Promise<Uint8Array> =>
  loadKey(source, 'TALENTFLOW_AUDIT_KEY');

/**
 * The key that seals the secrets kept in the database (an identity provider's client secret):
 * `TALENTFLOW_SECRETS_KEY`, or the file `TALENTFLOW_SECRETS_KEY_FILE` names (`<data
 * folder>/secrets.key` by default), made as the audit key's is. A copy of the database alone
 * opens none of them.
 */
export const loadSecretsKey = (source: AuditKeySource): Promise<Uint8Array> =>
  loadKey(source, 'TALENTFLOW_SECRETS_KEY');

async function loadKey(source: AuditKeySource, name: string): Promise<Uint8Array> {
  if (source.value !== undefined) return auditKeyBytes(source.value, name);
  await mkdir(path.dirname(source.file), { recursive: true });
  try {
    // `wx`: two instances starting at once never both write one.
    await writeFile(source.file, `${randomBytes(32).toString('hex')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return auditKeyBytes(await readFile(source.file, 'utf8'), source.file);
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (an identity provider's client secret, a sign-in's PKCE verifier),
 * sealed with AES-256-GCM under the server's secrets key (TALENTFLOW_SECRETS_KEY): a copy of the
 * database alone opens none, and a sealed value changed behind the server's back fails to open.
 * Each value is sealed for its purpose (the key is derived per purpose), so one cannot stand in
 * for another.
 */
export interface SecretBox {
  seal(purpose: string, text: string): string;
  /** The text, or undefined when it was not sealed with this key for this purpose. */
  open(purpose: string, sealed: string): string | undefined;
}

const VERSION = 'v1';

export function secretBox(key: Uint8Array): SecretBox {
  if (key.byteLength < 32) throw new Error('The secrets key must be at least 32 bytes.');
  const keyFor = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `talentflow ${purpose}`, 32));
  return {
    seal(purpose, text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(purpose, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv(
          'aes-256-gcm',
          keyFor(purpose),
          Buffer.from(iv, 'base64url'),
        );
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

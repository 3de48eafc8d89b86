import type { ApiToken, CreateApiTokenInput } from '@/domain/schemas';
import { badRequest, DomainError, notFound } from '../../errors';
import type { MadeApiToken } from '../../store/types';
import type { Counter } from '../rate-limits';
import { newToken, tokenHash } from '../tokens';
import type { TeamServiceDeps } from './context';

/**
 * API tokens: made by an admin (its secret shown once, kept only as its SHA-256), listed, revoked,
 * and checked on every request that sends one. Each check reads the database (one indexed read by
 * hash, no cache), so a revocation holds at once on every instance.
 */

/** What every secret starts with: a scanner can tell a TalentFlow token in leaked text. */
export const API_TOKEN_PREFIX = 'tf_';
/** A token's last use is written at most this often: a burst of requests stays reads. */
export const API_TOKEN_TOUCH_MS = 60 * 1000;
const SECRET_MAX = 100;

export const BAD_TOKEN_MESSAGE = 'This API token is not valid: it is unknown, revoked or expired.';
const TOO_MANY = 'Too many requests with this API token. Wait a moment, then try again.';

/** A token as the API answers it: never its secret, nor the secret's hash. */
export const publicToken = (token: MadeApiToken): ApiToken => ({
  id: token.id,
  name: token.name,
  role: token.role,
  createdAt: token.createdAt,
  expiresAt: token.expiresAt,
  lastUsedAt: token.lastUsedAt,
  createdBy: token.maker,
  suspended: token.suspended,
});

export const SUSPENDED_TOKEN_MESSAGE =
  'This API token is suspended: the admin who made it is deactivated or no longer an admin. An admin can make a new one.';

const badToken = () => new DomainError('unauthenticated', 'unauthenticated', BAD_TOKEN_MESSAGE);

export function apiTokensService(
  { store, sessions }: Pick<TeamServiceDeps, 'store' | 'sessions'>,
  /** Requests per token (rate-limits.ts): every instance shares the counts. */
  perToken: Counter,
) {
  const now = sessions.now;
  return {
    list: async () =>
      (await store.transaction('read', (tx) => tx.apiTokens.list())).map(publicToken),

    async create(input: CreateApiTokenInput, createdBy: { id: number; name: string }) {
      const at = now();
      if (input.expiresAt && Date.parse(input.expiresAt) <= at.getTime())
        throw badRequest('expiresAt must be in the future.');
      const secret = `${API_TOKEN_PREFIX}${newToken()}`;
      const row = await store.transaction('write', async (tx) => {
        const made = await tx.apiTokens.insert({
          name: input.name,
          role: input.role,
          tokenHash: tokenHash(secret),
          createdBy: createdBy.id,
          createdAt: at.toISOString(),
          expiresAt: input.expiresAt ?? null,
          lastUsedAt: null,
        });
        await tx.audit.record('token.created', {
          target: `token:${made.id}`,
          detail: { id: made.id, name: made.name, role: made.role },
        });
        return made;
      });
      const maker = { id: createdBy.id, name: createdBy.name };
      return { token: publicToken({ ...row, maker, suspended: false }), secret };
    },

    async revoke(id: number): Promise<void> {
      await store.transaction('write', async (tx) => {
        const gone = await tx.apiTokens.remove(id);
        if (!gone) throw notFound(`API token ${id} not found.`);
        await tx.audit.record('token.revoked', {
          target: `token:${id}`,
          detail: { id, name: gone.name, role: gone.role },
        });
      });
    },

    /**
     * The live token this secret opens: unknown, revoked and expired ones are a 401, never an
     * anonymous visit. `touch: false` checks it without counting a use (a live stream's check).
     */
    async check(
      secret: string,
      { touch = true } = {},
    ): Promise<MadeApiToken & { makerTwoFactor: boolean }> {
      if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > SECRET_MAX) throw badToken();
      const token = await store.query((tx) => tx.apiTokens.findByHash(tokenHash(secret)));
      const at = now();
      if (!token || (token.expiresAt !== null && Date.parse(token.expiresAt) <= at.getTime()))
        throw badToken();
      // A token is an admin's delegation: it holds while its maker is an active admin.
      if (token.suspended)
        throw new DomainError('unauthenticated', 'token_suspended', SUSPENDED_TOKEN_MESSAGE);
      if (!touch) return token;
      await perToken.take(String(token.id), TOO_MANY);
      const stale = new Date(at.getTime() - API_TOKEN_TOUCH_MS);
      if (token.lastUsedAt === null || Date.parse(token.lastUsedAt) < stale.getTime())
        await store.transaction('write', (tx) =>
          tx.apiTokens.touch(token.id, at.toISOString(), stale.toISOString()),
        );
      return token;
    },
  };
}

export type ApiTokensService = ReturnType<typeof apiTokensService>;

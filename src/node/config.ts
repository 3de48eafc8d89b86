import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AuditKeySource } from './audit-key';
import type { QueueTimings } from '@/server/store/pg/queue';
import type { PasswordCost } from '@/server/team/passwords';
import { parseTrustProxy, type TrustProxy } from '@/server/team/proxies';
import type { RateLimits } from '@/server/team/rate-limits';

/** How much the server logs (docs/operations.md, Logs): each level and the ones above it. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The team server's settings, from the environment (docs/operations.md lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; without it, the embedded PostgreSQL (PGlite) in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Seed the spec's sample data once, on an empty database. */
  demo: boolean;
  /** The address members reach the server at, when a proxy stands in front. */
  publicUrl?: string;
  /** `TRUST_PROXY`: how many proxies stand in front, or their addresses (docs/operations.md). */
  trustProxy: TrustProxy;
  /** `ALLOWED_HOSTS`: more host names requests may be for, beside PUBLIC_URL's and this machine's. */
  allowedHosts: string[];
  /**
   * The one-time token the first admin's setup asks for: made at start (or TALENTFLOW_SETUP_TOKEN)
   * when the server listens beyond this machine; none on loopback.
   */
  setupToken?: string;
  /** The production build of the UI. */
  distDir: string;
  /** Largest pool of PostgreSQL connections. */
  poolSize?: number;
  /** `TALENTFLOW_STATEMENT_TIMEOUT_MS`: a PostgreSQL statement is stopped after this long (30 s). */
  statementTimeoutMs?: number;
  passwordCost?: PasswordCost;
  /** `TALENTFLOW_APPLICATIONS_PER_HOUR` sets `submitPerAddress` (docs/operations.md). */
  limits?: Partial<RateLimits>;
  /** `LOG_LEVEL`: `info` logs one JSON line per API request; `warn` only problems; `silent` nothing. */
  logLevel: LogLevel;
  /**
   * `SMTP_URL` and `MAIL_FROM`: the mail server messages are sent through, and their sender.
   * Without it, messages are kept in the outbox and wait.
   */
  mail?: { smtpUrl: string; from: string };
  /** The queue's retry and expiry timings (tests shorten them). */
  queueTimings?: QueueTimings;
  /**
   * `TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE=1`: webhook endpoints may be on private, loopback or
   * link-local addresses (and plain http), for a private network; public HTTPS ones only otherwise.
   */
  webhooksAllowPrivate?: boolean;
  /** `TALENTFLOW_SSO_ALLOW_HTTP=1`: identity providers at http:// addresses too (a provider on this machine). */
  ssoAllowHttp?: boolean;
  /** `TALENTFLOW_AUDIT_KEY` or `TALENTFLOW_AUDIT_KEY_FILE`: the audit chain's key (src/node/audit-key.ts). */
  auditKey: AuditKeySource;
  /** `TALENTFLOW_SECRETS_KEY` or `TALENTFLOW_SECRETS_KEY_FILE`: seals secrets kept in the database. */
  secretsKey: AuditKeySource;
}

const flag = (value: string | undefined) => value === '1' || value === 'true';

/** Names of this machine: a server that listens only on them is reached from here alone. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`);
  return level;
}

function trustProxy(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value);
  } catch {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front, or their addresses separated by commas, not "${value}".`,
    );
  }
}

export function configFromEnv(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const host = env.HOST || '127.0.0.1';
  const poolSize = env.TALENTFLOW_POOL_SIZE ? Number(env.TALENTFLOW_POOL_SIZE) : undefined;
  const timeout = env.TALENTFLOW_STATEMENT_TIMEOUT_MS;
  const statementTimeoutMs = timeout ? Number(timeout) : undefined;
  if (
    statementTimeoutMs !== undefined &&
    !(Number.isInteger(statementTimeoutMs) && statementTimeoutMs >= 0)
  )
    throw new Error(
      `TALENTFLOW_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, not "${timeout}".`,
    );
  return {
    port,
    host,
    ...limitSettings(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.TALENTFLOW_DATA_DIR || './data',
    demo: flag(env.TALENTFLOW_DEMO),
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    setupToken: LOOPBACK_HOSTS.includes(host)
      ? undefined
      : env.TALENTFLOW_SETUP_TOKEN || randomBytes(24).toString('base64url'),
    distDir: env.TALENTFLOW_DIST || 'dist',
    poolSize,
    statementTimeoutMs,
    logLevel: logLevel(env.LOG_LEVEL),
    mail: mailSettings(env),
    webhooksAllowPrivate: flag(env.TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE),
    ssoAllowHttp: flag(env.TALENTFLOW_SSO_ALLOW_HTTP),
    auditKey: {
      ...(env.TALENTFLOW_AUDIT_KEY && { value: env.TALENTFLOW_AUDIT_KEY }),
      file:
        env.TALENTFLOW_AUDIT_KEY_FILE ||
        path.join(env.TALENTFLOW_DATA_DIR || './data', 'audit.key'),
    },
    secretsKey: {
      ...(env.TALENTFLOW_SECRETS_KEY && { value: env.TALENTFLOW_SECRETS_KEY }),
      file:
        env.TALENTFLOW_SECRETS_KEY_FILE ||
        path.join(env.TALENTFLOW_DATA_DIR || './data', 'secrets.key'),
    },
  };
}

/**
 * `TALENTFLOW_APPLICATIONS_PER_HOUR`: applications taken from one address (an IPv6 address's /64)
 * in an hour, 20 unless set. A career fair's stand or an office behind one address sends more.
 */
function limitSettings(env: Record<string, string | undefined>): Pick<ServerConfig, 'limits'> {
  const raw = env.TALENTFLOW_APPLICATIONS_PER_HOUR;
  if (raw === undefined || raw === '') return {};
  const points = Number(raw);
  if (!Number.isInteger(points) || points < 1 || points > 100_000)
    throw new Error(
      `TALENTFLOW_APPLICATIONS_PER_HOUR must be a whole number of applications from 1 to 100000, not "${raw}".`,
    );
  return { limits: { submitPerAddress: { points, duration: 60 * 60 } } };
}

function mailSettings(env: Record<string, string | undefined>): ServerConfig['mail'] {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) return undefined;
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://…');
  const publicUrl = env.PUBLIC_URL;
  if (!publicUrl)
    throw new Error(
      'SMTP_URL is set but PUBLIC_URL is not: the links in emails are made from PUBLIC_URL, never from a request. Set PUBLIC_URL to the address members reach TalentFlow at.',
    );
  const from = env.MAIL_FROM || `TalentFlow <no-reply@${new URL(publicUrl).hostname}>`;
  if (/[\r\n]/.test(from) || !/@/.test(from))
    throw new Error(`MAIL_FROM must be one address, like "TalentFlow <no-reply@example.com>".`);
  return { smtpUrl, from };
}

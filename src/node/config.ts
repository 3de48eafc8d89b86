import type { PasswordCost } from '@/server/team/passwords';
import type { RateLimits } from '@/server/team/rate-limits';

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
  trustProxy: boolean;
  /** The production build of the UI. */
  distDir: string;
  /** Largest pool of PostgreSQL connections. */
  poolSize?: number;
  passwordCost?: PasswordCost;
  limits?: Partial<RateLimits>;
  /** Whether to log each request (one JSON line). */
  logRequests?: boolean;
}

const flag = (value: string | undefined) => value === '1' || value === 'true';

export function configFromEnv(env: Record<string, string | undefined>): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const poolSize = env.TALENTFLOW_POOL_SIZE ? Number(env.TALENTFLOW_POOL_SIZE) : undefined;
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.TALENTFLOW_DATA_DIR || './data',
    demo: flag(env.TALENTFLOW_DEMO),
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: flag(env.TRUST_PROXY),
    distDir: env.TALENTFLOW_DIST || 'dist',
    poolSize,
  };
}

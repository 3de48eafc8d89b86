import type { MiddlewareHandler } from 'hono';
import { LOOPBACK_HOSTS, type ServerConfig } from './config';
import { SECURITY_HEADERS } from './security-headers';

/** What the Node host checks and adds around the app: host names and transport security. */

/** A server reached over https (PUBLIC_URL) also tells browsers to come back only over https. */
export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>): Record<string, string> {
  if (!config.publicUrl?.startsWith('https:')) return SECURITY_HEADERS;
  return {
    ...SECURITY_HEADERS,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/**
 * The host names requests may be for, or undefined for any: this machine's names always, the
 * PUBLIC_URL's and ALLOWED_HOSTS'. A server that listens on this machine only, or has either
 * setting, checks; one that listens beyond it without them cannot know its names.
 */
export function allowedHosts(
  config: Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'host'>,
): Set<string> | undefined {
  const named = [
    ...(config.publicUrl ? [new URL(config.publicUrl).hostname] : []),
    ...config.allowedHosts,
  ];
  if (named.length === 0 && !LOOPBACK_HOSTS.includes(config.host)) return undefined;
  return new Set([...LOOPBACK_HOSTS, '[::1]', ...named].map((name) => name.toLowerCase()));
}

export const MISDIRECTED_MESSAGE = 'This server does not answer for that host name.';

/**
 * Refuses (421) a request for another host: a page of another site whose name was pointed at this
 * server (DNS rebinding) reaches nothing. The health check answers whatever the name, for load
 * balancers that call it by address.
 */
export function hostCheck(allowed: Set<string> | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!allowed || c.req.path === '/api/health') return next();
    const host = c.req.header('host') ?? '';
    const name = host.replace(/:\d+$/, '').toLowerCase();
    if (!allowed.has(name))
      return c.json({ error: { code: 'misdirected', message: MISDIRECTED_MESSAGE } }, 421);
    return next();
  };
}

/**
 * The production build's Content-Security-Policy: scripts only from our own origin, no inline
 * script and no eval, so nothing a user typed can ever run. The build puts it in a meta tag
 * (vite.config.ts) and both servers send it as a header, where `frame-ancestors` also works.
 * One page sends a policy of its own, which the server keeps: the API reference (/api/docs,
 * src/server/team/api-docs.ts) allows inline styles, which Scalar sets, and nothing else more.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** What every answer of a server carries: the policy, no framing, no sniffing, no referrer leaks. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

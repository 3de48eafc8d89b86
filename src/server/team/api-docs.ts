import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { allow } from '../access';
import { ApiRoutes, media, createRoute } from '../openapi/define';

/**
 * /api/docs: the API reference for signed-in members, drawn by Scalar from /api/openapi.json. Its
 * script comes from this server (node_modules), never a CDN, so the page works offline.
 */

/**
 * The page's own policy (an answer's own policy stands over the server's, src/node/server.ts):
 * the app's, but Scalar sets its styles inline. Nothing else is loosened, and nothing leaves
 * this server: no fonts, proxy or telemetry of Scalar's.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Scalar's settings: offline (no web fonts, no telemetry) and without its hosted services (the
 * AI agent, MCP, the developer toolbar), which this page could not reach anyway.
 */
const CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>TalentFlow API reference</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(CONFIGURATION)}'></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>
`;

/**
 * Scalar's standalone bundle, read once: the built server's copy beside main.js
 * (vite.server.config.ts), or the package's when running from the sources (tests, development).
 */
let script: Promise<Buffer> | undefined;
const scalarScript = () =>
  (script ??= readFile(new URL('./scalar-standalone.js', import.meta.url)).catch(() => {
    const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
    return readFile(path.join(path.dirname(main), 'browser', 'standalone.js'));
  }));

export function apiDocsRoutes(): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'getApiDocs',
        tags: ['Server'],
        summary: 'This API reference page (HTML)',
        middleware: allow('read'),
        responses: { 200: media('text/html') },
      }),
      (c) => c.html(PAGE, 200, { 'Content-Security-Policy': API_DOCS_CONTENT_SECURITY_POLICY }),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/scalar.js',
        operationId: 'getApiDocsScript',
        tags: ['Server'],
        summary: 'The API reference page’s script',
        middleware: allow('read'),
        responses: { 200: media('text/javascript') },
      }),
      async (c) =>
        c.body(new Uint8Array(await scalarScript()), 200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          // The same file until the package is updated; a member's browser keeps it a day.
          'Cache-Control': 'private, max-age=86400',
        }),
    );
}

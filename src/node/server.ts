import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo, Server as NetServer } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { PUBLIC_URL_META } from '@/api/mode';
import { createApp } from '@/server/app';
import { createEventHub } from '@/server/events';
import { seedIfNeeded } from '@/server/seed';
import { connectPgStore, type PgConnection } from '@/server/store/pg/connect';
import { ensureTallies } from '@/server/store/tallies';
import { createTeamAccess } from '@/server/team';
import { TEAM_JOBS, workJobs } from '@/server/team/jobs';
import { loadAuditKey, loadSecretsKey } from './audit-key';
import { createMailer } from '@/server/team/mail/mailer';
import { sendWaiting } from '@/server/team/services/emails';
import type { ServerConfig } from './config';
import { drainable } from './drain';
import { requestsGauge } from './requests-gauge';
import { postingRoutes } from './postings';
import { workerTextReader } from './text-reader';
import { apiLogging, createLogger, type Logger } from './logger';
import { allowedHosts, hostCheck, securityHeaders } from './host-checks';

/**
 * The team server: the one API app over the PostgreSQL store, with team access, and the same
 * production build of the UI that browser mode serves. The page learns it is in team mode from a
 * meta tag in index.html, so it never starts browser mode's service worker here.
 */

export const TEAM_MODE_META = '<meta name="talentflow-mode" content="team" />';

/**
 * The build's page as the team server serves it: marked team mode, and with its public address
 * (PUBLIC_URL) for the links members copy (src/api/mode.ts).
 */
export function teamPage(html: string, publicUrl?: string): string {
  const tags = [
    TEAM_MODE_META,
    ...(publicUrl
      ? [`<meta name="${PUBLIC_URL_META}" content="${new URL(publicUrl).origin}" />`]
      : []),
  ];
  return html.replace('<head>', `<head>\n    ${tags.join('\n    ')}`);
}

/**
 * Served at /sw.js: a browser that once ran browser mode at this address has its service worker
 * replaced by this one, which clears its caches and unregisters, so /api reaches the server.
 */
const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const key of await caches.keys()) await caches.delete(key);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
})()));
`;

export interface RunningServer {
  url: string;
  server: ServerType;
  database: PgConnection;
  /**
   * Ends the live event streams, stops taking connections, finishes the requests in flight, then
   * closes the database.
   */
  close(): Promise<void>;
}

/** Opens the database; with mail set up, also the durable queue its deliveries run on. */
export async function openDatabase(
  config: ServerConfig,
  logger: Logger = createLogger({ level: 'silent' }),
): Promise<PgConnection> {
  // The durable queue runs on every team server (reminders); deliveries only with a mail server.
  const options = {
    queue: {
      ...config.queueTimings,
      onError: (error: unknown) =>
        logger.warn({ err: error }, 'The job queue failed; it tries again.'),
    },
    jobs: TEAM_JOBS,
    mail: config.mail !== undefined,
    auditKey: await loadAuditKey(config.auditKey),
  };
  if (config.databaseUrl)
    return connectPgStore(
      {
        url: config.databaseUrl,
        max: config.poolSize,
        statementTimeoutMs: config.statementTimeoutMs,
      },
      options,
    );
  await mkdir(config.dataDir, { recursive: true });
  return connectPgStore({ dataDir: path.resolve(config.dataDir) }, options);
}

/** Where the links in emails point, and whether they are sent. */
const mailContext = (config: ServerConfig) => ({
  linkBase: config.publicUrl ?? `http://localhost:${config.port}`,
  sending: config.mail !== undefined,
  publicUrl: config.publicUrl,
});

/**
 * The outbox's delivery: with a mail server, every waiting message is queued (the `email` jobs
 * deliver them); without one, the log says that messages wait.
 */
async function startMail(config: ServerConfig, database: PgConnection, logger: Logger) {
  if (!config.mail || !database.queue) {
    logger.warn(
      'Email is not set up (SMTP_URL): messages are kept in the outbox, and sent once it is.',
    );
    return undefined;
  }
  const mailer = createMailer(config.mail);
  const queued = await sendWaiting(database.store);
  if (queued)
    logger.info({ messages: queued }, 'queued the messages kept while email was not set up');
  return mailer;
}

/** Starts the team server; it logs each API request and unexpected errors to `logger`. */
export async function startServer(
  config: ServerConfig,
  logger: Logger = createLogger({ level: config.logLevel }),
): Promise<RunningServer> {
  const indexHtml = teamPage(
    await readFile(path.join(config.distDir, 'index.html'), 'utf8'),
    config.publicUrl,
  );
  const database = await openDatabase(config, logger);
  // The reports' counts, made on the first start after they came (a big database takes a while);
  // before the demo data, whose writes then keep them.
  const counted = await ensureTallies(database.store);
  if (counted)
    logger.info({ candidates: counted }, 'counted the reports’ tallies of every candidate');
  if (config.demo) await seedIfNeeded(database.store);
  const mailer = await startMail(config, database, logger);
  // The requests being answered: background jobs give way to them.
  const requests = requestsGauge();
  // The background jobs (server/team/jobs): every kind this server can work (emails only with a
  // mail server). Retention runs once a day on one instance; the search index reads each file in a
  // worker thread with its own memory and time limits (./text-reader); a try's failure is logged,
  // never a message's body or a webhook's secret.
  if (database.queue) {
    await workJobs(database.queue, {
      store: database.store,
      mail: mailContext(config),
      mailer,
      email: {
        onFailure: (id, answer, final) =>
          logger.warn(
            { message: id, answer },
            final
              ? 'An email could not be delivered: it is marked failed.'
              : 'An email could not be delivered yet: it will be tried again.',
          ),
      },
      webhooks: {
        allowPrivate: config.webhooksAllowPrivate,
        onFailure: (delivery, error, final) =>
          logger.warn(
            { delivery, error },
            final
              ? 'A webhook could not be delivered: it is marked failed.'
              : 'A webhook could not be delivered yet: it will be tried again.',
          ),
      },
      textReader: workerTextReader,
      idle: requests.idle,
      log: (message, detail) => logger.info(detail, message),
    });
    // Whatever waits for the search index (files of a restore, notes from before search had
    // them) is asked for once at each start.
    await database.queue.send(undefined, 'search-index', null);
  }

  const events = createEventHub(database.store);
  const team = createTeamAccess({
    store: database.store,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    peerAddress: (c) => getConnInfo(c).remote.address,
    passwordCost: config.passwordCost,
    limits: config.limits,
    setupToken: config.setupToken,
    mail: mailContext(config),
    webhooks: { allowPrivate: config.webhooksAllowPrivate },
    secretsKey: await loadSecretsKey(config.secretsKey),
    sso: { allowHttp: config.ssoAllowHttp },
    onBackgroundError: (error) =>
      logger.error({ err: error }, 'work left running after an answer failed'),
  });
  const api = createApp({
    store: database.store,
    events,
    team,
    ...apiLogging(logger),
  });

  // Set once the server listens; until then nothing is stopping.
  const stopping = { now: () => false };
  const root = new Hono();
  root.use('*', hostCheck(allowedHosts(config)));
  root.use('/api/*', requests.middleware);
  root.use('*', async (c, next) => {
    await next();
    // An answer's own policy stands (a file download's sandbox); the rest get the app's.
    for (const [name, value] of Object.entries(securityHeaders(config)))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    // While stopping, each connection ends after its answer instead of waiting for another request.
    if (stopping.now()) c.res.headers.set('Connection', 'close');
  });
  root.all('/api', (c) => api.fetch(c.req.raw, c.env));
  root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  root.get('/sw.js', (c) =>
    c.body(RETIRING_WORKER, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  // Job postings for search engines and job boards: the careers and apply pages with their
  // JSON-LD, the RSS feed, the sitemap and robots.txt.
  root.route('/', postingRoutes({ store: database.store, indexHtml, publicUrl: config.publicUrl }));
  const page = (c: Context) => c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
  root.get('/', page);
  root.get('/index.html', page);
  // Built files: hashed names never change, so they are cached for good.
  root.use(
    '/assets/*',
    serveStatic({
      root: config.distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  root.use('*', serveStatic({ root: config.distDir }));
  // Any other address is a screen of the app (client-side routes).
  root.get('*', page);

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

  const shutdown = drainable(server as NetServer);
  stopping.now = shutdown.draining;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Live streams never end by themselves: end them first, then wait for the rest.
      await events.close();
      await shutdown.drain();
      // Reset links asked for before the stop are still made (they go on after their answer).
      await team.settled();
      // The queue stops first (deliveries under way finish), then the database.
      await database.close();
      mailer?.close();
    })());

  return { url, server, database, close };
}

import { configFromEnv } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

/** `npm run server`: the team server, configured by the environment, logging JSON lines to stdout. */

// At `info` until the settings are read: a setting that cannot be read is logged too.
const logger = createLogger();

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const running = await startServer(config, logger);
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  // Scripts and tests find the address in this line, whatever LOG_LEVEL says (it applies after
  // it): keep "TalentFlow team server on <url> ".
  logger.info(`TalentFlow team server on ${running.url} (${where})`);
  // Reachable beyond this machine with no account yet: the first admin needs the setup token,
  // which only whoever reads this output has. It is worth nothing once the admin exists.
  if (
    config.setupToken &&
    (await running.database.store.transaction('read', (tx) => tx.accounts.countUsers())) === 0
  ) {
    const base = config.publicUrl ?? running.url;
    logger.info(`setup token: ${config.setupToken}`);
    logger.info(
      `Create the admin account at ${new URL(`/setup?token=${config.setupToken}`, base).href}`,
    );
  }
  logger.level = config.logLevel;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests in flight, then stopping.`);
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      logger.error('Requests still open after 30 s: stopping anyway.');
      process.exit(1);
    }, 30_000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping failed.');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal(
    `TalentFlow could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

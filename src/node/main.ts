import { configFromEnv } from './config';
import { startServer } from './server';

/** `npm run server`: the team server, configured by the environment. */

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const running = await startServer(config);
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`TalentFlow team server on ${running.url} (${where})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      console.error('Requests still open after 30 s: stopping anyway.');
      process.exit(1);
    }, 30_000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(
    `TalentFlow could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

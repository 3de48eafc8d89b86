// @vitest-environment node
import { connectPgStore } from './connect';
import { RETENTION_QUEUE } from './queue';
import { runSql } from './testing';

/** The queue's daily job: one schedule however many instances start, on the embedded PGlite. */
describe('the daily retention schedule', () => {
  it('is kept once, at 03:00 UTC, when two instances start on one database', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    const first = await connectPgStore({ pglite }, { queue: { pollSeconds: 1 } });
    const second = await connectPgStore({ pglite }, { queue: { pollSeconds: 1 } });
    try {
      await first.queue!.workDaily(async () => {});
      await second.queue!.workDaily(async () => {});
      const schedules = await runSql(first.db, 'select name, cron, timezone from pgboss.schedule');
      expect(schedules).toEqual([{ name: RETENTION_QUEUE, cron: '0 3 * * *', timezone: 'UTC' }]);
    } finally {
      await first.close();
      await second.close();
      await pglite.close();
    }
  });
});

// @vitest-environment node
import { connectPgStore } from '@/server/store/pg/connect';
import { runSql } from '@/server/store/pg/testing';
import { retentionJob } from '@/server/team/jobs/retention';

/** The queue's daily job: one schedule however many instances start, on the embedded PGlite. */
describe('the daily retention schedule', () => {
  it('is kept once, at 03:00 UTC, when two instances start on one database', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    const options = { queue: { pollSeconds: 1 }, jobs: [retentionJob] };
    const first = await connectPgStore({ pglite }, options);
    const second = await connectPgStore({ pglite }, options);
    try {
      await first.queue!.work('retention', async () => {});
      await second.queue!.work('retention', async () => {});
      const schedules = await runSql(first.db, 'select name, cron, timezone from pgboss.schedule');
      expect(schedules).toEqual([{ name: 'retention', cron: '0 3 * * *', timezone: 'UTC' }]);
    } finally {
      await first.close();
      await second.close();
      await pglite.close();
    }
  });
});

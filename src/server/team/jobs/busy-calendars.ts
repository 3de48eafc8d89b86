import { z } from 'zod';
import { busyCalendarsService } from '../services/busy-calendars';
import { defineJob } from './job';

/**
 * `busy-calendars`: every 15 minutes, each active member's own calendar is read again for busy
 * times (team/services/busy-calendars.ts). One job each time however many instances run.
 */
export const busyCalendarsJob = defineJob({
  name: 'busy-calendars',
  payload: z.null(),
  queue: { retryLimit: 0, retryDelay: 0, expireInSeconds: 600 },
  worker: { pollSeconds: 60 },
  schedule: '*/15 * * * *',
  async handle(_run, context) {
    const read = await busyCalendarsService(context.store, {
      allowPrivate: context.webhooks?.allowPrivate ?? false,
    }).syncAll();
    context.log?.('calendars read', { read });
  },
});

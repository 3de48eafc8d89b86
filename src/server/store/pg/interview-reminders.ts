import type { InterviewRemindersRepo } from '../types';
import type { PgDb } from './migrate';
import { interviewReminders } from './schema';

/** The interview reminders sent, in SQL (team mode): the key refuses a second of the same. */
export function interviewRemindersRepo(q: PgDb): InterviewRemindersRepo {
  return {
    async claim({ interviewId, sequence, hours }, at) {
      // A second try of the same reminder waits for the first's transaction, then finds it taken.
      const taken = await q
        .insert(interviewReminders)
        .values({ interviewId, sequence, hours, sentAt: at })
        .onConflictDoNothing()
        .returning({ interviewId: interviewReminders.interviewId });
      return taken.length > 0;
    },
  };
}

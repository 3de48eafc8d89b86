import type { SchedulingLink } from '@/domain/schemas';
import { getSchedulingPage } from '../../../services/scheduling-links';
import { sha256Hex } from '../../../services/tokens';
import type { TeamStore } from '../../../store/types';

/** Booked interviews here start an hour apart from 2031 on: none takes a slot of the window. */
let booked = 0;

/**
 * Scheduling links written straight into a team store for the route-by-role suite: a fresh
 * candidate of the job each time, with an open link of a known token over the next 30 days
 * (`booked`: with its interview already booked, far ahead), and the link's first free slot.
 */
export async function schedulingLinkIn(
  store: TeamStore,
  jobId: number,
  interviewerId: number,
  status: Extract<SchedulingLink['status'], 'open' | 'booked'> = 'open',
): Promise<{ token: string; start: string }> {
  const token = `pick-${crypto.randomUUID()}`;
  const tokenHash = await sha256Hex(token);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const plan = { planInterviewId: 'technical-interview', name: 'Technical interview' };
  await store.transaction('write', async (tx) => {
    const candidate = await tx.candidates.insert({
      name: 'Pia Pick',
      email: `${crypto.randomUUID()}@example.com`,
      stage: 'applied',
      jobId,
      tags: [],
    });
    const interview =
      status === 'booked'
        ? await tx.interviews.insert({
            candidateId: candidate.id,
            jobId,
            ...plan,
            startsAt: new Date(Date.UTC(2031, 0, 6, 9) + booked++ * 3_600_000).toISOString(),
            durationMinutes: 30,
            interviewerIds: [interviewerId],
            status: 'scheduled',
            sequence: 0,
            createdAt: at,
          })
        : undefined;
    await tx.schedulingLinks.insert({
      candidateId: candidate.id,
      jobId,
      ...plan,
      durationMinutes: 30,
      interviewerIds: [interviewerId],
      pool: false,
      windowFrom: new Date(now + 86_400_000).toISOString(),
      windowTo: new Date(now + 30 * 86_400_000).toISOString(),
      minNoticeHours: 0,
      status,
      tokenHash,
      ...(interview && { interviewId: interview.id }),
      createdAt: at,
      updatedAt: at,
    });
  });
  const { slots } = await getSchedulingPage(store, token, true);
  return { token, start: slots[0]!.start };
}

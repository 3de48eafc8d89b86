import { endsAt } from '@/domain/interviews';
import { appLink, notifyMember, oneLine, type MailContext } from '../../services/messages';
import type { EventHandler, ScorecardsDue, TeamStore, TeamTx } from '../../store/types';

/**
 * Asks for the reminder of an interview scheduled or changed (not cancelled), at its end, with its
 * SEQUENCE: in the write's transaction, a `scorecards-due` job (team/jobs/scorecards-due.ts).
 */
export const scorecardReminders: EventHandler<TeamTx> = {
  name: 'scorecard-reminders',
  async handle(tx, events) {
    for (const event of events) {
      const interview =
        event.type === 'interview.scheduled'
          ? event.interview
          : event.type === 'interview.changed'
            ? event.after
            : undefined;
      if (interview)
        await tx.later.send(
          'scorecards-due',
          { interviewId: interview.id, sequence: interview.sequence },
          { after: new Date(endsAt(interview)).toISOString() },
        );
    }
  },
};

/**
 * At an interview's end (a job of the durable queue, set when it was scheduled or last changed),
 * each interviewer whose scorecard is not submitted is reminded: on their bell, and by email unless
 * they turned that off. An interview changed since (its SEQUENCE moved on), cancelled or erased
 * is left alone: its newer reminder, if any, does the work.
 */
export function scorecardsDue(store: TeamStore, mail: MailContext) {
  return (due: ScorecardsDue): Promise<void> =>
    store.transaction('write', async (tx) => {
      const interview = await tx.interviews.get(due.interviewId);
      if (!interview || interview.status === 'cancelled' || interview.sequence !== due.sequence)
        return;
      const candidate = await tx.candidates.get(interview.candidateId);
      if (!candidate) return;
      const submitted = new Set(
        (await tx.scorecards.listByInterview(interview.id))
          .filter((card) => card.submittedAt)
          .map((card) => card.interviewerId),
      );
      const path = `/candidates/${candidate.id}`;
      const title = `Scorecard due: ${interview.name} with ${candidate.name}`;
      const at = new Date().toISOString();
      for (const id of interview.interviewerIds) {
        if (submitted.has(id)) continue;
        const member = await tx.accounts.getUser(id);
        if (!member?.active) continue;
        await notifyMember(
          tx,
          member,
          { kind: 'scorecard', title, link: path, candidateId: candidate.id },
          at,
          {
            kind: 'scorecard-due',
            to: member.email,
            subject: oneLine(title),
            text: [
              `${interview.name} with ${candidate.name} is over. Your scorecard is not in yet.`,
              `Write it while it is fresh, before you read the others':\n${appLink(mail, path)}`,
            ].join('\n\n'),
            candidateId: candidate.id,
          },
        );
      }
    });
}

import { DIGEST_HOUR, isDigestKind, type Notification } from '@/domain/notifications';
import { hourInZone, readerZone } from '@/domain/time-zones';
import { appLink, type MailContext } from '../../services/messages';
import { mayOpen } from '../../services/candidate-access';
import { organizationOf } from '../../services/settings';
import type { Account, OutgoingEmail, TeamStore } from '../../store/types';

/**
 * The daily digest: a member who wants mentions or applications "daily" is not emailed each one
 * (services/messages.ts: notifyMember holds it); once a day, at DIGEST_HOUR in their time zone (else
 * the organization's), one email lists what waited, each with its link, and each is listed once.
 * Only what the member may still see goes in: a candidate erased took their notifications with
 * them, and one the member may no longer open is left out. Nothing to list: no email.
 */
export function emailDigests(store: TeamStore, mail: MailContext) {
  return async (now: Date = new Date()): Promise<{ sent: number }> => {
    const at = now.toISOString();
    const { timeZone } = await store.query(organizationOf);
    const members = await store.query((tx) => tx.notifications.digestMembers());
    let sent = 0;
    // One transaction per member: one's digest is written (with its items marked) or not at all.
    for (const userId of members)
      await store.transaction('write', async (tx) => {
        const member = await tx.accounts.getUser(userId);
        if (!member?.active) return;
        if (hourInZone(at, readerZone(member.timeZone, timeZone)) !== DIGEST_HOUR) return;
        const { daily } = await tx.notifications.emailPrefs(userId);
        const pending = (await tx.notifications.digestPending(userId)).filter(
          (n) => isDigestKind(n.kind) && daily.includes(n.kind),
        );
        const listed: Notification[] = [];
        for (const notification of pending)
          if (
            notification.candidateId === null ||
            (await mayOpen(tx, member, notification.candidateId))
          )
            listed.push(notification);
        // Those it may no longer open are done with too: they never come later.
        await tx.notifications.markDigested(
          userId,
          pending.map((n) => n.id),
          at,
        );
        if (listed.length === 0) return;
        await tx.outbox.add(digestEmail(mail, member, listed), at);
        sent += 1;
      });
    return { sent };
  };
}

/** What a digest says of each item, by its kind. */
const DIGEST_LINES: Partial<Record<Notification['kind'], string>> = {
  application: 'A new application',
  mention: 'A mention of you in a note',
};

/** "2 new applications and 1 mention", in the words of the digest's subject. */
function countsInWords(listed: readonly Notification[]): string {
  const count = (kind: Notification['kind'], one: string, many: string) => {
    const n = listed.filter((item) => item.kind === kind).length;
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  };
  return [
    ...count('application', 'application', 'applications'),
    ...count('mention', 'mention', 'mentions'),
  ].join(' and ');
}

export function digestEmail(
  mail: MailContext,
  member: Pick<Account, 'name' | 'email'>,
  listed: readonly Notification[],
): OutgoingEmail {
  return {
    kind: 'digest',
    to: member.email,
    subject: `Your TalentFlow digest: ${countsInWords(listed)}`,
    text: [
      `Hello ${member.name},`,
      'Here is what happened since your last digest:',
      // No candidate is named: a digest goes to several people's pages at once, so it cannot go
      // with one of them on their erasure (docs/decisions.md); each link names the way in.
      ...listed.map((n) => `${DIGEST_LINES[n.kind] ?? 'News'}\n${appLink(mail, n.link)}`),
      `Choose how these come by email on your account page:\n${appLink(mail, '/account')}`,
    ].join('\n\n'),
  };
}

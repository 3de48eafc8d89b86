import { EMAILS_PAGE, type EmailList } from '@/domain/schemas';
import { conflict, notFound } from '../../errors';
import type { StoredEmail, TeamStore } from '../../store/types';
import type { TeamServiceDeps } from './context';

/** The outbox as admins see it (the Email page), and sending a failed message again. */

const listItem = ({
  id,
  kind,
  to,
  subject,
  state,
  attempts,
  lastError,
  createdAt,
  sentAt,
}: StoredEmail) => ({
  id,
  kind,
  to,
  subject,
  state,
  attempts,
  lastError,
  createdAt,
  sentAt,
});

export function emailsService(deps: TeamServiceDeps) {
  const { store, sessions } = deps;
  return {
    async list(query: { state?: StoredEmail['state']; before?: number }): Promise<EmailList> {
      return store.transaction('read', async (tx) => {
        const rows = await tx.outbox.list({ ...query, limit: EMAILS_PAGE + 1 });
        const page = rows.slice(0, EMAILS_PAGE);
        return {
          configured: deps.mail.sending === true,
          counts: await tx.outbox.counts(),
          emails: page.map(listItem),
          next: rows.length > EMAILS_PAGE ? page.at(-1)!.id : null,
        };
      });
    },

    /** A failed message queued again, for another day of tries. */
    retry: (id: number) =>
      store.transaction('write', async (tx) => {
        const message = await tx.outbox.get(id);
        if (!message) throw notFound(`Email ${id} not found.`);
        if (message.state !== 'failed')
          throw conflict(`Only a failed email can be sent again; this one is ${message.state}.`);
        await tx.outbox.requeue(id, sessions.now().toISOString());
        await tx.audit.record('email.retried', { target: `email:${id}` });
        return listItem((await tx.outbox.get(id))!);
      }),
  };
}

/** Queues every message kept while email was not set up; how many there were. */
export async function sendWaiting(store: TeamStore): Promise<number> {
  return store.transaction('write', async (tx) => {
    const ids = await tx.outbox.waiting();
    const at = new Date().toISOString();
    for (const id of ids) await tx.outbox.requeue(id, at);
    return ids.length;
  });
}

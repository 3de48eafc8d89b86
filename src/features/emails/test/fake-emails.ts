import { EMAIL_STATES, type EmailState } from '@/domain/outbox';
import type { EmailList, EmailListItem } from '@/domain/schemas';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';

/** A message of the outbox for tests: sent, unless told otherwise. */
export function outboxEmail(id: number, overrides: Partial<EmailListItem> = {}): EmailListItem {
  return {
    id,
    kind: 'invitation',
    to: `person${id}@example.com`,
    subject: 'You are invited to TalentFlow',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2030-03-01T09:00:00.000Z',
    sentAt: '2030-03-01T09:00:05.000Z',
    ...overrides,
  };
}

/**
 * The outbox endpoints of a team server, faked (the browser-mode API under the tests has none):
 * GET /api/emails (newest first, `pageSize` a page, `before` an id) and
 * POST /api/emails/:id/retry (409 for a message that has not failed, or with `refuse` set).
 * With `unavailable` set, the list fails.
 */
export function fakeEmails(emails: EmailListItem[], { configured = true, pageSize = 50 } = {}) {
  const state = {
    configured,
    emails: [...emails].sort((a, b) => b.id - a.id),
    /** Every retry answers 409 with this message. */
    refuse: null as string | null,
    /** Every list answers 503 with this message. */
    unavailable: null as string | null,
  };
  const watch = interceptApi(({ method, url }) => {
    if (url.pathname === '/api/emails' && method === 'GET') {
      if (state.unavailable) return apiError(503, state.unavailable, 'unavailable');
      const only = url.searchParams.get('state') as EmailState | null;
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const matching = state.emails.filter(
        (email) => (!only || email.state === only) && email.id < before,
      );
      const page = matching.slice(0, pageSize);
      const counts = Object.fromEntries(
        EMAIL_STATES.map((s) => [s, state.emails.filter((email) => email.state === s).length]),
      ) as EmailList['counts'];
      return publishedAnswer('GET /api/emails', {
        configured: state.configured,
        counts,
        emails: page,
        next: matching.length > pageSize ? page.at(-1)!.id : null,
      } satisfies EmailList);
    }
    const retry = /^\/api\/emails\/(\d+)\/retry$/.exec(url.pathname);
    if (retry && method === 'POST') {
      if (state.refuse) return apiError(409, state.refuse, 'conflict');
      const email = state.emails.find((e) => e.id === Number(retry[1]));
      if (!email) return apiError(404, `Email ${retry[1]} not found.`, 'not_found');
      if (email.state !== 'failed')
        return apiError(409, `Only a failed email can be sent again; this one is ${email.state}.`);
      const queued = { ...email, state: 'queued' as const };
      state.emails = state.emails.map((e) => (e === email ? queued : e));
      return publishedAnswer('POST /api/emails/:id{[0-9]+}/retry', { email: queued });
    }
    return undefined;
  });
  return { state, ...watch };
}

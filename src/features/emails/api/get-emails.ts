import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailState } from '@/domain/outbox';
import type { EmailList } from '@/domain/schemas';
import { emailKeys } from './keys';

export interface EmailsQuery {
  state?: EmailState;
  /** The `next` of the page before: the messages older than this id. */
  before?: number;
}

/** GET /api/emails (team mode, admin): the outbox, newest first, 50 a page, with every state's count. */
export function getEmails(query: EmailsQuery, signal?: AbortSignal): Promise<EmailList> {
  return apiRequest<EmailList>('/emails', { query: { ...query }, signal });
}

/** The outbox under one state filter, a page at a time (keyed by the id to ask `before`). */
export function emailsQueryOptions(state: EmailState | undefined) {
  return infiniteQueryOptions({
    queryKey: emailKeys.list(state),
    queryFn: ({ pageParam, signal }) =>
      // 0 is the first page: ids start at 1, so it never stands for a real message.
      getEmails({ state, before: pageParam || undefined }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

export function useEmails(state: EmailState | undefined) {
  return useInfiniteQuery(emailsQueryOptions(state));
}

import type { EmailState } from '@/domain/outbox';

/** Every query key of the Email page: a list per state filter (`all` when none). */
export const emailKeys = {
  all: ['emails'] as const,
  lists: () => ['emails', 'list'] as const,
  list: (state: EmailState | undefined) => ['emails', 'list', state ?? 'all'] as const,
};

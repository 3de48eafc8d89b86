import { REPLACED_MESSAGES } from '@/api/change-feed';
import { errorResponse } from '@/server/errors';

/** Every path under /api, including /api itself: the worker answers them all, the network none. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The answer once the database has been upgraded elsewhere or removed: nothing is read or written. */
export function replacedAnswer(reason: 'upgraded' | 'deleted'): Response {
  return errorResponse(
    503,
    reason === 'deleted' ? 'database_removed' : 'stale_page',
    REPLACED_MESSAGES[reason],
  );
}

import { REPLACED_MESSAGES } from '@/api/change-feed';

/** Every path under /api, including /api itself: the worker answers them all, the network none. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function jsonError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The answer once the database has been upgraded elsewhere or removed: nothing is read or written. */
export function replacedAnswer(reason: 'upgraded' | 'deleted'): Response {
  return jsonError(
    503,
    reason === 'deleted' ? 'database_removed' : 'stale_page',
    REPLACED_MESSAGES[reason],
  );
}

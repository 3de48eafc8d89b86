import { apiRequest } from '@/api/client';

/** Where a sign-in of an address goes: the company's identity provider, or the password. */
export type SignInStart = { sso: true; provider: string; url: string } | { sso: false };

/**
 * GET /api/sso/start?email= (public): an address of a proved domain answers its provider's name
 * and sign-in URL; any other `{ sso: false }`. Asked once per submit, so it is no query.
 */
export function startSignIn(email: string, signal?: AbortSignal): Promise<SignInStart> {
  return apiRequest<SignInStart>(`/sso/start?email=${encodeURIComponent(email)}`, { signal });
}

/**
 * Sends the browser to the provider's sign-in (the page is left). An object, so a test can replace
 * `open` (`vi.spyOn(providerSignIn, 'open')`): jsdom cannot navigate.
 */
export const providerSignIn = {
  open(url: string): void {
    window.location.assign(url);
  },
};

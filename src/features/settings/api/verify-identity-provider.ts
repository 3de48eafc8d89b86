import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/**
 * POST /api/sso/providers/:id/verify: the provider's sign-in, where the admin signs in as someone
 * of a claimed domain to prove it; 503 when the provider cannot be reached.
 */
export function verifyIdentityProvider(id: number): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/sso/providers/${id}/verify`, { method: 'POST' });
}

export function useVerifyIdentityProvider() {
  return useMutation({ mutationFn: verifyIdentityProvider });
}

/**
 * Sends the admin's browser to the provider's sign-in (the page is left; the provider sends them
 * back to Settings). An object, so a test can replace `open`: jsdom cannot navigate.
 */
export const proofSignIn = {
  open(url: string): void {
    window.location.assign(url);
  },
};

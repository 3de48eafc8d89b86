import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { myApplicationKeys, myApplicationPath } from './keys';

/** POST /api/my-application/:token/erase: erases the application; the link then answers 404. */
export function eraseMyApplication(token: string): Promise<void> {
  return apiRequest<void>(`${myApplicationPath(token)}/erase`, {
    method: 'POST',
    body: { confirm: true },
  });
}

export function useEraseMyApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseMyApplication(token),
    // Dropped, not refetched: what it held is erased, and the page says so instead.
    onSuccess: () => queryClient.removeQueries({ queryKey: myApplicationKeys.detail(token) }),
  });
}

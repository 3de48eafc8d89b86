import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { myApplicationKeys, myApplicationPath } from './keys';

/**
 * POST /api/my-application/:token/withdraw: the applicant leaves the process; the team keeps the
 * record and the link keeps working (its status then says Withdrawn).
 */
export function withdrawMyApplication(token: string): Promise<void> {
  return apiRequest<void>(`${myApplicationPath(token)}/withdraw`, {
    method: 'POST',
    body: { confirm: true },
  });
}

export function useWithdrawMyApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawMyApplication(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKeys.detail(token) }),
  });
}

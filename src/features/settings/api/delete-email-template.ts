import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** DELETE /api/email-templates/:id: 204; 404 when it is gone already. */
export function deleteEmailTemplate(id: string): Promise<void> {
  return apiRequest<void>(`/email-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Removes a template. The list is fetched again before the mutation settles, after a refusal too
 * (a 404: a colleague removed it first).
 */
export function useDeleteEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.emailTemplates() }),
  });
}

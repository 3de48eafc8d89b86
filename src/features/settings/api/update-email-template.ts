import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailTemplateBody } from '@/api/types';
import type { EmailTemplate } from '@/domain/email-templates';
import { settingsKeys } from './keys';

/** PUT /api/email-templates/:id: the template's new words, answered as kept; 404 once it is gone. */
export function updateEmailTemplate(id: string, body: EmailTemplateBody): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>(`/email-templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export interface UpdateEmailTemplateInput {
  id: string;
  body: EmailTemplateBody;
}

/**
 * Changes a template. The list is fetched again before the mutation settles, and after a refusal
 * too: a 404 means a colleague removed it, and the list should say so.
 */
export function useUpdateEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateEmailTemplateInput) => updateEmailTemplate(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.emailTemplates() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailTemplateBody } from '@/api/types';
import type { EmailTemplate } from '@/domain/email-templates';
import { settingsKeys } from './keys';

/** POST /api/email-templates: a new template, answered as kept (201); 400 says what breaks the rules. */
export function createEmailTemplate(body: EmailTemplateBody): Promise<EmailTemplate> {
  return apiRequest<EmailTemplate>('/email-templates', { method: 'POST', body });
}

/** Adds a template. The list is fetched again before the mutation settles, so it shows the new one. */
export function useCreateEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.emailTemplates() }),
  });
}

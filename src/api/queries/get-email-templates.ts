import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '@/domain/email-templates';
import { apiRequest } from '../client';

/**
 * GET /api/email-templates: the team's templates (the defaults until the team changes them),
 * shared by the screens that write to candidates, so they share one cache entry.
 */
export const emailTemplatesKey = ['email-templates'] as const;

export function fetchEmailTemplates(signal?: AbortSignal): Promise<{ templates: EmailTemplate[] }> {
  return apiRequest<{ templates: EmailTemplate[] }>('/email-templates', { signal });
}

export function emailTemplatesQueryOptions() {
  return queryOptions({
    queryKey: emailTemplatesKey,
    queryFn: ({ signal }) => fetchEmailTemplates(signal),
  });
}

/** The templates; `enabled` is false where nobody writes to candidates, so nothing is asked for. */
export function useEmailTemplates(enabled = true) {
  return useQuery({ ...emailTemplatesQueryOptions(), enabled });
}

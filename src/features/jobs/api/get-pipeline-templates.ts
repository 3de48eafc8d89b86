import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { PipelineTemplate } from '@/api/types';
import { jobKeys } from './keys';

export function getPipelineTemplates(signal?: AbortSignal) {
  return apiRequest<{ templates: PipelineTemplate[] }>('/pipeline-templates', { signal });
}

/** The organization's pipeline templates (a new job starts from one). */
export function usePipelineTemplates() {
  return useQuery({
    queryKey: [...jobKeys.all, 'pipeline-templates'],
    queryFn: ({ signal }) => getPipelineTemplates(signal),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from './keys';
import { apiRequest } from '@/api/client';
import type { PipelineTemplate, PipelineTemplateBody } from '@/api/types';

export function createPipelineTemplate(body: PipelineTemplateBody): Promise<PipelineTemplate> {
  return apiRequest<PipelineTemplate>('/pipeline-templates', { method: 'POST', body });
}

/** Keeps a job's stages as a named template new jobs can start from. */
export function useCreatePipelineTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPipelineTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: [...jobKeys.all, 'pipeline-templates'] }),
  });
}

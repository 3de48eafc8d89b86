import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Attention } from '@/api/types';
import { candidateKeys } from './keys';

export function getJobAttention(jobId: number, signal?: AbortSignal): Promise<Attention> {
  return apiRequest<Attention>(`/jobs/${jobId}/attention`, { signal });
}

/** A job's candidates longer in their stage than it expects: asked only of a job whose stages expect some. */
export function useJobAttention(jobId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.attention(jobId ?? 0),
    queryFn: ({ signal }) => getJobAttention(jobId!, signal),
    enabled: enabled && jobId !== undefined,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { viewerTimeZone } from '@/lib/format-date-time';
import type { SubmitAssessmentBody, SubmitAssessmentResult } from '@/api/types';
import { assessmentKeys } from './keys';

/** The files an application sends: a résumé, and each file-upload question's file by its id. */
export interface ApplicationFiles {
  resume?: File;
  answers?: ReadonlyMap<string, File>;
}

/**
 * POST /api/assessments/:jobId/submit: JSON, or with files a multipart form whose `application`
 * field is the same JSON.
 */
export function submitAssessment(
  jobId: number,
  body: SubmitAssessmentBody,
  files: ApplicationFiles = {},
): Promise<SubmitAssessmentResult> {
  const path = `/assessments/${jobId}/submit`;
  const answerFiles = [...(files.answers ?? [])];
  if (!files.resume && answerFiles.length === 0)
    return apiRequest<SubmitAssessmentResult>(path, { method: 'POST', body });
  const form = new FormData();
  form.append('application', JSON.stringify(body));
  if (files.resume) form.append('resume', files.resume);
  for (const [questionId, file] of answerFiles) form.append(`answer:${questionId}`, file);
  return apiRequest<SubmitAssessmentResult>(path, { method: 'POST', form });
}

/** A submission adds a candidate and a response: the board, profiles and response lists refresh. */
export function useSubmitAssessment(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The applicant's time zone goes with it: their emails name times in it.
    mutationFn: ({ body, files }: { body: SubmitAssessmentBody; files?: ApplicationFiles }) =>
      submitAssessment(jobId, { ...body, timeZone: viewerTimeZone() }, files),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.responses() }),
        queryClient.invalidateQueries({ queryKey: ['candidates'] }),
      ]),
  });
}

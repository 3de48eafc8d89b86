import type { CreateJobBody, Job } from '@/api/types';
import { parseTags } from '@/domain/tags';
import { isBlank } from '@/domain/text';

/** The job form as typed: tags are one comma-separated string. */
export interface JobFormValues {
  title: string;
  tags: string;
}

export interface JobFormErrors {
  title?: string;
}

export const TITLE_REQUIRED = 'Title is required.';

export const EMPTY_JOB_FORM: JobFormValues = { title: '', tags: '' };

export function formValuesFromJob(job: Pick<Job, 'title' | 'tags'>): JobFormValues {
  return { title: job.title, tags: job.tags.join(', ') };
}

/** Checks the form and, when it is valid, gives the request body: trimmed title, parsed tags. */
export function validateJobForm(
  values: JobFormValues,
): { ok: true; body: Required<CreateJobBody> } | { ok: false; errors: JobFormErrors } {
  const title = values.title.trim();
  if (isBlank(title)) return { ok: false, errors: { title: TITLE_REQUIRED } };
  return { ok: true, body: { title, tags: parseTags(values.tags) } };
}

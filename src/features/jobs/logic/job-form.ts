import type { CreateJobBody, Job, UpdateJobBody } from '@/api/types';
import { LIMITS } from '@/domain/constants';
import { EMPLOYMENT_TYPES } from '@/domain/enums';
import { parseTags } from '@/domain/tags';
import { isBlank } from '@/domain/text';
import type { EmploymentType } from '@/domain/types';

/** The job form as typed: tags are one comma-separated string; '' is no employment type. */
export interface JobFormValues {
  title: string;
  tags: string;
  description: string;
  location: string;
  department: string;
  employmentType: EmploymentType | '';
  /** How many people the job hires, as typed. */
  openings: string;
}

export interface JobFormErrors {
  title?: string;
  openings?: string;
}

export const TITLE_REQUIRED = 'Title is required.';
export const OPENINGS_MESSAGE = `Openings must be a whole number from 1 to ${LIMITS.openings}.`;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  tags: '',
  description: '',
  location: '',
  department: '',
  employmentType: '',
  openings: '1',
};

export function formValuesFromJob(job: Job): JobFormValues {
  return {
    title: job.title,
    tags: job.tags.join(', '),
    description: job.description ?? '',
    location: job.location ?? '',
    department: job.department ?? '',
    employmentType: job.employmentType ?? '',
    openings: String(job.openings ?? 1),
  };
}

/** Everything the form saves: blank details are none, and an edit sends them to clear them. */
export interface JobFormBody {
  title: string;
  tags: string[];
  description: string;
  location: string;
  department: string;
  employmentType: EmploymentType | null;
  openings: number;
}

/** Checks the form and, when it is valid, gives what to save: trimmed text, parsed tags. */
export function validateJobForm(
  values: JobFormValues,
): { ok: true; body: JobFormBody } | { ok: false; errors: JobFormErrors } {
  const title = values.title.trim();
  const typed = values.openings.trim();
  const openings = Number(typed);
  const errors: JobFormErrors = {};
  if (isBlank(title)) errors.title = TITLE_REQUIRED;
  // Digits only: a whole number, never a sign, a fraction or an exponent.
  if (!/^\d+$/.test(typed) || openings < 1 || openings > LIMITS.openings)
    errors.openings = OPENINGS_MESSAGE;
  if (errors.title || errors.openings) return { ok: false, errors };
  const type = values.employmentType;
  return {
    ok: true,
    body: {
      title,
      tags: parseTags(values.tags),
      description: values.description.trim(),
      location: values.location.trim(),
      department: values.department.trim(),
      employmentType: type !== '' && EMPLOYMENT_TYPES.includes(type) ? type : null,
      openings,
    },
  };
}

/** A new job's body: only the details it has. */
/** A new job from the form is a draft: applicants see it once it is published. */
export function createBody({ employmentType, ...rest }: JobFormBody): CreateJobBody {
  const body: CreateJobBody = { title: rest.title, tags: rest.tags, status: 'draft' };
  if (rest.description) body.description = rest.description;
  if (rest.location) body.location = rest.location;
  if (rest.department) body.department = rest.department;
  if (employmentType) body.employmentType = employmentType;
  if (rest.openings !== 1) body.openings = rest.openings;
  return body;
}

/** An edit's body: every field, so a detail emptied in the form is removed. */
export function updateBody(body: JobFormBody): UpdateJobBody {
  return body;
}

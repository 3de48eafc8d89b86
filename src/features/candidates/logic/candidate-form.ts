import type { CreateCandidateBody } from '@/api/types';
import { EMAIL_MESSAGE, isValidEmail } from '@/domain/assessment';
import { CANDIDATE_SOURCES, type CandidateSource } from '@/domain/enums';
import { parsePositiveId } from '@/domain/ids';
import { isPhoneNumber, PHONE_MIN_DIGITS } from '@/domain/phone';
import { isBlank } from '@/domain/text';
import type { Stage } from '@/domain/types';

/**
 * The Add candidate form, checked here with the API's rules (createCandidateSchema) so a recruiter
 * hears what is wrong before anything is sent. The messages are the API's where it has one.
 */

export interface CandidateFormValues {
  name: string;
  email: string;
  phone: string;
  /** A job's id as the select holds it; '' is none chosen. */
  jobId: string;
  stage: Stage;
  /** No default: how someone came to the job is the recruiter's to say. */
  source: CandidateSource | '';
}

export type CandidateFormErrors = Partial<
  Record<'name' | 'email' | 'phone' | 'jobId' | 'source', string>
>;

export const NAME_REQUIRED = 'Name is required.';
export const EMAIL_REQUIRED = 'Email is required.';
export const PHONE_MESSAGE = `Enter a phone number with at least ${PHONE_MIN_DIGITS} digits, using only digits, spaces and + ( ) - .`;
export const JOB_REQUIRED = 'Choose a job.';
export const SOURCE_REQUIRED = 'Choose a source.';

export function emptyCandidateForm(jobId?: number): CandidateFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    jobId: jobId ? String(jobId) : '',
    stage: 'applied',
    source: '',
  };
}

/** What is wrong with a phone as typed; blank is fine (none). */
export function phoneError(phone: string): string | undefined {
  return isBlank(phone) || isPhoneNumber(phone) ? undefined : PHONE_MESSAGE;
}

/** Checks the form and, when it is valid, gives the body to send: trimmed, a blank phone left out. */
/** What is wrong with a candidate's name, email and phone as typed: adding and editing alike. */
export function contactErrors(values: {
  name: string;
  email: string;
  phone: string;
}): Pick<CandidateFormErrors, 'name' | 'email' | 'phone'> {
  const errors: Pick<CandidateFormErrors, 'name' | 'email' | 'phone'> = {};
  const email = values.email.trim();
  if (isBlank(values.name)) errors.name = NAME_REQUIRED;
  if (!email) errors.email = EMAIL_REQUIRED;
  else if (!isValidEmail(email)) errors.email = EMAIL_MESSAGE;
  const badPhone = phoneError(values.phone.trim());
  if (badPhone) errors.phone = badPhone;
  return errors;
}

export function validateCandidateForm(
  values: CandidateFormValues,
): { ok: true; body: CreateCandidateBody } | { ok: false; errors: CandidateFormErrors } {
  const errors: CandidateFormErrors = contactErrors(values);
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const jobId = parsePositiveId(values.jobId);
  const source = CANDIDATE_SOURCES.find((s) => s === values.source);
  if (jobId === undefined) errors.jobId = JOB_REQUIRED;
  if (!source) errors.source = SOURCE_REQUIRED;
  if (jobId === undefined || !source || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return {
    ok: true,
    body: { name, email, jobId, stage: values.stage, source, ...(phone && { phone }) },
  };
}

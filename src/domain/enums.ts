// The fixed value sets of TalentFlow's entities, shared by the UI, the schemas and the stores.

/** `draft`: not yet published, so no applicant can see or apply to it. */
export const JOB_STATUSES = ['active', 'archived', 'draft'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** How a job is held: shown on postings, the careers page and the apply page. */
export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'temporary',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];

/** How a candidate came to a job: `applied` through the application form, the rest added by hand. */
export const CANDIDATE_SOURCES = ['applied', 'referral', 'sourced', 'agency', 'other'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
export const CANDIDATE_SOURCE_LABELS: Record<CandidateSource, string> = {
  applied: 'Applied',
  referral: 'Referral',
  sourced: 'Sourced',
  agency: 'Agency',
  other: 'Other',
};

export const QUESTION_TYPES = [
  'short-text',
  'long-text',
  'single-choice',
  'multi-choice',
  'numeric',
  'file-upload',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const CONDITION_OPERATORS = ['equals', 'not-equals'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** The candidate list's orders (GET /candidates?sort=): stage sorts in pipeline order. */
export const CANDIDATE_SORTS = ['name', 'email', 'appliedAt', 'stage', 'lastActivityAt'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

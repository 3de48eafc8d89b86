// The fixed value sets of TalentFlow's entities, shared by the UI, the schemas and the stores.

export const JOB_STATUSES = ['active', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];

export const QUESTION_TYPES = ['short-text', 'long-text', 'single-choice', 'multi-choice', 'numeric', 'file-upload'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const CONDITION_OPERATORS = ['equals', 'not-equals'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

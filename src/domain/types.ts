// The entities of TalentFlow, shared by the UI, the HTTP contract and the backend.

export const JOB_STATUSES = ['active', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface Job {
  id: number;
  title: string;
  slug: string;
  status: JobStatus;
  tags: string[];
  order: number;
}

export const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];

export interface Candidate {
  id: number;
  name: string;
  email: string;
  stage: Stage;
  jobId: number;
}

export interface Note {
  id: number;
  candidateId: number;
  text: string;
  /** ISO 8601 timestamp */
  createdAt: string;
}

export interface TimelineEntry {
  /** ISO 8601 timestamp */
  date: string;
  stage: Stage;
  notes: string;
}

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

export interface ChoiceOption {
  id: string;
  value: string;
}

export interface QuestionCondition {
  /** Empty string means "no source selected": the question is always shown. */
  sourceQuestionId: string;
  operator: ConditionOperator;
  value: string;
}

export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  required: boolean;
  options?: ChoiceOption[];
  range?: { min: number; max: number };
  condition?: QuestionCondition;
}

export interface Section {
  id: string;
  title: string;
  questions: Question[];
}

export interface AssessmentStructure {
  title: string;
  sections: Section[];
}

export interface Assessment {
  jobId: number;
  structure: AssessmentStructure;
}

/** Question id to answer: a string, or a list of strings for multi-choice. */
export type Answers = Record<string, string | string[]>;

export interface AssessmentResponse {
  id: number;
  jobId: number;
  candidateId: number;
  answers: Answers;
  /** ISO 8601 timestamp */
  submittedAt: string;
}

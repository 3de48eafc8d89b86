// The entities of TalentFlow, shared by the UI, the HTTP contract and the backend. Their shapes are
// the schemas' (src/domain/schemas); this file only names them, so nothing is written twice.
import type { z } from 'zod';
import type {
  answersSchema,
  authorSchema,
  assessmentSchema,
  candidateSchema,
  conditionSchema,
  jobSchema,
  noteSchema,
  optionSchema,
  questionSchema,
  responseSchema,
  sectionSchema,
  structureSchema,
  timelineEntrySchema,
  timelineRowSchema,
} from './schemas';

export {
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_SOURCES,
  CONDITION_OPERATORS,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  JOB_STATUSES,
  QUESTION_TYPES,
  STAGES,
} from './enums';
export type {
  CandidateSource,
  ConditionOperator,
  EmploymentType,
  JobStatus,
  QuestionType,
  Stage,
} from './enums';

export type Job = z.output<typeof jobSchema>;
export type Candidate = z.output<typeof candidateSchema>;
export type Note = z.output<typeof noteSchema>;
/** Who wrote a note or moved a candidate (team mode). */
export type Author = z.output<typeof authorSchema>;
/** A timeline entry as the API answers it: date (ISO 8601), stage, notes. */
export type TimelineEntry = z.output<typeof timelineEntrySchema>;
/** A timeline entry as it is stored. */
export type TimelineRow = z.output<typeof timelineRowSchema>;

export type ChoiceOption = z.output<typeof optionSchema>;
export type QuestionCondition = z.output<typeof conditionSchema>;
export type Question = z.output<typeof questionSchema>;
export type Section = z.output<typeof sectionSchema>;
export type AssessmentStructure = z.output<typeof structureSchema>;
export type Assessment = z.output<typeof assessmentSchema>;
/** Question id to answer: a string, or a list of strings for multi-choice. */
export type Answers = z.output<typeof answersSchema>;
export type AssessmentResponse = z.output<typeof responseSchema>;

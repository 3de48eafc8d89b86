import type { Stage } from './enums';

export const JOBS_PAGE_SIZE = 10;
export const JOBS_MAX_PAGE_SIZE = 100;
export const BOARD_PAGE_SIZE = 1000;
/**
 * How far a search's matches are counted: beyond it, a count is told as "10,000+" (`capped`), so a
 * search of a common prefix costs the same at any size.
 */
export const SEARCH_COUNT_LIMIT = 10_000;

/** A count as people read it: "10,000+" when a search's count stopped at the limit. */
export const countText = (n: number, capped = false): string =>
  capped && n >= SEARCH_COUNT_LIMIT ? `${SEARCH_COUNT_LIMIT.toLocaleString('en')}+` : String(n);
export const CANDIDATES_MAX_PAGE_SIZE = 1000;

export const STAGE_LABELS: Record<Stage, string> = {
  applied: 'Applied',
  screen: 'Screen',
  tech: 'Tech',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export interface MentionPerson {
  id: string;
  name: string;
}

/** The fixed mention directory of the spec: three people. */
export const MENTION_DIRECTORY: readonly MentionPerson[] = [
  { id: 'u1', name: 'Alice Johnson' },
  { id: 'u2', name: 'Bob Smith' },
  { id: 'u3', name: 'Carol Williams' },
];

/** What an archived job's apply page says, and the API's refusal of an application to it. */
/** A published job asked to go back to draft. */
export const JOB_PUBLISHED_MESSAGE =
  'This job has been published, so it cannot go back to draft. Archive it to close it.';
export const JOB_CLOSED_MESSAGE = 'This job is closed and no longer accepts applications.';

/** A move refused because the candidate moved since the mover looked (`fromStage`). */
export const MOVED_MEANWHILE_CODE = 'moved_meanwhile';
export function movedMeanwhileMessage(name: string, stage: Stage, by?: string): string {
  const where = STAGE_LABELS[stage];
  return by
    ? `${by} moved ${name} to ${where} meanwhile.`
    : `${name} was moved to ${where} meanwhile, in another tab or window.`;
}

/** How a response sent with the email of a candidate already on the job is marked (`unverified`). */
export const UNVERIFIED_RESPONSE_NOTE =
  'Sent again from the public form; the sender’s identity is not verified.';

export const LIMITS = {
  jobTitle: 200,
  /** Openings of one job: a large seasonal hire is hundreds. */
  openings: 1000,
  /** A posting's description, Markdown: a long one is about 10,000 characters. */
  jobDescription: 20000,
  jobLocation: 100,
  jobDepartment: 100,
  tag: 50,
  tagsPerJob: 20,
  tagsPerCandidate: 20,
  noteText: 5000,
  candidateName: 200,
  email: 254,
  phone: 40,
  search: 200,
  label: 500,
  answerText: 10000,
  // Assessments: generous for real forms, small enough to keep one job's structure quick to load.
  assessmentTitle: 200,
  sectionTitle: 200,
  sectionsPerAssessment: 50,
  questionsPerAssessment: 300,
  optionsPerQuestion: 50,
  optionValue: 200,
  conditionValue: 200,
  structureId: 64,
} as const;

/** The code of the API's 409 when an email is already on the job; the answer names that candidate. */
export const DUPLICATE_CANDIDATE_CODE = 'duplicate_candidate';
export const DUPLICATE_CANDIDATE_MESSAGE = 'A candidate with this email is already on this job.';
/** A note (new or edited) with nothing to read: the API's message and the note editor's. */
export const NOTE_EMPTY_MESSAGE = 'A note cannot be empty.';

/** Said by a page, and by the API to a page, when a newer TalentFlow took over the database. */
export const STALE_PAGE_MESSAGE =
  'TalentFlow was updated in another tab. Reload this tab to keep working; nothing you saved is lost.';
/** Said when the browser removed the data while the app was open. */
export const DATA_REMOVED_MESSAGE =
  'The TalentFlow data in this browser was removed (for example by clearing this site’s data). Reload to start again.';

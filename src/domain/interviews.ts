import { MENTION_DIRECTORY, STAGE_LABELS } from './constants';
import type { Stage } from './enums';
import { firstStageOf, stageById, stageIdOf, type PipelineStage } from './pipelines';

/**
 * Structured interviews: each job's plan (the interviews a candidate goes through, and what each
 * one's scorecard rates). Pure rules, shared by the API and the plan editor.
 */

/**
 * The categories an interview of the plan belongs to: its stage is one of the job's stages in
 * them (`stageId`), or the category's first.
 */
export const PLAN_STAGES = ['screen', 'tech', 'offer'] as const satisfies readonly Stage[];
export type PlanStage = (typeof PLAN_STAGES)[number];

export const PLAN_LIMITS = {
  interviews: 20,
  attributes: 30,
  name: 100,
  heading: 60,
  minMinutes: 5,
  maxMinutes: 480,
  id: 40,
} as const;

export interface PlanAttribute {
  id: string;
  heading: string;
  name: string;
}

export interface PlanInterview {
  id: string;
  name: string;
  stage: PlanStage;
  /**
   * The job's stage it belongs to, one of `stage`'s category. Absent: the category's first stage
   * of the job (on the six default stages, always so).
   */
  stageId?: string;
  durationMinutes: number;
  attributes: PlanAttribute[];
}

export interface InterviewPlan {
  interviews: PlanInterview[];
}

/** A plan as a client sends it: ids of new interviews and attributes may be left out. */
export type InterviewPlanInput = {
  interviews: Array<
    Omit<PlanInterview, 'id' | 'attributes'> & {
      id?: string;
      attributes: Array<Omit<PlanAttribute, 'id'> & { id?: string }>;
    }
  >;
};

const attribute = (id: string, heading: string, name: string): PlanAttribute => ({
  id,
  heading,
  name,
});

/** The plan of a job whose recruiters have not made one: three interviews, screen to offer. */
export const DEFAULT_PLAN: InterviewPlan = {
  interviews: [
    {
      id: 'phone-screen',
      name: 'Phone screen',
      stage: 'screen',
      durationMinutes: 30,
      attributes: [
        attribute('phone-screen-motivation', 'Traits', 'Motivation'),
        attribute('phone-screen-communication', 'Traits', 'Communication'),
        attribute('phone-screen-experience', 'Skills', 'Relevant experience'),
      ],
    },
    {
      id: 'technical-interview',
      name: 'Technical interview',
      stage: 'tech',
      durationMinutes: 60,
      attributes: [
        attribute('technical-interview-problem-solving', 'Skills', 'Problem solving'),
        attribute('technical-interview-domain', 'Skills', 'Domain knowledge'),
        attribute('technical-interview-quality', 'Skills', 'Quality of work'),
        attribute('technical-interview-collaboration', 'Traits', 'Collaboration'),
      ],
    },
    {
      id: 'final-interview',
      name: 'Final interview',
      stage: 'offer',
      durationMinutes: 45,
      attributes: [
        attribute('final-interview-values', 'Traits', 'Shares our values'),
        attribute('final-interview-ownership', 'Traits', 'Ownership'),
        attribute('final-interview-growth', 'Skills', 'Room to grow'),
      ],
    },
  ],
};

/** A plan's problems beyond its shape: what the API refuses with 400, and the editor shows. */
export function planProblems(plan: InterviewPlanInput): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const ids = new Set<string>();
  plan.interviews.forEach((interview, i) => {
    const which = `Interview ${i + 1}${interview.name.trim() ? ` (“${interview.name.trim()}”)` : ''}`;
    const name = interview.name.trim().toLowerCase();
    if (!name) problems.push(`${which} needs a name.`);
    else if (names.has(name)) problems.push(`${which}: another interview has this name.`);
    names.add(name);
    for (const id of [interview.id, ...interview.attributes.map((a) => a.id)]) {
      if (id === undefined) continue;
      if (ids.has(id)) problems.push(`${which}: the id “${id}” is used twice in the plan.`);
      ids.add(id);
    }
    if (interview.attributes.length === 0)
      problems.push(`${which} needs at least one attribute to rate.`);
    const rated = new Set<string>();
    interview.attributes.forEach((item, j) => {
      const label = `${which}, attribute ${j + 1}`;
      if (!item.heading.trim()) problems.push(`${label} needs a heading.`);
      if (!item.name.trim()) problems.push(`${label} needs a name.`);
      const key = `${item.heading.trim().toLowerCase()}\u0000${item.name.trim().toLowerCase()}`;
      if (item.name.trim() && rated.has(key))
        problems.push(`${label}: “${item.name.trim()}” is rated twice under one heading.`);
      rated.add(key);
    });
  });
  return problems;
}

/** An id for a new interview or attribute: from its name, made unique within the plan. */
export function newPlanId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, PLAN_LIMITS.id - 4) || 'item';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The plan as stored: names trimmed, every interview and attribute with an id. */
export function completePlan(plan: InterviewPlanInput): InterviewPlan {
  const taken = new Set<string>();
  for (const interview of plan.interviews) {
    if (interview.id) taken.add(interview.id);
    for (const item of interview.attributes) if (item.id) taken.add(item.id);
  }
  const idFor = (given: string | undefined, name: string) => {
    if (given) return given;
    const made = newPlanId(name, taken);
    taken.add(made);
    return made;
  };
  return {
    interviews: plan.interviews.map((interview) => {
      const name = interview.name.trim();
      const id = idFor(interview.id, name);
      return {
        id,
        name,
        stage: interview.stage,
        ...(interview.stageId !== undefined && { stageId: interview.stageId }),
        durationMinutes: interview.durationMinutes,
        attributes: interview.attributes.map((item) => ({
          id: idFor(item.id, `${id}-${item.name.trim()}`),
          heading: item.heading.trim(),
          name: item.name.trim(),
        })),
      };
    }),
  };
}

/**
 * What is wrong with the stages a plan's interviews name among a job's `stages`, in words: a
 * `stageId` must be a stage of the job in the interview's own category.
 */
export function planStageProblems(
  plan: InterviewPlanInput,
  stages: readonly PipelineStage[],
): string[] {
  const problems: string[] = [];
  plan.interviews.forEach((interview, i) => {
    if (interview.stageId === undefined) return;
    const found = stageById(stages, interview.stageId);
    if (found?.category === interview.stage) return;
    const name = interview.name.trim();
    problems.push(
      `Interview ${i + 1}${name ? ` (“${name}”)` : ''}: the job has no ${STAGE_LABELS[interview.stage]} stage “${found?.name ?? interview.stageId}”.`,
    );
  });
  return problems;
}

/**
 * The id of the job's stage an interview of the plan belongs to: its own `stageId` while the job
 * has that stage in the interview's category, else the category's first stage (none: the job has
 * no stage in it).
 */
export function planStageIdOf(
  interview: Pick<PlanInterview, 'stage' | 'stageId'>,
  stages: readonly PipelineStage[],
): string | undefined {
  if (interview.stageId !== undefined) {
    const found = stageById(stages, interview.stageId);
    if (found?.category === interview.stage) return found.id;
  }
  return firstStageOf(stages, interview.stage)?.id;
}

/**
 * The stage scheduling `interview` may move a candidate into: the interview's stage of the job,
 * when the candidate is in an earlier stage of it and in neither Hired nor Rejected. Never back,
 * and never when the job has no stage for the interview.
 */
export function interviewMoveTarget(
  candidate: { stage: Stage; stageId?: string },
  interview: Pick<PlanInterview, 'stage' | 'stageId'>,
  stages: readonly PipelineStage[],
): PipelineStage | undefined {
  if (candidate.stage === 'hired' || candidate.stage === 'rejected') return undefined;
  const toId = planStageIdOf(interview, stages);
  const to = stages.findIndex((stage) => stage.id === toId);
  const at = stages.findIndex((stage) => stage.id === stageIdOf(candidate));
  return to >= 0 && at >= 0 && at < to ? stages[to] : undefined;
}

/**
 * A plan's interviews as a job with these `stages` reads them: a `stageId` the job no longer has
 * in the interview's category is left out (the interview falls back to its category's first
 * stage), and so is one that says no more than its absence would (the category's first stage,
 * whose id is the category's name): a job on the six default stages reads its plan as before.
 */
export function planOnStages(
  interviews: readonly PlanInterview[],
  stages: readonly PipelineStage[],
): PlanInterview[] {
  return interviews.map((interview) => {
    if (interview.stageId === undefined) return interview;
    const found = stageById(stages, interview.stageId);
    const first = firstStageOf(stages, interview.stage);
    const kept =
      found?.category === interview.stage &&
      !(found.id === interview.stage && first?.id === found.id);
    if (kept) return interview;
    const { stageId: _left, ...rest } = interview;
    return rest;
  });
}

/** An interview's attributes grouped under their headings, in the plan's order. */
export function attributesByHeading(
  attributes: readonly PlanAttribute[],
): Array<{ heading: string; attributes: PlanAttribute[] }> {
  const groups: Array<{ heading: string; attributes: PlanAttribute[] }> = [];
  for (const item of attributes) {
    const group = groups.find((g) => g.heading === item.heading);
    if (group) group.attributes.push(item);
    else groups.push({ heading: item.heading, attributes: [item] });
  }
  return groups;
}

/** Where an interview stands: scheduled (perhaps moved since), or called off. */
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** A scheduled interview of a candidate: one of their job's plan, with its interviewers. */
export interface Interview {
  id: number;
  candidateId: number;
  jobId: number;
  /** The plan's interview it was scheduled from (its name is kept as it was then). */
  planInterviewId: string;
  name: string;
  /** UTC, ISO 8601 with milliseconds. */
  startsAt: string;
  durationMinutes: number;
  /** Team members' ids (in browser mode, the directory's people's). */
  interviewerIds: number[];
  location?: string;
  videoUrl?: string;
  instructions?: string;
  /** The candidate was emailed the invitation (a team server), and so hears of its changes. */
  inviteCandidate?: true;
  status: InterviewStatus;
  /** How many times it was changed since it was scheduled: a calendar's SEQUENCE. */
  sequence: number;
  createdAt: string;
  /** Who scheduled it (team mode). */
  author?: { id: number; name: string };
}

/** How an interviewer rates one attribute. */
export const RATINGS = ['strong_no', 'no', 'yes', 'strong_yes', 'no_opinion'] as const;
export type Rating = (typeof RATINGS)[number];
/** An interviewer's overall recommendation. */
export const RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** One interviewer's feedback on one interview: a draft until submitted. */
export interface Scorecard {
  id: number;
  interviewId: number;
  candidateId: number;
  interviewerId: number;
  /** By the plan's attribute id. */
  ratings: Record<string, Rating>;
  takeaways: string;
  recommendation?: Recommendation;
  submittedAt?: string;
  updatedAt: string;
  /** When it was changed after it was submitted. */
  editedAt?: string;
}

/** Browser mode's interviewers: the mention directory's people, numbered from 1. */
export const LOCAL_INTERVIEWERS: ReadonlyArray<{ id: number; name: string }> =
  MENTION_DIRECTORY.map((person, i) => ({ id: i + 1, name: person.name }));

/** Whether a number of minutes is an interview's length: whole, from 5 to 480. */
export const isInterviewLength = (minutes: number): boolean =>
  Number.isInteger(minutes) &&
  minutes >= PLAN_LIMITS.minMinutes &&
  minutes <= PLAN_LIMITS.maxMinutes;

/** A link that opens in a browser: http or https only (never javascript: or data:). */
export function isWebLink(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** When an interview ends, in ms. */
export const endsAt = (interview: Pick<Interview, 'startsAt' | 'durationMinutes'>): number =>
  Date.parse(interview.startsAt) + interview.durationMinutes * 60_000;

/**
 * The interviewers of `interview` who already have another scheduled interview at a time that
 * overlaps it, with that interview: a warning, never a refusal.
 */
export function overlaps(
  interview: Pick<Interview, 'id' | 'startsAt' | 'durationMinutes' | 'interviewerIds'>,
  others: readonly Interview[],
): Array<{ interviewerId: number; interviewId: number }> {
  const start = Date.parse(interview.startsAt);
  const end = endsAt(interview);
  const found: Array<{ interviewerId: number; interviewId: number }> = [];
  for (const other of others) {
    if (other.id === interview.id || other.status !== 'scheduled') continue;
    if (Date.parse(other.startsAt) >= end || endsAt(other) <= start) continue;
    for (const interviewerId of interview.interviewerIds)
      if (other.interviewerIds.includes(interviewerId))
        found.push({ interviewerId, interviewId: other.id });
  }
  return found;
}

/** What the candidate's timeline says of a change to an interview, and why when it followed another. */
export const interviewTimelineNote = (
  name: string,
  change: 'scheduled' | 'rescheduled' | 'changed' | 'cancelled',
  because?: CancelCause,
): string => `${name} ${change}${because ? `: ${CANCEL_CAUSES[because]}` : ''}`;

/**
 * Why an interview was cancelled without anyone cancelling it: its candidate left the process (a
 * rejection, a withdrawal, an erasure) or its job was archived.
 */
export type CancelCause = 'rejected' | 'withdrew' | 'erased' | 'archived';

export const CANCEL_CAUSES: Record<CancelCause, string> = {
  rejected: 'the candidate was rejected',
  withdrew: 'the candidate withdrew',
  erased: 'the candidate is no longer in the process',
  archived: 'the job was archived',
};

/**
 * Whether an interview is still to come, so that it is cancelled when its candidate leaves: one
 * scheduled that has not begun. One under way or over stays, its scorecards due.
 */
export const stillToCome = (interview: Pick<Interview, 'status' | 'startsAt'>, now: number) =>
  interview.status === 'scheduled' && Date.parse(interview.startsAt) > now;

/**
 * Interview reminders (team mode): how many hours before an interview its interviewers, and the
 * candidate when they were invited, are emailed a reminder. None turns reminders off.
 */
export const INTERVIEW_REMINDERS_KEY = 'interview-reminders';
export const REMINDER_HOURS = { min: 1, max: 168, most: 3 } as const;

export interface InterviewReminderSettings {
  /** Hours before the start, each once, largest first. */
  hours: number[];
}

export const DEFAULT_INTERVIEW_REMINDERS: InterviewReminderSettings = { hours: [24, 1] };

/** "tomorrow", "in 1 hour", "in 3 hours", "in 2 days": how far off a reminder's interview is. */
export function reminderLead(hours: number): string {
  if (hours === 24) return 'tomorrow';
  if (hours % 24 === 0) return `in ${hours / 24} days`;
  return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
}

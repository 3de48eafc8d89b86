// Pure generators for the sample data: no database here, only a random source and a clock.
import { slugify, uniqueSlug } from '@/domain/slugify';
import type { AssessmentStructure, CandidateSource, JobStatus, Stage } from '@/domain/types';
import type {
  Assessment as AssessmentRow,
  Candidate as CandidateRow,
  Job as JobRow,
  TimelineRow,
} from '@/domain/types';
import type { PipelineStage } from '@/domain/pipelines';
import type { Random } from './random';
import {
  AREA_NAMES,
  EMAIL_DOMAINS,
  ENTRY_LEVELS,
  FIRST_NAMES,
  JOB_AREAS,
  JOB_TYPES,
  LAST_NAMES,
  SENIORITIES,
  TECHNICAL_AREAS,
  type JobArea,
} from './words';

export const JOB_COUNT = 25;
export const CANDIDATE_COUNT = 1000;
export const ASSESSMENT_COUNT = 3;
/** Seeded histories start at most this many days before the seed's day. */
export const HISTORY_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The forward pipeline; 'rejected' may follow any of its stages before 'hired'. */
export const PIPELINE = [
  'applied',
  'screen',
  'tech',
  'offer',
  'hired',
] as const satisfies readonly Stage[];

const STATUS_WEIGHTS: ReadonlyArray<readonly [JobStatus, number]> = [
  ['active', 2],
  ['archived', 1],
];
// Most people sit early in the funnel; few reach an offer.
const STAGE_WEIGHTS: ReadonlyArray<readonly [Stage, number]> = [
  ['applied', 30],
  ['screen', 20],
  ['tech', 15],
  ['offer', 8],
  ['hired', 7],
  ['rejected', 20],
];

// Most candidates apply; referrals are the best-known other way in.
const SOURCE_WEIGHTS: ReadonlyArray<readonly [CandidateSource, number]> = [
  ['applied', 55],
  ['referral', 20],
  ['sourced', 15],
  ['agency', 7],
  ['other', 3],
];

const stage = (
  id: string,
  name: string,
  category: Stage,
  expectedDays?: number,
): PipelineStage => ({ id, name, category, ...(expectedDays !== undefined && { expectedDays }) });
const ENDS = {
  applied: stage('applied', 'Applied', 'applied', 7),
  screen: stage('screen', 'Screen', 'screen', 5),
  tech: stage('tech', 'Tech', 'tech', 10),
  close: [
    stage('offer', 'Offer', 'offer', 7),
    stage('hired', 'Hired', 'hired'),
    stage('rejected', 'Rejected', 'rejected'),
  ],
};

/**
 * Sample jobs of these areas hire through stages of their own (the others on the six): a designer
 * has a portfolio review and a team critique, an engineer a take-home and a system design round,
 * each expecting a number of days. The six keep their names and ids, and the sample's candidates
 * are in those (a team that has just added its stages, nobody moved there yet), so the rest of the
 * sample data is as it was.
 */
export const SAMPLE_PIPELINES: Partial<Record<JobArea, readonly PipelineStage[]>> = {
  Design: [
    ENDS.applied,
    ENDS.screen,
    stage('portfolio-review', 'Portfolio review', 'screen', 5),
    ENDS.tech,
    stage('team-critique', 'Team critique', 'tech', 5),
    ...ENDS.close,
  ],
  Engineering: [
    ENDS.applied,
    ENDS.screen,
    ENDS.tech,
    stage('take-home', 'Take-home', 'tech', 7),
    stage('system-design', 'System design', 'tech', 7),
    ...ENDS.close,
  ],
};

export type NewJob = Omit<JobRow, 'id'>;
export type NewCandidate = Omit<CandidateRow, 'id'>;
export type NewTimelineEntry = Omit<TimelineRow, 'id' | 'candidateId'>;

/** Midnight UTC of the given moment: every seeded date lies before it, and a seed gives the same data all day. */
export function seedDay(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

export function generateJobs(random: Random, count = JOB_COUNT): NewJob[] {
  const titles = new Set<string>();
  const slugs = new Set<string>();
  const jobs: NewJob[] = [];
  for (let order = 0; order < count; order++) {
    let role = jobRole(random);
    // A few retries keep titles distinct; the slug stays unique even if they do not.
    for (let attempt = 0; attempt < 20 && titles.has(role.title); attempt++) role = jobRole(random);
    const { title, area, seniority } = role;
    titles.add(title);
    const slug = uniqueSlug(slugify(title), slugs);
    slugs.add(slug);
    const types = ENTRY_LEVELS.includes(seniority)
      ? JOB_TYPES
      : JOB_TYPES.filter((type) => type !== 'Internship');
    jobs.push({
      title,
      slug,
      status: random.weighted(STATUS_WEIGHTS),
      tags: [area, random.pick(types)],
      order,
      ...(SAMPLE_PIPELINES[area] && { stages: [...SAMPLE_PIPELINES[area]] }),
    });
  }
  return jobs;
}

function jobRole(random: Random): { title: string; area: JobArea; seniority: string } {
  const area = random.pick(AREA_NAMES);
  const role: string = random.pick(JOB_AREAS[area]);
  const track = role.endsWith('Manager')
    ? 'manager'
    : TECHNICAL_AREAS.includes(area)
      ? 'technical'
      : 'general';
  const seniority: string = random.pick(SENIORITIES[track]);
  return { title: seniority ? `${seniority} ${role}` : role, area, seniority };
}

const LETTER_SPELLINGS: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd' };

/** "Sørensen" -> "sorensen", "O'Brien" -> "obrien": the part of a name an address can hold. */
export function emailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[øæßłđ]/g, (letter) => LETTER_SPELLINGS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

export function generateCandidates(
  random: Random,
  jobIds: readonly number[],
  count = CANDIDATE_COUNT,
): NewCandidate[] {
  const emails = new Set<string>();
  const candidates: NewCandidate[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const local = `${emailPart(first)}.${emailPart(last)}`;
    const domain = random.pick(EMAIL_DOMAINS);
    // Namesakes are real: the second "Wei Chen" on a domain becomes wei.chen2.
    let email = `${local}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
    emails.add(email);
    candidates.push({
      name: `${first} ${last}`,
      email,
      stage: random.weighted(STAGE_WEIGHTS),
      jobId: random.pick(jobIds),
    });
  }
  return candidates;
}

/**
 * Gives each candidate where they came from. It draws from a random source of its own, so the
 * rest of a seed's data stays the same as before candidates had sources.
 */
export function withSources(random: Random, candidates: readonly NewCandidate[]): NewCandidate[] {
  return candidates.map((candidate) => ({ ...candidate, source: random.weighted(SOURCE_WEIGHTS) }));
}

/** The stages a candidate went through to reach `stage`, always starting at 'applied'. */
export function stagePath(random: Random, stage: Stage): Stage[] {
  if (stage === 'rejected') {
    // Rejected after any stage short of hired.
    return [...PIPELINE.slice(0, random.int(1, PIPELINE.length - 1)), 'rejected'];
  }
  return PIPELINE.slice(0, PIPELINE.indexOf(stage) + 1);
}

/**
 * A plausible history ending at `stage`: it starts between 2 and 89 days before `day` (a midnight)
 * and every later step comes at least an hour after the one before, all before `day`.
 */
export function generateTimeline(
  random: Random,
  stage: Stage,
  jobTitle: string,
  day: number,
): NewTimelineEntry[] {
  const path = stagePath(random, stage);
  const start = day - (2 + random.next() * (HISTORY_DAYS - 3)) * DAY_MS;
  // One weight per gap between steps plus one for the quiet time since the last step.
  const weights = path.map(() => 0.3 + random.next());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const span = day - start;
  let elapsed = 0;
  return path.map((current, i) => {
    if (i > 0) elapsed += weights[i - 1] ?? 0;
    const date = Math.floor((start + (span * elapsed) / total) / MINUTE_MS) * MINUTE_MS;
    const previous = path[i - 1];
    return {
      date: new Date(date).toISOString(),
      stage: current,
      notes: previous ? `Moved from ${previous} to ${current}` : `Applied for ${jobTitle}`,
    };
  });
}

export const SAMPLE_SECTION_TITLE = 'Basic Information';
export const SAMPLE_QUESTION_LABEL = 'What is your full name?';

/**
 * The sample assessments: one for each of the first three active jobs by order (fewer if fewer are
 * active). Ids are the spec's prefix plus a timestamp, counted up from `stamp` so none repeats.
 */
export function sampleAssessments(
  jobs: ReadonlyArray<Pick<JobRow, 'id' | 'title' | 'status' | 'order'>>,
  stamp: number,
): AssessmentRow[] {
  return jobs
    .filter((job) => job.status === 'active')
    .sort((a, b) => a.order - b.order)
    .slice(0, ASSESSMENT_COUNT)
    .map((job, i) => {
      const structure: AssessmentStructure = {
        title: `${job.title} Assessment`,
        sections: [
          {
            id: `s${stamp + 2 * i}`,
            title: SAMPLE_SECTION_TITLE,
            questions: [
              {
                id: `q${stamp + 2 * i + 1}`,
                type: 'short-text',
                label: SAMPLE_QUESTION_LABEL,
                required: true,
              },
            ],
          },
        ],
      };
      return { jobId: job.id, structure };
    });
}

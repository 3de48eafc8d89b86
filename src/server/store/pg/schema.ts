import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@/domain/access';
import type { ApprovalDecision } from '@/domain/approvals';
import type { OfferFieldValues, OfferStatus, Salary } from '@/domain/offers';
import type { SchedulingLinkStatus } from '@/domain/schemas/scheduling-links';
import type { StoredEmail } from '../types';
import type { InterviewStatus, Rating, Recommendation } from '@/domain/interviews';
import type { NotificationKind } from '@/domain/notifications';
import type { PipelineStage } from '@/domain/pipelines';
import type { LinkScope } from '@/domain/privacy';
import type { EmailKind, EmailState } from '@/domain/outbox';
import type { FileTextStatus } from '@/domain/files';
import type { WebhookDeliveryState, WebhookEvent } from '@/domain/webhooks';
import type { HiringTable, InterviewPlanRow } from '@/domain/schemas';
import type {
  AssessmentStructure,
  Answers,
  CandidateSource,
  EmploymentType,
  JobStatus,
  Stage,
} from '@/domain/types';

/**
 * The PostgreSQL schema as Drizzle sees it. The database itself is built by the SQL files in
 * `migrations/` (applied by `migrate.ts`); this file and those files describe the same tables,
 * and `schema.test.ts` checks that they agree.
 *
 * Ids are `integer` identities, so they stay plain numbers up to MAX_ID (the integer's greatest
 * value). Timestamps are `timestamptz(3)`: the API's ISO strings carry milliseconds, no more.
 */

/** Text compared byte by byte (code point order): what a prefix range over an index needs. */
const byteText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text collate "C"',
});

/** A `tsvector` written from the words TalentFlow found (src/server/store/pg/tsvector.ts). */
const wordsVector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** An integer identity whose sequence is named `<table>_id_seq`, as replaceAll restarts it by that name. */
const id = (table: string) =>
  integer('id')
    .primaryKey()
    .generatedByDefaultAsIdentity({ name: `${table}_id_seq` });
const isoTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'string' }).notNull();

export const jobs = pgTable(
  'jobs',
  {
    id: id('jobs'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<JobStatus>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Any safe integer: the API accepts whole numbers from 0 up.
    order: bigint('order', { mode: 'number' }).notNull(),
    description: text('description'),
    location: text('location'),
    department: text('department'),
    employmentType: text('employment_type').$type<EmploymentType>(),
    // NULL: one opening (jobs made before openings were kept).
    openings: integer('openings'),
    // Team mode: the member told of applications; a member id, not a reference (backups hold
    // jobs, not members).
    ownerId: integer('owner_id'),
    // NULL: applicants get a confirmation email; false: they do not.
    confirmationEmail: boolean('confirmation_email').$type<false>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3, mode: 'string' }),
    // NULL: the six default stages.
    stages: jsonb('stages').$type<PipelineStage[]>(),
  },
  (t) => [
    index('jobs_order_idx').on(t.order, t.id),
    index('jobs_slug_idx').on(sql`(${t.slug} collate "C")`),
    uniqueIndex('jobs_slug_key').on(t.slug),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id('candidates'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    stage: text('stage').$type<Stage>().notNull(),
    // The stage of the job's pipeline (`stage` is its category): the default stages' ids are
    // their categories' names (migration 36).
    stageId: text('stage_id').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    phone: text('phone'),
    source: text('source').$type<CandidateSource>(),
    consentAt: timestamp('consent_at', { withTimezone: true, precision: 3, mode: 'string' }),
    noticeVersion: integer('notice_version'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, precision: 3, mode: 'string' }),
    timeZone: text('time_zone'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The first timeline entry's date, and the latest activity's (the list of tables' definition):
     * kept by triggers (migrations 24 and 32).
     */
    appliedAt: isoTimestamp('applied_at').default(sql`'infinity'`),
    lastActivityAt: isoTimestamp('last_activity_at').default(sql`'-infinity'`),
  },
  (t) => [
    index('candidates_applied_idx').on(t.appliedAt, t.id),
    index('candidates_activity_idx').on(t.lastActivityAt, t.id),
    index('candidates_name_idx').on(sql`(lower(${t.name}) collate "C")`, t.id),
    index('candidates_stage_id_idx').on(t.stage, t.id),
    index('candidates_job_id_idx').on(t.jobId, t.id),
    index('candidates_job_stage_id_idx').on(t.jobId, t.stage, t.id),
    index('candidates_job_stage_key_idx').on(t.jobId, t.stageId, t.id),
    index('candidates_job_email_idx').on(t.jobId, t.email),
    index('candidates_email_idx').on(t.email, t.id),
    // The tag filter's: lower-cased tags (migration 28's immutable function).
    index('candidates_tag_keys_idx').using('gin', sql`candidate_tag_keys(${t.tags})`),
  ],
);

/**
 * The word-prefix search index: one row per search token of a candidate (`candidateSearchTokens`
 * in domain/search, computed by the store on every insert and update). The primary key leads with
 * the token in byte order, so "tokens starting with a term" is one range of it.
 */
export const candidateTokens = pgTable(
  'candidate_tokens',
  {
    token: byteText('token').notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'candidate_tokens_pkey', columns: [t.token, t.candidateId] }),
    index('candidate_tokens_candidate_idx').on(t.candidateId, t.token),
  ],
);

export const assessments = pgTable('assessments', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id),
  structure: jsonb('structure').$type<AssessmentStructure>().notNull(),
});

/** Each job's interview plan (a job without a row has the default plan). */
export const interviewPlans = pgTable('interview_plans', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id),
  interviews: jsonb('interviews').$type<InterviewPlanRow['interviews']>().notNull(),
});

/** Scheduled interviews (src/domain/interviews.ts); erased with their candidate. */
export const interviews = pgTable(
  'interviews',
  {
    id: id('interviews'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    planInterviewId: text('plan_interview_id').notNull(),
    name: text('name').notNull(),
    startsAt: isoTimestamp('starts_at'),
    durationMinutes: integer('duration_minutes').notNull(),
    interviewerIds: integer('interviewer_ids').array().notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    instructions: text('instructions'),
    inviteCandidate: boolean('invite_candidate').$type<true>(),
    status: text('status').$type<InterviewStatus>().notNull(),
    sequence: integer('sequence').notNull(),
    createdAt: isoTimestamp('created_at'),
    authorId: integer('author_id'),
    authorName: text('author_name'),
  },
  (t) => [
    index('interviews_candidate_idx').on(t.candidateId, t.startsAt, t.id),
    index('interviews_starts_idx').on(t.startsAt),
    index('interviews_interviewers_idx').using('gin', t.interviewerIds).with({ fastupdate: false }),
  ],
);

/** A range of numbers (`numrange`), read as its text: the bookings' key, never read by the app. */
const numrange = customType<{ data: string }>({ dataType: () => 'numrange' });

/**
 * Each scheduled interview's booking of each of its interviewers, kept by a trigger (migration
 * 39): `booked` lays each interviewer's time on one number line (interviewer × 10^15 plus
 * milliseconds), and an exclusion constraint (its GiST index) refuses two that overlap.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: integer('interviewer_id').notNull(),
    booked: numrange('booked').notNull(),
  },
  (t) => [
    index('interview_bookings_interview_idx').on(t.interviewId),
    // The exclusion constraint's own index (EXCLUDE USING gist (booked WITH &&)).
    index('interview_bookings_no_overlap').using('gist', t.booked),
  ],
);

/**
 * The interview reminders sent (team mode, migration 41): each of an interview's versions and
 * hours once, written with the reminder's emails; they go with their interview.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    hours: integer('hours').notNull(),
    sentAt: isoTimestamp('sent_at'),
  },
  (t) => [
    primaryKey({
      name: 'interview_reminders_pkey',
      columns: [t.interviewId, t.sequence, t.hours],
    }),
  ],
);

/** Interviewers' scorecards; erased with their candidate (and their interview). */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id('scorecards'),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    interviewerId: integer('interviewer_id').notNull(),
    ratings: jsonb('ratings').$type<Record<string, Rating>>().notNull(),
    takeaways: text('takeaways').notNull(),
    recommendation: text('recommendation').$type<Recommendation>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3, mode: 'string' }),
    updatedAt: isoTimestamp('updated_at'),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [
    index('scorecards_candidate_idx').on(t.candidateId, t.id),
    index('scorecards_interview_idx').on(t.interviewId, t.interviewerId),
  ],
);

/** Who wrote a row, kept as they were named then (team mode; both null in browser mode's data). */
const authorColumns = () => ({
  authorId: integer('author_id'),
  authorName: text('author_name'),
});

export const notes = pgTable(
  'notes',
  {
    id: id('notes'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: isoTimestamp('created_at'),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3, mode: 'string' }),
    ...authorColumns(),
    /** The note's words (documentWords); NULL until written. */
    search: wordsVector('search'),
  },
  (t) => [
    index('notes_candidate_created_idx').on(t.candidateId, t.createdAt, t.id),
    index('notes_search_idx').using('gin', t.search),
    index('notes_unsearched_idx')
      .on(t.id)
      .where(sql`${t.search} is null`),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: id('responses'),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull(),
    submittedAt: isoTimestamp('submitted_at'),
    unverified: boolean('unverified'),
  },
  (t) => [
    index('responses_job_idx').on(t.jobId),
    index('responses_candidate_idx').on(t.candidateId),
  ],
);

/** bytea as bytes: postgres.js and PGlite both answer it as a Uint8Array (a Buffer in Node). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const files = pgTable(
  'files',
  {
    id: id('files'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    responseId: integer('response_id').references(() => responses.id, { onDelete: 'cascade' }),
    questionId: text('question_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: isoTimestamp('created_at'),
    content: bytea('content').notNull(),
    /** Whether its text has been read for search: 'pending', 'indexed' or 'unreadable'. */
    textStatus: text('text_status').$type<FileTextStatus>().notNull().default('pending'),
    text: text('text'),
    textReason: text('text_reason'),
    search: wordsVector('search'),
  },
  (t) => [
    index('files_search_idx').using('gin', t.search),
    index('files_pending_idx')
      .on(t.id)
      .where(sql`${t.textStatus} = 'pending'`),
    index('files_candidate_idx').on(t.candidateId),
    index('files_response_idx').on(t.responseId),
  ],
);

/** Applicants' private status links: only each token's hash; erased with their candidate. */
export const applicationLinks = pgTable(
  'application_links',
  {
    id: id('application_links'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    responseId: integer('response_id').references(() => responses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope').$type<LinkScope>().notNull(),
    createdAt: isoTimestamp('created_at'),
  },
  (t) => [
    uniqueIndex('application_links_token_idx').on(t.tokenHash),
    index('application_links_candidate_idx').on(t.candidateId, t.id),
    index('application_links_response_idx').on(t.responseId),
  ],
);

export const timeline = pgTable(
  'timeline',
  {
    id: id('timeline'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    date: isoTimestamp('date'),
    stage: text('stage').$type<Stage>().notNull(),
    // NULL: the category's default stage.
    stageId: text('stage_id'),
    notes: text('notes').notNull(),
    ...authorColumns(),
    reason: text('reason'),
  },
  (t) => [index('timeline_candidate_date_idx').on(t.candidateId, t.date, t.id)],
);

/** Small values kept beside the data, by key. A value stored as undefined is SQL NULL. */
/** The reports' counts by scope (a job's id, 0 for all jobs) and key: see src/domain/reports.ts. */
export const reportTallies = pgTable(
  'report_tallies',
  {
    scope: integer('scope').notNull(),
    key: byteText('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'report_tallies_pkey', columns: [t.scope, t.key] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
});

/** Team mode's members. Never deleted, only deactivated, so authors keep their ids. */
export const users = pgTable(
  'users',
  {
    id: id('users'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: isoTimestamp('created_at'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', {
      withTimezone: true,
      precision: 3,
      mode: 'string',
    }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    timeZone: text('time_zone'),
    recoveryCodes: text('recovery_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Signed-in sessions, by the SHA-256 of their token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: isoTimestamp('created_at'),
    lastSeenAt: isoTimestamp('last_seen_at'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    twoFactor: boolean('two_factor').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The audit log: append-only (a trigger refuses changes), each row chained by its hash. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id('audit_events'),
    at: isoTimestamp('at'),
    actorId: integer('actor_id').references(() => users.id),
    ip: text('ip'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    keyed: boolean('keyed').notNull().default(false),
  },
  (t) => [
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_at_idx').on(t.at),
  ],
);

/** What the server's audit key is checked against at start: an HMAC of a fixed text (one row). */
export const auditKey = pgTable('audit_key', {
  id: integer('id').primaryKey().default(1),
  checkValue: text('check_value').notNull(),
  createdAt: isoTimestamp('created_at').default(sql`now()`),
});

/** Each member's private calendar feed, by the SHA-256 of its secret. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: isoTimestamp('created_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_key').on(t.secretHash)],
);

/** Each member's own calendar address (a secret): read every 15 minutes, its last error kept. */
export const busyCalendars = pgTable('busy_calendars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  createdAt: isoTimestamp('created_at'),
  syncedAt: timestamp('synced_at', { withTimezone: true, precision: 3, mode: 'string' }),
  error: text('error'),
  errorAt: timestamp('error_at', { withTimezone: true, precision: 3, mode: 'string' }),
});

/** The busy blocks read from a member's calendar: times only. */
export const busyBlocks = pgTable(
  'busy_blocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: isoTimestamp('starts_at'),
    endsAt: isoTimestamp('ends_at'),
  },
  (t) => [index('busy_blocks_user_id_ends_at_idx').on(t.userId, t.endsAt)],
);

/** Password reset links, by the SHA-256 of their token: each works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: isoTimestamp('created_at'),
    expiresAt: isoTimestamp('expires_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id('invitations'),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: isoTimestamp('created_at'),
    expiresAt: isoTimestamp('expires_at'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [uniqueIndex('invitations_token_key').on(t.tokenHash)],
);

/**
 * Counters of attempts (failed sign-ins, applications) for rate-limiter-flexible's Drizzle store:
 * every instance shares them and a restart keeps them. Not hiring data: never backed up.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: byteText('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** The migrations applied to this database, by version (see migrate.ts). */
/** Every email sent, kept before its delivery (src/domain/outbox.ts); one about a candidate goes with them. */
export const outbox = pgTable(
  'outbox',
  {
    id: id('outbox'),
    kind: text('kind').$type<EmailKind>().notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    messageKey: text('message_key').notNull(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    state: text('state').$type<EmailState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: isoTimestamp('created_at'),
    queuedAt: isoTimestamp('queued_at'),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3, mode: 'string' }),
    sendAt: timestamp('send_at', { withTimezone: true, precision: 3, mode: 'string' }),
    calendar: text('calendar'),
    statusLink: jsonb('status_link').$type<StoredEmail['statusLink']>(),
  },
  (t) => [
    index('outbox_state_idx').on(t.state, t.id),
    index('outbox_candidate_idx').on(t.candidateId),
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
  ],
);

/** Members' in-app notifications; one about a candidate goes with them. */
export const notifications = pgTable(
  'notifications',
  {
    id: id('notifications'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: isoTimestamp('created_at'),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3, mode: 'string' }),
    /** Whether it waits for (or went in) its member's daily digest email (migration 35). */
    inDigest: boolean('in_digest').notNull().default(false),
    /** When the digest that listed it was written: it is listed once. */
    digestedAt: timestamp('digested_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_candidate_idx').on(t.candidateId),
    index('notifications_digest_idx')
      .on(t.userId, t.id)
      .where(sql`${t.inDigest} AND ${t.digestedAt} IS NULL`),
  ],
);

/** The notification kinds each member turned off by email, and those they want in a daily digest. */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOff: text('email_off').array().$type<NotificationKind[]>().notNull(),
  emailDaily: text('email_daily')
    .array()
    .$type<NotificationKind[]>()
    .notNull()
    .default(sql`'{}'`),
});

/**
 * API tokens, by the SHA-256 of their secret (migration 25). Ids come from the members' sequence,
 * so a token's id, which names it as an author, is never a member's. Not hiring data.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    name: text('name').notNull(),
    role: text('role').$type<'recruiter' | 'interviewer'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: isoTimestamp('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3, mode: 'string' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash)],
);

/** Webhook endpoints (migration 26): their secret is kept to sign with. Not hiring data. */
export const webhooks = pgTable('webhooks', {
  id: id('webhooks'),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: isoTimestamp('created_at'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, precision: 3, mode: 'string' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true, precision: 3, mode: 'string' }),
});

/** Each event sent to each endpoint; one about a candidate goes with them. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id('webhook_deliveries'),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    type: text('type').$type<WebhookEvent>().notNull(),
    payload: text('payload').notNull(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    state: text('state').$type<WebhookDeliveryState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: isoTimestamp('created_at'),
    queuedAt: isoTimestamp('queued_at'),
    lastAttemptAt: timestamp('last_attempt_at', {
      withTimezone: true,
      precision: 3,
      mode: 'string',
    }),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_candidate_idx').on(t.candidateId),
  ],
);

/** The organization's pipeline templates: a new job starts from one (migration 36). */
export const pipelineTemplates = pgTable(
  'pipeline_templates',
  {
    id: id('pipeline_templates'),
    name: text('name').notNull(),
    stages: jsonb('stages').$type<PipelineStage[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('pipeline_templates_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('pipeline_templates_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

const maybeTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'string' });

/** Offers made to candidates: where each stands; its terms are in its versions. */
export const offers = pgTable(
  'offers',
  {
    id: id('offers'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    status: text('status').$type<OfferStatus>().notNull(),
    version: integer('version').notNull(),
    round: integer('round').notNull(),
    approvals: jsonb('approvals').$type<ApprovalDecision[]>().notNull(),
    createdAt: isoTimestamp('created_at'),
    updatedAt: isoTimestamp('updated_at'),
    authorId: integer('author_id'),
    authorName: text('author_name'),
    sentAt: maybeTimestamp('sent_at'),
    sentVersion: integer('sent_version'),
    expiresAt: maybeTimestamp('expires_at'),
    tokenHash: text('token_hash'),
    decidedAt: maybeTimestamp('decided_at'),
    signedName: text('signed_name'),
    signedFrom: text('signed_from'),
    letterSha256: text('letter_sha256'),
    declineReason: text('decline_reason'),
    recordedBy: jsonb('recorded_by').$type<{ id: number; name: string }>(),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [
    index('offers_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    uniqueIndex('offers_token_idx').on(t.tokenHash),
    index('offers_status_idx').on(t.status),
  ],
);

/** Each version of an offer's terms, with its letter once sent. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: id('offer_versions'),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    salary: jsonb('salary').$type<Salary>().notNull(),
    startDate: text('start_date').notNull(),
    fields: jsonb('fields').$type<OfferFieldValues>().notNull(),
    notes: text('notes'),
    templateId: text('template_id').notNull(),
    createdAt: isoTimestamp('created_at'),
    authorId: integer('author_id'),
    authorName: text('author_name'),
    letter: text('letter'),
    letterPdf: text('letter_pdf'),
    letterSha256: text('letter_sha256'),
  },
  (t) => [
    uniqueIndex('offer_versions_offer_idx').on(t.offerId, t.version),
    index('offer_versions_candidate_idx').on(t.candidateId),
  ],
);

/** Self-scheduling links: a candidate picks a slot of a panel's free time from a private page. */
export const schedulingLinks = pgTable(
  'scheduling_links',
  {
    id: id('scheduling_links'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    planInterviewId: text('plan_interview_id').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    interviewerIds: integer('interviewer_ids').array().notNull(),
    pool: boolean('pool').notNull(),
    windowFrom: isoTimestamp('window_from'),
    windowTo: isoTimestamp('window_to'),
    minNoticeHours: integer('min_notice_hours').notNull(),
    moveCandidate: boolean('move_candidate').$type<true>(),
    status: text('status').$type<SchedulingLinkStatus>().notNull(),
    tokenHash: text('token_hash'),
    // An interview erased goes with its candidate, who takes their links with them.
    interviewId: integer('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    changed: boolean('changed').$type<true>(),
    createdAt: isoTimestamp('created_at'),
    updatedAt: isoTimestamp('updated_at'),
    authorId: integer('author_id'),
    authorName: text('author_name'),
  },
  (t) => [
    index('scheduling_links_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    uniqueIndex('scheduling_links_token_idx').on(t.tokenHash),
  ],
);

/** The company's identity providers (team mode, migration 42): the client secret encrypted. */
export const identityProviders = pgTable('identity_providers', {
  id: id('identity_providers'),
  kind: text('kind').$type<'oidc' | 'saml'>().notNull(),
  name: text('name').notNull(),
  // An OpenID provider's issuer URL, a SAML provider's entity id.
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  defaultRole: text('default_role').$type<Role>().notNull(),
  createMembers: boolean('create_members').notNull(),
  createdAt: isoTimestamp('created_at'),
  updatedAt: isoTimestamp('updated_at'),
  // Its proved domains sign in through it only, but for this admin (migration 43).
  requireSso: boolean('require_sso').notNull().default(false),
  breakGlassId: integer('break_glass_id').references(() => users.id, { onDelete: 'set null' }),
  // A SAML provider's sign-in page and signing certificates (migration 44).
  ssoUrl: text('sso_url'),
  certificates: text('certificates')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** The email domains each provider claims: one provider a domain, used once proved. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [index('sso_domains_provider_idx').on(t.providerId)],
);

/** Sign-ins through a provider under way: found by their state's hash, used once. */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    // An admin proving the provider's domains (no one is signed in by it).
    memberId: integer('member_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: isoTimestamp('created_at'),
  },
  (t) => [index('sso_attempts_created_idx').on(t.createdAt)],
);

/** The team's SCIM token, as its hash only (migration 45). */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id('scim_tokens'),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: isoTimestamp('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (t) => [uniqueIndex('scim_tokens_token_hash_key').on(t.tokenHash)],
);

/** Members the identity provider manages through SCIM. */
export const scimUsers = pgTable('scim_users', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  externalId: text('external_id'),
  // Their role follows their groups (set once a mapped group held them, or made through SCIM).
  roleManaged: boolean('role_managed').notNull().default(false),
  // Deleted through SCIM: deactivated, and no longer shown to the provider.
  deleted: boolean('deleted').notNull().default(false),
  createdAt: isoTimestamp('created_at'),
  updatedAt: isoTimestamp('updated_at'),
});

/** The identity provider's groups, pushed through SCIM; their names map to roles. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: id('scim_groups'),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: isoTimestamp('created_at'),
    updatedAt: isoTimestamp('updated_at'),
  },
  (t) => [uniqueIndex('scim_groups_display_name_key').on(sql`lower(${t.displayName})`)],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'scim_group_members_pkey', columns: [t.groupId, t.memberId] }),
    index('scim_group_members_member_idx').on(t.memberId),
  ],
);

export const migrations = pgTable('talentflow_migrations', {
  version: integer('version').primaryKey(),
  name: text('name').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hiring data's tables by their name in the list of tables (domain/schemas/tables.ts). */
export const HIRING_PG_TABLES = {
  jobs,
  candidates,
  assessments,
  notes,
  responses,
  timeline,
  interviewPlans,
  interviews,
  scorecards,
  files,
  applicationLinks,
  pipelineTemplates,
  offers,
  offerVersions,
  schedulingLinks,
} as const satisfies Record<HiringTable, unknown>;

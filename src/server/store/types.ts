import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Role } from '@/domain/access';
import type { AuditAction, AuditDetail, AuditEntry } from '@/domain/audit';
import type { ChangeEvent } from '@/domain/changes';
import type { DomainEvent } from '@/domain/events';
import type { ResumeText } from '@/domain/document-text';
import type { CandidateSort, CandidateSource } from '@/domain/enums';
import type { FileTextStatus } from '@/domain/files';
import type { Interview, Scorecard } from '@/domain/interviews';
import type { Range } from '@/domain/scheduling';
import type { Notification, NotificationKind } from '@/domain/notifications';
import type { EmailKind, EmailState } from '@/domain/outbox';
import type { Place } from '@/domain/pipelines';
import type { WebhookDeliveryState, WebhookEvent, WebhookMessage } from '@/domain/webhooks';
import type {
  ApplicationLink,
  BackupTables,
  HiringTable,
  InterviewPlanRow,
  Offer,
  OfferVersion,
  SchedulingLink,
  OwnedTableName,
  PipelineTemplate,
} from '@/domain/schemas';
import type { OfferStatus } from '@/domain/offers';
import { TABLE_NAMES } from '@/domain/schemas/tables';
import type {
  Assessment,
  AssessmentResponse,
  Candidate,
  Job,
  JobStatus,
  Note,
  Stage,
  TimelineRow,
} from '@/domain/types';

/**
 * The storage interface: everything the services know of a database. A store is a set of
 * repositories reached through a transaction; each home supplies its own store (Dexie over
 * IndexedDB in the browser, SQL over PostgreSQL on a server), and the store contract suite
 * (`contract.ts`) holds every store to the same behaviour.
 */

export type New<T extends { id: number }> = Omit<T, 'id'>;

/** A slice of an ordered result. */
export interface Slice {
  offset: number;
  limit: number;
}

export interface JobFilter {
  status?: JobStatus;
  /** Part of the title, case-insensitive. */
  search?: string;
  /** Each term must be part of one of the job's tags, case-insensitive. */
  tagTerms?: readonly string[];
}

export interface JobsRepo {
  get(id: number): Promise<Job | undefined>;
  getMany(ids: readonly number[]): Promise<Array<Job | undefined>>;
  /** Jobs matching the filter in order (then id), the slice asked for and the count of all matches. */
  list(filter: JobFilter, slice: Slice): Promise<{ jobs: Job[]; totalCount: number }>;
  /** The greatest order held by any job, or undefined when there are none. */
  lastOrder(): Promise<number | undefined>;
  /** The slugs equal to `base` or starting with `base-`: what a new slug made from `base` may collide with. */
  slugsLike(base: string): Promise<string[]>;
  insert(job: New<Job>): Promise<Job>;
  insertMany(jobs: ReadonlyArray<New<Job>>): Promise<Job[]>;
  /** Replaces a stored job (same id). */
  update(job: Job): Promise<void>;
  all(): Promise<Job[]>;
}

export interface CandidateFilter {
  stage?: Stage;
  /** A stage of the job's pipeline: only with `jobId` (ids are the job's own). */
  stageId?: string;
  jobId?: number;
  /** Word prefixes of name or email (`searchTerms` in domain/search): every term must match. */
  search?: string;
  /** Only the candidates this member interviews (in an interview not cancelled). */
  interviewerId?: number;
}

/** The candidate list's filters (GET /candidates with the list's parameters). */
export interface CandidateListFilter extends CandidateFilter {
  source?: CandidateSource;
  /** A tag the candidate has (as written). */
  tag?: string;
  /** Applied at or after this time (ISO). */
  appliedFrom?: string;
  /** Applied before this time (ISO). */
  appliedBefore?: string;
  /**
   * A text query: its words start words of the candidate's name or email (`searchTerms`), or all
   * start words of one of their notes or of one of their files' text (`documentTerms`).
   */
  q?: string;
}

/** The list's order: by this, then by id, the same way. */
export interface ListOrder {
  sort: CandidateSort;
  order: 'asc' | 'desc';
}

/**
 * A candidate as the list reads them: with when they applied (their first timeline entry) and were
 * last active (kept with them by the list of tables' definition, ACTIVITY_FIELDS in
 * domain/schemas/tables.ts, as retention reads it); neither while they have no such row.
 */
export type ListedCandidate = Candidate & { appliedAt?: string; lastActivityAt?: string };

/** A note's or a file's text that holds a text query's words. */
export interface MatchedText {
  candidateId: number;
  field: 'note' | 'resume';
  text: string;
}

/**
 * How far a page's whole match is counted: exactly (the default), not at all (its total is left
 * out), or up to a bound, where counting stops.
 */
export type Counting = 'exact' | 'none' | { upTo: number };

export interface CandidatesRepo {
  get(id: number): Promise<Candidate | undefined>;
  getMany(ids: readonly number[]): Promise<Array<Candidate | undefined>>;
  /**
   * Candidates matching the filter in id order: those with an id above `afterId` (a cursor that
   * stays right while candidates move), then the slice; `totalCount` counts the whole match,
   * ignoring the cursor.
   */
  page(
    filter: CandidateFilter & { afterId?: number },
    slice: Slice,
    count?: Counting,
  ): Promise<{ candidates: Candidate[]; totalCount?: number }>;
  /**
   * How many candidates each stage holds under the job filter and search; with `upTo`, each count
   * stops there (a search of a common prefix costs no more than that).
   */
  stageCounts(
    filter: Omit<CandidateFilter, 'stage' | 'stageId'>,
    upTo?: number,
  ): Promise<Record<Stage, number>>;
  /**
   * How many of one job's candidates each stage of its pipeline holds (by stage id; a stage with
   * none is absent), under the search; with `upTo`, each count stops there.
   */
  stageIdCounts(
    filter: Omit<CandidateFilter, 'stage' | 'stageId'> & { jobId: number },
    upTo?: number,
  ): Promise<Record<string, number>>;
  /**
   * The candidate list: candidates matching the filter in the order asked (ties by id, the same
   * way), the slice, and the count of the whole match as `counting` says.
   */
  list(
    filter: CandidateListFilter,
    order: ListOrder,
    slice: Slice,
    counting?: Counting,
  ): Promise<{ candidates: ListedCandidate[]; totalCount?: number }>;
  /** These candidates' notes and files' text that hold every word of the query (`documentTerms`). */
  matchingTexts(candidateIds: readonly number[], q: string): Promise<MatchedText[]>;
  findByJobAndEmail(jobId: number, email: string): Promise<Candidate | undefined>;
  /**
   * The candidate, locked until the transaction ends: another transaction that locks them waits.
   * A 'candidate' transaction reads its candidate this way before it changes them.
   */
  lock(id: number): Promise<Candidate | undefined>;
  insert(candidate: New<Candidate>): Promise<Candidate>;
  insertMany(candidates: ReadonlyArray<New<Candidate>>): Promise<Candidate[]>;
  update(candidate: Candidate): Promise<void>;
  /**
   * Puts a candidate in another stage of their job, leaving the rest of them (and their search
   * tokens) as they are; a move out of Rejected ends their withdrawal (`withdrawnAt` cleared).
   */
  setStage(id: number, place: Place): Promise<void>;
  /** Erases a candidate with their notes, timeline entries, responses and files; false when there was none. */
  remove(id: number): Promise<boolean>;
  count(): Promise<number>;
  all(): Promise<Candidate[]>;
  /** Every candidate with this email (one person's applications to every job), by id. */
  listByEmail(email: string): Promise<Candidate[]>;
  /** Every candidate whose phone has exactly these digits (domain/duplicates' `phoneDigits`), by id. */
  withPhone(digits: string): Promise<Candidate[]>;
  /**
   * Moves every row of one candidate (each table that points at candidates, team mode's too) to
   * another: a merge, before the first is erased. Their own row is left as it is.
   */
  reassign(fromId: number, toId: number): Promise<void>;
  /**
   * The candidates due for erasure by retention (domain/privacy's `dueForErasure`): rejected or of
   * an archived job, last active (the same kept date the list answers) before `cutoff`, or never;
   * by id, the first `limit`.
   */
  idle(cutoff: string, limit: number): Promise<IdleCandidate[]>;
  /** How many candidates `idle` would find with no limit. */
  countIdle(cutoff: string): Promise<number>;
}

/**
 * The repository of a table whose rows belong to a candidate (a note, a timeline entry, an
 * interview...): both stores make one from a short description of the table.
 */
export interface CandidateOwnedRepo<T extends { id: number; candidateId: number }> {
  /** A candidate's rows, in the table's order. */
  listByCandidate(candidateId: number): Promise<T[]>;
  insert(row: New<T>): Promise<T>;
  insertMany(rows: ReadonlyArray<New<T>>): Promise<void>;
  /** Every row, by id (for a backup). */
  all(): Promise<T[]>;
}

/** Notes, oldest first (then by id). */
export interface NotesRepo extends CandidateOwnedRepo<Note> {
  get(id: number): Promise<Note | undefined>;
  /** Replaces a stored note (same id): its text, and when it was edited. */
  update(note: Note): Promise<void>;
  /** Deletes a note; false when there was none. */
  remove(id: number): Promise<boolean>;
  /** Writes the search words of up to `limit` notes written before search had them; how many. */
  indexWords(limit: number): Promise<number>;
  /** How many notes still wait for their search words. */
  countUnindexed(): Promise<number>;
}

/** Timeline entries, oldest first (then by id). */
export interface TimelineRepo extends CandidateOwnedRepo<TimelineRow> {
  /** The entries of these candidates, by candidate, then oldest first (then by id). */
  listByCandidates(candidateIds: readonly number[]): Promise<TimelineRow[]>;
}

/** Scheduled interviews: a candidate's, by start (then id). */
export interface InterviewsRepo extends CandidateOwnedRepo<Interview> {
  get(id: number): Promise<Interview | undefined>;
  /**
   * Interviews starting from `from` (inclusive) to `to` (exclusive), by start then id; with
   * `interviewerId`, only that member's.
   */
  listStarting(from: string, to: string, interviewerId?: number): Promise<Interview[]>;
  /** The candidates a member interviews (in an interview not cancelled), by id. */
  candidateIdsOf(interviewerId: number): Promise<number[]>;
  /** Replaces a stored interview (same id). */
  update(interview: Interview): Promise<void>;
}

/** Interviewers' scorecards: a candidate's, by id. */
export interface ScorecardsRepo extends CandidateOwnedRepo<Scorecard> {
  listByInterview(interviewId: number): Promise<Scorecard[]>;
  /** Replaces a stored scorecard (same id). */
  update(scorecard: Scorecard): Promise<void>;
}

/** Offers: a candidate's, one by id or by its link's hash, those in one status. */
export interface OffersRepo extends CandidateOwnedRepo<Offer> {
  get(id: number): Promise<Offer | undefined>;
  findByHash(tokenHash: string): Promise<Offer | undefined>;
  /** Every offer in this status, by id (the ones waiting for approval). */
  listByStatus(status: OfferStatus): Promise<Offer[]>;
  /** Replaces a stored offer (same id). */
  update(offer: Offer): Promise<void>;
}

/** An offer's versions (a candidate's, by offer then version); one replaced when its letter is kept. */
export interface OfferVersionsRepo extends CandidateOwnedRepo<OfferVersion> {
  update(version: OfferVersion): Promise<void>;
}

/** Self-scheduling links (a candidate's), one by id or by its token's hash; replaced whole. */
export interface SchedulingLinksRepo extends CandidateOwnedRepo<SchedulingLink> {
  get(id: number): Promise<SchedulingLink | undefined>;
  findByHash(tokenHash: string): Promise<SchedulingLink | undefined>;
  update(link: SchedulingLink): Promise<void>;
}

/** Applicants' private status links, found by the hash of their token. */
export interface ApplicationLinksRepo extends CandidateOwnedRepo<ApplicationLink> {
  findByHash(tokenHash: string): Promise<ApplicationLink | undefined>;
  /** Removes the links given for one submission (withdrawn by itself). */
  removeByResponse(responseId: number): Promise<void>;
  /**
   * A candidate merged into another: each of their links to the whole application reaches only
   * the submission it was given with from now on; one given with none ends.
   */
  narrowToSubmissions(candidateId: number): Promise<void>;
}

/** A candidate due for erasure under a retention period, and when they were last active. */
export interface IdleCandidate {
  candidate: Candidate;
  lastActivityAt: string | null;
}

/** Each job's interview plan (a job without a row has the default plan). */
export interface InterviewPlansRepo {
  get(jobId: number): Promise<InterviewPlanRow | undefined>;
  /** Saves a job's plan, replacing the one it had. */
  put(plan: InterviewPlanRow): Promise<void>;
  all(): Promise<InterviewPlanRow[]>;
}

/** The organization's pipeline templates, by id. */
export interface PipelineTemplatesRepo {
  get(id: number): Promise<PipelineTemplate | undefined>;
  all(): Promise<PipelineTemplate[]>;
  insert(template: New<PipelineTemplate>): Promise<PipelineTemplate>;
  /** Replaces a stored template (same id). */
  update(template: PipelineTemplate): Promise<void>;
  /** Deletes a template; false when there was none. */
  remove(id: number): Promise<boolean>;
}

export interface AssessmentsRepo {
  get(jobId: number): Promise<Assessment | undefined>;
  /** Saves a job's assessment, replacing the one it had. */
  put(assessment: Assessment): Promise<void>;
  all(): Promise<Assessment[]>;
}

export interface ResponsesRepo {
  /** Newest first (by submittedAt, then id). */
  listByJob(jobId: number): Promise<AssessmentResponse[]>;
  /** Newest first (by submittedAt, then id). */
  listByCandidate(candidateId: number): Promise<AssessmentResponse[]>;
  countFor(candidateId: number, jobId: number): Promise<number>;
  insert(response: New<AssessmentResponse>): Promise<AssessmentResponse>;
  get(id: number): Promise<AssessmentResponse | undefined>;
  /** Erases one submission with its files (an applicant withdrawing only what they sent). */
  remove(id: number): Promise<void>;
  all(): Promise<AssessmentResponse[]>;
}

/**
 * A candidate's file: one sent with an application (`responseId`), as a file-upload answer
 * (`questionId`) or the résumé (no `questionId`), or a résumé a recruiter attached on the profile
 * (neither). Its type was found from its content.
 */
export interface StoredFile {
  id: number;
  candidateId: number;
  jobId: number;
  responseId?: number;
  questionId?: string;
  name: string;
  /** The type it is served with (FILE_KINDS' mime). */
  type: string;
  size: number;
  createdAt: string;
  content: Blob;
}

export type FileMeta = Omit<StoredFile, 'content'>;

export interface FilesRepo {
  insert(file: New<StoredFile>): Promise<FileMeta>;
  /** The file with its content. */
  get(id: number): Promise<StoredFile | undefined>;
  /** Whose file it is (its content unread): the candidate's id. */
  ownerOf(id: number): Promise<number | undefined>;
  /** The files of these responses, without content, by id. */
  listByResponses(responseIds: readonly number[]): Promise<FileMeta[]>;
  /** A candidate's files, without content, by id. */
  listByCandidate(candidateId: number): Promise<FileMeta[]>;
  /** Every file with its content, by id (for a backup). */
  all(): Promise<StoredFile[]>;
  /**
   * Up to `limit` files whose text waits to be read, with their content, by id. The content is a
   * Blob, read after the transaction (IndexedDB's would commit while a Blob is read in it).
   */
  pendingText(limit: number): Promise<Array<{ id: number; type: string; content: Blob }>>;
  /** Keeps what reading a file's text found (its words become searchable). */
  setText(id: number, text: ResumeText): Promise<void>;
  /** How many files wait, were read and could not be read. */
  textCounts(): Promise<Record<FileTextStatus, number>>;
  /** Whether each of a candidate's files is searchable, by file id (absent: read and searchable). */
  textStates(candidateId: number): Promise<Map<number, FileTextState>>;
}

/** A file not (yet) searchable: waiting to be read, or unreadable and why. */
export type FileTextState = { status: 'pending' } | { status: 'unreadable'; reason: string };

/** The scope of the reports' counts over all jobs (job ids start at 1). */
export const ALL_JOBS = 0;

/** A change to one of the reports' counts: `n` more (or fewer, when negative) of `key` in `scope`. */
export interface TallyChange {
  /** A job's id, or 0 for all jobs. */
  scope: number;
  key: string;
  n: number;
}

/**
 * The reports' counts (src/domain/reports.ts), kept by the store itself: `tallies.ts` works out
 * the changes of every write transaction, and stores only add them up.
 */
export interface TalliesRepo {
  /** The plain counts of one scope, by key; a key counted zero times is absent. */
  read(scope: number): Promise<Map<string, number>>;
  /**
   * The dated counts of one scope from day `from` to day `to` (YYYY-MM-DD, inclusive), summed by
   * plain key: the counts of the candidates who applied in those days.
   */
  readDays(scope: number, from: string, to: string): Promise<Map<string, number>>;
  /** The counts of one scope whose keys start with `prefix` (a job's own stages'). */
  readPrefix(scope: number, prefix: string): Promise<Map<string, number>>;
  /** Some counts of one scope (the board's stage counts among thousands of report keys). */
  readKeys(scope: number, keys: readonly string[]): Promise<Map<string, number>>;
  /** Adds each change to its count. Each scope and key comes at most once. */
  add(changes: readonly TallyChange[]): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Every table of the hiring data (the list in domain/schemas/tables.ts), as a store holds it: a
 * backup's rows, but files with their content as bytes.
 */
export type HiringData = Omit<BackupTables, 'files'> & { files: StoredFile[] };

/** One row of a table of the list, as a store holds it. */
export type HiringRow<K extends HiringTable> = HiringData[K][number];

/** Every table of the list with no rows: a restore of nothing, or the start of one's data. */
export function emptyHiringData(): HiringData {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as HiringData;
}

/**
 * A repository for each table of the list that both stores make from the list alone (domain's
 * OwnedTableName: a candidate's rows in the table's order): a new such table needs no more.
 */
export type OwnedRepos = { [K in OwnedTableName]: CandidateOwnedRepo<HiringRow<K>> };

/**
 * Team mode's ports: a team server's transaction has them all, browser mode's none. Services that
 * both homes run use the ones they need when present (`tx.outbox?.`), or ask `teamOf(tx)` for all
 * of them, so the compiler checks the browser's branch too.
 */
export interface TeamPorts {
  accounts: AccountsRepo;
  apiTokens: ApiTokensRepo;
  auditLog: AuditLogRepo;
  outbox: OutboxRepo;
  notifications: NotificationsRepo;
  later: LaterRepo;
  webhooks: WebhooksRepo;
  interviewReminders: InterviewRemindersRepo;
  sso: SsoRepo;
  scim: ScimRepo;
}

export interface Tx extends OwnedRepos, Partial<TeamPorts> {
  jobs: JobsRepo;
  candidates: CandidatesRepo;
  // Owned tables whose repositories do more than the description's.
  notes: NotesRepo;
  timeline: TimelineRepo;
  interviews: InterviewsRepo;
  scorecards: ScorecardsRepo;
  applicationLinks: ApplicationLinksRepo;
  offers: OffersRepo;
  schedulingLinks: SchedulingLinksRepo;
  offerVersions: OfferVersionsRepo;
  assessments: AssessmentsRepo;
  interviewPlans: InterviewPlansRepo;
  pipelineTemplates: PipelineTemplatesRepo;
  responses: ResponsesRepo;
  files: FilesRepo;
  tallies: TalliesRepo;
  /** Small values kept beside the data (settings, markers), by key. */
  settings: SettingsRepo;
  /** Replaces all hiring data with these rows, ids kept; later inserts get ids above them. Settings stay. */
  replaceAll(data: HiringData): Promise<void>;
  /**
   * Starts replacing all hiring data (a restore): every hiring row is removed now; rows are then
   * added in parts, each after the rows it points at, and `finish` ends it.
   */
  replaceStart(): Promise<RestoreWriter>;
  /**
   * Records what this write changed (a typed event with its before and after): before the commit,
   * in this transaction, each of the store's handlers (`EventHandler`) works out its consequences
   * from the events recorded (the reports' counts, the live events, team mode's webhooks...). A
   * read transaction records nothing.
   */
  record(event: DomainEvent): void;
  /**
   * Announces a change to every subscriber of the store (in every process on the same database)
   * once this transaction commits, and never when it rolls back. The live handler calls it with
   * what each recorded event announces (`changeEventsOf`); services record events instead.
   */
  notify(event: ChangeEvent): void;
  /**
   * Records a security event in this transaction (kept only if it commits). A team server keeps an
   * audit log; browser mode, with its one recruiter and no accounts, keeps none.
   */
  audit: AuditRecorder;
}

/** Who is answered: the member and their address, set by the team server for each request. */
export interface AuditActor {
  actorId: number | null;
  ip: string | null;
  /**
   * An API token's request: no member, so its events say which integration in their detail
   * (chained with the rest). Never the secret: only the name an admin gave it and its id.
   */
  apiToken?: { id: number; name: string };
}

/**
 * Records an audit event. Who did it and from where default to the request's member and address
 * (a team server knows them for the request being answered); a sign-in names its own.
 */
export interface AuditRecorder {
  record(
    action: AuditAction,
    event?: {
      target?: string | null;
      detail?: AuditDetail;
      actorId?: number | null;
      ip?: string | null;
    },
  ): Promise<void>;
}

/** One part of a table's rows, with their ids, as a restore writes them. */
export type TableRows = { [K in HiringTable]: { table: K; rows: HiringData[K] } }[HiringTable];

export interface RestoreWriter {
  add(part: TableRows): Promise<void>;
  /** Later inserts get ids above the greatest written; the database learns what it now holds. */
  finish(): Promise<void>;
}

/**
 * A consequence of the events a write records, in the capability it belongs to (the reports'
 * counts, the live events, webhooks...): the store runs every handler in each write transaction
 * that recorded events, before its commit, with those events in the order they were recorded
 * (and again with any a handler records). What it writes is kept only if the write commits. The
 * events say what changed: a handler never reads a row to learn it.
 */
export interface EventHandler<X extends Tx = Tx> {
  /** Its name: a handler added under a name already taken replaces the first. */
  readonly name: string;
  handle(tx: X, events: readonly DomainEvent[]): Promise<void> | void;
}

/** Who listens to a store's committed changes. */
export interface ChangeSubscriber {
  change(event: ChangeEvent): void;
  /** Changes may have been missed (the connection that listens was lost and is back): refresh all. */
  resync?(): void;
}

export interface SettingsRepo {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/**
 * 'read': one consistent snapshot, no writes. 'write': writes, one such transaction at a time.
 * 'candidate': writes to one candidate's own rows (their stage, phone, source, timeline), which
 * the work first locks with `candidates.lock`: such transactions on different candidates run at
 * once, those on the same one wait for each other, and both wait for (and hold off) 'write' ones.
 */
export type TxMode = 'read' | 'write' | 'candidate';

export interface Store<X extends Tx = Tx> {
  /**
   * Runs `work` in one transaction: on success everything it wrote is kept, on any error nothing
   * is. A 'read' transaction refuses writes. `work` must not wait on anything but the store
   * (IndexedDB commits a transaction that has no pending request).
   */
  transaction<T>(mode: TxMode, work: (tx: X) => Promise<T>): Promise<T>;
  /**
   * Runs reads outside any transaction: for a read of one statement (a session, the health check,
   * a page of a column), which then costs no BEGIN and COMMIT. Each statement sees what is
   * committed when it runs; `work` must not write.
   */
  query<T>(work: (tx: X) => Promise<T>): Promise<T>;
  /**
   * Replaces all hiring data with the rows `parts` yields (a restore), in one write transaction,
   * then runs `then` in it. A store whose transactions can wait (PostgreSQL) writes each part as
   * it comes, holding one part at a time; IndexedDB's cannot, so the browser's gathers them first.
   */
  restore(parts: AsyncIterable<TableRows>, then: (tx: X) => Promise<void>): Promise<void>;
  /**
   * Calls `subscriber` with each change committed from now on, in commit order. Resolves once
   * listening (to the unsubscribe).
   */
  subscribe(subscriber: ChangeSubscriber): Promise<() => void>;
  /**
   * Adds handlers of the recorded events (the services' consequences of a write: interviews that
   * follow their candidate; team mode's webhooks, reminders...), run after the store's own (the
   * reports' counts, the live events) in every later write. One under a name already taken
   * replaces it.
   */
  handle(...handlers: ReadonlyArray<EventHandler<X>>): void;
  close(): Promise<void>;
}

// --- Team mode's accounts (the PostgreSQL store only) ---------------------------------------------

export interface Account {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** scrypt parameters, salt and hash (see server/team/passwords.ts). */
  passwordHash: string;
  createdAt: string;
  /** Whether they use two-factor sign-in (read only: it changes with setTwoFactor). */
  twoFactor?: boolean;
  /** Their time zone (IANA), which their emails name times in; null: the organization's. */
  timeZone?: string | null;
}

export interface SessionRow {
  /** The SHA-256 of the session's token, hex. */
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  /** The browser's User-Agent and the address it signed in from. */
  userAgent: string;
  ip: string;
  /** Opened with a second factor (an admin's session without one ends sooner). */
  twoFactor: boolean;
}

/** A member's two-factor sign-in: a secret being set up, or in use since `enabledAt`. */
export interface TwoFactorRow {
  secret: string | null;
  enabledAt: string | null;
  /** The last TOTP time step accepted: a code of it, or of an earlier one, is refused. */
  lastStep: number | null;
  /** SHA-256 of each recovery code not yet used. */
  recoveryCodes: string[];
}

/** An audit event as it is read, with its member. */
export interface AuditEvent extends Omit<AuditEntry, 'actorId'> {
  id: number;
  actor: { id: number; name: string; email: string } | null;
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: number;
  /** ISO instants, `from` included, `to` excluded. */
  from?: string;
  to?: string;
}

/** Reading the audit log (team mode). No method changes or removes an event. */
export interface AuditLogRepo {
  /** Newest first. */
  list(filter: AuditFilter, page: { offset: number; limit: number }): Promise<AuditEvent[]>;
  count(filter: AuditFilter): Promise<number>;
  /** Walks the whole chain: how many events, and the first that does not hold. */
  verify(): Promise<{ ok: boolean; count: number; firstBadId?: number }>;
}

export interface InvitationRow {
  id: number;
  /** The SHA-256 of the invitation's token, hex. */
  tokenHash: string;
  email: string;
  role: Role;
  invitedBy: number;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export interface AccountsRepo {
  countUsers(): Promise<number>;
  getUser(id: number): Promise<Account | undefined>;
  findUserByEmail(email: string): Promise<Account | undefined>;
  /** Active members, by name then id. */
  listActiveUsers(): Promise<Account[]>;
  /** Deactivated members, by name then id. */
  listInactiveUsers(): Promise<Account[]>;
  /** How many active admins there are: a team always keeps one. */
  countActiveAdmins(): Promise<number>;
  insertUser(user: New<Account>): Promise<Account>;
  updateUser(user: Account): Promise<void>;
  insertSession(session: SessionRow): Promise<void>;
  /** A session with its member, in one read: every signed-in request asks it. */
  getSession(id: string): Promise<{ session: SessionRow; user: Account } | undefined>;
  touchSession(id: string, at: string): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** Every session of a member; how many there were. */
  deleteSessionsOf(userId: number): Promise<number>;
  /** Sessions last seen before `before`, and rate-limit counters that ended before it: gone for good. */
  deleteSessionsSeenBefore(before: string): Promise<void>;
  insertInvitation(invitation: New<InvitationRow>): Promise<InvitationRow>;
  findInvitation(tokenHash: string): Promise<InvitationRow | undefined>;
  getInvitation(id: number): Promise<InvitationRow | undefined>;
  /** Revokes every invitation to `email` not yet accepted (they are deleted); how many there were. */
  revokeInvitationsTo(email: string): Promise<number>;
  /** Invitations neither accepted nor expired at `now`, newest first. */
  listOpenInvitations(now: string): Promise<InvitationRow[]>;
  acceptInvitation(id: number, at: string): Promise<void>;
  deleteInvitation(id: number): Promise<boolean>;
  /** Keeps a password reset link (its token's hash) for a member. */
  insertPasswordReset(reset: {
    tokenHash: string;
    userId: number;
    createdAt: string;
    expiresAt: string;
  }): Promise<void>;
  /** The reset link with this hash, if any (expired or not). */
  findPasswordReset(tokenHash: string): Promise<{ userId: number; expiresAt: string } | undefined>;
  /** Ends every reset link of a member (a link is used once; a new password voids the rest). */
  deletePasswordResetsOf(userId: number): Promise<void>;
  /** Every session of a member but `except` (the one that changed the password); how many. */
  deleteOtherSessionsOf(userId: number, except: string): Promise<number>;
  /** A member's sessions, the latest used first. */
  listSessionsOf(userId: number): Promise<SessionRow[]>;
  getTwoFactor(userId: number): Promise<TwoFactorRow>;
  setTwoFactor(userId: number, twoFactor: TwoFactorRow): Promise<void>;
  /**
   * Accepts a TOTP time step once: moves the member's last step to `step` only if it is later
   * (one statement, so two sign-ins with the same code cannot both pass). Whether it moved.
   */
  takeTotpStep(userId: number, step: number): Promise<boolean>;
  /** Uses a recovery code (its hash) once: whether it was one of the member's. */
  takeRecoveryCode(userId: number, codeHash: string): Promise<boolean>;
  /** When the member's calendar feed was made, if it was. */
  getCalendarFeed(userId: number): Promise<{ createdAt: string } | undefined>;
  /** Gives the member a feed with this secret's hash, ending the one they had. */
  putCalendarFeed(feed: { userId: number; secretHash: string; createdAt: string }): Promise<void>;
  /** The active member whose feed has this secret's hash. */
  findCalendarFeed(secretHash: string): Promise<{ userId: number } | undefined>;
  /** A member's own calendar (the address they gave) and how its last reading went. */
  getBusyCalendar(userId: number): Promise<BusyCalendar | undefined>;
  /** Gives the member this calendar address, ending the one they had and its busy blocks. */
  putBusyCalendar(userId: number, url: string, createdAt: string): Promise<void>;
  /** Forgets the member's calendar and its busy blocks. */
  deleteBusyCalendar(userId: number): Promise<void>;
  /** Active members' calendar addresses, to read. */
  listBusyCalendars(): Promise<Array<{ userId: number; url: string }>>;
  /** What a reading found: the member's busy blocks replaced, the last error cleared. */
  saveBusyBlocks(userId: number, blocks: readonly Range[], at: string): Promise<void>;
  /** Why a reading failed (its blocks kept as they were). */
  busyCalendarFailed(userId: number, error: string, at: string): Promise<void>;
  /** The busy blocks of these members that overlap [from, to), by member, in time order. */
  busyBlocks(userIds: readonly number[], from: number, to: number): Promise<Map<number, Range[]>>;
}

/** A member's own calendar: the address they gave (never answered back) and its last reading. */
export interface BusyCalendar {
  url: string;
  createdAt: string;
  syncedAt: string | null;
  error: string | null;
  errorAt: string | null;
}

/** An email to send, as a service writes it (src/domain/outbox.ts). */
export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** The candidate it is about: the message is erased with them. */
  candidateId?: number;
  /** When to send it, if later than now ('scheduled' until then). */
  sendAt?: string;
  /** An interview's invitation or cancellation (.ics text, METHOD:REQUEST or CANCEL). */
  calendar?: string;
  /**
   * The text holds `STATUS_LINK_MASK` where the applicant's private link goes: a new link to the
   * whole application (and this submission of theirs) is made as the message is sent. With
   * `offerId`, it holds `OFFER_LINK_MASK` where the link to that offer goes, made as it is sent.
   */
  /** The private link the copy that leaves carries in place of its mask (see team/mail/delivery.ts). */
  statusLink?: { responseId?: number; offerId?: number; schedulingLinkId?: number };
}

/** An email kept in the outbox, with where its delivery stands. */
export interface StoredEmail extends OutgoingEmail {
  id: number;
  /** Random, kept with the message: its Message-ID is made of it (src/domain/outbox.ts). */
  messageKey: string;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it was last queued (first written, or sent again by an admin): retries run a day from it. */
  queuedAt: string;
  sentAt: string | null;
}

/** The outbox: messages kept in the transaction of the change that causes them. */
export interface OutboxRepo {
  /**
   * Keeps a message and, when this server delivers mail, queues its delivery in the same
   * transaction ('queued'); otherwise it waits ('waiting') until mail is set up.
   */
  add(email: OutgoingEmail, at: string): Promise<StoredEmail>;
  get(id: number): Promise<StoredEmail | undefined>;
  /** Newest first, at most `limit`, before the id `before`, in one state if asked. */
  list(options: { state?: EmailState; before?: number; limit: number }): Promise<StoredEmail[]>;
  /** How many messages are in each state. */
  counts(): Promise<Record<EmailState, number>>;
  /** Queues the delivery of a message again (an admin's retry, or mail set up at last). */
  requeue(id: number, at: string): Promise<void>;
  /** Records a try: delivered, failed for good, or failed for now (retried). */
  settle(
    id: number,
    outcome:
      | { state: 'sent'; at: string; clearBody: boolean }
      | { state: 'failed'; error: string; clearBody: boolean }
      | { state: 'queued'; error: string },
  ): Promise<void>;
  /** Ids of the messages waiting for mail to be set up, oldest first. */
  waiting(): Promise<number[]>;
  /** Cancels a scheduled (or waiting) message: whether it was still to be sent. */
  cancel(id: number): Promise<boolean>;
  /** The messages about a candidate, newest first. */
  listByCandidate(candidateId: number): Promise<StoredEmail[]>;
  /** How many messages of this kind were written to this address (any case) since `since`. */
  countTo(to: string, kind: EmailKind, since: string): Promise<number>;
}

/** Members' in-app notifications and which kinds they also want by email. */
export interface NotificationsRepo {
  add(
    notification: Omit<Notification, 'id' | 'readAt'> & { userId: number; candidateId?: number },
  ): Promise<Notification>;
  /** A member's newest `limit`, and how many of all theirs are unread. */
  list(userId: number, limit: number): Promise<{ notifications: Notification[]; unread: number }>;
  /** Marks these of the member's (or all of them) read at `at`; how many stay unread. */
  markRead(userId: number, ids: number[] | 'all', at: string): Promise<number>;
  /**
   * How the member wants each kind by email: the kinds turned off, and those in the daily digest
   * (neither: at once; none kept: everything comes at once).
   */
  emailPrefs(userId: number): Promise<EmailPrefs>;
  /**
   * Keeps them; notifications still waiting for the digest of a kind no longer `daily` never go
   * in one.
   */
  setEmailPrefs(userId: number, prefs: EmailPrefs): Promise<void>;
  /** Marks the notification as one for its member's daily digest. */
  holdForDigest(id: number): Promise<void>;
  /** The members with notifications waiting for their digest. */
  digestMembers(): Promise<number[]>;
  /** The member's notifications waiting for their digest, oldest first, with their candidate. */
  digestPending(userId: number): Promise<Array<Notification & { candidateId: number | null }>>;
  /** Marks these of the member's as listed in a digest written at `at`. */
  markDigested(userId: number, ids: number[], at: string): Promise<void>;
}

/** How a member wants their notifications by email (notification_prefs). */
export interface EmailPrefs {
  off: NotificationKind[];
  daily: NotificationKind[];
}

/** The reminder that an interview's scorecards are due (the queue's job data: ids only). */
export interface ScorecardsDue {
  interviewId: number;
  /** The interview's SEQUENCE when the reminder was set: a later change sets a new one. */
  sequence: number;
}

/** An interview's reminder, so many hours before it (the queue's job data: ids only). */
export interface InterviewReminder {
  interviewId: number;
  /** The interview's SEQUENCE when the reminder was set: a later change sets new ones. */
  sequence: number;
  hours: number;
}

/**
 * The interview reminders sent (team mode), each of an interview's versions and hours once: a job
 * tried again after its transaction committed (its worker died) finds its reminder taken.
 */
export interface InterviewRemindersRepo {
  /** Records this reminder as sent at `at`: false, writing nothing, when it already was. */
  claim(reminder: InterviewReminder, at: string): Promise<boolean>;
}

/** An identity provider as stored (team mode): its client secret sealed (team/secret-box.ts). */
export interface StoredIdentityProvider {
  id: number;
  kind: 'oidc' | 'saml';
  name: string;
  /** An OpenID provider's issuer URL; a SAML provider's entity id. */
  issuer: string;
  /** OpenID Connect only (empty for SAML). */
  clientId: string;
  sealedSecret: string;
  /** SAML only: the provider's sign-in page (HTTP-Redirect binding). */
  ssoUrl: string | null;
  /** SAML only: the certificates (PEM) its responses may be signed with. */
  certificates: string[];
  defaultRole: Role;
  createMembers: boolean;
  createdAt: string;
  updatedAt: string;
  /** Its proved domains sign in through it only (no password, no reset), but `breakGlassId`. */
  requireSso: boolean;
  /** The one admin who still signs in with a password when sign-in through it is required. */
  breakGlassId: number | null;
  /** The email domains it claims, and when each was proved (null: not yet). */
  domains: Array<{ domain: string; verifiedAt: string | null }>;
}

/** A sign-in through a provider under way: its PKCE verifier sealed, used once. */
export interface SsoAttempt {
  stateHash: string;
  providerId: number;
  /** An admin proving the provider's domains: nobody is signed in by it. */
  memberId: number | null;
  sealedVerifier: string;
  nonce: string;
  createdAt: string;
}

/** The identity providers, the domains they claim and the sign-ins under way (team mode). */
export interface SsoRepo {
  listProviders(): Promise<StoredIdentityProvider[]>;
  getProvider(id: number): Promise<StoredIdentityProvider | undefined>;
  /** The provider a domain is claimed by, if any (proved or not). */
  providerOfDomain(domain: string): Promise<StoredIdentityProvider | undefined>;
  insertProvider(
    provider: Omit<StoredIdentityProvider, 'id' | 'domains'>,
  ): Promise<StoredIdentityProvider>;
  updateProvider(provider: Omit<StoredIdentityProvider, 'domains'>): Promise<void>;
  deleteProvider(id: number): Promise<boolean>;
  /** The provider's claimed domains become these (none another claims): a kept one keeps its proof. */
  setDomains(providerId: number, domains: readonly string[]): Promise<void>;
  verifyDomain(providerId: number, domain: string, at: string): Promise<boolean>;
  addAttempt(attempt: SsoAttempt): Promise<void>;
  /** Takes (and removes) the attempt of a state, if it was made after `since`. */
  takeAttempt(stateHash: string, since: string): Promise<SsoAttempt | undefined>;
}

/** A member as SCIM sees them: the account and what the identity provider keeps of it. */
export interface ScimMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  createdAt: string;
  externalId: string | null;
  roleManaged: boolean;
  /** The groups (ids) they are in. */
  groupIds: number[];
}

export interface ScimGroup {
  id: number;
  displayName: string;
  externalId: string | null;
  memberIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** Provisioning through SCIM (team mode): its token, the members and groups it manages. */
export interface ScimRepo {
  /** The token's hash and when it was made; replaces any other. */
  putToken(token: { tokenHash: string; createdBy: number; createdAt: string }): Promise<void>;
  getToken(): Promise<{ createdAt: string; lastUsedAt: string | null } | undefined>;
  deleteToken(): Promise<boolean>;
  /** The token of this hash, if it is the team's. */
  findToken(tokenHash: string): Promise<{ id: number; lastUsedAt: string | null } | undefined>;
  /** Counts a use of the token, unless one was counted since `stale`. */
  touchToken(id: number, at: string, stale: string): Promise<void>;
  /** Every member not deleted through SCIM, active or not, oldest first. */
  listMembers(): Promise<ScimMember[]>;
  getMember(id: number): Promise<ScimMember | undefined>;
  /** Links a member to the provider (or keeps the link), undeleted. */
  link(
    memberId: number,
    link: { externalId: string | null; roleManaged?: boolean; at: string },
  ): Promise<void>;
  /** Deleted through SCIM: hidden from the provider from now on. */
  markDeleted(memberId: number, at: string): Promise<void>;
  /** Whether the member was deleted through SCIM. */
  isDeleted(memberId: number): Promise<boolean>;
  listGroups(): Promise<ScimGroup[]>;
  getGroup(id: number): Promise<ScimGroup | undefined>;
  /** The group of this name, whatever its case. */
  findGroupByName(displayName: string): Promise<ScimGroup | undefined>;
  insertGroup(group: {
    displayName: string;
    externalId: string | null;
    at: string;
  }): Promise<number>;
  updateGroup(group: {
    id: number;
    displayName: string;
    externalId: string | null;
    at: string;
  }): Promise<void>;
  deleteGroup(id: number): Promise<boolean>;
  /** The group's members become these (linked members only; the service checks). */
  setGroupMembers(groupId: number, memberIds: readonly number[]): Promise<void>;
}

/**
 * The data of each kind of background job, by the job's name: team mode's durable queue. Each kind
 * is one file with its schema and handler (server/team/jobs), which checks the data with it.
 */
export interface JobPayloads {
  /** An outbox message to deliver. */
  email: { id: number };
  /** Webhook deliveries to try (a write's to every endpoint, or one retried). */
  webhook: { ids: number[] };
  /** A write's webhook events, to be made into deliveries to the endpoints that want them. */
  'webhook-events': { messages: WebhookMessage[] };
  /** At an interview's end, its interviewers whose scorecard is missing are reminded. */
  'scorecards-due': ScorecardsDue;
  /** So many hours before an interview, its interviewers and invited candidate are reminded. */
  'interview-reminder': InterviewReminder;
  /** The daily retention run (a schedule, never asked for by a write). */
  retention: null;
  /** The hourly run of the daily email digests (a schedule, never asked for by a write). */
  'email-digest': null;
  /** A round of the search index's backlog. */
  'search-index': null;
  /** Members' own calendars read again for busy times (a schedule, every 15 minutes). */
  'busy-calendars': null;
}

export type JobName = keyof JobPayloads;

export interface LaterOptions {
  /** Not before this time (ISO). */
  after?: string;
  /** Its key: a kind that keeps one job per key takes no second while the first waits or runs. */
  key?: string;
  /** With `key`: a job of the key that still waits is moved to `after` (or now) instead. */
  replace?: boolean;
  /**
   * Not before its kind's first retry would come (a safety net: work that is being done at once
   * elsewhere, and is done again by this job only if that did not finish).
   */
  afterRetryDelay?: boolean;
}

/**
 * A kind of background job as the queue keeps and works it: its name, the schema of its data, how
 * its jobs are kept and retried and how many are worked at once. Its file in server/team/jobs adds
 * the handler; the queue knows a kind only from this.
 */
export interface JobKind<N extends JobName = JobName> {
  readonly name: N;
  /** Checks a job's data as it is asked for and as it is worked. */
  readonly payload: { parse(data: unknown): JobPayloads[N] };
  readonly queue: {
    /**
     * `exclusive`: one job per key waits or runs at a time; `stately`: one waits and one runs
     * (a burst of asks makes one more round, not one each). Standard by default.
     */
    policy?: 'exclusive' | 'stately';
    retryLimit: number;
    /**
     * Seconds before the first retry, doubled each time with `backoff` (up to `maxDelaySeconds`);
     * `'schedule'`: the deliveries' schedule (RETRY_SCHEDULE, which tests may shorten).
     */
    retryDelay: number | 'schedule';
    backoff?: boolean;
    /** A job still running this long (its instance died) is tried again ('schedule': 120 s, or a test's). */
    expireInSeconds: number | 'schedule';
    /** Workers are woken at once by each job sent, besides polling. */
    notify?: boolean;
  };
  readonly worker?: {
    /** Jobs fetched and worked at once by each worker (1). */
    batchSize?: number;
    /** Workers per instance, each fetching its own batches (1). */
    workers?: number;
    /** How often an idle worker looks for jobs, in seconds (2, or a test's). */
    pollSeconds?: number;
  };
  /** A cron schedule (UTC): one job each time, whatever the number of instances. */
  readonly schedule?: string;
}

/** A job being worked: its data (checked with its kind's schema) and its tries so far. */
export interface JobRun<N extends JobName = JobName> {
  data: JobPayloads[N];
  /** How many tries came before this one. */
  retryCount: number;
  retryLimit: number;
}

/** Work for later, written with the change that asks for it (the durable queue). */
export interface LaterRepo {
  /** Whether there is a durable queue (a team server's): without one, nothing is sent. */
  readonly queued: boolean;
  /** Asks for a job, in this transaction: it is worked only once the transaction commits. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: LaterOptions): Promise<void>;
  /** Asks for several jobs of one kind in one statement. */
  sendMany<N extends JobName>(
    name: N,
    jobs: ReadonlyArray<{ data: JobPayloads[N]; key?: string; after?: string }>,
  ): Promise<void>;
}

/** An API token as stored: its secret only as a SHA-256 (team mode; not hiring data). */
export interface ApiTokenRow {
  id: number;
  name: string;
  role: Exclude<Role, 'admin'>;
  createdBy: number;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/**
 * A token with its maker: who made it, and whether it is suspended (its maker is deactivated or
 * no longer an admin: it works again only if they are an active admin again).
 */
export interface MadeApiToken extends ApiTokenRow {
  maker: { id: number; name: string };
  suspended: boolean;
}

export interface ApiTokensRepo {
  insert(token: Omit<ApiTokenRow, 'id'> & { tokenHash: string }): Promise<ApiTokenRow>;
  /** Newest first, each with its maker. */
  list(): Promise<MadeApiToken[]>;
  /**
   * The token whose secret has this hash (one indexed read), expired or not, with its maker and
   * whether they use two-factor sign-in (a team that requires it refuses the token if not).
   */
  findByHash(tokenHash: string): Promise<(MadeApiToken & { makerTwoFactor: boolean }) | undefined>;
  /** Sets its last use to `at` unless it was set after `notBefore` already (one statement). */
  touch(id: number, at: string, notBefore: string): Promise<void>;
  /** Deletes it (a revocation): the row it was, or undefined for an unknown id. */
  remove(id: number): Promise<ApiTokenRow | undefined>;
}

/** A webhook endpoint as stored, but its secret (read to sign, by `toSend`). Not hiring data. */
export interface WebhookRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  /** The last delivery it answered with a 2xx. */
  lastSuccessAt: string | null;
  disabledAt: string | null;
}

/** One event sent to one endpoint, and where its delivery stands. */
export interface WebhookDeliveryRow {
  id: number;
  webhookId: number;
  /** The `webhook-id` header, the same on every try. */
  messageId: string;
  type: WebhookEvent;
  /** The body, exactly as it is signed and sent. */
  payload: string;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  /** When it was last queued (made, or retried by an admin): tries go on for a day from it. */
  queuedAt: string;
  lastAttemptAt: string | null;
}

/** A delivery try: a 2xx, a failure retried later, or one given up (state `failed`). */
export type WebhookOutcome =
  | { state: 'delivered'; status: number; at: string }
  | { state: 'pending' | 'failed'; status: number | null; error: string; at: string };

/** A delivery to make: one event for one endpoint. */
export interface NewWebhookDelivery {
  webhookId: number;
  messageId: string;
  type: WebhookEvent;
  payload: string;
  /** The candidate it is about: it is erased with them. */
  candidateId: number | null;
  at: string;
}

/**
 * Webhook endpoints and their deliveries (team mode). The deliveries are made from the events a
 * write records (team/webhooks/events.ts), by a job the write asks for.
 */
export interface WebhooksRepo {
  insert(webhook: {
    url: string;
    events: WebhookEvent[];
    secret: string;
    createdAt: string;
  }): Promise<WebhookRow>;
  /** Oldest first. */
  list(): Promise<WebhookRow[]>;
  get(id: number): Promise<WebhookRow | undefined>;
  update(
    id: number,
    changes: Partial<Pick<WebhookRow, 'events' | 'enabled' | 'disabledAt'>> & { secret?: string },
  ): Promise<WebhookRow | undefined>;
  /** Deletes it with its deliveries; false when there was none. */
  remove(id: number): Promise<boolean>;
  /** An endpoint's newest deliveries first, at most `limit`. */
  deliveries(webhookId: number, limit: number): Promise<WebhookDeliveryRow[]>;
  getDelivery(id: number): Promise<WebhookDeliveryRow | undefined>;
  /** The enabled endpoints and the events each wants (one small read). */
  subscribed(): Promise<Array<{ id: number; events: WebhookEvent[] }>>;
  /** Writes new pending deliveries (one statement); their ids, in order. */
  addDeliveries(deliveries: readonly NewWebhookDelivery[]): Promise<number[]>;
  /**
   * Deliveries with their endpoints and the secrets they are signed with, in one read: what their
   * tries need. Those gone (with their endpoint or their candidate) are left out.
   */
  toSend(
    ids: readonly number[],
  ): Promise<Array<{ delivery: WebhookDeliveryRow; endpoint: WebhookRow; secret: string }>>;
  /** Makes a delivery pending again, with a new day of tries (same message id). */
  requeue(id: number, at: string): Promise<void>;
  /** Records tries (one statement); a 2xx is also its endpoint's last success. */
  settle(tries: ReadonlyArray<{ id: number; outcome: WebhookOutcome }>): Promise<void>;
}

/** A store that also keeps team mode's accounts, its outbox and members' notifications. */
export type TeamTx = Tx & TeamPorts;

/**
 * The team ports of a transaction, all of them: the transaction itself on a team server,
 * undefined in browser mode.
 */
export function teamOf(tx: Tx): TeamTx | undefined {
  return isTeamTx(tx) ? tx : undefined;
}

function isTeamTx(tx: Tx): tx is TeamTx {
  return tx.outbox !== undefined && tx.accounts !== undefined && tx.later !== undefined;
}

export interface RateLimiterOptions {
  /** Sets the counters of one limit apart from the others'. */
  keyPrefix: string;
  points: number;
  /** Window, in seconds. */
  duration: number;
}

export interface TeamStore extends Store<TeamTx> {
  /**
   * A rate limiter whose counters live in the database (outside any transaction): every instance
   * shares them and a restart keeps them. Each point is taken atomically.
   */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract;
  /**
   * Records a delivery try (`OutboxRepo.settle`) in one statement outside any transaction: it
   * changes only the message's own row, which no other write reads, so it need not queue behind
   * the writes' lock (a busy server would otherwise hold mail back).
   */
  settleEmail(id: number, outcome: Parameters<OutboxRepo['settle']>[1]): Promise<void>;
  /** Records webhook delivery tries (`WebhooksRepo.settle`) outside any transaction, as settleEmail. */
  settleWebhooks(tries: ReadonlyArray<{ id: number; outcome: WebhookOutcome }>): Promise<void>;
  /**
   * Runs `work` (the answer to a member's request) as `actor`: the audit events it records name
   * them and their address, unless an event names its own.
   */
  asActor<T>(actor: AuditActor, work: () => T): T;
}

/** A failure of the database itself, told apart so the API can say what to do about it. */
export class StorageError extends Error {
  constructor(
    readonly kind: 'full' | 'unavailable' | 'conflict',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

import { z } from 'zod';
import * as s from '@/domain/schemas';

/**
 * Every operation of the API as the OpenAPI document describes it, keyed by the route as Hono
 * lists it (`routePolicies`). Request and answer shapes are the very zod schemas the routes parse
 * with and the services answer; who may call each comes from the route's own guard, never from
 * here. A route without an entry fails the document's coverage test.
 */

/** A multipart form: each field a file, or JSON text of `json`'s shape. */
export interface Form {
  fields: Record<string, 'file' | 'json'>;
  json?: z.ZodType;
  description?: string;
}

type Media =
  | 'text/csv'
  | 'text/calendar'
  | 'text/event-stream'
  | 'text/html'
  | 'text/javascript'
  | 'application/octet-stream';

export interface Operation {
  id: string;
  summary: string;
  tag: string;
  description?: string;
  query?: z.ZodType;
  /** Path parameters that are not positive ids (`:id`, `:noteId`...). */
  params?: Record<string, z.ZodType>;
  /** A JSON body of this schema. */
  body?: z.ZodType;
  /** A multipart form (instead of, or beside, a JSON body). */
  form?: Form;
  /** A CSV file as the body. */
  csv?: string;
  /** The success answer: JSON of its schema, another media type, or nothing (202, 204). */
  answer:
    | { status: 200 | 201; schema: z.ZodType; media?: never }
    | { status: 200; media: Media; schema?: never }
    | { status: 202 | 204; schema?: never; media?: never };
  /** Another answer the route gives instead, in JSON of its own shape (not the error's). */
  otherAnswer?: { status: 200 | 503; schema: z.ZodType; description: string };
  /** Error statuses beyond the ones every route of its kind may answer. */
  errors?: number[];
}

/** The error answer of every route: a stable code and a sentence to show. */
export const errorAnswerSchema = z.object({
  error: z
    .object({ code: z.string(), message: z.string() })
    .catchall(z.unknown())
    .meta({ description: 'More fields may name what the error is about (a conflict’s row id).' }),
});

const tokenParam = { token: z.string().min(1) };
/** The applicant's application as a form: its JSON, a résumé, and a file per upload question. */
const applicationForm: Form = {
  fields: { application: 'json', resume: 'file' },
  json: s.submitSchema,
  description: 'A file-upload question’s file goes in a field `answer:<question id>`.',
};

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': {
    id: 'getHealth',
    tag: 'Server',
    summary: 'Whether the API and its store answer',
    answer: { status: 200, schema: s.healthSchema },
    otherAnswer: {
      status: 503,
      schema: s.healthUnavailableSchema,
      description: 'The server is up, its store does not answer.',
    },
  },
  'GET /api/openapi.json': {
    id: 'getOpenApi',
    tag: 'Server',
    summary: 'This OpenAPI document',
    answer: { status: 200, schema: s.openApiDocumentSchema },
  },
  'GET /api/events': {
    id: 'streamEvents',
    tag: 'Server',
    summary: 'Live changes (server-sent events)',
    answer: { status: 200, media: 'text/event-stream' },
  },
  'GET /api/docs': {
    id: 'getApiDocs',
    tag: 'Server',
    summary: 'This API reference page (HTML)',
    answer: { status: 200, media: 'text/html' },
  },
  'GET /api/docs/scalar.js': {
    id: 'getApiDocsScript',
    tag: 'Server',
    summary: 'The API reference page’s script',
    answer: { status: 200, media: 'text/javascript' },
  },

  'GET /api/jobs': {
    id: 'listJobs',
    tag: 'Jobs',
    summary: 'List jobs (a page)',
    query: s.jobsQuerySchema,
    answer: { status: 200, schema: s.jobsListSchema },
  },
  'POST /api/jobs': {
    id: 'createJob',
    tag: 'Jobs',
    summary: 'Create a job',
    body: s.createJobSchema,
    answer: { status: 201, schema: s.jobSchema },
  },
  'GET /api/jobs/candidate-counts': {
    id: 'countCandidatesByJob',
    tag: 'Jobs',
    summary: 'Candidates per stage of some jobs',
    query: s.jobCountsQuerySchema,
    answer: { status: 200, schema: s.jobCountsSchema },
  },
  'PATCH /api/jobs/reorder': {
    id: 'reorderJobs',
    tag: 'Jobs',
    summary: 'Move a job in the order',
    body: s.reorderJobsSchema,
    answer: { status: 200, schema: s.reorderJobsResultSchema },
  },
  'GET /api/jobs/:id': {
    id: 'getJob',
    tag: 'Jobs',
    summary: 'One job',
    answer: { status: 200, schema: s.jobSchema },
  },
  'PATCH /api/jobs/:id': {
    id: 'updateJob',
    tag: 'Jobs',
    summary: 'Change a job',
    body: s.updateJobSchema,
    answer: { status: 200, schema: s.jobSchema },
  },
  'GET /api/careers': {
    id: 'listCareers',
    tag: 'Jobs',
    summary: 'The careers page: active jobs',
    query: s.careersQuerySchema,
    answer: { status: 200, schema: s.careersSchema },
  },

  'GET /api/jobs/:id/assessment': {
    id: 'getAssessment',
    tag: 'Assessments',
    summary: 'A job’s application form',
    answer: { status: 200, schema: s.assessmentSchema },
  },
  'PUT /api/jobs/:id/assessment': {
    id: 'saveAssessment',
    tag: 'Assessments',
    summary: 'Save a job’s application form',
    body: s.structureSchema,
    answer: { status: 200, schema: s.assessmentSchema },
  },
  'GET /api/jobs/:id/responses': {
    id: 'listJobResponses',
    tag: 'Assessments',
    summary: 'A job’s responses',
    answer: { status: 200, schema: z.array(s.jobResponseSchema) },
  },
  'POST /api/assessments/:jobId/submit': {
    id: 'submitApplication',
    tag: 'Assessments',
    summary: 'Apply to an active job',
    description:
      'JSON, or a multipart form: `application` (the JSON), `resume` and `answer:<question id>` files. An anonymous applicant gets `{ received, statusUrl }` only.',
    body: s.submitSchema,
    form: applicationForm,
    answer: { status: 201, schema: z.union([s.submitResultSchema, s.submitReceivedSchema]) },
    errors: [415, 503],
  },
  'GET /api/jobs/:id/interview-plan': {
    id: 'getInterviewPlan',
    tag: 'Interviews',
    summary: 'A job’s interview plan',
    answer: { status: 200, schema: s.interviewPlanSchema },
  },
  'PUT /api/jobs/:id/interview-plan': {
    id: 'saveInterviewPlan',
    tag: 'Interviews',
    summary: 'Save a job’s interview plan',
    body: s.interviewPlanInputSchema,
    answer: { status: 200, schema: s.interviewPlanSchema },
  },

  'GET /api/candidates': {
    id: 'listCandidates',
    tag: 'Candidates',
    summary: 'List and search candidates (a page)',
    query: s.candidatesQuerySchema,
    answer: { status: 200, schema: s.candidatesListSchema },
  },
  'POST /api/candidates': {
    id: 'createCandidate',
    tag: 'Candidates',
    summary: 'Add a candidate by hand',
    body: s.createCandidateSchema,
    answer: { status: 201, schema: s.candidateSchema },
  },
  'POST /api/candidates/bulk': {
    id: 'bulkCandidates',
    tag: 'Candidates',
    summary: 'One action on many candidates',
    body: s.bulkSchema,
    answer: { status: 200, schema: s.bulkResultSchema },
  },
  'POST /api/candidates/import': {
    id: 'importCandidates',
    tag: 'Candidates',
    summary: 'Import candidates from a CSV file',
    query: s.candidateImportQuerySchema,
    csv: 'The CSV file, with a header row.',
    answer: { status: 200, schema: s.candidateImportResultSchema },
    errors: [415],
  },
  'GET /api/candidates/export.csv': {
    id: 'exportCandidatesCsv',
    tag: 'Candidates',
    summary: 'The list as a CSV file',
    query: s.candidatesCsvQuerySchema,
    answer: { status: 200, media: 'text/csv' },
  },
  'GET /api/candidates/stage-counts': {
    id: 'countCandidatesByStage',
    tag: 'Candidates',
    summary: 'Candidates per stage',
    query: s.stageCountsQuerySchema,
    answer: { status: 200, schema: s.stageCountsSchema },
  },
  'GET /api/candidates/duplicates': {
    id: 'listDuplicateGroups',
    tag: 'Candidates',
    summary: 'Likely duplicates',
    answer: { status: 200, schema: s.duplicateGroupsSchema },
  },
  'GET /api/candidates/:id': {
    id: 'getCandidate',
    tag: 'Candidates',
    summary: 'One candidate',
    answer: { status: 200, schema: s.candidateSchema },
  },
  'PATCH /api/candidates/:id': {
    id: 'updateCandidate',
    tag: 'Candidates',
    summary: 'Change or move a candidate',
    body: s.updateCandidateSchema,
    answer: { status: 200, schema: s.candidateSchema },
  },
  'DELETE /api/candidates/:id': {
    id: 'eraseCandidate',
    tag: 'Candidates',
    summary: 'Erase an application, or the person',
    description: '204 for one application; with `scope=person`, 200 and what was erased.',
    query: s.eraseQuerySchema,
    answer: { status: 204 },
    otherAnswer: {
      status: 200,
      schema: s.erasureResultSchema,
      description: 'With `scope=person`: how many applications were erased.',
    },
  },
  'GET /api/candidates/:id/export': {
    id: 'exportPerson',
    tag: 'Candidates',
    summary: 'Everything held on a person (subject access)',
    answer: { status: 200, schema: s.subjectAccessExportSchema },
  },
  'GET /api/candidates/:id/applications': {
    id: 'listApplications',
    tag: 'Candidates',
    summary: 'The person’s other applications',
    answer: { status: 200, schema: s.candidateApplicationsSchema },
  },
  'GET /api/candidates/:id/duplicates': {
    id: 'listDuplicatesOf',
    tag: 'Candidates',
    summary: 'Likely duplicates of a candidate',
    answer: { status: 200, schema: s.candidateDuplicatesSchema },
  },
  'POST /api/candidates/:id/merge': {
    id: 'mergeCandidates',
    tag: 'Candidates',
    summary: 'Merge a duplicate into this candidate',
    body: s.mergeCandidatesSchema,
    answer: { status: 200, schema: s.candidateSchema },
  },
  'GET /api/candidates/:id/timeline': {
    id: 'getTimeline',
    tag: 'Candidates',
    summary: 'A candidate’s timeline',
    answer: { status: 200, schema: z.array(s.timelineEntrySchema) },
  },
  'POST /api/candidates/:id/reject': {
    id: 'rejectCandidate',
    tag: 'Candidates',
    summary: 'Reject with a reason (and an email)',
    body: s.rejectSchema,
    answer: { status: 200, schema: s.rejectResultSchema },
  },
  'POST /api/candidates/:id/emails': {
    id: 'sendCandidateEmail',
    tag: 'Emails',
    summary: 'Email a candidate',
    body: s.sendCandidateEmailSchema,
    answer: { status: 201, schema: s.candidateEmailSentSchema },
  },
  'GET /api/candidates/:id/emails': {
    id: 'listCandidateEmails',
    tag: 'Emails',
    summary: 'A candidate’s emails',
    answer: { status: 200, schema: s.candidateEmailsSchema },
  },
  'POST /api/candidates/:id/emails/:emailId{[0-9]+}/cancel': {
    id: 'cancelCandidateEmail',
    tag: 'Emails',
    summary: 'Cancel a scheduled email',
    answer: { status: 204 },
  },
  'GET /api/candidates/:id/notes': {
    id: 'listNotes',
    tag: 'Notes',
    summary: 'A candidate’s notes',
    answer: { status: 200, schema: z.array(s.noteSchema) },
  },
  'POST /api/candidates/:id/notes': {
    id: 'addNote',
    tag: 'Notes',
    summary: 'Add a note',
    body: s.createNoteSchema,
    answer: { status: 201, schema: s.noteSchema },
  },
  'PATCH /api/candidates/:id/notes/:noteId': {
    id: 'editNote',
    tag: 'Notes',
    summary: 'Edit one’s own note',
    body: s.createNoteSchema,
    answer: { status: 200, schema: s.noteSchema },
  },
  'DELETE /api/candidates/:id/notes/:noteId': {
    id: 'deleteNote',
    tag: 'Notes',
    summary: 'Delete a note',
    answer: { status: 204 },
  },
  'GET /api/candidates/:id/responses': {
    id: 'listCandidateResponses',
    tag: 'Assessments',
    summary: 'A candidate’s responses',
    answer: { status: 200, schema: z.array(s.candidateResponseSchema) },
  },
  'GET /api/candidates/:id/files': {
    id: 'listCandidateFiles',
    tag: 'Files',
    summary: 'A candidate’s files',
    answer: { status: 200, schema: z.array(s.candidateFileSchema) },
  },
  'POST /api/candidates/:id/files': {
    id: 'attachCandidateFile',
    tag: 'Files',
    summary: 'Attach a file (résumé)',
    form: { fields: { file: 'file' } },
    answer: { status: 201, schema: s.candidateFileSchema },
  },
  'GET /api/candidates/:id/interviews': {
    id: 'listCandidateInterviews',
    tag: 'Interviews',
    summary: 'A candidate’s interviews',
    answer: { status: 200, schema: s.candidateInterviewsSchema },
  },
  'POST /api/candidates/:id/interviews': {
    id: 'scheduleInterview',
    tag: 'Interviews',
    summary: 'Schedule an interview',
    body: s.createInterviewSchema,
    answer: { status: 201, schema: s.scheduledInterviewSchema },
  },
  'GET /api/candidates/:id/scorecards': {
    id: 'candidateScorecards',
    tag: 'Interviews',
    summary: 'A candidate’s scorecards',
    answer: { status: 200, schema: s.scorecardSummarySchema },
  },
  'GET /api/interviews': {
    id: 'listInterviews',
    tag: 'Interviews',
    summary: 'Interviews in a window',
    query: s.interviewsQuerySchema,
    answer: { status: 200, schema: s.listedInterviewsSchema },
  },
  'PATCH /api/interviews/:id': {
    id: 'changeInterview',
    tag: 'Interviews',
    summary: 'Reschedule or cancel an interview',
    body: s.updateInterviewSchema,
    answer: { status: 200, schema: s.scheduledInterviewSchema },
  },
  'GET /api/interviews/:id/invite.ics': {
    id: 'getInterviewInvite',
    tag: 'Interviews',
    summary: 'An interview’s calendar invitation',
    answer: { status: 200, media: 'text/calendar' },
  },
  'GET /api/interviews/:id/scorecards': {
    id: 'interviewScorecards',
    tag: 'Interviews',
    summary: 'An interview’s scorecards',
    answer: { status: 200, schema: s.scorecardSummarySchema },
  },
  'GET /api/interviews/:id/scorecards/mine': {
    id: 'getMyScorecard',
    tag: 'Interviews',
    summary: 'One’s own scorecard',
    query: s.scorecardWriterQuerySchema,
    answer: { status: 200, schema: s.myScorecardSchema },
  },
  'PUT /api/interviews/:id/scorecards/mine': {
    id: 'saveMyScorecard',
    tag: 'Interviews',
    summary: 'Save or submit one’s own scorecard',
    query: s.scorecardWriterQuerySchema,
    body: s.scorecardInputSchema,
    answer: { status: 200, schema: s.savedScorecardSchema },
  },
  'GET /api/files/:id': {
    id: 'getFile',
    tag: 'Files',
    summary: 'Download a file',
    answer: { status: 200, media: 'application/octet-stream' },
  },

  'GET /api/backup': {
    id: 'exportBackup',
    tag: 'Backup',
    summary: 'The whole hiring data as one JSON document',
    answer: { status: 200, schema: s.backupSchema },
  },
  'POST /api/backup/restore': {
    id: 'restoreBackup',
    tag: 'Backup',
    summary: 'Replace everything with a backup',
    body: s.backupSchema,
    answer: { status: 200, schema: s.restoreResultSchema },
  },
  'GET /api/reports': {
    id: 'getReport',
    tag: 'Reports',
    summary: 'The hiring report',
    query: s.reportQuerySchema,
    answer: { status: 200, schema: s.hiringReportSchema },
  },

  'GET /api/settings/rejection-reasons': {
    id: 'getRejectionReasons',
    tag: 'Settings',
    summary: 'Rejection reasons',
    answer: { status: 200, schema: s.rejectionReasonsSchema },
  },
  'PUT /api/settings/rejection-reasons': {
    id: 'saveRejectionReasons',
    tag: 'Settings',
    summary: 'Save rejection reasons',
    body: s.rejectionReasonsSchema,
    answer: { status: 200, schema: s.rejectionReasonsSchema },
  },
  'GET /api/settings/search-index': {
    id: 'getSearchIndexStatus',
    tag: 'Settings',
    summary: 'How far files’ text is indexed',
    answer: { status: 200, schema: s.searchIndexStatusSchema },
  },
  'GET /api/settings/privacy': {
    id: 'getPrivacySettings',
    tag: 'Settings',
    summary: 'The privacy notice and retention',
    answer: { status: 200, schema: s.privacySettingsSchema },
  },
  'PUT /api/settings/privacy': {
    id: 'savePrivacySettings',
    tag: 'Settings',
    summary: 'Save the privacy settings',
    body: s.privacySettingsInputSchema,
    answer: { status: 200, schema: s.privacySettingsSchema },
  },
  'GET /api/settings/organization': {
    id: 'getOrganization',
    tag: 'Settings',
    summary: 'The organization (careers page)',
    answer: { status: 200, schema: s.organizationSchema },
  },
  'PUT /api/settings/organization': {
    id: 'saveOrganization',
    tag: 'Settings',
    summary: 'Save the organization',
    body: s.organizationInputSchema,
    answer: { status: 200, schema: s.organizationSchema },
  },
  'GET /api/settings/chaos': {
    id: 'getChaos',
    tag: 'Settings',
    summary: 'Artificial latency and failures (browser mode)',
    answer: { status: 200, schema: s.chaosSettingsSchema },
  },
  'PUT /api/settings/chaos': {
    id: 'saveChaos',
    tag: 'Settings',
    summary: 'Set artificial latency and failures',
    body: s.chaosSettingsSchema,
    answer: { status: 200, schema: s.chaosSettingsSchema },
  },
  'GET /api/email-templates': {
    id: 'listEmailTemplates',
    tag: 'Emails',
    summary: 'Email templates',
    answer: { status: 200, schema: s.emailTemplatesSchema },
  },
  'POST /api/email-templates': {
    id: 'createEmailTemplate',
    tag: 'Emails',
    summary: 'Add an email template',
    body: s.emailTemplateSchema,
    answer: { status: 201, schema: s.storedEmailTemplateSchema },
  },
  'PUT /api/email-templates/:id{[A-Za-z0-9-]{1,100}}': {
    id: 'updateEmailTemplate',
    tag: 'Emails',
    summary: 'Change an email template',
    body: s.emailTemplateSchema,
    answer: { status: 200, schema: s.storedEmailTemplateSchema },
  },
  'DELETE /api/email-templates/:id{[A-Za-z0-9-]{1,100}}': {
    id: 'deleteEmailTemplate',
    tag: 'Emails',
    summary: 'Delete an email template',
    answer: { status: 204 },
  },

  'GET /api/my-application/:token': {
    id: 'getMyApplication',
    tag: 'Applicants',
    summary: 'An applicant’s own status page',
    params: tokenParam,
    answer: { status: 200, schema: s.myApplicationSchema },
  },
  'GET /api/my-application/:token/data': {
    id: 'getMyApplicationData',
    tag: 'Applicants',
    summary: 'An applicant’s own data',
    params: tokenParam,
    answer: { status: 200, schema: s.myApplicationDataSchema },
  },
  'POST /api/my-application/:token/withdraw': {
    id: 'withdrawApplication',
    tag: 'Applicants',
    summary: 'Withdraw and erase one’s application',
    params: tokenParam,
    body: s.withdrawSchema,
    answer: { status: 204 },
  },
  'GET /api/retention/preview': {
    id: 'previewRetention',
    tag: 'Settings',
    summary: 'Who a retention run would erase',
    answer: { status: 200, schema: s.retentionPreviewSchema },
  },
  'POST /api/retention/run': {
    id: 'runRetention',
    tag: 'Settings',
    summary: 'Run retention now',
    answer: { status: 200, schema: s.retentionRunSchema },
  },

  'GET /api/auth/setup': {
    id: 'getSetupStatus',
    tag: 'Account',
    summary: 'Whether the first admin is set up',
    answer: { status: 200, schema: s.setupStatusSchema },
  },
  'POST /api/auth/setup': {
    id: 'setUp',
    tag: 'Account',
    summary: 'Set up the first admin (signs in)',
    body: s.setupSchema,
    answer: { status: 201, schema: z.object({ user: s.memberSchema }) },
  },
  'POST /api/auth/login': {
    id: 'signIn',
    tag: 'Account',
    summary: 'Sign in (sets the session cookie)',
    body: s.loginSchema,
    answer: { status: 200, schema: z.object({ user: s.memberSchema }) },
  },
  'POST /api/auth/logout': {
    id: 'signOut',
    tag: 'Account',
    summary: 'Sign out',
    answer: { status: 204 },
  },
  'GET /api/auth/me': {
    id: 'getMe',
    tag: 'Account',
    summary: 'The signed-in member',
    answer: { status: 200, schema: s.meSchema },
    errors: [401],
  },
  'GET /api/auth/sessions': {
    id: 'listMySessions',
    tag: 'Account',
    summary: 'One’s own sessions',
    answer: { status: 200, schema: s.sessionsSchema },
  },
  'DELETE /api/auth/sessions': {
    id: 'endMyOtherSessions',
    tag: 'Account',
    summary: 'End one’s other sessions',
    answer: { status: 200, schema: z.object({ ended: z.number().int() }) },
  },
  'DELETE /api/auth/sessions/:id': {
    id: 'endMySession',
    tag: 'Account',
    summary: 'End one of one’s sessions',
    params: { id: s.sessionIdSchema },
    answer: { status: 204 },
  },
  'GET /api/auth/two-factor': {
    id: 'getTwoFactor',
    tag: 'Account',
    summary: 'One’s two-factor sign-in',
    answer: { status: 200, schema: s.twoFactorStatusSchema },
  },
  'POST /api/auth/two-factor/setup': {
    id: 'setUpTwoFactor',
    tag: 'Account',
    summary: 'Start setting up two-factor sign-in',
    answer: { status: 200, schema: s.twoFactorSetupSchema },
  },
  'POST /api/auth/two-factor/enable': {
    id: 'enableTwoFactor',
    tag: 'Account',
    summary: 'Turn on two-factor sign-in (with the password and a code)',
    body: s.twoFactorEnableSchema,
    answer: { status: 200, schema: s.recoveryCodesSchema },
  },
  'POST /api/auth/two-factor/disable': {
    id: 'disableTwoFactor',
    tag: 'Account',
    summary: 'Turn off two-factor sign-in',
    body: s.twoFactorDisableSchema,
    answer: { status: 204 },
  },
  'POST /api/auth/forgot-password': {
    id: 'forgotPassword',
    tag: 'Account',
    summary: 'Email a password reset link',
    body: s.forgotPasswordSchema,
    answer: { status: 202 },
  },
  'POST /api/auth/reset-password': {
    id: 'resetPassword',
    tag: 'Account',
    summary: 'Choose a new password with a reset link',
    body: s.resetPasswordSchema,
    answer: { status: 200, schema: s.resetPasswordResultSchema },
  },
  'PUT /api/auth/password': {
    id: 'changePassword',
    tag: 'Account',
    summary: 'Change one’s password',
    body: s.changePasswordSchema,
    answer: { status: 204 },
  },

  'GET /api/tokens': {
    id: 'listApiTokens',
    tag: 'Integrations',
    summary: 'API tokens',
    answer: { status: 200, schema: s.apiTokensSchema },
  },
  'POST /api/tokens': {
    id: 'createApiToken',
    tag: 'Integrations',
    summary: 'Make an API token (its secret is shown once)',
    body: s.createApiTokenSchema,
    answer: { status: 201, schema: s.apiTokenCreatedSchema },
  },
  'DELETE /api/tokens/:id': {
    id: 'revokeApiToken',
    tag: 'Integrations',
    summary: 'Revoke an API token',
    answer: { status: 204 },
  },
  'POST /api/webhooks': {
    id: 'createWebhook',
    tag: 'Integrations',
    summary: 'Register a webhook endpoint',
    body: s.createWebhookSchema,
    answer: { status: 201, schema: s.createdWebhookSchema },
  },
  'GET /api/webhooks': {
    id: 'listWebhooks',
    tag: 'Integrations',
    summary: 'Webhook endpoints',
    answer: { status: 200, schema: s.webhookListSchema },
  },
  'PATCH /api/webhooks/:id': {
    id: 'updateWebhook',
    tag: 'Integrations',
    summary: 'Change a webhook endpoint',
    body: s.updateWebhookSchema,
    answer: { status: 200, schema: z.object({ webhook: s.webhookSchema }) },
  },
  'DELETE /api/webhooks/:id': {
    id: 'deleteWebhook',
    tag: 'Integrations',
    summary: 'Remove a webhook endpoint',
    answer: { status: 204 },
  },
  'POST /api/webhooks/:id/rotate-secret': {
    id: 'rotateWebhookSecret',
    tag: 'Integrations',
    summary: 'A new signing secret',
    answer: { status: 200, schema: s.createdWebhookSchema },
  },
  'GET /api/webhooks/:id/deliveries': {
    id: 'listWebhookDeliveries',
    tag: 'Integrations',
    summary: 'An endpoint’s deliveries',
    answer: { status: 200, schema: s.webhookDeliveriesSchema },
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': {
    id: 'retryWebhookDelivery',
    tag: 'Integrations',
    summary: 'Send a delivery again',
    answer: { status: 202 },
  },

  'GET /api/audit': {
    id: 'listAuditEvents',
    tag: 'Audit',
    summary: 'The audit log (a page)',
    query: s.auditQuerySchema,
    answer: { status: 200, schema: s.auditPageSchema },
  },
  'GET /api/audit/export': {
    id: 'exportAuditCsv',
    tag: 'Audit',
    summary: 'The audit log as a CSV file',
    query: s.auditQuerySchema,
    answer: { status: 200, media: 'text/csv' },
  },
  'GET /api/audit/verify': {
    id: 'verifyAudit',
    tag: 'Audit',
    summary: 'Check the audit log’s chain',
    answer: { status: 200, schema: s.auditVerifySchema },
  },
  'GET /api/settings/security': {
    id: 'getSecurityPolicy',
    tag: 'Settings',
    summary: 'The team’s sign-in rules',
    answer: { status: 200, schema: s.securityPolicySchema },
  },
  'PUT /api/settings/security': {
    id: 'saveSecurityPolicy',
    tag: 'Settings',
    summary: 'Save the sign-in rules',
    body: s.securityPolicySchema,
    answer: { status: 200, schema: s.securityPolicySchema },
  },
  'GET /api/emails': {
    id: 'listOutbox',
    tag: 'Emails',
    summary: 'The outbox',
    query: s.emailsQuerySchema,
    answer: { status: 200, schema: s.emailListSchema },
  },
  'POST /api/emails/:id{[0-9]+}/retry': {
    id: 'retryEmail',
    tag: 'Emails',
    summary: 'Send a failed email again',
    answer: { status: 200, schema: s.retriedEmailSchema },
  },
  'GET /api/notifications': {
    id: 'listNotifications',
    tag: 'Notifications',
    summary: 'One’s notifications',
    answer: { status: 200, schema: s.notificationsSchema },
  },
  'POST /api/notifications/read': {
    id: 'markNotificationsRead',
    tag: 'Notifications',
    summary: 'Mark notifications read',
    body: s.markReadSchema,
    answer: { status: 200, schema: s.unreadCountSchema },
  },
  'GET /api/notifications/preferences': {
    id: 'getNotificationPreferences',
    tag: 'Notifications',
    summary: 'One’s notification preferences',
    answer: { status: 200, schema: s.notificationPrefsSchema },
  },
  'PUT /api/notifications/preferences': {
    id: 'saveNotificationPreferences',
    tag: 'Notifications',
    summary: 'Save one’s notification preferences',
    body: s.notificationPrefsSchema,
    answer: { status: 200, schema: s.notificationPrefsSchema },
  },

  'POST /api/invitations': {
    id: 'invite',
    tag: 'Members',
    summary: 'Invite a member',
    body: s.inviteSchema,
    answer: { status: 201, schema: s.invitationCreatedSchema },
  },
  'GET /api/invitations': {
    id: 'listInvitations',
    tag: 'Members',
    summary: 'Open invitations',
    answer: { status: 200, schema: s.invitationsSchema },
  },
  'DELETE /api/invitations/:id{[0-9]+}': {
    id: 'revokeInvitation',
    tag: 'Members',
    summary: 'Revoke an invitation',
    answer: { status: 204 },
  },
  'POST /api/invitations/:id{[0-9]+}/resend': {
    id: 'resendInvitation',
    tag: 'Members',
    summary: 'Send an invitation again',
    answer: { status: 201, schema: s.invitationCreatedSchema },
  },
  'GET /api/invitations/:token': {
    id: 'previewInvitation',
    tag: 'Members',
    summary: 'What an invitation is for',
    params: tokenParam,
    answer: { status: 200, schema: s.invitationPreviewSchema },
  },
  'POST /api/invitations/:token/accept': {
    id: 'acceptInvitation',
    tag: 'Members',
    summary: 'Accept an invitation (signs in)',
    params: tokenParam,
    body: s.acceptInvitationSchema,
    answer: { status: 201, schema: z.object({ user: s.memberSchema }) },
  },
  'GET /api/users': {
    id: 'listMembers',
    tag: 'Members',
    summary: 'The team’s members (with candidateId, those who may open that candidate)',
    query: s.membersQuerySchema,
    answer: { status: 200, schema: s.membersSchema },
  },
  'GET /api/users/deactivated': {
    id: 'listDeactivatedMembers',
    tag: 'Members',
    summary: 'Deactivated members',
    answer: { status: 200, schema: s.membersSchema },
  },
  'POST /api/users/:id{[0-9]+}/password-reset': {
    id: 'sendPasswordReset',
    tag: 'Members',
    summary: 'Email a member a reset link',
    answer: { status: 202 },
  },
  'DELETE /api/users/:id{[0-9]+}/sessions': {
    id: 'endMemberSessions',
    tag: 'Members',
    summary: 'Sign a member out everywhere',
    answer: { status: 200, schema: z.object({ ended: z.number().int() }) },
  },
  'DELETE /api/users/:id{[0-9]+}/two-factor': {
    id: 'resetMemberTwoFactor',
    tag: 'Members',
    summary: 'Remove a member’s second factor and recovery codes',
    description:
      'They sign in with their password alone until they set it up again. Not for one’s own (409): that goes off on the Account page, with the password and a code.',
    answer: { status: 200, schema: s.twoFactorResetSchema },
    errors: [409],
  },
  'PATCH /api/users/:id{[0-9]+}': {
    id: 'updateMember',
    tag: 'Members',
    summary: 'Change a member’s role or name, or deactivate',
    body: s.updateMemberSchema,
    answer: { status: 200, schema: z.object({ user: s.memberSchema }) },
  },
  'GET /api/calendar/feed': {
    id: 'getCalendarFeed',
    tag: 'Interviews',
    summary: 'One’s calendar feed',
    answer: { status: 200, schema: s.calendarFeedSchema },
  },
  'POST /api/calendar/feed': {
    id: 'renewCalendarFeed',
    tag: 'Interviews',
    summary: 'A new calendar feed address',
    answer: { status: 201, schema: s.newCalendarFeedSchema },
  },
  'GET /api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}': {
    id: 'getCalendar',
    tag: 'Interviews',
    summary: 'A calendar feed (its secret address)',
    answer: { status: 200, media: 'text/calendar' },
  },
};

/** Request and response shapes of the HTTP contract (docs/api.md), named from its schemas. */
import type { z } from 'zod';
import type {
  backupSchema,
  candidateFileSchema,
  candidateDuplicatesSchema,
  duplicateGroupsSchema,
  mergeCandidatesSchema,
  candidateResponseSchema,
  careersQuerySchema,
  careersSchema,
  jobCountsSchema,
  candidatesListSchema,
  candidatesQuerySchema,
  createCandidateSchema,
  createJobSchema,
  createNoteSchema,
  jobResponseSchema,
  jobsListSchema,
  jobsQuerySchema,
  reorderJobsResultSchema,
  reorderJobsSchema,
  restoreResultSchema,
  stageCountsQuerySchema,
  stageCountsSchema,
  submitReceivedSchema,
  submitResultSchema,
  submitSchema,
  updateCandidateSchema,
  updateJobSchema,
  replaceStagesSchema,
  stagesAnswerSchema,
  pipelineTemplateInputSchema,
  pipelineTemplateSchema,
  assessmentSchema,
  acceptInvitationSchema,
  authorSchema,
  invitationCreatedSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationsSchema,
  inviteSchema,
  loginSchema,
  meSchema,
  memberSchema,
  membersSchema,
  setupSchema,
  setupStatusSchema,
  updateMemberSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  changePasswordSchema,
  rejectionReasonsSchema,
  rejectSchema,
  bulkSchema,
  candidateImportResultSchema,
  sendCandidateEmailSchema,
  emailTemplateSchema,
  auditQuerySchema,
  auditPageSchema,
  auditEventSchema,
  auditVerifySchema,
  sessionsSchema,
  twoFactorStatusSchema,
  twoFactorSetupSchema,
  twoFactorEnableSchema,
  twoFactorDisableSchema,
  twoFactorResetSchema,
  recoveryCodesSchema,
  securityPolicySchema,
  privacySettingsInputSchema,
  privacySettingsSchema,
} from '@/domain/schemas';

/** What the client sends: the schemas' input. Queries are their parsed form, which the client writes out. */
type ParsedJobsQuery = z.output<typeof jobsQuerySchema>;
export type JobsQuery = Partial<ParsedJobsQuery> &
  Pick<ParsedJobsQuery, 'page' | 'pageSize' | 'status'>;
export type JobStatusFilter = JobsQuery['status'];
export type JobsList = z.output<typeof jobsListSchema>;
export type CreateJobBody = z.input<typeof createJobSchema>;
export type UpdateJobBody = z.input<typeof updateJobSchema>;
export type ReplaceStagesBody = z.input<typeof replaceStagesSchema>;
export type StagesAnswer = z.output<typeof stagesAnswerSchema>;
export type PipelineTemplateBody = z.input<typeof pipelineTemplateInputSchema>;
export type PipelineTemplate = z.output<typeof pipelineTemplateSchema>;
export type { Attention } from '@/domain/schemas';
export type ReorderJobsBody = z.input<typeof reorderJobsSchema>;
export type ReorderJobsResult = z.output<typeof reorderJobsResultSchema>;
export type CareersQuery = z.input<typeof careersQuerySchema>;
export type Careers = z.output<typeof careersSchema>;
export type JobCounts = z.output<typeof jobCountsSchema>;

export type CandidatesQuery = Partial<z.output<typeof candidatesQuerySchema>>;
export type CandidatesList = z.output<typeof candidatesListSchema>;
export type StageCountsQuery = Partial<z.output<typeof stageCountsQuerySchema>>;
export type StageCounts = z.output<typeof stageCountsSchema>;
export type CreateCandidateBody = z.input<typeof createCandidateSchema>;
export type UpdateCandidateBody = z.input<typeof updateCandidateSchema>;
export type CreateNoteBody = z.input<typeof createNoteSchema>;

export type AssessmentPayload = z.output<typeof assessmentSchema>;
export type SubmitAssessmentBody = z.input<typeof submitSchema>;
/** A member (and browser mode) is answered with what was stored; an anonymous applicant with `received`. */
export type SubmitAssessmentResult =
  z.output<typeof submitResultSchema> | z.output<typeof submitReceivedSchema>;
export type JobAssessmentResponse = z.output<typeof jobResponseSchema>;
export type CandidateAssessmentResponse = z.output<typeof candidateResponseSchema>;
export type CandidateFile = z.output<typeof candidateFileSchema>;

export type Backup = z.output<typeof backupSchema>;
export type RestoreResult = z.output<typeof restoreResultSchema>;

export type {
  Answers,
  AssessmentResponse,
  AssessmentStructure,
  Candidate,
  CandidateSource,
  Job,
  Note,
  Stage,
  TimelineEntry,
} from '@/domain/types';

export type Member = z.output<typeof memberSchema>;
export type Me = z.output<typeof meSchema>;
export type Members = z.output<typeof membersSchema>;
export type SetupStatus = z.output<typeof setupStatusSchema>;
export type SetupBody = z.input<typeof setupSchema>;
export type LoginBody = z.input<typeof loginSchema>;
export type InviteBody = z.input<typeof inviteSchema>;
export type InvitationCreated = z.output<typeof invitationCreatedSchema>;
export type Invitation = z.output<typeof invitationSchema>;
export type Invitations = z.output<typeof invitationsSchema>;
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;
export type AcceptInvitationBody = z.input<typeof acceptInvitationSchema>;
export type UpdateMemberBody = z.input<typeof updateMemberSchema>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;
export type RejectionReasons = z.output<typeof rejectionReasonsSchema>;
export type RejectBody = z.input<typeof rejectSchema>;
export type BulkBody = z.input<typeof bulkSchema>;
export type CandidateImportResult = z.output<typeof candidateImportResultSchema>;
export type CandidateEmailBody = z.input<typeof sendCandidateEmailSchema>;
export type EmailTemplateBody = z.input<typeof emailTemplateSchema>;
export type Author = z.output<typeof authorSchema>;
export type MemberSessions = z.output<typeof sessionsSchema>;
export type MemberSession = MemberSessions['sessions'][number];
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableSchema>;
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableSchema>;
export type TwoFactorReset = z.output<typeof twoFactorResetSchema>;
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;
export type SecurityPolicy = z.output<typeof securityPolicySchema>;
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
export type PrivacySettingsBody = z.input<typeof privacySettingsInputSchema>;

/** The audit log (team mode, admins): the filters and page asked for, a page, and the chain's check. */
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;
export type AuditPage = z.output<typeof auditPageSchema>;
export type AuditEvent = z.output<typeof auditEventSchema>;
export type AuditVerifyResult = z.output<typeof auditVerifySchema>;
export type { Role } from '@/domain/access';

/** Possible duplicates and merging them. */
export type MergeCandidatesBody = z.input<typeof mergeCandidatesSchema>;
export type DuplicateGroups = z.output<typeof duplicateGroupsSchema>;
export type CandidateDuplicates = z.output<typeof candidateDuplicatesSchema>;

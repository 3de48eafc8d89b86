import { z } from 'zod';
import { APPROVER_ROLES, CHAIN_MAX } from '../approvals';
import {
  EXPIRY_DAYS,
  OFFER_FIELD_TYPES,
  OFFER_LIMITS,
  OFFER_STATUSES,
  SALARY_PERIODS,
  offerSettingsProblems,
} from '../offers';
import { authorSchema, daySchema, idSchema, isoDateSchema, text } from './common';

/** Offers: the organization's settings and chain, requests, stored rows and answers. */

const CURRENCIES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);

export const salarySchema = z.strictObject({
  amount: z
    .number({ message: 'must be a number.' })
    .positive('must be more than 0.')
    .max(OFFER_LIMITS.amount, `must be at most ${OFFER_LIMITS.amount}.`)
    .refine((n) => Math.round(n * 100) === n * 100, 'must have at most two decimals.'),
  currency: z
    .string({ message: 'must be a string.' })
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR or USD.')
    .refine(
      (code) => CURRENCIES.size === 0 || CURRENCIES.has(code),
      'must be an ISO 4217 code such as EUR or USD.',
    ),
  period: z.enum(SALARY_PERIODS, { message: `must be one of ${SALARY_PERIODS.join(', ')}.` }),
});

const fieldValuesSchema = z.record(
  z.string().max(OFFER_LIMITS.fieldKey),
  z.union([z.string().max(OFFER_LIMITS.fieldText), z.number()], {
    message: 'must be text or a number.',
  }),
  { message: 'must map field keys to values.' },
);
const notesSchema = text(OFFER_LIMITS.notes).transform((value) => value.trim());
const templateIdSchema = z
  .string({ message: 'must be a string.' })
  .regex(/^[a-z0-9-]{1,40}$/, 'must be a template id.');

/** POST /candidates/:id/offers: the first version's terms. */
export const offerInputSchema = z.strictObject({
  salary: salarySchema,
  startDate: daySchema,
  fields: fieldValuesSchema.optional(),
  notes: notesSchema.optional(),
  templateId: templateIdSchema.optional(),
});
export type OfferInput = z.output<typeof offerInputSchema>;

/** PATCH /offers/:id: terms changed (the rest kept); a change is a new version. */
export const offerChangeSchema = offerInputSchema.partial();
export type OfferChange = z.output<typeof offerChangeSchema>;

const reasonSchema = text(OFFER_LIMITS.reason).transform((value) => value.trim());

/** POST /offers/:id/decline: an approver's reason, which the recruiter reads. */
export const approvalDeclineSchema = z.strictObject({
  reason: reasonSchema.refine((value) => value !== '', 'is required.'),
});

/** POST /offers/:id/send: how many days the candidate's link opens (the settings' by default). */
export const offerSendSchema = z.strictObject({
  expiryDays: z
    .number({ message: 'must be a number.' })
    .int('must be a whole number.')
    .min(EXPIRY_DAYS.min, `must be at least ${EXPIRY_DAYS.min}.`)
    .max(EXPIRY_DAYS.max, `must be at most ${EXPIRY_DAYS.max}.`)
    .optional(),
});

/** POST /offers/:id/withdraw. */
export const offerWithdrawSchema = z.strictObject({ reason: reasonSchema.optional() });

const signedNameSchema = z
  .string({ message: 'must be a string.' })
  .max(OFFER_LIMITS.name, `must be at most ${OFFER_LIMITS.name} characters.`)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine((value) => value !== '', 'is required: type your full name to sign.');

/** POST /offer-links/:token/accept: the candidate signs by typing their full name. */
export const offerAcceptSchema = z.strictObject({ name: signedNameSchema });
/** POST /offer-links/:token/decline: the candidate's reason, if they give one. */
export const offerDeclineSchema = z.strictObject({ reason: reasonSchema.optional() });

/**
 * POST /offers/:id/record: the candidate's answer given outside TalentFlow (a signed paper letter),
 * recorded by the recruiter: browser mode's way, and a team's when the candidate signs on paper.
 */
export const offerRecordSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('accepted'), name: signedNameSchema }),
    z.strictObject({ decision: z.literal('declined'), reason: reasonSchema.optional() }),
  ],
  { message: 'decision must be accepted or declined.' },
);

// ——— Settings ———

const fieldKeySchema = z
  .string({ message: 'must be a string.' })
  .regex(/^[a-z][a-z0-9_]*$/, 'must start with a letter and hold only a-z, 0-9 and _.')
  .max(OFFER_LIMITS.fieldKey, `must be at most ${OFFER_LIMITS.fieldKey} characters.`)
  .refine((key) => key !== 'salary' && key !== 'start_date', 'is one of the offer’s own terms.');

export const offerFieldSchema = z.strictObject({
  key: fieldKeySchema,
  label: text(OFFER_LIMITS.fieldLabel)
    .transform((value) => value.trim())
    .refine((value) => value !== '', 'is required.'),
  type: z.enum(OFFER_FIELD_TYPES, { message: `must be one of ${OFFER_FIELD_TYPES.join(', ')}.` }),
  options: z
    .array(text(OFFER_LIMITS.option).min(1, 'must not be empty.'))
    .max(OFFER_LIMITS.options)
    .optional(),
  required: z.boolean().optional(),
});

export const letterTemplateSchema = z.strictObject({
  id: templateIdSchema,
  name: text(OFFER_LIMITS.templateName)
    .transform((value) => value.trim())
    .refine((value) => value !== '', 'is required.'),
  body: text(OFFER_LIMITS.templateBody).refine((value) => value.trim() !== '', 'is required.'),
});

/** GET and PUT /settings/offers: custom fields, letter templates, how long a link opens. */
export const offerSettingsSchema = z
  .strictObject({
    fields: z.array(offerFieldSchema).max(OFFER_LIMITS.fields),
    templates: z.array(letterTemplateSchema).max(OFFER_LIMITS.templates),
    expiryDays: z
      .number({ message: 'must be a number.' })
      .int('must be a whole number.')
      .min(EXPIRY_DAYS.min)
      .max(EXPIRY_DAYS.max),
  })
  .superRefine((settings, ctx) => {
    for (const message of offerSettingsProblems(settings))
      ctx.addIssue({ code: 'custom', message });
  });

export const approvalStepSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('member'), memberId: idSchema }),
    z.strictObject({
      kind: z.literal('role'),
      role: z.enum(APPROVER_ROLES, { message: `must be one of ${APPROVER_ROLES.join(', ')}.` }),
      rule: z.enum(['any', 'all'], { message: 'must be any or all.' }),
    }),
  ],
  { message: 'kind must be member or role.' },
);

/** GET and PUT /settings/approvals: the organization's approval chains (offers'). */
export const approvalChainsSchema = z.strictObject({
  offers: z.array(approvalStepSchema).max(CHAIN_MAX, `must have at most ${CHAIN_MAX} steps.`),
});

// ——— Stored rows ———

export const approvalDecisionSchema = z.strictObject({
  round: z.number().int().min(1),
  step: z.number().int().min(0),
  memberId: idSchema,
  name: z.string().max(100),
  decision: z.enum(['approved', 'declined']),
  at: isoDateSchema,
  reason: z.string().max(OFFER_LIMITS.reason).optional(),
});

/** An offer as stored (and backed up): where it stands; its terms are in its versions. */
export const offerSchema = z.strictObject({
  id: idSchema,
  candidateId: idSchema,
  jobId: idSchema,
  status: z.enum(OFFER_STATUSES),
  /** Its newest version's number. */
  version: z.number().int().min(1),
  /** Its approval round (each submission starts one); 0 before the first. */
  round: z.number().int().min(0),
  approvals: z.array(approvalDecisionSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  author: authorSchema.optional(),
  sentAt: isoDateSchema.optional(),
  sentVersion: z.number().int().min(1).optional(),
  expiresAt: isoDateSchema.optional(),
  /** The SHA-256 of the candidate's link (hex): the link itself is never kept. */
  tokenHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  decidedAt: isoDateSchema.optional(),
  /** The full name the candidate typed to accept. */
  signedName: z.string().max(OFFER_LIMITS.name).optional(),
  /** The address the acceptance came from. */
  signedFrom: z.string().max(100).optional(),
  /** The SHA-256 of the letter's PDF the candidate accepted (hex). */
  letterSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  declineReason: z.string().max(OFFER_LIMITS.reason).optional(),
  /** Who recorded the candidate's answer given outside TalentFlow. */
  recordedBy: authorSchema.optional(),
  withdrawReason: z.string().max(OFFER_LIMITS.reason).optional(),
});
export type Offer = z.output<typeof offerSchema>;

const versionShape = {
  version: z.number().int().min(1),
  salary: salarySchema,
  startDate: daySchema,
  fields: fieldValuesSchema,
  notes: z.string().max(OFFER_LIMITS.notes).optional(),
  templateId: templateIdSchema,
  createdAt: isoDateSchema,
  author: authorSchema.optional(),
};

/** A version of an offer's terms as stored; its letter kept once it was sent. */
export const offerVersionSchema = z.strictObject({
  id: idSchema,
  offerId: idSchema,
  candidateId: idSchema,
  ...versionShape,
  /** The letter as sent, in Markdown (filled in). */
  letter: z.string().max(200_000).optional(),
  /** The letter's PDF as sent, base64 (team mode). */
  letterPdf: z
    .string()
    .max(4_000_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/)
    .optional(),
  letterSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type OfferVersion = z.output<typeof offerVersionSchema>;

// ——— Answers ———

export const offerVersionAnswerSchema = z.strictObject({
  ...versionShape,
  /** Whether its letter was kept (it was sent). */
  letterKept: z.boolean(),
  letterSha256: z.string().optional(),
});

export const approvalStepAnswerSchema = z.strictObject({
  /** "Dana Reyes", "Any admin", "Every recruiter". */
  label: z.string(),
  state: z.enum(['approved', 'declined', 'waiting', 'later']),
  decisions: z.array(approvalDecisionSchema),
});

export const offerAnswerSchema = offerSchema.omit({ tokenHash: true, approvals: true }).extend({
  candidate: z.strictObject({ id: idSchema, name: z.string() }),
  job: z.strictObject({ id: idSchema, title: z.string() }),
  /** Its versions, newest first. */
  versions: z.array(offerVersionAnswerSchema),
  /** The current round's steps (none before the first submission, or with an empty chain). */
  steps: z.array(approvalStepAnswerSchema),
  /** Every decision of every round, oldest first. */
  approvals: z.array(approvalDecisionSchema),
  /** Whether the caller may approve or decline it now. */
  mayDecide: z.boolean(),
});
export type OfferAnswer = z.output<typeof offerAnswerSchema>;

export const offerListSchema = z.strictObject({ offers: z.array(offerAnswerSchema) });

/** GET /offers/to-approve: the offers waiting on the caller. */
export const offersToApproveSchema = z.strictObject({
  offers: z.array(offerAnswerSchema),
  count: z.number().int().min(0),
});

/** GET /offers/:id/letter: the letter filled in, as the candidate would read it. */
export const offerLetterSchema = z.strictObject({
  version: z.number().int(),
  markdown: z.string(),
  /** Whether a PDF of it can be had (GET /offers/:id/letter.pdf: team mode). */
  pdf: z.boolean(),
});

/** GET /offer-links/:token: the offer as its candidate reads it; nothing internal. */
export const offerLinkSchema = z.strictObject({
  organization: z.string(),
  candidateName: z.string(),
  job: z.strictObject({ title: z.string() }),
  status: z.enum(['open', 'accepted', 'declined']),
  salary: salarySchema,
  startDate: daySchema,
  fields: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  expiresAt: isoDateSchema.optional(),
  letter: z.string(),
  letterSha256: z.string(),
  decidedAt: isoDateSchema.optional(),
});
export type OfferLink = z.output<typeof offerLinkSchema>;

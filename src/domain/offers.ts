import Mustache from 'mustache';
import { isDay } from './days';
import { TEMPLATE_VARIABLES, type TemplateValues } from './email-templates';

/**
 * Offers: the terms made to a candidate for their job, in versions; approved by the
 * organization's chain (domain/approvals.ts), sent as a letter, and accepted or declined by the
 * candidate. The rules here are pure: where an offer may go from each status, how its terms read,
 * and how a letter is filled in.
 */

export const OFFER_STATUSES = [
  'draft',
  'pending',
  'approved',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for approval',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
/** An offer in one of these is closed: a new one may be drafted for the candidate. */
export const CLOSED_OFFER: ReadonlySet<OfferStatus> = new Set([
  'accepted',
  'declined',
  'withdrawn',
]);

/** What a write did to an offer (its event's `change`). */
export type OfferChange =
  | 'drafted'
  | 'revised'
  | 'submitted'
  | 'approved'
  | 'approval-declined'
  | 'sent'
  | 'withdrawn'
  | 'accepted'
  | 'declined';

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export interface Salary {
  amount: number;
  currency: string;
  period: SalaryPeriod;
}

export const OFFER_FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const;
export type OfferFieldType = (typeof OFFER_FIELD_TYPES)[number];
/** An organization's own field of its offers (settings), filled in on each offer. */
export interface OfferField {
  /** Its variable in letters: `{{offer.<key>}}`. */
  key: string;
  label: string;
  type: OfferFieldType;
  /** A choice field's options. */
  options?: string[];
  required?: boolean;
}
export type OfferFieldValues = Record<string, string | number>;

export interface LetterTemplate {
  id: string;
  name: string;
  /** Markdown with `{{…}}` variables. */
  body: string;
}

export const OFFER_SETTINGS_KEY = 'offer-settings';
export const OFFER_LIMITS = {
  fields: 30,
  fieldKey: 40,
  fieldLabel: 100,
  option: 100,
  options: 50,
  fieldText: 1000,
  notes: 5000,
  templates: 20,
  templateName: 100,
  templateBody: 50_000,
  reason: 1000,
  name: 200,
  amount: 1_000_000_000,
} as const;
export const EXPIRY_DAYS = { min: 1, max: 90, default: 14 } as const;

export interface OfferSettings {
  fields: OfferField[];
  templates: LetterTemplate[];
  /** How long a sent offer's link opens, unless the offer says otherwise. */
  expiryDays: number;
}

export const DEFAULT_LETTER: LetterTemplate = {
  id: 'standard',
  name: 'Standard offer letter',
  body: [
    '# Offer of employment',
    '',
    'Dear {{candidate.name}},',
    '',
    'We are delighted to offer you the position of **{{job.title}}** at {{organization.name}}.',
    '',
    '- Salary: {{offer.salary}}',
    '- Start date: {{offer.start_date}}',
    '',
    'To accept, open the link in our email, read this letter and sign it by typing your full name.',
    '',
    'Kind regards,',
    '',
    '{{sender.name}}',
  ].join('\n'),
};

export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  fields: [],
  templates: [DEFAULT_LETTER],
  expiryDays: EXPIRY_DAYS.default,
};

/** The letter's own variables beside the emails': the offer's terms and the organization. */
export const OFFER_VARIABLES = {
  'offer.salary': 'the salary, with its currency and period',
  'offer.start_date': 'the start date',
  'organization.name': 'the organization’s name',
} as const;
export type OfferVariable = keyof typeof OFFER_VARIABLES;

/** Every variable a letter may use: the emails', the offer's and each custom field's. */
export function letterVariables(fields: readonly OfferField[]): string[] {
  return [
    // The emails' own, but an interview's (a letter is about no interview) and the sender's
    // address (a letter is signed by name).
    ...Object.keys(TEMPLATE_VARIABLES).filter(
      (name) => !name.startsWith('interview.') && name !== 'sender.email',
    ),
    ...Object.keys(OFFER_VARIABLES),
    ...fields.map((field) => `offer.${field.key}`),
  ];
}

const PERIOD_WORDS: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

/** "EUR 72,000 per year": the amount grouped in English, the code before it. */
export function formatSalary(salary: Salary): string {
  // Money has two decimals or none: 72,000.50, never 72,000.5.
  const whole = Number.isInteger(salary.amount);
  const amount = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(salary.amount);
  return `${salary.currency} ${amount} ${PERIOD_WORDS[salary.period]}`;
}

/** "1 March 2027" from 2027-03-01, read as a calendar day (no time zone moves it). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00.000Z`));
}

/** The terms a version holds; a change to any of them is a new version. */
export interface OfferTerms {
  salary: Salary;
  startDate: string;
  fields: OfferFieldValues;
  notes?: string;
  templateId: string;
}

/** Whether two versions' terms are the same (a save without a change makes no new version). */
export function sameTerms(a: OfferTerms, b: OfferTerms): boolean {
  const fieldsOf = (terms: OfferTerms) =>
    JSON.stringify(Object.entries(terms.fields).sort(([x], [y]) => x.localeCompare(y)));
  return (
    a.salary.amount === b.salary.amount &&
    a.salary.currency === b.salary.currency &&
    a.salary.period === b.salary.period &&
    a.startDate === b.startDate &&
    (a.notes ?? '') === (b.notes ?? '') &&
    a.templateId === b.templateId &&
    fieldsOf(a) === fieldsOf(b)
  );
}

/** Problems of a custom field's values against the organization's fields. */
export function fieldValueProblems(
  fields: readonly OfferField[],
  values: OfferFieldValues,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(values))
    if (!fields.some((field) => field.key === key))
      problems.push(`fields.${key} is not one of the organization’s offer fields.`);
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      if (field.required) problems.push(`${field.label} is required.`);
      continue;
    }
    const where = `${field.label}`;
    if (field.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      problems.push(`${where} must be a number.`);
    else if (field.type !== 'number' && typeof value !== 'string')
      problems.push(`${where} must be text.`);
    else if (field.type === 'date' && !isDay(String(value)))
      problems.push(`${where} must be a day like 2027-03-01.`);
    else if (field.type === 'choice' && !(field.options ?? []).includes(String(value)))
      problems.push(`${where} must be one of its options.`);
    else if (typeof value === 'string' && value.length > OFFER_LIMITS.fieldText)
      problems.push(`${where} must be at most ${OFFER_LIMITS.fieldText} characters.`);
  }
  return problems;
}

/** Problems that keep offer settings from being saved. */
export function offerSettingsProblems(settings: OfferSettings): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const field of settings.fields) {
    if (keys.has(field.key)) problems.push(`Two fields share the key ${field.key}.`);
    keys.add(field.key);
    if (field.type === 'choice' && (field.options ?? []).length === 0)
      problems.push(`${field.label} is a choice with no options.`);
  }
  if (settings.templates.length === 0) problems.push('Keep at least one letter template.');
  const ids = new Set<string>();
  for (const template of settings.templates) {
    if (ids.has(template.id)) problems.push(`Two templates share the id ${template.id}.`);
    ids.add(template.id);
    problems.push(...letterTemplateProblems(template.body, settings.fields));
  }
  return problems;
}

type Token = [string, string, ...unknown[]];

/** A letter's `{{…}}` that are not plain, known variables (or that cannot be read). */
export function letterTemplateProblems(body: string, fields: readonly OfferField[]): string[] {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(body) as Token[];
  } catch (error) {
    return [`The letter cannot be read: ${(error as Error).message}.`];
  }
  const known = new Set(letterVariables(fields));
  const problems: string[] = [];
  for (const [kind, name] of tokens) {
    if (kind === 'text') continue;
    if (kind !== 'name')
      problems.push(`The letter uses {{${kind}${name}}}: only variables are allowed.`);
    else if (!known.has(name))
      problems.push(`The letter uses {{${name}}}, which is not a variable.`);
  }
  return problems;
}

/** Markdown's punctuation escaped, so a value (a name, a field) reads as itself in the letter. */
export const markdownText = (value: string): string =>
  value.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, ' ');

export interface LetterValues extends TemplateValues {
  'organization.name': string;
}

/** A letter template filled in: every value Markdown-escaped, a missing one empty. */
export function renderLetter(
  body: string,
  values: LetterValues,
  terms: OfferTerms,
  fields: readonly OfferField[],
): string {
  const view: Record<string, Record<string, string>> = {};
  const put = (key: string, value: string) => {
    const [group, field] = key.split('.') as [string, string];
    (view[group] ??= {})[field] = markdownText(value);
  };
  for (const [key, value] of Object.entries(values)) put(key, value ?? '');
  put('offer.salary', formatSalary(terms.salary));
  put('offer.start_date', formatDay(terms.startDate));
  for (const field of fields) {
    const value = terms.fields[field.key];
    put(
      `offer.${field.key}`,
      value === undefined ? '' : field.type === 'date' ? formatDay(String(value)) : String(value),
    );
  }
  return Mustache.render(body, view, {}, { escape: (value: unknown) => String(value) });
}

/** Where an offer may go from each status (a change of terms is a new version, back to draft). */
export function offerActions(status: OfferStatus): {
  edit: boolean;
  submit: boolean;
  send: boolean;
  withdraw: boolean;
  decide: boolean;
} {
  return {
    edit: status === 'draft' || status === 'pending' || status === 'approved' || status === 'sent',
    submit: status === 'draft',
    send: status === 'approved',
    withdraw: status !== 'accepted' && status !== 'declined' && status !== 'withdrawn',
    decide: status === 'sent',
  };
}

/** A report's offers: sent, accepted and declined in the period (by their day), and why declined. */
export interface OfferTotals {
  sent: number;
  accepted: number;
  declined: number;
  /** Accepted among those decided (accepted or declined); null when none was. */
  acceptanceRate: number | null;
  /** The candidates' reasons, most first; a decline without one counts as "No reason given". */
  declineReasons: Array<{ reason: string; count: number }>;
}

export const NO_REASON = 'No reason given';

export function offerTotals(
  offers: ReadonlyArray<{
    jobId: number;
    status: OfferStatus;
    sentAt?: string;
    decidedAt?: string;
    declineReason?: string;
  }>,
  { jobId, from, to }: { jobId?: number; from?: string; to?: string },
): OfferTotals {
  const inPeriod = (at: string | undefined) =>
    at !== undefined &&
    (from === undefined || at.slice(0, 10) >= from) &&
    (to === undefined || at.slice(0, 10) <= to);
  const mine = offers.filter((o) => jobId === undefined || o.jobId === jobId);
  const decided = (status: OfferStatus) =>
    mine.filter((o) => o.status === status && inPeriod(o.decidedAt));
  const accepted = decided('accepted').length;
  const declined = decided('declined');
  const reasons = new Map<string, number>();
  for (const o of declined) {
    const reason = o.declineReason?.trim() || NO_REASON;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    sent: mine.filter((o) => inPeriod(o.sentAt)).length,
    accepted,
    declined: declined.length,
    acceptanceRate:
      accepted + declined.length === 0 ? null : accepted / (accepted + declined.length),
    declineReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

/** Whether an offer's link is past its expiry at `now`. */
export const linkExpired = (expiresAt: string | undefined, now: string): boolean =>
  expiresAt !== undefined && expiresAt <= now;

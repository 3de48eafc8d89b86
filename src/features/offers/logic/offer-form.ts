import type { OfferField, OfferSettings, SalaryPeriod } from '@/domain/offers';
import type { OfferAnswer, OfferInput } from '@/domain/schemas';

/** The offer form as typed: every value a string until it is sent. */
export interface OfferDraft {
  amount: string;
  currency: string;
  period: SalaryPeriod;
  startDate: string;
  /** Each custom field's value, by key. */
  fields: Record<string, string>;
  notes: string;
  templateId: string;
}

export const DEFAULT_CURRENCY = 'EUR';

/** A new offer's form: the organization's first letter template, euros per year. */
export function emptyDraft(settings: OfferSettings): OfferDraft {
  return {
    amount: '',
    currency: DEFAULT_CURRENCY,
    period: 'year',
    startDate: '',
    fields: {},
    notes: '',
    templateId: settings.templates[0]?.id ?? '',
  };
}

/** The form filled with an offer's newest version, to change its terms. */
export function draftOf(offer: OfferAnswer): OfferDraft {
  const terms = offer.versions[0]!;
  return {
    amount: String(terms.salary.amount),
    currency: terms.salary.currency,
    period: terms.salary.period,
    startDate: terms.startDate,
    fields: Object.fromEntries(
      Object.entries(terms.fields).map(([key, value]) => [key, String(value)]),
    ),
    notes: terms.notes ?? '',
    templateId: terms.templateId,
  };
}

/** What keeps the form from being sent, by field (`field.<key>` for a custom field). */
export function draftProblems(
  draft: OfferDraft,
  fields: readonly OfferField[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const amount = Number(draft.amount);
  if (draft.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    problems.amount = 'Enter the amount, more than 0.';
  if (!/^[A-Za-z]{3}$/.test(draft.currency.trim()))
    problems.currency = 'Enter a three-letter currency code, such as EUR.';
  if (draft.startDate === '') problems.startDate = 'Choose the start date.';
  for (const field of fields) {
    const value = (draft.fields[field.key] ?? '').trim();
    if (value === '' && field.required) problems[`field.${field.key}`] = `Fill in ${field.label}.`;
    else if (value !== '' && field.type === 'number' && !Number.isFinite(Number(value)))
      problems[`field.${field.key}`] = `${field.label} must be a number.`;
  }
  return problems;
}

/**
 * The terms the form holds, as the API takes them: the organization's fields only (a field taken
 * out of the settings since is dropped), a number field as a number, an empty one left out.
 */
export function termsOf(draft: OfferDraft, fields: readonly OfferField[]): OfferInput {
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (draft.fields[field.key] ?? '').trim();
    if (value === '') continue;
    values[field.key] = field.type === 'number' ? Number(value) : value;
  }
  return {
    salary: {
      amount: Number(draft.amount),
      currency: draft.currency.trim().toUpperCase(),
      period: draft.period,
    },
    startDate: draft.startDate,
    fields: values,
    notes: draft.notes.trim(),
    ...(draft.templateId ? { templateId: draft.templateId } : {}),
  };
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import type { OfferField, OfferSettings, SalaryPeriod } from '@/domain/offers';
import type { OfferAnswer } from '@/domain/schemas';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import { draftOf, draftProblems, emptyDraft, termsOf, type OfferDraft } from '../logic/offer-form';

const PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'Per year',
  month: 'Per month',
  hour: 'Per hour',
};

/** One of the organization's own fields, by its type. */
function CustomField({
  field,
  value,
  error,
  onChange,
}: {
  field: OfferField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const label = field.required ? `${field.label} (required)` : field.label;
  if (field.type === 'choice')
    return (
      <SelectField label={label} value={value} error={error} onChange={onChange}>
        <option value="">—</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  return (
    <TextField
      label={label}
      type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      step={field.type === 'number' ? 'any' : undefined}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The offer's terms: a new offer's first version, or a change of an open offer's (a new version,
 * back to Draft). What was typed stays when the API refuses it; its reason shows above the buttons.
 */
export function OfferForm({
  candidateId,
  offer,
  settings,
  onDone,
  onCancel,
}: {
  candidateId: number;
  /** The offer whose terms change; none for a new offer. */
  offer?: OfferAnswer;
  settings: OfferSettings;
  onDone: (offer: OfferAnswer) => void;
  onCancel: () => void;
}) {
  const create = useCreateOffer(candidateId);
  const update = useUpdateOffer();
  const saving = offer ? update : create;
  const [draft, setDraft] = useState<OfferDraft>(() =>
    offer ? draftOf(offer) : emptyDraft(settings),
  );
  // Once a save was tried, each field says what keeps it back, until it is fixed.
  const [tried, setTried] = useState(false);
  const shown = tried ? draftProblems(draft, settings.fields) : {};
  // The first field with a problem takes the focus after a refused save.
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const set = (patch: Partial<OfferDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setField = (key: string, value: string) =>
    setDraft((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  // A template taken out of the settings since stays choosable for the offer that uses it.
  const templates =
    draft.templateId && !settings.templates.some((t) => t.id === draft.templateId)
      ? [...settings.templates, { id: draft.templateId, name: draft.templateId, body: '' }]
      : settings.templates;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.isPending) return;
    setTried(true);
    if (Object.keys(draftProblems(draft, settings.fields)).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    const terms = termsOf(draft, settings.fields);
    if (offer) update.mutate({ offerId: offer.id, change: terms }, { onSuccess: onDone });
    else create.mutate(terms, { onSuccess: onDone });
  };

  return (
    <form ref={form} className="offer-form" noValidate onSubmit={submit}>
      {offer && offer.status !== 'draft' && (
        <p className="field-hint">
          {offer.status === 'sent'
            ? 'The offer was sent: a change withdraws the sent letter, and the new terms go back to Draft, to be approved and sent again.'
            : 'A change goes back to Draft, to be approved again.'}
        </p>
      )}
      <fieldset className="offer-salary">
        <legend className="field-label">Salary</legend>
        <TextField
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft.amount}
          error={shown.amount}
          onChange={(amount) => set({ amount })}
        />
        <TextField
          label="Currency"
          hint="A three-letter code, such as EUR or USD."
          maxLength={3}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={draft.currency}
          error={shown.currency}
          onChange={(currency) => set({ currency: currency.toUpperCase() })}
        />
        <SelectField
          label="Period"
          value={draft.period}
          onChange={(period) => set({ period: period as SalaryPeriod })}
        >
          {(Object.keys(PERIOD_LABELS) as SalaryPeriod[]).map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <TextField
        label="Start date"
        type="date"
        value={draft.startDate}
        error={shown.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      {settings.fields.map((field) => (
        <CustomField
          key={field.key}
          field={field}
          value={draft.fields[field.key] ?? ''}
          error={shown[`field.${field.key}`]}
          onChange={(value) => setField(field.key, value)}
        />
      ))}
      <TextAreaField
        label="Notes"
        hint="For the team: the candidate does not see them."
        rows={3}
        value={draft.notes}
        onChange={(notes) => set({ notes })}
      />
      <SelectField
        label="Letter template"
        value={draft.templateId}
        onChange={(templateId) => set({ templateId })}
      >
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </SelectField>
      {saving.isError && (
        <ErrorMessage>Could not save the offer: {errorMessage(saving.error)}</ErrorMessage>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : offer ? 'Save new terms' : 'Save draft'}
        </button>
      </div>
    </form>
  );
}

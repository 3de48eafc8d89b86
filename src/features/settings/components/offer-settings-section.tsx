import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { errorMessage } from '@/api/client';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import {
  EXPIRY_DAYS,
  OFFER_FIELD_TYPES,
  OFFER_LIMITS,
  letterVariables,
  type OfferField,
  type OfferFieldType,
  type OfferSettings,
} from '@/domain/offers';
import { useOfferSettings } from '../api/get-offer-settings';
import { useSaveOfferSettings } from '../api/save-offer-settings';
import '../offer-settings.css';

export const FIELD_TYPE_LABELS: Record<OfferFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  choice: 'Choice',
};
export const EXPIRY_LABEL = 'Days a sent offer’s link opens';
export const OFFER_SETTINGS_SAVED = 'Offer settings saved.';
const FIELD_KEY = /^[a-z][a-z0-9_]*$/;

/**
 * Settings' Offers: the organization's own offer fields (beside salary and start date), its letter
 * templates, and how many days a sent offer's link opens. Everything is edited as one form and
 * saved at once; a refused save says why and keeps what was typed.
 */
export function OfferSettingsSection() {
  const kept = useOfferSettings();
  return (
    <section className="panel settings-section" aria-labelledby="offer-settings-heading">
      <h2 id="offer-settings-heading">Offers</h2>
      <p className="field-hint">
        The fields every offer fills in beside its salary and start date, the letters an offer may
        be sent with, and how long a candidate’s link to their offer opens.
      </p>
      {kept.isPending && <LoadingMessage>Loading the offer settings…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>Could not load the offer settings: {errorMessage(kept.error)}</ErrorMessage>
      )}
      {kept.isSuccess && <OfferSettingsEditor kept={kept.data} />}
    </section>
  );
}

/** A field as edited: its options as one line each, and a key React keeps it by. */
interface FieldDraft {
  uid: number;
  key: string;
  label: string;
  type: OfferFieldType;
  options: string;
  required: boolean;
}
interface TemplateDraft {
  uid: number;
  id: string;
  name: string;
  body: string;
}
interface Draft {
  fields: FieldDraft[];
  templates: TemplateDraft[];
  expiryDays: string;
}

let nextUid = 1;
const uid = () => nextUid++;

function draftOf(settings: OfferSettings): Draft {
  return {
    fields: settings.fields.map((field) => ({
      uid: uid(),
      key: field.key,
      label: field.label,
      type: field.type,
      options: (field.options ?? []).join('\n'),
      required: field.required ?? false,
    })),
    templates: settings.templates.map((template) => ({ uid: uid(), ...template })),
    expiryDays: String(settings.expiryDays),
  };
}

const optionsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function bodyOf(draft: Draft): OfferSettings {
  const days = draft.expiryDays.trim();
  return {
    fields: draft.fields.map((field): OfferField => ({
      key: field.key.trim(),
      label: field.label,
      type: field.type,
      ...(field.type === 'choice' && { options: optionsOf(field.options) }),
      ...(field.required && { required: true }),
    })),
    templates: draft.templates.map(({ id, name, body }) => ({ id, name, body })),
    // Sent as typed (a number when it reads as one): the API says what is wrong with it.
    expiryDays: days !== '' && Number.isFinite(Number(days)) ? Number(days) : NaN,
  };
}

/** What a draft would save, to tell an edit (the row keys aside). */
const sameAs = (draft: Draft, settings: OfferSettings) =>
  JSON.stringify(bodyOf(draft)) === JSON.stringify(bodyOf(draftOf(settings)));

/** A new template's id: `letter-2`, `letter-3`…, one not taken. */
function freshTemplateId(templates: readonly TemplateDraft[]): string {
  const taken = new Set(templates.map((t) => t.id));
  let n = templates.length + 1;
  while (taken.has(`letter-${n}`)) n += 1;
  return `letter-${n}`;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

function OfferSettingsEditor({ kept }: { kept: OfferSettings }) {
  const [draft, setDraft] = useState(() => draftOf(kept));
  // Saved elsewhere (another tab or admin): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (sameAs(draft, seen)) setDraft(draftOf(kept));
  }
  const save = useSaveOfferSettings();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const changed = !sameAs(draft, kept);

  // What to focus once the form has rendered after an addition, a move or a removal.
  const focusLater = useFocusAfterRender(form);

  const update = (patch: Partial<Draft>) => {
    setDraft((now) => ({ ...now, ...patch }));
    setSaid('');
    setFailure(null);
  };
  const updateField = (index: number, patch: Partial<FieldDraft>) =>
    update({ fields: draft.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  const updateTemplate = (index: number, patch: Partial<TemplateDraft>) =>
    update({ templates: draft.templates.map((t, i) => (i === index ? { ...t, ...patch } : t)) });

  /** A move keeps the focus on the button pressed, or on its twin once it reaches an end. */
  const moveField = (from: number, to: number, button: 'up' | 'down') => {
    update({ fields: move(draft.fields, from, to) });
    const stays = button === 'up' ? to > 0 : to < draft.fields.length - 1;
    const other = button === 'up' ? 'down' : 'up';
    focusLater(`[data-field="${to}"] [data-move="${stays ? button : other}"]`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setSaid('');
    setFailure(null);
    save.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setSaid(OFFER_SETTINGS_SAVED);
      },
      onError: (error) =>
        setFailure(
          `Could not save the offer settings: ${errorMessage(error)} Your changes are still here.`,
        ),
    });
  };

  // The variables a letter may use, with the fields as they are typed now.
  const variables = letterVariables(
    draft.fields
      .map((field) => ({ key: field.key.trim(), label: field.label, type: field.type }))
      .filter((field) => FIELD_KEY.test(field.key)),
  );
  const variablesId = `${id}-variables`;

  return (
    <form
      ref={form}
      className="offer-settings"
      aria-label="Offer settings"
      onSubmit={submit}
      noValidate
    >
      <fieldset className="offer-settings-group">
        <legend>Offer fields</legend>
        <p className="field-hint">
          Every offer has a salary and a start date; these are the organization’s own terms beside
          them. A field’s key is its variable in letters: key <code>bonus</code> is{' '}
          <code>{'{{offer.bonus}}'}</code>.
        </p>
        {draft.fields.length === 0 ? (
          <p>No fields of your own yet.</p>
        ) : (
          <ol className="offer-settings-list" aria-label="Offer fields">
            {draft.fields.map((field, i) => (
              <li key={field.uid} className="offer-settings-item" data-field={i}>
                <fieldset>
                  <legend>
                    Field {i + 1}
                    {field.label.trim() && `: ${field.label.trim()}`}
                  </legend>
                  <div className="offer-settings-row">
                    <div className="field">
                      <label htmlFor={`${id}-f${field.uid}-label`}>Label</label>
                      <input
                        id={`${id}-f${field.uid}-label`}
                        data-first
                        value={field.label}
                        maxLength={OFFER_LIMITS.fieldLabel}
                        onChange={(event) => updateField(i, { label: event.target.value })}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-f${field.uid}-key`}>Key</label>
                      <input
                        id={`${id}-f${field.uid}-key`}
                        value={field.key}
                        maxLength={OFFER_LIMITS.fieldKey}
                        autoCapitalize="none"
                        spellCheck={false}
                        aria-describedby={`${id}-f${field.uid}-key-hint`}
                        onChange={(event) => updateField(i, { key: event.target.value })}
                      />
                      <span id={`${id}-f${field.uid}-key-hint`} className="field-hint">
                        Lower-case letters, digits and _, starting with a letter.
                      </span>
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-f${field.uid}-type`}>Type</label>
                      <select
                        id={`${id}-f${field.uid}-type`}
                        value={field.type}
                        onChange={(event) =>
                          updateField(i, { type: event.target.value as OfferFieldType })
                        }
                      >
                        {OFFER_FIELD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {FIELD_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  {field.type === 'choice' && (
                    <div className="field">
                      <label htmlFor={`${id}-f${field.uid}-options`}>Options, one per line</label>
                      <textarea
                        id={`${id}-f${field.uid}-options`}
                        rows={3}
                        value={field.options}
                        onChange={(event) => updateField(i, { options: event.target.value })}
                      />
                    </div>
                  )}
                  <label className="offer-settings-check">
                    <input
                      type="checkbox"
                      checked={field.required}
                      onChange={(event) => updateField(i, { required: event.target.checked })}
                    />
                    Required on every offer
                  </label>
                  <div className="offer-settings-buttons">
                    <button
                      type="button"
                      className="btn btn-sm"
                      data-move="up"
                      aria-label={`Move field ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => moveField(i, i - 1, 'up')}
                    >
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      data-move="down"
                      aria-label={`Move field ${i + 1} down`}
                      disabled={i === draft.fields.length - 1}
                      onClick={() => moveField(i, i + 1, 'down')}
                    >
                      ↓ Down
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-danger"
                      aria-label={`Remove field ${i + 1}`}
                      onClick={() => {
                        update({ fields: draft.fields.filter((_, j) => j !== i) });
                        focusLater(
                          draft.fields.length > 1
                            ? `[data-field="${Math.max(0, i - 1)}"] [data-first]`
                            : '[data-add="field"]',
                        );
                      }}
                    >
                      Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        <button
          type="button"
          className="btn"
          data-add="field"
          disabled={draft.fields.length >= OFFER_LIMITS.fields}
          onClick={() => {
            update({
              fields: [
                ...draft.fields,
                { uid: uid(), key: '', label: '', type: 'text', options: '', required: false },
              ],
            });
            focusLater(`[data-field="${draft.fields.length}"] [data-first]`);
          }}
        >
          Add a field
        </button>
      </fieldset>

      <fieldset className="offer-settings-group">
        <legend>Letter templates</legend>
        <div id={variablesId} className="field-hint offer-settings-variables">
          <p>
            A letter is written in Markdown. It may use these variables, each written in double
            braces:
          </p>
          <ul aria-label="Letter variables">
            {variables.map((name) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </div>
        <ol className="offer-settings-list" aria-label="Letter templates">
          {draft.templates.map((template, i) => (
            <li key={template.uid} className="offer-settings-item" data-template={i}>
              <fieldset>
                <legend>
                  Template {i + 1}
                  {template.name.trim() && `: ${template.name.trim()}`}
                </legend>
                <div className="field">
                  <label htmlFor={`${id}-t${template.uid}-name`}>Name</label>
                  <input
                    id={`${id}-t${template.uid}-name`}
                    data-first
                    value={template.name}
                    maxLength={OFFER_LIMITS.templateName}
                    onChange={(event) => updateTemplate(i, { name: event.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-t${template.uid}-body`}>Letter (Markdown)</label>
                  <textarea
                    id={`${id}-t${template.uid}-body`}
                    className="offer-settings-body"
                    rows={12}
                    value={template.body}
                    maxLength={OFFER_LIMITS.templateBody}
                    aria-describedby={variablesId}
                    onChange={(event) => updateTemplate(i, { body: event.target.value })}
                  />
                </div>
                <div className="offer-settings-buttons">
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    aria-label={`Remove template ${i + 1}`}
                    // A letter is always kept: an offer is sent with one.
                    disabled={draft.templates.length === 1}
                    onClick={() => {
                      update({ templates: draft.templates.filter((_, j) => j !== i) });
                      focusLater(`[data-template="${Math.max(0, i - 1)}"] [data-first]`);
                    }}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {draft.templates.length === 1 && (
          <p className="field-hint">Keep at least one template: offers are sent with one.</p>
        )}
        <button
          type="button"
          className="btn"
          disabled={draft.templates.length >= OFFER_LIMITS.templates}
          onClick={() => {
            update({
              templates: [
                ...draft.templates,
                { uid: uid(), id: freshTemplateId(draft.templates), name: '', body: '' },
              ],
            });
            focusLater(`[data-template="${draft.templates.length}"] [data-first]`);
          }}
        >
          Add a template
        </button>
      </fieldset>

      <div className="field offer-settings-expiry">
        <label htmlFor={`${id}-expiry`}>{EXPIRY_LABEL}</label>
        <input
          id={`${id}-expiry`}
          type="number"
          inputMode="numeric"
          min={EXPIRY_DAYS.min}
          max={EXPIRY_DAYS.max}
          value={draft.expiryDays}
          aria-describedby={`${id}-expiry-hint`}
          onChange={(event) => update({ expiryDays: event.target.value })}
        />
        <span id={`${id}-expiry-hint`} className="field-hint">
          From {EXPIRY_DAYS.min} to {EXPIRY_DAYS.max} days; an offer may be sent with its own.
        </span>
      </div>

      <SettingsFormFooter
        failure={failure}
        said={said}
        pending={save.isPending}
        changed={changed}
        saveLabel="Save offer settings"
      />
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { useOrganization } from '@/api/queries/get-organization';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { CAREERS_INTRO_MAX, ORGANIZATION_NAME_MAX, type Organization } from '@/domain/organization';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useSaveOrganization } from '../api/save-organization';

export const ORGANIZATION_NAME_LABEL = 'Organization name';
export const WEBSITE_LABEL = 'Website';
export const CAREERS_INTRO_LABEL = 'Careers page introduction';

type Field = keyof Organization;
const FIELDS: Field[] = ['name', 'website', 'careersIntro'];

/** The field a refused save names (`Organization field "website": must be…`), with its message. */
function fieldError(error: unknown): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const found = /field "([^"]+)": (.+)$/s.exec(error.message);
  const field = FIELDS.find((name) => name === found?.[1]);
  if (!field || !found) return null;
  return { field, message: found[2]!.charAt(0).toUpperCase() + found[2]!.slice(1) };
}

const same = (a: Organization, b: Organization) => FIELDS.every((field) => a[field] === b[field]);

/**
 * Who posts the jobs: the name and website job boards and search engines read in every posting,
 * and the introduction the careers page shows above the open positions.
 */
export function OrganizationSection() {
  const kept = useOrganization();
  return (
    <section className="panel settings-section" aria-labelledby="organization-heading">
      <h2 id="organization-heading">Organization</h2>
      <p className="field-hint">
        Shown on the careers page and in the job postings that search engines and job boards read.
      </p>
      {kept.isPending && <LoadingMessage>Loading the organization…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>Could not load the organization: {errorMessage(kept.error)}</ErrorMessage>
      )}
      {kept.isSuccess && <OrganizationForm kept={kept.data} />}
    </section>
  );
}

function OrganizationForm({ kept }: { kept: Organization }) {
  const [draft, setDraft] = useState(kept);
  // Saved elsewhere (another tab): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (same(draft, seen)) setDraft(kept);
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const save = useSaveOrganization();
  const sending = useInFlightLock();
  const changed = !same(draft, kept);

  const name = useRef<HTMLInputElement>(null);
  const website = useRef<HTMLInputElement>(null);
  const careersIntro = useRef<HTMLTextAreaElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // A fresh object each time, so the same field takes the cursor again after another refusal.
  const [focusRequest, setFocusRequest] = useState<{ target: Field | 'save' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const targets = { name, website, careersIntro, save: saveButton };
    targets[focusRequest.target].current?.focus();
  }, [focusRequest]);

  const change = (patch: Partial<Organization>) => {
    setDraft({ ...draft, ...patch });
    setSaid('');
    setFailure(null);
    setErrors({});
  };

  const refuse = (field: Field, message: string) => {
    setErrors({ [field]: message });
    setFocusRequest({ target: field });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    if (!draft.name.trim()) return refuse('name', 'The organization needs a name.');
    if (!sending.acquire()) return;
    setErrors({});
    setFailure(null);
    save.mutate(draft, {
      onSettled: sending.release,
      onSuccess: (saved) => {
        setDraft(saved);
        setSaid('Saved.');
      },
      onError: (error) => {
        const found = fieldError(error);
        if (found) return refuse(found.field, found.message);
        setFailure(
          `Could not save the organization: ${errorMessage(error)} Your changes are still here.`,
        );
        setFocusRequest({ target: 'save' });
      },
    });
  };

  return (
    <form className="organization-form" aria-label="Organization" onSubmit={submit} noValidate>
      <TextField
        label={ORGANIZATION_NAME_LABEL}
        value={draft.name}
        maxLength={ORGANIZATION_NAME_MAX}
        autoComplete="organization"
        error={errors.name}
        inputRef={name}
        onChange={(value) => change({ name: value })}
      />
      <TextField
        label={WEBSITE_LABEL}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={draft.website}
        hint="Optional. The organization’s own site, an http:// or https:// address."
        error={errors.website}
        inputRef={website}
        onChange={(value) => change({ website: value })}
      />
      <TextAreaField
        label={CAREERS_INTRO_LABEL}
        value={draft.careersIntro}
        maxLength={CAREERS_INTRO_MAX}
        rows={4}
        hint="Optional. Plain text shown above the open positions."
        error={errors.careersIntro}
        textareaRef={careersIntro}
        onChange={(value) => change({ careersIntro: value })}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <p role="status" className="field-hint">
        {said}
      </p>
      <div className="form-actions">
        {/* Never disabled: a disabled button would drop the focus; the lock sends once. */}
        <button
          ref={saveButton}
          type="submit"
          className="btn btn-primary"
          aria-disabled={save.isPending || !changed || undefined}
        >
          {save.isPending ? 'Saving…' : 'Save organization'}
        </button>
      </div>
    </form>
  );
}

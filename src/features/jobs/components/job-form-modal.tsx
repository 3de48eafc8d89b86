import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import type { Job } from '@/api/types';
import { Modal } from '@/components/modal';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { LIMITS } from '@/domain/constants';
import { parseTags } from '@/domain/tags';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateJob } from '../api/create-job';
import { usePipelineTemplates } from '../api/get-pipeline-templates';
import { useUpdateJob } from '../api/update-job';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@/domain/enums';
import {
  createBody,
  EMPTY_JOB_FORM,
  formValuesFromJob,
  updateBody,
  validateJobForm,
  type JobFormErrors,
  type JobFormValues,
} from '../logic/job-form';

export type JobFormTarget = { mode: 'create' } | { mode: 'edit'; job: Job };

interface JobFormModalProps {
  /** What the form is for; null keeps the modal closed. */
  target: JobFormTarget | null;
  onClose: () => void;
  onSaved?: (job: Job) => void;
}

/** 'Create a New Job' or 'Edit Job' in a modal. */
export function JobFormModal({ target, onClose, onSaved }: JobFormModalProps) {
  const [saving, setSaving] = useState(false);
  const title = target?.mode === 'edit' ? 'Edit Job' : 'Create a New Job';
  return (
    // Closing while a save is in flight would hide its outcome, so it waits.
    <Modal open={target !== null} title={title} onClose={() => !saving && onClose()}>
      {target && (
        <JobForm
          key={target.mode === 'edit' ? `edit-${target.job.id}` : 'create'}
          target={target}
          onCancel={onClose}
          onSavingChange={setSaving}
          onSaved={(job) => {
            setSaving(false);
            onSaved?.(job);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

interface JobFormProps {
  target: JobFormTarget;
  onCancel: () => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: (job: Job) => void;
}

function JobForm({ target, onCancel, onSavingChange, onSaved }: JobFormProps) {
  const [values, setValues] = useState<JobFormValues>(() =>
    target.mode === 'edit' ? formValuesFromJob(target.job) : EMPTY_JOB_FORM,
  );
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // A new job's pipeline: a template's stages ('' is the default).
  const [templateId, setTemplateId] = useState('');
  const titleRef = useRef<HTMLInputElement>(null);
  const openingsRef = useRef<HTMLInputElement>(null);
  const ids = {
    title: useId(),
    titleError: useId(),
    tags: useId(),
    tagsHint: useId(),
    description: useId(),
    descriptionHint: useId(),
    employmentType: useId(),
  };
  const toast = useToast();
  const create = useCreateJob();
  const update = useUpdateJob();
  const saving = create.isPending || update.isPending;
  // A double click on the submit button must save once: `saving` is only true after a render.
  const sending = useInFlightLock();

  const change = (field: keyof JobFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'title' && errors.title) setErrors((held) => ({ ...held, title: undefined }));
    if (field === 'openings' && errors.openings)
      setErrors((held) => ({ ...held, openings: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validateJobForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.title ? titleRef : openingsRef).current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setSaveError(null);
    onSavingChange(true);
    try {
      const job =
        target.mode === 'edit'
          ? await update.mutateAsync({ id: target.job.id, ...updateBody(result.body) })
          : await create.mutateAsync({
              ...createBody(result.body),
              ...(templateId && { templateId: Number(templateId) }),
            });
      toast.show(
        target.mode === 'edit'
          ? `Saved changes to “${job.title}”.`
          : `Created “${job.title}” as a draft. Publish it when it is ready for applicants.`,
        'success',
      );
      onSaved(job);
    } catch (error) {
      // What was typed stays; the message says what went wrong.
      onSavingChange(false);
      setSaveError(errorMessage(error));
    } finally {
      sending.release();
    }
  };

  const preview = parseTags(values.tags);

  return (
    <form className="job-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input
          ref={titleRef}
          id={ids.title}
          type="text"
          value={values.title}
          maxLength={LIMITS.jobTitle}
          placeholder="e.g. Senior Frontend Engineer"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? ids.titleError : undefined}
          aria-required="true"
          onChange={(event) => change('title', event.target.value)}
        />
        {errors.title && (
          <p id={ids.titleError} className="field-error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.tags}>Tags</label>
        <input
          id={ids.tags}
          type="text"
          value={values.tags}
          placeholder="e.g. Engineering, Remote, Full-time"
          aria-describedby={ids.tagsHint}
          onChange={(event) => change('tags', event.target.value)}
        />
        <span id={ids.tagsHint} className="field-hint">
          Separate tags with commas.
        </span>
        {preview.length > 0 && (
          <ul className="tag-list job-form-tags" aria-label="Tags to save">
            {preview.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="job-form-row">
        <TextField
          label="Location"
          value={values.location}
          maxLength={LIMITS.jobLocation}
          placeholder="e.g. Berlin, or Remote"
          onChange={(value) => change('location', value)}
        />
        <TextField
          label="Department"
          value={values.department}
          maxLength={LIMITS.jobDepartment}
          placeholder="e.g. Engineering"
          onChange={(value) => change('department', value)}
        />
        <div className="field">
          <label htmlFor={ids.employmentType}>Employment type</label>
          <select
            id={ids.employmentType}
            value={values.employmentType}
            onChange={(event) => change('employmentType', event.target.value)}
          >
            <option value="">Not set</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        {target.mode === 'create' && (
          <PipelineTemplateField value={templateId} onChange={setTemplateId} />
        )}
        <TextField
          label="Openings"
          inputMode="numeric"
          value={values.openings}
          inputRef={openingsRef}
          hint="How many people this job hires."
          error={errors.openings}
          onChange={(value) => change('openings', value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          value={values.description}
          maxLength={LIMITS.jobDescription}
          rows={6}
          placeholder="What the role is, what the team does, what you offer."
          aria-describedby={ids.descriptionHint}
          onChange={(event) => change('description', event.target.value)}
        />
        <span id={ids.descriptionHint} className="field-hint">
          Markdown: **bold**, *italic*, lists with “-”, links as [text](https://…).
        </span>
      </div>
      {target.mode === 'create' && (
        <p className="field-hint job-form-draft">
          A new job starts as a draft: applicants see it once you publish it.
        </p>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : target.mode === 'edit' ? 'Save Changes' : 'Create Job'}
        </button>
      </div>
    </form>
  );
}

/** The stages a new job starts with: shown once the organization keeps templates. */
function PipelineTemplateField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const templates = usePipelineTemplates().data?.templates ?? [];
  if (templates.length === 0) return null;
  const fallback = templates.find((template) => template.isDefault);
  return (
    <div className="field">
      <label htmlFor={id}>Pipeline</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">
          {fallback ? `${fallback.name} (the default)` : 'The six default stages'}
        </option>
        {templates
          .filter((template) => template !== fallback)
          .map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
      </select>
    </div>
  );
}

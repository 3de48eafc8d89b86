import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Job } from '@/api/types';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { LIMITS, STAGE_LABELS } from '@/domain/constants';
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES, type CandidateSource } from '@/domain/enums';
import { STAGES, type Stage } from '@/domain/types';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { duplicateCandidateId, useCreateCandidate } from '../api/create-candidate';
import {
  emptyCandidateForm,
  validateCandidateForm,
  type CandidateFormErrors,
  type CandidateFormValues,
} from '../logic/candidate-form';

interface AddCandidateModalProps {
  open: boolean;
  onClose: () => void;
  /** The jobs a candidate can be added to: the active ones. */
  jobs: Job[];
  /** The job chosen at first (the board's job filter), when it is one of `jobs`. */
  jobId?: number;
}

/** 'Add candidate': someone found outside the application form, put on a job's board by hand. */
export function AddCandidateModal({ open, onClose, jobs, jobId }: AddCandidateModalProps) {
  const [saving, setSaving] = useState(false);
  return (
    // Closing while a save is in flight would hide its outcome, so it waits.
    <Modal open={open} title="Add candidate" onClose={() => !saving && onClose()}>
      {open && (
        <AddCandidateForm
          jobs={jobs}
          jobId={jobs.some((job) => job.id === jobId) ? jobId : undefined}
          onCancel={onClose}
          onSavingChange={setSaving}
          onSaved={() => {
            setSaving(false);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

interface AddCandidateFormProps {
  jobs: Job[];
  jobId?: number;
  onCancel: () => void;
  onSavingChange: (saving: boolean) => void;
  onSaved: () => void;
}

type Field = keyof CandidateFormErrors;
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'jobId', 'source'];

function AddCandidateForm({
  jobs,
  jobId,
  onCancel,
  onSavingChange,
  onSaved,
}: AddCandidateFormProps) {
  const [values, setValues] = useState<CandidateFormValues>(() => emptyCandidateForm(jobId));
  const [errors, setErrors] = useState<CandidateFormErrors>({});
  const [saveError, setSaveError] = useState<{ message: string; duplicateOf?: number } | null>(
    null,
  );
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const jobRef = useRef<HTMLSelectElement>(null);
  const sourceRef = useRef<HTMLSelectElement>(null);
  const toast = useToast();
  const create = useCreateCandidate();
  // A double click on the submit button must add once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const saving = create.isPending;

  const change = <K extends keyof CandidateFormValues>(field: K, value: CandidateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A fixed field stops saying what was wrong with it; a changed email may no longer be taken.
    if (field in errors) setErrors(({ [field as Field]: _fixed, ...rest }) => rest);
    if (field === 'email' || field === 'jobId') setSaveError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validateCandidateForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const refs = {
        name: nameRef,
        email: emailRef,
        phone: phoneRef,
        jobId: jobRef,
        source: sourceRef,
      };
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setSaveError(null);
    onSavingChange(true);
    try {
      const candidate = await create.mutateAsync(result.body);
      const job = jobs.find((j) => j.id === candidate.jobId);
      toast.show(`Added ${candidate.name}${job ? ` to “${job.title}”` : ''}.`, 'success');
      onSaved();
    } catch (error) {
      // What was typed stays; the message says what went wrong (and who is already there).
      onSavingChange(false);
      const duplicateOf = duplicateCandidateId(error);
      setSaveError({ message: errorMessage(error), duplicateOf });
      if (duplicateOf !== undefined) emailRef.current?.focus();
    } finally {
      sending.release();
    }
  };

  return (
    <form className="candidate-form" noValidate onSubmit={submit}>
      <TextField
        label="Name"
        value={values.name}
        maxLength={LIMITS.candidateName}
        autoComplete="off"
        aria-required="true"
        error={errors.name}
        inputRef={nameRef}
        onChange={(value) => change('name', value)}
      />
      <div className="candidate-form-row">
        <TextField
          label="Email"
          type="email"
          value={values.email}
          maxLength={LIMITS.email}
          autoComplete="off"
          aria-required="true"
          error={errors.email}
          inputRef={emailRef}
          onChange={(value) => change('email', value)}
        />
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          maxLength={LIMITS.phone}
          autoComplete="off"
          hint="Optional."
          error={errors.phone}
          inputRef={phoneRef}
          onChange={(value) => change('phone', value)}
        />
      </div>
      <SelectField
        label="Job"
        value={values.jobId}
        aria-required="true"
        error={errors.jobId}
        selectRef={jobRef}
        onChange={(value) => change('jobId', value)}
      >
        <option value="">Choose a job</option>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {job.title}
          </option>
        ))}
      </SelectField>
      <div className="candidate-form-row">
        <SelectField
          label="Stage"
          value={values.stage}
          onChange={(value) => change('stage', value as Stage)}
        >
          {STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Source"
          value={values.source}
          aria-required="true"
          error={errors.source}
          selectRef={sourceRef}
          onChange={(value) => change('source', value as CandidateSource)}
        >
          <option value="">Choose a source</option>
          {CANDIDATE_SOURCES.map((source) => (
            <option key={source} value={source}>
              {CANDIDATE_SOURCE_LABELS[source]}
            </option>
          ))}
        </SelectField>
      </div>
      {saveError && (
        <ErrorMessage>
          {saveError.message}
          {saveError.duplicateOf !== undefined && (
            <>
              {' '}
              <Link to={`/candidates/${saveError.duplicateOf}`}>Open the existing candidate</Link>
            </>
          )}
        </ErrorMessage>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Adding…' : 'Add candidate'}
        </button>
      </div>
    </form>
  );
}

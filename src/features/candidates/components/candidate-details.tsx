import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { LIMITS } from '@/domain/constants';
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES, type CandidateSource } from '@/domain/enums';
import { telHref } from '@/domain/phone';
import { formatDateTime } from '@/lib/format-date-time';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { duplicateCandidateId } from '../api/create-candidate';
import { useUpdateCandidateDetails } from '../api/update-candidate';
import { contactErrors } from '../logic/candidate-form';

/** The profile's phone (a link that calls it) and source, as facts of its header's list. */
export function CandidateDetailsFacts({ candidate }: { candidate: Candidate }) {
  return (
    <>
      <div>
        <dt>Phone</dt>
        <dd>
          {candidate.phone ? (
            <a href={telHref(candidate.phone)} className="profile-phone">
              {candidate.phone}
            </a>
          ) : (
            <span className="profile-none">Not given</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Source</dt>
        <dd>
          {candidate.source ? (
            CANDIDATE_SOURCE_LABELS[candidate.source]
          ) : (
            <span className="profile-none">Not recorded</span>
          )}
        </dd>
      </div>
      {candidate.consentAt && (
        <div>
          <dt>Consent</dt>
          <dd>
            Agreed to the privacy notice (version {candidate.noticeVersion}) on{' '}
            <time dateTime={candidate.consentAt}>{formatDateTime(candidate.consentAt)}</time>
          </dd>
        </div>
      )}
    </>
  );
}

interface CandidateDetailsFormProps {
  id: string;
  candidate: Candidate;
  /** Closes the form: after a save, or on Cancel. */
  onDone: () => void;
}

type Problems = ReturnType<typeof contactErrors>;

/**
 * Edits the name, email, phone and source in place, with the checks of adding a candidate (an
 * email already on the job is refused, and the other candidate is linked). A blank phone removes
 * it; a candidate recorded without a source keeps none until one is chosen (the API has no way to
 * remove one). On a failure what was typed stays, with the reason.
 */
export function CandidateDetailsForm({ id, candidate, onDone }: CandidateDetailsFormProps) {
  const [name, setName] = useState(candidate.name);
  const [email, setEmail] = useState(candidate.email);
  const [phone, setPhone] = useState(candidate.phone ?? '');
  const [source, setSource] = useState<CandidateSource | ''>(candidate.source ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [saveError, setSaveError] = useState<{ message: string; duplicateOf?: number } | null>(
    null,
  );
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const update = useUpdateCandidateDetails(candidate.id);
  const toast = useToast();
  const sending = useInFlightLock();

  // Opened to type: the name takes focus (Cancel and Save give it back to the Edit button).
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors({ name, email, phone });
    setProblems(found);
    const first = (['name', 'email', 'phone'] as const).find((field) => found[field]);
    if (first) return { name: nameRef, email: emailRef, phone: phoneRef }[first].current?.focus();
    if (!sending.acquire()) return;
    setSaveError(null);
    // Only what changed: an unchanged email is not checked against the job again.
    const trimmedName = name.trim();
    const trimmedEmail = email.trim().toLowerCase();
    try {
      const saved = await update.mutateAsync({
        ...(trimmedName !== candidate.name && { name: trimmedName }),
        ...(trimmedEmail !== candidate.email && { email: trimmedEmail }),
        phone: phone.trim(),
        ...(source && { source }),
      });
      toast.show(`Saved ${saved.name}’s details.`, 'success');
      onDone();
    } catch (error) {
      const duplicateOf = duplicateCandidateId(error);
      setSaveError({ message: errorMessage(error), duplicateOf });
      if (duplicateOf !== undefined) emailRef.current?.focus();
    } finally {
      sending.release();
    }
  };

  const edit = (field: keyof Problems, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problems[field]) setProblems((held) => ({ ...held, [field]: undefined }));
  };

  return (
    <form
      id={id}
      className="profile-details-form"
      noValidate
      aria-label="Candidate details"
      onSubmit={submit}
    >
      <div className="profile-details-fields">
        <TextField
          label="Name"
          value={name}
          maxLength={LIMITS.candidateName}
          autoComplete="off"
          inputRef={nameRef}
          error={problems.name}
          onChange={edit('name', setName)}
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          maxLength={LIMITS.email}
          autoComplete="off"
          inputRef={emailRef}
          error={problems.email}
          onChange={edit('email', setEmail)}
        />
        <TextField
          label="Phone"
          type="tel"
          value={phone}
          maxLength={LIMITS.phone}
          autoComplete="off"
          inputRef={phoneRef}
          hint="Leave empty to remove it."
          error={problems.phone}
          onChange={edit('phone', setPhone)}
        />
        <SelectField
          label="Source"
          value={source}
          onChange={(value) => setSource(value as CandidateSource | '')}
        >
          {!candidate.source && <option value="">Not recorded</option>}
          {CANDIDATE_SOURCES.map((value) => (
            <option key={value} value={value}>
              {CANDIDATE_SOURCE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {saveError && (
        <ErrorMessage>
          Could not save: {saveError.message}
          {saveError.duplicateOf !== undefined && (
            <>
              {' '}
              <Link to={`/candidates/${saveError.duplicateOf}`}>Open the existing candidate</Link>
            </>
          )}
        </ErrorMessage>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

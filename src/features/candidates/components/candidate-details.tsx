import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { LIMITS } from '@/domain/constants';
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES, type CandidateSource } from '@/domain/enums';
import { telHref } from '@/domain/phone';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useUpdateCandidateDetails } from '../api/update-candidate';
import { phoneError } from '../logic/candidate-form';

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
    </>
  );
}

interface CandidateDetailsFormProps {
  id: string;
  candidate: Candidate;
  /** Closes the form: after a save, or on Cancel. */
  onDone: () => void;
}

/**
 * Edits the phone and the source in place. A blank phone removes it; a candidate recorded without
 * a source keeps none until one is chosen (the API has no way to remove one). On a failure what
 * was typed stays, with the reason.
 */
export function CandidateDetailsForm({ id, candidate, onDone }: CandidateDetailsFormProps) {
  const [phone, setPhone] = useState(candidate.phone ?? '');
  const [source, setSource] = useState<CandidateSource | ''>(candidate.source ?? '');
  const [phoneProblem, setPhoneProblem] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const update = useUpdateCandidateDetails(candidate.id);
  const toast = useToast();
  const sending = useInFlightLock();

  // Opened to type: the phone takes focus (Cancel and Save give it back to the Edit button).
  useEffect(() => phoneRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneError(phone);
    if (problem) {
      setPhoneProblem(problem);
      phoneRef.current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setSaveError(null);
    try {
      await update.mutateAsync({ phone: phone.trim(), ...(source && { source }) });
      toast.show(`Saved ${candidate.name}’s phone and source.`, 'success');
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      sending.release();
    }
  };

  return (
    <form
      id={id}
      className="profile-details-form"
      noValidate
      aria-label="Phone and source"
      onSubmit={submit}
    >
      <div className="profile-details-fields">
        <TextField
          label="Phone"
          type="tel"
          value={phone}
          maxLength={LIMITS.phone}
          autoComplete="off"
          inputRef={phoneRef}
          hint="Leave empty to remove it."
          error={phoneProblem}
          onChange={(value) => {
            setPhone(value);
            setPhoneProblem(undefined);
          }}
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
      {saveError && <ErrorMessage>Could not save: {saveError}</ErrorMessage>}
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

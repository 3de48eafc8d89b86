import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { RoleField } from '@/components/role-field';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { API_TOKEN_NAME_MAX, API_TOKEN_ROLES, type ApiTokenRole } from '@/domain/api-tokens';
import type { ApiTokenCreated } from '@/domain/schemas';
import { isBlank } from '@/domain/text';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateApiToken } from '../api/create-api-token';
import { endOfDay, localDay } from '../logic/expiry';

/** Makes a token: a name, the role it acts with and, if wanted, the last day it works. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const [name, setName] = useState('');
  // The least of the two roles first, as for an invitation.
  const [role, setRole] = useState<ApiTokenRole>('interviewer');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<{ name?: string; expires?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const expiresRef = useRef<HTMLInputElement>(null);
  const create = useCreateApiToken();
  const sending = useInFlightLock();
  const roleHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const expiresAt = expires ? endOfDay(expires) : undefined;
    const problems = {
      name: isBlank(trimmed) ? 'Give the token a name.' : undefined,
      expires:
        expires && (!expiresAt || Date.parse(expiresAt) <= Date.now())
          ? 'Choose today or a later day, or leave it empty.'
          : undefined,
    };
    setErrors(problems);
    if (problems.name) return nameRef.current?.focus();
    if (problems.expires) return expiresRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    create.mutate(
      { name: trimmed, role, expiresAt: expiresAt ?? null },
      {
        onSettled: sending.release,
        onSuccess: (created) => {
          setName('');
          setExpires('');
          onCreated(created);
        },
        onError: (error) => setFailure(`Could not create the token: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <>
      <form className="role-form token-form" noValidate onSubmit={submit}>
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={API_TOKEN_NAME_MAX}
          hint="What uses it, such as “Job board sync”. It signs the notes the token writes."
          inputRef={nameRef}
          value={name}
          error={errors.name}
          onChange={(value) => {
            setName(value);
            if (errors.name) setErrors({ ...errors, name: undefined });
          }}
        />
        <RoleField roles={API_TOKEN_ROLES} value={role} onChange={setRole} hintId={roleHintId} />
        <TextField
          label="Expires (optional)"
          type="date"
          min={localDay(new Date())}
          hint="It works until the end of this day. Leave empty for no expiry."
          inputRef={expiresRef}
          value={expires}
          error={errors.expires}
          onChange={(value) => {
            setExpires(value);
            if (errors.expires) setErrors({ ...errors, expires: undefined });
          }}
        />
        <div className="field role-form-submit">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create token'}
          </button>
        </div>
      </form>
      <p id={roleHintId} className="field-hint role-hint">
        A recruiter token runs the hiring: jobs, stages, notes. An interviewer token reads the jobs
        and sees no candidate, since it interviews nobody. No token can do an admin’s work.
      </p>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
    </>
  );
}

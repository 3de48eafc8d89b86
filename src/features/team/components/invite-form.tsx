import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import type { Role } from '@/api/types';
import { RoleField } from '@/components/role-field';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { EMAIL_MESSAGE, isValidEmail } from '@/domain/assessment';
import { ROLE_LABELS, ROLES } from '@/domain/access';
import { isBlank } from '@/domain/text';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateInvitation } from '../api/create-invitation';
import { absoluteUrl, InviteLink } from './invite-link';

/**
 * Invites a member: email and role make a one-time link, shown in a read-only field with a Copy
 * button. TalentFlow sends no email: the admin passes the link on.
 */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('interviewer');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; role: Role; url: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const invite = useCreateInvitation();
  const sending = useInFlightLock();
  const roleHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = isBlank(trimmed)
      ? 'Enter the email of the person to invite.'
      : isValidEmail(trimmed)
        ? undefined
        : EMAIL_MESSAGE;
    setEmailError(problem);
    if (problem) return emailRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    invite.mutate(
      { email: trimmed, role },
      {
        onSettled: sending.release,
        onSuccess: ({ url }) => {
          setCreated({ email: trimmed, role, url: absoluteUrl(url) });
          setEmail('');
        },
        onError: (error) => setFailure(`Could not create the invitation: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <>
      <form className="role-form invite-form" noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          inputRef={emailRef}
          value={email}
          error={emailError}
          onChange={(value) => {
            setEmail(value);
            if (emailError) setEmailError(undefined);
          }}
        />
        <RoleField roles={ROLES} value={role} onChange={setRole} hintId={roleHintId} />
        <div className="field role-form-submit">
          <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
            {invite.isPending ? 'Creating…' : 'Create invitation link'}
          </button>
        </div>
      </form>
      <p id={roleHintId} className="field-hint role-hint">
        Admins manage the team, its settings and backups, and do all hiring work. Recruiters run the
        hiring: jobs, stages, assessments and every candidate. Interviewers see the jobs and only
        the candidates they interview, and write notes and their own scorecards.
      </p>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      {created && (
        <InviteLink key={created.url} url={created.url}>
          Invitation created for <strong>{created.email}</strong> as {ROLE_LABELS[created.role]}.
          Send them this link; it works once.
        </InviteLink>
      )}
    </>
  );
}

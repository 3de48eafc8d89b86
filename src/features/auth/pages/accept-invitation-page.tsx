import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { ROLE_LABELS } from '@/domain/access';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { AuthFrame } from '../components/auth-frame';
import { TextField } from '@/components/text-field';
import { newAccountErrors, PASSWORD_HINT, type FieldErrors } from '../logic/credentials';

export const INVITATION_INVALID = 'This invitation link is no longer valid.';

/**
 * /invite/:token, open to anyone with the link: shows whom the invitation is for and which role it
 * gives, asks for a name and a password, makes the account and signs it in, then opens the app.
 */
export function AcceptInvitationPage() {
  useDocumentTitle('Join');
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <AuthFrame key="loading" title="Join your team">
        <LoadingMessage>Loading the invitation…</LoadingMessage>
      </AuthFrame>
    );
  }
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return gone ? (
      <AuthFrame key="gone" title={INVITATION_INVALID}>
        <p className="auth-intro">
          It may have been used already, revoked or expired. Ask an admin of your team for a new
          link.
        </p>
        <Link className="btn" to="/">
          Go to sign in
        </Link>
      </AuthFrame>
    ) : (
      <AuthFrame key="failed" title="Join your team">
        <ErrorMessage>Could not load the invitation: {errorMessage(invitation.error)}</ErrorMessage>
        <button type="button" className="btn" onClick={() => void invitation.refetch()}>
          Try again
        </button>
      </AuthFrame>
    );
  }
  return (
    <AcceptForm
      key="form"
      token={token}
      email={invitation.data.email}
      role={ROLE_LABELS[invitation.data.role]}
    />
  );
}

type Field = 'name' | 'password';

function AcceptForm({ token, email, role }: { token: string; email: string; role: string }) {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const accept = useAcceptInvitation(token);
  const sending = useInFlightLock();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = newAccountErrors(values);
    setErrors(problems);
    const first = (['name', 'password'] as const).find((field) => problems[field]);
    if (first) return { name: nameRef, password: passwordRef }[first].current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    accept.mutate(
      { name: values.name.trim(), password: values.password },
      {
        onSettled: sending.release,
        onSuccess: ({ user }) => {
          actions?.signedIn(user);
          void navigate('/', { replace: true });
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.status === 404
              ? `${INVITATION_INVALID} It may have been used already, revoked or expired.`
              : errorMessage(error),
          ),
      },
    );
  };

  return (
    <AuthFrame
      title="Join your team"
      intro="You have been invited to TalentFlow. Choose your name and a password to start."
      focusRef={nameRef}
    >
      <dl className="auth-facts">
        <dt>Email</dt>
        <dd>{email}</dd>
        <dt>Role</dt>
        <dd>{role}</dd>
      </dl>
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label="Your name"
          autoComplete="name"
          inputRef={nameRef}
          value={values.name}
          error={errors.name}
          onChange={change('name')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          inputRef={passwordRef}
          value={values.password}
          hint={PASSWORD_HINT}
          error={errors.password}
          onChange={change('password')}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
            {accept.isPending ? 'Joining…' : 'Join the team'}
          </button>
        </div>
      </form>
    </AuthFrame>
  );
}

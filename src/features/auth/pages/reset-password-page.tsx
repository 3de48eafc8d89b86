import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { newAccountErrors, PASSWORD_HINT } from '../logic/credentials';

export const RESET_INVALID = 'This password reset link is no longer valid.';

/**
 * /reset-password/:token, from the emailed link: a new password, which signs the member in here
 * and out everywhere else. A member who uses two-factor sign-in is not signed in by the link
 * alone: the sign-in screen asks for the new password and a code. A used or expired link says so
 * and points to a new one.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = useParams().token ?? '';
  const actions = useAuthActions();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const reset = useResetPassword();
  const sending = useInFlightLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newAccountErrors({ password }).password;
    setError(problem);
    if (problem) return passwordRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    reset.mutate(
      { token, password },
      {
        onSettled: sending.release,
        onSuccess: (done) => {
          if ('user' in done) actions?.signedIn(done.user);
          else actions?.showSignIn('password-set');
          void navigate('/', { replace: true });
        },
        onError: (failed) => {
          if (failed instanceof ApiError && failed.status === 404) setGone(true);
          else setFailure(errorMessage(failed));
        },
      },
    );
  };

  if (gone)
    return (
      <AuthFrame key="gone" title={RESET_INVALID}>
        <p className="auth-intro">
          It may have been used already, or its hour has passed. Ask for a new link.
        </p>
        <Link className="btn" to="/forgot-password">
          Send a new link
        </Link>
      </AuthFrame>
    );

  return (
    <AuthFrame
      key="form"
      title="Choose a new password"
      intro="Your new password signs you out of TalentFlow everywhere else, and in here (with a code from your app if you use two-factor sign-in)."
      focusRef={passwordRef}
    >
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          inputRef={passwordRef}
          value={password}
          hint={PASSWORD_HINT}
          error={error}
          onChange={(value) => {
            setPassword(value);
            if (error) setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Set new password'}
          </button>
        </div>
      </form>
    </AuthFrame>
  );
}

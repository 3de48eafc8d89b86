import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { AuthFrame } from '../components/auth-frame';
import { TextField } from '@/components/text-field';
import { signInErrors, type FieldErrors } from '../logic/credentials';

export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

/** Team mode's sign-in: email and password. A refusal (401) or a rate limit (429) shows the server's words. */
export function SignInScreen({ expired = false }: { expired?: boolean }) {
  useDocumentTitle('Sign in');
  const actions = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  // A double click (or Enter pressed twice) signs in once.
  const sending = useInFlightLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = signInErrors({ email, password });
    setErrors(problems);
    if (problems.email) return emailRef.current?.focus();
    if (problems.password) return passwordRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSettled: sending.release,
        onSuccess: ({ user }) => actions?.signedIn(user),
        onError: (error) => {
          setFailure(errorMessage(error));
          setPassword('');
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <AuthFrame title="Sign in" intro="Sign in to your team’s TalentFlow." focusRef={emailRef}>
      {expired && (
        <p role="status" className="auth-note">
          {SESSION_ENDED}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputRef={emailRef}
          value={email}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors({ ...errors, email: undefined });
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          inputRef={passwordRef}
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      <p className="auth-switch">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p className="auth-switch field-hint">
        No account yet? Ask an admin of your team for an invitation link.
      </p>
    </AuthFrame>
  );
}

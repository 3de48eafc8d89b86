import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthFrame } from '../components/auth-frame';
import { emailError } from '../logic/credentials';

export const RESET_SENT =
  'If a member of your team uses that address, we sent it a link to choose a new password. The link works once, for an hour.';

/**
 * /forgot-password: asks for a reset link by email. The answer never says whether the address is
 * a member's, so the page says the same either way.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const forgot = useForgotPassword();
  const sending = useInFlightLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return emailRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    forgot.mutate(
      { email: email.trim() },
      {
        onSettled: sending.release,
        onSuccess: () => setSentTo(email.trim()),
        onError: (failed) => setFailure(errorMessage(failed)),
      },
    );
  };

  if (sentTo)
    return (
      <AuthFrame key="sent" title="Check your email">
        <p role="status" className="auth-note">
          {RESET_SENT}
        </p>
        <p className="field-hint">Sent for {sentTo}.</p>
        <Link className="btn" to="/">
          Back to sign in
        </Link>
      </AuthFrame>
    );

  return (
    <AuthFrame
      key="form"
      title="Forgot password?"
      intro="Enter the email you sign in with. We will send you a link to choose a new password."
      focusRef={emailRef}
    >
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputRef={emailRef}
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value);
            if (error) setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </div>
      </form>
      <p className="auth-switch field-hint">
        <Link to="/">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { isValidEmail } from '@/domain/email';
import { useAuthActions, type SignInNotice } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { providerSignIn, startSignIn } from '../api/start-sign-in';
import { AuthFrame } from '../components/auth-frame';
import { TextField } from '@/components/text-field';
import {
  cleanCode,
  CODE_LABEL,
  codeError,
  recoveryCodeError,
  signInErrors,
  type FieldErrors,
} from '../logic/credentials';

export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';
export const PASSWORD_SET_SIGN_IN =
  'Your new password is set. Sign in with it and a code from your authenticator app.';
export const RECOVERY_CODE_LABEL = 'Recovery code';

const NOTICES: Record<SignInNotice, string> = { 'password-set': PASSWORD_SET_SIGN_IN };

/** Why a sign-in through the company's identity provider failed: the `?sso=` it comes back with. */
export const SSO_FAILURES: Record<string, string> = {
  expired: 'That sign-in took too long or was used already. Try again.',
  refused: 'Your identity provider’s answer could not be checked. Try again, or ask your admin.',
  'unverified-email': 'Your identity provider did not confirm your email address. Ask your admin.',
  'other-domain':
    'Your identity provider signed you in with an address this team does not sign in through it. Ask your admin.',
  'no-account': 'You have no TalentFlow account yet. Ask an admin for an invitation.',
  inactive: 'Your account is deactivated. Ask an admin.',
};
/** A reason this version does not know (a newer server's). */
export const SSO_FAILED = 'Signing in through your identity provider did not work. Try again.';

export const ssoLeaving = (provider: string) => `Taking you to ${provider} to sign in…`;

interface Credentials {
  email: string;
  password: string;
}

/**
 * Team mode's sign-in: an address of a domain that signs in through the company's identity
 * provider goes there; any other signs in with email and password, then, for a member who uses
 * two-factor sign-in, a code from their authenticator app or one of their recovery codes. A
 * refusal (401) or a rate limit (429) shows the server's words.
 */
export function SignInScreen({
  expired = false,
  notice,
}: {
  expired?: boolean;
  notice?: SignInNotice;
}) {
  useDocumentTitle('Sign in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Set once the password was right and the server asks for a second factor.
  const [asked, setAsked] = useState<Credentials | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (asked)
    return (
      <CodeStep
        key="code"
        credentials={asked}
        onStartOver={(message) => {
          setAsked(null);
          setPassword('');
          setFailure(message ?? null);
        }}
      />
    );
  return (
    <PasswordStep
      key="password"
      email={email}
      password={password}
      onEmail={setEmail}
      onPassword={setPassword}
      failure={failure}
      onFailure={setFailure}
      onCodeNeeded={setAsked}
      note={expired ? SESSION_ENDED : notice && NOTICES[notice]}
    />
  );
}

function PasswordStep({
  email,
  password,
  onEmail,
  onPassword,
  failure,
  onFailure,
  onCodeNeeded,
  note,
}: Credentials & {
  onEmail: (email: string) => void;
  onPassword: (password: string) => void;
  failure: string | null;
  onFailure: (message: string | null) => void;
  onCodeNeeded: (credentials: Credentials) => void;
  note?: string;
}) {
  const actions = useAuthActions();
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  // A double click (or Enter pressed twice) signs in once.
  const sending = useInFlightLock();
  // A sign-in through the identity provider that failed comes back here saying why (until the
  // next try: the address loses it, so a reload does not say it again).
  const [params, setParams] = useSearchParams();
  const sso = params.get('sso');
  const ssoFailure = sso ? (SSO_FAILURES[sso] ?? SSO_FAILED) : undefined;
  const [tried, setTried] = useState(false);
  // After the submit event, not in it: a navigation there would make the form's submit a transition.
  useEffect(() => {
    if (tried && sso)
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete('sso');
          return next;
        },
        { replace: true },
      );
  }, [tried, sso, setParams]);
  // While the server is asked where this address signs in.
  const [asking, setAsking] = useState(false);
  // The provider's name once the browser is on its way there.
  const [leaving, setLeaving] = useState<string | null>(null);

  // Back from the provider's page, the browser may show this page as it was left: usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(null);
      sending.release();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [sending]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sending.acquire()) return;
    setTried(true);
    const address = email.trim();
    if (isValidEmail(address)) {
      onFailure(null);
      setAsking(true);
      // Any failure (offline, a server without company sign-in) leaves the password to decide.
      const start = await startSignIn(address).catch(() => ({ sso: false as const }));
      setAsking(false);
      if (start.sso) {
        setErrors({});
        setLeaving(start.provider);
        // The lock stays taken: the page is left.
        return providerSignIn.open(start.url);
      }
    }
    const problems = signInErrors({ email, password });
    setErrors(problems);
    if (problems.email || problems.password) {
      sending.release();
      return (problems.email ? emailRef : passwordRef).current?.focus();
    }
    onFailure(null);
    const credentials = { email: address, password };
    login.mutate(credentials, {
      onSettled: sending.release,
      onSuccess: ({ user }) => actions?.signedIn(user),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'two_factor_required')
          return onCodeNeeded(credentials);
        onFailure(errorMessage(error));
        onPassword('');
        passwordRef.current?.focus();
      },
    });
  };

  return (
    <AuthFrame title="Sign in" intro="Sign in to your team’s TalentFlow." focusRef={emailRef}>
      {note && (
        <p role="status" className="auth-note">
          {note}
        </p>
      )}
      {ssoFailure && !leaving && <ErrorMessage>{ssoFailure}</ErrorMessage>}
      {/* Always there, so screen readers announce the words when they come. */}
      <p role="status" className={leaving ? 'auth-note' : 'visually-hidden'}>
        {leaving && ssoLeaving(leaving)}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputRef={emailRef}
          value={email}
          error={errors.email}
          onChange={(value) => {
            onEmail(value);
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
            onPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={login.isPending || asking || leaving !== null}
          >
            {login.isPending || asking || leaving ? 'Signing in…' : 'Sign in'}
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

/**
 * The second step: the email and password are kept (and sent again with the code), so a wrong
 * code asks only for the code again.
 */
function CodeStep({
  credentials,
  onStartOver,
}: {
  credentials: Credentials;
  onStartOver: (message?: string) => void;
}) {
  const actions = useAuthActions();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const sending = useInFlightLock();

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(undefined);
    setFailure(null);
    codeRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = recovery ? recoveryCodeError(code) : codeError(code);
    setError(problem);
    if (problem) return codeRef.current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    login.mutate(
      {
        ...credentials,
        ...(recovery ? { recoveryCode: code.trim() } : { code: cleanCode(code) }),
      },
      {
        onSettled: sending.release,
        onSuccess: ({ user }) => actions?.signedIn(user),
        onError: (failed) => {
          // The password no longer works (changed meanwhile): back to the start, saying why.
          if (failed instanceof ApiError && failed.code === 'wrong_credentials')
            return onStartOver(errorMessage(failed));
          if (failed instanceof ApiError && failed.code === 'wrong_code') {
            setError(failed.message);
            setCode('');
          } else setFailure(errorMessage(failed));
          codeRef.current?.focus();
        },
      },
    );
  };

  return (
    <AuthFrame
      title="Two-factor sign-in"
      intro={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each one works once.'
          : 'Open your authenticator app and enter the code it shows for TalentFlow.'
      }
      focusRef={codeRef}
    >
      <p className="field-hint">Signing in as {credentials.email}.</p>
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <TextField
          label={recovery ? RECOVERY_CODE_LABEL : CODE_LABEL}
          inputRef={codeRef}
          value={code}
          error={error}
          {...(recovery
            ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false }
            : { inputMode: 'numeric', autoComplete: 'one-time-code' })}
          onChange={(value) => {
            setCode(value);
            if (error) setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={switchKind}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
      </p>
      <p className="auth-switch field-hint">
        <button type="button" className="link-button" onClick={() => onStartOver()}>
          Start over
        </button>
      </p>
    </AuthFrame>
  );
}

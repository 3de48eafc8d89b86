import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetupAdmin } from '../api/setup';
import { AuthFrame } from '../components/auth-frame';
import { TextField } from '@/components/text-field';
import { newAccountErrors, PASSWORD_HINT, type FieldErrors } from '../logic/credentials';

type Field = 'name' | 'email' | 'password' | 'token';

export const TOKEN_HINT =
  'The server printed it when it started, after “setup token:”, with a link to this page.';
export const TOKEN_MISSING = 'Enter the setup token the server printed.';

/**
 * The first start of a team server: nobody has an account yet, so the first person makes the
 * admin account (and is signed in). Once any account exists the server refuses (409). A server
 * reachable beyond its own machine asks for the one-time setup token it printed: the link it
 * printed carries it (`/setup?token=…`), else it is asked for here.
 */
export function SetupScreen({ tokenRequired = false }: { tokenRequired?: boolean }) {
  useDocumentTitle('Set up TalentFlow', { suffix: false });
  const actions = useAuthActions();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [linkToken] = useState(() => params.get('token') ?? '');
  // Asked for when the server wants it and no link brought it, or the link's was refused.
  const [askToken, setAskToken] = useState(tokenRequired && !linkToken);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    token: linkToken,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; taken: boolean } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const setup = useSetupAdmin();
  const sending = useInFlightLock();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {
      ...newAccountErrors(values),
      ...(askToken && !values.token.trim() && { token: TOKEN_MISSING }),
    };
    setErrors(problems);
    const first = (['token', 'name', 'email', 'password'] as const).find(
      (field) => problems[field],
    );
    if (first)
      return { token: tokenRef, name: nameRef, email: emailRef, password: passwordRef }[
        first
      ].current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    setup.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(tokenRequired && { token: values.token.trim() }),
      },
      {
        onSettled: sending.release,
        onSuccess: ({ user }) => {
          // The printed link's page has done its work: the app opens at its start.
          if (pathname === '/setup') navigate('/', { replace: true });
          actions?.signedIn(user);
        },
        onError: (error) => {
          setFailure({
            message: errorMessage(error),
            taken: error instanceof ApiError && error.status === 409,
          });
          if (error instanceof ApiError && error.code === 'setup_token') setAskToken(true);
        },
      },
    );
  };

  return (
    <AuthFrame
      title="Create the admin account"
      intro="This TalentFlow has no accounts yet. The first account manages the team: it invites the others and chooses their roles."
      focusRef={askToken ? tokenRef : nameRef}
    >
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure.message}</ErrorMessage>}
        {askToken && (
          <TextField
            label="Setup token"
            autoComplete="off"
            inputRef={tokenRef}
            value={values.token}
            hint={TOKEN_HINT}
            error={errors.token}
            onChange={change('token')}
          />
        )}
        <TextField
          label="Your name"
          autoComplete="name"
          inputRef={nameRef}
          value={values.name}
          error={errors.name}
          onChange={change('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputRef={emailRef}
          value={values.email}
          error={errors.email}
          onChange={change('email')}
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
          <button type="submit" className="btn btn-primary" disabled={setup.isPending}>
            {setup.isPending ? 'Creating…' : 'Create the admin account'}
          </button>
        </div>
      </form>
      {failure?.taken && (
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={() => actions?.showSignIn()}>
            Sign in instead
          </button>
        </p>
      )}
    </AuthFrame>
  );
}

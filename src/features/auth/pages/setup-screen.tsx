import { useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetupAdmin } from '../api/setup';
import { AuthFrame } from '../components/auth-frame';
import { TextField } from '@/components/text-field';
import { newAccountErrors, PASSWORD_HINT, type FieldErrors } from '../logic/credentials';

type Field = 'name' | 'email' | 'password';

/**
 * The first start of a team server: nobody has an account yet, so the first person makes the
 * admin account (and is signed in). Once any account exists the server refuses (409).
 */
export function SetupScreen() {
  useDocumentTitle('Set up TalentFlow', { suffix: false });
  const actions = useAuthActions();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; taken: boolean } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const setup = useSetupAdmin();
  const sending = useInFlightLock();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = newAccountErrors(values);
    setErrors(problems);
    const first = (['name', 'email', 'password'] as const).find((field) => problems[field]);
    if (first)
      return { name: nameRef, email: emailRef, password: passwordRef }[first].current?.focus();
    if (!sending.acquire()) return;
    setFailure(null);
    setup.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSettled: sending.release,
        onSuccess: ({ user }) => actions?.signedIn(user),
        onError: (error) =>
          setFailure({
            message: errorMessage(error),
            taken: error instanceof ApiError && error.status === 409,
          }),
      },
    );
  };

  return (
    <AuthFrame
      title="Create the admin account"
      intro="This TalentFlow has no accounts yet. The first account manages the team: it invites the others and chooses their roles."
      focusRef={nameRef}
    >
      <form noValidate onSubmit={submit}>
        {failure && <ErrorMessage>{failure.message}</ErrorMessage>}
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

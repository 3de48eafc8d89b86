import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { ROLE_LABELS } from '@/domain/access';
import { useMember, useTwoFactorSetupRequired } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangePassword } from '../api/change-password';
import { SessionsSection } from '../components/sessions-section';
import { TimeZoneSection } from '../components/time-zone-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { newAccountErrors, PASSWORD_HINT, PASSWORD_REQUIRED_MESSAGE } from '../logic/credentials';
import '../auth.css';

export const SET_UP_TWO_FACTOR_FIRST =
  'Your team requires two-factor sign-in. Set it up to continue.';
export const PASSWORD_CHANGED =
  'Password changed. Your other sessions were signed out; this one goes on.';

type Field = 'currentPassword' | 'password';

/**
 * /account (team mode): who the member is, their two-factor sign-in, where they are signed in,
 * and changing their own password; `children` (composed by the app) adds more sections, such as
 * the email choices, and `workingHours` the member's hours, beside their time zone. While the team
 * requires two-factor sign-in and the member has not set it up, this is the one page open to them,
 * and it says so first (their hours wait: the server answers nothing else until then).
 */
export function AccountPage({
  children,
  workingHours,
}: {
  children?: ReactNode;
  workingHours?: ReactNode;
}) {
  useDocumentTitle('Your account');
  const member = useMember();
  const setUpFirst = useTwoFactorSetupRequired();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focus = (field: Field) =>
    (field === 'currentPassword' ? currentRef : passwordRef).current?.focus();
  const change = useChangePassword();
  const sending = useInFlightLock();

  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {
      currentPassword: values.currentPassword ? undefined : PASSWORD_REQUIRED_MESSAGE,
      password: newAccountErrors({ password: values.password }).password,
    };
    setErrors(problems);
    const first = (['currentPassword', 'password'] as const).find((field) => problems[field]);
    if (first) return focus(first);
    if (!sending.acquire()) return;
    setFailure(null);
    change.mutate(values, {
      onSettled: sending.release,
      onSuccess: () => {
        setValues({ currentPassword: '', password: '' });
        setDone(true);
      },
      onError: (error) => {
        // A wrong current password belongs to its field; anything else above the form.
        if (error instanceof ApiError && error.code === 'wrong_password') {
          setErrors({ currentPassword: error.message });
          setValues((current) => ({ ...current, currentPassword: '' }));
          focus('currentPassword');
        } else setFailure(errorMessage(error));
      },
    });
  };

  return (
    <div className="account-page">
      {setUpFirst && (
        <p role="alert" className="auth-note account-required">
          {SET_UP_TWO_FACTOR_FIRST}
        </p>
      )}
      <h1>Your account</h1>
      {member && (
        <dl className="auth-facts">
          <dt>Name</dt>
          <dd>{member.name}</dd>
          <dt>Email</dt>
          <dd>{member.email}</dd>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[member.role]}</dd>
        </dl>
      )}
      <TwoFactorSection />
      <SessionsSection />
      <TimeZoneSection />
      {!setUpFirst && workingHours}
      <section className="panel account-section" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <form noValidate onSubmit={submit}>
          {failure && <ErrorMessage>{failure}</ErrorMessage>}
          {done && (
            <p role="status" className="auth-note">
              {PASSWORD_CHANGED}
            </p>
          )}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            inputRef={currentRef}
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={edit('currentPassword')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            inputRef={passwordRef}
            value={values.password}
            hint={PASSWORD_HINT}
            error={errors.password}
            onChange={edit('password')}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change password'}
            </button>
          </div>
        </form>
      </section>
      {children}
    </div>
  );
}

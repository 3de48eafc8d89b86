import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import type { TwoFactorSetup } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { useAuthActions } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { cleanCode, CODE_LABEL, codeError, PASSWORD_REQUIRED_MESSAGE } from '../logic/credentials';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

export const QR_ALT = 'QR code to scan with your authenticator app';
export const TWO_FACTOR_OFF_DONE = 'Two-factor sign-in is off.';
/** Few enough recovery codes left that it is time for new ones. */
const FEW_CODES = 3;

type Stage =
  | { kind: 'idle' }
  | { kind: 'setting-up'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turning-off' };

/**
 * On the account page: two-factor sign-in with an authenticator app. Off: "Turn on" shows a QR
 * code (and its key as text), and the password with a code from the app confirms it (a session
 * alone cannot turn it on); the recovery codes are then shown once. On: how many recovery codes are left, and "Turn off", which asks for the password
 * and a code.
 */
export function TwoFactorSection() {
  const status = useTwoFactor();
  const setUp = useSetUpTwoFactor();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useInFlightLock();
  // Back from a step (done, cancelled): focus returns to the section's heading once it rendered.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    heading.current?.focus();
  });
  const back = (message = '') => {
    setStage({ kind: 'idle' });
    setSaid(message);
    refocus.current = true;
  };

  const start = () => {
    if (!sending.acquire()) return;
    setSaid('');
    setUp.mutate(undefined, {
      onSettled: sending.release,
      onSuccess: (setup) => setStage({ kind: 'setting-up', setup }),
      // Turned on meanwhile (another tab): the status says so again.
      onError: () => void status.refetch(),
    });
  };

  let body;
  if (stage.kind === 'codes') {
    body = <RecoveryCodes codes={stage.codes} onDone={() => back()} />;
  } else if (status.isPending) {
    body = <LoadingMessage>Loading…</LoadingMessage>;
  } else if (status.isError) {
    body = (
      <div className="account-error">
        <ErrorMessage>
          Could not load your two-factor sign-in: {errorMessage(status.error)}
        </ErrorMessage>
        <button type="button" className="btn" onClick={() => void status.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (status.data.enabled) {
    const left = status.data.recoveryCodesLeft;
    body = (
      <>
        <p className="two-factor-state">
          <span className="two-factor-badge is-on">On</span>
          You sign in with your password and a code from your authenticator app.
        </p>
        <p className="field-hint">
          {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
          {left <= FEW_CODES &&
            ' Running low: turn two-factor sign-in off and on again for ten new ones.'}
        </p>
        {stage.kind === 'turning-off' ? (
          <TurnOffForm
            required={status.data.required}
            onCancel={() => back()}
            onDone={() => back(TWO_FACTOR_OFF_DONE)}
          />
        ) : (
          <div className="form-actions two-factor-actions">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                setSaid('');
                setStage({ kind: 'turning-off' });
              }}
            >
              Turn off
            </button>
          </div>
        )}
      </>
    );
  } else if (stage.kind === 'setting-up') {
    body = (
      <SetUpForm
        setup={stage.setup}
        onCancel={() => back()}
        onEnabled={(codes) => setStage({ kind: 'codes', codes })}
      />
    );
  } else {
    body = (
      <>
        <p className="two-factor-state">
          <span className="two-factor-badge">Off</span>
          {status.data.required
            ? 'Your team requires it: set it up to go on using TalentFlow.'
            : 'Ask for a code from an authenticator app on your phone each time you sign in, as well as your password.'}
        </p>
        {setUp.isError && <ErrorMessage>Could not start: {errorMessage(setUp.error)}</ErrorMessage>}
        <div className="form-actions two-factor-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={setUp.isPending}
            onClick={start}
          >
            {setUp.isPending ? 'Starting…' : 'Turn on'}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="panel account-section" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" ref={heading} tabIndex={-1}>
        Two-factor sign-in
      </h2>
      {body}
      <p role="status" className="field-hint">
        {said}
      </p>
    </section>
  );
}

/** Groups a key in fours, as authenticator apps take it with or without the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type CheckField = 'password' | 'code';

/** Which field a refusal of the password or the code is about, if either. */
function refusedField(failed: unknown): CheckField | undefined {
  if (!(failed instanceof ApiError)) return undefined;
  if (failed.details.field === 'password' || failed.code === 'wrong_password') return 'password';
  if (failed.details.field === 'code' || failed.code === 'wrong_code') return 'code';
  return undefined;
}

/**
 * The password and a code from the app, as both forms ask for them: their fields, the checks
 * before sending (the first wrong field focused) and a refusal shown at the field it names.
 */
function usePasswordAndCode() {
  const [values, setValues] = useState<Record<CheckField, string>>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<CheckField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focus = useCallback(
    (field: CheckField) => (field === 'password' ? passwordRef : codeRef).current?.focus(),
    [],
  );

  const edit = (field: CheckField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** What to send, or undefined (each problem shown, the first field with one focused). */
  const checked = (): { password: string; code: string } | undefined => {
    const problems: Partial<Record<CheckField, string>> = {
      password: values.password ? undefined : PASSWORD_REQUIRED_MESSAGE,
      code: codeError(values.code),
    };
    setErrors(problems);
    const first = (['password', 'code'] as const).find((field) => problems[field]);
    if (first) {
      focus(first);
      return undefined;
    }
    setFailure(null);
    return { password: values.password, code: cleanCode(values.code) };
  };

  /** The server names the field that was wrong: its message goes there, and it is emptied. */
  const refuse = (failed: Error, otherwise?: CheckField) => {
    const field = refusedField(failed);
    if (field) {
      setErrors({ [field]: failed.message });
      setValues((current) => ({ ...current, [field]: '' }));
      focus(field);
    } else {
      setFailure(errorMessage(failed));
      if (otherwise) focus(otherwise);
    }
  };

  const fields = (
    <>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        inputRef={passwordRef}
        value={values.password}
        error={errors.password}
        onChange={edit('password')}
      />
      <TextField
        label={CODE_LABEL}
        inputMode="numeric"
        autoComplete="one-time-code"
        inputRef={codeRef}
        value={values.code}
        error={errors.code}
        onChange={edit('code')}
      />
    </>
  );
  return { fields, checked, refuse, focus };
}

function SetUpForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const actions = useAuthActions();
  const enable = useEnableTwoFactor();
  const sending = useInFlightLock();
  const check = usePasswordAndCode();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check.checked();
    if (!input || !sending.acquire()) return;
    enable.mutate(input, {
      onSettled: sending.release,
      onSuccess: ({ recoveryCodes }) => {
        onEnabled(recoveryCodes);
        // The gate learns it is on: a team that requires it opens the other pages again.
        void actions?.refresh();
      },
      // A wrong password or code is its field's, emptied; the QR code and key stay for another try.
      onError: (failed) => check.refuse(failed, 'code'),
    });
  };

  return (
    <div className="two-factor-setup">
      <h3 ref={heading} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className="two-factor-steps">
        <li>
          In an authenticator app on your phone (such as Google Authenticator, Microsoft
          Authenticator or 1Password), add an account by scanning this QR code.
        </li>
      </ol>
      <div className="qr-frame">
        <QrCode text={setup.uri} alt={QR_ALT} />
      </div>
      <p className="field-hint">Cannot scan it? Enter this key in the app instead:</p>
      <p className="two-factor-key">
        <span className="visually-hidden">Key: </span>
        <code>{grouped(setup.secret)}</code>
      </p>
      {/* On the phone itself nothing can be scanned: the app may open the otpauth address. */}
      <p className="field-hint">
        On the phone with the app? <a href={setup.uri}>Open the setup in your authenticator app</a>.
      </p>
      <ol className="two-factor-steps" start={2}>
        <li>Enter your password, then the 6-digit code the app shows for TalentFlow.</li>
      </ol>
      <form noValidate onSubmit={submit} aria-label="Turn on two-factor sign-in">
        {check.fields}
        <div className="form-actions two-factor-actions">
          <button type="button" className="btn" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
            {enable.isPending ? 'Turning on…' : 'Turn on two-factor sign-in'}
          </button>
        </div>
      </form>
    </div>
  );
}

function TurnOffForm({
  required,
  onCancel,
  onDone,
}: {
  required: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const actions = useAuthActions();
  const disable = useDisableTwoFactor();
  const sending = useInFlightLock();
  const check = usePasswordAndCode();
  const { focus } = check;
  useEffect(() => focus('password'), [focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check.checked();
    if (!input || !sending.acquire()) return;
    disable.mutate(input, {
      onSettled: sending.release,
      onSuccess: () => {
        onDone();
        void actions?.refresh();
      },
      onError: (failed) => check.refuse(failed),
    });
  };

  return (
    <form
      className="two-factor-off"
      noValidate
      onSubmit={submit}
      aria-label="Turn off two-factor sign-in"
    >
      <p className="field-hint">To turn it off, enter your password and a code from the app.</p>
      {required && (
        <p className="auth-note">
          Your team requires two-factor sign-in: once it is off, you can use nothing but this page
          until you set it up again.
        </p>
      )}
      {check.fields}
      <div className="form-actions two-factor-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={disable.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-danger-solid" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
        </button>
      </div>
    </form>
  );
}

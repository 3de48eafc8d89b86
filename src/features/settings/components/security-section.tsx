import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useAuthActions, useSession } from '@/lib/session';
import { useSecurityPolicy } from '../api/get-security-policy';
import { useSaveSecurityPolicy } from '../api/save-security-policy';

export const REQUIRE_TWO_FACTOR_LABEL = 'Require two-factor sign-in for every member';
export const REQUIRED_SAVED =
  'Saved: every member now signs in with a code. Those who have not set it up are asked to first.';
export const NOT_REQUIRED_SAVED = 'Saved: two-factor sign-in is each member’s own choice.';

/**
 * Team mode's Settings: the team's sign-in rules. The box shows what is being saved, then what
 * the server kept; a failed save puts it back and says why.
 */
export function SecuritySection() {
  const policy = useSecurityPolicy();
  const save = useSaveSecurityPolicy();
  const actions = useAuthActions();
  const session = useSession();
  const [said, setSaid] = useState('');
  // What the box was set to, shown from the click on (the mutation's own state comes a render
  // later, and the box would flick back in between) until the server's answer replaces it.
  const [wanted, setWanted] = useState<boolean | undefined>();
  const ownSetUp = session.mode === 'team' ? session.twoFactor?.enabled : undefined;

  const change = (twoFactorRequired: boolean) => {
    if (save.isPending) return;
    setSaid('');
    setWanted(twoFactorRequired);
    save.mutate(
      { twoFactorRequired },
      {
        onSettled: () => setWanted(undefined),
        onSuccess: (saved) => {
          setSaid(saved.twoFactorRequired ? REQUIRED_SAVED : NOT_REQUIRED_SAVED);
          // The rule holds for this admin too: the app learns whether they must set it up now.
          void actions?.refresh();
        },
      },
    );
  };

  return (
    <section className="panel settings-section" aria-labelledby="security-heading">
      <h2 id="security-heading">Sign-in security</h2>
      {policy.isPending ? (
        <LoadingMessage>Loading the sign-in rules…</LoadingMessage>
      ) : policy.isError ? (
        <ErrorMessage>Could not load the sign-in rules: {errorMessage(policy.error)}</ErrorMessage>
      ) : (
        <>
          <label className="security-option">
            <input
              type="checkbox"
              checked={wanted ?? policy.data.twoFactorRequired}
              disabled={save.isPending}
              aria-describedby="security-hint"
              onChange={(event) => change(event.target.checked)}
            />
            {REQUIRE_TWO_FACTOR_LABEL}
          </label>
          <p id="security-hint" className="field-hint">
            Each member then signs in with their password and a code from an authenticator app.
            Members who have not set it up can use only their Account page until they do.
            {ownSetUp === false && ' That includes you: you have not set it up yet.'}
          </p>
          {save.isError && (
            <ErrorMessage>
              Could not save the sign-in rules: {errorMessage(save.error)} Nothing was changed.
            </ErrorMessage>
          )}
        </>
      )}
      <p role="status" className="field-hint">
        {said}
      </p>
    </section>
  );
}

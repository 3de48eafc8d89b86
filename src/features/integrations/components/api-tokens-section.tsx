import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import type { ApiToken, ApiTokenCreated } from '@/domain/schemas';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokensTable } from './api-tokens-table';
import { CreateTokenForm } from './create-token-form';
import { TokenSecret } from './token-secret';

/**
 * API tokens: made here (the secret shown once), listed, and revoked after a confirmation. A
 * script sends one as `Authorization: Bearer <token>` and acts with its role.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const toast = useToast();
  const sending = useInFlightLock();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { section: useId(), list: useId() };
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [asking, setAsking] = useState<ApiToken | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const close = () => {
    setAsking(null);
    setRevokeError(null);
  };
  const confirm = () => {
    if (!asking || !sending.acquire()) return;
    const token = asking;
    setRevokeError(null);
    revoke.mutate(token.id, {
      onSettled: sending.release,
      onSuccess: () => {
        toast.show(`The token ${token.name} was revoked. It no longer works.`, 'success');
        close();
        if (created?.token.id === token.id) setCreated(null);
        // Its row and button are gone: focus goes back to the section.
        heading.current?.focus();
      },
      onError: (error) => setRevokeError(`Could not revoke the token: ${errorMessage(error)}`),
    });
  };

  return (
    <section className="panel tokens-section" aria-labelledby={ids.section}>
      <h2 id={ids.section} ref={heading} tabIndex={-1}>
        API tokens
      </h2>
      <p className="field-hint">
        A script or another system calls TalentFlow’s API with a token, sent as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. It acts as a recruiter or an interviewer,
        never as an admin. Revoke a token the moment it is no longer needed or may have leaked.
      </p>
      <h3>Create a token</h3>
      <CreateTokenForm onCreated={setCreated} />
      {created && (
        <TokenSecret
          key={created.token.id}
          name={created.token.name}
          secret={created.secret}
          onDone={() => {
            setCreated(null);
            heading.current?.focus();
          }}
        />
      )}
      <h3 id={ids.list}>Tokens</h3>
      {tokens.isPending ? (
        <LoadingMessage>Loading API tokens…</LoadingMessage>
      ) : tokens.isError ? (
        <div className="tokens-error">
          <ErrorMessage>Could not load the API tokens: {errorMessage(tokens.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void tokens.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <ApiTokensTable
          tokens={tokens.data.tokens}
          labelledBy={ids.list}
          busy={revoke.isPending}
          onRevoke={(token) => setAsking(token)}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Revoke ${asking?.name ?? 'this token'}?`}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        error={revokeError}
        danger
        onConfirm={confirm}
        onCancel={close}
      >
        <p>
          Anything that uses this token stops working at once. This cannot be undone: to give it
          access again, create a new token.
        </p>
      </ConfirmDialog>
    </section>
  );
}

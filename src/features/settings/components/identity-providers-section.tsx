import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import type { Member } from '@/api/types';
import { CopyField } from '@/components/copy-link';
import { Modal } from '@/components/modal';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { ROLE_LABELS } from '@/domain/access';
import { formatDate } from '@/lib/format-date-time';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useIdentityProviders } from '../api/get-identity-providers';
import { useRemoveIdentityProvider } from '../api/remove-identity-provider';
import { proofSignIn, useVerifyIdentityProvider } from '../api/verify-identity-provider';
import { ConfirmRemoval } from './confirm-removal';
import { ProviderForm, type Provider } from './identity-provider-form';

export const requiredSaid = (admin: string) =>
  `Sign-in through it is required; ${admin} keeps a password.`;
export const provedSaid = (domain: string) =>
  `${domain} is proved: its people now sign in through their identity provider.`;

/** The admin a member id names, in words, even once they are no longer on the team. */
const adminName = (id: number, members: readonly Member[] | undefined) =>
  members
    ? (members.find((member) => member.id === id)?.name ?? `member #${id}`)
    : 'the break-glass admin';

/**
 * Team mode's Settings, for admins: the company's identity providers (OpenID Connect or SAML 2.0),
 * with the addresses to register with them. A provider takes over the sign-in of its email domains
 * once an admin has proved each by signing in through it ("Prove the domains"), which leaves the
 * page and comes back with `?sso=verified&domain=`.
 */
export function IdentityProvidersSection() {
  const providers = useIdentityProviders();
  // The admins, to name a provider's break-glass admin (one cache entry with the Team page's).
  const members = useMembers();
  const [params] = useSearchParams();
  const provedDomain = params.get('sso') === 'verified' ? params.get('domain') : null;
  // The provider being changed, 'new' while one is added, null with the dialog closed.
  const [editing, setEditing] = useState<Provider | 'new' | null>(null);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<Provider | null>(null);
  const remove = useRemoveIdentityProvider();
  const [said, setSaid] = useState(() => (provedDomain ? provedSaid(provedDomain) : ''));
  const verify = useVerifyIdentityProvider();
  const [proveError, setProveError] = useState<string | null>(null);
  const proving = useInFlightLock();
  const addButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const list = providers.data?.providers;

  // Back from proving a domain: the section is far down the page, so it is brought into view.
  useEffect(() => {
    if (provedDomain) section.current?.scrollIntoView?.({ block: 'start' });
  }, [provedDomain]);

  const prove = (provider: Provider) => {
    if (!proving.acquire()) return;
    setProveError(null);
    setSaid('');
    verify.mutate(provider.id, {
      onSettled: proving.release,
      onSuccess: ({ url }) => proofSignIn.open(url),
      onError: (failure) => {
        setProveError(`Could not open ${provider.name}’s sign-in: ${errorMessage(failure)}`);
      },
    });
  };

  return (
    <section
      ref={section}
      className="panel settings-section"
      aria-labelledby="identity-providers-heading"
    >
      <h2 id="identity-providers-heading">Company sign-in</h2>
      <p className="field-hint">
        Members whose email is of a domain your identity provider claims sign in through it (OpenID
        Connect or SAML 2.0), once an admin has proved the domain by signing in there as one of its
        people. Other members keep signing in with their passwords.
      </p>
      {providers.isPending && <LoadingMessage>Loading the identity providers…</LoadingMessage>}
      {providers.isError && (
        <ErrorMessage>
          Could not load the identity providers: {errorMessage(providers.error)}
        </ErrorMessage>
      )}
      {providers.data && (
        <>
          <p className="field-hint">
            OpenID Connect: register this redirect URI with your identity provider.
          </p>
          <CopyField value={providers.data.redirectUri} label="Redirect URI" noun="link" />
          <p className="field-hint">
            SAML 2.0: register this ACS URL and entity ID with your identity provider.
          </p>
          <CopyField value={providers.data.acsUrl} label="ACS URL" noun="link" />
          <CopyField value={providers.data.samlEntityId} label="Entity ID" noun="link" />
        </>
      )}
      {list && list.length === 0 && <p className="field-hint">No identity provider yet.</p>}
      {list && list.length > 0 && (
        <ul className="template-list" aria-labelledby="identity-providers-heading">
          {list.map((provider) => (
            <ProviderItem
              key={provider.id}
              provider={provider}
              members={members.data?.users}
              proving={verify.isPending && verify.variables === provider.id}
              onEdit={() => {
                setSaid('');
                setEditing(provider);
              }}
              onRemove={() => {
                setSaid('');
                setRemoving(provider);
              }}
              onProve={() => prove(provider)}
            />
          ))}
        </ul>
      )}
      {proveError && <ErrorMessage>{proveError}</ErrorMessage>}
      <p role="status" className="field-hint">
        {said}
      </p>
      {list && (
        <div className="form-actions">
          <button
            ref={addButton}
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setSaid('');
              setEditing('new');
            }}
          >
            Add identity provider
          </button>
        </div>
      )}
      {/* Closing while the provider is saved would hide its outcome, so it waits. */}
      <Modal
        open={editing !== null}
        title={
          editing === 'new' || editing === null ? 'Add identity provider' : `Edit “${editing.name}”`
        }
        onClose={() => !pending && setEditing(null)}
      >
        {editing !== null && (
          <ProviderForm
            provider={editing === 'new' ? undefined : editing}
            onPendingChange={setPending}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setSaid(
                editing === 'new'
                  ? `Identity provider “${saved.name}” added. Prove its domains to use it.`
                  : `Identity provider “${saved.name}” saved.`,
              );
              setPending(false);
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmRemoval
        item={removing}
        remove={remove}
        verb={{ button: 'Remove', pending: 'Removing…' }}
        failure="Could not remove the identity provider"
        onClose={() => setRemoving(null)}
        onRemoved={(name) => {
          setSaid(`Identity provider “${name}” removed.`);
          setRemoving(null);
        }}
        focusAfter={addButton}
      >
        <p>
          People of its domains ({removing?.domains.map(({ domain }) => domain).join(', ')}) sign in
          with their passwords again; those who have none set one with “Forgot password?”.
        </p>
      </ConfirmRemoval>
    </section>
  );
}

function ProviderItem({
  provider,
  members,
  proving,
  onEdit,
  onRemove,
  onProve,
}: {
  provider: Provider;
  members: readonly Member[] | undefined;
  proving: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onProve: () => void;
}) {
  const nameId = useId();
  return (
    <li className="template-item">
      <div className="template-text">
        <p id={nameId} className="template-name">
          {provider.name}
        </p>
        <p className="template-subject">
          <span className="visually-hidden">
            {provider.kind === 'oidc' ? 'Issuer: ' : 'SAML entity ID: '}
          </span>
          {provider.kind === 'oidc' ? provider.issuer : provider.entityId}
        </p>
        {provider.kind === 'saml' && provider.certificates.length > 0 && (
          <ul
            className="template-subject identity-provider-domains"
            aria-label={`Certificates of ${provider.name}`}
          >
            {provider.certificates.map(({ fingerprint, expiresAt }) => (
              <li key={fingerprint}>
                Certificate SHA-256 {fingerprint}, expires {formatDate(expiresAt)}
              </li>
            ))}
          </ul>
        )}
        <ul
          className="template-subject identity-provider-domains"
          aria-label={`Domains of ${provider.name}`}
        >
          {provider.domains.map(({ domain, verified }) => (
            <li key={domain}>
              {domain}: {verified ? 'Proved' : 'Not proved yet'}
            </li>
          ))}
        </ul>
        <p className="template-subject">
          Default role: {ROLE_LABELS[provider.defaultRole]}.{' '}
          {provider.createMembers
            ? 'A first sign-in makes a member.'
            : 'A first sign-in needs an invitation.'}
        </p>
        {provider.requireSso && (
          <p className="template-subject">
            {provider.breakGlassMemberId === null
              ? 'Sign-in through it is required.'
              : requiredSaid(adminName(provider.breakGlassMemberId, members))}
          </p>
        )}
        {provider.kind === 'saml' && (
          <CopyField
            value={provider.spMetadataUrl}
            label={`TalentFlow metadata URL for ${provider.name}`}
            noun="link"
          />
        )}
      </div>
      <div className="template-buttons">
        <button type="button" className="btn btn-sm" aria-describedby={nameId} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-sm"
          aria-describedby={nameId}
          disabled={proving}
          onClick={onProve}
        >
          {proving ? 'Opening…' : 'Prove the domains'}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          aria-describedby={nameId}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

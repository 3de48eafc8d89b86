import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import type { Member } from '@/api/types';
import { CopyField } from '@/components/copy-link';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextField } from '@/components/text-field';
import { ROLE_LABELS } from '@/domain/access';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useAddIdentityProvider } from '../api/add-identity-provider';
import { useChangeIdentityProvider } from '../api/change-identity-provider';
import { useIdentityProviders } from '../api/get-identity-providers';
import { useRemoveIdentityProvider } from '../api/remove-identity-provider';
import { proofSignIn, useVerifyIdentityProvider } from '../api/verify-identity-provider';
import { fieldError } from '../logic/field-error';
import { ConfirmRemoval } from './confirm-removal';

export const CREATE_MEMBERS_LABEL =
  'Make a member of anyone of these domains who signs in for the first time';
export const KEEP_SECRET_HINT = 'Leave blank to keep the current secret.';
export const REQUIRE_SSO_LABEL = 'Require sign-in through this provider for its proved domains';
export const BREAK_GLASS_LABEL = 'Break-glass admin (still signs in with a password)';
export const requiredSaid = (admin: string) =>
  `Sign-in through it is required; ${admin} keeps a password.`;
export const provedSaid = (domain: string) =>
  `${domain} is proved: its people now sign in through their identity provider.`;

type Provider = IdentityProviderOutput;
type NewRole = IdentityProviderInput['defaultRole'];
type Field = 'name' | 'issuer' | 'clientId' | 'clientSecret' | 'domains' | 'breakGlassMemberId';
const FIELDS: readonly Field[] = [
  'name',
  'issuer',
  'clientId',
  'clientSecret',
  'domains',
  'breakGlassMemberId',
];

/** The admin a member id names, in words, even once they are no longer on the team. */
const adminName = (id: number, members: readonly Member[] | undefined) =>
  members
    ? (members.find((member) => member.id === id)?.name ?? `member #${id}`)
    : 'the break-glass admin';

/** The domains as typed (commas or spaces between them), lowercased, each once. */
export const parseDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((domain) => domain.toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Team mode's Settings, for admins: the company's identity providers (OpenID Connect). A provider
 * takes over the sign-in of its email domains once an admin has proved each by signing in through
 * it ("Prove the domains"), which leaves the page and comes back with `?sso=verified&domain=`.
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
        Connect), once an admin has proved the domain by signing in there as one of its people.
        Other members keep signing in with their passwords.
      </p>
      {providers.isPending && <LoadingMessage>Loading the identity providers…</LoadingMessage>}
      {providers.isError && (
        <ErrorMessage>
          Could not load the identity providers: {errorMessage(providers.error)}
        </ErrorMessage>
      )}
      {providers.data && (
        <>
          <p className="field-hint">Register this redirect URI with your identity provider:</p>
          <CopyField value={providers.data.redirectUri} label="Redirect URI" noun="link" />
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
          <span className="visually-hidden">Issuer: </span>
          {provider.kind === 'oidc' ? provider.issuer : provider.entityId}
        </p>
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

interface Draft {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultRole: NewRole;
  createMembers: boolean;
  requireSso: boolean;
  /** The break-glass admin's id as the select holds it, '' for none chosen. */
  breakGlassMemberId: string;
}

/** What is missing before anything is sent (whether it works is the server's answer). */
function draftErrors(draft: Draft, adding: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.name.trim()) errors.name = 'Enter a name, such as the provider’s.';
  if (!draft.issuer.trim())
    errors.issuer = 'Enter the issuer URL, such as https://login.example.com.';
  if (!draft.clientId.trim()) errors.clientId = 'Enter the client ID the provider gave you.';
  if (adding && !draft.clientSecret) errors.clientSecret = 'Enter the client secret.';
  if (parseDomains(draft.domains).length === 0)
    errors.domains = 'Enter at least one email domain, such as example.com.';
  if (draft.requireSso && !draft.breakGlassMemberId)
    errors.breakGlassMemberId = 'Choose the admin who still signs in with a password.';
  return errors;
}

/**
 * A provider's settings. The secret is never shown back: on a change, left blank, the one kept
 * stays. The server's refusal (its configuration could not be read, a domain another provider
 * claims) is shown next to the field it is about, or above Save, and the words stay.
 */
function ProviderForm({
  provider,
  onPendingChange,
  onCancel,
  onSaved,
}: {
  provider?: Provider;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
  onSaved: (saved: Provider) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => ({
    name: provider?.name ?? '',
    issuer: provider?.kind === 'oidc' ? provider.issuer : '',
    clientId: provider?.kind === 'oidc' ? provider.clientId : '',
    clientSecret: '',
    domains: provider?.domains.map(({ domain }) => domain).join(', ') ?? '',
    defaultRole: provider?.defaultRole === 'interviewer' ? 'interviewer' : 'recruiter',
    createMembers: provider?.createMembers ?? false,
    requireSso: provider?.requireSso ?? false,
    breakGlassMemberId: provider?.breakGlassMemberId?.toString() ?? '',
  }));
  const members = useMembers();
  const admins = members.data?.users.filter((member) => member.role === 'admin') ?? [];
  const kept = provider?.breakGlassMemberId ?? null;
  // One kept who is no longer an active admin stays shown, for the server to refuse.
  const keptGone = kept !== null && members.data && !admins.some((admin) => admin.id === kept);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const add = useAddIdentityProvider();
  const change = useChangeIdentityProvider();
  const saving = add.isPending || change.isPending;
  // A double click on Save must save once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const submitRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const issuerRef = useRef<HTMLInputElement>(null);
  const clientIdRef = useRef<HTMLInputElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);
  const domainsRef = useRef<HTMLInputElement>(null);
  const breakGlassRef = useRef<HTMLSelectElement>(null);
  const focus = (field: Field) =>
    ({
      name: nameRef,
      issuer: issuerRef,
      clientId: clientIdRef,
      clientSecret: secretRef,
      domains: domainsRef,
      breakGlassMemberId: breakGlassRef,
    })[field].current?.focus();

  // A refused save leaves the form as it was; Save takes the focus it lost while disabled.
  useEffect(() => {
    if (saveError) submitRef.current?.focus();
  }, [saveError]);

  const edit = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setSaveError(null);
    const touched = Object.keys(patch).filter((key) => key in errors);
    if (touched.length > 0)
      setErrors(
        Object.fromEntries(Object.entries(errors).filter(([key]) => !touched.includes(key))),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = draftErrors(draft, !provider);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) return focus(first);
    if (!sending.acquire()) return;
    setSaveError(null);
    onPendingChange(true);
    const body: IdentityProviderInput = {
      kind: 'oidc',
      name: draft.name.trim(),
      issuer: draft.issuer.trim(),
      clientId: draft.clientId.trim(),
      ...(draft.clientSecret && { clientSecret: draft.clientSecret }),
      domains: parseDomains(draft.domains),
      defaultRole: draft.defaultRole,
      createMembers: draft.createMembers,
      requireSso: draft.requireSso,
      breakGlassMemberId: draft.requireSso ? Number(draft.breakGlassMemberId) : null,
    };
    try {
      const saved = provider
        ? await change.mutateAsync({ id: provider.id, body })
        : await add.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      onPendingChange(false);
      const refusal = fieldError(error, FIELDS);
      if (refusal) {
        setErrors({ [refusal.field]: refusal.message });
        focus(refusal.field);
      } else setSaveError(`Could not save the identity provider: ${errorMessage(error)}`);
    } finally {
      sending.release();
    }
  };

  return (
    <form className="template-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Name"
        hint="Shown on the sign-in page, such as “Okta”."
        value={draft.name}
        inputRef={nameRef}
        error={errors.name}
        autoComplete="off"
        aria-required="true"
        onChange={(name) => edit({ name })}
      />
      <TextField
        label="Issuer URL"
        type="url"
        hint="Such as https://login.example.com."
        value={draft.issuer}
        inputRef={issuerRef}
        error={errors.issuer}
        autoComplete="off"
        spellCheck={false}
        aria-required="true"
        onChange={(issuer) => edit({ issuer })}
      />
      <TextField
        label="Client ID"
        value={draft.clientId}
        inputRef={clientIdRef}
        error={errors.clientId}
        autoComplete="off"
        spellCheck={false}
        aria-required="true"
        onChange={(clientId) => edit({ clientId })}
      />
      <TextField
        label="Client secret"
        type="password"
        hint={provider ? KEEP_SECRET_HINT : undefined}
        value={draft.clientSecret}
        inputRef={secretRef}
        error={errors.clientSecret}
        autoComplete="new-password"
        aria-required={provider ? undefined : 'true'}
        onChange={(clientSecret) => edit({ clientSecret })}
      />
      <TextField
        label="Email domains"
        hint="Separated by commas or spaces, such as example.com, example.org."
        value={draft.domains}
        inputRef={domainsRef}
        error={errors.domains}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        onChange={(domains) => edit({ domains })}
      />
      <SelectField
        label="Default role"
        value={draft.defaultRole}
        onChange={(role) => edit({ defaultRole: role as NewRole })}
      >
        <option value="recruiter">{ROLE_LABELS.recruiter}</option>
        <option value="interviewer">{ROLE_LABELS.interviewer}</option>
      </SelectField>
      <div className="field">
        <label className="security-option">
          <input
            type="checkbox"
            checked={draft.createMembers}
            onChange={(event) => edit({ createMembers: event.target.checked })}
          />
          {CREATE_MEMBERS_LABEL}
        </label>
        <p className="field-hint">With the default role; without it, they need an invitation.</p>
      </div>
      <div className="field">
        <label className="security-option">
          <input
            type="checkbox"
            checked={draft.requireSso}
            onChange={(event) => edit({ requireSso: event.target.checked })}
          />
          {REQUIRE_SSO_LABEL}
        </label>
        <p className="field-hint">
          Their passwords no longer sign in nor are reset, but the break-glass admin’s, for when the
          provider is down.
        </p>
      </div>
      {draft.requireSso && (
        <>
          <SelectField
            label={BREAK_GLASS_LABEL}
            value={draft.breakGlassMemberId}
            selectRef={breakGlassRef}
            error={errors.breakGlassMemberId}
            aria-required="true"
            onChange={(breakGlassMemberId) => edit({ breakGlassMemberId })}
          >
            <option value="">
              {members.isPending ? 'Loading the admins…' : 'Choose an admin'}
            </option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
            {keptGone && <option value={kept}>Member #{kept} (no longer an active admin)</option>}
          </SelectField>
          {members.isError && (
            <ErrorMessage>Could not load the admins: {errorMessage(members.error)}</ErrorMessage>
          )}
        </>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save identity provider'}
        </button>
      </div>
    </form>
  );
}

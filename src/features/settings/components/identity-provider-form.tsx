import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { ROLE_LABELS } from '@/domain/access';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useAddIdentityProvider } from '../api/add-identity-provider';
import { useChangeIdentityProvider } from '../api/change-identity-provider';
import { fieldError } from '../logic/field-error';

export const CREATE_MEMBERS_LABEL =
  'Make a member of anyone of these domains who signs in for the first time';
export const KEEP_SECRET_HINT = 'Leave blank to keep the current secret.';
export const REQUIRE_SSO_LABEL = 'Require sign-in through this provider for its proved domains';
export const BREAK_GLASS_LABEL = 'Break-glass admin (still signs in with a password)';

export type Provider = IdentityProviderOutput;
type NewRole = IdentityProviderInput['defaultRole'];
type Kind = IdentityProviderInput['kind'];
/** How a SAML provider is described: its metadata's URL or XML, or three fields; or as kept. */
type SamlBy = 'keep' | 'url' | 'xml' | 'fields';
type Field =
  | 'name'
  | 'issuer'
  | 'clientId'
  | 'clientSecret'
  | 'metadataUrl'
  | 'metadataXml'
  | 'entityId'
  | 'ssoUrl'
  | 'certificate'
  | 'domains'
  | 'breakGlassMemberId';
/** The fields in the form's order: the first one wrong takes the focus. */
const FIELDS: readonly Field[] = [
  'name',
  'issuer',
  'clientId',
  'clientSecret',
  'metadataUrl',
  'metadataXml',
  'entityId',
  'ssoUrl',
  'certificate',
  'domains',
  'breakGlassMemberId',
];
/** The fields only one protocol, or one way of describing a SAML provider, shows. */
const KIND_FIELDS: readonly Field[] = [
  'issuer',
  'clientId',
  'clientSecret',
  'metadataUrl',
  'metadataXml',
  'entityId',
  'ssoUrl',
  'certificate',
];

/** The domains as typed (commas or spaces between them), lowercased, each once. */
export const parseDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((domain) => domain.toLowerCase())
      .filter(Boolean),
  ),
];

interface Draft {
  kind: Kind;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  samlBy: SamlBy;
  metadataUrl: string;
  metadataXml: string;
  entityId: string;
  ssoUrl: string;
  certificate: string;
  domains: string;
  defaultRole: NewRole;
  createMembers: boolean;
  requireSso: boolean;
  /** The break-glass admin's id as the select holds it, '' for none chosen. */
  breakGlassMemberId: string;
}

/** Whether the form shows a field, with the protocol and the way of describing chosen. */
function shows(draft: Draft, field: Field): boolean {
  switch (field) {
    case 'issuer':
    case 'clientId':
    case 'clientSecret':
      return draft.kind === 'oidc';
    case 'metadataUrl':
      return draft.kind === 'saml' && draft.samlBy === 'url';
    case 'metadataXml':
      return draft.kind === 'saml' && draft.samlBy === 'xml';
    case 'entityId':
    case 'ssoUrl':
    case 'certificate':
      return draft.kind === 'saml' && draft.samlBy === 'fields';
    case 'breakGlassMemberId':
      return draft.requireSso;
    default:
      return true;
  }
}

/**
 * What is missing before anything is sent (whether it works is the server's answer).
 * `secretKept`: the provider being changed has a client secret, which a blank one keeps.
 */
function draftErrors(draft: Draft, secretKept: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const missing = (field: Field, empty: boolean, message: string) => {
    if (shows(draft, field) && empty) errors[field] = message;
  };
  missing('name', !draft.name.trim(), 'Enter a name, such as the provider’s.');
  missing(
    'issuer',
    !draft.issuer.trim(),
    'Enter the issuer URL, such as https://login.example.com.',
  );
  missing('clientId', !draft.clientId.trim(), 'Enter the client ID the provider gave you.');
  missing('clientSecret', !secretKept && !draft.clientSecret, 'Enter the client secret.');
  missing('metadataUrl', !draft.metadataUrl.trim(), 'Enter the metadata URL.');
  missing('metadataXml', !draft.metadataXml.trim(), 'Paste the metadata XML.');
  missing('entityId', !draft.entityId.trim(), 'Enter the provider’s entity ID.');
  missing('ssoUrl', !draft.ssoUrl.trim(), 'Enter the sign-in URL.');
  missing('certificate', !draft.certificate.trim(), 'Paste the signing certificate.');
  if (parseDomains(draft.domains).length === 0)
    errors.domains = 'Enter at least one email domain, such as example.com.';
  if (draft.requireSso && !draft.breakGlassMemberId)
    errors.breakGlassMemberId = 'Choose the admin who still signs in with a password.';
  return errors;
}

/**
 * What describes a SAML provider in a save: its metadata's URL or XML, or its entity ID, sign-in
 * URL and certificate; nothing keeps what the server has.
 */
function samlDescription(draft: Draft) {
  switch (draft.samlBy) {
    case 'url':
      return { metadataUrl: draft.metadataUrl.trim() };
    case 'xml':
      return { metadataXml: draft.metadataXml.trim() };
    case 'fields':
      return {
        entityId: draft.entityId.trim(),
        ssoUrl: draft.ssoUrl.trim(),
        certificate: draft.certificate.trim(),
      };
    case 'keep':
      return {};
  }
}

/**
 * A provider's settings: an OpenID Connect one's issuer and client, or how a SAML 2.0 one is
 * described. The secret is never shown back: on a change, left blank, the one kept stays; a SAML
 * provider's description, kept as it is, stays too. The server's refusal (its configuration or
 * metadata could not be read, a domain another provider claims) is shown next to the field it is
 * about, or above Save, and the words stay.
 */
export function ProviderForm({
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
    kind: provider?.kind ?? 'oidc',
    name: provider?.name ?? '',
    issuer: provider?.kind === 'oidc' ? provider.issuer : '',
    clientId: provider?.kind === 'oidc' ? provider.clientId : '',
    clientSecret: '',
    samlBy: provider?.kind === 'saml' ? 'keep' : 'url',
    metadataUrl: '',
    metadataXml: '',
    entityId: provider?.kind === 'saml' ? provider.entityId : '',
    ssoUrl: provider?.kind === 'saml' ? provider.ssoUrl : '',
    certificate: '',
    domains: provider?.domains.map(({ domain }) => domain).join(', ') ?? '',
    defaultRole: provider?.defaultRole === 'interviewer' ? 'interviewer' : 'recruiter',
    createMembers: provider?.createMembers ?? false,
    requireSso: provider?.requireSso ?? false,
    breakGlassMemberId: provider?.breakGlassMemberId?.toString() ?? '',
  }));
  // Only an OpenID Connect provider has a secret to keep, and only a SAML one a description.
  const secretKept = provider?.kind === 'oidc';
  const samlKept = provider?.kind === 'saml';
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
  const metadataUrlRef = useRef<HTMLInputElement>(null);
  const metadataXmlRef = useRef<HTMLTextAreaElement>(null);
  const entityIdRef = useRef<HTMLInputElement>(null);
  const ssoUrlRef = useRef<HTMLInputElement>(null);
  const certificateRef = useRef<HTMLTextAreaElement>(null);
  const domainsRef = useRef<HTMLInputElement>(null);
  const breakGlassRef = useRef<HTMLSelectElement>(null);
  const focus = (field: Field) =>
    ({
      name: nameRef,
      issuer: issuerRef,
      clientId: clientIdRef,
      clientSecret: secretRef,
      metadataUrl: metadataUrlRef,
      metadataXml: metadataXmlRef,
      entityId: entityIdRef,
      ssoUrl: ssoUrlRef,
      certificate: certificateRef,
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
    // Another protocol or way of describing the provider: what was said of its fields is moot.
    const switched = 'kind' in patch || 'samlBy' in patch ? KIND_FIELDS : [];
    const touched = [...Object.keys(patch), ...switched].filter((key) => key in errors);
    if (touched.length > 0)
      setErrors(
        Object.fromEntries(Object.entries(errors).filter(([key]) => !touched.includes(key))),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = draftErrors(draft, secretKept);
    setErrors(problems);
    const first = FIELDS.find((field) => problems[field]);
    if (first) return focus(first);
    if (!sending.acquire()) return;
    setSaveError(null);
    onPendingChange(true);
    const common = {
      name: draft.name.trim(),
      domains: parseDomains(draft.domains),
      defaultRole: draft.defaultRole,
      createMembers: draft.createMembers,
      requireSso: draft.requireSso,
      breakGlassMemberId: draft.requireSso ? Number(draft.breakGlassMemberId) : null,
    };
    const body: IdentityProviderInput =
      draft.kind === 'oidc'
        ? {
            kind: 'oidc',
            ...common,
            issuer: draft.issuer.trim(),
            clientId: draft.clientId.trim(),
            ...(draft.clientSecret && { clientSecret: draft.clientSecret }),
          }
        : { kind: 'saml', ...common, ...samlDescription(draft) };
    try {
      const saved = provider
        ? await change.mutateAsync({ id: provider.id, body })
        : await add.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      onPendingChange(false);
      // One about a field not shown (another way of describing the provider) is said above Save.
      const refusal = fieldError(error, FIELDS);
      if (refusal && shows(draft, refusal.field)) {
        setErrors({ [refusal.field]: refusal.message });
        focus(refusal.field);
      } else setSaveError(`Could not save the identity provider: ${errorMessage(error)}`);
    } finally {
      sending.release();
    }
  };

  return (
    <form className="template-form" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label="Protocol"
        value={draft.kind}
        onChange={(kind) => edit({ kind: kind as Kind })}
      >
        <option value="oidc">OpenID Connect</option>
        <option value="saml">SAML 2.0</option>
      </SelectField>
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
      {draft.kind === 'oidc' ? (
        <>
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
            hint={secretKept ? KEEP_SECRET_HINT : undefined}
            value={draft.clientSecret}
            inputRef={secretRef}
            error={errors.clientSecret}
            autoComplete="new-password"
            aria-required={secretKept ? undefined : 'true'}
            onChange={(clientSecret) => edit({ clientSecret })}
          />
        </>
      ) : (
        <>
          <SelectField
            label="Describe the provider by"
            value={draft.samlBy}
            onChange={(samlBy) => edit({ samlBy: samlBy as SamlBy })}
          >
            {samlKept && <option value="keep">Keep as it is</option>}
            <option value="url">Its metadata URL</option>
            <option value="xml">Its metadata XML</option>
            <option value="fields">Entity ID, sign-in URL and certificate</option>
          </SelectField>
          {draft.samlBy === 'url' && (
            <TextField
              label="Metadata URL"
              type="url"
              hint="Where the provider publishes its SAML metadata: read once, when saved."
              value={draft.metadataUrl}
              inputRef={metadataUrlRef}
              error={errors.metadataUrl}
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
              onChange={(metadataUrl) => edit({ metadataUrl })}
            />
          )}
          {draft.samlBy === 'xml' && (
            <TextAreaField
              label="Metadata XML"
              rows={6}
              value={draft.metadataXml}
              textareaRef={metadataXmlRef}
              error={errors.metadataXml}
              spellCheck={false}
              aria-required="true"
              onChange={(metadataXml) => edit({ metadataXml })}
            />
          )}
          {draft.samlBy === 'fields' && (
            <>
              <TextField
                label="Entity ID"
                value={draft.entityId}
                inputRef={entityIdRef}
                error={errors.entityId}
                autoComplete="off"
                spellCheck={false}
                aria-required="true"
                onChange={(entityId) => edit({ entityId })}
              />
              <TextField
                label="Sign-in URL"
                type="url"
                hint="The single sign-on URL (HTTP-Redirect binding)."
                value={draft.ssoUrl}
                inputRef={ssoUrlRef}
                error={errors.ssoUrl}
                autoComplete="off"
                spellCheck={false}
                aria-required="true"
                onChange={(ssoUrl) => edit({ ssoUrl })}
              />
              <TextAreaField
                label="Signing certificate"
                hint="PEM, beginning with -----BEGIN CERTIFICATE-----."
                rows={6}
                value={draft.certificate}
                textareaRef={certificateRef}
                error={errors.certificate}
                spellCheck={false}
                aria-required="true"
                onChange={(certificate) => edit({ certificate })}
              />
            </>
          )}
        </>
      )}
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

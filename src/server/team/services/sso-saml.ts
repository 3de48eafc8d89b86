import { X509Certificate } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { StoredIdentityProvider } from '../../store/types';

/**
 * SAML 2.0 for signing in with the company's identity provider, through node-saml: TalentFlow is
 * the service provider. A sign-in sends an AuthnRequest (HTTP-Redirect binding) whose id is kept
 * with the attempt; the provider's response is posted back to one assertion consumer service and
 * counts only when the response and its assertion are both signed with the provider's
 * certificate, name this server as audience and recipient, are within their time window and
 * answer that very request (so a response is good once, and one the provider sent unasked never).
 */

/** Where every SAML provider posts its responses. */
export const SAML_ACS_PATH = '/api/sso/saml/acs';
/**
 * TalentFlow's entity id, the same for every SAML provider: an admin registers it (with the
 * consumer service) before TalentFlow knows the provider. A response for one provider cannot
 * serve another: each is checked against its own provider's certificates and request.
 */
export const spEntityIdOf = (origin: string) => `${origin}/api/sso/saml`;
/** TalentFlow's metadata for a provider, to give the provider. */
export const spMetadataUrlOf = (origin: string, providerId: number) =>
  `${origin}/api/sso/${providerId}/metadata.xml`;
/** Clocks of the provider and this server may differ this much. */
const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** A provider as TalentFlow needs it: who it is, where people sign in, what it signs with. */
export interface SamlIdpDescription {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/** Why a provider's description is refused, with the field of the form it concerns. */
export class SamlSetupError extends Error {
  constructor(
    readonly field: 'metadataXml' | 'metadataUrl' | 'entityId' | 'ssoUrl' | 'certificate',
    message: string,
  ) {
    super(message);
    this.name = 'SamlSetupError';
  }
}

/**
 * The certificates of PEM text (one or more blocks, or one bare base64 body as metadata holds
 * it), each read as X.509: an unreadable one is refused now rather than at the first sign-in.
 */
export function parseCertificates(text: string): string[] {
  const bodies = text.includes('-----BEGIN')
    ? [...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)].map(
        (m) => m[1]!,
      )
    : [text];
  const pems = bodies
    .map((body) => body.replace(/\s+/g, ''))
    .filter(Boolean)
    .map(
      (body) =>
        `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`,
    );
  if (pems.length === 0)
    throw new SamlSetupError('certificate', 'must hold the provider’s signing certificate (PEM).');
  for (const pem of pems) {
    try {
      new X509Certificate(pem);
    } catch {
      throw new SamlSetupError('certificate', 'is not a readable X.509 certificate (PEM).');
    }
  }
  return pems;
}

/** What an admin sees of a certificate: its SHA-256 fingerprint and when it expires. */
export function certificateSummary(pem: string): { fingerprint: string; expiresAt: string } {
  const cert = new X509Certificate(pem);
  return { fingerprint: cert.fingerprint256, expiresAt: new Date(cert.validTo).toISOString() };
}

/**
 * A provider's SAML metadata: its entity id, its sign-in URL (HTTP-Redirect binding) and the
 * certificates it signs with (KeyDescriptors for signing, or for any use).
 */
export function parseIdpMetadata(xml: string): SamlIdpDescription {
  const refuse = (why: string): never => {
    throw new SamlSetupError('metadataXml', why);
  };
  const errors: unknown[] = [];
  const note = (message: unknown) => void errors.push(message);
  let doc: Document | undefined;
  try {
    doc = new DOMParser({
      errorHandler: { warning: () => undefined, error: note, fatalError: note },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    note(error);
  }
  if (errors.length > 0 || !doc?.documentElement) return refuse('is not well-formed XML.');
  const descriptor = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!descriptor) refuse('holds no identity provider (IDPSSODescriptor).');
  let entity = descriptor!.parentNode as Element | null;
  while (entity && entity.localName !== 'EntityDescriptor') entity = entity.parentNode as Element;
  const entityId = entity?.getAttribute('entityID') ?? '';
  if (!entityId) refuse('names no entityID.');
  const sso = Array.from(descriptor!.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (node) => node.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!ssoUrl) refuse('has no single sign-on URL with the HTTP-Redirect binding.');
  const bodies = Array.from(descriptor!.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DSIG, 'X509Certificate')))
    .map((node) => node.textContent ?? '');
  if (bodies.length === 0) refuse('has no signing certificate.');
  const certificates = bodies.flatMap((body) => {
    try {
      return parseCertificates(body);
    } catch {
      return refuse('holds a signing certificate that is not readable X.509.');
    }
  });
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

/**
 * node-saml's check of InResponseTo, answered by the one request this sign-in made: the attempt
 * that keeps its id was taken once and within its time (sso.ts), so it is current.
 */
const onlyRequest = (requestId: string): CacheProvider => ({
  saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
  getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
  removeAsync: async (key) => key,
});

function samlOf(provider: StoredIdentityProvider, origin: string, requestId: string): SAML {
  const spEntityId = spEntityIdOf(origin);
  return new SAML({
    issuer: spEntityId,
    audience: spEntityId,
    callbackUrl: `${origin}${SAML_ACS_PATH}`,
    entryPoint: provider.ssoUrl ?? '',
    idpCert: provider.certificates,
    idpIssuer: provider.issuer,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: onlyRequest(requestId),
    generateUniqueId: () => requestId,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: EMAIL_FORMAT,
    // Asking for a password-protected sign-in would refuse people who signed in with a passkey.
    disableRequestedAuthnContext: true,
  });
}

/** TalentFlow's SAML metadata for a provider: give it to the provider. */
export const spMetadata = (provider: StoredIdentityProvider, origin: string): string =>
  samlOf(provider, origin, '_').generateServiceProviderMetadata(null, null);

/** The provider's sign-in address for a new request of this id; `relayState` comes back with it. */
export const samlAuthorizeUrl = (
  provider: StoredIdentityProvider,
  origin: string,
  requestId: string,
  relayState: string,
): Promise<string> =>
  samlOf(provider, origin, requestId).getAuthorizeUrlAsync(relayState, undefined, {});

/** The person a SAML response names, once node-saml and the checks below accept it. */
export interface SamlPerson {
  email: string | undefined;
  name: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Checks a posted response against the request it must answer and reads the person from it.
 * Throws (any error) when it does not count.
 */
export async function samlPerson(
  provider: StoredIdentityProvider,
  origin: string,
  requestId: string,
  samlResponse: string,
): Promise<SamlPerson> {
  const acs = `${origin}${SAML_ACS_PATH}`;
  const { profile } = await samlOf(provider, origin, requestId).validatePostResponseAsync({
    SAMLResponse: samlResponse,
  });
  if (!profile) throw new Error('not a sign-in response');
  if (profile.issuer !== provider.issuer) throw new Error('issued by another entity');
  // node-saml leaves the addressee to its caller: the response and its bearer confirmation must
  // both be for this server's consumer service.
  const root = new DOMParser().parseFromString(
    Buffer.from(samlResponse, 'base64').toString('utf8'),
    'text/xml',
  ).documentElement;
  const destination = root?.getAttribute('Destination');
  if (destination && destination !== acs) throw new Error('sent elsewhere');
  if (!recipients(profile).includes(acs)) throw new Error('meant for another recipient');
  const email =
    text(profile.email) ??
    text(profile.mail) ??
    text(profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']) ??
    (profile.nameIDFormat === EMAIL_FORMAT ? text(profile.nameID) : undefined);
  const given =
    text(profile.givenName) ??
    text(profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname']);
  const family =
    text(profile.sn) ??
    text(profile.surname) ??
    text(profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname']);
  const name =
    text(profile.displayName) ??
    text(profile['http://schemas.microsoft.com/identity/claims/displayname']) ??
    (given && family ? `${given} ${family}` : given);
  return { email, name };
}

/** The Recipient of each bearer confirmation of the (signed) assertion. */
function recipients(profile: Profile): string[] {
  type Node = { $?: Record<string, string> } & Record<string, Node[] | undefined>;
  const assertion = (profile.getAssertion?.() as { Assertion?: Node } | undefined)?.Assertion;
  return (assertion?.Subject ?? [])
    .flatMap((subject) => subject.SubjectConfirmation ?? [])
    .filter((c) => c.$?.Method === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
    .flatMap((c) => c.SubjectConfirmationData ?? [])
    .map((data) => data.$?.Recipient ?? '');
}

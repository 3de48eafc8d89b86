import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { badRequest, conflict, DomainError, notFound } from '../../errors';
import type { SsoAttempt, StoredIdentityProvider, TeamTx } from '../../store/types';
import { addressKey } from '../rate-limits';
import type { SecretBox } from '../secret-box';
import { newToken, tokenHash } from '../tokens';
import type { AccountsService } from './accounts';
import type { Client, SignedIn, TeamServiceDeps } from './context';
import { domainOf, NO_PASSWORD } from './sso-rule';
import {
  certificateSummary,
  parseCertificates,
  parseIdpMetadata,
  SAML_ACS_PATH,
  samlAuthorizeUrl,
  samlPerson,
  SamlSetupError,
  spEntityIdOf,
  spMetadataUrlOf,
  spMetadata,
  type SamlIdpDescription,
} from './sso-saml';

/**
 * Signing in with the company's identity provider (OpenID Connect or SAML 2.0): admins add
 * providers and the email domains each claims; an admin proves a domain by signing in through the
 * provider once as someone of it; then a sign-in of that domain goes to the provider
 * (authorization code with PKCE, state and nonce, through openid-client; or a SAML request whose
 * signed answer node-saml checks, sso-saml.ts) and comes back as a session like a password's.
 */

/** Where every provider sends people back (register it with the provider). */
export const OIDC_CALLBACK_PATH = '/api/sso/oidc/callback';
/** A sign-in under way is good for this long at the provider. */
const ATTEMPT_MS = 10 * 60_000;
/** What the provider is asked for: the person's verified email is all TalentFlow needs. */
const SCOPE = 'openid email profile';
/** A provider's configuration is read again after this long (keys and endpoints rotate). */
const DISCOVERY_MS = 10 * 60_000;

export interface SsoOptions {
  /** Seals the client secrets and PKCE verifiers kept in the database. */
  box: SecretBox;
  /** Providers at http:// addresses (a test or a provider on this machine); https only otherwise. */
  allowHttp?: boolean;
  /** How the provider is reached (a test's own provider); the runtime's fetch otherwise. */
  fetch?: oidc.CustomFetch;
  /** How a SAML provider's metadata URL is read (a test's own provider); fetch otherwise. */
  fetchMetadata?: (url: string) => Promise<string>;
}

/** Why a sign-in through a provider came back without a session, said on the sign-in page. */
export type SsoFailure =
  'expired' | 'refused' | 'unverified-email' | 'other-domain' | 'no-account' | 'inactive';

/** A SAML provider's metadata, read from the URL an admin gave (10 s, 1 MB at most). */
async function readMetadata(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (!answer.ok) throw new Error(`it answered ${answer.status}`);
  const xml = await answer.text();
  if (xml.length > 1_000_000) throw new Error('it is larger than 1 MB');
  return xml;
}

export class SsoError extends Error {
  constructor(readonly reason: SsoFailure) {
    super(`The sign-in through the identity provider failed: ${reason}.`);
    this.name = 'SsoError';
  }
}

/** What a callback ends in: a session, or a domain proved by an admin. */
export type SsoOutcome =
  | { kind: 'signed-in'; signedIn: SignedIn }
  | { kind: 'verified'; domain: string; providerId: number };

export function ssoService(
  deps: TeamServiceDeps,
  accounts: Pick<AccountsService, 'openSession'>,
  options: SsoOptions,
) {
  const { store, sessions, counters } = deps;
  const { box } = options;
  // One reading a provider, of its current version (a change reads it again).
  const discovered = new Map<
    number,
    { version: string; at: number; config: Promise<oidc.Configuration> }
  >();

  /** The provider's OpenID configuration (discovery), kept a while. */
  const configOf = (provider: StoredIdentityProvider): Promise<oidc.Configuration> => {
    const kept = discovered.get(provider.id);
    if (kept?.version === provider.updatedAt && Date.now() - kept.at < DISCOVERY_MS)
      return kept.config;
    const secret = box.open('client-secret', provider.sealedSecret) ?? '';
    const config = discover(provider.issuer, provider.clientId, secret);
    const entry = { version: provider.updatedAt, at: Date.now(), config };
    discovered.set(provider.id, entry);
    // A failed reading is not kept: the next sign-in tries again.
    config.catch(() => {
      if (discovered.get(provider.id) === entry) discovered.delete(provider.id);
    });
    return config;
  };
  const discover = (issuer: string, clientId: string, secret: string) =>
    oidc.discovery(new URL(issuer), clientId, secret, undefined, {
      ...(options.allowHttp && { execute: [oidc.allowInsecureRequests] }),
      ...(options.fetch && { [oidc.customFetch]: options.fetch }),
      timeout: 10,
    });

  const answerOf = (provider: StoredIdentityProvider, origin: string): IdentityProviderOutput => {
    const common = {
      id: provider.id,
      name: provider.name,
      domains: provider.domains.map((d) => ({
        domain: d.domain,
        verified: d.verifiedAt !== null,
      })),
      defaultRole: provider.defaultRole,
      createMembers: provider.createMembers,
      requireSso: provider.requireSso,
      breakGlassMemberId: provider.breakGlassId,
      createdAt: provider.createdAt,
      updatedAt: provider.updatedAt,
    };
    if (provider.kind === 'saml')
      return {
        kind: 'saml',
        ...common,
        entityId: provider.issuer,
        ssoUrl: provider.ssoUrl ?? '',
        certificates: provider.certificates.map(certificateSummary),
        spEntityId: spEntityIdOf(origin),
        acsUrl: `${origin}${SAML_ACS_PATH}`,
        spMetadataUrl: spMetadataUrlOf(origin, provider.id),
      };
    return {
      kind: 'oidc',
      ...common,
      issuer: provider.issuer,
      clientId: provider.clientId,
      redirectUri: `${origin}${OIDC_CALLBACK_PATH}`,
    };
  };

  type OidcInput = Extract<IdentityProviderInput, { kind: 'oidc' }>;
  type SamlInput = Extract<IdentityProviderInput, { kind: 'saml' }>;
  const fieldError = (field: string, message: string) =>
    badRequest(`Identity provider field "${field}": ${message}`);

  /**
   * What a SAML provider is, from its metadata (given, or read from its URL) or from the three
   * fields given one by one; a change that gives none keeps what was kept.
   */
  async function describeSaml(
    input: SamlInput,
    before?: StoredIdentityProvider,
  ): Promise<SamlIdpDescription> {
    try {
      if (input.metadataXml !== undefined) return parseIdpMetadata(input.metadataXml);
      if (input.metadataUrl !== undefined) {
        if (new URL(input.metadataUrl).protocol !== 'https:' && !options.allowHttp)
          throw new SamlSetupError(
            'metadataUrl',
            'an identity provider is reached over https:// only.',
          );
        let xml: string;
        try {
          xml = await (options.fetchMetadata ?? readMetadata)(input.metadataUrl);
        } catch (error) {
          throw new SamlSetupError(
            'metadataUrl',
            `could not read the provider’s metadata: ${(error as Error).message}`,
          );
        }
        try {
          return parseIdpMetadata(xml);
        } catch (error) {
          throw new SamlSetupError('metadataUrl', `the metadata there ${(error as Error).message}`);
        }
      }
      const given = [input.entityId, input.ssoUrl, input.certificate];
      if (given.every((value) => value === undefined) && before?.kind === 'saml')
        return {
          entityId: before.issuer,
          ssoUrl: before.ssoUrl ?? '',
          certificates: before.certificates,
        };
      if (input.entityId === undefined)
        throw new SamlSetupError(
          'metadataXml',
          'give the provider’s metadata (its XML or URL), or its entity id, sign-in URL and certificate.',
        );
      if (input.ssoUrl === undefined)
        throw new SamlSetupError('ssoUrl', 'must be the provider’s sign-in URL.');
      if (input.certificate === undefined)
        throw new SamlSetupError(
          'certificate',
          'must be the provider’s signing certificate (PEM).',
        );
      return {
        entityId: input.entityId,
        ssoUrl: input.ssoUrl,
        certificates: parseCertificates(input.certificate),
      };
    } catch (error) {
      if (error instanceof SamlSetupError) throw fieldError(error.field, error.message);
      throw error;
    }
  }

  /** Where the provider is and what it is known by, as kept: OIDC checked, SAML read. */
  async function connectionOf(
    input: IdentityProviderInput,
    before?: StoredIdentityProvider,
  ): Promise<
    Pick<StoredIdentityProvider, 'kind' | 'issuer' | 'clientId' | 'ssoUrl' | 'certificates'> & {
      sealedSecret?: string;
    }
  > {
    if (input.kind === 'saml') {
      const saml = await describeSaml(input, before);
      if (new URL(saml.ssoUrl).protocol !== 'https:' && !options.allowHttp)
        throw fieldError('ssoUrl', 'an identity provider is reached over https:// only.');
      return {
        kind: 'saml',
        issuer: saml.entityId,
        clientId: '',
        sealedSecret: '',
        ssoUrl: saml.ssoUrl,
        certificates: saml.certificates,
      };
    }
    const kept = before?.kind === 'oidc' ? box.open('client-secret', before.sealedSecret) : null;
    const secret = input.clientSecret ?? kept;
    if (!secret)
      throw fieldError('clientSecret', 'a new identity provider needs its client secret.');
    await checkIssuer(input, secret);
    return {
      kind: 'oidc',
      issuer: input.issuer,
      clientId: input.clientId,
      ...(input.clientSecret !== undefined && {
        sealedSecret: box.seal('client-secret', input.clientSecret),
      }),
      ssoUrl: null,
      certificates: [],
    };
  }

  /** The provider must answer its OpenID configuration before it is kept: a typo shows at once. */
  async function checkIssuer(input: OidcInput, secret: string): Promise<void> {
    if (new URL(input.issuer).protocol !== 'https:' && !options.allowHttp)
      throw badRequest(
        'Identity provider field "issuer": an identity provider is reached over https:// only.',
      );
    try {
      await discover(input.issuer, input.clientId, secret);
    } catch (error) {
      throw badRequest(
        `Identity provider field "issuer": could not read the provider’s OpenID configuration (${input.issuer.replace(/\/$/, '')}/.well-known/openid-configuration): ${(error as Error).message}`,
      );
    }
  }

  /**
   * Requiring sign-in through the provider needs a way in when it is down: an active admin named
   * to keep their password (400 otherwise).
   */
  async function breakGlassOf(tx: TeamTx, input: IdentityProviderInput): Promise<number | null> {
    const id = input.breakGlassMemberId ?? null;
    if (id === null) {
      if (input.requireSso)
        throw badRequest(
          'Identity provider field "breakGlassMemberId": name the admin who may still sign in with a password when sign-in through the provider is required.',
        );
      return null;
    }
    const member = await tx.accounts.getUser(id);
    if (!member?.active || member.role !== 'admin')
      throw badRequest(
        `Identity provider field "breakGlassMemberId": member ${id} is not an active admin.`,
      );
    return id;
  }

  /** Refuses a domain another provider claims (409), in the write's transaction. */
  async function claim(tx: TeamTx, providerId: number, domains: readonly string[]) {
    for (const domain of domains) {
      const holder = await tx.sso.providerOfDomain(domain);
      if (holder && holder.id !== providerId)
        throw conflict(`${domain} is claimed by the identity provider “${holder.name}”.`);
    }
    await tx.sso.setDomains(providerId, domains);
  }

  /** A sign-in under way, kept by its state's hash: answers the provider's URL to go to. */
  async function begin(
    provider: StoredIdentityProvider,
    origin: string,
    memberId: number | null,
    loginHint?: string,
  ): Promise<string> {
    if (provider.kind === 'saml') {
      const relayState = newToken();
      // The request's id is kept as the attempt's nonce: the response must answer it.
      const requestId = `_${randomBytes(20).toString('hex')}`;
      await store.transaction('write', (tx) =>
        tx.sso.addAttempt({
          stateHash: tokenHash(relayState),
          providerId: provider.id,
          memberId,
          sealedVerifier: '',
          nonce: requestId,
          createdAt: sessions.now().toISOString(),
        }),
      );
      return samlAuthorizeUrl(provider, origin, requestId, relayState);
    }
    let config: oidc.Configuration;
    try {
      config = await configOf(provider);
    } catch {
      throw new DomainError(
        'unavailable',
        'provider_unavailable',
        `The identity provider “${provider.name}” cannot be reached now. Try again in a while.`,
      );
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const state = newToken();
    const nonce = newToken();
    await store.transaction('write', (tx) =>
      tx.sso.addAttempt({
        stateHash: tokenHash(state),
        providerId: provider.id,
        memberId,
        sealedVerifier: box.seal('pkce-verifier', verifier),
        nonce,
        createdAt: sessions.now().toISOString(),
      }),
    );
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(loginHint && { login_hint: loginHint }),
    }).href;
  }

  const requireProvider = async (tx: TeamTx, id: number) => {
    const provider = await tx.sso.getProvider(id);
    if (!provider) throw notFound(`Identity provider ${id} not found.`);
    return provider;
  };

  return {
    /** GET /sso/providers. */
    list: async (origin: string) => ({
      providers: (await store.query((tx) => tx.sso.listProviders())).map((p) =>
        answerOf(p, origin),
      ),
      redirectUri: `${origin}${OIDC_CALLBACK_PATH}`,
      acsUrl: `${origin}${SAML_ACS_PATH}`,
      samlEntityId: spEntityIdOf(origin),
    }),

    /** POST /sso/providers: checked against the provider first; its domains still to prove. */
    async create(input: IdentityProviderInput, origin: string): Promise<IdentityProviderOutput> {
      const connection = await connectionOf(input);
      const at = sessions.now().toISOString();
      const provider = await store.transaction('write', async (tx) => {
        const made = await tx.sso.insertProvider({
          ...connection,
          sealedSecret: connection.sealedSecret ?? '',
          name: input.name.trim(),
          defaultRole: input.defaultRole,
          createMembers: input.createMembers,
          createdAt: at,
          updatedAt: at,
          requireSso: input.requireSso ?? false,
          breakGlassId: await breakGlassOf(tx, input),
        });
        await claim(tx, made.id, input.domains);
        await tx.audit.record('sso.provider_added', {
          target: `identity-provider:${made.id}`,
          detail: {
            name: made.name,
            kind: made.kind,
            issuer: made.issuer,
            domains: input.domains.join(', '),
          },
        });
        return requireProvider(tx, made.id);
      });
      return answerOf(provider, origin);
    },

    /** PUT /sso/providers/:id: a secret left out stays; a domain kept keeps its proof. */
    async update(
      id: number,
      input: IdentityProviderInput,
      origin: string,
    ): Promise<IdentityProviderOutput> {
      const before = await store.query((tx) => requireProvider(tx, id));
      const connection = await connectionOf(input, before);
      const provider = await store.transaction('write', async (tx) => {
        const current = await requireProvider(tx, id);
        await tx.sso.updateProvider({
          ...current,
          ...connection,
          sealedSecret: connection.sealedSecret ?? current.sealedSecret,
          name: input.name.trim(),
          defaultRole: input.defaultRole,
          createMembers: input.createMembers,
          requireSso: input.requireSso ?? false,
          breakGlassId: await breakGlassOf(tx, input),
          updatedAt: sessions.now().toISOString(),
        });
        // A provider that moved to another issuer (or entity) proves its domains again.
        if (current.issuer !== connection.issuer || current.kind !== connection.kind)
          await tx.sso.setDomains(id, []);
        await claim(tx, id, input.domains);
        await tx.audit.record('sso.provider_changed', {
          target: `identity-provider:${id}`,
          detail: {
            name: input.name,
            kind: connection.kind,
            issuer: connection.issuer,
            domains: input.domains.join(', '),
            credentialsChanged:
              connection.kind === 'saml'
                ? connection.certificates.join() !== current.certificates.join()
                : connection.sealedSecret !== undefined,
            requireSso: input.requireSso ?? false,
          },
        });
        return requireProvider(tx, id);
      });
      return answerOf(provider, origin);
    },

    /** DELETE /sso/providers/:id: its domains sign in with passwords again. */
    remove: (id: number) =>
      store.transaction('write', async (tx) => {
        const provider = await requireProvider(tx, id);
        await tx.sso.deleteProvider(id);
        await tx.audit.record('sso.provider_removed', {
          target: `identity-provider:${id}`,
          detail: { name: provider.name },
        });
      }),

    /** POST /sso/providers/:id/verify: the admin signs in through it to prove its domains. */
    async startVerify(id: number, adminId: number, origin: string): Promise<{ url: string }> {
      const provider = await store.query((tx) => requireProvider(tx, id));
      return { url: await begin(provider, origin, adminId) };
    },

    /**
     * GET /sso/start?email=: a proved domain's sign-in goes to its provider; any other address
     * signs in with its password. A sign-in begun (it keeps a row) counts as a sign-in from the
     * address; an answer that writes nothing does not.
     */
    async start(
      email: string,
      origin: string,
      from: Client,
    ): Promise<{ sso: true; provider: string; url: string } | { sso: false }> {
      const domain = domainOf(email);
      const provider = await store.query((tx) => tx.sso.providerOfDomain(domain));
      const proved = provider?.domains.some((d) => d.domain === domain && d.verifiedAt !== null);
      if (!provider || !proved) return { sso: false };
      await counters.signInPerAddress.take(
        addressKey(from.ip),
        'Too many failed sign-ins. Wait a while, then try again.',
      );
      return {
        sso: true,
        provider: provider.name,
        url: await begin(provider, origin, null, email),
      };
    },

    /**
     * GET /sso/oidc/callback: the provider's answer, checked by openid-client (state, PKCE, the ID
     * token's signature, issuer, audience and nonce); the person's email counts only verified.
     */
    async callback(url: URL, from: Client): Promise<SsoOutcome> {
      const state = url.searchParams.get('state') ?? '';
      const { attempt, provider } = await take(state, 'oidc');
      const verifier = box.open('pkce-verifier', attempt.sealedVerifier);
      if (!verifier) throw new SsoError('expired');
      let claims: oidc.IDToken;
      try {
        const config = await configOf(provider);
        const tokens = await oidc.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: verifier,
          expectedState: state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims()!;
        if (typeof claims.email !== 'string')
          claims = {
            ...claims,
            ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)),
          };
      } catch {
        throw new SsoError('refused');
      }
      // Entra ID says so with its own claim: the email's domain is verified by its owner.
      const verified = claims.email_verified === true || claims.xms_edov === true;
      if (typeof claims.email !== 'string' || !verified) throw new SsoError('unverified-email');
      const name = typeof claims.name === 'string' ? claims.name : undefined;
      return finish(provider, attempt, claims.email, name, from);
    },

    /**
     * POST /sso/saml/acs: a SAML provider's response, posted with the RelayState of the sign-in it
     * answers. node-saml checks both signatures, audience, time window and InResponseTo against
     * the attempt's request; sso-saml.ts the issuer and recipient. The provider vouches for the
     * email of a domain it was proved to hold (a NameID in email format, or an email attribute).
     */
    async samlResponse(
      form: { SAMLResponse?: string; RelayState?: string },
      origin: string,
      from: Client,
    ): Promise<SsoOutcome> {
      const { attempt, provider } = await take(form.RelayState ?? '', 'saml');
      let person: Awaited<ReturnType<typeof samlPerson>>;
      try {
        person = await samlPerson(provider, origin, attempt.nonce, form.SAMLResponse ?? '');
      } catch {
        throw new SsoError('refused');
      }
      if (!person.email) throw new SsoError('unverified-email');
      return finish(provider, attempt, person.email, person.name, from);
    },

    /** GET /sso/:id/metadata.xml: TalentFlow's SAML metadata for a SAML provider. */
    async spMetadata(id: number, origin: string): Promise<string> {
      const provider = await store.query((tx) => tx.sso.getProvider(id));
      if (provider?.kind !== 'saml') throw notFound(`SAML identity provider ${id} not found.`);
      return spMetadata(provider, origin);
    },
  };

  /** The sign-in a state (or RelayState) belongs to, taken once, of a provider of this kind. */
  async function take(state: string, kind: StoredIdentityProvider['kind']) {
    const since = new Date(sessions.now().getTime() - ATTEMPT_MS).toISOString();
    const attempt = state
      ? await store.transaction('write', (tx) => tx.sso.takeAttempt(tokenHash(state), since))
      : undefined;
    if (!attempt) throw new SsoError('expired');
    const provider = await store.query((tx) => tx.sso.getProvider(attempt.providerId));
    if (provider?.kind !== kind) throw new SsoError('expired');
    return { attempt, provider };
  }

  /**
   * The end of every sign-in through a provider, once it vouched for the person's email: an
   * admin's proof of the domain, or a session for a member of a proved domain (made just in
   * time when the provider allows).
   */
  async function finish(
    provider: StoredIdentityProvider,
    attempt: SsoAttempt,
    claimedEmail: string,
    claimedName: string | undefined,
    from: Client,
  ): Promise<SsoOutcome> {
    {
      const email = claimedEmail.trim().toLowerCase();
      const domain = domainOf(email);
      const claimed = provider.domains.find((d) => d.domain === domain);
      if (!claimed) throw new SsoError('other-domain');

      if (attempt.memberId !== null) {
        await store.transaction('write', async (tx) => {
          if (await tx.sso.verifyDomain(provider.id, domain, sessions.now().toISOString()))
            await tx.audit.record('sso.domain_verified', {
              actorId: attempt.memberId,
              ip: from.ip,
              target: `identity-provider:${provider.id}`,
              detail: { domain, email },
            });
        });
        return { kind: 'verified', domain, providerId: provider.id };
      }
      if (claimed.verifiedAt === null) throw new SsoError('other-domain');
      const signedIn = await accounts.openSession(
        async (tx) => {
          const found = await tx.accounts.findUserByEmail(email);
          if (found && !found.active) throw new SsoError('inactive');
          if (found) return found;
          if (!provider.createMembers) throw new SsoError('no-account');
          const name = claimedName?.trim() ? claimedName : email;
          return tx.accounts.insertUser({
            name: name.trim().slice(0, 100),
            email,
            role: provider.defaultRole,
            active: true,
            passwordHash: NO_PASSWORD,
            createdAt: sessions.now().toISOString(),
          });
        },
        from,
        'auth.login',
        false,
        { provider: provider.name },
      );
      return { kind: 'signed-in', signedIn };
    }
  }
}

export type SsoService = ReturnType<typeof ssoService>;

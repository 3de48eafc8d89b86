import {
  identityProviderInputSchema,
  identityProviderSchema,
  identityProvidersSchema,
  samlAcsFormSchema,
  ssoCallbackQuerySchema,
  ssoStartQuerySchema,
  ssoStartSchema,
  ssoVerifySchema,
} from '@/domain/schemas';
import { allow, memberOf, type ApiContext } from '../access';
import {
  ApiRoutes,
  created,
  createRoute,
  ids,
  jsonRequest,
  media,
  noContent,
  ok,
  refusals,
} from '../openapi/define';
import type { Client } from './services/context';
import { SsoError, type SsoOutcome, type SsoService } from './services/sso';
import type { SessionLayer } from './sessions';

/**
 * Signing in with the company's identity provider (/sso): admins manage the providers; the
 * sign-in's first step and the provider's way back are public.
 */
export function ssoRoutes(deps: {
  sso: SsoService;
  sessions: SessionLayer;
  client: (c: ApiContext) => Client;
  origin: (c: ApiContext) => string;
}): ApiRoutes {
  const { sso, sessions, client, origin } = deps;
  const providerId = ids({ id: 'Identity provider' });
  const routes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/providers',
        operationId: 'listIdentityProviders',
        tags: ['Sign-in'],
        summary: 'The identity providers members sign in with',
        middleware: allow('manage-members'),
        responses: { 200: ok(identityProvidersSchema) },
      }),
      async (c) => c.json(await sso.list(origin(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/providers',
        operationId: 'addIdentityProvider',
        tags: ['Sign-in'],
        summary: 'Add an identity provider (OpenID Connect or SAML 2.0)',
        description:
          'An OpenID provider’s configuration is read first (a `400` says what failed); its client secret is kept sealed and never answered. A SAML provider is described by its metadata (`metadataXml`, or `metadataUrl` read once) or by `entityId`, `ssoUrl` and `certificate`; give it TalentFlow’s `spMetadataUrl` (or `spEntityId` and `acsUrl`). Its email domains are used for sign-in once an admin proves them (`POST /sso/providers/:id/verify`); a domain another provider claims is a `409`.',
        middleware: allow('manage-members'),
        request: { body: jsonRequest(identityProviderInputSchema) },
        noun: 'Identity provider',
        responses: { 201: created(identityProviderSchema), ...refusals(409) },
      }),
      async (c) => c.json(await sso.create(c.req.valid('json'), origin(c)), 201),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/providers/:id',
        operationId: 'changeIdentityProvider',
        tags: ['Sign-in'],
        summary: 'Change an identity provider',
        description:
          'Without `clientSecret` the one kept stays; a SAML provider given neither metadata nor its fields keeps what it had. A domain kept keeps its proof, unless the issuer (or entity id) changed.',
        middleware: allow('manage-members'),
        request: { params: providerId, body: jsonRequest(identityProviderInputSchema) },
        noun: 'Identity provider',
        responses: { 200: ok(identityProviderSchema), ...refusals(409) },
      }),
      async (c) =>
        c.json(await sso.update(c.req.valid('param').id, c.req.valid('json'), origin(c))),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/providers/:id',
        operationId: 'removeIdentityProvider',
        tags: ['Sign-in'],
        summary: 'Remove an identity provider (its domains sign in with passwords again)',
        middleware: allow('manage-members'),
        request: { params: providerId },
        responses: { 204: noContent },
      }),
      async (c) => {
        await sso.remove(c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/providers/:id/verify',
        operationId: 'verifyIdentityProvider',
        tags: ['Sign-in'],
        summary: 'Prove the provider’s domains by signing in through it',
        description:
          'Answers the provider’s sign-in address: the admin signs in there as someone of a claimed domain, and that domain is proved. Nobody is signed in by it.',
        middleware: allow('manage-members'),
        request: { params: providerId },
        responses: { 200: ok(ssoVerifySchema) },
      }),
      async (c) =>
        c.json(await sso.startVerify(c.req.valid('param').id, memberOf(c)!.id, origin(c))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/start',
        operationId: 'startSignIn',
        tags: ['Sign-in'],
        summary: 'Where a sign-in of this email goes: its identity provider, or the password',
        description:
          'An address of a proved domain answers `{ sso: true, provider, url }`: send the browser to `url`. Each such start counts with the failed sign-ins of the address (`429` past the limit). Any other answers `{ sso: false }` and writes nothing: sign in with the password.',
        middleware: allow('public'),
        request: { query: ssoStartQuerySchema },
        responses: { 200: ok(ssoStartSchema) },
      }),
      async (c) => c.json(await sso.start(c.req.valid('query').email, origin(c), client(c))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/metadata.xml',
        operationId: 'samlServiceProviderMetadata',
        tags: ['Sign-in'],
        summary: 'TalentFlow’s SAML metadata for a SAML provider (give it to the provider)',
        description:
          'Its entity id (this address), its assertion consumer service, and that it wants signed assertions. Public: it holds no secret, and providers read it from here.',
        middleware: allow('public'),
        request: { params: providerId },
        responses: { 200: media('application/samlmetadata+xml') },
      }),
      async (c) => {
        const xml = await sso.spMetadata(c.req.valid('param').id, origin(c));
        return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' });
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/saml/acs',
        operationId: 'samlAssertionConsumer',
        tags: ['Sign-in'],
        summary: 'Where a SAML provider posts its response (assertion consumer service)',
        description:
          'The person’s browser posts it from the provider’s page, so it is accepted from another site. It counts only with the `RelayState` of a sign-in begun here and a response answering that request, signed (response and assertion) by the provider, for this server (audience, recipient) and in its time window. Redirects as the OpenID callback does.',
        middleware: allow('public'),
        request: {
          body: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: samlAcsFormSchema } },
          },
        },
        responses: { 302: { description: 'To the app, Settings, or the sign-in page' } },
      }),
      async (c) => landing(c, () => sso.samlResponse(c.req.valid('form'), origin(c), client(c))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/oidc/callback',
        operationId: 'oidcCallback',
        tags: ['Sign-in'],
        summary: 'Where the identity provider sends the person back',
        description:
          'Redirects to the app signed in (the session cookie set), to Settings after a domain was proved, or to the sign-in page with `?sso=` and why it failed: `expired`, `refused`, `unverified-email`, `other-domain`, `no-account` or `inactive`.',
        middleware: allow('public'),
        request: { query: ssoCallbackQuerySchema },
        responses: { 302: { description: 'To the app, Settings, or the sign-in page' } },
      }),
      async (c) =>
        landing(c, () => {
          // The provider sent the person to the address it was given: this server's public one.
          const asked = new URL(c.req.url);
          const current = new URL(`${origin(c)}${asked.pathname}${asked.search}`);
          return sso.callback(current, client(c));
        }),
    );
  return routes;

  /** Where a sign-in through a provider lands: the app, Settings, or the sign-in page and why. */
  async function landing(c: ApiContext, outcomeOf: () => Promise<SsoOutcome>) {
    const back = (path: string) => c.redirect(`${origin(c)}${path}`, 302);
    try {
      const outcome = await outcomeOf();
      if (outcome.kind === 'verified')
        return back(`/settings?sso=verified&domain=${encodeURIComponent(outcome.domain)}`);
      sessions.setCookie(c, outcome.signedIn.token);
      return back('/');
    } catch (error) {
      if (error instanceof SsoError) return back(`/?sso=${error.reason}`);
      throw error;
    }
  }
}

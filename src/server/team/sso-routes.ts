import {
  identityProviderInputSchema,
  identityProviderSchema,
  identityProvidersSchema,
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
  noContent,
  ok,
  refusals,
} from '../openapi/define';
import type { Client } from './services/context';
import { SsoError, type SsoService } from './services/sso';
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
  return new ApiRoutes()
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
        summary: 'Add an OpenID Connect identity provider',
        description:
          'Its OpenID configuration is read first (a `400` says what failed). The client secret is kept sealed and never answered. Its email domains are used for sign-in once an admin proves them (`POST /sso/providers/:id/verify`); a domain another provider claims is a `409`.',
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
          'Without `clientSecret` the one kept stays. A domain kept keeps its proof, unless the issuer changed.',
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
      async (c) => {
        const back = (path: string) => c.redirect(`${origin(c)}${path}`, 302);
        try {
          // The provider sent the person to the address it was given: this server's public one.
          const asked = new URL(c.req.url);
          const current = new URL(`${origin(c)}${asked.pathname}${asked.search}`);
          const outcome = await sso.callback(current, client(c));
          if (outcome.kind === 'verified')
            return back(`/settings?sso=verified&domain=${encodeURIComponent(outcome.domain)}`);
          sessions.setCookie(c, outcome.signedIn.token);
          return back('/');
        } catch (error) {
          if (error instanceof SsoError) return back(`/?sso=${error.reason}`);
          throw error;
        }
      },
    );
}

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Provider, { type AdapterFactory, type AdapterPayload, type JWK } from 'oidc-provider';

/**
 * A company's identity provider for team-mode tests of "sign in with your identity provider": a
 * real OpenID Connect provider (oidc-provider) on 127.0.0.1, with one confidential client that
 * must use the authorization code flow with PKCE, and a person who signs in over HTTP.
 */
export interface OidcIdp {
  /** e.g. http://127.0.0.1:<port> (discovery at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login name: their email and whether it is verified. Tests may add to it. */
  accounts: Map<string, { email: string; emailVerified: boolean; name?: string }>;
  /**
   * `fetch` for this provider only, over node:http: the tests' global fetch answers /api alone
   * (src/test/setup.ts), so give this one to the relying party (openid-client's `customFetch`).
   */
  fetch: (input: string | URL | Request, init?: FetchInit) => Promise<Response>;
  /**
   * Plays the person at the provider: given the authorization URL the relying party redirected to,
   * signs in as `login` (and consents) over HTTP with a cookie jar, and answers the URL the provider
   * redirects back to (the relying party's redirect_uri with code and state, or with error=...), without following it.
   */
  authorize(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** RequestInit, also taking the Uint8Array body that openid-client's customFetch may be handed. */
type FetchInit = Omit<RequestInit, 'body'> & { body?: RequestInit['body'] | Uint8Array };

export async function startOidcIdp(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcIdp> {
  const clientId = options.clientId ?? 'talentflow';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts: OidcIdp['accounts'] = new Map([
    ['ada', { email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace' }],
  ]);

  // The issuer names the port, so listen first and hand requests to the provider once it exists.
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Our own signing key, adapter, TTLs and error page: the provider's quick-start defaults each
  // print a development warning.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: mapAdapter(),
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider takes the secret in the body (client_secret_post, openid-client's default)
        // just as well as in the Authorization header registered here.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the scopes' claims in the ID token too, so the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    // No HTML: the person POSTs `login=<name>` to the interaction URL (see `signIn`).
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();

  /**
   * The interaction steps: sign in as the posted login (unknown: access_denied), then consent to
   * all asked. A browser gets a small form to sign in (`GET`); its consent is given at once.
   */
  async function signIn(req: IncomingMessage, res: Parameters<RequestListener>[1]): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const login = new URLSearchParams(body).get('login') ?? '';
    const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
    if (prompt.name === 'login' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body><main><h1>Test identity provider</h1><form method="post"><label>Login <input name="login" autocomplete="username"></label> <button type="submit">Sign in</button></form></main></body></html>',
      );
      return;
    }
    if (prompt.name === 'login') {
      const result = accounts.has(login)
        ? { login: { accountId: login } }
        : { error: 'access_denied', error_description: 'unknown login' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error(`grant ${grantId} not found`);
    const missingScope = prompt.details.missingOIDCScope as string[] | undefined;
    const missingClaims = prompt.details.missingOIDCClaims as string[] | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    const result = { consent: { grantId: await grant.save() } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }

  listener = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      signIn(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    } else {
      void callback(req, res);
    }
  };

  /** Where the provider hands the browser back to the relying party: one of the redirect URIs. */
  const isRedirectUri = (url: URL) =>
    options.redirectUris.some((uri) => `${url.origin}${url.pathname}` === uri.split('?')[0]);

  async function authorize(authorizationUrl: string, login: string): Promise<string> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    // authorize → interaction (sign in) → authorize → interaction (consent) → authorize → back.
    for (let hop = 0; hop < 10; hop += 1) {
      if (isRedirectUri(url)) return url.href;
      const submit = url.pathname.startsWith('/interaction/');
      const res = await idpFetch(url, {
        method: submit ? 'POST' : 'GET',
        body: submit ? new URLSearchParams({ login }) : undefined,
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        redirect: 'manual',
      });
      // Cookie paths are ignored: sending the provider all its cookies everywhere is harmless.
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = cookie.split(';');
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1).trim();
        const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
        const expired = expires && Date.parse(expires.split('=')[1] ?? '') < Date.now();
        if (!value || expired) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`${url.pathname} answered ${res.status}: ${await res.text()}`);
      }
      await res.body?.cancel();
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the identity provider');
  }

  async function idpFetch(input: string | URL | Request, init?: FetchInit): Promise<Response> {
    const req = new Request(input, init as RequestInit);
    if (new URL(req.url).origin !== issuer)
      throw new TypeError(`not the identity provider: ${req.url}`);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    return new Promise((resolve, reject) => {
      const headers = Object.fromEntries(req.headers);
      const sent = request(req.url, { method: req.method, headers, signal: req.signal }, (res) => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) answer.append(name, one);
        }
        const status = res.statusCode ?? 500;
        const nullBody = status === 204 || status === 304 || req.method === 'HEAD';
        const stream = nullBody ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        resolve(new Response(stream, { status, headers: answer }));
      });
      sent.on('error', reject).end(body);
    });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    fetch: idpFetch,
    authorize,
    async close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      server.closeAllConnections(); // node:http's keep-alive sockets would hold close() open
      await closed;
    },
  };
}

/** Stateful provider data (interactions, sessions, grants, codes) in a Map, for one provider. */
function mapAdapter(): AdapterFactory {
  const store = new Map<string, AdapterPayload>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...store].find(([k, payload]) => k.startsWith(`${model}:`) && payload[field] === value)?.[1];
    return {
      upsert: async (id, payload) => void store.set(key(id), payload),
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void store.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [k, payload] of store) if (payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { generate } from 'selfsigned';

// samlify is CommonJS whose exports Node's ES module loader cannot name: required as it is.
const { IdentityProvider, SamlLib, ServiceProvider } = createRequire(import.meta.url)(
  'samlify',
) as typeof import('samlify');

/**
 * A company's SAML 2.0 identity provider for team-mode tests: samlify on 127.0.0.1, with its own
 * signing key and self-signed certificate. It reads the service provider's AuthnRequest (the
 * HTTP-Redirect binding), signs the person in, and answers with a response whose message and
 * assertion are both signed, posted back to the service provider (HTTP-POST binding).
 */
export interface SamlIdp {
  entityId: string;
  /** Its single sign-on URL (HTTP-Redirect binding). */
  ssoUrl: string;
  /** The certificate its responses are signed with (PEM). */
  certificate: string;
  /** Its metadata, and where it is published. */
  metadataXml: string;
  metadataUrl: string;
  /** Where the service provider's metadata is read when a sign-in comes through a browser. */
  spMetadataUrl?: string;
  /** Accounts by login name: their email and display name. Tests may add to it. */
  accounts: Map<string, { email: string; name?: string }>;
  /**
   * Plays the person at the provider: reads the request of the sign-in URL the service provider
   * sent them to, signs in as `login`, and answers the form their browser would post back.
   * `spMetadataXml` is the service provider's metadata (else read from `spMetadataUrl`).
   * `bend` makes the response wrong in one way, for the tests of refusals.
   */
  respond(
    signInUrl: string,
    login: string,
    spMetadataXml?: string,
    bend?: Bend,
  ): Promise<{ action: string; SAMLResponse: string; RelayState: string }>;
  close(): Promise<void>;
}

/** One way a response may be wrong. */
export type Bend =
  | { audience: string }
  | { recipient: string }
  | { destination: string }
  | { expired: true }
  | { inResponseTo: string }
  | { issuer: string }
  /** Its signatures taken out: the response's, the assertion's, or both. */
  | { unsigned: 'response' | 'assertion' | 'both' }
  | { tamper: (xml: string) => string };

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function startSamlIdp(): Promise<SamlIdp> {
  const accounts: SamlIdp['accounts'] = new Map([
    ['ada', { email: 'ada@example.com', name: 'Ada Lovelace' }],
  ]);
  const pems = await generate([{ name: 'commonName', value: 'Test SAML identity provider' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/saml`;
  const ssoUrl = `${base}/saml/sso`;
  const idp = IdentityProvider({
    entityID: entityId,
    privateKey: pems.private,
    signingCert: pems.cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: ssoUrl }],
    // Never used: named so samlify has the endpoints it expects.
    singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/saml/slo` }],
  });
  const metadataXml = idp.getMetadata();

  /** The request a sign-in URL carries: its id, issuer (the SP) and RelayState. */
  function requestOf(signInUrl: string) {
    const url = new URL(signInUrl);
    const xml = inflateRawSync(
      Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString('utf8');
    return {
      id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
      issuer: /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
      relayState: url.searchParams.get('RelayState') ?? '',
    };
  }

  async function respond(
    signInUrl: string,
    login: string,
    spMetadataXml?: string,
    bend?: Bend,
  ): Promise<{ action: string; SAMLResponse: string; RelayState: string }> {
    const request = requestOf(signInUrl);
    const account = accounts.get(login);
    if (!account) throw new Error(`no account ${login}`);
    const metadataUrl = self.spMetadataUrl;
    if (spMetadataXml === undefined && !metadataUrl)
      throw new Error(`no metadata of the service provider ${request.issuer}`);
    const metadata = spMetadataXml ?? (await (await fetch(metadataUrl!)).text());
    const sp = ServiceProvider({ metadata, wantMessageSigned: true });
    const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000);
    const expired = bend && 'expired' in bend;
    const values = {
      ID: `_${randomBytes(16).toString('hex')}`,
      AssertionID: `_${randomBytes(16).toString('hex')}`,
      Destination: bend && 'destination' in bend ? bend.destination : acs,
      Audience: bend && 'audience' in bend ? bend.audience : sp.entityMeta.getEntityID(),
      SubjectRecipient: bend && 'recipient' in bend ? bend.recipient : acs,
      Issuer: bend && 'issuer' in bend ? bend.issuer : entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: new Date(now.getTime() - (expired ? 3_600_000 : 0)).toISOString(),
      ConditionsNotOnOrAfter: (expired ? new Date(now.getTime() - 1_800_000) : later).toISOString(),
      SubjectConfirmationDataNotOnOrAfter: (expired
        ? new Date(now.getTime() - 1_800_000)
        : later
      ).toISOString(),
      NameIDFormat: EMAIL_FORMAT,
      NameID: escapeXml(account.email),
      InResponseTo: bend && 'inResponseTo' in bend ? bend.inResponseTo : request.id,
    };
    // Elements, not text: put in before the values (which samlify escapes).
    const statements = {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: account.name
        ? `<saml:AttributeStatement><saml:Attribute Name="displayName" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(account.name)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
        : '',
    };
    const { context } = (await idp.createLoginResponse(
      sp,
      { extract: { request: { id: request.id } } },
      'post',
      { email: account.email },
      (template: string) => ({
        id: values.ID,
        context: SamlLib.replaceTagsByValue(
          template
            .replace('{AuthnStatement}', statements.AuthnStatement)
            .replace('{AttributeStatement}', statements.AttributeStatement),
          values,
        ),
      }),
    )) as { context: string };
    let xml = Buffer.from(context, 'base64').toString('utf8');
    if (bend && 'unsigned' in bend) {
      const signature = /<(ds:)?Signature\b[\s\S]*?<\/(ds:)?Signature>/g;
      const [before = '', rest = ''] = xml.split('<saml:Assertion');
      const [assertion = '', after = ''] = rest.split('</saml:Assertion>');
      const unsign = (part: string, which: 'response' | 'assertion') =>
        bend.unsigned === which || bend.unsigned === 'both' ? part.replace(signature, '') : part;
      xml = `${unsign(before, 'response')}<saml:Assertion${unsign(assertion, 'assertion')}</saml:Assertion>${unsign(after, 'response')}`;
    }
    if (bend && 'tamper' in bend) xml = bend.tamper(xml);
    return {
      action: acs,
      SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
      RelayState: request.relayState,
    };
  }

  /**
   * A browser at the provider: `GET /saml/sso` shows a sign-in form, whose post answers a page
   * that posts the response to the service provider by itself; `GET /saml/metadata` its metadata.
   */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/saml/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadataXml);
      return;
    }
    if (url.pathname !== '/saml/sso') {
      res.writeHead(404).end();
      return;
    }
    const page = (body: string) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Test SAML identity provider</title></head><body><main><h1>Test SAML identity provider</h1>${body}</main></body></html>`,
        );
    if (req.method === 'GET') {
      page(
        `<form method="post"><input type="hidden" name="signIn" value="${escapeXml(url.href)}"><label>Login <input name="login" autocomplete="username"></label> <button type="submit">Sign in</button></form>`,
      );
      return;
    }
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const form = new URLSearchParams(body);
    const answer = await respond(form.get('signIn') ?? '', form.get('login') ?? '');
    page(
      `<form method="post" action="${escapeXml(answer.action)}"><input type="hidden" name="SAMLResponse" value="${answer.SAMLResponse}"><input type="hidden" name="RelayState" value="${escapeXml(answer.RelayState)}"><button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
    );
  }

  const self: SamlIdp = {
    entityId,
    ssoUrl,
    certificate: pems.cert,
    metadataXml,
    metadataUrl: `${base}/saml/metadata`,
    accounts,
    respond,
    async close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      server.closeAllConnections();
      await closed;
    },
  };
  return self;
}

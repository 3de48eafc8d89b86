import type { MiddlewareHandler } from 'hono';
import type { ApiContext, ApiEnv, Visitor } from '../access';
import type { TeamAccess } from '../app';
import { DomainError, errorResponse } from '../errors';
import type { MailContext } from '../services/messages';
import type { TeamStore } from '../store/types';
import { DEFAULT_COST, type PasswordCost } from './passwords';
import { clientOf, type TrustProxy } from './proxies';
import {
  addressKey,
  DEFAULT_LIMITS,
  counter,
  teamCounters,
  type Limit,
  type RateLimits,
} from './rate-limits';
import { teamRoutes } from './routes';
import {
  ACCOUNT_PATHS,
  API_TOKEN_LIMIT,
  bearerOf,
  NO_ACCOUNT_MESSAGE,
  tokenVisitor,
} from './api-tokens';
import { apiTokensService } from './services/api-tokens';
import { busyCalendarsService } from './services/busy-calendars';
import { calendarFeedsService } from './services/calendar-feeds';
import { emailsService } from './services/emails';
import { notificationsService } from './services/notifications';
import { passwordsService } from './services/passwords';
import { accountsService } from './services/accounts';
import { invitationsService } from './services/invitations';
import { auditService } from './services/audit';
import { memberSessionsService } from './services/sessions';
import { twoFactorService } from './services/two-factor';
import { SCIM_BASE, scimService } from './services/scim';
import { ssoService, type SsoOptions } from './services/sso';
import { SAML_ACS_PATH } from './services/sso-saml';
import { secretBox } from './secret-box';
import { randomBytes } from 'node:crypto';
import { sessionLayer } from './sessions';
import { webhooksService, type WebhookOptions } from './webhooks/service';
import { TEAM_HANDLERS } from './handlers';

/**
 * Team mode's access layer over a store that keeps accounts: sessions, the same-origin check for
 * writes, the rate limits and the account routes. The Node server passes it to createApp.
 */

export interface TeamOptions {
  store: TeamStore;
  /** The address clients see (https://talentflow.example.com), when a proxy stands in front. */
  publicUrl?: string;
  /** Where the links in emails point: PUBLIC_URL, else this server's own address. */
  mail?: MailContext;
  /**
   * The proxies in front whose X-Forwarded-* headers are believed: how many (hops), or their
   * addresses. None by default: the connecting peer is the client.
   */
  trustProxy?: TrustProxy;
  /** The connecting peer's address (the Node server's socket). */
  peerAddress?: (c: ApiContext) => string | undefined;
  limits?: Partial<RateLimits>;
  /** Requests of one API token, shared by every instance (600 a minute). */
  apiTokenLimit?: Limit;
  passwordCost?: PasswordCost;
  sessionIdleMs?: number;
  now?: () => Date;
  /** Applications with files read at once by this instance; more wait for a 503 (8). */
  uploadsInFlight?: number;
  /** The one-time token the first admin's setup asks for (a server reachable beyond this machine). */
  setupToken?: string;
  /** Webhooks: whether endpoints may be on private addresses (TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE). */
  webhooks?: WebhookOptions;
  /** Requests of one member this instance works on at once (4); more wait their turn. */
  memberConcurrency?: number;
  /** Requests of one member waiting their turn (256: an API client may send many at once); one more is a 429. */
  memberQueue?: number;
  /** Told of work left running after an answer that failed (a reset link not made); else the console. */
  onBackgroundError?: (error: unknown) => void;
  /** Seals the secrets kept in the database (TALENTFLOW_SECRETS_KEY); a fresh one a process if left out. */
  secretsKey?: Uint8Array;
  /** Identity providers: at http:// addresses too (TALENTFLOW_SSO_ALLOW_HTTP), and how they are reached. */
  sso?: Omit<SsoOptions, 'box'>;
}

/** Team access, and the work its answers leave running, which a stopping server waits for. */
export interface TeamServer extends TeamAccess {
  /** Once the work answered requests left running (reset links being made) is done. */
  settled(): Promise<void>;
}

export const MEMBER_CONCURRENCY = 4;
export const MEMBER_QUEUE = 256;

export const UPLOADS_IN_FLIGHT = 8;
const TOO_MANY_AT_ONCE =
  'Too many requests from your account at once. Wait for them to finish, then try again.';
const BUSY_MESSAGE =
  'TalentFlow is receiving many applications right now. Nothing was saved: try again in a minute.';

const SET_UP_TWO_FACTOR =
  'Your team requires two-factor sign-in. Set it up on your Account page to continue.';
const TOKEN_MAKER_TWO_FACTOR =
  'Your team requires two-factor sign-in, and the member who made this API token has not set it up. They set it up on their Account page, or an admin makes a new token.';
/** What a member who must still set up two-factor sign-in may reach: their account. */
const SETUP_PATHS = /^\/api\/(auth\/|notifications\/preferences$|settings\/security$)/;

const CROSS_SITE_MESSAGE =
  'This request came from another site. TalentFlow accepts changes only from its own pages.';
const SCIM_PATH = `${SCIM_BASE}/`;
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export function createTeamAccess(options: TeamOptions): TeamServer {
  const { store, trustProxy = 0 } = options;
  // Team mode's consequences of every write (webhooks, reminders, the search index's rounds).
  store.handle(...TEAM_HANDLERS);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : undefined;

  /** Who sent the request, and the X-Forwarded-* values of the proxies trusted. */
  const client = (c: ApiContext) =>
    clientOf(options.peerAddress?.(c), (name) => c.req.header(name), trustProxy);
  const host = (c: ApiContext) =>
    publicUrl?.host ??
    client(c).forwarded('x-forwarded-host') ??
    c.req.header('host') ??
    new URL(c.req.url).host;
  const protocol = (c: ApiContext) => {
    if (publicUrl) return publicUrl.protocol;
    const forwarded = client(c).forwarded('x-forwarded-proto');
    return forwarded ? `${forwarded}:` : new URL(c.req.url).protocol;
  };
  const origin = (c: ApiContext) => publicUrl?.origin ?? `${protocol(c)}//${host(c)}`;
  const clientAddress = (c: ApiContext) => client(c).address ?? 'unknown';

  const sessions = sessionLayer(store, {
    idleMs: options.sessionIdleMs,
    now: options.now,
    secure: (c) => protocol(c) === 'https:',
  });
  const counters = teamCounters(store, limits);
  const mail = options.mail ?? { linkBase: publicUrl?.origin ?? 'http://localhost' };
  const serviceDeps = {
    store,
    mail,
    sessions,
    counters,
    passwordCost: options.passwordCost ?? DEFAULT_COST,
    setupToken: options.setupToken,
  };
  const twoFactor = twoFactorService(serviceDeps);
  const accounts = accountsService(serviceDeps, twoFactor.check);
  const invitations = invitationsService(serviceDeps, accounts);
  const calendarFeeds = calendarFeedsService(serviceDeps);
  // Members' own calendars are read as webhooks are sent: public addresses only, unless allowed.
  const now = options.now;
  const busyCalendars = busyCalendarsService(store, {
    allowPrivate: options.webhooks?.allowPrivate ?? false,
    ...(now && { now: () => now().getTime() }),
  });
  const passwords = passwordsService(
    serviceDeps,
    accounts,
    twoFactor.check,
    options.onBackgroundError,
  );
  const memberSessions = memberSessionsService(serviceDeps);
  const sso = ssoService(serviceDeps, accounts, {
    ...options.sso,
    box: secretBox(options.secretsKey ?? randomBytes(32)),
  });
  const scim = scimService(serviceDeps);
  const audit = auditService(serviceDeps);
  const emails = emailsService(serviceDeps);
  const notifications = notificationsService(serviceDeps);
  const webhooks = webhooksService(store, { now: options.now, ...options.webhooks });
  const apiTokens = apiTokensService(
    serviceDeps,
    counter(
      store.rateLimiter({ keyPrefix: 'apiToken', ...(options.apiTokenLimit ?? API_TOKEN_LIMIT) }),
    ),
  );

  /**
   * CSRF: a write is accepted only from the app's own pages. Browsers send Sec-Fetch-Site and
   * Origin with every write; another site's page cannot forge either. A client without them
   * (a script) must send an Origin of this server. SameSite=Lax cookies alone would still let a
   * sibling subdomain post, and Hono's csrf() passes JSON bodies, so this checks both headers.
   * A SAML provider's page posts its response to the assertion consumer service from its own
   * site: that post proves itself (signed, and answering a request begun here).
   */
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    // A Bearer request is its token's alone (its cookies are never read): no page sends one by itself.
    if (isWrite(c.req.method) && bearerOf(c) === undefined && c.req.path !== SAML_ACS_PATH) {
      const site = c.req.header('sec-fetch-site');
      const from = c.req.header('origin');
      let sameOrigin = site === 'same-origin';
      if (!site && from) {
        try {
          sameOrigin = new URL(from).host === host(c);
        } catch {
          sameOrigin = false;
        }
      }
      if (!sameOrigin) return errorResponse(403, 'cross_site', CROSS_SITE_MESSAGE);
    }
    await next();
  };

  // Each upload holds up to a few files of 10 MB in memory: this instance reads a bounded number at once.
  const maxUploads = options.uploadsInFlight ?? UPLOADS_IN_FLIGHT;
  let uploading = 0;
  const submissionLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (c.get('visitor').kind === 'anonymous')
      await counters.submitPerAddress.take(
        addressKey(clientAddress(c)),
        'Too many applications from this address. Try again later.',
      );
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/')) return next();
    if (uploading >= maxUploads) throw new DomainError('unavailable', 'busy', BUSY_MESSAGE, {}, 30);
    uploading += 1;
    try {
      await next();
    } finally {
      uploading -= 1;
    }
  };

  /**
   * One member cannot stall everyone: this instance works on at most a few of a member's requests
   * at once (a board asks for about ten at a time, which queue briefly); past a bounded queue, a
   * flood is refused with a 429.
   */
  const concurrency = options.memberConcurrency ?? MEMBER_CONCURRENCY;
  const queueLimit = options.memberQueue ?? MEMBER_QUEUE;
  const lanes = new Map<number, { running: number; waiting: Array<() => void> }>();
  /**
   * The team's rules on who may go on at all, for every request and live stream: an API token
   * never reaches an account's paths, and while the team requires two-factor sign-in a member
   * without it (or a token whose maker is one) reaches only their account.
   */
  async function admit(visitor: Visitor, path: string): Promise<void> {
    if (visitor.kind !== 'member') return;
    if (visitor.apiToken && ACCOUNT_PATHS.test(path))
      throw new DomainError('forbidden', 'forbidden', NO_ACCOUNT_MESSAGE);
    if (
      !visitor.twoFactor &&
      !(visitor.apiToken === undefined && SETUP_PATHS.test(path)) &&
      (await twoFactor.policy()).twoFactorRequired
    )
      throw new DomainError(
        'forbidden',
        'two_factor_setup_required',
        visitor.apiToken ? TOKEN_MAKER_TWO_FACTOR : SET_UP_TWO_FACTOR,
      );
  }

  const memberGate: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const visitor = c.get('visitor');
    if (visitor.kind !== 'member') return next();
    await admit(visitor, c.req.path);
    if (visitor.apiToken) {
      // The audit log names members only: a token's events carry its address and, in their
      // detail, the token's name and id.
      return store.asActor(
        {
          actorId: null,
          ip: clientAddress(c),
          apiToken: visitor.apiToken,
        },
        () => inLane(visitor.user.id, next),
      );
    }
    // Audit events recorded while answering name this member and their address.
    return store.asActor({ actorId: visitor.user.id, ip: clientAddress(c) }, () =>
      inLane(visitor.user.id, next),
    );
  };
  async function inLane(id: number, next: () => Promise<void>) {
    const lane = lanes.get(id) ?? { running: 0, waiting: [] };
    lanes.set(id, lane);
    if (lane.running >= concurrency) {
      if (lane.waiting.length >= queueLimit)
        throw new DomainError('limited', 'too_many_requests', TOO_MANY_AT_ONCE, {}, 1);
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else {
      lane.running += 1;
    }
    try {
      await next();
    } finally {
      // The slot passes straight to the next request waiting, if any.
      const following = lane.waiting.shift();
      if (following) following();
      else if ((lane.running -= 1) === 0) lanes.delete(id);
    }
  }

  return {
    identify: async (c, options) => {
      const secret = bearerOf(c);
      if (secret === undefined) return sessions.identify(c, options);
      // The SCIM routes take the SCIM token only; an API token never reaches them, nor it others.
      if (c.req.path.startsWith(SCIM_PATH)) {
        // Any other bearer is nobody here: the route's guard answers it in SCIM's words.
        return (await scim.token.check(secret)) ? { kind: 'provisioner' } : { kind: 'anonymous' };
      }
      try {
        return tokenVisitor(await apiTokens.check(secret, options));
      } catch (error) {
        // A request is refused (401); a live stream's check ends the stream of a token revoked since.
        if (options?.touch === false && error instanceof DomainError) return { kind: 'anonymous' };
        throw error;
      }
    },
    memberGate,
    admit: (c, visitor = c.get('visitor')) => admit(visitor, c.req.path),
    guard,
    submissionLimit,
    clientAddress,
    mail,
    // PDFKit loads with the first letter, not when the server starts.
    letterPdf: async (input) => (await import('./offers/letter-pdf')).renderLetterPdf(input),
    settled: () => passwords.settled(),
    routes: teamRoutes({
      accounts,
      invitations,
      calendarFeeds,
      busyCalendars,
      passwords,
      emails,
      notifications,
      sessions,
      memberSessions,
      twoFactor,
      audit,
      apiTokens,
      webhooks,
      sso,
      scim,
      clientAddress,
      origin,
    }),
  };
}

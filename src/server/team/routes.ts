import { Hono } from 'hono';
import {
  acceptInvitationSchema,
  auditQuerySchema,
  createApiTokenSchema,
  securityPolicySchema,
  sessionIdSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  changePasswordSchema,
  emailsQuerySchema,
  forgotPasswordSchema,
  inviteSchema,
  markReadSchema,
  notificationPrefsSchema,
  resetPasswordSchema,
  loginSchema,
  membersQuerySchema,
  setupSchema,
  updateMemberSchema,
  type AuditQueryInput,
} from '@/domain/schemas';
import type { AuditFilter } from '../store/types';
import { allow, memberOf, unauthenticated, type ApiContext, type ApiEnv } from '../access';
import { parseBody, parseId, parseInput, parseQuery } from '../http';
import type { ApiTokensService } from './services/api-tokens';
import type { AuditService } from './services/audit';
import { webhookRoutes } from './webhooks/routes';
import { apiDocsRoutes } from './api-docs';
import type { WebhooksService } from './webhooks/service';
import type { Client } from './services/context';
import type { MemberSessionsService } from './services/sessions';
import type { TwoFactorService } from './services/two-factor';
import type { AccountsService } from './services/accounts';
import type { CalendarFeedsService } from './services/calendar-feeds';
import type { emailsService } from './services/emails';
import type { NotificationsService } from './services/notifications';
import type { PasswordsService } from './services/passwords';
import type { SignedIn } from './services/context';
import type { invitationsService } from './services/invitations';
import { publicMember, type SessionLayer } from './sessions';
import { tokenHash } from './tokens';

/** UTC days of the audit page's filter as the log's instants: `to` takes its whole day. */
const auditFilter = ({
  from,
  to,
  action,
  actorId,
}: Omit<AuditQueryInput, 'page' | 'pageSize'>): AuditFilter => ({
  action,
  actorId,
  from: from && `${from}T00:00:00.000Z`,
  to: to && new Date(Date.parse(`${to}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString(),
});

/** Team mode's own routes, over its services: first run, sign-in, invitations and members. */

export interface TeamRouteDeps {
  accounts: AccountsService;
  invitations: ReturnType<typeof invitationsService>;
  calendarFeeds: CalendarFeedsService;
  passwords: PasswordsService;
  emails: ReturnType<typeof emailsService>;
  notifications: NotificationsService;
  sessions: SessionLayer;
  memberSessions: MemberSessionsService;
  twoFactor: TwoFactorService;
  audit: AuditService;
  apiTokens: ApiTokensService;
  webhooks: WebhooksService;
  clientAddress: (c: ApiContext) => string;
  /** The address members and applicants reach the server at (for invitation links). */
  origin: (c: ApiContext) => string;
}

export function teamRoutes(deps: TeamRouteDeps): Hono<ApiEnv> {
  const { accounts, invitations, passwords, emails, sessions, twoFactor, audit } = deps;
  const { memberSessions, clientAddress } = deps;
  const client = (c: ApiContext): Client => ({
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent') ?? '',
  });

  /** Answers a sign-in: the session's cookie, and the member (the request's log line names them). */
  function signedIn(c: ApiContext, status: 200 | 201, { user, token }: SignedIn) {
    sessions.setCookie(c, token);
    c.set('visitor', { kind: 'member', user: publicMember(user), sessionId: tokenHash(token) });
    return c.json({ user: publicMember(user) }, status);
  }
  /** The session the request came with, and its member. */
  const sessionOf = (c: ApiContext) => {
    const visitor = c.get('visitor');
    return visitor.kind === 'member'
      ? { sessionId: visitor.sessionId, userId: visitor.user.id }
      : undefined;
  };
  const link = (c: ApiContext, token: string) => ({
    token,
    url: `${deps.origin(c)}/invite/${token}`,
  });
  const me = (c: ApiContext) => memberOf(c)!.id;
  const memberId = (c: ApiContext) => parseId(c.req.param('id'), 'Member');
  const invitationId = (c: ApiContext) => parseId(c.req.param('id'), 'Invitation');

  const auth = new Hono<ApiEnv>()
    .get('/setup', allow('public'), async (c) => c.json(await accounts.setupStatus()))
    .post('/setup', allow('public'), async (c) =>
      signedIn(c, 201, await accounts.setup(await parseBody(c, setupSchema), client(c))),
    )
    .post('/login', allow('public'), async (c) =>
      signedIn(
        c,
        200,
        await accounts.signIn(await parseBody(c, loginSchema), client(c), sessionOf(c)),
      ),
    )
    .post('/logout', allow('public'), async (c) => {
      const session = sessionOf(c);
      if (session) await accounts.signOut(session.sessionId, session.userId, client(c));
      sessions.clearCookie(c);
      return c.body(null, 204);
    })
    .get('/me', allow('public'), async (c) => {
      const visitor = c.get('visitor');
      if (visitor.kind !== 'member') throw unauthenticated();
      const { twoFactorRequired } = await twoFactor.policy();
      return c.json({
        user: visitor.user,
        twoFactor: { enabled: !!visitor.twoFactor, required: twoFactorRequired },
      });
    })
    // One's own sessions: seen, and ended one by one or all but this one.
    .get('/sessions', allow('read'), async (c) =>
      c.json({ sessions: await memberSessions.list(me(c), sessionOf(c)!.sessionId) }),
    )
    .delete('/sessions', allow('read'), async (c) =>
      c.json({ ended: await memberSessions.endOthers(me(c), sessionOf(c)!.sessionId) }),
    )
    .delete('/sessions/:id', allow('read'), async (c) => {
      const ref = parseInput(sessionIdSchema, c.req.param('id'), 'Session');
      const { current } = await memberSessions.end(me(c), ref, sessionOf(c)!.sessionId);
      if (current) sessions.clearCookie(c);
      return c.body(null, 204);
    })
    // Two-factor sign-in with an authenticator app.
    .get('/two-factor', allow('read'), async (c) => c.json(await twoFactor.status(me(c))))
    .post('/two-factor/setup', allow('read'), async (c) => c.json(await twoFactor.setup(me(c))))
    .post('/two-factor/enable', allow('read'), async (c) => {
      const body = await parseBody(c, twoFactorEnableSchema);
      return c.json({ recoveryCodes: await twoFactor.enable(me(c), body, client(c)) });
    })
    .post('/two-factor/disable', allow('read'), async (c) => {
      await twoFactor.disable(me(c), await parseBody(c, twoFactorDisableSchema), client(c));
      return c.body(null, 204);
    })
    // The same answer whether or not the email is a member's: nobody learns who has an account.
    .post('/forgot-password', allow('public'), async (c) => {
      const { email } = await parseBody(c, forgotPasswordSchema);
      await passwords.forgot(email, clientAddress(c));
      return c.body(null, 202);
    })
    .post('/reset-password', allow('public'), async (c) => {
      const done = await passwords.reset(await parseBody(c, resetPasswordSchema), client(c));
      // A member who uses two-factor sign-in signs in next with the new password and a code.
      return done ? signedIn(c, 200, done) : c.json({ twoFactorRequired: true as const });
    })
    .put('/password', allow('read'), async (c) => {
      await passwords.change(
        sessionOf(c)!,
        await parseBody(c, changePasswordSchema),
        clientAddress(c),
      );
      return c.body(null, 204);
    });

  const invitationRoutes = new Hono<ApiEnv>()
    .post('/', allow('manage-members'), async (c) =>
      c.json(link(c, await invitations.invite(await parseBody(c, inviteSchema), me(c))), 201),
    )
    .get('/', allow('manage-members'), async (c) =>
      c.json({ invitations: await invitations.listOpen() }),
    )
    .delete('/:id{[0-9]+}', allow('manage-members'), async (c) => {
      await invitations.revoke(invitationId(c));
      return c.body(null, 204);
    })
    .post('/:id{[0-9]+}/resend', allow('manage-members'), async (c) =>
      c.json(link(c, await invitations.resend(invitationId(c), me(c))), 201),
    )
    .get('/:token', allow('public'), async (c) =>
      c.json(await invitations.preview(c.req.param('token'))),
    )
    .post('/:token/accept', allow('public'), async (c) =>
      signedIn(
        c,
        201,
        await invitations.accept(
          c.req.param('token'),
          await parseBody(c, acceptInvitationSchema),
          client(c),
        ),
      ),
    );

  const users = new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) => {
      const { candidateId } = parseQuery(c, membersQuerySchema);
      if (candidateId === undefined)
        return c.json({ users: (await accounts.listMembers()).map(publicMember) });
      const caller = memberOf(c);
      if (!caller) throw unauthenticated();
      const members = await accounts.mentionable(candidateId, caller);
      return c.json({ users: members.map(publicMember) });
    })
    .get('/deactivated', allow('manage-members'), async (c) =>
      c.json({ users: (await accounts.listDeactivated()).map(publicMember) }),
    )
    .post('/:id{[0-9]+}/password-reset', allow('manage-members'), async (c) => {
      await passwords.sendReset(memberId(c));
      return c.body(null, 202);
    })
    .delete('/:id{[0-9]+}/sessions', allow('manage-members'), async (c) =>
      c.json({ ended: await memberSessions.endAllOf(memberId(c)) }),
    )
    // A member's second factor and recovery codes removed (a lost phone): audited.
    .delete('/:id{[0-9]+}/two-factor', allow('manage-members'), async (c) =>
      c.json(await twoFactor.reset(memberId(c), me(c))),
    )
    .patch('/:id{[0-9]+}', allow('manage-members'), async (c) =>
      c.json({
        user: publicMember(
          await accounts.updateMember(memberId(c), await parseBody(c, updateMemberSchema)),
        ),
      }),
    );

  // A member's private feed: its address is answered once, when made (the secret is kept hashed).
  const feedUrl = (c: ApiContext, secret: string) => `${deps.origin(c)}/api/calendar/${secret}.ics`;
  const calendar = new Hono<ApiEnv>()
    .get('/feed', allow('read'), async (c) => c.json(await deps.calendarFeeds.status(me(c))))
    .post('/feed', allow('read'), async (c) => {
      const { secret, createdAt } = await deps.calendarFeeds.renew(me(c));
      return c.json({ url: feedUrl(c, secret), createdAt }, 201);
    })
    .get('/:file{[A-Za-z0-9_-]{20,100}\\.ics}', allow('public'), async (c) => {
      const text = await deps.calendarFeeds.calendar(c.req.param('file').slice(0, -'.ics'.length));
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
      });
    });

  // The outbox, for admins: each message's state, never its body; a failed one sent again.
  const emailRoutes = new Hono<ApiEnv>()
    .get('/', allow('manage-settings'), async (c) =>
      c.json(await emails.list(parseQuery(c, emailsQuerySchema))),
    )
    .post('/:id{[0-9]+}/retry', allow('manage-settings'), async (c) =>
      c.json({ email: await emails.retry(parseId(c.req.param('id'), 'Email')) }),
    );

  // Each member's own bell: nobody reads or marks another's.
  const notificationRoutes = new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) => c.json(await deps.notifications.list(me(c))))
    .post('/read', allow('read'), async (c) =>
      c.json(await deps.notifications.markRead(me(c), await parseBody(c, markReadSchema))),
    )
    .get('/preferences', allow('read'), async (c) =>
      c.json(await deps.notifications.preferences(me(c))),
    )
    .put('/preferences', allow('read'), async (c) =>
      c.json(
        await deps.notifications.savePreferences(
          me(c),
          await parseBody(c, notificationPrefsSchema),
        ),
      ),
    );

  // The audit log, for admins only: read, exported and verified; no route changes an event.
  const auditRoutes = new Hono<ApiEnv>()
    .get('/', allow('read-audit'), async (c) => {
      const { page, pageSize, ...filter } = parseQuery(c, auditQuerySchema);
      return c.json(await audit.list(auditFilter(filter), page, pageSize));
    })
    .get('/export', allow('read-audit'), async (c) => {
      const { page: _page, pageSize: _size, ...filter } = parseQuery(c, auditQuerySchema);
      return c.body(await audit.csv(auditFilter(filter)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="talentflow-audit.csv"',
      });
    })
    .get('/verify', allow('read-audit'), async (c) => c.json(await audit.verify()));

  // The team's sign-in rules: every member reads them (the Account page says what is required).
  const security = new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) => c.json(await twoFactor.policy()))
    .put('/', allow('manage-settings'), async (c) =>
      c.json(await twoFactor.setPolicy(await parseBody(c, securityPolicySchema))),
    );

  // API tokens, for admins: the secret is answered once, when made; a revoked token stops at once.
  const tokenRoutes = new Hono<ApiEnv>()
    .get('/', allow('manage-settings'), async (c) =>
      c.json({ tokens: await deps.apiTokens.list() }),
    )
    .post('/', allow('manage-settings'), async (c) =>
      c.json(await deps.apiTokens.create(await parseBody(c, createApiTokenSchema), memberOf(c)!), 201),
    )
    .delete('/:id', allow('manage-settings'), async (c) => {
      await deps.apiTokens.revoke(parseId(c.req.param('id'), 'API token'));
      return c.body(null, 204);
    });

  return new Hono<ApiEnv>()
    .route('/auth', auth)
    .route('/tokens', tokenRoutes)
    .route('/audit', auditRoutes)
    .route('/settings/security', security)
    .route('/emails', emailRoutes)
    .route('/notifications', notificationRoutes)
    .route('/invitations', invitationRoutes)
    .route('/users', users)
    .route('/calendar', calendar)
    .route('/webhooks', webhookRoutes(deps.webhooks))
    .route('/docs', apiDocsRoutes());
}

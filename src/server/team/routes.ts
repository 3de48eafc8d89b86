import { z } from 'zod';
import {
  acceptInvitationSchema,
  apiTokenCreatedSchema,
  apiTokensSchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerifySchema,
  busyCalendarInputSchema,
  busyCalendarSchema,
  calendarFeedSchema,
  changePasswordSchema,
  createApiTokenSchema,
  emailListSchema,
  emailsQuerySchema,
  forgotPasswordSchema,
  invitationCreatedSchema,
  invitationPreviewSchema,
  invitationsSchema,
  inviteSchema,
  loginSchema,
  markReadSchema,
  meSchema,
  updateMeSchema,
  memberSchema,
  membersQuerySchema,
  membersSchema,
  newCalendarFeedSchema,
  notificationPrefsInputSchema,
  notificationPrefsSchema,
  notificationsSchema,
  recoveryCodesSchema,
  resetPasswordResultSchema,
  resetPasswordSchema,
  retriedEmailSchema,
  securityPolicySchema,
  sessionIdSchema,
  sessionsSchema,
  setupSchema,
  setupStatusSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorResetSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  unreadCountSchema,
  updateMemberSchema,
  type AuditQueryInput,
} from '@/domain/schemas';
import type { AuditFilter } from '../store/types';
import { allow, memberOf, unauthenticated, type ApiContext, type Visitor } from '../access';
import {
  accepted,
  ApiRoutes,
  created,
  ids,
  jsonRequest,
  media,
  noContent,
  ok,
  refusals,
  createRoute,
} from '../openapi/define';
import type { ApiTokensService } from './services/api-tokens';
import type { AuditService } from './services/audit';
import { webhookRoutes } from './webhooks/routes';
import { scimRoutes, scimSettingsRoutes } from './scim-routes';
import { ssoRoutes } from './sso-routes';
import type { ScimService } from './services/scim';
import type { SsoService } from './services/sso';
import { apiDocsRoutes } from './api-docs';
import type { WebhooksService } from './webhooks/service';
import type { Client } from './services/context';
import type { MemberSessionsService } from './services/sessions';
import type { TwoFactorService } from './services/two-factor';
import type { AccountsService } from './services/accounts';
import type { BusyCalendarsService } from './services/busy-calendars';
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
  busyCalendars: BusyCalendarsService;
  passwords: PasswordsService;
  emails: ReturnType<typeof emailsService>;
  notifications: NotificationsService;
  sessions: SessionLayer;
  memberSessions: MemberSessionsService;
  twoFactor: TwoFactorService;
  audit: AuditService;
  apiTokens: ApiTokensService;
  webhooks: WebhooksService;
  sso: SsoService;
  scim: ScimService;
  clientAddress: (c: ApiContext) => string;
  /** The address members and applicants reach the server at (for invitation links). */
  origin: (c: ApiContext) => string;
}

export function teamRoutes(deps: TeamRouteDeps): ApiRoutes {
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
  /** Who is signed in, their two-factor state and the team's rule, and their time zone. */
  const meAnswer = async (
    visitor: Extract<Visitor, { kind: 'member' }>,
    timeZone: string | undefined,
  ) => {
    const { twoFactorRequired } = await twoFactor.policy();
    return {
      user: visitor.user,
      twoFactor: { enabled: !!visitor.twoFactor, required: twoFactorRequired },
      ...(timeZone && { timeZone }),
    };
  };

  const auth = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/setup',
        operationId: 'getSetupStatus',
        tags: ['Account'],
        summary: 'Whether the first admin is set up',
        middleware: allow('public'),
        responses: { 200: ok(setupStatusSchema) },
      }),
      async (c) => c.json(await accounts.setupStatus()),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/setup',
        operationId: 'setUp',
        tags: ['Account'],
        summary: 'Set up the first admin (signs in)',
        middleware: allow('public'),
        request: { body: jsonRequest(setupSchema) },
        responses: { 201: created(z.object({ user: memberSchema })) },
      }),
      async (c) => signedIn(c, 201, await accounts.setup(c.req.valid('json'), client(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/login',
        operationId: 'signIn',
        tags: ['Account'],
        summary: 'Sign in (sets the session cookie)',
        middleware: allow('public'),
        request: { body: jsonRequest(loginSchema) },
        responses: { 200: ok(z.object({ user: memberSchema })) },
      }),
      async (c) =>
        signedIn(c, 200, await accounts.signIn(c.req.valid('json'), client(c), sessionOf(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/logout',
        operationId: 'signOut',
        tags: ['Account'],
        summary: 'Sign out',
        middleware: allow('public'),
        responses: { 204: noContent },
      }),
      async (c) => {
        const session = sessionOf(c);
        if (session) await accounts.signOut(session.sessionId, session.userId, client(c));
        sessions.clearCookie(c);
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/me',
        operationId: 'getMe',
        tags: ['Account'],
        summary: 'The signed-in member',
        middleware: allow('public'),
        responses: { 200: ok(meSchema), ...refusals(401) },
      }),
      async (c) => {
        const visitor = c.get('visitor');
        if (visitor.kind !== 'member') throw unauthenticated();
        // Answered from the session alone: it waits for no database (a restore may hold it).
        return c.json(await meAnswer(visitor, visitor.timeZone));
      },
    )
    .handle(
      createRoute({
        method: 'patch',
        path: '/me',
        operationId: 'updateMe',
        tags: ['Account'],
        summary: 'Change one’s own time zone',
        middleware: allow('read'),
        request: { body: jsonRequest(updateMeSchema) },
        responses: { 200: ok(meSchema) },
      }),
      async (c) => {
        const visitor = c.get('visitor');
        if (visitor.kind !== 'member') throw unauthenticated();
        const { timeZone } = c.req.valid('json');
        await accounts.setTimeZone(visitor.user.id, timeZone);
        return c.json(await meAnswer(visitor, timeZone ?? undefined));
      },
    )
    // One's own sessions: seen, and ended one by one or all but this one.
    .handle(
      createRoute({
        method: 'get',
        path: '/sessions',
        operationId: 'listMySessions',
        tags: ['Account'],
        summary: 'One’s own sessions',
        middleware: allow('read'),
        responses: { 200: ok(sessionsSchema) },
      }),
      async (c) => c.json({ sessions: await memberSessions.list(me(c), sessionOf(c)!.sessionId) }),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/sessions',
        operationId: 'endMyOtherSessions',
        tags: ['Account'],
        summary: 'End one’s other sessions',
        middleware: allow('read'),
        responses: { 200: ok(z.object({ ended: z.number().int() })) },
      }),
      async (c) =>
        c.json({ ended: await memberSessions.endOthers(me(c), sessionOf(c)!.sessionId) }),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/sessions/:id',
        operationId: 'endMySession',
        tags: ['Account'],
        summary: 'End one of one’s sessions',
        middleware: allow('read'),
        request: { params: z.object({ id: sessionIdSchema }) },
        noun: 'Session',
        responses: { 204: noContent },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { current } = await memberSessions.end(me(c), id, sessionOf(c)!.sessionId);
        if (current) sessions.clearCookie(c);
        return c.body(null, 204);
      },
    )
    // Two-factor sign-in with an authenticator app.
    .handle(
      createRoute({
        method: 'get',
        path: '/two-factor',
        operationId: 'getTwoFactor',
        tags: ['Account'],
        summary: 'One’s two-factor sign-in',
        middleware: allow('read'),
        responses: { 200: ok(twoFactorStatusSchema) },
      }),
      async (c) => c.json(await twoFactor.status(me(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/two-factor/setup',
        operationId: 'setUpTwoFactor',
        tags: ['Account'],
        summary: 'Start setting up two-factor sign-in',
        middleware: allow('read'),
        responses: { 200: ok(twoFactorSetupSchema) },
      }),
      async (c) => c.json(await twoFactor.setup(me(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/two-factor/enable',
        operationId: 'enableTwoFactor',
        tags: ['Account'],
        summary: 'Turn on two-factor sign-in (with the password and a code)',
        middleware: allow('read'),
        request: { body: jsonRequest(twoFactorEnableSchema) },
        responses: { 200: ok(recoveryCodesSchema) },
      }),
      async (c) =>
        c.json({ recoveryCodes: await twoFactor.enable(me(c), c.req.valid('json'), client(c)) }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/two-factor/disable',
        operationId: 'disableTwoFactor',
        tags: ['Account'],
        summary: 'Turn off two-factor sign-in',
        middleware: allow('read'),
        request: { body: jsonRequest(twoFactorDisableSchema) },
        responses: { 204: noContent },
      }),
      async (c) => {
        await twoFactor.disable(me(c), c.req.valid('json'), client(c));
        return c.body(null, 204);
      },
    )
    // The same answer whether or not the email is a member's: nobody learns who has an account.
    .handle(
      createRoute({
        method: 'post',
        path: '/forgot-password',
        operationId: 'forgotPassword',
        tags: ['Account'],
        summary: 'Email a password reset link',
        middleware: allow('public'),
        request: { body: jsonRequest(forgotPasswordSchema) },
        responses: { 202: accepted },
      }),
      async (c) => {
        await passwords.forgot(c.req.valid('json').email, clientAddress(c));
        return c.body(null, 202);
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/reset-password',
        operationId: 'resetPassword',
        tags: ['Account'],
        summary: 'Choose a new password with a reset link',
        middleware: allow('public'),
        request: { body: jsonRequest(resetPasswordSchema) },
        responses: { 200: ok(resetPasswordResultSchema) },
      }),
      async (c) => {
        const done = await passwords.reset(c.req.valid('json'), client(c));
        // A member who uses two-factor sign-in signs in next with the new password and a code.
        return done ? signedIn(c, 200, done) : c.json({ twoFactorRequired: true as const });
      },
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/password',
        operationId: 'changePassword',
        tags: ['Account'],
        summary: 'Change one’s password',
        middleware: allow('read'),
        request: { body: jsonRequest(changePasswordSchema) },
        responses: { 204: noContent },
      }),
      async (c) => {
        await passwords.change(sessionOf(c)!, c.req.valid('json'), clientAddress(c));
        return c.body(null, 204);
      },
    );

  const invitationId = ids({ id: 'Invitation' });
  const invitationToken = z.object({ token: z.string().min(1) });
  const invitationRoutes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'post',
        path: '/',
        operationId: 'invite',
        tags: ['Members'],
        summary: 'Invite a member',
        middleware: allow('manage-members'),
        request: { body: jsonRequest(inviteSchema) },
        responses: { 201: created(invitationCreatedSchema) },
      }),
      async (c) => c.json(link(c, await invitations.invite(c.req.valid('json'), me(c))), 201),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listInvitations',
        tags: ['Members'],
        summary: 'Open invitations',
        middleware: allow('manage-members'),
        responses: { 200: ok(invitationsSchema) },
      }),
      async (c) => c.json({ invitations: await invitations.listOpen() }),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id{[0-9]+}',
        operationId: 'revokeInvitation',
        tags: ['Members'],
        summary: 'Revoke an invitation',
        middleware: allow('manage-members'),
        request: { params: invitationId },
        responses: { 204: noContent },
      }),
      async (c) => {
        await invitations.revoke(c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id{[0-9]+}/resend',
        operationId: 'resendInvitation',
        tags: ['Members'],
        summary: 'Send an invitation again',
        middleware: allow('manage-members'),
        request: { params: invitationId },
        responses: { 201: created(invitationCreatedSchema) },
      }),
      async (c) => c.json(link(c, await invitations.resend(c.req.valid('param').id, me(c))), 201),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:token',
        operationId: 'previewInvitation',
        tags: ['Members'],
        summary: 'What an invitation is for',
        middleware: allow('public'),
        request: { params: invitationToken },
        responses: { 200: ok(invitationPreviewSchema) },
      }),
      async (c) => c.json(await invitations.preview(c.req.valid('param').token)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:token/accept',
        operationId: 'acceptInvitation',
        tags: ['Members'],
        summary: 'Accept an invitation (signs in)',
        middleware: allow('public'),
        request: { params: invitationToken, body: jsonRequest(acceptInvitationSchema) },
        responses: { 201: created(z.object({ user: memberSchema })) },
      }),
      async (c) =>
        signedIn(
          c,
          201,
          await invitations.accept(c.req.valid('param').token, c.req.valid('json'), client(c)),
        ),
    );

  const memberId = ids({ id: 'Member' });
  const users = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listMembers',
        tags: ['Members'],
        summary: 'The team’s members (with candidateId, those who may open that candidate)',
        middleware: allow('read'),
        request: { query: membersQuerySchema },
        responses: { 200: ok(membersSchema) },
      }),
      async (c) => {
        const { candidateId } = c.req.valid('query');
        if (candidateId === undefined)
          return c.json({ users: (await accounts.listMembers()).map(publicMember) });
        const caller = memberOf(c);
        if (!caller) throw unauthenticated();
        const members = await accounts.mentionable(candidateId, caller);
        return c.json({ users: members.map(publicMember) });
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/deactivated',
        operationId: 'listDeactivatedMembers',
        tags: ['Members'],
        summary: 'Deactivated members',
        middleware: allow('manage-members'),
        responses: { 200: ok(membersSchema) },
      }),
      async (c) => c.json({ users: (await accounts.listDeactivated()).map(publicMember) }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id{[0-9]+}/password-reset',
        operationId: 'sendPasswordReset',
        tags: ['Members'],
        summary: 'Email a member a reset link',
        middleware: allow('manage-members'),
        request: { params: memberId },
        responses: { 202: accepted },
      }),
      async (c) => {
        await passwords.sendReset(c.req.valid('param').id);
        return c.body(null, 202);
      },
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id{[0-9]+}/sessions',
        operationId: 'endMemberSessions',
        tags: ['Members'],
        summary: 'Sign a member out everywhere',
        middleware: allow('manage-members'),
        request: { params: memberId },
        responses: { 200: ok(z.object({ ended: z.number().int() })) },
      }),
      async (c) => c.json({ ended: await memberSessions.endAllOf(c.req.valid('param').id) }),
    )
    // A member's second factor and recovery codes removed (a lost phone): audited.
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id{[0-9]+}/two-factor',
        operationId: 'resetMemberTwoFactor',
        tags: ['Members'],
        summary: 'Remove a member’s second factor and recovery codes',
        description:
          'They sign in with their password alone until they set it up again. Not for one’s own (409): that goes off on the Account page, with the password and a code.',
        middleware: allow('manage-members'),
        request: { params: memberId },
        responses: { 200: ok(twoFactorResetSchema), ...refusals(409) },
      }),
      async (c) => c.json(await twoFactor.reset(c.req.valid('param').id, me(c))),
    )
    .handle(
      createRoute({
        method: 'patch',
        path: '/:id{[0-9]+}',
        operationId: 'updateMember',
        tags: ['Members'],
        summary: 'Change a member’s role or name, or deactivate',
        middleware: allow('manage-members'),
        request: { params: memberId, body: jsonRequest(updateMemberSchema) },
        responses: { 200: ok(z.object({ user: memberSchema })) },
      }),
      async (c) =>
        c.json({
          user: publicMember(
            await accounts.updateMember(c.req.valid('param').id, c.req.valid('json')),
          ),
        }),
    );

  // A member's private feed: its address is answered once, when made (the secret is kept hashed).
  const feedUrl = (c: ApiContext, secret: string) => `${deps.origin(c)}/api/calendar/${secret}.ics`;
  const calendar = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/feed',
        operationId: 'getCalendarFeed',
        tags: ['Interviews'],
        summary: 'One’s calendar feed',
        middleware: allow('read'),
        responses: { 200: ok(calendarFeedSchema) },
      }),
      async (c) => c.json(await deps.calendarFeeds.status(me(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/feed',
        operationId: 'renewCalendarFeed',
        tags: ['Interviews'],
        summary: 'A new calendar feed address',
        middleware: allow('read'),
        responses: { 201: created(newCalendarFeedSchema) },
      }),
      async (c) => {
        const { secret, createdAt } = await deps.calendarFeeds.renew(me(c));
        return c.json({ url: feedUrl(c, secret), createdAt }, 201);
      },
    )
    // One's own calendar, read for busy times: its address goes in, never out.
    .handle(
      createRoute({
        method: 'get',
        path: '/busy',
        operationId: 'getBusyCalendar',
        tags: ['Scheduling'],
        summary: 'Whether one’s own calendar is read for busy times, and how its last reading went',
        middleware: allow('read'),
        responses: { 200: ok(busyCalendarSchema) },
      }),
      async (c) => c.json(await deps.busyCalendars.status(me(c))),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/busy',
        operationId: 'connectBusyCalendar',
        tags: ['Scheduling'],
        summary: 'Read one’s own calendar (its private iCalendar address) for busy times',
        middleware: allow('read'),
        request: { body: jsonRequest(busyCalendarInputSchema) },
        noun: 'Calendar',
        responses: { 200: ok(busyCalendarSchema) },
      }),
      async (c) => c.json(await deps.busyCalendars.connect(me(c), c.req.valid('json').url)),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/busy',
        operationId: 'disconnectBusyCalendar',
        tags: ['Scheduling'],
        summary: 'Stop reading one’s own calendar, forgetting its busy times',
        middleware: allow('read'),
        responses: { 204: noContent, ...refusals(404) },
      }),
      async (c) => {
        await deps.busyCalendars.disconnect(me(c));
        return c.body(null, 204);
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:file{[A-Za-z0-9_-]{20,100}\\.ics}',
        operationId: 'getCalendar',
        tags: ['Interviews'],
        summary: 'A calendar feed (its secret address)',
        middleware: allow('public'),
        responses: { 200: media('text/calendar') },
      }),
      async (c) => {
        const secret = c.req.param('file').slice(0, -'.ics'.length);
        return c.body(await deps.calendarFeeds.calendar(secret), 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Cache-Control': 'private, no-store',
        });
      },
    );

  // The outbox, for admins: each message's state, never its body; a failed one sent again.
  const emailRoutes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listOutbox',
        tags: ['Emails'],
        summary: 'The outbox',
        middleware: allow('manage-settings'),
        request: { query: emailsQuerySchema },
        responses: { 200: ok(emailListSchema) },
      }),
      async (c) => c.json(await emails.list(c.req.valid('query'))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id{[0-9]+}/retry',
        operationId: 'retryEmail',
        tags: ['Emails'],
        summary: 'Send a failed email again',
        middleware: allow('manage-settings'),
        request: { params: ids({ id: 'Email' }) },
        responses: { 200: ok(retriedEmailSchema) },
      }),
      async (c) => c.json({ email: await emails.retry(c.req.valid('param').id) }),
    );

  // Each member's own bell: nobody reads or marks another's.
  const notificationRoutes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listNotifications',
        tags: ['Notifications'],
        summary: 'One’s notifications',
        middleware: allow('read'),
        responses: { 200: ok(notificationsSchema) },
      }),
      async (c) => c.json(await deps.notifications.list(me(c))),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/read',
        operationId: 'markNotificationsRead',
        tags: ['Notifications'],
        summary: 'Mark notifications read',
        middleware: allow('read'),
        request: { body: jsonRequest(markReadSchema) },
        responses: { 200: ok(unreadCountSchema) },
      }),
      async (c) => c.json(await deps.notifications.markRead(me(c), c.req.valid('json'))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/preferences',
        operationId: 'getNotificationPreferences',
        tags: ['Notifications'],
        summary: 'One’s notification preferences',
        middleware: allow('read'),
        responses: { 200: ok(notificationPrefsSchema) },
      }),
      async (c) => c.json(await deps.notifications.preferences(me(c))),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/preferences',
        operationId: 'saveNotificationPreferences',
        tags: ['Notifications'],
        summary: 'Save one’s notification preferences',
        middleware: allow('read'),
        request: { body: jsonRequest(notificationPrefsInputSchema) },
        responses: { 200: ok(notificationPrefsSchema) },
      }),
      async (c) => c.json(await deps.notifications.savePreferences(me(c), c.req.valid('json'))),
    );

  // The audit log, for admins only: read, exported and verified; no route changes an event.
  const auditRoutes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listAuditEvents',
        tags: ['Audit'],
        summary: 'The audit log (a page)',
        middleware: allow('read-audit'),
        request: { query: auditQuerySchema },
        responses: { 200: ok(auditPageSchema) },
      }),
      async (c) => {
        const { page, pageSize, ...filter } = c.req.valid('query');
        return c.json(await audit.list(auditFilter(filter), page, pageSize));
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/export',
        operationId: 'exportAuditCsv',
        tags: ['Audit'],
        summary: 'The audit log as a CSV file',
        middleware: allow('read-audit'),
        request: { query: auditQuerySchema },
        responses: { 200: media('text/csv') },
      }),
      async (c) => {
        const { page: _page, pageSize: _size, ...filter } = c.req.valid('query');
        return c.body(await audit.csv(auditFilter(filter)), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="talentflow-audit.csv"',
        });
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/verify',
        operationId: 'verifyAudit',
        tags: ['Audit'],
        summary: 'Check the audit log’s chain',
        middleware: allow('read-audit'),
        responses: { 200: ok(auditVerifySchema) },
      }),
      async (c) => c.json(await audit.verify()),
    );

  // The team's sign-in rules: every member reads them (the Account page says what is required).
  const security = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'getSecurityPolicy',
        tags: ['Settings'],
        summary: 'The team’s sign-in rules',
        middleware: allow('read'),
        responses: { 200: ok(securityPolicySchema) },
      }),
      async (c) => c.json(await twoFactor.policy()),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/',
        operationId: 'saveSecurityPolicy',
        tags: ['Settings'],
        summary: 'Save the sign-in rules',
        middleware: allow('manage-settings'),
        request: { body: jsonRequest(securityPolicySchema) },
        responses: { 200: ok(securityPolicySchema) },
      }),
      async (c) => c.json(await twoFactor.setPolicy(c.req.valid('json'))),
    );

  // API tokens, for admins: the secret is answered once, when made; a revoked token stops at once.
  const tokenRoutes = new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listApiTokens',
        tags: ['Integrations'],
        summary: 'API tokens',
        middleware: allow('manage-settings'),
        responses: { 200: ok(apiTokensSchema) },
      }),
      async (c) => c.json({ tokens: await deps.apiTokens.list() }),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/',
        operationId: 'createApiToken',
        tags: ['Integrations'],
        summary: 'Make an API token (its secret is shown once)',
        middleware: allow('manage-settings'),
        request: { body: jsonRequest(createApiTokenSchema) },
        responses: { 201: created(apiTokenCreatedSchema) },
      }),
      async (c) => c.json(await deps.apiTokens.create(c.req.valid('json'), memberOf(c)!), 201),
    )
    .handle(
      createRoute({
        method: 'delete',
        path: '/:id',
        operationId: 'revokeApiToken',
        tags: ['Integrations'],
        summary: 'Revoke an API token',
        middleware: allow('manage-settings'),
        request: { params: ids({ id: 'API token' }) },
        responses: { 204: noContent },
      }),
      async (c) => {
        await deps.apiTokens.revoke(c.req.valid('param').id);
        return c.body(null, 204);
      },
    );

  const routes = new ApiRoutes();
  routes
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
    .route('/docs', apiDocsRoutes())
    .route('/sso', ssoRoutes({ sso: deps.sso, sessions, client, origin: deps.origin }))
    .route('/scim', scimSettingsRoutes({ scim: deps.scim, origin: deps.origin }))
    .route('/scim/v2', scimRoutes({ scim: deps.scim, origin: deps.origin }));
  return routes;
}

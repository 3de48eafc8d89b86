import { Hono } from 'hono';
import {
  acceptInvitationSchema,
  inviteSchema,
  loginSchema,
  setupSchema,
  updateMemberSchema,
} from '@/domain/schemas';
import type { Role } from '@/domain/access';
import { allow, memberOf, unauthenticated, type ApiContext, type ApiEnv } from '../access';
import { conflict, HttpError, notFound } from '../errors';
import { parseBody, parseId } from '../http';
import type { InvitationRow, TeamStore, TeamTx } from '../store/types';
import { DEFAULT_COST, hashPassword, verifyPassword, type PasswordCost } from './passwords';
import { takeAll, type Counter, type RateLimits } from './rate-limits';
import { publicMember, type SessionLayer } from './sessions';
import { assertStrongPassword } from './password-strength';
import { newToken, sameSecret, tokenHash } from './tokens';

/** Team mode's own routes: first run, sign-in, invitations and members. */

export const INVITATION_DAYS = 7;
export const WRONG_SIGN_IN = 'Wrong email or password.';
export const INVALID_INVITATION =
  'This invitation link is no longer valid. Ask an admin for a new one.';
const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Wait a while, then try again.';
const TOO_MANY_PASSWORDS = 'Too many attempts from this address. Wait a while, then try again.';
const SETUP_DONE = 'TalentFlow already has its admin account. Sign in instead.';
export const SETUP_TOKEN_NEEDED =
  'This server asks for its setup token: open the /setup link it printed when it started, or enter the token.';
const LAST_ADMIN = 'A team needs at least one active admin. Make another member an admin first.';
const DEACTIVATED = (email: string) => `The member with ${email} was deactivated.`;
const REACTIVATE_HINT = 'An admin can reactivate them on the Team page.';

export interface TeamRouteDeps {
  store: TeamStore;
  sessions: SessionLayer;
  counters: Record<keyof RateLimits, Counter>;
  clientAddress: (c: ApiContext) => string;
  /** The address members and applicants reach the server at (for invitation links). */
  origin: (c: ApiContext) => string;
  passwordCost?: PasswordCost;
  /** The one-time token the first admin's setup asks for (a server reachable beyond this machine). */
  setupToken?: string;
}

export function teamRoutes(deps: TeamRouteDeps): Hono<ApiEnv> {
  const { store, sessions, counters } = deps;
  const cost = deps.passwordCost ?? DEFAULT_COST;
  // Verified when an email is unknown, so a wrong email takes as long as a wrong password.
  const decoy = hashPassword('not a password of anyone', cost);

  const isOpen = (invitation: InvitationRow | undefined): invitation is InvitationRow =>
    !!invitation &&
    invitation.acceptedAt === null &&
    Date.parse(invitation.expiresAt) > sessions.now().getTime();

  async function signedIn(c: ApiContext, status: 200 | 201, work: (tx: TeamTx) => Promise<number>) {
    const { user, token } = await store.transaction('write', async (tx) => {
      const userId = await work(tx);
      const token = await sessions.open(tx, userId);
      return { user: (await tx.accounts.getUser(userId))!, token };
    });
    sessions.setCookie(c, token);
    // The request's log line names the member who just signed in.
    c.set('visitor', { kind: 'member', user: publicMember(user), sessionId: tokenHash(token) });
    return c.json({ user: publicMember(user) }, status);
  }

  const auth = new Hono<ApiEnv>()
    .get('/setup', allow('public'), async (c) =>
      c.json({
        needed: (await store.transaction('read', (tx) => tx.accounts.countUsers())) === 0,
        tokenRequired: deps.setupToken !== undefined,
      }),
    )
    .post('/setup', allow('public'), async (c) => {
      const { name, email, password, token } = await parseBody(c, setupSchema);
      await counters.passwordPerAddress.take(deps.clientAddress(c), TOO_MANY_PASSWORDS);
      if (deps.setupToken !== undefined && !sameSecret(token ?? '', deps.setupToken))
        throw new HttpError(403, 'setup_token', SETUP_TOKEN_NEEDED);
      const done = async (tx: TeamTx) => {
        if ((await tx.accounts.countUsers()) > 0) throw conflict(SETUP_DONE);
      };
      // Checked before the password is hashed: a setup after setup costs no hashing.
      await store.transaction('read', done);
      await assertStrongPassword(password, [name, email]);
      const passwordHash = await hashPassword(password, cost);
      return signedIn(c, 201, async (tx) => {
        await done(tx);
        const at = sessions.now().toISOString();
        return (
          await tx.accounts.insertUser({
            name,
            email,
            role: 'admin',
            active: true,
            passwordHash,
            createdAt: at,
          })
        ).id;
      });
    })
    .post('/login', allow('public'), async (c) => {
      const { email, password } = await parseBody(c, loginSchema);
      const address = deps.clientAddress(c);
      // A point of each limit is taken before the password is checked, so a burst of parallel
      // guesses checks no more passwords than the limits allow; a sign-in that works gives them back.
      const giveBack = await takeAll(
        [
          [counters.signInPerAddress, address],
          [counters.signInPerAccountAddress, `${address} ${email}`],
        ],
        TOO_MANY_SIGN_INS,
      );
      const user = await store.transaction('read', (tx) => tx.accounts.findUserByEmail(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy));
      if (!user || !user.active || !matches)
        throw new HttpError(401, 'wrong_credentials', WRONG_SIGN_IN);
      await giveBack();
      const previous = c.get('visitor');
      return signedIn(c, 200, async (tx) => {
        // Signing in again replaces the session the browser had.
        if (previous.kind === 'member') await tx.accounts.deleteSession(previous.sessionId);
        return user.id;
      });
    })
    .post('/logout', allow('public'), async (c) => {
      const visitor = c.get('visitor');
      if (visitor.kind === 'member')
        await store.transaction('write', (tx) => tx.accounts.deleteSession(visitor.sessionId));
      sessions.clearCookie(c);
      return c.body(null, 204);
    })
    .get('/me', allow('public'), (c) => {
      const user = memberOf(c);
      if (!user) throw unauthenticated();
      return c.json({ user });
    });

  /** A new invitation to `email` as `role`, inside `tx`: its token, shown once. */
  async function addInvitation(
    tx: TeamTx,
    email: string,
    role: Role,
    invitedBy: number,
  ): Promise<string> {
    const token = newToken();
    const at = sessions.now();
    await tx.accounts.insertInvitation({
      tokenHash: tokenHash(token),
      email,
      role,
      invitedBy,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString(),
      acceptedAt: null,
    });
    return token;
  }
  const link = (c: ApiContext, token: string) => ({
    token,
    url: `${deps.origin(c)}/invite/${token}`,
  });

  /**
   * The invitation behind a link, while someone may still join with it: open, and its email no
   * member's (a deactivated member comes back only by an admin's reactivation).
   */
  async function joinable(tx: TeamTx, hash: string): Promise<InvitationRow> {
    const invitation = await tx.accounts.findInvitation(hash);
    if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
    const existing = await tx.accounts.findUserByEmail(invitation.email);
    if (existing?.active)
      throw conflict(`${invitation.email} is already a member of the team. Sign in instead.`);
    if (existing) throw conflict(DEACTIVATED(invitation.email));
    return invitation;
  }

  const invitations = new Hono<ApiEnv>()
    .post('/', allow('manage-members'), async (c) => {
      const { email, role } = await parseBody(c, inviteSchema);
      const invitedBy = memberOf(c)!.id;
      const token = await store.transaction('write', async (tx) => {
        const existing = await tx.accounts.findUserByEmail(email);
        if (existing?.active) throw conflict(`${email} is already a member of the team.`);
        if (existing) throw conflict(`${DEACTIVATED(email)} ${REACTIVATE_HINT}`);
        return addInvitation(tx, email, role, invitedBy);
      });
      return c.json(link(c, token), 201);
    })
    .get('/', allow('manage-members'), async (c) => {
      const rows = await store.transaction('read', (tx) =>
        tx.accounts.listOpenInvitations(sessions.now().toISOString()),
      );
      return c.json({
        invitations: rows.map(({ id, email, role, createdAt, expiresAt }) => ({
          id,
          email,
          role,
          createdAt,
          expiresAt,
        })),
      });
    })
    .delete('/:id{[0-9]+}', allow('manage-members'), async (c) => {
      const id = parseId(c.req.param('id'), 'Invitation');
      const removed = await store.transaction('write', (tx) => tx.accounts.deleteInvitation(id));
      if (!removed) throw notFound(`Invitation ${id} not found.`);
      return c.body(null, 204);
    })
    // Send again: a new link for the same email and role; the old link stops working.
    .post('/:id{[0-9]+}/resend', allow('manage-members'), async (c) => {
      const id = parseId(c.req.param('id'), 'Invitation');
      const invitedBy = memberOf(c)!.id;
      const token = await store.transaction('write', async (tx) => {
        const old = await tx.accounts.getInvitation(id);
        if (!old || old.acceptedAt !== null) throw notFound(`Invitation ${id} not found.`);
        await tx.accounts.deleteInvitation(id);
        return addInvitation(tx, old.email, old.role, invitedBy);
      });
      return c.json(link(c, token), 201);
    })
    .get('/:token', allow('public'), async (c) => {
      const invitation = await store.transaction('read', (tx) =>
        tx.accounts.findInvitation(tokenHash(c.req.param('token'))),
      );
      if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
      return c.json({ email: invitation.email, role: invitation.role });
    })
    .post('/:token/accept', allow('public'), async (c) => {
      const { name, password } = await parseBody(c, acceptInvitationSchema);
      await counters.passwordPerAddress.take(deps.clientAddress(c), TOO_MANY_PASSWORDS);
      const hash = tokenHash(c.req.param('token'));
      // Checked before the password is hashed: a wrong link costs no hashing.
      const invited = await store.transaction('read', (tx) => joinable(tx, hash));
      await assertStrongPassword(password, [name, invited.email]);
      const passwordHash = await hashPassword(password, cost);
      return signedIn(c, 201, async (tx) => {
        // Again, as one write: the link may have been used or revoked meanwhile.
        const { id, email, role } = await joinable(tx, hash);
        const at = sessions.now().toISOString();
        await tx.accounts.acceptInvitation(id, at);
        // Joining revokes every other invitation to this email (another role's link is void).
        await tx.accounts.revokeInvitationsTo(email);
        return (
          await tx.accounts.insertUser({
            name,
            email,
            role,
            active: true,
            passwordHash,
            createdAt: at,
          })
        ).id;
      });
    });

  const users = new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) => {
      const rows = await store.transaction('read', (tx) => tx.accounts.listActiveUsers());
      return c.json({ users: rows.map(publicMember) });
    })
    .get('/deactivated', allow('manage-members'), async (c) => {
      const rows = await store.transaction('read', (tx) => tx.accounts.listInactiveUsers());
      return c.json({ users: rows.map(publicMember) });
    })
    .patch('/:id{[0-9]+}', allow('manage-members'), async (c) => {
      const id = parseId(c.req.param('id'), 'Member');
      const change = await parseBody(c, updateMemberSchema);
      const user = await store.transaction('write', async (tx) => {
        const current = await tx.accounts.getUser(id);
        // A deactivated member is changed only by bringing them back.
        if (!current || (!current.active && change.active !== true))
          throw notFound(`Member ${id} not found.`);
        const next = {
          ...current,
          role: change.role ?? current.role,
          active: change.active ?? current.active,
        };
        const stillAdmin = next.role === 'admin' && next.active;
        if (
          current.active &&
          current.role === 'admin' &&
          !stillAdmin &&
          (await tx.accounts.countActiveAdmins()) <= 1
        )
          throw conflict(LAST_ADMIN);
        await tx.accounts.updateUser(next);
        if (!next.active) {
          // Deactivation ends every session at once, and voids the links sent to that email.
          await tx.accounts.deleteSessionsOf(id);
          await tx.accounts.revokeInvitationsTo(current.email);
        }
        return next;
      });
      return c.json({ user: publicMember(user) });
    });

  return new Hono<ApiEnv>()
    .route('/auth', auth)
    .route('/invitations', invitations)
    .route('/users', users);
}

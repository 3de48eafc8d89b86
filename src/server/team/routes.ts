import { Hono } from 'hono';
import {
  acceptInvitationSchema,
  inviteSchema,
  loginSchema,
  setupSchema,
  updateMemberSchema,
} from '@/domain/schemas';
import { allow, memberOf, unauthenticated, type ApiContext, type ApiEnv } from '../access';
import { conflict, HttpError, notFound } from '../errors';
import { parseBody, parseId } from '../http';
import type { InvitationRow, TeamStore, TeamTx } from '../store/types';
import { DEFAULT_COST, hashPassword, verifyPassword, type PasswordCost } from './passwords';
import type { Counter } from './rate-limits';
import { publicMember, type SessionLayer } from './sessions';
import { newToken, tokenHash } from './tokens';

/** Team mode's own routes: first run, sign-in, invitations and members. */

export const INVITATION_DAYS = 7;
export const WRONG_SIGN_IN = 'Wrong email or password.';
export const INVALID_INVITATION =
  'This invitation link is no longer valid. Ask an admin for a new one.';
const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Wait a while, then try again.';
const LAST_ADMIN = 'A team needs at least one active admin. Make another member an admin first.';

export interface TeamRouteDeps {
  store: TeamStore;
  sessions: SessionLayer;
  signIn: { perAddress: Counter; perAccount: Counter };
  clientAddress: (c: ApiContext) => string;
  /** The address members and applicants reach the server at (for invitation links). */
  origin: (c: ApiContext) => string;
  passwordCost?: PasswordCost;
}

export function teamRoutes(deps: TeamRouteDeps): Hono<ApiEnv> {
  const { store, sessions, signIn } = deps;
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
    return c.json({ user: publicMember(user) }, status);
  }

  const auth = new Hono<ApiEnv>()
    .get('/setup', allow('public'), async (c) =>
      c.json({ needed: (await store.transaction('read', (tx) => tx.accounts.countUsers())) === 0 }),
    )
    .post('/setup', allow('public'), async (c) => {
      const { name, email, password } = await parseBody(c, setupSchema);
      const passwordHash = await hashPassword(password, cost);
      return signedIn(c, 201, async (tx) => {
        if ((await tx.accounts.countUsers()) > 0)
          throw conflict('TalentFlow already has its admin account. Sign in instead.');
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
      const address = `address:${deps.clientAddress(c)}`;
      const account = `account:${email}`;
      await signIn.perAddress.check(address, TOO_MANY_SIGN_INS);
      await signIn.perAccount.check(account, TOO_MANY_SIGN_INS);
      const user = await store.transaction('read', (tx) => tx.accounts.findUserByEmail(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy));
      if (!user || !user.active || !matches) {
        await signIn.perAddress.hit(address, TOO_MANY_SIGN_INS);
        await signIn.perAccount.hit(account, TOO_MANY_SIGN_INS);
        throw new HttpError(401, 'wrong_credentials', WRONG_SIGN_IN);
      }
      await signIn.perAccount.reset(account);
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

  const invitations = new Hono<ApiEnv>()
    .post('/', allow('manage-members'), async (c) => {
      const { email, role } = await parseBody(c, inviteSchema);
      const token = newToken();
      const invitedBy = memberOf(c)!.id;
      await store.transaction('write', async (tx) => {
        const existing = await tx.accounts.findUserByEmail(email);
        if (existing?.active) throw conflict(`${email} is already a member of the team.`);
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
      });
      return c.json({ token, url: `${deps.origin(c)}/invite/${token}` }, 201);
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
    .get('/:token', allow('public'), async (c) => {
      const invitation = await store.transaction('read', (tx) =>
        tx.accounts.findInvitation(tokenHash(c.req.param('token'))),
      );
      if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
      return c.json({ email: invitation.email, role: invitation.role });
    })
    .post('/:token/accept', allow('public'), async (c) => {
      const { name, password } = await parseBody(c, acceptInvitationSchema);
      const hash = tokenHash(c.req.param('token'));
      const passwordHash = await hashPassword(password, cost);
      return signedIn(c, 201, async (tx) => {
        const invitation = await tx.accounts.findInvitation(hash);
        if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
        const at = sessions.now().toISOString();
        await tx.accounts.acceptInvitation(invitation.id, at);
        const { email, role } = invitation;
        const existing = await tx.accounts.findUserByEmail(email);
        if (existing?.active)
          throw conflict(`${email} is already a member of the team. Sign in instead.`);
        // A member who was deactivated comes back through a new invitation, with its role.
        if (existing) {
          await tx.accounts.updateUser({ ...existing, name, role, passwordHash, active: true });
          return existing.id;
        }
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
    .patch('/:id', allow('manage-members'), async (c) => {
      const id = parseId(c.req.param('id'), 'Member');
      const change = await parseBody(c, updateMemberSchema);
      const user = await store.transaction('write', async (tx) => {
        const current = await tx.accounts.getUser(id);
        if (!current?.active) throw notFound(`Member ${id} not found.`);
        const next = {
          ...current,
          role: change.role ?? current.role,
          active: change.active ?? current.active,
        };
        const stillAdmin = next.role === 'admin' && next.active;
        if (current.role === 'admin' && !stillAdmin && (await tx.accounts.countActiveAdmins()) <= 1)
          throw conflict(LAST_ADMIN);
        await tx.accounts.updateUser(next);
        // Deactivation ends every session at once.
        if (!next.active) await tx.accounts.deleteSessionsOf(id);
        return next;
      });
      return c.json({ user: publicMember(user) });
    });

  return new Hono<ApiEnv>()
    .route('/auth', auth)
    .route('/invitations', invitations)
    .route('/users', users);
}

import type { Role } from '@/domain/access';
import type { AcceptInvitationInput, InviteInput } from '@/domain/schemas';
import { conflict, notFound } from '../../errors';
import { invitationEmail } from '../../services/messages';
import type { InvitationRow, TeamTx } from '../../store/types';
import { assertStrongPassword } from '../password-strength';
import { hashPassword } from '../passwords';
import { addressKey } from '../rate-limits';
import { newToken, tokenHash } from '../tokens';
import type { AccountsService } from './accounts';
import { TOO_MANY_PASSWORDS, type Client, type SignedIn, type TeamServiceDeps } from './context';

/**
 * Invitations: an admin's one-time links (stored by their token's hash) for an email and a role.
 * Joining with one voids every other link to that email; a deactivated member's email takes none.
 */

export const INVITATION_DAYS = 7;
export const INVALID_INVITATION =
  'This invitation link is no longer valid. Ask an admin for a new one.';
const DEACTIVATED = (email: string) => `The member with ${email} was deactivated.`;
const REACTIVATE_HINT = 'An admin can reactivate them on the Team page.';

export interface OpenInvitation {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
}

export function invitationsService(deps: TeamServiceDeps, accounts: AccountsService) {
  const { store, sessions, counters, passwordCost } = deps;

  const isOpen = (invitation: InvitationRow | undefined): invitation is InvitationRow =>
    !!invitation &&
    invitation.acceptedAt === null &&
    Date.parse(invitation.expiresAt) > sessions.now().getTime();

  /** A new invitation inside `tx`: its token, shown once. */
  async function add(tx: TeamTx, email: string, role: Role, invitedBy: number): Promise<string> {
    const token = newToken();
    const at = sessions.now();
    const invitation = await tx.accounts.insertInvitation({
      tokenHash: tokenHash(token),
      email,
      role,
      invitedBy,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString(),
      acceptedAt: null,
    });
    await tx.audit.record('invitation.created', {
      target: `invitation:${invitation.id}`,
      detail: { email, role },
    });
    // The invitee gets the link by email too, once this commits; the admin can still copy it.
    const inviter = await tx.accounts.getUser(invitedBy);
    await tx.outbox.add(
      invitationEmail(deps.mail, {
        email,
        token,
        inviterName: inviter?.name ?? 'An admin',
        days: INVITATION_DAYS,
      }),
      at.toISOString(),
    );
    return token;
  }

  /** The invitation behind a link while someone may still join with it. */
  async function joinable(tx: TeamTx, hash: string): Promise<InvitationRow> {
    const invitation = await tx.accounts.findInvitation(hash);
    if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
    const existing = await tx.accounts.findUserByEmail(invitation.email);
    if (existing?.active)
      throw conflict(`${invitation.email} is already a member of the team. Sign in instead.`);
    if (existing) throw conflict(DEACTIVATED(invitation.email));
    return invitation;
  }

  return {
    /** A link for an email that is no member's, active or deactivated: its token. */
    invite: ({ email, role }: InviteInput, invitedBy: number): Promise<string> =>
      store.transaction('write', async (tx) => {
        const existing = await tx.accounts.findUserByEmail(email);
        if (existing?.active) throw conflict(`${email} is already a member of the team.`);
        if (existing) throw conflict(`${DEACTIVATED(email)} ${REACTIVATE_HINT}`);
        return add(tx, email, role, invitedBy);
      }),

    /** Neither accepted nor expired, newest first. */
    listOpen: async (): Promise<OpenInvitation[]> =>
      (
        await store.transaction('read', (tx) =>
          tx.accounts.listOpenInvitations(sessions.now().toISOString()),
        )
      ).map(({ id, email, role, createdAt, expiresAt }) => ({
        id,
        email,
        role,
        createdAt,
        expiresAt,
      })),

    revoke: (id: number): Promise<void> =>
      store.transaction('write', async (tx) => {
        const invitation = await tx.accounts.getInvitation(id);
        if (!invitation || !(await tx.accounts.deleteInvitation(id)))
          throw notFound(`Invitation ${id} not found.`);
        await tx.audit.record('invitation.revoked', {
          target: `invitation:${id}`,
          detail: { email: invitation.email },
        });
      }),

    /** A new link for the same email and role; the old one stops working. Its token. */
    resend: (id: number, invitedBy: number): Promise<string> =>
      store.transaction('write', async (tx) => {
        const old = await tx.accounts.getInvitation(id);
        if (!old || old.acceptedAt !== null) throw notFound(`Invitation ${id} not found.`);
        await tx.accounts.deleteInvitation(id);
        await tx.audit.record('invitation.revoked', {
          target: `invitation:${id}`,
          detail: { email: old.email, resent: true },
        });
        return add(tx, old.email, old.role, invitedBy);
      }),

    /** What a link's page shows before the invitee chooses a name and password. */
    async preview(token: string): Promise<{ email: string; role: Role }> {
      const invitation = await store.transaction('read', (tx) =>
        tx.accounts.findInvitation(tokenHash(token)),
      );
      if (!isOpen(invitation)) throw notFound(INVALID_INVITATION);
      return { email: invitation.email, role: invitation.role };
    },

    /**
     * Joins with a link: checked (and limited) before the password is hashed, checked again in
     * the write, which voids every other link to the email and opens the member's session.
     */
    async accept(
      token: string,
      { name, password }: AcceptInvitationInput,
      from: Client,
    ): Promise<SignedIn> {
      await counters.passwordPerAddress.take(addressKey(from.ip), TOO_MANY_PASSWORDS);
      const hash = tokenHash(token);
      const invited = await store.transaction('read', (tx) => joinable(tx, hash));
      await assertStrongPassword(password, [name, invited.email]);
      const passwordHash = await hashPassword(password, passwordCost);
      return accounts.openSession(async (tx) => {
        const { id, email, role } = await joinable(tx, hash);
        const at = sessions.now().toISOString();
        await tx.accounts.acceptInvitation(id, at);
        await tx.accounts.revokeInvitationsTo(email);
        return tx.accounts.insertUser({
          name,
          email,
          role,
          active: true,
          passwordHash,
          createdAt: at,
        });
      }, from, 'invitation.accepted');
    },
  };
}

import type { Role } from '@/domain/access';
import type { ScimSettings } from '@/domain/schemas';
import { badRequest, conflict, DomainError, notFound } from '../../errors';
import type { ScimGroup, ScimMember, TeamTx } from '../../store/types';
import { newToken, tokenHash } from '../tokens';
import { changeMember } from './accounts';
import type { TeamServiceDeps } from './context';
import { NO_PASSWORD } from './sso-rule';

/**
 * Provisioning through SCIM 2.0 (team mode): the company's identity provider makes, changes,
 * deactivates and deletes members, and keeps its groups, whose names map to roles (a setting).
 * A deactivated or deleted member's sessions end in the same transaction, on every instance
 * (their sessions live in the database; each instance is told to forget what it kept), and
 * their calendar feed and API tokens stop at once (both are checked against an active member).
 * This is the protocol's model in TalentFlow's terms; scim-routes.ts speaks SCIM (scimmy).
 */

/** Where the identity provider reaches SCIM. */
export const SCIM_BASE = '/api/scim/v2';
/** A SCIM token: its prefix tells it from an API token in logs and secret scanners. */
export const SCIM_TOKEN_PREFIX = 'tfscim_';
const SETTINGS_KEY = 'scim';
const TOKEN_TOUCH_MS = 60_000;
const DEFAULT_SETTINGS: ScimSettings = { defaultRole: 'interviewer', groupRoles: [] };
const RANK: Record<Role, number> = { interviewer: 1, recruiter: 2, admin: 3 };
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A user as the provider sends it, once scimmy read it against the SCIM User schema. */
export interface ScimUserInput {
  userName: string;
  name?: { formatted?: string; givenName?: string; familyName?: string };
  displayName?: string;
  emails?: Array<{ value?: string; primary?: boolean }>;
  active?: boolean;
  externalId?: string;
}

/** A group as the provider sends it: its members by TalentFlow's ids. */
export interface ScimGroupInput {
  displayName: string;
  externalId?: string;
  memberIds: number[];
}

/** SCIM's own error words for a refusal (RFC 7644 §3.12). */
export class ScimError extends DomainError {
  constructor(
    status: 400 | 404 | 409,
    readonly scimType: 'invalidValue' | 'uniqueness' | 'mutability' | undefined,
    message: string,
  ) {
    const error =
      status === 400 ? badRequest(message) : status === 404 ? notFound(message) : conflict(message);
    super(error.kind, error.code, message);
    this.name = 'ScimError';
  }
}

export function scimService(deps: TeamServiceDeps) {
  const { store, sessions } = deps;
  const now = () => sessions.now().toISOString();

  const settingsIn = async (tx: TeamTx): Promise<ScimSettings> => ({
    ...DEFAULT_SETTINGS,
    ...((await tx.settings.get(SETTINGS_KEY)) as Partial<ScimSettings> | undefined),
  });

  /** The member's name as the provider gives it: formatted, display, or given and family. */
  const nameOf = (input: ScimUserInput, email: string) => {
    const parts = [input.name?.givenName, input.name?.familyName].filter((p) => p?.trim());
    const name = input.name?.formatted?.trim() || input.displayName?.trim() || parts.join(' ');
    return (name || email).slice(0, 100);
  };
  const emailOf = (input: ScimUserInput) => {
    const email = input.userName.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 320)
      throw new ScimError(400, 'invalidValue', `userName must be the member’s email address.`);
    return email;
  };

  /**
   * Each member's role as their groups say, for members whose role follows their groups: those
   * the provider made, and any other once a mapped group held them. In several mapped groups, the
   * highest role; in none, the default. Answers the members whose role changed.
   */
  async function settleRoles(tx: TeamTx, memberIds: Iterable<number>): Promise<number[]> {
    const settings = await settingsIn(tx);
    const roleOfGroup = new Map(settings.groupRoles.map((m) => [m.group.toLowerCase(), m.role]));
    const groups = await tx.scim.listGroups();
    const changed: number[] = [];
    for (const id of new Set(memberIds)) {
      const member = await tx.scim.getMember(id);
      if (!member) continue;
      const roles = groups
        .filter((group) => group.memberIds.includes(id))
        .flatMap((group) => roleOfGroup.get(group.displayName.toLowerCase()) ?? []);
      if (roles.length > 0 && !member.roleManaged)
        await tx.scim.link(id, { externalId: member.externalId, roleManaged: true, at: now() });
      else if (!member.roleManaged) continue;
      const role = roles.sort((a, b) => RANK[b] - RANK[a])[0] ?? settings.defaultRole;
      const account = await tx.accounts.getUser(id);
      if (!account || account.role === role) continue;
      await changeMember(tx, account, { role }, { via: 'scim' });
      changed.push(id);
    }
    return changed;
  }

  /** Runs a write, then has every instance forget the sessions of the members it changed. */
  async function write<T>(work: (tx: TeamTx, changed: Set<number>) => Promise<T>): Promise<T> {
    const changed = new Set<number>();
    const result = await store.transaction('write', (tx) => work(tx, changed));
    for (const userId of changed) sessions.forget({ userId });
    return result;
  }

  const requireMember = async (tx: TeamTx, id: number): Promise<ScimMember> => {
    const member = await tx.scim.getMember(id);
    if (!member) throw new ScimError(404, undefined, `User ${id} not found.`);
    return member;
  };
  const requireGroup = async (tx: TeamTx, id: number): Promise<ScimGroup> => {
    const group = await tx.scim.getGroup(id);
    if (!group) throw new ScimError(404, undefined, `Group ${id} not found.`);
    return group;
  };

  /** A member's activity as the provider sets it (a team keeps an active admin: 409). */
  async function setActive(tx: TeamTx, id: number, active: boolean, changed: Set<number>) {
    const account = await tx.accounts.getUser(id);
    if (!account || account.active === active) return;
    await changeMember(tx, account, { active }, { via: 'scim' });
    changed.add(id);
  }

  /** The group's members, every one a member the provider may see (400 otherwise). */
  async function groupMembers(tx: TeamTx, ids: readonly number[]): Promise<number[]> {
    for (const id of ids)
      if (!(await tx.scim.getMember(id)))
        throw new ScimError(400, 'invalidValue', `Group member ${id} is not a user.`);
    return [...new Set(ids)];
  }

  async function claimName(tx: TeamTx, displayName: string, groupId?: number) {
    const holder = await tx.scim.findGroupByName(displayName);
    if (holder && holder.id !== groupId)
      throw new ScimError(409, 'uniqueness', `A group named “${displayName}” exists.`);
  }

  return {
    /** The SCIM token: the caller of every /scim/v2 route. */
    token: {
      status: () => store.query((tx) => tx.scim.getToken()),
      /** A new token, answered once; it replaces the one before. */
      create: (adminId: number) =>
        store.transaction('write', async (tx) => {
          const token = `${SCIM_TOKEN_PREFIX}${newToken()}`;
          const createdAt = now();
          await tx.scim.putToken({ tokenHash: tokenHash(token), createdBy: adminId, createdAt });
          await tx.audit.record('scim.token_created', { target: 'settings:scim' });
          return { token, createdAt };
        }),
      revoke: () =>
        store.transaction('write', async (tx) => {
          if (!(await tx.scim.deleteToken())) throw notFound('There is no SCIM token.');
          await tx.audit.record('scim.token_revoked', { target: 'settings:scim' });
        }),
      /**
       * Whether a bearer secret is the team's SCIM token. A use is written at most once a minute:
       * a provider's sync of thousands of calls reads, and seldom writes.
       */
      async check(secret: string): Promise<boolean> {
        if (!secret.startsWith(SCIM_TOKEN_PREFIX) || secret.length > 200) return false;
        const token = await store.query((tx) => tx.scim.findToken(tokenHash(secret)));
        if (!token) return false;
        const at = sessions.now();
        const stale = new Date(at.getTime() - TOKEN_TOUCH_MS).toISOString();
        if (token.lastUsedAt === null || token.lastUsedAt < stale)
          await store.transaction('write', (tx) =>
            tx.scim.touchToken(token.id, at.toISOString(), stale),
          );
        return true;
      },
    },

    settings: {
      get: () => store.query(settingsIn),
      /** New roles for the groups: every member whose role follows their groups takes theirs. */
      set: (settings: ScimSettings) =>
        write(async (tx, changed) => {
          await tx.settings.set(SETTINGS_KEY, settings);
          await tx.audit.record('settings.changed', {
            target: 'settings:scim',
            detail: {
              defaultRole: settings.defaultRole,
              groupRoles: settings.groupRoles.map((m) => `${m.group}: ${m.role}`).join(', '),
            },
          });
          const members = await tx.scim.listMembers();
          for (const id of await settleRoles(
            tx,
            members.map((m) => m.id),
          ))
            changed.add(id);
          return settings;
        }),
    },

    users: {
      list: () => store.query((tx) => tx.scim.listMembers()),
      get: (id: number) => store.query((tx) => requireMember(tx, id)),

      /**
       * POST /Users: a new member with the default role and no password (they sign in through
       * the provider). An email of a member is a 409, as SCIM says (the provider then finds
       * them by userName and links them); one deleted through SCIM comes back.
       */
      create: (input: ScimUserInput) =>
        write(async (tx, changed) => {
          const email = emailOf(input);
          const existing = await tx.accounts.findUserByEmail(email);
          const at = now();
          let id: number;
          if (existing) {
            if (!(await tx.scim.isDeleted(existing.id)))
              throw new ScimError(409, 'uniqueness', `A user with userName ${email} exists.`);
            id = existing.id;
            await tx.scim.link(id, { externalId: input.externalId ?? null, roleManaged: true, at });
            await setActive(tx, id, input.active ?? true, changed);
          } else {
            const settings = await settingsIn(tx);
            const made = await tx.accounts.insertUser({
              name: nameOf(input, email),
              email,
              role: settings.defaultRole,
              active: input.active ?? true,
              passwordHash: NO_PASSWORD,
              createdAt: at,
            });
            id = made.id;
            await tx.scim.link(id, { externalId: input.externalId ?? null, roleManaged: true, at });
            await tx.audit.record('member.provisioned', {
              target: `member:${id}`,
              detail: { email, role: settings.defaultRole },
            });
          }
          for (const changedId of await settleRoles(tx, [id])) changed.add(changedId);
          return requireMember(tx, id);
        }),

      /** PUT /Users/:id (and PATCH, once applied): name, email, activity and external id. */
      replace: (id: number, input: ScimUserInput) =>
        write(async (tx, changed) => {
          const member = await requireMember(tx, id);
          const email = emailOf(input);
          const account = (await tx.accounts.getUser(id))!;
          if (email !== member.email) {
            const holder = await tx.accounts.findUserByEmail(email);
            if (holder && holder.id !== id)
              throw new ScimError(409, 'uniqueness', `A user with userName ${email} exists.`);
          }
          const name = nameOf(input, email);
          if (name !== account.name || email !== account.email) {
            await tx.accounts.updateUser({ ...account, name, email });
            tx.record({ type: 'member.changed', id });
            changed.add(id);
          }
          await tx.scim.link(id, { externalId: input.externalId ?? member.externalId, at: now() });
          if (input.active !== undefined) await setActive(tx, id, input.active, changed);
          return requireMember(tx, id);
        }),

      /** DELETE /Users/:id: deactivated (their work stays theirs) and no longer shown to SCIM. */
      remove: (id: number) =>
        write(async (tx, changed) => {
          await requireMember(tx, id);
          await setActive(tx, id, false, changed);
          await tx.scim.markDeleted(id, now());
        }),
    },

    groups: {
      list: () => store.query((tx) => tx.scim.listGroups()),
      get: (id: number) => store.query((tx) => requireGroup(tx, id)),
      create: (input: ScimGroupInput) =>
        write(async (tx, changed) => {
          await claimName(tx, input.displayName);
          const memberIds = await groupMembers(tx, input.memberIds);
          const id = await tx.scim.insertGroup({
            displayName: input.displayName,
            externalId: input.externalId ?? null,
            at: now(),
          });
          await tx.scim.setGroupMembers(id, memberIds);
          for (const changedId of await settleRoles(tx, memberIds)) changed.add(changedId);
          return requireGroup(tx, id);
        }),
      /** PUT /Groups/:id (and PATCH, once applied): its name and members. */
      replace: (id: number, input: ScimGroupInput) =>
        write(async (tx, changed) => {
          const before = await requireGroup(tx, id);
          await claimName(tx, input.displayName, id);
          const memberIds = await groupMembers(tx, input.memberIds);
          await tx.scim.updateGroup({
            id,
            displayName: input.displayName,
            externalId: input.externalId ?? before.externalId,
            at: now(),
          });
          await tx.scim.setGroupMembers(id, memberIds);
          const touched = [...before.memberIds, ...memberIds];
          for (const changedId of await settleRoles(tx, touched)) changed.add(changedId);
          return requireGroup(tx, id);
        }),
      remove: (id: number) =>
        write(async (tx, changed) => {
          const group = await requireGroup(tx, id);
          await tx.scim.deleteGroup(id);
          for (const changedId of await settleRoles(tx, group.memberIds)) changed.add(changedId);
        }),
    },
  };
}

export type ScimService = ReturnType<typeof scimService>;

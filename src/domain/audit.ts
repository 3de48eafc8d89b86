/**
 * The audit log of a team server: security events, append-only, each chained to the one before by
 * a hash over a canonical form, so a row changed or removed behind the server's back is found.
 */

export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'session.revoked',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'member.role_changed',
  'member.deactivated',
  'member.reactivated',
  'backup.exported',
  'backup.restored',
  'candidate.erased',
  'candidate.withdrawn',
  'candidate.exported',
  'candidate.merged',
  'candidates.imported',
  'retention.run',
  'settings.changed',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'email.retried',
  'webhook.created',
  'webhook.updated',
  'webhook.enabled',
  'webhook.disabled',
  'webhook.deleted',
  'webhook.secret_rotated',
  'token.created',
  'token.revoked',
  'audit.keyed',
  'offer.approved',
  'offer.declined_approval',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
  'sso.provider_added',
  'sso.provider_changed',
  'sso.provider_removed',
  'sso.domain_verified',
  'scim.token_created',
  'scim.token_revoked',
  'member.provisioned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action in words, for the Audit page's filter and rows (the CSV keeps the codes). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'session.revoked': 'Sessions signed out',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.reset': 'Two-factor sign-in reset by an admin',
  'invitation.created': 'Invitation created',
  'invitation.revoked': 'Invitation revoked',
  'invitation.accepted': 'Invitation accepted',
  'member.role_changed': 'Role changed',
  'member.deactivated': 'Member deactivated',
  'member.reactivated': 'Member reactivated',
  'backup.exported': 'Backup downloaded',
  'backup.restored': 'Backup restored',
  'candidate.erased': 'Candidate erased',
  'candidate.withdrawn': 'Application withdrawn',
  'candidate.exported': 'Candidate’s data exported',
  'candidate.merged': 'Candidates merged',
  'candidates.imported': 'Candidates imported',
  'retention.run': 'Retention run',
  'settings.changed': 'Settings changed',
  'password.changed': 'Password changed',
  'password.reset_requested': 'Password reset requested',
  'password.reset': 'Password reset',
  'email.retried': 'Email sent again',
  'webhook.created': 'Webhook added',
  'webhook.updated': 'Webhook events changed',
  'webhook.enabled': 'Webhook turned on',
  'webhook.disabled': 'Webhook turned off',
  'webhook.deleted': 'Webhook deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'audit.keyed': 'Audit log keyed',
  'offer.approved': 'Offer approved',
  'offer.declined_approval': 'Offer declined by an approver',
  'offer.sent': 'Offer sent',
  'offer.accepted': 'Offer accepted',
  'offer.declined': 'Offer declined',
  'sso.provider_added': 'Identity provider added',
  'sso.provider_changed': 'Identity provider changed',
  'sso.provider_removed': 'Identity provider removed',
  'sso.domain_verified': 'Email domain proved for an identity provider',
  'scim.token_created': 'Provisioning token created',
  'scim.token_revoked': 'Provisioning token revoked',
  'member.provisioned': 'Member added by the identity provider',
};

/** A small object of plain values: what the event needs to be understood, never a secret. */
export type AuditDetail = Record<string, string | number | boolean | null>;

/** An event as it is recorded. */
export interface AuditEntry {
  at: string;
  actorId: number | null;
  ip: string | null;
  action: AuditAction;
  /** What it was done to: `member:7`, `candidate:42`, `invitation:3`, `session`… */
  target: string | null;
  detail: AuditDetail;
}

/** The hash the first event is chained to. */
export const AUDIT_GENESIS = '0'.repeat(64);

/** Names a detail never has: a password, a code, a token, a secret or a cookie is never kept. */
const SECRET_KEY = /pass|code|token|secret|cookie|hash|otp/i;

/** Refuses a detail that could hold a secret (a programming error, never the user's doing). */
export function assertSafeDetail(detail: AuditDetail): void {
  for (const key of Object.keys(detail))
    if (SECRET_KEY.test(key)) throw new Error(`An audit event's detail may not hold "${key}".`);
}

/**
 * The text an event's hash is taken over: its id, fields and the previous event's hash, as JSON
 * with the detail's keys sorted (PostgreSQL's jsonb does not keep their order).
 */
export function canonicalAudit(id: number, entry: AuditEntry, prevHash: string): string {
  const detail = Object.fromEntries(
    Object.keys(entry.detail)
      .sort()
      .map((key) => [key, entry.detail[key]]),
  );
  return JSON.stringify([
    id,
    entry.at,
    entry.actorId,
    entry.ip,
    entry.action,
    entry.target,
    detail,
    prevHash,
  ]);
}

/** A stored event and its chain: what verifying reads. */
export interface ChainedAuditEvent extends AuditEntry {
  id: number;
  prevHash: string;
  hash: string;
  /**
   * Hashed with the server's key (HMAC-SHA-256). Only events recorded before the log was keyed
   * are not, and they can only come first: a keyed event is never followed by a plain one.
   */
  keyed: boolean;
}

/** How an event's hash is taken: keyed (HMAC-SHA-256 with the server's key) or plain (SHA-256). */
export interface ChainHashes {
  keyed: (text: string) => string;
  plain: (text: string) => string;
}

/** Where a walk of the chain stands: the last hash, and whether a keyed event was met. */
export interface ChainPosition {
  prevHash: string;
  keyed: boolean;
}

export const CHAIN_START: ChainPosition = { prevHash: AUDIT_GENESIS, keyed: false };

/**
 * Walks events in id order from `from` (the chain's start or where the last page ended): the
 * first one whose link or own hash does not hold, or that is plain after a keyed one, if any.
 */
export function firstBrokenLink(
  events: readonly ChainedAuditEvent[],
  from: ChainPosition,
  hashes: ChainHashes,
): { firstBadId?: number; at: ChainPosition } {
  let at = from;
  for (const event of events) {
    const hash = event.keyed ? hashes.keyed : hashes.plain;
    if (
      (at.keyed && !event.keyed) ||
      event.prevHash !== at.prevHash ||
      event.hash !== hash(canonicalAudit(event.id, event, event.prevHash))
    )
      return { firstBadId: event.id, at };
    at = { prevHash: event.hash, keyed: event.keyed };
  }
  return { at };
}

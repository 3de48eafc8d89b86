import { createHash } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_GENESIS,
  assertSafeDetail,
  canonicalAudit,
  firstBrokenLink,
  type AuditEntry,
  type ChainedAuditEvent,
} from './audit';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Events chained as the store appends them. */
function chain(entries: AuditEntry[]): ChainedAuditEvent[] {
  let prevHash = AUDIT_GENESIS;
  return entries.map((entry, i) => {
    const id = i + 1;
    const hash = sha256(canonicalAudit(id, entry, prevHash));
    const event = { ...entry, id, prevHash, hash };
    prevHash = hash;
    return event;
  });
}

const entry = (action: AuditEntry['action'], detail: AuditEntry['detail'] = {}): AuditEntry => ({
  at: '2026-11-26T10:00:00.000Z',
  actorId: 1,
  ip: '10.0.0.1',
  action,
  target: 'member:1',
  detail,
});

describe('the audit chain', () => {
  const events = chain([
    entry('auth.login', { twoFactor: false }),
    entry('member.role_changed', { from: 'recruiter', to: 'admin' }),
    entry('auth.logout'),
  ]);

  it('holds as appended', () => {
    expect(firstBrokenLink(events, AUDIT_GENESIS, sha256)).toEqual({
      lastHash: events[2]!.hash,
    });
  });

  it('hashes the detail whatever the order of its keys (jsonb keeps none)', () => {
    const a = canonicalAudit(2, entry('member.role_changed', { from: 'a', to: 'b' }), 'x');
    const b = canonicalAudit(2, entry('member.role_changed', { to: 'b', from: 'a' }), 'x');
    expect(a).toBe(b);
  });

  it('finds a changed field, a changed detail, a removed event and a reordered one', () => {
    const changed = events.map((e) => (e.id === 2 ? { ...e, actorId: 9 } : e));
    expect(firstBrokenLink(changed, AUDIT_GENESIS, sha256).firstBadId).toBe(2);
    const detail = events.map((e) =>
      e.id === 2 ? { ...e, detail: { from: 'x', to: 'admin' } } : e,
    );
    expect(firstBrokenLink(detail, AUDIT_GENESIS, sha256).firstBadId).toBe(2);
    const removed = events.filter((e) => e.id !== 2);
    expect(firstBrokenLink(removed, AUDIT_GENESIS, sha256).firstBadId).toBe(3);
    const swapped = [events[0]!, events[2]!, events[1]!];
    expect(firstBrokenLink(swapped, AUDIT_GENESIS, sha256).firstBadId).toBe(3);
    // A first event that does not start at the genesis hash.
    expect(firstBrokenLink(events.slice(1), AUDIT_GENESIS, sha256).firstBadId).toBe(2);
  });

  it('continues from where a page ended', () => {
    const first = firstBrokenLink(events.slice(0, 2), AUDIT_GENESIS, sha256);
    expect(firstBrokenLink(events.slice(2), first.lastHash, sha256)).toEqual({
      lastHash: events[2]!.hash,
    });
  });

  it('refuses a detail that names a secret', () => {
    for (const key of [
      'password',
      'newPassword',
      'code',
      'recoveryCode',
      'token',
      'secret',
      'cookie',
      'tokenHash',
    ])
      expect(() => assertSafeDetail({ [key]: 'x' })).toThrow(/may not hold/);
    expect(() => assertSafeDetail({ email: 'a@b.io', count: 2 })).not.toThrow();
  });
});

describe('audit action labels', () => {
  it('names every action in words, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    for (const [i, label] of labels.entries()) expect(label?.trim(), AUDIT_ACTIONS[i]).toBeTruthy();
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('says the sign-in events and an erasure as a person would', () => {
    expect(AUDIT_ACTION_LABELS['auth.login']).toBe('Signed in');
    expect(AUDIT_ACTION_LABELS['auth.login_failed']).toBe('Sign-in failed');
    expect(AUDIT_ACTION_LABELS['candidate.erased']).toBe('Candidate erased');
  });
});

import { createHash, createHmac } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_GENESIS,
  CHAIN_START,
  assertSafeDetail,
  canonicalAudit,
  firstBrokenLink,
  type AuditEntry,
  type ChainedAuditEvent,
  type ChainHashes,
} from './audit';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacWith = (key: string) => (text: string) =>
  createHmac('sha256', key).update(text).digest('hex');
const HASHES: ChainHashes = { keyed: hmacWith('the server’s key'), plain: sha256 };

/** Events chained as the store appends them: keyed, unless `plain` of them came before the key. */
function chain(entries: AuditEntry[], plain = 0, hashes = HASHES): ChainedAuditEvent[] {
  let prevHash = AUDIT_GENESIS;
  return entries.map((entry, i) => {
    const id = i + 1;
    const keyed = i >= plain;
    const hash = (keyed ? hashes.keyed : hashes.plain)(canonicalAudit(id, entry, prevHash));
    const event = { ...entry, id, prevHash, hash, keyed };
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
  const entries = [
    entry('auth.login', { twoFactor: false }),
    entry('member.role_changed', { from: 'recruiter', to: 'admin' }),
    entry('auth.logout'),
  ];
  const events = chain(entries);

  it('holds as appended', () => {
    expect(firstBrokenLink(events, CHAIN_START, HASHES)).toEqual({
      at: { prevHash: events[2]!.hash, keyed: true },
    });
  });

  it('hashes the detail whatever the order of its keys (jsonb keeps none)', () => {
    const a = canonicalAudit(2, entry('member.role_changed', { from: 'a', to: 'b' }), 'x');
    const b = canonicalAudit(2, entry('member.role_changed', { to: 'b', from: 'a' }), 'x');
    expect(a).toBe(b);
  });

  it('finds a changed field, a changed detail, a removed event and a reordered one', () => {
    for (const field of ['at', 'actorId', 'ip', 'action', 'target'] as const) {
      const changed = events.map((e) => (e.id === 2 ? { ...e, [field]: 'changed' } : e));
      expect(firstBrokenLink(changed, CHAIN_START, HASHES).firstBadId, field).toBe(2);
    }
    const detail = events.map((e) =>
      e.id === 2 ? { ...e, detail: { from: 'x', to: 'admin' } } : e,
    );
    expect(firstBrokenLink(detail, CHAIN_START, HASHES).firstBadId).toBe(2);
    const removed = events.filter((e) => e.id !== 2);
    expect(firstBrokenLink(removed, CHAIN_START, HASHES).firstBadId).toBe(3);
    const swapped = [events[0]!, events[2]!, events[1]!];
    expect(firstBrokenLink(swapped, CHAIN_START, HASHES).firstBadId).toBe(3);
    // A first event that does not start at the genesis hash.
    expect(firstBrokenLink(events.slice(1), CHAIN_START, HASHES).firstBadId).toBe(2);
  });

  it('finds a chain rebuilt without the key, with plain hashes or another key', () => {
    const edited = entries.map((e, i) => (i === 1 ? { ...e, detail: { to: 'recruiter' } } : e));
    // Every hash made again as SHA-256, or with a key of the attacker's, marked keyed.
    const asSha = chain(edited, 0, { ...HASHES, keyed: sha256 });
    expect(firstBrokenLink(asSha, CHAIN_START, HASHES).firstBadId).toBe(1);
    const otherKey = chain(edited, 0, { ...HASHES, keyed: hmacWith('a guess') });
    expect(firstBrokenLink(otherKey, CHAIN_START, HASHES).firstBadId).toBe(1);
    // Made plain from the start: it holds link by link, but the walk ends with no keyed event,
    // which the store refuses (a keyed server seals the log with a keyed event when it starts).
    const plain = chain(edited, 3);
    expect(firstBrokenLink(plain, CHAIN_START, HASHES)).toEqual({
      at: { prevHash: plain[2]!.hash, keyed: false },
    });
  });

  it('takes plain events before the key, never after it', () => {
    const upgraded = chain(entries, 2);
    expect(firstBrokenLink(upgraded, CHAIN_START, HASHES)).toEqual({
      at: { prevHash: upgraded[2]!.hash, keyed: true },
    });
    // The keyed tail made plain again, every hash recomputed: found at the first plain one.
    const unkeyed = chain(entries, 1).map((e, i) =>
      i === 2 ? { ...e, keyed: false, hash: sha256(canonicalAudit(e.id, e, e.prevHash)) } : e,
    );
    expect(firstBrokenLink(unkeyed, CHAIN_START, HASHES).firstBadId).toBe(3);
  });

  it('continues from where a page ended', () => {
    const first = firstBrokenLink(events.slice(0, 2), CHAIN_START, HASHES);
    expect(firstBrokenLink(events.slice(2), first.at, HASHES)).toEqual({
      at: { prevHash: events[2]!.hash, keyed: true },
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

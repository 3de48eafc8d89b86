// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { AUDIT_GENESIS, canonicalAudit, type AuditEntry } from '@/domain/audit';
import { connectPgStore } from '@/server/store/pg/connect';
import { emptyAll } from '@/server/store/pg/testing';
import { auditKeyBytes, loadAuditKey } from './audit-key';
import { configFromEnv } from './config';

/** The audit chain's key: where the server finds it, and the database checked against it. */

const KEY_A = new Uint8Array(32).fill(1);
const KEY_B = new Uint8Array(32).fill(2);

describe('the audit key’s source', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'talentflow-key-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is the data folder’s audit.key unless TALENTFLOW_AUDIT_KEY or _FILE says otherwise', () => {
    expect(configFromEnv({ TALENTFLOW_DATA_DIR: '/srv/tf' }).auditKey).toEqual({
      file: path.join('/srv/tf', 'audit.key'),
    });
    expect(configFromEnv({ TALENTFLOW_AUDIT_KEY_FILE: '/run/secrets/key' }).auditKey).toEqual({
      file: '/run/secrets/key',
    });
    expect(configFromEnv({ TALENTFLOW_AUDIT_KEY: 'k'.repeat(40) }).auditKey.value).toBe(
      'k'.repeat(40),
    );
  });

  it('makes the file with 256 random bits, readable by its owner only, and reads it again', async () => {
    const file = path.join(dir, 'keys', 'audit.key');
    const made = await loadAuditKey({ file });
    expect(made.byteLength).toBe(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadAuditKey({ file })).toEqual(made);
    expect((await readFile(file, 'utf8')).trim()).toBe(Buffer.from(made).toString('hex'));
    expect(await loadAuditKey({ file: path.join(dir, 'other.key') })).not.toEqual(made);
  });

  it('takes a key of 32 bytes or more, as hex or text, and refuses a shorter one', async () => {
    expect(auditKeyBytes('ab'.repeat(32), 'K')).toEqual(new Uint8Array(32).fill(0xab));
    expect(auditKeyBytes('x'.repeat(32), 'K').byteLength).toBe(32);
    expect(() => auditKeyBytes('too short', 'TALENTFLOW_AUDIT_KEY')).toThrow(
      'TALENTFLOW_AUDIT_KEY must hold an audit key of at least 32 bytes.',
    );
    await expect(loadAuditKey({ value: 'short', file: path.join(dir, 'k') })).rejects.toThrow(
      /at least 32 bytes/,
    );
  });
});

describe('a database’s audit key', () => {
  let pglite: PGlite;
  // One migrated database for these tests, emptied before each (the key's check value too).
  beforeAll(async () => {
    pglite = await PGlite.create();
  }, 60_000);
  afterAll(() => pglite.close());
  beforeEach(async () => {
    const opened = await connectPgStore({ pglite }, { auditKey: KEY_A });
    await emptyAll(opened.db);
    await opened.close();
  }, 60_000);

  const record = async (key: Uint8Array) => {
    const opened = await connectPgStore({ pglite }, { auditKey: key });
    await opened.store.transaction('write', (tx) =>
      tx.audit.record('auth.logout', { actorId: null, ip: '10.0.0.1' }),
    );
    return opened;
  };

  it('refuses to open with another key than the log was written with', async () => {
    const first = await record(KEY_A);
    expect(await first.store.query((tx) => tx.auditLog.verify())).toEqual({ ok: true, count: 1 });
    await first.close();
    await expect(connectPgStore({ pglite }, { auditKey: KEY_B })).rejects.toThrow(
      /is not the one the audit log was written with/,
    );
    // Nothing of the key is kept: only a check value of it.
    const kept = await pglite.query<{ check_value: string }>('select check_value from audit_key');
    expect(kept.rows[0]!.check_value).not.toContain(Buffer.from(KEY_A).toString('hex'));
    await (await connectPgStore({ pglite }, { auditKey: KEY_A })).close();
  });

  it('seals a log written before it was keyed with a keyed event, and holds after it', async () => {
    // A log of two plain events, as an older TalentFlow wrote it.
    let prev = AUDIT_GENESIS;
    for (const id of [1, 2]) {
      const entry: AuditEntry = {
        at: `2026-01-0${id}T00:00:00.000Z`,
        actorId: null,
        ip: null,
        action: 'auth.login_failed',
        target: null,
        detail: {},
      };
      const hash = createHash('sha256')
        .update(canonicalAudit(id, entry, prev))
        .digest('hex');
      await pglite.query(
        `insert into audit_events (id, at, action, detail, prev_hash, hash) values ($1, $2, $3, '{}', $4, $5)`,
        [id, entry.at, entry.action, prev, hash],
      );
      prev = hash;
    }
    await pglite.query(`select setval('audit_events_id_seq', 2)`);
    const opened = await record(KEY_A);
    const events = await opened.store.query((tx) => tx.auditLog.list({}, { offset: 0, limit: 10 }));
    expect(events.map((e) => e.action)).toEqual([
      'auth.logout',
      'audit.keyed',
      'auth.login_failed',
      'auth.login_failed',
    ]);
    expect(events[1]!.detail).toEqual({ plainEvents: 2 });
    expect(await opened.store.query((tx) => tx.auditLog.verify())).toEqual({ ok: true, count: 4 });
    await opened.close();
  });
});

import { StorageError } from '../types';
import { pgStorageError } from './errors';
import { prefixRange } from './repos/candidates';
import { pgTime } from './values';

/** A driver's error as Drizzle hands it on: wrapped, the driver's own as its cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: ...'), { cause });

describe('PostgreSQL errors as StorageErrors', () => {
  it('tells a duplicate, a full disk, used-up ids and an unreachable database apart', () => {
    expect(pgStorageError(wrapped({ code: '23505', message: 'duplicate key' }))?.kind).toBe(
      'conflict',
    );
    expect(pgStorageError(wrapped({ code: '53100', message: 'could not extend file' }))?.kind).toBe(
      'full',
    );
    expect(pgStorageError(wrapped({ code: 'ENOSPC', message: 'no space left' }))?.kind).toBe(
      'full',
    );
    expect(
      pgStorageError(wrapped({ code: '2200H', message: 'nextval: reached maximum' }))?.kind,
    ).toBe('full');
    for (const code of [
      '08006',
      '08001',
      '57P01',
      '57P03',
      '53300',
      '40001',
      '40P01',
      'ECONNREFUSED',
      'CONNECTION_ENDED',
      'CONNECT_TIMEOUT',
    ]) {
      expect(pgStorageError(wrapped({ code, message: 'gone' }))?.kind, code).toBe('unavailable');
    }
    expect(pgStorageError(new Error('PGlite is closed'))?.kind).toBe('unavailable');
    const cause = { code: '23505', message: 'duplicate key' };
    const error = pgStorageError(wrapped(cause));
    expect(error).toBeInstanceOf(StorageError);
    expect(error?.message).toMatch(/Nothing was saved/);
  });

  it('leaves other errors as they are: bad statements, a write in a read transaction, the work’s own', () => {
    for (const code of ['42703', '25006', '22021', '23503']) {
      expect(pgStorageError(wrapped({ code, message: 'x' })), code).toBeUndefined();
    }
    expect(pgStorageError(new Error('the work failed'))).toBeUndefined();
    expect(pgStorageError('a string')).toBeUndefined();
    const own = new StorageError('full', 'already mapped');
    expect(pgStorageError(own)).toBe(own);
  });
});

describe('PostgreSQL values', () => {
  it('writes ISO timestamps of any year as PostgreSQL reads them', () => {
    expect(pgTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
    expect(pgTime('+010000-01-01T00:00:00.000Z')).toBe('10000-01-01T00:00:00.000Z');
    expect(pgTime('0000-12-31T23:59:59.999Z')).toBe('0001-12-31T23:59:59.999Z BC');
    expect(pgTime('-000001-06-15T12:00:00.000Z')).toBe('0002-06-15T12:00:00.000Z BC');
    expect(pgTime('not a date')).toBe('not a date');
  });

  it('gives each search term the range of tokens starting with it', () => {
    expect(prefixRange('ja')).toEqual({ from: 'ja', below: 'jb' });
    expect(prefixRange('a\uD7FF')).toEqual({ from: 'a\uD7FF', below: 'a\uE000' });
    expect(prefixRange('a\u{10FFFF}')).toEqual({ from: 'a\u{10FFFF}', below: 'b' });
    expect(prefixRange('😀')).toEqual({ from: '😀', below: '😁' });
    expect(prefixRange('\u{10FFFF}\u{10FFFF}')).toEqual({ from: '\u{10FFFF}\u{10FFFF}' });
  });
});

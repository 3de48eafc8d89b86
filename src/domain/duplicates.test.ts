import {
  duplicateGroups,
  duplicatesOf,
  mergeablePairs,
  normalizeName,
  phoneDigits,
  type DuplicateCandidate,
} from './duplicates';

const person = (
  id: number,
  name: string,
  email: string,
  extra: Partial<DuplicateCandidate> = {},
): DuplicateCandidate => ({ id, name, email, ...extra });

describe('normalizeName', () => {
  it('trims, folds case and accents, and collapses inner spaces', () => {
    expect(normalizeName('  José   NÚÑEZ\t')).toBe('jose nunez');
    expect(normalizeName('Zoë  Park')).toBe(normalizeName('zoe park'));
    expect(normalizeName('Ann Lee')).not.toBe(normalizeName('Anne Lee'));
  });
});

describe('phoneDigits', () => {
  it('keeps the digits only', () => {
    expect(phoneDigits('+44 (20) 7946-0958')).toBe('442079460958');
    expect(phoneDigits('020.7946.0958')).toBe('02079460958');
  });

  it('is null for a number with fewer digits than a phone number has, or none', () => {
    expect(phoneDigits('12-34')).toBeNull();
    expect(phoneDigits('12345')).toBe('12345');
    expect(phoneDigits(undefined)).toBeNull();
    expect(phoneDigits('')).toBeNull();
  });
});

describe('duplicateGroups', () => {
  it('groups candidates whose phones have the same digits under different emails', () => {
    expect(
      duplicateGroups([
        person(1, 'Ann Lee', 'ann@a.com', { phone: '+1 (555) 010-2030' }),
        person(2, 'Annie Lee', 'annie@b.com', { phone: '15550102030' }),
        person(3, 'Bob Roe', 'bob@c.com', { phone: '555 999 1111' }),
      ]),
    ).toEqual([{ candidateIds: [1, 2], reason: 'phone' }]);
  });

  it('never groups candidates of one email: they are one person’s applications', () => {
    expect(
      duplicateGroups([
        person(1, 'Ann Lee', 'ann@a.com', { phone: '5550102030', resumes: ['x'] }),
        person(2, 'Ann Lee', ' ANN@a.com', { phone: '555-010-2030', resumes: ['x'] }),
      ]),
    ).toEqual([]);
  });

  it('keeps a person’s two applications in the group when another email shares the phone', () => {
    expect(
      duplicateGroups([
        person(1, 'Ann Lee', 'ann@a.com', { phone: '5550102030' }),
        person(2, 'Ann Lee', 'ann@a.com', { phone: '5550102030' }),
        person(3, 'Ann Lee', 'a.lee@b.com', { phone: '5550102030' }),
      ]),
    ).toEqual([{ candidateIds: [1, 2, 3], reason: 'phone' }]);
  });

  it('ignores phones too short to be numbers', () => {
    expect(
      duplicateGroups([
        person(1, 'A', 'a@a.com', { phone: '1234' }),
        person(2, 'B', 'b@b.com', { phone: '1234' }),
      ]),
    ).toEqual([]);
  });

  it('groups the same name with the same résumé, but not the name or the résumé alone', () => {
    expect(
      duplicateGroups([
        person(1, 'José Núñez', 'jose@a.com', { resumes: ['r1'] }),
        person(2, ' jose  nunez ', 'jn@b.com', { resumes: ['r2', 'r1'] }),
        person(3, 'José Núñez', 'other@c.com', { resumes: ['r3'] }),
        person(4, 'Someone Else', 'else@d.com', { resumes: ['r1'] }),
        person(5, 'José Núñez', 'nores@e.com'),
      ]),
    ).toEqual([{ candidateIds: [1, 2], reason: 'name-and-resume' }]);
  });

  it('joins résumé matches transitively within one name', () => {
    expect(
      duplicateGroups([
        person(1, 'Ann Lee', 'a@a.com', { resumes: ['r1'] }),
        person(2, 'Ann Lee', 'b@b.com', { resumes: ['r1', 'r2'] }),
        person(3, 'Ann Lee', 'c@c.com', { resumes: ['r2'] }),
      ]),
    ).toEqual([{ candidateIds: [1, 2, 3], reason: 'name-and-resume' }]);
  });

  it('lists a name-and-résumé group once when one phone group already holds it all', () => {
    const people = [
      person(1, 'Ann Lee', 'a@a.com', { phone: '5550102030', resumes: ['r1'] }),
      person(2, 'Ann Lee', 'b@b.com', { phone: '555 010 2030', resumes: ['r1'] }),
      person(3, 'Bo Roe', 'c@c.com', { resumes: ['r9'] }),
      person(4, 'Bo Roe', 'd@d.com', { phone: '5550000000', resumes: ['r9'] }),
    ];
    expect(duplicateGroups(people)).toEqual([
      { candidateIds: [1, 2], reason: 'phone' },
      { candidateIds: [3, 4], reason: 'name-and-resume' },
    ]);
  });
});

describe('duplicatesOf', () => {
  it('names each other candidate once, phone first, leaving out the same email', () => {
    const people = [
      person(1, 'Ann Lee', 'a@a.com', { phone: '5550102030', resumes: ['r1'] }),
      person(2, 'Ann Lee', 'b@b.com', { resumes: ['r1'] }),
      person(3, 'Annie', 'c@c.com', { phone: '5550102030' }),
      person(4, 'Ann Lee', 'a@a.com', { phone: '5550102030' }),
    ];
    expect(duplicatesOf(1, people)).toEqual([
      { id: 2, reason: 'name-and-resume' },
      { id: 3, reason: 'phone' },
    ]);
    expect(duplicatesOf(3, people)).toEqual([
      { id: 1, reason: 'phone' },
      { id: 4, reason: 'phone' },
    ]);
    expect(duplicatesOf(99, people)).toEqual([]);
  });
});

describe('mergeablePairs', () => {
  it('pairs members with different emails, by id', () => {
    const a = { id: 3, email: 'a@a.com' };
    const b = { id: 1, email: 'A@a.com' };
    const c = { id: 2, email: 'c@c.com' };
    expect(mergeablePairs([a, b, c])).toEqual([
      [b, c],
      [c, a],
    ]);
  });
});

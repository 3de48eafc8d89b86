import { createIdGenerator, generateId } from './ids';

describe('id generation', () => {
  it('is the prefix followed by the current timestamp', () => {
    const ids = createIdGenerator(() => 1_700_000_000_000);
    expect(ids.next('s')).toBe('s1700000000000');
  });

  it('bumps by one when the same millisecond was already used, across prefixes', () => {
    const ids = createIdGenerator(() => 1000);
    expect([ids.next('s'), ids.next('q'), ids.next('o'), ids.next('q')]).toEqual([
      's1000',
      'q1001',
      'o1002',
      'q1003',
    ]);
  });

  it('never goes backwards when the clock does', () => {
    let now = 5000;
    const ids = createIdGenerator(() => now);
    expect(ids.next('q')).toBe('q5000');
    now = 4000;
    expect(ids.next('q')).toBe('q5001');
    now = 9000;
    expect(ids.next('q')).toBe('q9000');
  });

  it('never repeats an id reserved from a loaded structure', () => {
    const ids = createIdGenerator(() => 1000);
    ids.reserve(['s2000', 'q2005', 'o1999', 'custom-id']);
    expect(ids.next('o')).toBe('o2006');
  });

  it('keeps the shared generator unique over many calls in a tight loop', () => {
    const made = Array.from({ length: 500 }, (_, i) => generateId(i % 2 ? 'q' : 'o'));
    const numbers = made.map((id) => Number(id.slice(1)));
    expect(new Set(numbers).size).toBe(500);
    for (const id of made) expect(id).toMatch(/^[qo]\d{13,}$/);
  });
});

import { messageCount, parseStateFilter } from './labels';

describe('email labels', () => {
  it('reads a known state from the address and ignores anything else', () => {
    expect(parseStateFilter('failed')).toBe('failed');
    expect(parseStateFilter('queued')).toBe('queued');
    expect(parseStateFilter(null)).toBeUndefined();
    expect(parseStateFilter('')).toBeUndefined();
    expect(parseStateFilter('FAILED')).toBeUndefined();
    expect(parseStateFilter('toString')).toBeUndefined();
  });

  it('counts messages in words', () => {
    expect(messageCount(0)).toBe('0 messages');
    expect(messageCount(1)).toBe('1 message');
    expect(messageCount(3)).toBe('3 messages');
  });
});

import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey, counter, takeAll, TooManyRequests } from './rate-limits';

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('is an IPv6 address’s /64, however it is written: one subscriber’s network is one count', () => {
    const key = addressKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    for (const same of ['2001:db8:aa:1:ffff:ffff:ffff:ffff', '2001:0DB8:00AA:0001:0:0:0:2'])
      expect(addressKey(same)).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key);
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 one, in either notation', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('keeps what is no address as it is (a client whose address is unknown)', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('taking points of several counters at once', () => {
  const memory = (points: number) => counter(new RateLimiterMemory({ points, duration: 60 }));

  it('gives back the points already taken when a later counter refuses', async () => {
    const perAccount = memory(2);
    const perAddress = memory(1);
    await takeAll([[perAddress, 'ip']], 'Too many.');
    // The address has none left: the account's point taken first goes back.
    await expect(
      takeAll(
        [
          [perAccount, 'ann'],
          [perAddress, 'ip'],
        ],
        'Too many.',
      ),
    ).rejects.toBeInstanceOf(TooManyRequests);
    await takeAll([[perAccount, 'ann']], 'Too many.');
    await takeAll([[perAccount, 'ann']], 'Too many.');
    await expect(takeAll([[perAccount, 'ann']], 'Too many.')).rejects.toThrow('Too many.');
  });

  it('answers a way to give every point back (a sign-in that succeeds costs nothing)', async () => {
    const a = memory(1);
    const b = memory(1);
    const giveBack = await takeAll(
      [
        [a, 'k'],
        [b, 'k'],
      ],
      'Too many.',
    );
    await giveBack();
    await takeAll(
      [
        [a, 'k'],
        [b, 'k'],
      ],
      'Too many.',
    );
  });
});

// @vitest-environment node
import { addressRange, isPublicAddress } from './addresses';
import { checkDestination, pinned, type Resolve } from './destination';

describe('which addresses a webhook may go to', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified and CGNAT addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      // IPv4-mapped IPv6 is judged as its IPv4 address.
      '::ffff:127.0.0.1',
      '::ffff:10.1.2.3',
      '::ffff:a9fe:a9fe',
      // IPv4-compatible IPv6 (::/96) is refused whole, however written, whatever IPv4 it holds.
      '::7f00:1',
      '::a9fe:a9fe',
      '::127.0.0.1',
      '::169.254.169.254',
      '::808:808',
      '::8.8.8.8',
      '0:0:0:0:0:0:5db8:d70e',
      // IPv6 ranges that carry an IPv4 address inside.
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
  });

  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    expect(addressRange('100.64.0.1')).toBe('carrierGradeNat');
  });
});

describe('an endpoint address, checked', () => {
  const resolveTo =
    (...addresses: string[]): Resolve =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name with any private address, and takes it when private addresses are allowed', async () => {
    const resolve = resolveTo('93.184.215.14', '10.0.0.7');
    await expect(
      checkDestination('https://hooks.example.com/in', { allowPrivate: false, resolve }),
    ).rejects.toThrow(
      /hooks\.example\.com is a private, loopback or link-local address \(10\.0\.0\.7\)/,
    );
    const allowed = await checkDestination('https://hooks.example.com/in', {
      allowPrivate: true,
      resolve,
    });
    expect(allowed.address).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses an IPv4-compatible address (::/96), named in the URL or resolved from the name', async () => {
    // Named in the URL: the system resolver answers the address itself.
    for (const url of ['https://[::7f00:1]/in', 'https://[::a9fe:a9fe]/in', 'https://[::8.8.8.8]/'])
      await expect(checkDestination(url, { allowPrivate: false }), url).rejects.toThrow(
        /is a private, loopback or link-local address/,
      );
    // Resolved: a name whose AAAA record is one, written either way the resolver may write it.
    for (const address of ['::a9fe:a9fe', '::169.254.169.254', '::8.8.8.8'])
      await expect(
        checkDestination('https://hooks.example.com/in', {
          allowPrivate: false,
          resolve: resolveTo('93.184.215.14', address),
        }),
        address,
      ).rejects.toThrow(
        `hooks.example.com is a private, loopback or link-local address (${address})`,
      );
    // The forms taken before still are.
    for (const address of ['2606:4700::1111', '::ffff:8.8.8.8'])
      await expect(
        checkDestination('https://hooks.example.com/in', {
          allowPrivate: false,
          resolve: resolveTo(address),
        }),
      ).resolves.toMatchObject({ address: { address } });
  });

  it('takes https only, or http when private addresses are allowed', async () => {
    const resolve = resolveTo('93.184.215.14');
    await expect(
      checkDestination('http://hooks.example.com/', { allowPrivate: false, resolve }),
    ).rejects.toThrow(/https/);
    await expect(
      checkDestination('http://hooks.example.com/', { allowPrivate: true, resolve }),
    ).resolves.toMatchObject({ address: { address: '93.184.215.14' } });
    await expect(
      checkDestination('ftp://hooks.example.com/', { allowPrivate: true, resolve }),
    ).rejects.toThrow(/https/);
    await expect(checkDestination('not a url', { allowPrivate: true, resolve })).rejects.toThrow(
      /must be an address/,
    );
    await expect(
      checkDestination('https://me:pw@hooks.example.com/', { allowPrivate: false, resolve }),
    ).rejects.toThrow(/user name or password/);
  });

  it('says so when the name cannot be resolved', async () => {
    const resolve: Resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(
      checkDestination('https://nowhere.invalid/', { allowPrivate: false, resolve }),
    ).rejects.toThrow(/nowhere\.invalid could not be found/);
  });

  it('connects to the address checked, whatever a second resolution would say', () => {
    const lookup = pinned({ address: '93.184.215.14', family: 4 });
    const one = vi.fn();
    lookup('hooks.example.com', {}, one);
    expect(one).toHaveBeenCalledWith(null, '93.184.215.14', 4);
    const all = vi.fn();
    lookup('hooks.example.com', { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, [{ address: '93.184.215.14', family: 4 }]);
  });
});

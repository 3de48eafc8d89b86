import { clientOf, parseTrustProxy } from './proxies';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe('the client behind trusted proxies', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const client = clientOf(
      '203.0.113.5',
      headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' }),
      0,
    );
    expect(client.address).toBe('203.0.113.5');
    expect(client.forwarded('x-forwarded-proto')).toBeUndefined();
  });

  it('is the entry as many hops from the right as there are proxies: an entry the client wrote is never read', () => {
    // The client wrote "6.6.6.6" itself; the one proxy appended the address it saw.
    const forged = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.23' });
    expect(clientOf('10.0.0.2', forged, 1).address).toBe('198.51.100.23');
    // Two proxies: the outer one saw the client, the inner one saw the outer proxy.
    const twice = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.23, 10.0.0.9' });
    expect(clientOf('10.0.0.2', twice, 2).address).toBe('198.51.100.23');
    expect(clientOf('10.0.0.2', twice, 1).address).toBe('10.0.0.9');
    // Fewer entries than proxies: the leftmost there is.
    expect(clientOf('10.0.0.2', headers({ 'x-forwarded-for': '198.51.100.23' }), 3).address).toBe(
      '198.51.100.23',
    );
    expect(clientOf('10.0.0.2', headers({}), 1).address).toBe('10.0.0.2');
  });

  it('walks past the proxies named by address or subnet only', () => {
    const trust = parseTrustProxy('10.0.0.0/8, loopback');
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.23, 10.1.2.3' });
    expect(clientOf('127.0.0.1', chain, trust).address).toBe('198.51.100.23');
    // A peer that is not a trusted proxy is the client itself.
    expect(clientOf('192.0.2.1', chain, trust).address).toBe('192.0.2.1');
  });

  it('reads X-Forwarded-Proto and -Host as the outermost trusted proxy wrote them', () => {
    const client = clientOf(
      '10.0.0.2',
      headers({
        'x-forwarded-for': '198.51.100.23',
        'x-forwarded-proto': 'http, https',
        'x-forwarded-host': 'jobs.example.com',
      }),
      1,
    );
    expect(client.forwarded('x-forwarded-proto')).toBe('https');
    expect(client.forwarded('x-forwarded-host')).toBe('jobs.example.com');
  });

  it('reads TRUST_PROXY as a count or a list of addresses, and refuses anything else', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([0, 0, 0, 0]);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => parseTrustProxy('the load balancer')).toThrow();
  });
});

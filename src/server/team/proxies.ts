import proxyaddr from 'proxy-addr';

/**
 * Who sent a request when proxies stand in front. Each proxy appends the address it was reached
 * from to X-Forwarded-For, so only the entries written by the proxies we trust can be believed:
 * the client is the first address, walking from the connecting peer leftwards, that is not a
 * trusted proxy. Whatever a client wrote itself sits further left and is never read.
 */

/** How many proxies stand in front (hops), or their addresses and subnets (`10.0.0.0/8`, `loopback`). */
export type TrustProxy = number | readonly string[];

/** TRUST_PROXY as the operator writes it: empty or 0 none, `true` one proxy, a number, or addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Refuses what is not an address, a subnet or a name proxy-addr knows, at start-up.
  proxyaddr.compile(list);
  return list;
}

export interface Client {
  /** The client's address: the peer's without trusted proxies. */
  address: string | undefined;
  /** An X-Forwarded-* value that the outermost trusted proxy wrote, if any proxy is trusted. */
  forwarded(name: string): string | undefined;
}

export function clientOf(
  peer: string | undefined,
  header: (name: string) => string | undefined,
  trust: TrustProxy,
): Client {
  const trusts =
    typeof trust === 'number'
      ? (_address: string, hop: number) => hop < trust
      : proxyaddr.compile([...trust]);
  const request = {
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': header('x-forwarded-for') },
  } as unknown as Parameters<typeof proxyaddr.all>[0];
  // [peer, the proxies trusted…, the client]: the first address not trusted ends the walk.
  const chain = proxyaddr.all(request, trusts);
  const hops = chain.length - 1;
  return {
    address: chain.at(-1) || undefined,
    forwarded(name) {
      if (hops === 0) return undefined;
      const values = (header(name) ?? '').split(',').map((entry) => entry.trim());
      // The value the outermost trusted proxy added: `hops` entries from the right.
      return values[Math.max(0, values.length - hops)] || undefined;
    },
  };
}

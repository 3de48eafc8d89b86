import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be sent to: public unicast ones only. Loopback, private,
 * link-local, unique-local, unspecified, carrier-grade NAT, multicast, broadcast and reserved
 * ranges are refused, in IPv4 and IPv6 alike; an IPv4-mapped IPv6 address is judged as its IPv4
 * address, and an IPv6 range that carries an IPv4 address inside (IPv4-compatible ::/96, NAT64,
 * 6to4, Teredo) is refused too.
 */

/** The deprecated IPv4-compatible addresses (RFC 4291): `::` and an IPv4 address, e.g. ::7f00:1. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * An address as it is written. ipaddr.js reads `::a.b.c.d` as `::ffff:a.b.c.d` (IPv4-mapped), yet
 * it is the IPv4-compatible ::/96 address, and the system resolver writes those so: an IPv6
 * address's dotted IPv4 tail is first put as its two hexadecimal groups.
 */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  if (!address.includes(':')) return ipaddr.parse(address);
  const hex = address.replace(/(?<=:)([^:%]+\.[^:%]+)(?=%|$)/, (ipv4) => {
    const [a, b, c, d] = ipaddr.IPv4.parse(ipv4).octets as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  return ipaddr.IPv6.parse(hex);
}

/** The kind of range an address is in (ipaddr.js's names), or `invalid` when it is none. */
export function addressRange(address: string): string {
  let parsed = parse(address);
  if (!parsed) return 'invalid';
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
    // ipaddr.js calls ::/96 unicast (all but :: and ::1), yet a system may still reach its IPv4
    // address through it: the whole deprecated range is refused.
    else if (ipv6.range() === 'unicast' && ipv6.match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  }
  return parsed.range();
}

/** Whether a webhook may be sent to this address (a public unicast one). */
export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

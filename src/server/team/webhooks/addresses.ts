import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be sent to: public unicast ones only. Loopback, private, link-local,
 * unique-local, unspecified, carrier-grade NAT, multicast, broadcast and reserved ranges are
 * refused, in IPv4 and IPv6 alike; an IPv4-mapped IPv6 address is judged as its IPv4 address, and
 * an IPv6 range that carries an IPv4 address inside (NAT64, 6to4, Teredo) is refused too.
 */

/** The kind of range an address is in (ipaddr.js's names), or `invalid` when it is none. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range();
}

/** Whether a webhook may be sent to this address (a public unicast one). */
export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

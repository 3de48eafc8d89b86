import { lookup as dnsLookup } from 'node:dns/promises';
import { badRequest } from '../../errors';
import { isPublicAddress } from './addresses';

/**
 * Where a webhook may go (SSRF): an https address (http too where private addresses are allowed)
 * whose host resolves, every address of it, to public ones. Checked when an endpoint is registered
 * and again before each try, and the try connects to the address checked (`pinned`), so a second
 * resolution (DNS rebinding) cannot swap in another.
 */

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as the system resolves it (`dns.lookup`, all of them). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export interface DestinationOptions {
  /** TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE: private addresses (and http) allowed, for private networks. */
  allowPrivate: boolean;
  resolve?: Resolve;
  /** What the address is for, as the refusals say it (webhooks by default). */
  purpose?: { noun: string; example: string };
}

export interface Destination {
  url: URL;
  /** The address the try connects to: one that was checked. */
  address: ResolvedAddress;
}

const WEBHOOKS = { noun: 'webhooks', example: 'https://example.com/webhooks' };

/** Checks an endpoint's address; a DomainError ('invalid', 400) says what is wrong in words. */
export async function checkDestination(
  text: string,
  { allowPrivate, resolve = systemResolve, purpose = WEBHOOKS }: DestinationOptions,
): Promise<Destination> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(`url: must be an address like ${purpose.example}.`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw badRequest(`url: must start with https:// (${purpose.noun} go over HTTPS only).`);
  if (url.username || url.password) throw badRequest('url: must not hold a user name or password.');
  // `[::1]` in a URL is the address ::1.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw badRequest(`url: ${hostname} could not be found (DNS).`);
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (refused && !allowPrivate)
    throw badRequest(
      `url: ${hostname} is a private, loopback or link-local address (${refused.address}); ${purpose.noun} go to public addresses only.`,
    );
  return { url, address: addresses[0]! };
}

/**
 * A `lookup` for http(s).request that answers the address checked whatever the name: the
 * connection goes where the check said, while TLS still checks the certificate for the name.
 */
export function pinned(address: ResolvedAddress) {
  return (
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ): void => {
    if (options?.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}

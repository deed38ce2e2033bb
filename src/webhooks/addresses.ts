import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { KeyMode } from '../apiKeys/format';
import { isSandboxMode } from '../engine/partition';

/**
 * Where webhooks may go. A partner names the URL, and the service then makes requests to it from
 * inside the operator's network: without these rules an endpoint could reach the database, the
 * cloud's metadata service or an admin port. The address is checked when an endpoint is saved
 * and again before every attempt (the name's DNS answer may have changed), and the attempt
 * connects to the address that was checked, never to a second lookup's answer.
 *
 * Live endpoints must be https on a public address. A test partition's may also be plain http on
 * the loopback interface, so a partner can point a test endpoint at a receiver on their own
 * machine. Hosts the operator lists in WEBHOOK_ALLOWED_HOSTS (its own receivers) skip the
 * address check, never the https rule.
 */
export interface AddressPolicy {
  allowedHosts: readonly string[];
}

export class AddressRefused extends Error {}

const NEVER = new BlockList();
// Private, shared (CGNAT, which also holds some clouds' metadata), link-local (169.254.169.254,
// the metadata service), unspecified, documentation, benchmark, multicast and reserved ranges.
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NEVER.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64]] as const) NEVER.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, or NAT64 `64:ff9b::/96`), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] as string;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1] as string, 16);
  const low = parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why webhooks of `mode` may not go to `address`, or null when they may. */
export function refusal(address: string, mode: KeyMode): string | null {
  const inner = isIP(address) === 6 ? embeddedIpv4(address) : null;
  if (inner !== null) return refusal(inner, mode);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, family)) return isSandboxMode(mode) ? null : 'is a loopback address, which only test-mode endpoints may use';
  if (NEVER.check(address, family)) return 'is a private, link-local, metadata or reserved address, which webhooks may not reach';
  return null;
}

const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * The URL's form: absolute http(s) without credentials or fragment, https for live endpoints
 * (and for test ones not on the loopback interface). Answers the parsed URL or throws
 * AddressRefused with the reason.
 */
export function endpointUrl(raw: string, mode: KeyMode): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AddressRefused('must be an https URL');
  if (url.username !== '' || url.password !== '') throw new AddressRefused('must not carry a user name or password');
  if (url.hash !== '') throw new AddressRefused('must not carry a fragment (#…)');
  if (url.protocol === 'http:') {
    const host = bareHost(url);
    const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && LOOPBACK.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4'));
    if (!isSandboxMode(mode) || !loopbackHost) throw new AddressRefused(isSandboxMode(mode) ? 'must be https, unless it is on the loopback interface (localhost)' : 'must be https in live mode');
  }
  return url;
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address an attempt connects to. Every address the name resolves to must be allowed (else
 * one answer could be public and the next private); the first is used.
 */
export async function deliveryAddress(url: URL, mode: KeyMode, policy: AddressPolicy, resolve: Resolver = systemResolver): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url);
  let answers: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) answers = [{ address: host, family: isIP(host) }];
  else {
    try {
      answers = await resolve(host);
    } catch {
      throw new AddressRefused(`host ${host} does not resolve`);
    }
  }
  if (answers.length === 0) throw new AddressRefused(`host ${host} does not resolve`);
  if (!policy.allowedHosts.includes(host)) {
    for (const answer of answers) {
      const why = refusal(answer.address, mode);
      if (why !== null) throw new AddressRefused(`host ${host} ${why}`);
    }
  }
  const first = answers[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Checks an endpoint URL as saved: its form, then where it resolves now. */
export async function checkEndpointUrl(raw: string, mode: KeyMode, policy: AddressPolicy, resolve: Resolver = systemResolver): Promise<URL> {
  const url = endpointUrl(raw, mode);
  await deliveryAddress(url, mode, policy, resolve);
  return url;
}

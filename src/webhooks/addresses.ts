import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { KeyMode } from '../apiKeys/format';
import { rulesOf } from '../engine/partition';

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

/**
 * What an address in a special range means for a webhook:
 * - `reserved`: never reached, in any mode;
 * - `loopback`: this machine, which only test partitions may use;
 * - `mapped`: an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`), which a dual-stack socket connects
 *   to as the IPv4 address itself, so it is judged exactly as that address (loopback included);
 * - `tunnel`: a form whose traffic a relay, a gateway or the kernel's automatic tunnel carries to
 *   the IPv4 addresses it embeds (`carried`). A private address reached that way is as private as
 *   reached directly, and a loopback one is some other machine's loopback (the relay's, the
 *   gateway's), so every embedded address must be public: no exception for test partitions.
 */
export type Treatment = { kind: 'reserved' } | { kind: 'loopback' } | { kind: 'mapped' } | { kind: 'tunnel'; carried: (value: bigint) => bigint[] };

export interface SpecialRange {
  /** As written in the table, e.g. `2002::/16`. */
  cidr: string;
  family: 4 | 6;
  network: bigint;
  length: number;
  /** The registry's name of the range. */
  name: string;
  treatment: Treatment;
}

const RESERVED: Treatment = { kind: 'reserved' };
const LOOPBACK: Treatment = { kind: 'loopback' };
const low32 = (value: bigint): bigint => value & 0xffff_ffffn;
/** An IPv4 address carried in the last 32 bits (IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`). */
const LAST_32: Treatment = { kind: 'tunnel', carried: (value) => [low32(value)] };

/**
 * The special-purpose ranges, one table for both families: the IANA IPv4 and IPv6
 * Special-Purpose Address Registries (RFC 6890 and their later entries), multicast, the
 * deprecated site-local and IPv4-compatible forms, and every IPv6 address outside global unicast
 * (2000::/3). An address is judged by the longest prefix that holds it, so a range listed inside
 * a wider one (Teredo inside 2001::/23, ::1 inside ::/96) has its own rule. An address in no range
 * is public. Registry entries nested in a listed block with the same verdict are covered by the
 * block: 0.0.0.0/32 by 0.0.0.0/8, and 192.0.0.0/29 (DS-Lite), 192.0.0.8/32, 192.0.0.9/32 (PCP
 * anycast), 192.0.0.10/32 (TURN anycast), 192.0.0.170/32 and 192.0.0.171/32 (NAT64 discovery) by
 * 192.0.0.0/24.
 *
 * Some registry ranges are marked globally reachable: anycast service addresses (AS112, AMT, PCP,
 * TURN, DNS-SD), identifiers that are not locators (ORCHIDv2, drone DETs), and the relays of the
 * deprecated 6to4. None of them is anybody's webhook receiver, so they are refused with the rest
 * of their block; the IETF's 2001::/23 is refused whole except Teredo, judged by what it carries.
 */
const TABLE: ReadonlyArray<readonly [cidr: string, name: string, treatment?: Treatment]> = [
  // IPv4
  ['0.0.0.0/8', '"this network" (0.0.0.0 reaches this host)'],
  ['10.0.0.0/8', 'private use'],
  ['100.64.0.0/10', 'shared address space (carrier-grade NAT; some clouds\' metadata)'],
  ['127.0.0.0/8', 'loopback', LOOPBACK],
  ['169.254.0.0/16', 'link-local (the cloud metadata service)'],
  ['172.16.0.0/12', 'private use'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', 'private use'],
  ['192.175.48.0/24', 'direct delegation AS112 service'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'documentation (TEST-NET-3)'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['255.255.255.255/32', 'limited broadcast'],
  // IPv6
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback', LOOPBACK],
  ['::/96', 'deprecated IPv4-compatible', LAST_32],
  ['::ffff:0:0/96', 'IPv4-mapped', { kind: 'mapped' }],
  ['64:ff9b::/96', 'IPv4/IPv6 translation (NAT64 well-known prefix)', LAST_32],
  // Local-use NAT64 (RFC 8215): where the IPv4 address sits depends on the prefix length the
  // network chose (/48 to /96, RFC 6052), so the address alone does not say what it reaches. The
  // registry marks it not globally reachable: refused whatever it seems to carry.
  ['64:ff9b:1::/48', 'local-use IPv4/IPv6 translation'],
  ['100::/64', 'discard-only'],
  ['100:0:0:1::/64', 'dummy IPv6 prefix'],
  ['2001::/23', 'IETF protocol assignments'],
  // Teredo: 2001:0:<server>:<flags>:<port>:<client>, the client's (NAT's) address inverted. The
  // relay talks to both; both must be public.
  ['2001::/32', 'Teredo', { kind: 'tunnel', carried: (value) => [low32(value >> 64n), low32(~value)] }],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4', { kind: 'tunnel', carried: (value) => [low32(value >> 80n)] }],
  ['2620:4f:8000::/48', 'direct delegation AS112 service'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing (SRv6) SIDs'],
  ['fc00::/7', 'unique local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'deprecated site-local'],
  ['ff00::/8', 'multicast'],
  // Outside global unicast (2000::/3) IANA has assigned nothing anyone is reached at.
  ['::/3', 'outside global unicast (IANA reserved)'],
  ['4000::/2', 'outside global unicast (IANA reserved)'],
  ['8000::/1', 'outside global unicast (IANA reserved)'],
];

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** An IPv6 address (already checked by isIP, without a zone) as its 128 bits. */
function ipv6Value(text: string): bigint {
  let hex = text;
  if (hex.includes('.')) {
    // A dotted tail (`::ffff:1.2.3.4`) is the last two groups.
    const at = hex.lastIndexOf(':') + 1;
    const v4 = ipv4Value(hex.slice(at));
    hex = `${hex.slice(0, at)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = hex.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** The address as family and bits, or null when it is not an IP address. A zone (`fe80::1%eth0`) is left out. */
function parse(address: string): { family: 4 | 6; value: bigint } | null {
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 4) return { family, value: ipv4Value(bare) };
  if (family === 6) return { family, value: ipv6Value(bare.toLowerCase()) };
  return null;
}

const width = (family: 4 | 6): bigint => (family === 4 ? 32n : 128n);

let ranges: readonly SpecialRange[] | undefined;

/** The table as numbers, parsed when the first address is checked rather than at start-up. */
export function specialRanges(): readonly SpecialRange[] {
  ranges ??= TABLE.map(([cidr, name, treatment = RESERVED]) => {
    const [network = '', length = ''] = cidr.split('/');
    const parsed = parse(network);
    const bits = Number(length);
    if (parsed === null || !Number.isInteger(bits) || bits < 0 || BigInt(bits) > width(parsed.family)) throw new Error(`special range ${cidr} is not a CIDR block`);
    if (parsed.value & ((1n << (width(parsed.family) - BigInt(bits))) - 1n)) throw new Error(`special range ${cidr} has bits set past its prefix`);
    return { cidr, family: parsed.family, network: parsed.value, length: bits, name, treatment };
  });
  return ranges;
}

function rangeOfValue(family: 4 | 6, value: bigint): SpecialRange | null {
  let found: SpecialRange | null = null;
  for (const range of specialRanges()) {
    if (range.family !== family || (found !== null && range.length <= found.length)) continue;
    const shift = width(family) - BigInt(range.length);
    if (value >> shift === range.network >> shift) found = range;
  }
  return found;
}

/** Whether a webhook may reach an address: any partition, test partitions only, or none. */
export type Verdict = 'public' | 'loopback' | 'refused';

function verdictOfValue(family: 4 | 6, value: bigint): Verdict {
  const range = rangeOfValue(family, value);
  if (range === null) return 'public';
  const { treatment } = range;
  switch (treatment.kind) {
    case 'reserved':
      return 'refused';
    case 'loopback':
      return 'loopback';
    case 'mapped':
      return verdictOfValue(4, low32(value));
    case 'tunnel':
      return treatment.carried(value).every((carried) => verdictOfValue(4, carried) === 'public') ? 'public' : 'refused';
  }
}

/** The special range that decides an address (null: none, it is public) and the verdict. */
export function classify(address: string): { range: SpecialRange | null; verdict: Verdict } {
  const parsed = parse(address);
  // Not an address at all: nothing to connect to that could be checked.
  if (parsed === null) return { range: null, verdict: 'refused' };
  return { range: rangeOfValue(parsed.family, parsed.value), verdict: verdictOfValue(parsed.family, parsed.value) };
}

/** Why webhooks of `mode` may not go to `address`, or null when they may. */
export function refusal(address: string, mode: KeyMode): string | null {
  switch (classify(address).verdict) {
    case 'public':
      return null;
    case 'loopback':
      return rulesOf(mode).allowsLoopbackWebhooks ? null : 'is a loopback address, which only test-mode endpoints may use';
    case 'refused':
      return 'is a private, link-local, metadata or reserved address, which webhooks may not reach';
  }
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
    const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && classify(host).verdict === 'loopback');
    const { allowsLoopbackWebhooks } = rulesOf(mode);
    if (!allowsLoopbackWebhooks || !loopbackHost) throw new AddressRefused(allowsLoopbackWebhooks ? 'must be https, unless it is on the loopback interface (localhost)' : 'must be https in live mode');
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

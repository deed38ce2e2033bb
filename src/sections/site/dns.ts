import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

/** The look-ups the DNS check makes; tests put a resolver of their own in place with `useDnsResolver`. */
export interface DnsResolver {
  resolveCname(hostname: string): Promise<string[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolveTxt(hostname: string): Promise<string[][]>;
}

/** What the desk's check found, kept with the domain and quoted in the desk's answer. */
export interface DnsCheck {
  checked_at: string;
  hostname: string;
  target: string;
  cname: string[];
  addresses: string[];
  target_addresses: string[];
  txt_found: boolean;
  passed: boolean;
  reason: string | null;
}

// A desk answer waits for the check inside its transaction: a short timeout and one retry bound it.
const systemResolver = (): DnsResolver => new dns.Resolver({ timeout: 3000, tries: 2 });

let resolver: DnsResolver | null = null;

/** Puts `replacement` in place of the system's resolver (null: back to the system's); answers the one it replaced. */
export function useDnsResolver(replacement: DnsResolver | null): DnsResolver | null {
  const before = resolver;
  resolver = replacement;
  return before;
}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

class LookupFailed extends Error {
  constructor(readonly what: string, readonly code: string) {
    super(`${what}: ${code}`);
  }
}

/** A look-up's records; none when the name has no record of that type, a failure otherwise (the check cannot say). */
async function lookup<T>(what: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD.has(code)) return [];
    throw new LookupFailed(what, typeof code === 'string' ? code : 'error');
  }
}

const bare = (name: string): string => name.toLowerCase().replace(/\.$/, '');

/**
 * The trade desk's check of an own domain: `hostname` must point at `target`, by a CNAME to it
 * or by the same IPv4 addresses, and `_trade-verification.<hostname>` must carry the TXT record
 * proving the partner holds the domain.
 */
export async function checkDomain(hostname: string, target: string, verificationToken: string, now: Date): Promise<DnsCheck> {
  const use = resolver ?? systemResolver();
  const check: DnsCheck = { checked_at: now.toISOString(), hostname, target, cname: [], addresses: [], target_addresses: [], txt_found: false, passed: false, reason: null };
  try {
    check.cname = (await lookup(`CNAME ${hostname}`, () => use.resolveCname(hostname))).map(bare);
    const pointed = check.cname.includes(bare(target));
    if (!pointed) {
      check.addresses = await lookup(`A ${hostname}`, () => use.resolve4(hostname));
      check.target_addresses = isIP(target) === 4 ? [target] : await lookup(`A ${target}`, () => use.resolve4(target));
    }
    const txt = await lookup(`TXT _trade-verification.${hostname}`, () => use.resolveTxt(`_trade-verification.${hostname}`));
    check.txt_found = txt.some((chunks) => chunks.join('') === `trade-verification=${verificationToken}`);
    const sameAddress = check.addresses.some((address) => check.target_addresses.includes(address));
    if (!pointed && !sameAddress) {
      check.reason =
        check.cname.length > 0
          ? `${hostname} is a CNAME of ${check.cname.join(', ')}, not of ${target}.`
          : check.addresses.length > 0
            ? `${hostname} resolves to ${check.addresses.join(', ')}, not to ${target} (${check.target_addresses.join(', ') || 'no address'}).`
            : `No CNAME or A record was found for ${hostname}; create the CNAME to ${target}.`;
    } else if (!check.txt_found) {
      check.reason = `The TXT record _trade-verification.${hostname} with trade-verification=${verificationToken} was not found.`;
    }
  } catch (err) {
    if (!(err instanceof LookupFailed)) throw err;
    check.reason = `The DNS look-up ${err.what} failed (${err.code}); ask again once the records resolve.`;
  }
  check.passed = check.reason === null;
  return check;
}

/** One line for the desk's answer note. */
export const checkSummary = (check: DnsCheck): string =>
  check.passed ? `DNS check passed: ${check.hostname} points at ${check.target} and the verification record is in place.` : `DNS check failed: ${check.reason ?? ''}`;

import type { DnsResolver } from '../../src/sections/site/dns';

/** A resolver that answers from a table: `cname`, `a` and `txt` by name; anything else has no record. */
export function fakeDns(records: { cname?: Record<string, string[]>; a?: Record<string, string[]>; txt?: Record<string, string[][]>; fail?: string }): DnsResolver {
  const answer = async <T>(table: Record<string, T[]> | undefined, name: string): Promise<T[]> => {
    if (records.fail) throw Object.assign(new Error(records.fail), { code: records.fail });
    const found = table?.[name];
    if (!found) throw Object.assign(new Error('ENODATA'), { code: 'ENODATA' });
    return found;
  };
  return { resolveCname: (name) => answer(records.cname, name), resolve4: (name) => answer(records.a, name), resolveTxt: (name) => answer(records.txt, name) };
}

/** DNS as the partner set it up correctly for `hostname` (a CNAME to the test target), with the TXT proof of `token`. */
export const dnsPointing = (hostname: string, token: string): DnsResolver =>
  fakeDns({ cname: { [hostname]: ['trade.test.'] }, txt: { [`_trade-verification.${hostname}`]: [[`trade-verification=${token}`]] } });

/** The verification token a site's own domain asks for, from its TXT record. */
export const tokenOf = (site: { domain: { dns_records: Array<{ type: string; value: string }> } }): string =>
  (site.domain.dns_records.find((record) => record.type === 'TXT')?.value ?? '').replace('trade-verification=', '');

import { classify, endpointUrl, refusal, checkEndpointUrl, AddressRefused, specialRanges, type Verdict } from '../../src/webhooks/addresses';

/**
 * The table of special-purpose addresses webhooks may not reach, form by form: each range of the
 * IANA IPv4 and IPv6 special-purpose registries (and multicast, site-local, the space outside
 * global unicast), and each IPv6 form that embeds an IPv4 address, judged by what it embeds.
 * The HTTP side (422 when saving, `refused_address` before an attempt) is in
 * v1.webhooks.test.ts and webhooks.delivery.test.ts.
 */

/** [address, the range that decides it (null: none), verdict]. */
const CASES: ReadonlyArray<readonly [string, string | null, Verdict]> = [
  // IPv4 special-purpose registry
  ['0.0.0.0', '0.0.0.0/8', 'refused'],
  ['0.1.2.3', '0.0.0.0/8', 'refused'],
  ['10.0.0.7', '10.0.0.0/8', 'refused'],
  ['100.100.100.200', '100.64.0.0/10', 'refused'],
  ['127.0.0.1', '127.0.0.0/8', 'loopback'],
  ['127.255.0.9', '127.0.0.0/8', 'loopback'],
  ['169.254.169.254', '169.254.0.0/16', 'refused'],
  ['172.31.255.255', '172.16.0.0/12', 'refused'],
  ['192.0.0.9', '192.0.0.0/24', 'refused'],
  ['192.0.0.170', '192.0.0.0/24', 'refused'],
  ['192.0.2.10', '192.0.2.0/24', 'refused'],
  ['192.31.196.1', '192.31.196.0/24', 'refused'],
  ['192.52.193.1', '192.52.193.0/24', 'refused'],
  ['192.88.99.1', '192.88.99.0/24', 'refused'],
  ['192.168.1.1', '192.168.0.0/16', 'refused'],
  ['192.175.48.6', '192.175.48.0/24', 'refused'],
  ['198.19.255.1', '198.18.0.0/15', 'refused'],
  ['198.51.100.7', '198.51.100.0/24', 'refused'],
  ['203.0.113.9', '203.0.113.0/24', 'refused'],
  ['224.0.0.251', '224.0.0.0/4', 'refused'],
  ['239.255.255.250', '224.0.0.0/4', 'refused'],
  ['240.0.0.1', '240.0.0.0/4', 'refused'],
  ['255.255.255.255', '255.255.255.255/32', 'refused'],
  // Public IPv4, some just past a range's edge
  ['93.184.216.34', null, 'public'],
  ['8.8.8.8', null, 'public'],
  ['100.128.0.1', null, 'public'],
  ['172.32.0.1', null, 'public'],
  ['198.20.0.1', null, 'public'],
  ['203.0.114.9', null, 'public'],
  ['223.255.255.255', null, 'public'],
  // IPv6 special-purpose registry
  ['::', '::/128', 'refused'],
  ['::1', '::1/128', 'loopback'],
  ['0:0:0:0:0:0:0:1', '::1/128', 'loopback'],
  ['100::1', '100::/64', 'refused'],
  ['100:0:0:1::1', '100:0:0:1::/64', 'refused'],
  ['2001:2::1', '2001::/23', 'refused'],
  ['2001:1::1', '2001::/23', 'refused'],
  ['2001:20::1', '2001::/23', 'refused'],
  ['2001:1ff:ffff::1', '2001::/23', 'refused'],
  ['2001:db8::1', '2001:db8::/32', 'refused'],
  ['2620:4f:8000::1', '2620:4f:8000::/48', 'refused'],
  ['3fff::1', '3fff::/20', 'refused'],
  ['3fff:fff:ffff::1', '3fff::/20', 'refused'],
  ['5f00::1', '5f00::/16', 'refused'],
  ['fc00::1', 'fc00::/7', 'refused'],
  ['fd00:ec2::254', 'fc00::/7', 'refused'],
  ['fe80::1', 'fe80::/10', 'refused'],
  ['fe80::1%eth0', 'fe80::/10', 'refused'],
  ['febf::1', 'fe80::/10', 'refused'],
  ['fec0::1', 'fec0::/10', 'refused'],
  ['ff02::1', 'ff00::/8', 'refused'],
  ['1::1', '::/3', 'refused'],
  ['::1:0:0:0', '::/3', 'refused'],
  ['4000::1', '4000::/2', 'refused'],
  ['e000::1', '8000::/1', 'refused'],
  // Public IPv6
  ['2606:4700:4700::1111', null, 'public'],
  ['2a00:1450:4001:80b::200e', null, 'public'],
  ['2001:4860:4860::8888', null, 'public'],
  ['2001:200::1', null, 'public'],
  ['2620:4f:7fff::1', null, 'public'],
  ['3fff:1000::1', null, 'public'],
  // IPv4-mapped: the socket connects to the IPv4 address itself, so it is judged as that address.
  ['::ffff:127.0.0.1', '::ffff:0:0/96', 'loopback'],
  ['::ffff:7f00:1', '::ffff:0:0/96', 'loopback'],
  ['::ffff:192.168.1.10', '::ffff:0:0/96', 'refused'],
  ['::FFFF:A9FE:A9FE', '::ffff:0:0/96', 'refused'],
  ['0:0:0:0:0:ffff:10.1.2.3', '::ffff:0:0/96', 'refused'],
  ['::ffff:8.8.8.8', '::ffff:0:0/96', 'public'],
  // IPv4-compatible (deprecated): reached through an automatic tunnel
  ['::127.0.0.1', '::/96', 'refused'],
  ['::169.254.169.254', '::/96', 'refused'],
  ['::a00:1', '::/96', 'refused'],
  ['::8.8.8.8', '::/96', 'public'],
  // NAT64: the gateway connects to the embedded address (its own loopback, for 127.0.0.1)
  ['64:ff9b::7f00:1', '64:ff9b::/96', 'refused'],
  ['64:ff9b::169.254.169.254', '64:ff9b::/96', 'refused'],
  ['64:ff9b::c0a8:101', '64:ff9b::/96', 'refused'],
  ['64:ff9b::808:808', '64:ff9b::/96', 'public'],
  ['64:ff9b:1::a9fe:a9fe', '64:ff9b:1::/48', 'refused'],
  ['64:ff9b:1:ffff::808:808', '64:ff9b:1::/48', 'refused'],
  // 6to4: 2002:<IPv4>::/48
  ['2002:7f00:1::', '2002::/16', 'refused'],
  ['2002:a9fe:a9fe::1', '2002::/16', 'refused'],
  ['2002:c0a8:101::1', '2002::/16', 'refused'],
  ['2002:a00:1:1::1', '2002::/16', 'refused'],
  ['2002::1', '2002::/16', 'refused'],
  ['2002:5db8:d822::1', '2002::/16', 'public'],
  // Teredo: 2001:0:<server>:<flags>:<port>:<client, inverted>; server 65.54.227.120 is public
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001::/32', 'refused'], // client 127.0.0.1
  ['2001:0:4136:e378:8000:63bf:5601:5601', '2001::/32', 'refused'], // client 169.254.169.254
  ['2001:0:4136:e378:8000:63bf:3f57:fefe', '2001::/32', 'refused'], // client 192.168.1.1
  ['2001:0:c0a8:101:8000:63bf:a247:27dd', '2001::/32', 'refused'], // server 192.168.1.1
  ['2001:0:4136:e378:8000:63bf:a247:27dd', '2001::/32', 'public'], // client 93.184.216.34
  // Not an address
  ['localhost', null, 'refused'],
];

describe('the special-purpose address table', () => {
  test.each(CASES)('judges %s by %s: %s', (address, cidr, verdict) => {
    const found = classify(address);
    expect(found.range?.cidr ?? null).toBe(cidr);
    expect(found.verdict).toBe(verdict);
  });

  test('has every range tested by at least one case above, and each range is a clean CIDR block', () => {
    const decided = new Set(CASES.map(([address]) => classify(address).range?.cidr));
    expect(specialRanges().filter((range) => !decided.has(range.cidr)).map((range) => range.cidr)).toEqual([]);
    expect(new Set(specialRanges().map((range) => range.cidr)).size).toBe(specialRanges().length);
  });

  test('lets loopback through for test partitions only, and never through a tunnel form', () => {
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(refusal(loopback, 'test')).toBeNull();
      expect(refusal(loopback, 'live')).toBe('is a loopback address, which only test-mode endpoints may use');
    }
    for (const carried of ['2002:7f00:1::', '::127.0.0.1', '64:ff9b::127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe']) {
      for (const mode of ['test', 'live'] as const) expect(refusal(carried, mode)).toBe('is a private, link-local, metadata or reserved address, which webhooks may not reach');
    }
    expect(refusal('2002:5db8:d822::1', 'live')).toBeNull();
  });

  test('takes plain http in test mode only on the loopback interface itself', () => {
    expect(endpointUrl('http://[::ffff:127.0.0.1]:4000/h', 'test').hostname).toBe('[::ffff:7f00:1]');
    expect(endpointUrl('http://[::1]:4000/h', 'test').port).toBe('4000');
    expect(() => endpointUrl('http://[2002:7f00:1::]/h', 'test')).toThrow('must be https, unless it is on the loopback interface (localhost)');
    expect(() => endpointUrl('http://[::127.0.0.1]/h', 'test')).toThrow(AddressRefused);
  });

  test('refuses a URL whose IPv4 address is written in another notation, as the URL parser reads it', async () => {
    const noLookup = async (): Promise<never> => {
      throw new Error('an address needs no lookup');
    };
    // The WHATWG parser reads 0x7f.1 and 2130706433 as 127.0.0.1, and 0xa9fea9fe as 169.254.169.254.
    for (const url of ['https://0x7f.1/h', 'https://2130706433/h']) {
      await expect(checkEndpointUrl(url, 'live', { allowedHosts: [] }, noLookup)).rejects.toThrow('host 127.0.0.1 is a loopback address');
    }
    await expect(checkEndpointUrl('https://0xa9fea9fe/h', 'test', { allowedHosts: [] }, noLookup)).rejects.toThrow('host 169.254.169.254 is a private');
    await expect(checkEndpointUrl('https://[2002:7f00:1::]/h', 'live', { allowedHosts: [] }, noLookup)).rejects.toThrow('host 2002:7f00:1:: is a private');
    expect((await checkEndpointUrl('https://[2002:5db8:d822::1]/h', 'live', { allowedHosts: [] }, noLookup)).hostname).toBe('[2002:5db8:d822::1]');
  });
});

/**
 * The Node versions the service supports (`engines` in package.json, and the SDK's) are ones on
 * which `npm ci` prints no EBADENGINE warning: every package in each lockfile declares a range
 * that holds the oldest release of each supported line, and the newest this suite was run on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const ROOT = join(__dirname, '..', '..');
const json = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

interface Lockfile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/** The oldest release of each line a range such as `^20.19.0 || ^22.13.0 || ^24.0.0` names. */
function oldestOfEachLine(range: string): string[] {
  return range.split('||').map((part) => minVersion(part.trim())?.version ?? part);
}

/** The locked packages whose declared Node range leaves `version` out: each would print EBADENGINE. */
function refusing(lock: Lockfile, version: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return path !== '' && node !== undefined && !satisfies(version, node, { includePrerelease: true }) ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} wants node ${node}`] : [];
  });
}

describe.each(['.', 'sdk'])('%s/package.json', (dir) => {
  const manifest = json(join(dir, 'package.json')) as { engines: { node: string } };
  const lock = json(join(dir, 'package-lock.json')) as unknown as Lockfile;

  it('supports Node 20 (while the machines here run it), 22 and 24, the LTS lines', () => {
    expect(oldestOfEachLine(manifest.engines.node).map((version) => version.split('.')[0])).toEqual(['20', '22', '24']);
  });

  it.each([...oldestOfEachLine(manifest.engines.node), process.versions.node])('locks no package that refuses Node %s', (version) => {
    expect(refusing(lock, version)).toEqual([]);
  });
});

test('a package that refuses a supported Node is found', () => {
  const lock: Lockfile = { packages: { '': {}, 'node_modules/a': { version: '1.0.0', engines: { node: '>=22' } }, 'node_modules/b': { version: '2.0.0', engines: { node: '20 || >=22' } } } };
  expect(refusing(lock, '20.19.0')).toEqual(['a@1.0.0 wants node >=22']);
  expect(refusing(lock, '22.13.0')).toEqual([]);
  expect(oldestOfEachLine('^20.19.0 || ^22.13.0 || ^24.0.0')).toEqual(['20.19.0', '22.13.0', '24.0.0']);
});

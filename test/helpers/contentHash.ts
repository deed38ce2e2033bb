import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root, which the paths below are named from. */
export const REPOSITORY_ROOT = join(__dirname, '..', '..');

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A short hash of every file at or under `paths` (relative to the repository's root; each file's
 * path and bytes) and of `salt`: the name of something the tests build once from those files and
 * keep in the temp directory (a migrated database, a built console), so a changed file makes a new one.
 */
export function contentHash(paths: readonly string[], salt = ''): string {
  const hash = createHash('sha256').update(salt).update('\0');
  const files = paths.flatMap((path) => filesUnder(join(REPOSITORY_ROOT, path))).sort();
  for (const file of files) hash.update(relative(REPOSITORY_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

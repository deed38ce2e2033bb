/**
 * `npm start`, `npm run admin` and `npm run migrate` run the compiled program in dist/ and build it
 * only when it is missing or older than its sources, so an operator's command answers in well
 * under a second on a built checkout instead of recompiling the TypeScript first (5-8 s).
 *
 *   node scripts/built.js <entry> [args…]    entry: dist/<entry>.js (server, scripts/admin, scripts/migrate)
 *
 * Plain JavaScript, because it runs before anything is compiled. The build's last step
 * (scripts/bundle.ts) writes dist/.build-stamp; the build is current when no source is newer.
 * Whatever the build prints goes to stderr: stdout carries only the command's own answer (the
 * admin CLI's one JSON object).
 */
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const STAMP = join(root, 'dist', '.build-stamp');
/** What the build reads: tsconfig.build.json's `include`, the console and the drivers' job page, their configs and the installed packages. */
const SOURCES = ['src', 'handlers', 'migrations', 'scripts', 'console', 'driver', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];

/** The newest modification time under `path`, in ms. */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function isCurrent() {
  if (!existsSync(STAMP)) return false;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.every((source) => newest(join(root, source)) <= built);
}

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/built.js <entry> [args…]\n');
  process.exit(2);
}
if (!isCurrent()) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const program = join(root, 'dist', `${entry}.js`);
// Started as the main module with its own arguments, exactly as `node dist/<entry>.js args…` would
// (Module.runMain is how Node itself starts process.argv[1]; ts-node and others start files so).
process.argv = [process.argv[0], program, ...args];
require('node:module').runMain();

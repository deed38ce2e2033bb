/**
 * Bundles the server into one file, dist/main.js, which dist/server.js (src/entry.ts, what
 * `npm start` runs) loads through V8's code cache, and the PDF worker thread into
 * dist/pdfWorker.js beside it (src/engine/documents/pdfPool.ts starts it from there). Loading ~600 small
 * modules from node_modules took most of the start-up time (about 420 ms to /readyz); one
 * bundled file is ready in under 300 ms. Type checking stays with tsc.
 *
 * What start-up never runs stays out of dist/server.js, since V8 parses (and the process keeps)
 * every byte of the file it loads: the generated contract document and validators are bundled as
 * files of their own in dist/generated/, which the server requires on first use; the clients
 * it may never need (nodemailer without SMTP_URL, ioredis without REDIS_URL, qrcode, @simplewebauthn/server without a passkey) load from
 * node_modules when first used, and data packages load from there too.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const root = join(__dirname, '..', '..');

// Native or optional modules that must load from node_modules: the two database drivers, and
// the drivers of Knex's other dialects, which Knex requires only when that dialect is used.
const external = ['better-sqlite3', 'pg', 'pg-native', 'pg-query-stream', 'sqlite3', 'mysql', 'mysql2', 'mariadb', 'oracledb', 'tedious'];

// pdfkit loads its data files through package imports (`#standard-fonts/...`) and the fonts are
// read from their npm packages at run time: both stay in node_modules.
const pdfExternal = ['pdfkit', 'fontkit', '@expo-google-fonts/*'];

// Required where first used (see each require): their code would only weigh on start-up here.
const onFirstUse = ['nodemailer', 'ioredis', 'qrcode', '@simplewebauthn/server'];

// Data rather than code, which Node reads from node_modules faster than V8 parses it bundled:
// iconv-lite's character set tables (loaded by the first request body read, all 480 KB of them
// written out as code in a bundle) and mime-db (a JSON file, parsed as JSON there).
const dataPackages = ['iconv-lite', 'mime-db'];

// The generated modules src/ requires on first use, of the four contracts (the partners', and
// under ops/, driver/ and portal/ the operator API's, the driver API's and the portal's), each
// bundled on its own into dist/generated/.
const GENERATED = ['openapi-document', 'body-validators', 'param-validators'].flatMap((name) => [name, `ops/${name}`, `driver/${name}`, `portal/${name}`]);

/** Points the server's requires of the generated modules at their own bundles, beside it. */
const generatedApart: Plugin = {
  name: 'generated-apart',
  setup(context) {
    const filter = new RegExp(`/generated/(${GENERATED.join('|')})$`);
    context.onResolve({ filter }, (args) => ({ path: `./generated/${filter.exec(args.path)?.[1] ?? ''}.js`, external: true }));
  },
};

// What openapi-backend requires at load but never runs here: it validates nothing (validate:
// false, the generated validators do), checks no definition (quick) and mocks nothing. Its
// request validator brings a second Ajv: left out, the bundle is 205 KB smaller and the idle
// process 2 MB. Its reference parser (json-schema-ref-parser with js-yaml, 100 KB) reads
// definitions given as files or YAML; ours is an object, dereferenced by dereference-json-schema
// in quick mode, and only loadDocument's `parse` is called, whose answer quick mode never reads.
const UNUSED_BY_DISPATCH = /^(openapi-schema-validator|mock-json-schema|\.\/validation|\.\/refparser)$/;
const STUBS: Readonly<Record<string, string>> = {
  './refparser': 'exports.parse = async (document) => document; exports.dereference = async () => { throw new Error("openapi-backend: dereference is not bundled"); };',
};

/** Leaves openapi-backend's unused parts out of the server's bundle: each resolves to an empty module (or the stub above). */
const dispatchOnly: Plugin = {
  name: 'dispatch-only',
  setup(context) {
    context.onResolve({ filter: UNUSED_BY_DISPATCH }, (args) =>
      args.importer.includes(`${sep}openapi-backend${sep}`) ? { path: args.path, namespace: 'unused-by-dispatch' } : undefined,
    );
    context.onLoad({ filter: /.*/, namespace: 'unused-by-dispatch' }, (args) => ({ contents: STUBS[args.path] ?? 'module.exports = {};', loader: 'js' }));
  },
};

const options: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: [...external, ...pdfExternal],
  logLevel: 'error',
  minify: true,
  // Stack traces in the logs still name the original files and lines.
  sourcemap: true,
};

// The code cache of the previous build's bundle: V8 would refuse it, so the first start would
// pay for reading it as well.
rmSync(join(root, 'dist', 'main.js.cache'), { force: true });

Promise.all([
  build({ ...options, external: [...external, ...pdfExternal, ...onFirstUse, ...dataPackages], plugins: [generatedApart, dispatchOnly], entryPoints: [join(root, 'src', 'main.ts')], outfile: join(root, 'dist', 'main.js') }),
  build({ ...options, sourcemap: false, entryPoints: [join(root, 'src', 'entry.ts')], outfile: join(root, 'dist', 'server.js') }),
  build({ ...options, entryPoints: [join(root, 'src', 'engine', 'documents', 'pdfWorker.ts')], outfile: join(root, 'dist', 'pdfWorker.js') }),
  build({ ...options, sourcemap: false, entryPoints: GENERATED.map((name) => join(root, 'src', 'generated', `${name}.ts`)), outbase: join(root, 'src', 'generated'), outdir: join(root, 'dist', 'generated') }),
])
  // The last step of a build: scripts/built.js runs dist/ without rebuilding while no source is newer.
  .then(() => writeFileSync(join(root, 'dist', '.build-stamp'), 'dist/ is current while no source is newer than this file.\n'))
  .catch(() => process.exit(1));

/**
 * dist/server.js, what `npm start` runs: the bundled service (dist/main.js, src/main.ts) loaded
 * through V8's code cache. Compiling the bundle's code was about half of start-up; the cache
 * (dist/main.js.cache) holds the bytecode of everything a start ran, so a start that finds it
 * compiles next to nothing. The first process of a build writes it once it has started; V8
 * refuses a cache of another build or another Node (the start then compiles, and writes a new
 * one), and where dist/ cannot be written every start simply compiles. Node 22 has this built in
 * (module.enableCompileCache); Node 20 does not.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

// V8 grows the young generation to 32 MB under sustained load, which the service's answers
// (short-lived objects of a few kilobytes) do not need: measured with the bench, a young
// generation left at its first size (two 1 MB semi-spaces) holds the sandbox quote's and the live
// booking's throughput against the baseline and keeps the RSS under load some 30 MB lower.
// `--max-semi-space-size` would say it only on a command line that `npm start` and a supervisor
// running `node dist/server.js` do not pass. Set before the bundle is compiled: V8 accepts a code
// cache only when the flags are as they were when it was written.
setFlagsFromString('--semi-space-growth-factor=1');

const bundle = join(__dirname, 'main.js');
const cacheFile = `${bundle}.cache`;
/** Long enough for start-up and the first requests to have compiled what they run. */
const WRITE_CACHE_AFTER_MS = 5000;

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

const cachedData = readCache();
const script = new Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });

if (cachedData === undefined || script.cachedDataRejected === true) {
  setTimeout(() => {
    // Written whole under another name, then renamed: a start never reads half a cache.
    const temporary = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      rmSync(temporary, { force: true });
    }
  }, WRITE_CACHE_AFTER_MS).unref();
}

const main = new Module(bundle, module);
main.filename = bundle;
(script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void)(
  main.exports,
  createRequire(bundle),
  main,
  bundle,
  dirname(bundle),
);

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
import { Script } from 'node:vm';

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

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
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

/**
 * V8 grows the young generation to 32 MB under sustained load, which the service's answers
 * (short-lived objects of a few kilobytes) do not need: measured with the bench, 8 MB holds the
 * sandbox quote's and the live booking's throughput and keeps the RSS under load some 35 MB
 * lower. `--max-semi-space-size` would say it only on a command line, which `npm start` and a
 * supervisor running `node dist/server.js` do not pass; the growth factor is read at each growth,
 * so after each collection it is 1 (no growth) while the young generation is at the cap and V8's
 * own below it (V8 shrinks the young generation when the process idles).
 */
const YOUNG_GENERATION_MAX_BYTES = 8 * 1024 * 1024;
const V8_GROWTH_FACTOR = 2;
let growthFactor = V8_GROWTH_FACTOR;

function setGrowthFactor(factor: number): void {
  if (factor === growthFactor) return;
  growthFactor = factor;
  setFlagsFromString(`--semi-space-growth-factor=${factor}`);
}

const youngGenerationBytes = (): number => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

new PerformanceObserver(() => setGrowthFactor(youngGenerationBytes() >= YOUNG_GENERATION_MAX_BYTES ? 1 : V8_GROWTH_FACTOR)).observe({ entryTypes: ['gc'] });

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
      // V8 accepts a code cache only under the flags it was written with: those the bundle is
      // compiled under at start, before any collection has changed the growth factor.
      const factor = growthFactor;
      setGrowthFactor(V8_GROWTH_FACTOR);
      const data = script.createCachedData();
      setGrowthFactor(factor);
      writeFileSync(temporary, data);
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

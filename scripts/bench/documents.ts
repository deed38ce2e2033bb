/**
 * The documents scenario of `npm run bench`: documents must not hold the event loop (issue 28
 * moved these bounds here from test/documents/performance.test.ts, where a busy machine failed
 * them: a bound on the machine's speed belongs to the bench). The test keeps what does not
 * depend on it: every PDF is rendered in the worker pool, none on the loop.
 *
 * Every document the v1 API renders (found in the contract, in each format, and the largest QR
 * code), fetched through HTTP with a test key from a service run in this process (its loop is
 * this one's), its path naming objects of the key's partition:
 * - One render: how much longer an uncached request holds the loop than the same request answered
 *   from the document cache (the same handler, database work and answer, no render), each the
 *   quickest of BENCH_DOCUMENT_RENDERS (default 20): noise only ever adds, while a render that
 *   holds the loop does so every time. A request's sample is the smaller of its longest stall and
 *   the CPU time the process used meanwhile (time the OS gives other processes is no stall).
 *   Bound: 8 ms.
 * - A burst: the longest stall while four clients fetch every uncached document twice, the best
 *   of five bursts. Bound: 50 ms.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../../src/app';
import { createAccount, createApiKey } from '../../src/apiKeys/store';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { loadConfig } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import { createServices } from '../../src/services';
import { createDb } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { documentCache } from '../../src/engine/documents/documentCache';
import { handlers } from '../../handlers';
import { documentRequests, withStoredIds, type DocumentRequest } from '../../test/helpers/documentRequests';
import { httpCall } from './servers';

export const MAX_STALL_MS = 8;
export const MAX_BURST_STALL_MS = 50;
const WARM_UP = 3;
const BURSTS = 5;
const BURST_CLIENTS = 4;

export interface DocumentStall {
  kind: string;
  /** The quickest uncached request's stall less the quickest cached one's, in ms. */
  stallMs: number;
}

export interface DocumentStalls {
  documents: DocumentStall[];
  /** The best of the bursts' longest stalls, in ms. */
  burstMs: number;
}

/** The longest the event loop was late while `work` ran, and the CPU time used meanwhile, in ms. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; cpu: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const cpuBefore = process.cpuUsage();
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  const cpu = process.cpuUsage(cpuBefore);
  // The histogram counts from the 1 ms sampling timer; what is above it is time the loop was held.
  return { stall: Math.max(0, histogram.max / 1e6 - 1), cpu: (cpu.user + cpu.system) / 1000 };
}

/** The largest QR code the API draws, beside the default one. */
const withLargestQr = (doc: DocumentRequest): DocumentRequest[] =>
  doc.kind === 'getGuideQrCode.png' ? [doc, { ...doc, kind: 'getGuideQrCode.png at 2048 px', path: doc.path.replace('format=png', 'format=png&size=2048') }] : [doc];

/** Measures every document on a service run in this process over `env`'s migrated database (see the file's comment). */
export async function measureDocumentStalls(env: Record<string, string>, renders: number): Promise<DocumentStalls> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const db = createDb(config.databaseUrl);
  const services = await createServices(config, db, createLogger('silent'), systemClock);
  const server: Server = createServer(createApp(services, handlers));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const account = await createAccount(db, systemClock, 'Bench Documents Travel');
    const { key } = await createApiKey(db, systemClock, account.id, 'test', ALL_SCOPES);
    const fetch = async (path: string): Promise<void> => {
      const answer = await httpCall(port, 'GET', path, undefined, { authorization: `Bearer ${key}` }, 60_000);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    };
    const rendered = documentRequests().filter((doc) => doc.sameAs === undefined);
    const documents = await withStoredIds(rendered.flatMap(withLargestQr), { sections: services.sections, db, clock: systemClock, accountId: account.id, mode: 'test', dataKey: services.keys.dataEncryption });
    const sample = async (path: string): Promise<number> => {
      const { stall, cpu } = await longestStall(() => fetch(path));
      return Math.min(stall, cpu);
    };
    const stalls: DocumentStall[] = [];
    for (const doc of documents) {
      const uncached: number[] = [];
      const cached: number[] = [];
      for (let i = 0; i < WARM_UP + renders; i++) {
        documentCache.clear();
        const render = await sample(doc.path);
        // The same request again, its document now in the cache: everything but the render.
        const plain = await sample(doc.path);
        if (i < WARM_UP) continue;
        uncached.push(render);
        cached.push(plain);
      }
      stalls.push({ kind: doc.kind, stallMs: Math.min(...uncached) - Math.min(...cached) });
    }
    const paths = documents.map((doc) => doc.path);
    const bursts: number[] = [];
    for (let burst = 0; burst < BURSTS; burst++) {
      documentCache.clear();
      const queue = [...paths, ...paths];
      const { stall } = await longestStall(() =>
        Promise.all(
          Array.from({ length: BURST_CLIENTS }, async () => {
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) await fetch(path);
          }),
        ),
      );
      bursts.push(stall);
    }
    return { documents: stalls, burstMs: Math.min(...bursts) };
  } finally {
    documentCache.clear();
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    await db.destroy();
  }
}

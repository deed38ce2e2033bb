/**
 * PDFs are rendered off the event loop, in a small pool of worker threads: shaping and subsetting
 * the embedded fonts takes 20-70 ms of synchronous CPU per document, which on the server's thread
 * would stall every other request for as long. Workers start on the first PDF, take queued jobs one
 * at a time, and are unref'd while idle, so the pool never keeps a process alive. A worker's first
 * documents take several times as long (its fonts loaded, its code not yet optimised), so workers
 * outlive the apps that use them, and one idle for `IDLE_MS` stops, giving its memory back.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfJob } from './pdfRender';
import type { PdfReply, PdfRequest } from './pdfWorker';

/** Two at most: the machines have two cores, and the server's own thread needs one. */
const MAX_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** How long a worker waits for its next document before it stops. */
const IDLE_MS = 30_000;

interface Task {
  id: number;
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  /** While idle: when it stops. */
  idle: NodeJS.Timeout | null;
}

/**
 * The worker's entry. Built, it is `pdfWorker.js` beside this module (the server bundle has it as a
 * second entry point in dist/). Run from TypeScript (Jest, `node --import tsx`), the worker is a
 * plain Node thread that knows no TypeScript: it registers tsx first, then loads pdfWorker.ts.
 */
function startWorker(): Worker {
  if (__filename.endsWith('.js')) return new Worker(join(__dirname, 'pdfWorker.js'));
  const tsx = require.resolve('tsx/cjs/api');
  const entry = join(__dirname, 'pdfWorker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true, execArgv: [] });
}

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly size: number = MAX_WORKERS,
    private readonly idleMs: number = IDLE_MS,
  ) {}

  render(job: PdfJob): Promise<Buffer> {
    const rendering = new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
    const settled = rendering.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return rendering;
  }

  /**
   * Lets the jobs under way finish. The pool serves the whole process (as the document cache
   * does), so an app closing must not fail another app's render, and its idle workers, which
   * hold no process open, serve the next app.
   */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Lets the jobs under way finish, then stops the workers; a render asked for later starts new ones. */
  async close(): Promise<void> {
    await this.drain();
    const stopping = this.slots.splice(0);
    await Promise.all(stopping.map((slot) => this.stop(slot)));
  }

  get workers(): number {
    return this.slots.length;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      this.cancelIdleStop(slot);
      slot.worker.ref();
      const request: PdfRequest = { id: task.id, job: task.job };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), task: null, idle: null };
    this.slots.push(slot);
    slot.worker.on('message', (reply: PdfReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      slot.worker.unref();
      if (reply.ok) task.resolve(Buffer.from(reply.bytes));
      else task.reject(new Error(`The PDF could not be rendered: ${reply.message}`));
      this.dispatch();
      if (slot.task === null) this.idleUntilStopped(slot);
    });
    // A worker that dies takes its job with it; the job fails, the others go to a new worker.
    const lost = (reason: string): void => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      slot.task?.reject(new Error(`The PDF renderer stopped: ${reason}`));
      slot.task = null;
      this.dispatch();
    };
    slot.worker.on('error', (error: Error) => lost(error.message));
    slot.worker.on('exit', (code) => lost(`exit code ${code}`));
    return slot;
  }

  /** Stops `slot` once it has waited `idleMs` for a job. */
  private idleUntilStopped(slot: Slot): void {
    slot.idle = setTimeout(() => {
      const index = this.slots.indexOf(slot);
      if (index < 0 || slot.task !== null) return;
      this.slots.splice(index, 1);
      void this.stop(slot);
    }, this.idleMs);
    slot.idle.unref();
  }

  private cancelIdleStop(slot: Slot): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
  }

  private async stop(slot: Slot): Promise<void> {
    this.cancelIdleStop(slot);
    await slot.worker.terminate();
  }
}

/** One pool for the process, like the document cache; `createServices().close()` lets its jobs finish, and idle workers stop by themselves. */
export const pdfPool = new PdfPool();

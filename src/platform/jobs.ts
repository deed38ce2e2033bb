import type { Logger } from './logger';
import { monotonicMs } from './clock';
import { classifyDbError } from './dbErrors';

/**
 * A periodic job. `run` does the work that is due and returns; it must be safe with other
 * instances running the same job on the same database: each unit of work it takes is claimed
 * in the database first (see `claimDueMail` in mailer.ts), never held in memory only.
 */
export interface Job {
  name: string;
  /** `stopping()` turns true when the runner is asked to stop: a job working through a backlog ends its loop early. */
  run(stopping: () => boolean): Promise<void>;
}

/**
 * Work with a timer of its own, started and stopped with the jobs: webhook delivery looks for due
 * work every few hundred milliseconds, where a pass over the jobs runs every second or so.
 */
export interface Loop {
  name: string;
  start(): void;
  /** Resolves when the work under way has finished. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** Pause between the end of one pass over the jobs and the start of the next. */
  intervalMs: number;
  /** Started by `start` and stopped by `stop` beside the passes. */
  loops?: readonly Loop[];
  /** When false, `start` does nothing (passes can still be run with `runOnce`). */
  enabled: boolean;
  logger: Logger;
}

/**
 * Runs named jobs one after the other, pass after pass, inside the service process. Passes
 * never overlap (the next is scheduled when one ends), the timer is unref'd so it keeps no
 * process alive, a job that throws is logged and the others still run, and `stop` waits for the
 * pass under way.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = false;
  private started = false;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly options: JobRunnerOptions,
  ) {}

  get names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  get running(): boolean {
    return this.started && !this.stopped;
  }

  start(): void {
    if (!this.options.enabled || this.started || this.stopped) return;
    this.started = true;
    const loops = this.options.loops ?? [];
    this.options.logger.info({ jobs: this.names, loops: loops.map((loop) => loop.name), interval_ms: this.options.intervalMs }, 'background jobs started');
    for (const loop of loops) loop.start();
    this.schedule(0);
  }

  /** One pass over every job (what the timer runs); waits for a pass already under way instead of starting a second one. */
  runOnce(): Promise<void> {
    if (this.current) return this.current;
    const pass = this.pass().finally(() => {
      this.current = undefined;
    });
    this.current = pass;
    return pass;
  }

  /** No new pass starts; resolves when the pass under way (if any) and the loops' work have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.all([this.current, ...(this.options.loops ?? []).map((loop) => loop.stop())]);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runOnce().then(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    for (const job of this.jobs) {
      if (this.stopped) return;
      const started = monotonicMs();
      try {
        await job.run(() => this.stopped);
      } catch (err) {
        const durationMs = Math.round(monotonicMs() - started);
        // Another instance (or a request) held the write lock, or the database did not answer:
        // the pass changed nothing and the next one does the work. Not a failure of the job.
        if (classifyDbError(err) === 'unavailable') this.options.logger.warn({ job: job.name, code: (err as { code?: unknown }).code, duration_ms: durationMs }, 'background job deferred: database busy or unavailable');
        else this.options.logger.error({ err, job: job.name, duration_ms: durationMs }, 'background job failed');
      }
    }
  }
}

import type { Logger } from './logger';

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

export interface JobRunnerOptions {
  /** Pause between the end of one pass over the jobs and the start of the next. */
  intervalMs: number;
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
    this.options.logger.info({ jobs: this.names, interval_ms: this.options.intervalMs }, 'background jobs started');
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

  /** No new pass starts; resolves when the pass under way (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
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
      const started = Date.now();
      try {
        await job.run(() => this.stopped);
      } catch (err) {
        this.options.logger.error({ err, job: job.name, duration_ms: Date.now() - started }, 'background job failed');
      }
    }
  }
}

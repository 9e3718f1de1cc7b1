import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import PQueue from 'p-queue';

/** Reset requests are rare and each job is a few queries and a mail; two at a time keep a burst moving. */
const CONCURRENCY = 2;

/**
 * The work behind a password-reset request (finding the account, writing the token, the audit event, the
 * mail), done after the answer has gone out, so an existing and an unknown account take the same time to
 * answer. In process: a restart loses only requests that had not run yet, whose owners ask again. A failed
 * job is logged with its purpose; jobs still waiting run before the process exits.
 */
@Injectable()
export class ResetWorkQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ResetWorkQueue.name);
  private readonly queue = new PQueue({ concurrency: CONCURRENCY });

  /** Queues `job`; `purpose` names it in the logs (no addresses, no codes). */
  enqueue(purpose: string, job: () => Promise<void>): void {
    this.queue.add(job).catch((error: unknown) => {
      this.logger.error(`${purpose} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    });
  }

  /** Jobs waiting or running. */
  get size(): number {
    return this.queue.size + this.queue.pending;
  }

  /** Resolves once every queued job has finished. */
  idle(): Promise<void> {
    return this.queue.onIdle();
  }

  /** Holds queued jobs back (jobs already running finish); for tests and maintenance. */
  pause(): void {
    this.queue.pause();
  }

  resume(): void {
    this.queue.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.queue.start();
    await this.queue.onIdle();
  }
}

/**
 * Password hashing behind a bounded queue (DESIGN.md "Security and integrity"), so that a flood of logins
 * cannot turn hashing into a denial of service.
 *
 * argon2id costs ~19 MiB and tens of milliseconds of CPU per call and runs on the libuv thread pool, which
 * the compression of responses and file reads share. A flood of logins or registrations would take every
 * core and that pool, and every other request would wait. So at most `concurrency` hashes run at once
 * (1 on a 2-core machine: the other core keeps serving), the rest wait in order, and beyond `maxQueued`
 * waiting a request is refused at once with 503 server_busy rather than queued for seconds.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ApiError } from './api-error';

export interface WorkQueueOptions {
  /** Tasks running at once (at least 1). */
  concurrency: number;
  /** Tasks waiting beyond the running ones; one more is refused. */
  maxQueued: number;
}

/** A FIFO queue running at most `concurrency` async tasks at once, refusing work beyond `maxQueued`. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: WorkQueueOptions) {}

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` when a slot is free (in arrival order) and settles as it does.
   * @throws ApiError server_busy (503) at once when `maxQueued` tasks are already waiting.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxQueued) {
        throw new ApiError('server_busy', '目前使用人數眾多，請稍後再試');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * The process's password queue: one hash at a time on up to 3 cores, two on more; 32 waiting at most
 * (about a second of work on a slow core).
 */
export const passwordQueue = new WorkQueue({
  concurrency: availableParallelism() > 3 ? 2 : 1,
  maxQueued: 32,
});

/** argon2id hash of a password (library defaults: 19 MiB, 2 passes, the OWASP minimum), through the queue. */
export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => hash(password));
}

/** Checks a password against an argon2 hash, through the queue. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordQueue.run(() => verify(passwordHash, password));
}

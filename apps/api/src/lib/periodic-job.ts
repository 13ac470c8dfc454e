/**
 * A job that runs at once and then every `intervalMs` (pruning, payment reconciliation): never two runs at a
 * time (a slow run makes the next tick skip), the timer does not hold the process open, and `stop` waits for
 * a run in progress so the database can close after it.
 */
export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Starts `run` now and every `intervalMs`; a rejected run is handed to `onError` and the job goes on. */
export function startPeriodicJob(opts: {
  run: () => Promise<void>;
  intervalMs: number;
  onError: (error: unknown) => void;
}): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = opts
      .run()
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** How long an instance may take to stop after SIGTERM before it exits regardless. */
export const SHUTDOWN_BOUND_MS = 10_000;

export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

/**
 * Graceful stop on SIGTERM and SIGINT: the steps run in order (the server first: it stops
 * accepting and answers what is in flight; then the clock, the quota store and the pools),
 * and the process exits when they are done, or after `boundMs` whatever is still running.
 * Returns the shutdown, for a failed start to call itself.
 */
export function stopGracefullyOnSignals(steps: () => ShutdownStep[], log: (message: string) => void, boundMs = SHUTDOWN_BOUND_MS) {
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    setTimeout(() => {
      log(`Shutdown took over ${boundMs / 1000} s; exiting anyway.`);
      process.exit(code || 1);
    }, boundMs).unref();
    for (const step of steps()) {
      try {
        await step.run();
      } catch (error) {
        log(`Closing ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    log(`Stopped in ${Date.now() - started} ms.`);
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  return shutdown;
}

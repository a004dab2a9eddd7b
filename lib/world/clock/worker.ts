/**
 * The world clock's thread (thread.ts `startWorldClockThread`): runs the clock, passes its log
 * lines and writer changes to the thread that started it, and stops when told to.
 */
import { parentPort, workerData } from "node:worker_threads";
import { startWorldClock } from "./runner";
import type { ClockThreadMessage } from "./thread";

const port = parentPort;
if (!port) throw new Error("lib/world/clock/worker.ts runs as a worker thread (startWorldClockThread).");
const send = (message: ClockThreadMessage) => port.postMessage(message);

const clock = startWorldClock((workerData as { databaseUrl: string }).databaseUrl, (message) => send({ kind: "log", message }), {
  onWriter: (isWriter) => send({ kind: "writer", isWriter }),
});

port.on("message", (message: unknown) => {
  if (message !== "stop") return;
  // With the clock's connection ended and the port closed, the thread has nothing left and exits.
  void clock.stop().finally(() => port.close());
});

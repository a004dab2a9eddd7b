import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** A running `server/testing/api-instance.ts` process and everything it wrote. */
export interface InstanceProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Standard output and error so far (the JSON log lines among them). */
  output: () => string;
  /** Resolves with the exit code and how long after `since` the process was gone. */
  exited: Promise<{ code: number | null; at: number }>;
}

/** Starts an instance in its own process (on `port`, or any free one) and waits until it listens. */
export async function startInstance(env: Record<string, string>, port = 0): Promise<InstanceProcess> {
  const script = path.resolve(import.meta.dirname, "api-instance.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port)], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const listening = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The instance did not start:\n${output}`)), 60_000);
    const look = () => {
      const match = /\{"listening":(\d+)\}/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", look);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", look);
    void exited.then(() => reject(new Error(`The instance exited before listening:\n${output}`)));
  });
  return { child, port: listening, url: `http://127.0.0.1:${listening}`, output: () => output, exited };
}

import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "@/lib/embedded-postgres";

/** Where Debian puts HAProxy (HAPROXY_PATH overrides it). */
export const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const CONFIG = path.resolve(import.meta.dirname, "../../deploy/haproxy.cfg");

export interface Balancer {
  child: ChildProcess;
  /** The balancer's address: http://127.0.0.1:<port>. */
  url: string;
  /** What HAProxy wrote so far. */
  output: () => string;
}

/**
 * HAProxy with deploy/haproxy.cfg in front of two instance ports (running or not yet), on a free
 * port, once it answers /readyz (one instance up at least). Fails with what to install when
 * HAProxy is missing. The tests that restart instances behind it and bench:listen use it.
 */
export async function startBalancer(ports: [number, number], what: string, timeoutMs = 30_000): Promise<Balancer> {
  if (!fs.existsSync(HAPROXY)) {
    throw new Error(`${what} needs HAProxy at ${HAPROXY}: install it (Debian: apt-get install -y haproxy) or set HAPROXY_PATH.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(HAPROXY, ["-f", CONFIG, "-db"], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, INSTANCE_ONE: `127.0.0.1:${ports[0]}`, INSTANCE_TWO: `127.0.0.1:${ports[1]}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200) return { child, url, output: () => output };
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`HAProxy on ${port} did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

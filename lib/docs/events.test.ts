import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { EVENT_KINDS, EVENT_TYPES, WORLD_EVENT_TYPES } from "@/lib/events";
import { documentedOperations } from "./document";
import { EVENT_DETAILS, EVENT_EXAMPLES, EXAMPLE_SECRET, eventFields, exampleDelivery } from "./events";
import { WEBHOOKS } from "./samples";

describe("the Webhooks guide's catalogue", () => {
  it("has one example of every type, each valid for its type's schema", () => {
    expect(EVENT_EXAMPLES.map((e) => e.type)).toEqual(EVENT_TYPES);
    for (const example of EVENT_EXAMPLES) {
      expect(() => EVENT_KINDS[example.type].data.parse(example.data), example.type).not.toThrow();
      expect(z.uuid().safeParse(example.id).success, example.type).toBe(true);
      expect(z.iso.datetime().safeParse(example.timestamp).success, example.type).toBe(true);
      if (EVENT_KINDS[example.type].scope !== null) expect(z.uuid().safeParse(example.managerId).success, example.type).toBe(true);
    }
  });

  it("lists every field of each type's data, and each example fills them all", () => {
    for (const example of EVENT_EXAMPLES) {
      expect(
        eventFields(example.type).map((f) => f.name),
        example.type,
      ).toEqual(Object.keys(example.data as object));
    }
  });

  it("names only endpoints that exist, and tells where every world event's details are", () => {
    const paths = new Set(documentedOperations().map((op) => op.path));
    const named = EVENT_TYPES.flatMap((type) => [
      ...(EVENT_DETAILS[type] ?? []),
      ...[EVENT_KINDS[type].description, ...eventFields(type).map((f) => f.description)].flatMap((text) =>
        [...text.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]),
      ),
    ]);
    expect(named.length).toBeGreaterThan(5);
    for (const p of named) expect(paths, p).toContain(p);
    for (const type of WORLD_EVENT_TYPES) expect(EVENT_DETAILS[type]?.length, type).toBeGreaterThan(0);
  });
});

/** Headers of a delivery of `body`, signed with each secret (a rotation signs with two). */
function signed(secrets: string[], id: string, sentAt: Date, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": secrets.map((s) => new Webhook(s).sign(id, sentAt, body)).join(" "),
  };
}

const OTHER_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const example = exampleDelivery();
const id = example.headers["webhook-id"];
const minutesBefore = (minutes: number) => new Date(example.sentAt.getTime() - minutes * 60_000);

/** Deliveries the verifiers must judge alike, read at the example's own send time. */
const CASES: [string, Record<string, string>, string, boolean][] = [
  ["the guide's example delivery", example.headers, example.body, true],
  [
    "two signatures, one of them ours (a rotation)",
    signed([OTHER_SECRET, EXAMPLE_SECRET], id, example.sentAt, example.body),
    example.body,
    true,
  ],
  ["another secret's signature only", signed([OTHER_SECRET], id, example.sentAt, example.body), example.body, false],
  ["a body changed by one character", example.headers, example.body.replace('"homeScore":88', '"homeScore":89'), false],
  ["another event's id", { ...example.headers, "webhook-id": "00000000-0000-4000-8000-000000000000" }, example.body, false],
  ["signed 4 minutes ago", signed([EXAMPLE_SECRET], id, minutesBefore(4), example.body), example.body, true],
  ["signed 6 minutes ago", signed([EXAMPLE_SECRET], id, minutesBefore(6), example.body), example.body, false],
  [
    "a v2 entry with our signature",
    { ...example.headers, "webhook-signature": example.headers["webhook-signature"].replace("v1,", "v2,") },
    example.body,
    false,
  ],
  ["no signature header", { "webhook-id": id, "webhook-timestamp": example.headers["webhook-timestamp"] }, example.body, false],
];

/** A folder for a sample's file, inside the project so that its imports resolve as a reader's would. */
function sampleFolder(): string {
  fs.mkdirSync(path.join(process.cwd(), ".data"), { recursive: true });
  return fs.mkdtempSync(path.join(process.cwd(), ".data", "webhooks-sample-"));
}

describe("the Webhooks guide's verifiers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the standardwebhooks package accepts the example delivery with the example secret", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: example.sentAt });
    expect(new Webhook(EXAMPLE_SECRET).verify(example.body, example.headers)).toEqual(JSON.parse(example.body));
  });

  it("the Node sample judges every case as the scheme does", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "webhooks-sample-"));
    fs.writeFileSync(path.join(folder, "verify.ts"), WEBHOOKS.verifyNode);
    const { verifyWebhook } = (await import(path.join(folder, "verify.ts"))) as {
      verifyWebhook: (secret: string, headers: Record<string, string>, rawBody: Buffer) => boolean;
    };
    vi.useFakeTimers({ toFake: ["Date"], now: example.sentAt });
    for (const [name, headers, body, ok] of CASES) expect(verifyWebhook(EXAMPLE_SECRET, headers, Buffer.from(body)), name).toBe(ok);
  });

  const hasPython = spawnSync("python3", ["--version"]).status === 0;
  it.skipIf(!hasPython)("the Python sample judges every case as the scheme does", () => {
    const harness = `
import json, sys
${WEBHOOKS.verifyPython}

cases = json.load(sys.stdin)
time.time = lambda: cases["now"]
print(json.dumps([verify_webhook(cases["secret"], headers, body.encode()) for headers, body in cases["deliveries"]]))
`;
    const input = JSON.stringify({
      now: example.sentAt.getTime() / 1000,
      secret: EXAMPLE_SECRET,
      deliveries: CASES.map((c) => [c[1], c[2]]),
    });
    const result = spawnSync("python3", ["-c", harness], { input, encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    const verdicts = JSON.parse(result.stdout) as boolean[];
    expect(Object.fromEntries(CASES.map((c, i) => [c[0], verdicts[i]]))).toEqual(Object.fromEntries(CASES.map((c) => [c[0], c[3]])));
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the Webhooks guide's receiver", () => {
  it("answers 204 to a signed delivery, 400 to a forged one, and 404 elsewhere", async () => {
    const folder = sampleFolder();
    fs.writeFileSync(path.join(folder, "receiver.mts"), WEBHOOKS.receiver);
    const port = await freePort();
    const child = spawn(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["receiver.mts"], {
      cwd: folder,
      env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: EXAMPLE_SECRET },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      await vi.waitFor(() => expect(output).toContain("Listening"), { timeout: 20_000, interval: 100 });
      const url = `http://127.0.0.1:${port}/webhooks`;
      const body = JSON.stringify({ ...JSON.parse(example.body), type: "webhook.test", data: { endpointId: id, message: "hi" } });
      const headers = signed([EXAMPLE_SECRET], id, new Date(), body);
      const post = (h: Record<string, string>, b: string, to = url) => fetch(to, { method: "POST", headers: h, body: b });

      expect((await post(headers, body)).status, output).toBe(204);
      expect((await post(headers, body)).status, "a retry of the same event").toBe(204);
      expect((await post(headers, body.replace("hi", "ho"))).status).toBe(400);
      expect((await post(headers, body, `http://127.0.0.1:${port}/elsewhere`)).status).toBe(404);
      await vi.waitFor(() => expect(output.match(/webhook\.test/g)?.length, "handled once").toBe(1), { timeout: 5_000 });
    } finally {
      child.kill();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

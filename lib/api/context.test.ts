/**
 * The API's answers: kept as status, headers and text, written in one go by the server, and a
 * full web Response for anyone who reads one (tests, the HEAD adapter).
 */
import type { ServerResponse } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { Answer, apiAnswer, setHeader, type ApiEnv } from "@/lib/api/context";

function app() {
  const hono = new Hono<ApiEnv>();
  hono.use("*", async (c, next) => {
    c.set("headers", { "x-request-id": "r-1" });
    await next();
    // Set after the answer was made: it still reaches the answer.
    setHeader(c, "X-Late", "yes");
  });
  hono.get("/json", (c) => apiAnswer(c, 201, '{"café":"ok"}', { "Cache-Control": "no-store" }));
  hono.get("/empty", (c) => apiAnswer(c, 200, null));
  return hono;
}

function capture() {
  const written: { status?: number; headers?: Record<string, string>; body?: string; ended: boolean } = { ended: false };
  const outgoing = {
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status;
      written.headers = headers;
    },
    end(body?: string) {
      written.body = body;
      written.ended = true;
    },
  } as unknown as ServerResponse;
  return { written, outgoing };
}

describe("an answer", () => {
  it("is a Response to whoever reads it: status, headers (set before and after it was made) and body", async () => {
    const response = await app().request("/json");
    expect(response).toBeInstanceOf(Response);
    expect(response).toBeInstanceOf(Answer);
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBe("r-1");
    expect(response.headers.get("x-late")).toBe("yes");
    expect(await response.json()).toEqual({ café: "ok" });
  });

  it("is written with its byte length in one write, and without its body for HEAD", async () => {
    const made = (await app().request("/json")) as unknown as Answer;
    const get = capture();
    made.writeTo(get.outgoing, false);
    expect(get.written).toMatchObject({ status: 201, body: '{"café":"ok"}', ended: true });
    expect(get.written.headers).toMatchObject({
      "content-length": String(Buffer.byteLength('{"café":"ok"}')),
      "x-late": "yes",
      "x-request-id": "r-1",
    });
    const head = capture();
    made.writeTo(head.outgoing, true);
    expect(head.written).toMatchObject({ status: 201, body: undefined, ended: true });
    expect(head.written.headers?.["content-length"]).toBe(String(Buffer.byteLength('{"café":"ok"}')));
  });

  it("without a body has no content type and no length", async () => {
    const made = (await app().request("/empty")) as unknown as Answer;
    const get = capture();
    made.writeTo(get.outgoing, false);
    expect(get.written.headers).not.toHaveProperty("content-type");
    expect(get.written.headers).not.toHaveProperty("content-length");
    expect(await made.text()).toBe("");
  });
});

/**
 * The proxy's size rule for form posts (README › Configuration): server actions take posts up
 * to 4 MB (`bodySizeLimit` in next.config.mjs); a bigger one, told by its Content-Length, is
 * answered 413 with a sentence before Next.js reads it. Tested on the function that decides,
 * and through the proxy, which answers it before sign-in is even looked at.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import { NextRequest, type NextFetchEvent } from "next/server";
import proxy, { MAX_FORM_POST_BYTES, refuseTooLargePost } from "@/proxy";

const LOGO_FORM = "http://localhost:3000/portal/applications/0b0e7c8e-1d2f-4a3b-9c4d-5e6f7a8b9c0d";

const post = (bytes: number, method = "POST") => new Request(LOGO_FORM, { method, headers: { "Content-Length": String(bytes) } });

describe("a form post over 4 MB", () => {
  it("is the limit Next.js itself is given for server actions", async () => {
    const { default: nextConfig } = (await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as { default: NextConfig };
    expect(MAX_FORM_POST_BYTES).toBe(4 * 1024 * 1024);
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe("4mb");
  });

  it("answers 413 with a sentence that says what was sent and what is taken", async () => {
    const answer = refuseTooLargePost(post(MAX_FORM_POST_BYTES + 1));
    expect(answer?.status).toBe(413);
    expect(answer?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer?.headers.get("cache-control")).toBe("no-store");
    expect(await answer?.text()).toBe(
      "The form sent 5 MB; this page takes at most 4 MB (a logo at most 256 KB). Go back and choose a smaller file.",
    );
    expect(await refuseTooLargePost(post(12 * 1024 * 1024 - 5))?.text()).toMatch(/^The form sent 12 MB; this page takes at most 4 MB/);
  });

  it("lets a post of 4 MB or just under through, and a small one", () => {
    expect(refuseTooLargePost(post(MAX_FORM_POST_BYTES))).toBeNull();
    expect(refuseTooLargePost(post(MAX_FORM_POST_BYTES - 1))).toBeNull();
    expect(refuseTooLargePost(post(2_048))).toBeNull();
    expect(refuseTooLargePost(new Request(LOGO_FORM, { method: "POST", body: "name=Scout" }))).toBeNull();
  });

  it("only concerns posts: other methods go on whatever they declare", () => {
    expect(refuseTooLargePost(post(MAX_FORM_POST_BYTES + 1, "PUT"))).toBeNull();
    expect(refuseTooLargePost(new Request(LOGO_FORM))).toBeNull();
  });

  it("is answered by the proxy before sign-in is looked at", async () => {
    const request = new NextRequest(LOGO_FORM, { method: "POST", headers: { "Content-Length": String(MAX_FORM_POST_BYTES + 1) } });
    const answer = await proxy(request, {} as NextFetchEvent);
    expect(answer?.status).toBe(413);
    expect(await answer?.text()).toMatch(/at most 4 MB/);
  });
});

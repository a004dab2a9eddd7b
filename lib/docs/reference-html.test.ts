/**
 * The reference's HTML: every operation, event and schema has its element, every id is used
 * once, and whatever a description holds is text, never markup.
 */
import { describe, expect, it } from "vitest";
import { servedDocument } from "@/lib/docs/document";
import { referenceModel, type OpenApiDocument } from "@/lib/docs/reference-model";
import { esc, referenceHtml } from "@/lib/docs/reference-html";

const options = { baseUrl: "https://api.example", documentUrl: "/v1/public.json" };

describe("the reference's HTML", () => {
  const document = servedDocument();
  const model = referenceModel(document);
  const html = referenceHtml(model, document, options);

  it("has an element for every operation, webhook event and schema, and no id twice", () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of model.tags.flatMap((t) => t.operations)) expect(ids).toContain(esc(operation.anchor));
    for (const webhook of model.webhooks) expect(ids).toContain(webhook.anchor);
    // A webhook's entry lists the headers a receiver checks the signature with.
    const event = html.slice(html.indexOf('id="webhook/match.finished"'), html.indexOf('id="webhook/auction.settled"'));
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"]) expect(event).toContain(`>${header}</code>`);
    for (const schema of model.schemas) expect(ids).toContain(schema.anchor);
  });

  it("links only to its own anchors, this site's pages and the document", () => {
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, href] of html.matchAll(/\shref="([^"]+)"/g)) {
      if (href.startsWith("#")) expect(ids.has(href.slice(1)), href).toBe(true);
      else expect(href, href).toMatch(/^\/(?!\/)/);
    }
  });

  it("writes a description's markup as text, and drops a link to another host", () => {
    const hostile: OpenApiDocument = {
      info: {
        title: "<b>T</b>",
        version: "1",
        description: `<script>alert(1)</script> **bold** [x](https://evil.example) [y](javascript:alert(1))`,
      },
      paths: {
        "/v1/x": {
          get: {
            tags: [`<T x="1">`],
            operationId: `x" onclick="alert(1)`,
            summary: `"><img src=x onerror=alert(1)>`,
            description: "`<i>`",
            responses: { "200": { description: "<u>" } },
          },
        },
      },
    };
    const out = referenceHtml(referenceModel(hostile), hostile, options);
    expect(out).not.toMatch(/<script|<img|<b>|<u>|<i>|<T |href="https:|href="javascript:|" onclick=/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt; <strong>bold</strong>");
    expect(out).toContain("[x](https://evil.example)");
  });
});

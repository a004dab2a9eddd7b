/**
 * The server-rendered reference reads the document the API serves: every operation of it, under
 * its tag, at the address the changelog links; every description read to the end (no Markdown
 * left over); every schema reference resolved; samples and try-it from the same declarations.
 */
import { describe, expect, it } from "vitest";
import { operationHref, servedDocument } from "@/lib/docs/document";
import { parseMarkdown, plainText } from "@/lib/docs/markdown";
import {
  codeSamples,
  exampleOf,
  referenceModel,
  resolveSchema,
  tryItOperation,
  typeLabel,
  type OpenApiDocument,
  type Schema,
} from "@/lib/docs/reference-model";
import { personaliseDocument } from "@/lib/docs/try-it";

const document = servedDocument();
const model = referenceModel(document);
const operations = model.tags.flatMap((tag) => tag.operations);

describe("the reference of the served document", () => {
  it("has every operation once, under its first tag, at the address the changelog links", () => {
    const served = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(served.sort());
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const operation of operations) {
      expect(`/docs#${operation.anchor}`).toBe(operationHref(`${operation.method} ${operation.path}`));
      expect(new Set(operations.map((o) => o.anchor)).size).toBe(operations.length);
    }
    expect(operationHref("GET /v1/teams/{teamId}/roster")).toBe("/docs#tag/clubs/GET/v1/teams/{teamId}/roster");
  });

  it("lists every webhook event and every schema", () => {
    expect(model.webhooks.map((w) => w.name)).toEqual(Object.keys(document.webhooks ?? {}));
    expect(model.schemas.map((s) => s.name)).toEqual(Object.keys(document.components?.schemas ?? {}));
  });

  it("reads every description of the document to plain text, with no Markdown left over", () => {
    const descriptions: string[] = [];
    (function walk(node: unknown, key?: string) {
      if (typeof node === "string" && key === "description") descriptions.push(node);
      else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, key === "properties" ? undefined : k);
    })(document);
    expect(descriptions.length).toBeGreaterThan(500);
    for (const text of descriptions) {
      const read = parseMarkdown(text).map(plainText).join(" ");
      expect(read, text).not.toMatch(/\*\*|`|\]\(/);
    }
  });

  it("resolves every schema reference and names every field's type", () => {
    const refs: Schema[] = [];
    (function walk(node: unknown) {
      if (node && typeof node === "object") {
        if (typeof (node as Schema).$ref === "string") refs.push(node as Schema);
        for (const value of Object.values(node)) walk(value);
      }
    })(document);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(resolveSchema(ref, document), ref.$ref).not.toEqual({});
      expect(typeLabel(ref, document)).not.toBe("any");
    }
  });

  it("gives every successful data answer an example", () => {
    for (const operation of operations.filter((o) => o.scope !== null)) {
      const ok = operation.responses.find((r) => r.status === "200");
      expect(ok?.example, operation.summary).toBeTruthy();
    }
  });

  it("writes curl, fetch and requests samples with a bearer token, path ids filled from the examples", () => {
    const roster = operations.find((o) => o.operationId === "getTeamRoster")!;
    const samples = codeSamples(roster, document, "https://api.example");
    expect(samples.curl).toBe(
      `curl https://api.example/v1/teams/0b6f7a52-93a4-4c57-9d2e-5f1e8c3b7a10/roster \\\n  -H "Authorization: Bearer $TOKEN"`,
    );
    expect(samples.fetch).toContain("Authorization: `Bearer ${process.env.TOKEN}`");
    expect(samples.python).toContain(`f"Bearer {os.environ['TOKEN']}"`);
    for (const operation of operations) {
      const all = Object.values(codeSamples(operation, document, "https://api.example")).join("\n");
      expect(all, operation.summary).not.toMatch(/\{[a-zA-Z]+Id\}/);
    }
  });

  it("writes the token endpoint's samples with client authentication and a form body", () => {
    const token = operations.find((o) => o.operationId === "createToken")!;
    expect(token.clientAuthentication).toBe(true);
    const samples = codeSamples(token, document, "https://api.example");
    expect(samples.curl).toContain('-u "$CLIENT_ID:$CLIENT_SECRET"');
    expect(samples.curl).toContain("-d grant_type=authorization_code");
    expect(samples.python).toContain("data={");
  });

  it("signed in, the samples and Test Request start from the manager's own ids", () => {
    const ids = {
      clubId: "c1",
      nationalTeamId: "n1",
      playerId: "p1",
      matchId: "m1",
      competitionId: "l1",
      countryId: "k1",
      auctionPlayerId: "a1",
    };
    const mine = referenceModel(personaliseDocument(document, ids).document as OpenApiDocument);
    const roster = mine.tags.flatMap((t) => t.operations).find((o) => o.operationId === "getTeamRoster")!;
    expect(codeSamples(roster, document, "https://api.example").curl).toContain("/v1/teams/c1/roster");
    const form = tryItOperation(roster, document);
    expect(form.parameters).toEqual([
      { name: "teamId", in: "path", required: true, example: "c1", description: "A club or national team id.", choices: null },
    ]);
  });

  it("offers a list's query parameters to Test Request, empty, with their allowed values", () => {
    const market = operations.find((o) => o.operationId === "getMarketPlayers")!;
    const form = tryItOperation(market, document);
    expect(form.parameters.every((p) => p.in === "query" && p.example === null)).toBe(true);
    expect(form.parameters.find((p) => p.name === "position")?.choices).toEqual(["PG", "SG", "SF", "PF", "C"]);
  });
});

describe("examples built from a schema", () => {
  const doc: OpenApiDocument = {
    info: { title: "t", version: "1" },
    paths: {},
    components: {
      schemas: {
        Kind: { type: "string", enum: ["A", "B"] },
        Thing: {
          type: "object",
          properties: {
            kind: { $ref: "#/components/schemas/Kind" },
            n: { type: "integer", minimum: 1 },
            tags: { type: "array", items: { type: "string" } },
            gone: { type: ["string", "null"] },
          },
        },
      },
    },
  };
  it("takes enums, minimums and types, and follows references", () => {
    expect(exampleOf({ $ref: "#/components/schemas/Thing" }, doc)).toEqual({ kind: "A", n: 1, tags: ["string"], gone: "string" });
    expect(typeLabel({ type: ["string", "null"] }, doc)).toBe("string or null");
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/Thing" } }, doc)).toBe("array of Thing");
    expect(typeLabel({ $ref: "#/components/schemas/Kind" }, doc)).toBe("Kind (enum)");
  });
  it("stops at a schema that contains itself", () => {
    const loop: OpenApiDocument = {
      ...doc,
      components: { schemas: { Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" } } } } },
    };
    expect(() => exampleOf({ $ref: "#/components/schemas/Node" }, loop)).not.toThrow();
  });
});

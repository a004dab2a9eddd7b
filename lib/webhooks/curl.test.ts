import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { curlCommand, shellQuote } from "@/lib/webhooks/curl";

const request = {
  url: "https://tool.example.com/hooks?team=a'b",
  headers: {
    "content-type": "application/json",
    "webhook-id": "5b0c8f4e-8a51-8d2e-9a7c-3f1e2d4c6b80",
    "webhook-timestamp": "1764391200",
    "webhook-signature": "v1,abc+/= v1,def==",
    "user-agent": "ManagerDataAPI-Webhooks/1",
    "content-length": "42",
  },
  body: `{"id":"x","data":{"reason":"it's \\"quoted\\" $HOME \`id\`"}}`,
};

describe("copy as curl", () => {
  it("quotes every word so a shell hands curl the request byte for byte", () => {
    const command = curlCommand(request);
    // The shell's own reading of the words: what curl would receive.
    // No word holds a newline, so one a line is a faithful reading.
    const words = execFileSync("sh", ["-c", `printf '%s\\n' ${command.replace(/^curl /, "").replace(/ \\\n/g, " ")}`], {
      encoding: "utf8",
    })
      .split("\n")
      .slice(0, -1);
    expect(words).toEqual([
      "-X",
      "POST",
      request.url,
      "-H",
      "content-type: application/json",
      "-H",
      `webhook-id: ${request.headers["webhook-id"]}`,
      "-H",
      `webhook-timestamp: ${request.headers["webhook-timestamp"]}`,
      "-H",
      `webhook-signature: ${request.headers["webhook-signature"]}`,
      "-H",
      `user-agent: ${request.headers["user-agent"]}`,
      "--data-raw",
      request.body,
    ]);
  });

  it("leaves the body's length to curl and carries no header it was not given", () => {
    const command = curlCommand(request);
    expect(command).not.toMatch(/content-length/i);
    expect(command.match(/ -H /g)).toHaveLength(5);
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { authenticateClient, parseBasicCredentials } from "@/lib/oauth/client-authentication";
import { InvalidClient, InvalidRequest } from "@/lib/oauth/errors";
import { basicAuthorization, registerTestClient, type TestClient } from "@/lib/testing/oauth";

let database: TestDatabase;
let confidential: TestClient;
let publicClient: TestClient;

beforeAll(async () => {
  database = await createTestDatabase("world");
  confidential = await registerTestClient(database, { kind: "Confidential" });
  publicClient = await registerTestClient(database, { kind: "Public" });
});
afterAll(async () => {
  await database.drop();
});

describe("client authentication: HTTP Basic (RFC 6749 §2.3.1)", () => {
  it("decodes each half as form-urlencoded after Base64", () => {
    const header = `Basic ${Buffer.from("my%20client:p%3Ass+word%25").toString("base64")}`;
    expect(parseBasicCredentials(header)).toEqual({ clientId: "my client", clientSecret: "p:ss word%" });
  });

  it("splits at the first colon only", () => {
    expect(parseBasicCredentials(`Basic ${Buffer.from("id:a:b").toString("base64")}`)).toEqual({ clientId: "id", clientSecret: "a:b" });
  });

  it.each([
    ["another scheme", "Bearer abc"],
    ["no credentials", "Basic"],
    ["no colon", `Basic ${Buffer.from("just-an-id").toString("base64")}`],
    ["bad percent-encoding", `Basic ${Buffer.from("id:%zz").toString("base64")}`],
    ["not Base64", "Basic !!!"],
  ])("refuses %s as invalid_client", (_what, header) => {
    expect(() => parseBasicCredentials(header)).toThrow(InvalidClient);
  });
});

describe("client authentication: confidential clients", () => {
  it("authenticate with id and secret in HTTP Basic", async () => {
    const client = await authenticateClient(database, {
      authorization: basicAuthorization(confidential.clientId, confidential.clientSecret!),
    });
    expect(client).toMatchObject({ applicationId: confidential.applicationId, kind: "Confidential", status: "Development" });
  });

  it("accept a matching client_id in the body alongside Basic", async () => {
    const client = await authenticateClient(database, {
      authorization: basicAuthorization(confidential.clientId, confidential.clientSecret!),
      clientId: confidential.clientId,
    });
    expect(client.clientId).toBe(confidential.clientId);
  });

  it("refuse a different client_id in the body as invalid_request", async () => {
    await expect(
      authenticateClient(database, {
        authorization: basicAuthorization(confidential.clientId, confidential.clientSecret!),
        clientId: publicClient.clientId,
      }),
    ).rejects.toThrow(InvalidRequest);
  });

  it.each([
    ["a wrong secret", () => ({ authorization: basicAuthorization(confidential.clientId, "gmcs_wrong") })],
    ["an empty secret", () => ({ authorization: basicAuthorization(confidential.clientId, "") })],
    ["no secret at all (client_id in the body)", () => ({ clientId: confidential.clientId })],
    [
      "the secret in the body (client_secret_post is not offered)",
      () => ({ clientId: confidential.clientId, clientSecret: confidential.clientSecret! }),
    ],
    ["an unknown client id", () => ({ authorization: basicAuthorization("gmc_" + "A".repeat(49), confidential.clientSecret!) })],
    ["nothing at all", () => ({})],
  ])("are refused with %s", async (_what, credentials) => {
    const failure = authenticateClient(database, credentials());
    await expect(failure).rejects.toThrow(InvalidClient);
    await expect(failure).rejects.toMatchObject({ status: 401, headers: { "WWW-Authenticate": expect.stringMatching(/^Basic /) } });
  });

  it("stop working at once when the secret is rotated", async () => {
    const client = await registerTestClient(database, { kind: "Confidential", name: "Rotated" });
    await database.prisma.application.update({ where: { id: client.applicationId }, data: { clientSecretHash: "0".repeat(64) } });
    await expect(
      authenticateClient(database, { authorization: basicAuthorization(client.clientId, client.clientSecret!) }),
    ).rejects.toThrow(InvalidClient);
  });
});

describe("client authentication: public clients", () => {
  it("send client_id in the body and no secret", async () => {
    const client = await authenticateClient(database, { clientId: publicClient.clientId });
    expect(client).toMatchObject({ applicationId: publicClient.applicationId, kind: "Public" });
  });

  it("are refused when they send HTTP Basic (they have no secret)", async () => {
    await expect(authenticateClient(database, { authorization: basicAuthorization(publicClient.clientId, "") })).rejects.toThrow(
      InvalidClient,
    );
  });

  it("are refused when unknown", async () => {
    await expect(authenticateClient(database, { clientId: "gmc_nothing" })).rejects.toThrow(InvalidClient);
  });
});

describe("client authentication: suspended applications", () => {
  it("are invalid_client, confidential or public", async () => {
    const a = await registerTestClient(database, { kind: "Confidential", name: "Suspended C" });
    const b = await registerTestClient(database, { kind: "Public", name: "Suspended P" });
    await database.prisma.application.updateMany({
      where: { id: { in: [a.applicationId, b.applicationId] } },
      data: { suspendedAt: new Date() },
    });
    await expect(authenticateClient(database, { authorization: basicAuthorization(a.clientId, a.clientSecret!) })).rejects.toThrow(
      /suspended/,
    );
    await expect(authenticateClient(database, { clientId: b.clientId })).rejects.toThrow(/suspended/);
  });
});

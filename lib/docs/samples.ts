/**
 * Code samples of the guides, in one place: the pages render them and the browser tests
 * run the quick start's exactly as a reader copies them from the page. Every sample is written
 * against LOCAL_BASE_URL (a local `npm start`), and a page shows it with the addresses of the
 * server it is read on (`atServer`), so a developer can copy it as it is.
 */
import { CLIENT_PACKAGE_NAME, CLIENT_PACKAGE_PATH, listenCommand } from "@/lib/docs/client-package";

export const LOCAL_BASE_URL = "http://localhost:3000";

/** Where this server answers: the API (`BASE_URL`) and sign-in, the OAuth issuer (`AUTH_URL`). */
export interface ServedUrls {
  baseUrl: string;
  authUrl: string;
}

/**
 * A sample with this server's addresses in place of LOCAL_BASE_URL: the sign-in page and the
 * issuer (`iss`, `"issuer"`) at the sign-in host, everything else at the API's.
 */
export function atServer(code: string, urls: ServedUrls): string {
  return code
    .replaceAll(`${LOCAL_BASE_URL}/oauth/authorize`, `${urls.authUrl}/oauth/authorize`)
    .replaceAll(`iss=${encodeURIComponent(LOCAL_BASE_URL)}`, `iss=${encodeURIComponent(urls.authUrl)}`)
    .replaceAll(`"issuer": "${LOCAL_BASE_URL}"`, `"issuer": "${urls.authUrl}"`)
    .replaceAll(LOCAL_BASE_URL, urls.baseUrl);
}

/** Every sample of a set, with this server's addresses. */
export function samplesAt<T extends Record<string, string>>(samples: T, urls: ServedUrls): T {
  return Object.fromEntries(Object.entries(samples).map(([name, code]) => [name, atServer(code, urls)])) as T;
}

export const QUICK_START = {
  tokenCli: `
export TOKEN=$(npm run -s cli -- token create --user demo --scopes public,team | tail -n 1)
echo "$TOKEN"`,

  curlMe: `
curl -i ${LOCAL_BASE_URL}/v1/me -H "Authorization: Bearer $TOKEN"`,

  curlRoster: `
TEAM_ID=$(curl -s ${LOCAL_BASE_URL}/v1/me -H "Authorization: Bearer $TOKEN" \\
  | jq -r '.teams[] | select(.kind == "ManagedTeam") | .id' | head -n 1)

curl -s "${LOCAL_BASE_URL}/v1/teams/$TEAM_ID/roster" -H "Authorization: Bearer $TOKEN" \\
  | jq '.players[] | {number, firstName, lastName, bestPosition, age}'`,

  typedClientInstall: `
npm install ${LOCAL_BASE_URL}${CLIENT_PACKAGE_PATH}`,

  typedClient: `
// typed.mts, in your tool's folder: run with  TOKEN=gmpat_… npx tsx typed.mts
import { createManagerDataClient } from "${CLIENT_PACKAGE_NAME}";

const api = createManagerDataClient({ baseUrl: "${LOCAL_BASE_URL}", token: process.env.TOKEN ?? "" });

const { data: me, error } = await api.GET("/v1/me");
if (error) throw new Error(\`\${error.error.code}: \${error.error.description}\`);
const club = me.teams.find((team) => team.kind === "ManagedTeam");
if (!club) throw new Error("This manager runs no club.");

// Paths, parameters and answers are typed: a misspelt field does not compile.
const { data: roster } = await api.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId: club.id } } });
for (const player of roster?.players ?? []) console.log(\`#\${player.number} \${player.firstName} \${player.lastName}\`);
`.trim(),
  typescript: `
// quick-start.mts: run with  TOKEN=gmpat_… npx tsx quick-start.mts  (Node 20 or newer)
const BASE_URL = "${LOCAL_BASE_URL}/v1";
const TOKEN = process.env.TOKEN;
if (!TOKEN) throw new Error("Set TOKEN to your personal token (gmpat_…).");

type Me = { username: string; teams: { id: string; name: string; kind: string }[] };
type Player = { number: number; firstName: string; lastName: string; bestPosition: string; age: number };
type Roster = { team: { id: string; name: string }; players: Player[] };

async function get<T>(path: string): Promise<T> {
  const response = await fetch(BASE_URL + path, { headers: { Authorization: \`Bearer \${TOKEN}\` } });
  const body = await response.json();
  if (!response.ok) throw new Error(\`\${response.status} \${body.error.code}: \${body.error.description}\`);
  const remaining = response.headers.get("X-RateLimit-Remaining");
  console.log(\`GET \${path} → \${response.status}, calls left: \${remaining ?? "(not reported)"}\`);
  return body as T;
}

const me = await get<Me>("/me");
console.log(\`Hello \${me.username}! You run \${me.teams.map((t) => \`\${t.name} (\${t.kind})\`).join(", ")}.\`);

const club = me.teams.find((t) => t.kind === "ManagedTeam");
if (!club) throw new Error("This manager runs no club.");
const roster = await get<Roster>(\`/teams/\${club.id}/roster\`);
for (const p of roster.players) {
  console.log(\`#\${p.number} \${p.firstName} \${p.lastName}, \${p.bestPosition}, \${p.age} years\`);
}`,

  poll: `
// poll.mts: run with  TOKEN=gmpat_… npx tsx poll.mts
// Asks for your roster three times, five seconds apart. Each call sends back the ETag of the
// answer it holds: while nothing changed, the API answers 304 Not Modified with no body, free.
const BASE_URL = "${LOCAL_BASE_URL}/v1";
const headers: Record<string, string> = { Authorization: \`Bearer \${process.env.TOKEN}\` };

const me = await (await fetch(\`\${BASE_URL}/me\`, { headers })).json();
const club = me.teams.find((t: { kind: string }) => t.kind === "ManagedTeam");
if (!club) throw new Error("This manager runs no club.");

let etag: string | null = null;
let roster: { players: unknown[] } | null = null;
for (let round = 1; round <= 3; round++) {
  const response = await fetch(\`\${BASE_URL}/teams/\${club.id}/roster\`, {
    headers: etag ? { ...headers, "If-None-Match": etag } : headers,
  });
  const left = response.headers.get("X-RateLimit-Remaining");
  if (response.status === 304) {
    console.log(\`\${round}: 304, unchanged: still \${roster?.players.length} players, calls left still \${left}\`);
  } else if (response.ok) {
    etag = response.headers.get("ETag"); // remember it, send it back next time
    roster = await response.json();
    console.log(\`\${round}: 200, \${roster?.players.length} players, calls left \${left}\`);
  } else {
    throw new Error(\`\${response.status}: \${await response.text()}\`);
  }
  if (round < 3) await new Promise((resolve) => setTimeout(resolve, 5_000));
}`,

  python: `
# quick_start.py: run with  TOKEN=gmpat_… python3 quick_start.py  (pip install requests)
import os
import requests

BASE_URL = "${LOCAL_BASE_URL}/v1"
session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['TOKEN']}"

def get(path):
    response = session.get(BASE_URL + path, timeout=10)
    if not response.ok:
        error = response.json()["error"]
        raise RuntimeError(f"{response.status_code} {error['code']}: {error['description']}")
    print(f"GET {path} -> {response.status_code}, calls left: {response.headers.get('X-RateLimit-Remaining', '(not reported)')}")
    return response.json()

me = get("/me")
print(f"Hello {me['username']}! You run {', '.join(t['name'] + ' (' + t['kind'] + ')' for t in me['teams'])}.")

club = next(t for t in me["teams"] if t["kind"] == "ManagedTeam")
for p in get(f"/teams/{club['id']}/roster")["players"]:
    print(f"#{p['number']} {p['firstName']} {p['lastName']}, {p['bestPosition']}, {p['age']} years")`,
};

/** The Limits guide's polling samples: revalidate with If-None-Match, and a 304 costs nothing. */
export const LIMITS = {
  pollCurl: `
# Checks the roster once a minute; while it is unchanged every call is a free 304.
URL="${LOCAL_BASE_URL}/v1/teams/$TEAM_ID/roster"
ETAG=""
while true; do
  STATUS=$(curl -s --compressed -o answer.json -D headers.txt -w "%{http_code}" "$URL" \\
    -H "Authorization: Bearer $TOKEN" ${"$"}{ETAG:+-H "If-None-Match: $ETAG"})
  case "$STATUS" in
    200) mv answer.json roster.json
         ETAG=$(grep -i '^etag:' headers.txt | cut -d ' ' -f 2 | tr -d '\\r')
         echo "changed: roster.json is new" ;;
    304) echo "unchanged (free)" ;;
    *)   cat answer.json; exit 1 ;;
  esac
  sleep 60
done`,

  pollTypedClient: `
// Keeps answers in a Map and revalidates them: a 304 hands back the kept answer, for free.
import { createManagerDataClient, wasNotModified, type CachedAnswer } from "${CLIENT_PACKAGE_NAME}";

const api = createManagerDataClient({ baseUrl: "${LOCAL_BASE_URL}", token: process.env.TOKEN ?? "", cache: new Map<string, CachedAnswer>() });
const teamId = process.env.TEAM_ID ?? "";

for (;;) {
  const { data, error, response } = await api.GET("/v1/teams/{teamId}/roster", { params: { path: { teamId } } });
  if (error) throw new Error(\`\${error.error.code}: \${error.error.description}\`);
  console.log(wasNotModified(response) ? "unchanged (free)" : \`\${data.players.length} players\`);
  // Nothing can change before max-age runs out: ask again then, and at most once a minute.
  const maxAge = Number(/max-age=(\\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
  await new Promise((resolve) => setTimeout(resolve, Math.max(maxAge, 60) * 1000));
}`,
};

/** RFC 7636, appendix B: a verifier and its S256 challenge, to test a PKCE implementation. */
export const PKCE_TEST_VECTOR = {
  codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
  codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
};

export const OAUTH = {
  pkceTypescript: `
import { createHash, randomBytes } from "node:crypto";

// 32 random bytes in base64url: 43 characters from A-Z a-z 0-9 - _
const codeVerifier = randomBytes(32).toString("base64url");
// BASE64URL(SHA-256(code_verifier)), without padding
const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
const state = randomBytes(16).toString("base64url");
// Keep codeVerifier and state with the user's session until the callback.`,

  pkcePython: `
import base64, hashlib, secrets

code_verifier = secrets.token_urlsafe(32)  # 43 characters from A-Z a-z 0-9 - _
digest = hashlib.sha256(code_verifier.encode("ascii")).digest()
code_challenge = base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")
state = secrets.token_urlsafe(16)
# Keep code_verifier and state with the user's session until the callback.`,

  authorizeUrl: `
${LOCAL_BASE_URL}/oauth/authorize
  ?response_type=code
  &client_id=gmc_3vQ…
  &redirect_uri=https%3A%2F%2Ftool.example.com%2Fcallback
  &scope=public%20team
  &state=Wm1xT2…
  &code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM
  &code_challenge_method=S256`,

  authorizeUrlTypescript: `
const authorizeUrl = new URL("${LOCAL_BASE_URL}/oauth/authorize");
authorizeUrl.search = new URLSearchParams({
  response_type: "code",
  client_id: CLIENT_ID, // gmc_…
  redirect_uri: "https://tool.example.com/callback", // exactly as registered
  scope: "public team", // space-separated, lower-case
  state,
  code_challenge: codeChallenge,
  code_challenge_method: "S256", // "plain" is refused
}).toString();
// Redirect the browser there (HTTP 302 from your server, or open it in the system browser).`,

  callback: `
https://tool.example.com/callback?code=gmac_…&state=Wm1xT2…&iss=${encodeURIComponent(LOCAL_BASE_URL)}

https://tool.example.com/callback?error=access_denied&state=Wm1xT2…&iss=${encodeURIComponent(LOCAL_BASE_URL)}`,

  callbackCheckTypescript: `
// In your callback handler; \`session\` holds what you saved before the redirect.
const params = new URL(request.url).searchParams;
if (params.get("state") !== session.state) throw new Error("state mismatch: not our sign-in");
const iss = params.get("iss");
if (iss !== null && iss !== metadata.issuer) throw new Error("iss mismatch: answer from another server");
if (params.get("error")) return showMessage("Sign-in was cancelled."); // access_denied
const code = params.get("code")!; // gmac_…, single use, valid 5 minutes`,

  tokenConfidentialCurl: `
curl -s ${LOCAL_BASE_URL}/v1/oauth/token \\
  -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=authorization_code \\
  -d code="$CODE" \\
  --data-urlencode redirect_uri=https://tool.example.com/callback \\
  -d code_verifier="$CODE_VERIFIER"`,

  tokenPublicCurl: `
curl -s ${LOCAL_BASE_URL}/v1/oauth/token \\
  -d grant_type=authorization_code \\
  -d client_id="$CLIENT_ID" \\
  -d code="$CODE" \\
  --data-urlencode redirect_uri=http://127.0.0.1:53682/callback \\
  -d code_verifier="$CODE_VERIFIER"`,

  tokenTypescript: `
const response = await fetch("${LOCAL_BASE_URL}/v1/oauth/token", {
  method: "POST",
  headers: {
    // Confidential clients: HTTP Basic with the client id and secret.
    Authorization: "Basic " + Buffer.from(\`\${CLIENT_ID}:\${CLIENT_SECRET}\`).toString("base64"),
  },
  // URLSearchParams is sent as application/x-www-form-urlencoded.
  body: new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: "https://tool.example.com/callback",
    code_verifier: session.codeVerifier,
  }),
});
const tokens = await response.json();
if (!response.ok) throw new Error(\`\${tokens.error}: \${tokens.error_description}\`);`,

  tokenPython: `
import requests

response = requests.post(
    "${LOCAL_BASE_URL}/v1/oauth/token",
    auth=(CLIENT_ID, CLIENT_SECRET),  # confidential client: HTTP Basic
    data={
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": "https://tool.example.com/callback",
        "code_verifier": session["code_verifier"],
    },
    timeout=10,
)
tokens = response.json()
if not response.ok:
    raise RuntimeError(f"{tokens['error']}: {tokens['error_description']}")`,

  tokenResponse: `
{
  "access_token": "gmat_kq0t…",
  "token_type": "Bearer",
  "expires_in": 3600,
  "refresh_token": "gmrt_9f2W…",
  "scope": "public team"
}`,

  tokenError: `
HTTP/1.1 400 Bad Request
Content-Type: application/json

{ "error": "invalid_grant", "error_description": "The authorization code has expired." }`,

  loopbackTypescript: `
import http from "node:http";
import type { AddressInfo } from "node:net";

// Registered once as http://127.0.0.1/callback; any port is accepted at sign-in.
const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
const redirectUri = \`http://127.0.0.1:\${port}/callback\`;

// Build the authorize URL with this redirectUri and open it in the user's browser, then:
const params = await new Promise<URLSearchParams>((resolve) => {
  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", redirectUri);
    if (url.pathname !== "/callback") return void res.writeHead(404).end();
    res.end("Signed in. You can close this tab.");
    resolve(url.searchParams);
  });
});
server.close();
// Check state (and iss), then exchange params.get("code") with client_id in the body.`,

  refreshCurl: `
curl -s ${LOCAL_BASE_URL}/v1/oauth/token \\
  -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=refresh_token \\
  -d refresh_token="$REFRESH_TOKEN"
# Optional: -d scope=public narrows the new pair (it can never widen it).`,

  serialisedRefresh: `
type Tokens = { access_token: string; refresh_token: string; expires_in: number; scope: string };

let refreshing: Promise<Tokens> | null = null;

/** Every caller shares one refresh: a refresh token can be spent only once. */
function refreshTokens(): Promise<Tokens> {
  refreshing ??= postToken({ grant_type: "refresh_token", refresh_token: store.tokens.refresh_token })
    .then((tokens) => store.save(tokens)) // save the NEW refresh token before anything else
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}`,

  handle401: `
async function callApi(path: string): Promise<Response> {
  const send = () =>
    fetch(\`${LOCAL_BASE_URL}/v1\${path}\`, { headers: { Authorization: \`Bearer \${store.tokens.access_token}\` } });
  let response = await send();
  if (response.status !== 401) return response;
  try {
    await refreshTokens(); // once
  } catch {
    return signInAgain(); // invalid_grant: the chain is gone
  }
  response = await send();
  if (response.status === 401) return signInAgain();
  return response;
}`,

  revokeCurl: `
curl -s -o /dev/null -w "%{http_code}\\n" ${LOCAL_BASE_URL}/v1/oauth/revoke \\
  -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d token="$REFRESH_TOKEN"
# 200, whether or not the token was known (RFC 7009)`,

  metadataCurl: `
curl -s ${LOCAL_BASE_URL}/.well-known/oauth-authorization-server`,
};

/** The Webhooks and events guide's samples: verifying a delivery, a receiver, and reading the feed. */
export const WEBHOOKS = {
  verifyLibrary: `
import { Webhook } from "standardwebhooks"; // npm install standardwebhooks

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? ""); // whsec_…, as the portal showed it
// rawBody: the body exactly as it arrived (a Buffer or string); headers: the request's headers.
// Throws WebhookVerificationError unless a signature matches and the timestamp is within 5 minutes.
const event = webhook.verify(rawBody, headers);`,

  verifyNode: `
// verify.ts: checks a delivery by hand, with node:crypto only
import { createHmac, timingSafeEqual } from "node:crypto";

const TOLERANCE_S = 5 * 60;

/**
 * True when the delivery is ours: its timestamp within five minutes of now, and one of its
 * signatures made with your secret over these exact bytes. Call it before parsing the body.
 */
export function verifyWebhook(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: Buffer): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  if (!/^\\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_S) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(\`\${id}.\${timestamp}.\`).update(rawBody).digest();
  // Two entries while a rotated secret overlaps the new one: either may match.
  return signatures.split(" ").some((entry) => {
    const [version, signature = ""] = entry.split(",");
    const given = Buffer.from(signature, "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`,

  verifyPython: `
# verify.py: checks a delivery with the standard library only (or: pip install standardwebhooks)
import base64
import binascii
import hashlib
import hmac
import time

TOLERANCE_S = 5 * 60


def verify_webhook(secret: str, headers, raw_body: bytes) -> bool:
    """True when the delivery is ours: its timestamp within five minutes of now, and one of its
    signatures made with your secret over these exact bytes. Call it before parsing the body.
    headers: any mapping with .get, e.g. Flask's request.headers or http.server's self.headers."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not (msg_id and timestamp and signatures):
        return False
    if not (timestamp.isascii() and timestamp.isdigit()) or abs(time.time() - int(timestamp)) > TOLERANCE_S:
        return False

    key = base64.b64decode(secret.removeprefix("whsec_"))
    expected = hmac.new(key, f"{msg_id}.{timestamp}.".encode() + raw_body, hashlib.sha256).digest()
    # Two entries while a rotated secret overlaps the new one: either may match.
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        try:
            given = base64.b64decode(signature, validate=True)
        except binascii.Error:
            continue
        if version == "v1" and hmac.compare_digest(given, expected):
            return True
    return False`,

  receiver: `
// receiver.mts: run with  WEBHOOK_SECRET=whsec_… npx tsx receiver.mts  (npm install standardwebhooks)
import http from "node:http";
import { Webhook } from "standardwebhooks";

type GameEvent = { id: string; type: string; timestamp: string; managerId: string | null; data: Record<string, unknown> };

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? "");
/** Access tokens of the managers who connected your tool, by manager id (see the OAuth guide). */
const tokens = new Map<string, string>();
/** Event ids already handled: a retry repeats one. Keep them in your database, for a few days at least. */
const handled = new Set<string>();

const server = http.createServer(async (request, response) => {
  if (request.method !== "POST" || request.url !== "/webhooks") return void response.writeHead(404).end();
  // The raw bytes: the signature is over them, not over JSON parsed and written out again.
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks);

  let event: GameEvent;
  try {
    event = webhook.verify(rawBody, request.headers as Record<string, string>) as GameEvent;
  } catch {
    return void response.writeHead(400).end("Signature or timestamp did not verify.");
  }
  // Answer first, well within 10 seconds; the work comes after.
  response.writeHead(204).end();
  if (handled.has(event.id)) return;
  handled.add(event.id);
  handle(event).catch((error) => console.error(\`\${event.type} \${event.id}:\`, error));
});
server.listen(Number(process.env.PORT ?? 8080), () => console.log("Listening for webhooks on /webhooks"));

async function handle(event: GameEvent) {
  console.log(\`\${event.timestamp} \${event.type}\`);
  switch (event.type) {
    case "match.finished": {
      // The payload is thin: the box score comes from the API, read with that manager's token.
      const token = tokens.get(event.managerId ?? "");
      if (!token) return;
      const answer = await fetch(\`${LOCAL_BASE_URL}/v1/matches/\${event.data.matchId}\`, { headers: { Authorization: \`Bearer \${token}\` } });
      console.log(\`match \${event.data.matchId}: \${answer.status}\`);
      return;
    }
    case "grant.revoked":
      // The manager disconnected your tool: forget their tokens and stop calling for them.
      tokens.delete(String(event.data.managerId));
      return;
  }
}`,

  listen: `
# In your shell already: MANAGER_DATA_TOKEN=gmpat_… (a personal token of yours, any scope) and
# CLIENT_ID (your application's client_id). Nothing to install: npx fetches the tool from the server.
export MANAGER_DATA_URL=${LOCAL_BASE_URL}
${listenCommand(LOCAL_BASE_URL, '"$CLIENT_ID"', '"http://127.0.0.1:${PORT:-8080}/webhooks"')}`,

  triggerCli: `
# ENDPOINT: the session id listen printed (or the id of any endpoint of yours, from the portal)
export MANAGER_DATA_URL=${LOCAL_BASE_URL}
npx --yes --package=${LOCAL_BASE_URL}${CLIENT_PACKAGE_PATH} manager-data trigger match.finished --endpoint "$ENDPOINT"`,

  triggerCurl: `
curl -s -X POST "${LOCAL_BASE_URL}/v1/webhooks/endpoints/$ENDPOINT/trigger" \\
  -H "Authorization: Bearer $MANAGER_DATA_TOKEN" -H "Content-Type: application/json" \\
  -d '{"type": "auction.settled"}'
# 202 {"deliveryId":"…","eventId":"…","type":"auction.settled"}`,

  feedCurl: `
curl -s "${LOCAL_BASE_URL}/v1/events?types=match.finished,auction.settled&limit=50" -H "Authorization: Bearer $TOKEN"`,

  feedTypescript: `
// feed.mts: run with  TOKEN=gmpat_… npx tsx feed.mts  (Node 20 or newer)
// Reads the feed once a minute from where it left off. The cursor is kept in a file, so a restart
// (or a week away) carries on after the last event handled; an unchanged feed is a free 304.
import fs from "node:fs";

type GameEvent = { id: string; type: string; timestamp: string; managerId: string; data: Record<string, unknown> };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const headers: Record<string, string> = { Authorization: \`Bearer \${process.env.TOKEN}\` };
let cursor = fs.existsSync("cursor.txt") ? fs.readFileSync("cursor.txt", "utf8").trim() : "";
let etag = "";

for (;;) {
  const url = new URL("${LOCAL_BASE_URL}/v1/events");
  url.searchParams.set("types", "match.finished,auction.settled");
  url.searchParams.set("limit", "50");
  if (cursor) url.searchParams.set("after", cursor); // none: from the oldest event kept
  const response = await fetch(url, { headers: etag ? { ...headers, "If-None-Match": etag } : headers });
  if (response.status === 304) {
    await sleep(60_000); // nothing new, and it cost nothing
    continue;
  }
  if (!response.ok) throw new Error(\`\${response.status}: \${await response.text()}\`);
  etag = response.headers.get("ETag") ?? "";
  const page: { events: GameEvent[]; next: string; hasMore: boolean } = await response.json();
  for (const event of page.events) console.log(event.timestamp, event.type, JSON.stringify(event.data));
  cursor = page.next;
  fs.writeFileSync("cursor.txt", cursor); // after handling: a crash reads a page again, never skips one
  if (!page.hasMore) await sleep(60_000);
}`,

  feedPython: `
# feed.py: run with  TOKEN=gmpat_… python3 feed.py  (standard library only)
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request

FEED = "${LOCAL_BASE_URL}/v1/events"
cursor = open("cursor.txt").read().strip() if os.path.exists("cursor.txt") else ""
etag = ""

while True:
    query = {"types": "match.finished,auction.settled", "limit": "50"}
    if cursor:
        query["after"] = cursor
    request = urllib.request.Request(f"{FEED}?{urllib.parse.urlencode(query)}")
    request.add_header("Authorization", f"Bearer {os.environ['TOKEN']}")
    if etag:
        request.add_header("If-None-Match", etag)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            etag = response.headers.get("ETag", "")
            page = json.load(response)
    except urllib.error.HTTPError as error:
        if error.code != 304:
            raise
        time.sleep(60)  # nothing new, and it cost nothing
        continue
    for event in page["events"]:
        print(event["timestamp"], event["type"], event["data"])
    cursor = page["next"]
    with open("cursor.txt", "w") as f:
        f.write(cursor)  # after handling: a crash reads a page again, never skips one
    if not page["hasMore"]:
        time.sleep(60)`,
};

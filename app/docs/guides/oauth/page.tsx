import type { Metadata } from "next";
import { MAX_TESTERS } from "@/lib/applications/schemas";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P, Table } from "@/components/docs/prose";
import { guidePage } from "@/lib/docs/nav";
import { OAUTH, PKCE_TEST_VECTOR, samplesAt, type ServedUrls } from "@/lib/docs/samples";
import { authorizationServerMetadata } from "@/lib/oauth/metadata";
import { services } from "@/lib/services";
import { connection } from "next/server";

const page = guidePage("oauth");
export const metadata: Metadata = { title: page.title, description: page.summary };

/** The metadata document exactly as this server answers it, lists kept on one line. */
function metadataAnswer(urls: ServedUrls): string {
  return JSON.stringify(authorizationServerMetadata(urls), null, 2).replace(
    /\[\n\s+([^\]]*?)\n\s+\]/g,
    (_, items: string) => `[${items.replace(/,\n\s+/g, ", ")}]`,
  );
}

export default async function OAuthGuidePage() {
  // Shown with this server's addresses (BASE_URL, AUTH_URL), read per request: samples copy as they are.
  await connection();
  const urls = services().config;
  const samples = samplesAt(OAUTH, urls);
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          A tool that other managers use signs them in with OAuth 2.0: the manager sees your tool&apos;s name and the scopes it asks for,
          allows it, and your tool receives tokens that stand for that manager. It never sees their password, and it must never ask for
          their personal tokens. Every sign-in uses the authorization-code flow with PKCE (S256).
        </p>
      }
      sections={[
        {
          id: "overview",
          title: "The flow at a glance",
          content: (
            <>
              <List ordered>
                <li>
                  You register an application once and get a client id (<C>gmc_…</C>), and a secret (<C>gmcs_…</C>) if it has a server.
                </li>
                <li>
                  For each sign-in your tool makes a PKCE verifier, its challenge and a random <C>state</C>.
                </li>
                <li>
                  It sends the browser to <C>/oauth/authorize</C>; the manager signs in and allows the scopes.
                </li>
                <li>
                  The browser comes back to your redirect URI with a <C>code</C>; you check <C>state</C> and <C>iss</C>.
                </li>
                <li>
                  You exchange the code (with the verifier) at <C>POST /v1/oauth/token</C> for an access token (1 hour) and a refresh token
                  (90 days, rotating).
                </li>
                <li>
                  You call the API with <C>Authorization: Bearer gmat_…</C> and refresh when it expires.
                </li>
              </List>
              <Table
                caption="Endpoints of the flow"
                head={["What", "Where"]}
                rows={[
                  ["Sign-in and consent page (browser)", <C key="a">GET {urls.authUrl}/oauth/authorize</C>],
                  ["Token endpoint", <C key="t">POST {urls.baseUrl}/v1/oauth/token</C>],
                  ["Revocation endpoint", <C key="r">POST {urls.baseUrl}/v1/oauth/revoke</C>],
                  ["Server metadata (RFC 8414)", <C key="m">GET {urls.baseUrl}/.well-known/oauth-authorization-server</C>],
                ]}
              />
              <P>
                Open the sign-in page as a top-level page (a redirect, a new tab, or the system browser for native apps). It cannot be shown
                inside a frame: every page of ours answers <C>X-Frame-Options: DENY</C> and <C>frame-ancestors &apos;none&apos;</C>, so that
                no site can lay its own buttons over the consent page.
              </P>
            </>
          ),
        },
        {
          id: "register",
          title: "Register an application",
          content: (
            <>
              <P>
                In the <DocLink href="/portal">developer portal</DocLink>, open Applications and register a new one. Managers see the name,
                description and website on the consent page, so make them real.
              </P>
              <Table
                caption="Application fields"
                head={["Field", "What to give"]}
                rows={[
                  ["Name, description", "What the tool is and does, in the words a manager would use."],
                  [
                    "Website",
                    <>
                      The tool&apos;s home page, <C key="h">https://…</C> (plain http only for localhost while developing).
                    </>,
                  ],
                  [
                    "Kind",
                    <>
                      <C key="c">Confidential</C>: it has a server that keeps a secret (a web app). <C key="p">Public</C>: it cannot keep
                      one (desktop, command-line and mobile apps, single-page apps); PKCE alone proves it is the same client.
                    </>,
                  ],
                  [
                    "Redirect URIs (up to 5)",
                    <>
                      <C key="1">https://tool.example.com/callback</C>, matched exactly; <C key="2">http://127.0.0.1/callback</C> or{" "}
                      <C key="3">http://localhost/callback</C>, where any port is accepted at sign-in; or a private-use scheme after a
                      domain you own, <C key="4">com.example.app:/callback</C>, for mobile apps.
                    </>,
                  ],
                ]}
              />
              <P>
                A confidential application receives its client secret once, at registration; rotate it in the portal if it leaks (the old
                secret stops working at once). The client id is public and goes in every sign-in link.
              </P>
              <Note title="Development mode">
                A new application works only for your own account and the testers you name (up to {MAX_TESTERS} managers, on the
                application&apos;s page in the portal), on the development quota, until staff approve it. Build and test with your own
                manager and a few friends, then <DocLink href="/docs/guides/review">request a review</DocLink>. Removing a tester ends their
                access at once.
              </Note>
              <P>
                Before writing any of the code below, try a sign-in from the application&apos;s page in the portal: <em>Test sign-in</em>{" "}
                builds the sign-in link with a fresh PKCE verifier for the redirect URI and scopes you choose and shows the exchange as a
                command. Add the portal&apos;s test callback to the redirect URIs (one click) and it runs the whole flow in your browser,
                consent included, then shows the token request, its answer and a first <C>GET /v1/me</C> as sent, tokens masked.
              </P>
            </>
          ),
        },
        {
          id: "pkce",
          title: "Make the PKCE verifier and challenge",
          content: (
            <>
              <P>
                For every sign-in, make a new <C>code_verifier</C> (43 to 128 characters from <C>A-Z a-z 0-9 - . _ ~</C>), its{" "}
                <C>code_challenge</C> = BASE64URL(SHA-256(code_verifier)) without <C>=</C> padding, and a random <C>state</C>. Keep the
                verifier and the state with the user&apos;s session (a server session, or memory in a desktop app).
              </P>
              <CodeBlock language="ts" title="TypeScript (Node)" code={samples.pkceTypescript} sample="oauth-pkce-typescript" />
              <CodeBlock language="python" title="Python" code={samples.pkcePython} sample="oauth-pkce-python" />
              <P>
                Check your code with the example of RFC 7636: the verifier <C>{PKCE_TEST_VECTOR.codeVerifier}</C> must give the challenge{" "}
                <C>{PKCE_TEST_VECTOR.codeChallenge}</C>.
              </P>
            </>
          ),
        },
        {
          id: "authorize",
          title: "Send the manager to sign in",
          content: (
            <>
              <Table
                caption="Query parameters of /oauth/authorize"
                head={["Parameter", "Value"]}
                rows={[
                  [<C key="k">response_type</C>, <C key="v">code</C>],
                  [
                    <C key="k">client_id</C>,
                    <>
                      Your client id, <C key="v">gmc_…</C>
                    </>,
                  ],
                  [<C key="k">redirect_uri</C>, "One of your registered redirect URIs (loopback: with the port you listen on)."],
                  [
                    <C key="k">scope</C>,
                    <>
                      Space-separated, lower-case: <C key="v">public team national economy market</C>. Ask for the least you need.
                    </>,
                  ],
                  [<C key="k">state</C>, "Your random value; it comes back unchanged."],
                  [<C key="k">code_challenge</C>, "The S256 challenge."],
                  [
                    <C key="k">code_challenge_method</C>,
                    <>
                      <C key="v">S256</C> (<C key="p">plain</C> is refused).
                    </>,
                  ],
                  [
                    <C key="k">prompt</C>,
                    <>
                      Optional. <C key="v">consent</C> shows the consent page even if every scope was granted before.
                    </>,
                  ],
                ]}
              />
              <CodeBlock language="text" title="Authorize URL (wrapped for reading)" code={samples.authorizeUrl} />
              <CodeBlock language="ts" title="TypeScript" code={samples.authorizeUrlTypescript} />
              <P>
                A manager who is not signed in signs in first and comes back to the same page. If they already granted every scope you ask
                for, the page sends them straight back with a new code; otherwise it lists all the scopes and asks.
              </P>
            </>
          ),
        },
        {
          id: "callback",
          title: "Handle the callback: check state and iss",
          content: (
            <>
              <P>
                The browser comes back to your redirect URI with either a code or an error, always with your <C>state</C>:
              </P>
              <CodeBlock language="text" title="Allowed, then denied" code={samples.callback} />
              <List>
                <li>
                  <strong>state</strong>: must equal the value you saved. If not, stop: the answer is not for this sign-in (CSRF).
                </li>
                <li>
                  <strong>iss</strong> (RFC 9207): when present, must equal the <C>issuer</C> of the{" "}
                  <a href="#metadata" className="text-brand-700 underline">
                    server metadata
                  </a>
                  . It protects tools that talk to several authorization servers from mixing up their answers.
                </li>
                <li>
                  <strong>error=access_denied</strong>: the manager said no. Tell them politely; do not loop back to sign-in.
                </li>
                <li>
                  <strong>code</strong> (<C>gmac_…</C>): valid for 5 minutes and single-use. Exchange it right away.
                </li>
              </List>
              <CodeBlock language="ts" title="TypeScript" code={samples.callbackCheckTypescript} />
            </>
          ),
        },
        {
          id: "token",
          title: "Exchange the code for tokens",
          content: (
            <>
              <P>
                POST to <C>/v1/oauth/token</C>, form-encoded, with <C>grant_type=authorization_code</C>, the <C>code</C>, the same{" "}
                <C>redirect_uri</C> and the <C>code_verifier</C>. A <strong>confidential</strong> client authenticates with HTTP Basic
                (client id and secret); a <strong>public</strong> client sends <C>client_id</C> in the body and no secret.
              </P>
              <CodeBlock language="sh" title="curl: confidential client" code={samples.tokenConfidentialCurl} />
              <CodeBlock language="sh" title="curl: public client" code={samples.tokenPublicCurl} />
              <CodeBlock language="ts" title="TypeScript (fetch)" code={samples.tokenTypescript} />
              <CodeBlock language="python" title="Python (requests)" code={samples.tokenPython} />
              <P>The answer:</P>
              <CodeBlock language="json" title="Token response" code={samples.tokenResponse} />
              <P>
                Store both tokens server-side (or in the platform&apos;s secure storage), never in a URL or a log. Errors follow RFC 6749 (
                <C>{`{error, error_description}`}</C>, see{" "}
                <DocLink href="/docs/guides/errors#token-endpoint">the token endpoint&apos;s errors</DocLink>). The token endpoint is
                rate-limited per address (see <DocLink href="/docs/guides/limits#token-endpoint">Limits</DocLink>).
              </P>
              <CodeBlock language="http" title="A failed exchange" code={samples.tokenError} />
            </>
          ),
        },
        {
          id: "web-server",
          title: "A web server (confidential client)",
          content: (
            <List>
              <li>
                Register a <C>Confidential</C> application with your exact https callback, e.g. <C>https://tool.example.com/callback</C>.
              </li>
              <li>
                Keep the client secret, the verifier and the tokens on the server; the browser only ever sees your own session cookie.
              </li>
              <li>Call the API from your server: browsers on other sites cannot call it directly (no CORS for third-party origins).</li>
              <li>Exchange and refresh with HTTP Basic, as above.</li>
            </List>
          ),
        },
        {
          id: "desktop",
          title: "A desktop or command-line tool (public client, loopback)",
          content: (
            <>
              <P>
                Register a <C>Public</C> application with <C>http://127.0.0.1/callback</C>. At sign-in, listen on any free port of{" "}
                <C>127.0.0.1</C> and use <C>http://127.0.0.1:&lt;port&gt;/callback</C> as the redirect URI: the port is ignored when
                matching. Open the authorize URL in the user&apos;s normal browser (not an embedded web view), and exchange the code with{" "}
                <C>client_id</C> in the body.
              </P>
              <CodeBlock language="ts" title="TypeScript (Node): catching the callback" code={samples.loopbackTypescript} />
            </>
          ),
        },
        {
          id: "mobile",
          title: "A mobile app (public client, private-use scheme)",
          content: (
            <List>
              <li>
                Register a <C>Public</C> application with a private-use scheme named after a domain you own, reversed:{" "}
                <C>com.example.app:/callback</C> (one slash).
              </li>
              <li>
                Open the authorize URL in the system browser tab (<C>ASWebAuthenticationSession</C> on iOS, Custom Tabs on Android), never
                an embedded web view, and let the OS hand <C>com.example.app:/callback?code=…&amp;state=…</C> back to your app.
              </li>
              <li>
                Exchange the code with <C>client_id</C> in the body; keep the refresh token in the Keychain or Keystore.
              </li>
            </List>
          ),
        },
        {
          id: "calling",
          title: "Call the API",
          content: (
            <P>
              Send the access token exactly like a personal token: <C>Authorization: Bearer gmat_…</C>. It lives one hour (<C>expires_in</C>
              ). Tokens of an application in development count toward the development quota; once it is approved, toward the full quota (see{" "}
              <DocLink href="/docs/guides/limits">Limits</DocLink>).
            </P>
          ),
        },
        {
          id: "refresh",
          title: "Refresh, and why refreshes must be serialised",
          content: (
            <>
              <P>
                POST <C>grant_type=refresh_token</C> with the <C>refresh_token</C> and the same client authentication. The answer holds a
                new access token <em>and a new refresh token</em>: each refresh token is single-use (rotation). An optional <C>scope</C>{" "}
                narrows the new pair; it can never widen it (<C>invalid_scope</C>). Refresh tokens expire after 90 days.
              </P>
              <CodeBlock language="sh" title="curl" code={samples.refreshCurl} />
              <Note title="A spent refresh token revokes everything" tone="warning">
                Presenting a refresh token that was already used revokes the whole chain (every access and refresh token of that sign-in),
                and the manager must sign in again. Two requests that refresh at the same time with the same token will do exactly that. So
                refresh in one place, one at a time, and save the new refresh token before using it.
              </Note>
              <CodeBlock language="ts" title="TypeScript: one refresh at a time" code={samples.serialisedRefresh} />
              <P>Across processes or servers, take a lock (for example a database row) around the refresh.</P>
            </>
          ),
        },
        {
          id: "handling-401",
          title: "Handling a 401",
          content: (
            <>
              <P>
                A data call answers 401 <C>invalid_token</C> when the access token expired or was revoked (the manager removed your tool, or
                the chain was revoked). Refresh <strong>once</strong> and retry; if the refresh fails or the retry is 401 again, send the
                manager through sign-in again. Never loop.
              </P>
              <CodeBlock language="ts" title="TypeScript" code={samples.handle401} />
            </>
          ),
        },
        {
          id: "revoke",
          title: "Revoke on sign-out",
          content: (
            <>
              <P>
                When the manager signs out of your tool or disconnects it, revoke the refresh token (RFC 7009). That revokes its whole
                chain, access tokens included. The endpoint answers 200 whether or not it knew the token.
              </P>
              <CodeBlock language="sh" title="curl" code={samples.revokeCurl} />
            </>
          ),
        },
        {
          id: "metadata",
          title: "Server metadata",
          content: (
            <>
              <P>
                The authorization server describes itself at <C>/.well-known/oauth-authorization-server</C> (RFC 8414). OAuth libraries read
                it to configure themselves; your callback compares <C>iss</C> with its <C>issuer</C>.
              </P>
              <CodeBlock language="sh" title="curl" code={samples.metadataCurl} />
              <CodeBlock language="json" title="Answer" code={metadataAnswer(urls)} sample="oauth-metadata" />
            </>
          ),
        },
        {
          id: "checklist",
          title: "Checklist",
          content: (
            <List>
              <li>
                New verifier, challenge and state for every sign-in; <C>S256</C> only.
              </li>
              <li>
                Check <C>state</C> and <C>iss</C> on every callback.
              </li>
              <li>
                Ask for the fewest scopes; use <C>prompt=consent</C> only when the manager asks to change them.
              </li>
              <li>Secrets and tokens only on your server or in secure storage; never in URLs or logs.</li>
              <li>One refresh at a time; save the new refresh token first.</li>
              <li>On 401: refresh once, then sign in again. On sign-out: revoke.</li>
            </List>
          ),
        },
      ]}
    />
  );
}

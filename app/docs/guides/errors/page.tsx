import type { Metadata } from "next";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, P, Table, Ticks } from "@/components/docs/prose";
import { errorRows, TOKEN_ERRORS } from "@/lib/docs/errors";
import { guidePage } from "@/lib/docs/nav";

const page = guidePage("errors");
export const metadata: Metadata = { title: page.title, description: page.summary };

const ENVELOPE = `
HTTP/1.1 403 Forbidden
Content-Type: application/json
WWW-Authenticate: Bearer realm="Manager Data API", error="insufficient_scope", scope="economy"
X-Request-Id: 0d9f6c1a-…

{
  "error": {
    "code": "insufficient_scope",
    "description": "This endpoint needs the \\"economy\\" scope, which the token does not have."
  }
}`;

const TOKEN_ERROR = `
HTTP/1.1 401 Unauthorized
Content-Type: application/json

{ "error": "invalid_client", "error_description": "Client authentication failed." }`;

export default function ErrorsGuidePage() {
  const rows = errorRows();
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          Errors answer with an HTTP status and a JSON envelope whose <C>code</C> is stable and machine-readable. Branch on the code, show
          the <C>description</C> to developers, and never expect an error with status 200.
        </p>
      }
      sections={[
        {
          id: "envelope",
          title: "The envelope",
          content: (
            <>
              <CodeBlock language="http" title="An error answer" code={ENVELOPE} />
              <List>
                <li>
                  <C>code</C>: one of the codes below. <C>description</C>: what went wrong, in English, for a developer.
                </li>
                <li>
                  <C>parameter</C> (only with <C>invalid_parameter</C>): the path or query parameter at fault.
                </li>
                <li>
                  <C>requestId</C> (only with <C>internal_error</C>): quote it when you report a problem. Every answer also carries{" "}
                  <C>X-Request-Id</C>.
                </li>
                <li>
                  401 and 403 for scope carry <C>WWW-Authenticate</C> (RFC 6750) saying why; 429 carries <C>Retry-After</C>; 405 carries{" "}
                  <C>Allow</C>.
                </li>
              </List>
            </>
          ),
        },
        {
          id: "codes",
          title: "Every error code",
          content: (
            <Table
              caption="Error codes of the data API"
              head={["Code", "Status", "When", "What to do"]}
              rows={rows.map((row) => [
                <span key="c" id={`code-${row.code}`} className="scroll-mt-6">
                  <C>{row.code}</C>
                </span>,
                String(row.status),
                <Ticks key="w" text={row.when} />,
                <Ticks key="a" text={row.advice} />,
              ])}
            />
          ),
        },
        {
          id: "token-endpoint",
          title: "Token endpoint errors (RFC 6749)",
          content: (
            <>
              <P>
                <C>POST /v1/oauth/token</C> answers errors in the shape of RFC 6749 §5.2, <C>{`{error, error_description}`}</C>, so that
                OAuth libraries understand them:
              </P>
              <Table
                caption="Token endpoint errors"
                head={["error", "Status", "When", "What to do"]}
                rows={TOKEN_ERRORS.map((e) => [
                  <C key="c">{e.code}</C>,
                  String(e.status),
                  <Ticks key="w" text={e.when} />,
                  <Ticks key="a" text={e.advice} />,
                ])}
              />
              <CodeBlock language="http" title="A token endpoint error" code={TOKEN_ERROR} />
              <P>
                The token endpoint also answers 429 when an address sends too many requests (see{" "}
                <DocLink href="/docs/guides/limits#token-endpoint">Limits</DocLink>). <C>POST /v1/oauth/revoke</C> answers 200 for any
                token, known or not.
              </P>
            </>
          ),
        },
        {
          id: "sign-in",
          title: "Sign-in errors",
          content: (
            <P>
              When a manager denies your tool on the consent page, the browser returns to your redirect URI with <C>error=access_denied</C>{" "}
              and your <C>state</C>. If the client id or redirect URI of a sign-in link is wrong, the page shows the error itself and never
              redirects (an unchecked redirect would be an open redirector). See{" "}
              <DocLink href="/docs/guides/oauth#callback">Handle the callback</DocLink>.
            </P>
          ),
        },
        {
          id: "retrying",
          title: "Which errors to retry",
          content: (
            <Table
              caption="Retrying"
              head={["Status", "Retry?"]}
              rows={[
                ["400, 403, 404, 405", "No: the same request gives the same answer. Fix it."],
                ["401", "Refresh once (OAuth) and retry; otherwise get a new token."],
                [
                  "429",
                  <>
                    After <C key="r">Retry-After</C> seconds.
                  </>,
                ],
                ["500", "Later, with exponential backoff; report the requestId if it persists."],
              ]}
            />
          ),
        },
      ]}
    />
  );
}

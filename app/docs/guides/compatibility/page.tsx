import type { Metadata } from "next";
import { CodeBlock } from "@/components/docs/code-block";
import { Guide } from "@/components/docs/guide";
import { C, DocLink, List, Note, P } from "@/components/docs/prose";
import { DEPRECATION_NOTICE_DAYS, deprecationHeaders } from "@/lib/api/deprecation";
import { guidePage } from "@/lib/docs/nav";

const page = guidePage("compatibility");
export const metadata: Metadata = { title: page.title, description: page.summary };

/** The headers as a deprecated endpoint sends them, made by the same function. */
const EXAMPLE = deprecationHeaders({
  since: "2027-01-15",
  sunset: "2027-07-15",
  changelog: "2027-01-15-example",
  instead: "",
});

const DEPRECATED_ANSWER = `
HTTP/1.1 200 OK
Content-Type: application/json
Deprecation: ${EXAMPLE.Deprecation}
Sunset: ${EXAMPLE.Sunset}
Link: ${EXAMPLE.Link}
…`;

const WATCHING = `
// Log once a day per endpoint when an answer says the endpoint is going away.
const warned = new Set<string>();
function watchDeprecation(path: string, response: Response) {
  const sunset = response.headers.get("Sunset");
  if (!sunset || warned.has(path)) return;
  warned.add(path);
  console.warn(\`\${path} is deprecated and may stop answering on \${new Date(sunset).toDateString()}: \${response.headers.get("Link")}\`);
}`;

export default function CompatibilityGuidePage() {
  return (
    <Guide
      slug={page.slug}
      lead={
        <p>
          A tool written against <C>/v1</C> keeps working. This page says what may change without notice, what never changes within a
          version, and how an endpoint is retired: announced, marked on every answer, and kept answering for at least{" "}
          {DEPRECATION_NOTICE_DAYS} days.
        </p>
      }
      sections={[
        {
          id: "compatible",
          title: "Changes that come without notice",
          content: (
            <>
              <P>These are made at any time, listed in the changelog, and a well-written tool is not affected by them:</P>
              <List>
                <li>A new endpoint, a new optional query parameter, a new scope, a new event type.</li>
                <li>
                  A new field in an answer or an event&apos;s <C>data</C>: ignore the fields you do not know, and never reject an answer
                  because it has more.
                </li>
                <li>
                  A new value in a list of values (a new competition kind, a new error <C>code</C>, a new staff type): treat an unknown
                  value as &ldquo;other&rdquo;, never as an error.
                </li>
                <li>
                  The order of fields in an answer, the text of a description or an error message, the length of ids you do not parse.
                </li>
                <li>New headers, and looser limits.</li>
              </List>
            </>
          ),
        },
        {
          id: "incompatible",
          title: "Changes that never come within a version",
          content: (
            <>
              <List>
                <li>Removing or renaming a field, a parameter, an endpoint or a value of a list.</li>
                <li>Changing a field&apos;s type or meaning, or making an optional parameter required.</li>
                <li>Answering a call that works today with an error, or with a narrower scope than today&apos;s.</li>
              </List>
              <P>
                When one of these is needed, the old way is deprecated first, and a new version (<C>/v2</C>) is made only if the change
                cannot be made beside the old way.
              </P>
            </>
          ),
        },
        {
          id: "deprecation",
          title: "How a deprecation is announced",
          content: (
            <>
              <List ordered>
                <li>
                  An entry in the <DocLink href="/docs/changelog">changelog</DocLink> says what is deprecated, why, and what to use instead.
                </li>
                <li>
                  The reference marks the operation deprecated, with the same words and dates, and the document at <C>/v1/public.json</C>{" "}
                  says <C>deprecated: true</C>.
                </li>
                <li>
                  Every answer of the endpoint to a call with a valid token, its refusals and 304s included, carries <C>Deprecation</C> (RFC
                  9745: when it was deprecated), <C>Sunset</C> (RFC 8594: from when it may stop answering) and a <C>Link</C> to the
                  changelog entry.
                </li>
              </List>
              <CodeBlock language="http" title="A deprecated endpoint's answer" code={DEPRECATED_ANSWER} />
              <CodeBlock language="ts" title="Hearing of a deprecation in a tool" code={WATCHING} />
            </>
          ),
        },
        {
          id: "how-long",
          title: "How long it runs",
          content: (
            <>
              <P>
                A deprecated endpoint keeps answering, exactly as before, for at least {DEPRECATION_NOTICE_DAYS} days from its deprecation;
                the <C>Sunset</C> date is never earlier than that, and is only ever moved later. After the sunset it may answer{" "}
                <C>410 Gone</C>. The server refuses to start with a deprecation that gives less notice.
              </P>
              <Note title="Security fixes">
                A change needed to protect managers&apos; data (a privacy rule enforced more strictly, a token rule) may come at once; it is
                listed in the changelog as <strong>Fixed</strong> on the day it ships.
              </Note>
            </>
          ),
        },
      ]}
    />
  );
}

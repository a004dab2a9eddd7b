/*
 * The API reference's body as HTML, written on the server from the reference model. It is sent
 * as markup and never hydrated (a page of several thousand elements would otherwise be rebuilt
 * by React in the browser before it answers a click): the page's one client component adds the
 * tabs, the copy buttons and Test Request to it by their data attributes (components/docs/
 * reference-body.tsx). Every text is escaped here; links come only from this site.
 * Classes named `rf-*` are styled in app/globals.css.
 */
import { parseInline, parseMarkdown, type Inline } from "@/lib/docs/markdown";
import {
  codeSamples,
  hasChildren,
  refName,
  resolveSchema,
  schemaAnchor,
  tryItOperation,
  typeLabel,
  type OpenApiDocument,
  type ReferenceModel,
  type ReferenceOperation,
  type ReferenceParameter,
  type ReferenceResponse,
  type Schema,
} from "@/lib/docs/reference-model";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text and attribute values, escaped for HTML. */
export const esc = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

function inline(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
          return esc(node.text);
        case "code":
          return `<code class="rf-c">${esc(node.text)}</code>`;
        case "strong":
          return `<strong>${inline(node.children)}</strong>`;
        case "em":
          return `<em>${inline(node.children)}</em>`;
        case "link":
          return `<a class="rf-a" href="${esc(node.href)}">${inline(node.children)}</a>`;
      }
    })
    .join("");
}

const md = (text: string) => inline(parseInline(text.replace(/\s*\n\s*/g, " ")));
const paragraphs = (text: string, className = "rf-p") =>
  parseMarkdown(text)
    .map((p) => `<p class="${className}">${inline(p)}</p>`)
    .join("");

const method = (name: string, small = false) =>
  `<span class="rf-m rf-m-${esc(name.toLowerCase())}${small ? " rf-m-s" : ""}">${esc(name)}</span>`;

/** A type's words, a component's name linked to its entry. */
function typeWords(schema: Schema, document: OpenApiDocument): string {
  const name = refName(schema) ?? refName(schema.items);
  const label = typeLabel(schema, document);
  if (!name) return esc(label);
  const at = label.indexOf(name);
  if (at < 0) return esc(label);
  return `${esc(label.slice(0, at))}<a class="rf-a" href="#${esc(schemaAnchor(name))}">${esc(name)}</a>${esc(label.slice(at + name.length))}`;
}

function constraints(schema: Schema, document: OpenApiDocument): string {
  const target = resolveSchema(schema, document);
  const parts: string[] = [];
  if (target.minimum !== undefined && target.maximum !== undefined && target.maximum < 2147483647)
    parts.push(`${esc(target.minimum)} to ${esc(target.maximum)}`);
  else if (target.minimum !== undefined && target.minimum !== 0) parts.push(`at least ${esc(target.minimum)}`);
  if (target.default !== undefined) parts.push(`default ${esc(JSON.stringify(target.default))}`);
  const values = target.enum ?? (target.const !== undefined ? [target.const] : null);
  if (!values && parts.length === 0) return "";
  const valueText = values
    ? `${values.length === 1 ? "Always" : "One of"} ${values.map((v) => `<code class="rf-c">${esc(String(v))}</code>`).join(", ")}`
    : "";
  return `<p class="rf-note">${[valueText, ...parts].filter(Boolean).join("; ")}</p>`;
}

/** How deep anonymous objects unfold inline; a component's fields are at its own entry. */
const MAX_DEPTH = 4;

/**
 * A schema's fields as a list: name, type, required, description, allowed values. An object
 * written in place unfolds below its field; a component (`Player`) links to its entry under
 * Schemas, where its own fields are, so each component's fields are on the page once.
 */
export function schemaFields(schema: Schema, document: OpenApiDocument, depth = 0): string {
  const target = resolveSchema(schema, document);
  const choice = target.oneOf ?? target.anyOf;
  if (choice) {
    return `<ul class="rf-variants">${choice
      .map(
        (variant, i) =>
          `<li><p class="rf-note">Variant ${i + 1}: ${typeWords(variant, document)}</p>${refName(variant) ? "" : schemaFields(variant, document, depth + 1)}</li>`,
      )
      .join("")}</ul>`;
  }
  if (target.items)
    return refName(target.items) ? "" : hasChildren(target.items, document) ? schemaFields(target.items, document, depth) : "";
  const required = new Set(target.required ?? []);
  const properties = Object.entries(target.properties ?? {});
  if (properties.length === 0) return "";
  return `<ul class="rf-fields">${properties
    .map(([field, property]) => {
      const component = refName(property) ?? refName(property.items);
      const unfold = !component && hasChildren(property, document) && depth < MAX_DEPTH;
      return [
        `<li><p class="rf-field"><code class="rf-name">${esc(field)}</code><span class="rf-type">${typeWords(property, document)}</span>`,
        required.has(field) ? `<span class="rf-req">required</span>` : "",
        `</p>`,
        property.description ? `<p class="rf-desc">${md(property.description)}</p>` : "",
        constraints(property, document),
        unfold
          ? `<details class="rf-more"><summary>Fields of ${esc(field)}</summary>${schemaFields(property, document, depth + 1)}</details>`
          : "",
        `</li>`,
      ].join("");
    })
    .join("")}</ul>`;
}

/** A component's entry: its fields, or the values of an enumeration. */
function componentBody(name: string, document: OpenApiDocument): string {
  const ref = { $ref: `#/components/schemas/${name}` };
  const target = resolveSchema(ref, document);
  if (target.properties || target.oneOf || target.anyOf || target.items) {
    const items = target.items ? `<p class="rf-note">A list of ${typeWords(target.items, document)}.</p>` : "";
    return items + schemaFields(ref, document);
  }
  return `<p class="rf-note">${esc(typeLabel(target, document))}</p>${constraints(ref, document)}`;
}

/** An operation's parameters, or a webhook's headers: name, where, type, required, description, example. */
function parameters(list: ReferenceParameter[], title = "Parameters"): string {
  if (list.length === 0) return "";
  return `<h4 class="rf-h4">${esc(title)}</h4><ul class="rf-fields">${list
    .map((p) => {
      const type = p.schema.enum ? "enum" : Array.isArray(p.schema.type) ? p.schema.type.join(" or ") : (p.schema.type ?? "string");
      return [
        `<li><p class="rf-field"><code class="rf-name">${esc(p.name)}</code><span class="rf-type">${esc(p.in)}, ${esc(type)}</span>`,
        p.required ? `<span class="rf-req">required</span>` : "",
        `</p>`,
        p.description ? `<p class="rf-desc">${md(p.description)}</p>` : "",
        p.example && p.in !== "header" ? `<p class="rf-note">Example: <code class="rf-c">${esc(p.example)}</code></p>` : "",
        `</li>`,
      ].join("");
    })
    .join("")}</ul>`;
}

const schemaLink = (name: string | null) => (name ? `<a class="rf-a rf-mono" href="#${esc(schemaAnchor(name))}">${esc(name)}</a>` : "");

function success(response: ReferenceResponse, document: OpenApiDocument): string {
  const headers = response.headers.length
    ? `<details class="rf-more"><summary>Headers (${esc(response.headers.map((h) => h.name).join(", "))})</summary><dl class="rf-dl">${response.headers
        .map((h) => `<dt class="rf-name">${esc(h.name)}</dt><dd class="rf-desc">${md(h.description)}</dd>`)
        .join("")}</dl></details>`
    : "";
  return [
    `<h4 class="rf-h4">Answer ${esc(response.status)}${response.schemaName ? `: ${schemaLink(response.schemaName)}` : ""}</h4>`,
    `<p class="rf-desc">${md(response.description)}</p>`,
    response.schema ? schemaFields(response.schema, document) : "",
    headers,
  ].join("");
}

function otherAnswers(responses: ReferenceResponse[]): string {
  if (responses.length === 0) return "";
  return `<h4 class="rf-h4">Other answers</h4><table class="rf-table"><caption class="sr-only">Other answers and what they mean</caption><tbody>${responses
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r.status)}</th><td>${md(r.description)}${r.schemaName ? ` <span class="rf-note">${schemaLink(r.schemaName)}</span>` : ""}</td></tr>`,
    )
    .join("")}</tbody></table>`;
}

/** Code samples as tabs; without script the first shows. `key` makes the element ids unique on the page. */
function sampleTabs(key: string, title: string, samples: { label: string; language: string; code: string }[]): string {
  const id = `rf-${key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const tabs = samples
    .map(
      (s, i) =>
        `<button type="button" role="tab" id="${id}-t${i}" aria-selected="${i === 0}" aria-controls="${id}-p${i}" tabindex="${i === 0 ? 0 : -1}">${esc(s.label)}</button>`,
    )
    .join("");
  const panels = samples
    .map(
      (s, i) =>
        `<pre role="tabpanel" id="${id}-p${i}" aria-labelledby="${id}-t${i}" tabindex="0"${i === 0 ? "" : " hidden"}><code class="language-${esc(s.language)}">${esc(s.code)}</code></pre>`,
    )
    .join("");
  return `<figure class="rf-code" data-tabs><figcaption><div role="tablist" aria-label="${esc(title)}: code samples">${tabs}</div><button type="button" class="rf-copy" data-copy aria-live="polite">Copy</button></figcaption>${panels}</figure>`;
}

function operationHtml(operation: ReferenceOperation, document: OpenApiDocument, baseUrl: string): string {
  const samples = codeSamples(operation, document, baseUrl);
  const ok = operation.responses.filter((r) => r.status.startsWith("2"));
  const others = operation.responses.filter((r) => !r.status.startsWith("2"));
  const example = ok.find((r) => r.example !== null);
  const slotId = `rf-try-${operation.operationId.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const tryIt = operation.clientAuthentication
    ? `<p class="rf-p">To see this endpoint answer, run <strong>Test sign-in</strong> from one of your <a class="rf-a" href="/portal/applications">applications</a>: it signs you in, exchanges the code and shows each request.</p>`
    : `<div class="rf-try" data-try-it="${esc(JSON.stringify(tryItOperation(operation, document)))}"><button type="button" class="rf-try-button" aria-expanded="false" aria-controls="${slotId}" aria-label="Test Request: ${esc(operation.summary)}">Test Request</button><div data-try-it-slot id="${slotId}"></div></div>`;
  return [
    // Not a landmark (no accessible name): a page of a hundred regions helps nobody. `data-anchor` is what search indexes.
    `<section class="rf-op" data-anchor="${esc(operation.anchor)}" data-operation="${esc(`${operation.method} ${operation.path}`)}"><div class="rf-main">`,
    `<h3 id="${esc(operation.anchor)}" class="rf-h3"><a href="#${esc(operation.anchor)}">${esc(operation.summary)}</a></h3>`,
    `<p class="rf-line">${method(operation.method)}<code class="rf-path">${esc(operation.path)}</code>`,
    operation.scope ? `<span class="rf-pill">scope <code>${esc(operation.scope)}</code></span>` : "",
    operation.deprecated ? `<span class="rf-pill rf-deprecated">Deprecated</span>` : "",
    `</p>`,
    paragraphs(operation.description),
    tryIt,
    parameters(operation.parameters),
    operation.requestBody
      ? `<h4 class="rf-h4">Body <span class="rf-note">(${esc(operation.requestBody.contentType)})</span></h4>${schemaFields(operation.requestBody.schema, document)}`
      : "",
    ...ok.map((r) => success(r, document)),
    otherAnswers(others),
    `</div><div class="rf-side">`,
    sampleTabs(operation.operationId, operation.summary, [
      { label: "curl", language: "shell", code: samples.curl },
      { label: "fetch", language: "js", code: samples.fetch },
      { label: "Python requests", language: "python", code: samples.python },
    ]),
    example
      ? `<pre class="rf-example" tabindex="0" role="region" aria-label="Example answer ${esc(example.status)}: ${esc(operation.summary)}"><code>${esc(JSON.stringify(example.example, null, 2))}</code></pre>`
      : "",
    `</div></section>`,
  ].join("");
}

/** The reference's own table of contents: every tag and operation, then events and schemas. */
export function contentsHtml(model: ReferenceModel): string {
  const tags = model.tags
    .map(
      (tag) =>
        `<li><a class="rf-toc-tag" href="#${esc(tag.anchor)}">${esc(tag.name)}</a><ul>${tag.operations
          .map((o) => `<li><a class="rf-toc-op" href="#${esc(o.anchor)}">${method(o.method, true)}<span>${esc(o.summary)}</span></a></li>`)
          .join("")}</ul></li>`,
    )
    .join("");
  return `<ol class="rf-toc"><li><a class="rf-toc-tag" href="#introduction">Introduction</a></li>${tags}<li><a class="rf-toc-tag" href="#webhooks">Webhook events</a></li><li><a class="rf-toc-tag" href="#schemas">Schemas</a></li></ol>`;
}

/**
 * The reference's body below its title: introduction and authentication, every operation under
 * its tag, the webhook events, every schema. `baseUrl` is where the samples call (BASE_URL).
 */
export function referenceHtml(model: ReferenceModel, document: OpenApiDocument, options: { baseUrl: string; documentUrl: string }): string {
  const contents = contentsHtml(model);
  const intro = [
    // The page's title (h1) is the page's own, above the try-it panel (app/docs/page.tsx).
    `<header id="introduction" class="rf-intro">`,
    `<details class="rf-toc-fold"><summary>All operations</summary>${contents}</details>`,
    `<div class="rf-lead">${paragraphs(model.description)}`,
    `<p class="rf-p">Base address <code class="rf-c">${esc(options.baseUrl)}</code>. The OpenAPI 3.1 document this page is rendered from: <a class="rf-a" href="${esc(options.documentUrl)}">${esc(options.documentUrl)}</a>.</p></div>`,
    `<section aria-labelledby="authentication" class="rf-lead"><h2 id="authentication" class="rf-h2-small">Authentication</h2><dl class="rf-dl">${model.securitySchemes
      .map((s) => `<dt class="rf-name">${esc(s.name)}</dt><dd class="rf-desc">${md(s.description)}</dd>`)
      .join("")}</dl></section>`,
    `</header>`,
  ].join("");
  const tags = model.tags
    .map(
      (tag) =>
        `<section class="rf-tag" aria-labelledby="${esc(tag.anchor)}"><h2 id="${esc(tag.anchor)}" class="rf-h2">${esc(tag.name)}</h2>${paragraphs(tag.description)}${tag.operations
          .map((o) => operationHtml(o, document, options.baseUrl))
          .join("")}</section>`,
    )
    .join("");
  const webhooks = `<section class="rf-tag" aria-labelledby="webhooks"><h2 id="webhooks" class="rf-h2">Webhook events</h2><p class="rf-p">What an application's endpoints receive, signed by the Standard Webhooks scheme; the same events are in <code class="rf-c">GET /v1/events</code>. See <a class="rf-a" href="/docs/guides/webhooks">Webhooks and events</a>.</p>${model.webhooks
    .map(
      (w) =>
        `<section class="rf-entry" data-anchor="${esc(w.anchor)}"><h3 id="${esc(w.anchor)}" class="rf-h3 rf-mono"><a href="#${esc(w.anchor)}">${esc(w.name)}</a></h3>${paragraphs(w.description)}${parameters(w.headers, "Headers")}<h4 class="rf-h4">Body${w.schemaName ? `: ${schemaLink(w.schemaName)}` : ""}</h4>${w.schema ? schemaFields(w.schema, document) : ""}</section>`,
    )
    .join("")}</section>`;
  const schemas = `<section class="rf-tag" aria-labelledby="schemas"><h2 id="schemas" class="rf-h2">Schemas</h2>${model.schemas
    .map(
      (s) =>
        `<section class="rf-entry" data-anchor="${esc(s.anchor)}"><h3 id="${esc(s.anchor)}" class="rf-h3 rf-mono"><a href="#${esc(s.anchor)}">${esc(s.name)}</a></h3>${s.schema.description ? paragraphs(s.schema.description) : ""}${componentBody(s.name, document)}</section>`,
    )
    .join("")}</section>`;
  return `<div class="rf"><nav aria-label="Operations" class="rf-nav"><div>${contents}</div></nav><article class="rf-body">${intro}${tags}${webhooks}${schemas}</article></div>`;
}

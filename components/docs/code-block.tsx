import { CopyButton } from "@/components/ui/copy-button";

/**
 * A code sample with its language and a copy button. `sample` names it for the browser
 * tests, which run the quick start's samples exactly as a reader copies them.
 */
export function CodeBlock({ code, language, title, sample }: { code: string; language: string; title?: string; sample?: string }) {
  const text = code.replace(/^\n+|\s+$/g, "");
  return (
    <figure className="my-5 overflow-hidden rounded-lg border border-code-line bg-code shadow-sm" data-sample={sample}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-code-line px-4 py-2 text-xs text-code-muted">
        <span>{title ?? language}</span>
        <CopyButton value={text} onDark />
      </figcaption>
      {/* Long lines scroll rather than wrap (a wrapped shell line misleads); the region takes focus so a keyboard can scroll it. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={`${title ?? language} sample`}
        className="overflow-x-auto p-4 text-[13px] leading-relaxed text-code-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <code className={`language-${language}`}>{text}</code>
      </pre>
    </figure>
  );
}

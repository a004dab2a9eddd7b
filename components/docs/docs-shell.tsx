import type { ReactNode } from "react";
import { DocsNav } from "@/components/docs/docs-nav";

/** Every documentation page: the side navigation beside the page's content. */
export function DocsShell({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[100rem] bg-white lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <DocsNav current={current} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { DocsNav } from "@/components/docs/docs-nav";

/**
 * Every documentation page: the navigation beside the content (guides), or above it (the
 * reference, which has its own column of operations: one navigation column, not two).
 */
export function DocsShell({
  current,
  navigation = "column",
  children,
}: {
  current: string;
  navigation?: "column" | "bar";
  children: ReactNode;
}) {
  if (navigation === "bar") {
    return (
      <div className="mx-auto w-full max-w-[100rem] bg-white">
        <DocsNav current={current} layout="bar" />
        <div className="min-w-0">{children}</div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-[100rem] bg-white lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <DocsNav current={current} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";

/** The warning that goes with every value shown once. */
export function OnceWarning({ children }: { children?: ReactNode }) {
  return (
    <Alert tone="warning" title="Copy it now: it cannot be shown again.">
      {children ?? "Only a hash is kept, so nobody, not even staff, can show it to you later. If you lose it, make a new one."}
    </Alert>
  );
}

import type { ComponentProps } from "react";

export const controlClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 aria-invalid:border-red-500 disabled:bg-slate-100";

export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${controlClasses} ${className}`} {...props} />;
}

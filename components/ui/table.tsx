import type { ComponentProps } from "react";

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ className = "", caption, children, ...props }: ComponentProps<"table"> & { caption?: string }) {
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full min-w-[36rem] text-left text-sm ${className}`} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function THead(props: ComponentProps<"thead">) {
  return <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500" {...props} />;
}

export function TBody(props: ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-slate-100" {...props} />;
}

export function Th({ className = "", ...props }: ComponentProps<"th">) {
  return <th scope="col" className={`px-4 py-2.5 font-medium ${className}`} {...props} />;
}

export function Td({ className = "", ...props }: ComponentProps<"td">) {
  return <td className={`px-4 py-3 align-top text-slate-700 ${className}`} {...props} />;
}

import type { ComponentProps } from "react";
import { controlClasses } from "./input";

export function Textarea({ className = "", rows = 3, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={`${controlClasses} ${className}`} {...props} />;
}

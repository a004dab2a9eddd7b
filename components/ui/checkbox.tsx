import type { ComponentProps, ReactNode } from "react";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  type?: "checkbox" | "radio";
}

/** A checkbox (or radio) with its label and a plain-language line beneath it. */
export function Checkbox({
  id,
  label,
  description,
  type = "checkbox",
  className = "",
  "aria-describedby": describedBy,
  ...props
}: CheckboxProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={`flex gap-3 ${className}`}>
      <input
        id={id}
        type={type}
        aria-describedby={[descriptionId, describedBy].filter(Boolean).join(" ") || undefined}
        className="mt-0.5 h-4 w-4 shrink-0 border-slate-400 accent-brand-600"
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-slate-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

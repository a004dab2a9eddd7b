/**
 * An application's uploaded logo, or its initial on a plain tile when it has none. The image
 * is the service's own copy (never a link to the developer's site), so it cannot track viewers.
 */
export function ApplicationLogo({ name, url, size = "md" }: { name: string; url: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-16 w-16 text-2xl" : "h-12 w-12 text-xl";
  if (url) {
    // White behind the logo in both themes: logos are drawn for a light page.
    const classes = `${box} shrink-0 rounded-lg border border-slate-200 bg-[#ffffff] object-contain`;
    // eslint-disable-next-line @next/next/no-img-element -- a small uploaded image served by this service; nothing to optimise
    return <img src={url} alt={`${name} logo`} className={classes} />;
  }
  return (
    <span aria-hidden className={`${box} grid shrink-0 place-items-center rounded-lg bg-slate-100 font-semibold text-slate-700`}>
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

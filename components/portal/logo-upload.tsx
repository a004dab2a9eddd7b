"use client";

import { useRef, useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { removeLogoAction, uploadLogoAction } from "@/app/(portal)/portal/applications/actions";
import { LOGO_TYPES, MAX_LOGO_BYTES } from "@/lib/applications/schemas";
import { ApplicationLogo } from "./application-logo";

/**
 * Upload, replace or remove an application's logo. The size and type are checked here first,
 * so a large file never travels, and again on the server, which decides.
 */
export function LogoUpload({ applicationId, name, logoUrl }: { applicationId: string; name: string; logoUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [pending, startTransition] = useTransition();

  const fail = (message: string) => {
    setSaved(undefined);
    setError(message);
    inputRef.current?.focus();
  };

  const upload = (form: FormData) => {
    const file = form.get("logo");
    if (!(file instanceof File) || file.size === 0) return fail("Choose an image file.");
    if (file.size > MAX_LOGO_BYTES) return fail(`The logo is ${Math.ceil(file.size / 1024)} KB; at most ${MAX_LOGO_BYTES / 1024} KB.`);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return fail("The logo must be a PNG, JPEG or WebP image.");
    startTransition(async () => {
      const result = await uploadLogoAction(applicationId, form);
      if (!result.ok) return fail(result.error);
      setError(undefined);
      setSaved("The logo is saved.");
      if (inputRef.current) inputRef.current.value = "";
    });
  };

  return (
    <div className="flex flex-wrap items-start gap-4">
      <ApplicationLogo name={name} url={logoUrl} size="lg" />
      <form action={upload} className="min-w-0 flex-1 space-y-2" noValidate>
        <label htmlFor="app-logo" className="block text-sm font-medium text-slate-800">
          Logo <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          ref={inputRef}
          id="app-logo"
          name="logo"
          type="file"
          accept={LOGO_TYPES.join(",")}
          aria-describedby={`app-logo-hint${error ? " app-logo-error" : ""}`}
          aria-invalid={error ? true : undefined}
          className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
        />
        <p id="app-logo-hint" className="text-sm text-slate-600">
          PNG, JPEG or WebP, at most {MAX_LOGO_BYTES / 1024} KB; square looks best. Managers see it on the sign-in page.
        </p>
        {error && (
          <p id="app-logo-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {saved && <Alert tone="success">{saved}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" size="sm" pending={pending}>
            {logoUrl ? "Replace logo" : "Upload logo"}
          </Button>
          {logoUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                startTransition(async () => {
                  const result = await removeLogoAction(applicationId);
                  if (!result.ok) return fail(result.error);
                  setError(undefined);
                  setSaved("The logo is removed.");
                })
              }
            >
              Remove logo
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

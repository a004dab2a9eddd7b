"use client";

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { removeLogoAction, removeLogoFormAction, uploadLogoFormAction } from "@/lib/actions/applications";
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

  // The form posts to a server action, so it works without JavaScript too (the server checks
  // everything again); with JavaScript a file that is too big or of the wrong type never leaves.
  const [result, formAction, uploading] = useActionState(uploadLogoFormAction, null);
  // The server's answer shows until something newer (a client-side check, a removal) replaces it.
  const [showResult, setShowResult] = useState(true);
  useEffect(() => {
    if (result && !result.ok) inputRef.current?.focus();
    if (result?.ok && inputRef.current) inputRef.current.value = "";
  }, [result]);
  // Without script, Remove logo posts this instead (the page answers without the logo).
  const [removed, removeByPost] = useActionState(removeLogoFormAction, null);
  const shownError =
    error ?? (showResult && result && !result.ok ? result.error : undefined) ?? (removed && !removed.ok ? removed.error : undefined);
  const shownSaved =
    saved ?? (showResult && result?.ok ? "The logo is saved." : undefined) ?? (removed?.ok ? "The logo is removed." : undefined);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("logo");
    const problem =
      !(file instanceof File) || file.size === 0
        ? "Choose an image file."
        : file.size > MAX_LOGO_BYTES
          ? `The logo is ${Math.ceil(file.size / 1024)} KB; at most ${MAX_LOGO_BYTES / 1024} KB.`
          : !(LOGO_TYPES as readonly string[]).includes(file.type)
            ? "The logo must be a PNG, JPEG or WebP image."
            : undefined;
    if (problem) {
      event.preventDefault();
      setShowResult(false);
      fail(problem);
      return;
    }
    setError(undefined);
    setSaved(undefined);
    setShowResult(true);
  };

  return (
    <div className="flex flex-wrap items-start gap-4">
      <ApplicationLogo name={name} url={logoUrl} size="lg" />
      <form action={formAction} onSubmit={check} encType="multipart/form-data" className="min-w-0 flex-1 space-y-2" noValidate>
        <input type="hidden" name="applicationId" value={applicationId} />
        <label htmlFor="app-logo" className="block text-sm font-medium text-slate-800">
          Logo <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          ref={inputRef}
          id="app-logo"
          name="logo"
          type="file"
          accept={LOGO_TYPES.join(",")}
          aria-describedby={`app-logo-hint${shownError ? " app-logo-error" : ""}`}
          aria-invalid={shownError ? true : undefined}
          className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
        />
        <p id="app-logo-hint" className="text-sm text-slate-600">
          PNG, JPEG or WebP, at most {MAX_LOGO_BYTES / 1024} KB; square looks best. Managers see it on the sign-in page.
        </p>
        {shownError && (
          <p id="app-logo-error" role="alert" className="text-sm font-medium text-red-700">
            {shownError}
          </p>
        )}
        {shownSaved && <Alert tone="success">{shownSaved}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" size="sm" pending={pending || uploading}>
            {logoUrl ? "Replace logo" : "Upload logo"}
          </Button>
          {logoUrl && (
            <Button
              type="submit"
              formAction={removeByPost}
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                startTransition(async () => {
                  const answer = await removeLogoAction(applicationId);
                  setShowResult(false);
                  if (!answer.ok) return fail(answer.error);
                  setError(undefined);
                  setSaved("The logo is removed.");
                });
              }}
            >
              Remove logo
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

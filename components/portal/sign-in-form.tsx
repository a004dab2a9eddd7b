"use client";

import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SignInInputSchema } from "@/lib/auth/sign-in-schema";

const UNAVAILABLE = "Signing in is not possible right now. Try again in a moment.";

/**
 * The sign-in form: a plain POST to app/signin/password, which signs in and sends the browser on
 * to `callbackPath` (the OAuth request included), or back to the sign-in page, which says what
 * went wrong. It works before its script runs and without script at all, and the password never
 * rides in a URL. Script only improves it: the same schema as the server's checks the fields
 * first, and the same post, sent by script, lets a refusal be told here with the username kept
 * and the password field ready again.
 */
export function SignInForm({ callbackPath }: { callbackPath: string }) {
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const password = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = SignInInputSchema.safeParse({ username: form.get("username") ?? "", password: form.get("password") ?? "" });
    event.preventDefault();
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as "username" | "password"] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(undefined);
    setPending(true);
    try {
      const response = await fetch(formElement.action, {
        method: "POST",
        body: new URLSearchParams(form as unknown as Record<string, string>),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as { location: string; error: string | null };
      if (!answer.error) {
        // A full navigation, so every server-rendered part of the page sees the new session.
        window.location.assign(answer.location);
        return;
      }
      setRefusal(answer.error);
      if (password.current) password.current.value = "";
      password.current?.focus();
    } catch {
      setRefusal(UNAVAILABLE);
    }
    setPending(false);
  };

  return (
    <form action="/signin/password" method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <input type="hidden" name="callbackUrl" value={callbackPath} />
      <Field id="username" label="Username" error={errors.username}>
        {(control) => (
          <Input {...control} name="username" required maxLength={100} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        )}
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        {(control) => <Input {...control} ref={password} name="password" required type="password" autoComplete="current-password" />}
      </Field>
      <Button type="submit" pending={pending} className="w-full">
        Sign in
      </Button>
    </form>
  );
}

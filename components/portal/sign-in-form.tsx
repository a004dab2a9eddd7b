"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { SignInInputSchema } from "@/lib/auth/sign-in-schema";

// The form posts to next-auth's credentials callback, which validates with the same schema.

const WRONG_CREDENTIALS = "That username and password do not match an account. Check both and try again.";
const UNAVAILABLE = "Signing in is not possible right now. Try again in a moment.";

function messageFor(error: string): string {
  if (error === "CredentialsSignin") return WRONG_CREDENTIALS;
  if (error.startsWith("throttled:")) return error.slice("throttled:".length);
  return UNAVAILABLE;
}

export function SignInForm({ callbackPath }: { callbackPath: string }) {
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignInInputSchema), defaultValues: { username: "", password: "" } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setError(undefined);
    const result = await signIn("credentials", { username, password, redirect: false });
    if (result?.ok && !result.error) {
      // A full navigation, so every server-rendered part of the page sees the new session.
      window.location.assign(callbackPath);
      return;
    }
    setError(messageFor(result?.error ?? ""));
    resetField("password");
    setFocus("password");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="username" label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} {...register("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <Field id="password" label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} {...register("password")} type="password" autoComplete="current-password" />}
      </Field>
      <Button type="submit" pending={isSubmitting} className="w-full">
        Sign in
      </Button>
    </form>
  );
}

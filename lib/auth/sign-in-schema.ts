import { z } from "zod";

/* The sign-in form's fields, with no server imports so the browser form uses them too. */

export const MAX_USERNAME = 100;

export const SignInInputSchema = z.object({
  username: z.string().trim().min(1, "Enter your username.").max(MAX_USERNAME, `At most ${MAX_USERNAME} characters.`),
  password: z.string().min(1, "Enter your password.").max(1024, "At most 1024 characters."),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

import { within } from "@testing-library/dom";
import * as OTPAuth from "otpauth";
import type { FieldValue, Page, Visitor } from "./visitor";

// What the accounts' flows share: posting one named form of a page by its button, the account
// pages' forms (join, sign in), and the codes an authenticator app shows.

/** Presses `button` in the form named `form` on `page`, with `fields` (keyed by label) set. */
export function pressIn(
  visitor: Visitor,
  page: Page,
  form: string,
  button: string | RegExp,
  fields: Record<string, FieldValue> = {},
): Promise<Page> {
  const found = page.form(form);
  const submit = within(found).getByRole("button", { name: button }) as HTMLButtonElement;
  return visitor.submit(page, found, page.byLabel(fields, found), submit);
}

/** Joins on the Join page (`/join`, or with its query), as a visitor without JavaScript. */
export async function joinOnPage(
  visitor: Visitor,
  person: { name: string; email: string; password: string },
  query = "",
): Promise<Page> {
  const page = await visitor.get(`/join${query}`);
  return pressIn(visitor, page, "Join", "Create Account", {
    "Full name": person.name,
    Email: person.email,
    Password: person.password,
  });
}

/** Signs in on the Sign in page (`/sign-in`, or with its query). */
export async function signInOnPage(
  visitor: Visitor,
  email: string,
  password: string,
  query = "",
): Promise<Page> {
  const page = await visitor.get(`/sign-in${query}`);
  return pressIn(visitor, page, "Sign in", "Sign In", { Email: email, Password: password });
}

/** The name of the header's account menu button, when the page is for a signed-in member. */
export const accountMenu = (page: Page) =>
  page.document
    .querySelector("[data-testid=site-header] [data-testid=user-button]")
    ?.getAttribute("aria-label") ?? null;

/**
 * The code an authenticator app shows now for this key, or `steps` of 30 seconds from now. A code
 * works once (docs/decisions/420): a set-up that signs in right after takes the previous step's
 * (still accepted), so that the current one is left for the sign-in.
 */
export function codeFor(secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

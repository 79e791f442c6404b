import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openMailingSite, type MailingSite } from "./site";
import type { Visitor } from "./visitor";
import { joinOnPage, pressIn } from "./account-helpers";

// A new password the site's own words, or the member's name, make easy to guess is refused on
// join and on reset, with and without JavaScript (the server decides); "password" is refused as
// common, not only as short (issue 44, decision 370).

const unique = () => randomBytes(4).toString("hex");
const STRONG = "violet kettle marathon";
const COMMON = /This password is too easy to guess\. This is one of the most used passwords\./;

async function apiSignUp(visitor: Visitor, name: string, email: string, password: string) {
  const res = await visitor.fetch("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, password }),
  });
  return { status: res.status, body: (await res.json()) as { fields?: Record<string, string> } };
}

async function resetPage(site: MailingSite, visitor: Visitor, email: string) {
  const forgot = await visitor.get("/forgot-password");
  await pressIn(visitor, forgot, "Forgot password", "Send Link", { Email: email });
  return visitor.get(await site.linkTo(email, "/reset-password"));
}

describe.each(BACKENDS)("new passwords on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  it("joining without JavaScript refuses the site's name and a common password", async () => {
    const person = { name: "Pia Guess", email: `pia.${unique()}@example.com` };
    const site1 = await joinOnPage(site.visitor(), { ...person, password: "procureconnect1" });
    expect(site1.text).toMatch(/This password is too easy to guess\./);
    const common = await joinOnPage(site.visitor(), { ...person, password: "password" });
    expect(common.text).toMatch(COMMON);
    const named = await joinOnPage(site.visitor(), { ...person, password: "piaguess2026" });
    expect(named.text).toMatch(/It should not contain your name or e-mail address\./);
  });

  it("joining with JavaScript is refused the same by the server", async () => {
    const email = `jo.${unique()}@example.com`;
    const guessed = await apiSignUp(site.visitor(), "Jo Guess", email, "procureconnect1");
    expect(guessed.status).toBe(400);
    expect(guessed.body.fields?.password).toMatch(/too easy to guess/);
    const common = await apiSignUp(site.visitor(), "Jo Guess", email, "password");
    expect(common.body.fields?.password).toMatch(COMMON);
  });

  it("a reset refuses the site's name and the member's own name, with and without JavaScript", async () => {
    const member = await site.member("Rowan Tellwright");
    const visitor = site.visitor();
    const page = await resetPage(site, visitor, member.email);
    const refused = await pressIn(visitor, page, "Reset password", "Save Password", {
      "New password": "procureconnect1",
    });
    expect(refused.text).toMatch(/This password is too easy to guess\./);
    const common = await pressIn(visitor, refused, "Reset password", "Save Password", {
      "New password": "password",
    });
    expect(common.text).toMatch(COMMON);

    const token = new URL(
      await site.linkTo(member.email, "/reset-password"),
      site.origin,
    ).searchParams.get("token");
    const res = await visitor.fetch("/api/auth/reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, newPassword: "tellwright2026" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("It should not contain your name or e-mail address.");
    const saved = await pressIn(visitor, common, "Reset password", "Save Password", {
      "New password": STRONG,
    });
    expect(saved.text).toContain("Your password is changed.");
  });
});

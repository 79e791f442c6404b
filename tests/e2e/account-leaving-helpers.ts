import { createHash } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { MEMBER_PASSWORD } from "./accounts";
import { expect } from "./fixtures";
import { unique } from "./forms-helpers";
import type { OwnServer } from "./own-server";
import { COMPANY, ownerOf, sendQuote } from "./threads-helpers";

// What the tests of two-step sign-in, "Download my data" and "Delete account" share (issue 27):
// a member in a context of their own, a review and a quote request with files written for them
// through the data layer and the forms inbox, and codes made from the app's key as an
// authenticator app would.

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export interface Leaver {
  context: BrowserContext;
  page: Page;
  name: string;
  email: string;
}

/** A new member, signed in, in a browser context of their own. */
export async function leaver(
  browser: Browser,
  server: OwnServer,
  javaScriptEnabled: boolean,
  name = "Lea Leaver",
): Promise<Leaver> {
  const email = `leaver.${unique()}@example.com`;
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const joined = await context.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.url },
    data: { name, email, password: MEMBER_PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return { context, page: await context.newPage(), name, email };
}

/** A review by the member of a sample company, written through the data layer. */
export async function reviewBy(
  server: OwnServer,
  member: { name: string; email: string },
  vendorSlug: string,
  title: string,
): Promise<void> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const repo = createRepository(db);
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    const vendor = await repo.companies.bySlug(vendorSlug);
    const made = await repo.reviews.create(
      vendor!.id,
      { id: user.id, name: member.name },
      {
        rating: 4,
        title,
        body: "Deliveries were on time and the paperwork was complete every time.",
        relationship: "Current customer",
      },
    );
    expect(made.ok).toBe(true);
  } finally {
    await db.destroy();
  }
}

/**
 * A quote request with two files sent by the signed-in member to COMPANY (given an owner):
 * the files as sent, to compare with the export.
 */
export async function quoteBy(browser: Browser, server: OwnServer, member: Leaver, item: string) {
  const owner = await ownerOf(browser, server);
  await owner.context.close();
  return sendQuote(member.context.request, server, member, item);
}

/** The code an authenticator app shows now for this key. */
export function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/** Turns two-step sign-in on from /account: the key and the recovery codes shown. */
export async function turnOnTwoStep(page: Page): Promise<{ key: string; recovery: string[] }> {
  await page.goto("/account");
  const on = page.getByRole("form", { name: "Turn on two-step sign-in" });
  await on.getByLabel("Your password").fill(MEMBER_PASSWORD);
  await on.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  const key = (await page.locator("dd code").first().textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]+=*$/);
  const recovery = (
    await page.getByRole("list", { name: "Recovery codes" }).locator("li").allTextContents()
  ).map((c) => c.trim());
  expect(recovery).toHaveLength(10);
  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code from your app").fill(codeFor(key));
  await confirm.getByRole("button", { name: "Confirm Code" }).click();
  await expect(
    page.getByText("Two-step sign-in is on. Keep your recovery codes somewhere safe."),
  ).toBeVisible();
  return { key, recovery };
}

/** Signs in on /sign-in with the password; the code's page follows. */
export async function signInWithPassword(page: Page, email: string, next = "/account") {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export { COMPANY };

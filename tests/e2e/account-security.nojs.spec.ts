import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "kysely";
import { openDatabase } from "../../server/db/database";
import { startSmtp } from "../../server/inbox/testing";
import { MEMBER_PASSWORD } from "./accounts";
import { unique } from "./forms-helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { textOf } from "./threads-helpers";

// Accounts people can trust (issue 27), without JavaScript, on our own server e-mailing through
// a test SMTP server with e-mail confirmation required: join, be refused publishing until the
// link is followed; a weak password refused with the reason; forgot password end to end, the
// link refused the second time and after it expired; a second browser's session ended from the first's list.

const SITE = "https://procure.example";
const COMPANY_SLUG = "southerly-cold-chain";
const NEW_PASSWORD = "violet kettle marathon";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: OwnServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(90_000);
  smtp = await startSmtp();
  server = await startOwnServer({
    SMTP_URL: smtp.url,
    VITE_SITE_URL: SITE,
    REQUIRE_VERIFIED_EMAIL: "1",
    OUTBOX_RETRY_MS: "1000",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The path and query of the last link to `page` e-mailed to `to`. */
async function linkTo(to: string, page: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(() => {
      const mails = smtp.messages.filter((m) => m.to.includes(to)).map((m) => textOf(m.raw));
      const match = mails
        .flatMap((text) => text.match(new RegExp(`${SITE}${page}\\?token=[^\\s]+`, "g")) ?? [])
        .at(-1);
      found = match ?? null;
      return found;
    })
    .toBeTruthy();
  return found!.slice(SITE.length);
}

/** Moves a password reset link's expiry into the past, as an hour's wait would. */
async function expireLink(token: string): Promise<void> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const changed =
      await sql`update verification set "expiresAt" = ${new Date(Date.now() - 60_000).toISOString()} where identifier = ${`reset-password:${token}`}`.execute(
        db,
      );
    expect(Number(changed.numAffectedRows)).toBe(1);
  } finally {
    await db.destroy();
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  return context.newPage();
}

async function joinOnPage(page: Page, name: string, email: string, password: string) {
  await page.goto("/join");
  const form = page.getByRole("form", { name: "Join" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

const REVIEW_TEXT =
  "Cold chain held at two degrees all the way from Rotterdam, with a named contact who replied.";

async function publishReview(page: Page) {
  await page.goto(`/vendors/${COMPANY_SLUG}`);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("radio", { name: "4 out of 5 stars" }).check();
  await form.getByLabel("Title").fill("Reliable reefers");
  await form.getByRole("textbox", { name: "Review", exact: true }).fill(REVIEW_TEXT);
  await form.getByLabel("Relationship").selectOption("Past customer");
  await form.getByRole("button", { name: "Publish review" }).click();
}

test("a weak password is refused with the reason", async ({ browser }) => {
  const page = await newPage(browser);
  await joinOnPage(page, "Wes Weak", `wes.${unique()}@example.com`, "password1234");
  await expect(page.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await expect(page.getByRole("form", { name: "Join" }).getByLabel("Password")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});

test("a new member confirms their e-mail address before publishing", async ({ browser }) => {
  const email = `vera.${unique()}@example.com`;
  const page = await newPage(browser);
  await joinOnPage(page, "Vera Verify", email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await publishReview(page);
  await expect(page.getByText("Confirm your e-mail address before you publish")).toBeVisible();

  await page.goto("/account");
  await expect(page.getByText("Your e-mail address is not confirmed yet")).toBeVisible();
  await page.getByRole("button", { name: "Resend Confirmation E-mail" }).click();
  await expect(page.getByText("We have sent a new confirmation link")).toBeVisible();

  await page.goto(await linkTo(email, "/verify-email"));
  await expect(page.getByText("your e-mail address is confirmed")).toBeVisible();

  await publishReview(page);
  await expect(page.getByText("Thank you. Your review is published.")).toBeVisible();
});

test("forgot password: the link works once and ends the other sessions", async ({ browser }) => {
  const email = `rita.${unique()}@example.com`;
  const first = await newPage(browser);
  await joinOnPage(first, "Rita Reset", email, MEMBER_PASSWORD);
  await expect(first).toHaveURL(/\/$/);

  const page = await newPage(browser);
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Link" }).click();
  await expect(page.getByText("If an account uses this e-mail address")).toBeVisible();

  const link = await linkTo(email, "/reset-password");
  await page.goto(link);
  await page.getByRole("textbox", { name: "New password" }).fill("password12345");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await page.getByRole("textbox", { name: "New password" }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("Your password is changed. Sign in with it now.")).toBeVisible();

  // The first browser was signed out; the old password no longer works, the new one does.
  await first.goto("/account");
  await expect(first).toHaveURL(/\/sign-in\?next=%2Faccount/);

  await page.goto(link);
  await page.getByRole("textbox", { name: "New password" }).fill("another quiet harbour");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();

  // A new link, past its hour (its expiry moved back in the server's database), is refused too.
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Link" }).click();
  await expect.poll(() => linkTo(email, "/reset-password")).not.toBe(link);
  const expired = await linkTo(email, "/reset-password");
  await expireLink(new URL(expired, SITE).searchParams.get("token")!);
  await page.goto(expired);
  await page.getByRole("textbox", { name: "New password" }).fill("another quiet harbour");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();

  await signIn(page, email, MEMBER_PASSWORD);
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test("a second browser's session is ended from the first's list", async ({ browser }) => {
  const email = `sam.${unique()}@example.com`;
  const first = await newPage(browser);
  await joinOnPage(first, "Sam Sessions", email, MEMBER_PASSWORD);
  const second = await newPage(browser);
  await signIn(second, email, MEMBER_PASSWORD);
  await second.goto("/account");
  await expect(second.getByRole("heading", { name: "Your account", exact: true })).toBeVisible();

  await first.goto("/account");
  const sessions = first.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This device");
  await sessions.nth(1).getByRole("button", { name: "Sign out" }).click();
  await expect(first.getByText("That device is signed out.")).toBeVisible();
  await expect(first.getByRole("list", { name: "Sessions" }).getByRole("listitem")).toHaveCount(1);

  await second.goto("/account");
  await expect(second).toHaveURL(/\/sign-in\?next=%2Faccount/);
});

test("a member changes their e-mail address: the new one confirms it, the old one is told", async ({
  browser,
}) => {
  const email = `cleo.${unique()}@example.com`;
  const next = `cleo.new.${unique()}@example.com`;
  const page = await newPage(browser);
  await joinOnPage(page, "Cleo Change", email, MEMBER_PASSWORD);
  await page.goto(await linkTo(email, "/verify-email"));

  await page.goto("/account");
  const form = page.getByRole("form", { name: "Change e-mail address" });
  // A wrong password is refused, and the address typed is kept.
  await form.getByLabel("New e-mail address").fill(next);
  await form.getByLabel("Your password").fill("not my password at all");
  await form.getByRole("button", { name: "Change E-mail Address" }).click();
  await expect(form.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("New e-mail address")).toHaveValue(next);

  await form.getByLabel("Your password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Change E-mail Address" }).click();
  await expect(form.getByText(`We have sent a confirmation link to ${next}.`)).toBeVisible();
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(email) && /is changing/.test(m.raw)))
    .toBe(true);

  // Opened signed out, the link asks to sign in first, then confirms the new address.
  const link = await linkTo(next, "/verify-email");
  const elsewhere = await newPage(browser);
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/sign-in\?next=/);
  await page.goto(link);
  await expect(page.getByText("your e-mail address is confirmed")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText(`Signed in as Cleo Change (${next}).`)).toBeVisible();
});

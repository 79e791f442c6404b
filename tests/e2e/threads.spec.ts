import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { MEMBER_PASSWORD } from "./accounts";
import { expectNoAxeViolations } from "./fixtures";
import { file, unique } from "./forms-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// A request as a conversation, where only a browser shows it: the pages' axe checks (the owner's
// request with who sent it, the buyer's private link, the notifications and the e-mail
// settings), the reply's announcement, and the bell following a notice marked read. The flows
// (e-mails and their links, replies both ways with files, closing and reopening, the links
// turned off, joining to keep it, the mail server's outage, the notifications and settings)
// run through the request handler in tests/flows/threads.test.ts.

const COMPANY = { slug: "southerly-cold-chain", name: "Southerly Cold Chain" };

let server: OwnServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  testInfo.setTimeout(120_000);
  server = await startOwnServer({}, 100_000);
});
test.afterAll(async () => {
  await server?.stop();
});

/** A quote request with two files, sent signed out to COMPANY as the quote dialog posts it. */
async function sendQuote(
  request: APIRequestContext,
  buyer: { name: string; email: string },
  item: string,
) {
  const files = [file("spec.pdf", "pdf", 3000), file("drawing.png", "png", 5000)];
  const response = await request.post(
    `${server.url}/api/forms/applications@procureconnect.example`,
    {
      headers: { Accept: "application/json", origin: server.url },
      multipart: {
        _subject: `Quote request for ${COMPANY.name}`,
        _vendor: COMPANY.slug,
        vendorName: COMPANY.name,
        category: "Equipment",
        itemService: item,
        quantity: "12",
        name: buyer.name,
        email: buyer.email,
        file0: { name: files[0]!.name, mimeType: files[0]!.mimeType, buffer: files[0]!.buffer },
        file1: { name: files[1]!.name, mimeType: files[1]!.mimeType, buffer: files[1]!.buffer },
      },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** A private link to the request, as a reply's e-mail carries (this server sends no e-mail). */
async function privateLink(submissionId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const now = Date.now();
    await db
      .insertInto("request_tokens")
      .values({
        token_hash: createHash("sha256").update(token).digest("hex"),
        submission_id: submissionId,
        email,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 24 * 3600_000).toISOString(),
        revoked_at: null,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  return `/requests/t/${token}`;
}

test("the conversation's pages pass axe, a reply is announced, the bell follows a notice read", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url });
  const ownerEmail = `owner.${unique()}@example.com`;
  const joined = await context.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.url },
    data: { name: "Sol Owner", email: ownerEmail, password: MEMBER_PASSWORD },
  });
  expect(joined.status()).toBe(200);
  execFileSync(
    process.execPath,
    ["build/server-app/admin.js", "assign", COMPANY.slug, ownerEmail],
    { env: { ...process.env, DATA_DIR: server.dataDir } },
  );
  const buyer = { name: "Bea Buyer", email: `bea.${unique()}@example.com` };
  const item = `Cold room panels ${unique()}`;
  // Sent signed out, from the buyer's browser.
  const buyerContext = await browser.newContext({ baseURL: server.url });
  await sendQuote(buyerContext.request, buyer, item);
  await sendQuote(
    buyerContext.request,
    { name: "Dee Buyer", email: `dee.${unique()}@example.com` },
    `Racks ${unique()}`,
  );

  // The notifications (written a moment after each request): one marked read, the bell follows.
  const page = await context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto("/account/notifications");
        return page.getByRole("button", { name: /^Mark as read/ }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  await expect(page.getByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^Mark as read/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.getByRole("link", { name: "E-mail settings" }).click();
  await expect(page.getByLabel("New requests to my companies")).toBeVisible();
  await expectNoAxeViolations(page);

  // The owner's request, with who sent it; the reply is announced.
  await page.goto("/account/inbox");
  await page.getByRole("link", { name: new RegExp(item) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(item);
  await expect(page.getByRole("region", { name: "Who sent it" })).toContainText(buyer.email);
  await expectNoAxeViolations(page);
  await page.getByLabel("Reply").fill("Yes: 12 panels in three weeks, $410 each.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Your reply was sent.");

  // The buyer's private link, in a browser of their own.
  const id = /\/account\/inbox\/([0-9A-Z]{26})$/.exec(page.url())![1]!;
  const thread = await buyerContext.newPage();
  await thread.goto(await privateLink(id, buyer.email));
  await expect(thread.getByText("Yes: 12 panels in three weeks, $410 each.")).toBeVisible();
  await expectNoAxeViolations(thread);
  await context.close();
  await buyerContext.close();
});

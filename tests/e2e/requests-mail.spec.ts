import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startSmtp } from "../../server/inbox/testing";
import { MEMBER_PASSWORD } from "./accounts";
import { unique } from "./forms-helpers";
import { isAccountMail } from "./threads-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// With mail configured: a request for an owned company tells its owner by e-mail (a link, no
// file), and the owner's reply reaches the buyer's mailbox. Our own server, with SMTP_URL set to
// a test SMTP server that keeps what it receives.

/** A message's text as sent: quoted-printable soft breaks and escapes undone. */
const textOf = (raw: string) =>
  raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const COMPANY = { slug: "southerly-cold-chain", name: "Southerly Cold Chain" };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: OwnServer;
/** The network's notices received (the owner's confirm-your-address e-mail left out). */
const notices = () => smtp.messages.filter((m) => !isAccountMail(m.raw));

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  testInfo.setTimeout(90_000);
  smtp = await startSmtp();
  server = await startOwnServer({ SMTP_URL: smtp.url, VITE_SITE_URL: "https://procure.example" });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test("the owner is told of a request by e-mail, and the buyer gets the reply", async ({
  browser,
}) => {
  test.slow();
  const ownerEmail = `owner.${unique()}@example.com`;
  const owner = await browser.newContext({ baseURL: server.url });
  const joined = await owner.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.url },
    data: { name: "Sol Owner", email: ownerEmail, password: MEMBER_PASSWORD },
  });
  expect(joined.status()).toBe(200);
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/admin.ts", "assign", COMPANY.slug, ownerEmail],
    { env: { ...process.env, DATA_DIR: server.dataDir } },
  );

  const buyer = await (await browser.newContext({ baseURL: server.url })).newPage();
  const message = `Weekly reefer space Rotterdam to Lyon? ${unique()}`;
  await buyer.goto(`/vendors/${COMPANY.slug}/contact`);
  await buyer.getByLabel("Name").fill("Bea Buyer");
  await buyer.getByLabel("Email").fill("bea@example.com");
  await buyer.getByLabel("Message").fill(message);
  await buyer.getByRole("button", { name: "Send Message" }).click();
  await expect(buyer.getByText("before your next request to follow")).toBeVisible();

  // The owner's notice: a link to the request, no attachment, nothing sent to the site mailbox.
  await expect.poll(() => notices().map((m) => m.to.join())).toEqual([ownerEmail]);
  const notice = textOf(notices()[0]!.raw);
  expect(notice).toContain(`New request for ${COMPANY.name}`);
  const link = /\/account\/inbox\/[0-9A-Z]{26}/.exec(notice)?.[0];
  expect(link).toBeTruthy();

  const page = await owner.newPage();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Weekly reefer space");
  await page.getByLabel("Reply").fill("Yes: Tuesdays and Fridays, 33 pallets a truck.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply was sent.")).toBeVisible();

  await expect.poll(() => notices().length).toBe(2);
  const reply = notices()[1]!;
  expect(reply.to).toEqual(["bea@example.com"]);
  expect(textOf(reply.raw)).toContain("Tuesdays and Fridays, 33 pallets a truck.");
  await owner.close();
});

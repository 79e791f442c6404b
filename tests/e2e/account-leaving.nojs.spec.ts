import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { MEMBER_PASSWORD } from "./accounts";
import {
  codeFor,
  COMPANY,
  leaver,
  quoteBy,
  reviewBy,
  sha256,
  signInWithPassword,
  turnOnTwoStep,
} from "./account-leaving-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Two-step sign-in, "Download my data" and "Delete account" without JavaScript (issue 27), on a
// server of our own: enrolment and sign-in with a code made from the key, a recovery code that
// works once; the export holds the member's review and request with the same files; after
// deleting the account sign-in is refused and the review reads "Former member".

const REVIEWED = "lumenstack-technologies";

let server: OwnServer;

// One server for both tests (starting one is slow on a busy machine).
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startOwnServer({}, 110_000);
});
test.afterAll(async () => {
  await server?.stop();
});

test("two-step sign-in: enrol with a code from the key, sign in with a code, a recovery code works once", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await leaver(browser, server, false);
  const { key, recovery } = await turnOnTwoStep(member.page);
  await member.context.close();

  const fresh = async () =>
    (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })).newPage();

  // The password alone leads to the code's page, not to the account.
  const page = await fresh();
  await signInWithPassword(page, member.email);
  await expect(page).toHaveURL(/\/sign-in\/two-factor\?next=%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  const form = page.getByRole("form", { name: "Two-step sign-in" });
  await form.getByLabel("Code").fill("000000");
  await form.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByText("That code is not right, or has expired.")).toBeVisible();
  await form.getByLabel("Code").fill(codeFor(key));
  await form.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Two-step sign-in is on: after your password")).toBeVisible();

  // A recovery code signs in once.
  const second = await fresh();
  await signInWithPassword(second, member.email);
  await second.getByLabel("Code").fill(recovery[0]!);
  await second.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(second).toHaveURL(/\/account$/);

  const third = await fresh();
  await signInWithPassword(third, member.email);
  await third.getByLabel("Code").fill(recovery[0]!);
  await third.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(third.getByText("That code is not right, or has expired.")).toBeVisible();
  await expect(third).toHaveURL(/\/sign-in\/two-factor/);
});

test("download my data, then delete the account: sign-in refused, the review by a former member", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await leaver(browser, server, false, "Dora Departing");
  const title = `Dependable ${Date.now()}`;
  await reviewBy(server, member, REVIEWED, title);
  const item = `Cold room panels ${Date.now()}`;
  const files = await quoteBy(browser, server, member, item);

  const { page } = member;
  await page.goto("/account");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download My Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^procureconnect-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;
  expect(json("profile.json")).toMatchObject({ email: member.email, name: member.name });
  expect(json("reviews.json")).toEqual([expect.objectContaining({ title, rating: 4 })]);
  const sent = json("requests-sent.json") as {
    subject: string;
    company: { slug: string };
    files: { name: string; path: string }[];
  }[];
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ subject: item, company: { slug: COMPANY.slug } });
  for (const f of files) {
    const entry = sent[0]!.files.find((x) => x.name === f.name);
    expect(entry, f.name).toBeTruthy();
    expect(sha256(zip[entry!.path]!)).toBe(sha256(f.buffer));
  }

  // Deleting needs the password.
  await page.goto("/account");
  const remove = page.getByRole("form", { name: "Delete account" });
  await remove.getByLabel("Your password").fill("not my password");
  await remove.getByRole("button", { name: "Delete My Account" }).click();
  await expect(remove.getByText("Your password is incorrect.")).toBeVisible();
  await remove.getByLabel("Your password").fill(MEMBER_PASSWORD);
  await remove.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount/);

  await signInWithPassword(page, member.email);
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();

  await page.goto(`/vendors/${REVIEWED}`);
  const review = page.getByRole("article").filter({ hasText: title });
  await expect(review.getByText("Former member")).toBeVisible();
  await expect(page.getByText(member.name)).toHaveCount(0);
});

import { execFileSync } from "node:child_process";
import pg from "pg";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { MEMBER_PASSWORD } from "./accounts";
import { startCluster, type Cluster } from "./cluster-servers";
import { expect, gotoHydrated, test } from "./fixtures";
import { file } from "./forms-helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { REVIEW_TEXT, writeReview } from "./reviews-helpers";
import { startTlsProxy, type TlsProxy } from "./tls-proxy";

// The deployed shape (README, Deploying): the browser speaks HTTPS to a TLS-terminating proxy,
// which hands each request to one of two servers in turn, over plain HTTP, with TRUST_PROXY=1.
// On PostgreSQL and Redis when they are here (as on CI), else one server on SQLite. Sign-in,
// route actions and the form pages must accept the browser's https Origin, with scripts and
// without.

const SLUG = "kestrel-freight-partners";
const VENDOR = "Kestrel Freight Partners";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one viewport is enough: the proxy is what is tested");
test.use({ ignoreHTTPSErrors: true });

let proxy: TlsProxy;
let cluster: Cluster | undefined;
let single: OwnServer | undefined;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(120_000);
  const env = { TRUST_PROXY: "1" };
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    cluster = await startCluster([0, 0], env);
    proxy = await startTlsProxy(cluster.servers.map((s) => s.url));
  } else {
    single = await startOwnServer(env);
    proxy = await startTlsProxy([single.url]);
  }
});
test.afterAll(async () => {
  await proxy?.stop();
  await cluster?.stop();
  await single?.stop();
});

/** The stored submissions whose `field` is `value`, as `npm run inbox -- find` lists them. */
function stored(field: string, value: string): string[] {
  const out = cluster
    ? cluster.inbox("find", field, value)
    : execFileSync(process.execPath, ["build/server-app/inbox.js", "find", field, value], {
        env: { ...process.env, DATA_DIR: single!.dataDir },
        encoding: "utf8",
      });
  return JSON.parse(out) as string[];
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString("hex")}@example.com`;
const header = (page: Page) => page.getByTestId("site-header");
const dialog = (page: Page) => page.getByRole("dialog");

test("with scripts: a visitor joins, reviews, writes to a supplier, signs out and in again, all over HTTPS", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const response = await gotoHydrated(page, `${proxy.url}/vendors/${SLUG}`);
  // The servers know they are behind HTTPS: strict transport, and a nonce for the page's scripts.
  expect(response?.headers()["strict-transport-security"]).toContain("max-age=");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

  const email = uniqueEmail("tina.tls");
  await header(page).getByRole("link", { name: "Join", exact: true }).click();
  await dialog(page).getByLabel("Full name").fill("Tina Tls");
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password").fill(MEMBER_PASSWORD);
  await dialog(page).getByRole("button", { name: "Create Account" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByTestId("user-button")).toHaveAccessibleName(
    "Account menu for Tina Tls",
  );
  // The session cookie is a secure one: the accounts saw the forwarded protocol.
  const cookies = await page.context().cookies(proxy.url);
  expect(cookies.filter((c) => c.httpOnly).every((c) => c.secure)).toBe(true);
  expect(cookies.some((c) => c.httpOnly)).toBe(true);

  // A route action (the profile's review form) accepts the https Origin.
  await page.reload();
  await writeReview(page, { stars: 4, title: "Reliable over TLS" });
  await expect(page.getByText("Thank you. Your review is published.")).toBeVisible();
  await expect(page.locator("#reviews").getByRole("article").first()).toContainText(
    "Reliable over TLS",
  );

  // A form dialog sent through the forms inbox, signed in.
  const marker = `Over TLS ${randomBytes(3).toString("hex")}`;
  await page.getByRole("link", { name: "Contact Vendor" }).first().click();
  await expect(dialog(page)).toContainText(`Send a message to ${VENDOR}`);
  // Signed in, it is sent as the account (docs/decisions/231).
  await expect(dialog(page)).toContainText(`Sent as Tina Tls (${email})`);
  await dialog(page).getByLabel("Message").fill(marker);
  await dialog(page).getByRole("button", { name: "Send Message" }).click();
  await expect(dialog(page).getByRole("status")).toContainText("Message sent successfully!");
  expect(stored("message", marker)).toHaveLength(1);

  await header(page).getByTestId("user-button").click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${proxy.url}/`);
  await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password").fill(MEMBER_PASSWORD);
  await dialog(page).getByRole("button", { name: "Sign In" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByTestId("user-button")).toHaveAccessibleName(
    "Account menu for Tina Tls",
  );
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a member signs in on the sign-in page, reviews and sends a quote request with a file, over HTTPS", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("nico.tls");
    const joined = await page.request.post(`${proxy.url}/api/auth/sign-up/email`, {
      headers: { origin: proxy.url },
      data: { name: "Nico Tls", email, password: MEMBER_PASSWORD },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await page.context().clearCookies();

    // The sign-in page's plain form: a route action behind the proxy.
    await page.goto(`${proxy.url}/sign-in?next=${encodeURIComponent(`/vendors/${SLUG}`)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`${proxy.url}/vendors/${SLUG}`);

    const form = page.getByRole("form", { name: "Write a review" });
    await form.getByRole("radio", { name: "5 out of 5 stars" }).check();
    await form.getByLabel("Title").fill("Plain forms over TLS");
    await form.getByRole("textbox", { name: "Review", exact: true }).fill(REVIEW_TEXT);
    await form.getByLabel("Relationship").selectOption("Past customer");
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByText("Thank you. Your review is published.")).toBeVisible();

    // The quote request's own page: read by the inbox before React Router, with a file.
    await page.goto(`${proxy.url}/vendors/${SLUG}/quote`);
    const item = `TLS pallets ${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Category").selectOption("Technology");
    await page.getByLabel("Delivery Timeline").selectOption("Medium-term (2-3 months)");
    await page.getByLabel("Item / Service").fill(item);
    await page.getByLabel("Quantity").fill("40 pallets");
    await page
      .getByLabel("Attachments (optional)")
      .setInputFiles(file("pallets.pdf", "pdf", 50_000));
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote request" })).toContainText(
      "Quote request submitted successfully! The vendor will reply with a quote.",
    );
    expect(stored("itemService", item)).toHaveLength(1);
  });
});

test("PostgreSQL dropping the servers' connections under uploads: both still answer, no acknowledged upload lost or doubled", async ({
  request,
}) => {
  test.skip(!cluster, "needs PostgreSQL and Redis (the servers' shared database)");
  test.setTimeout(120_000);
  const database = new URL(cluster!.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const run = randomBytes(3).toString("hex");
  const acknowledged: string[] = [];
  let uploading = true;
  let terminated = 0;
  // An operator's nightmare: every few hundred milliseconds, every connection of the app's is cut.
  const cutter = (async () => {
    while (uploading) {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      terminated += rowCount ?? 0;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const upload = async (i: number) => {
    const server = cluster!.servers[i % 2]!;
    const name = `Tess Terminate ${run}-${i}`;
    const response = await request.post(
      `${server.url}/api/forms/applications@procureconnect.example`,
      {
        // A client of its own each (the servers trust the proxy's address), so no limit is hit.
        headers: { accept: "application/json", "x-forwarded-for": `10.77.${i >> 8}.${i & 255}` },
        multipart: {
          _subject: `Job Application: Terminations ${run} at Acme`,
          jobTitle: `Terminations ${run}`,
          company: "Acme",
          fullName: name,
          email: "tess@example.com",
          phoneNumber: "",
          coverLetter: "Applying while the database restarts.",
          linkedinProfile: "",
          portfolioWebsite: "",
          file: file(`cv-${i}.pdf`, "pdf", 60_000 + i),
        },
        failOnStatusCode: false,
      },
    );
    if (response.status() === 200 && (await response.json()).success === "true") {
      acknowledged.push(name);
    }
  };
  try {
    for (let i = 0; i < 48; i += 4) await Promise.all([0, 1, 2, 3].map((k) => upload(i + k)));
  } finally {
    uploading = false;
    await cutter;
    await admin.end();
  }
  expect(terminated).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThan(0);
  // Both servers are still up and serve pages from the database.
  for (const server of cluster!.servers) {
    expect((await request.get(`${server.url}/vendors`)).status()).toBe(200);
  }
  // Each acknowledged upload is stored once: one query for the whole run (an `npm run inbox --
  // find` per upload would start 48 processes).
  const client = new pg.Client({ connectionString: cluster!.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string; copies: string }>(
      `select value, count(distinct submission_id) as copies from submission_fields
        where name = 'fullName' and value like $1 group by value`,
      [`Tess Terminate ${run}-%`],
    );
    const copies = new Map(rows.map((r) => [r.value, Number(r.copies)]));
    for (const name of acknowledged) expect(copies.get(name), name).toBe(1);
  } finally {
    await client.end();
  }
});

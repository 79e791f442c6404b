import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { joinAs, type Member } from "./accounts";
import { expect, test as base } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

// Claims change which listings have owners, and the console's queues, so their tests run on a
// server of their own (one per worker, with a fresh database). The operator role and the state
// a test starts from are set in that database directly, as `npm run admin` would.

export const test = base.extend<object, { claimServer: OwnServer }>({
  claimServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const server = await startOwnServer();
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ claimServer }, provide) => provide(claimServer.url),
});

export { expect };

export async function withRepo<T>(
  server: OwnServer,
  change: (repo: ReturnType<typeof createRepository>) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    return await change(createRepository(db));
  } finally {
    await db.destroy();
  }
}

/** A new member in a browser context of their own, signed in. */
export async function memberPage(
  browser: Browser,
  server: OwnServer,
  name: string,
  options: Pick<
    BrowserContextOptions,
    "javaScriptEnabled" | "viewport" | "timezoneId" | "isMobile" | "hasTouch" | "locale"
  > = {},
): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  const page = await context.newPage();
  await page.goto("/about");
  const member = await joinAs(page, name);
  return { page, member };
}

export async function makeOperator(server: OwnServer, member: Member): Promise<void> {
  await withRepo(server, async (repo) => {
    expect(await repo.operators.grant(member.email)).toBe(true);
  });
}

/** A one-page PDF, as a member would attach. */
export const EVIDENCE = {
  name: "company-letter.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

export const CLAIM_MESSAGE =
  "I am the managing director of this company and handle its supplier listings.";

/** A pending claim of the vendor by a member who is not signed in anywhere. */
export async function pendingClaim(server: OwnServer, slug: string, name: string) {
  return withRepo(server, async (repo) => {
    const vendor = await repo.vendors.bySlug(slug);
    const created = await repo.claims.create({
      vendorId: vendor!.id,
      claimant: { id: `claimant-${name}`, name, email: `${name.toLowerCase()}@example.com` },
      message: CLAIM_MESSAGE,
      website: "https://example.com",
      domainMatch: true,
      evidence: null,
    });
    expect(created.ok).toBe(true);
  });
}

/** A member's review of a sample vendor with one open report, through the repository. */
export async function reportedReview(server: OwnServer, slug: string, title: string) {
  await withRepo(server, async (repo) => {
    const vendor = await repo.vendors.bySlug(slug);
    const created = await repo.reviews.create(
      vendor!.id,
      { id: `writer-${title}`, name: "Wendy Writer" },
      {
        rating: 4,
        title,
        body: "Reliable delivery and clear invoices over two years of framework orders.",
        relationship: "Current customer",
      },
    );
    if (!created.ok) throw new Error("The review was not created.");
    await repo.reviews.report(created.id, `reporter-${title}`, "spam");
  });
}

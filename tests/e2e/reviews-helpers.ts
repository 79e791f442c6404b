import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { sampleReviews } from "../../app/data/sample-reviews";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { joinAs, type Member } from "./accounts";
import { expect, test as base } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

// Reviews change the ratings other specs count, so their tests run on a server of their own
// (one per worker, with a fresh database). Ownership and the operator role are set in that
// database directly, as registration and `npm run admin` would. The sample reviews are taken
// away first, through the repository: these tests count the members' own reviews from none.

export const test = base.extend<object, { reviewServer: OwnServer }>({
  reviewServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const server = await startOwnServer();
      await withoutSampleReviews(server);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ reviewServer }, provide) => provide(reviewServer.url),
});

export { expect };

async function withRepo<T>(
  server: OwnServer,
  change: (
    repo: ReturnType<typeof createRepository>,
    db: Awaited<ReturnType<typeof openDatabase>>,
  ) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    // The server writes to the same file meanwhile: a transaction that read before the server's
    // last commit is refused ("database is locked") and is run again (each change is repeatable).
    for (let attempt = 1; ; attempt++) {
      try {
        return await change(createRepository(db), db);
      } catch (error) {
        if (attempt >= 10 || !/database is locked/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await db.destroy();
  }
}

/** Removes the sample vendors' sample reviews (their ratings are then none). */
export async function withoutSampleReviews(server: OwnServer): Promise<void> {
  await withRepo(server, async (repo, db) => {
    for (const r of sampleReviews) await repo.reviews.remove(r.id);
    await db
      .insertInto("meta")
      .values({ key: "data-version", value: randomUUID() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: randomUUID() }))
      .execute();
  });
}

/** Makes the member the owner of a vendor (what registering a company will do). */
export async function makeOwner(server: OwnServer, member: Member, slug: string): Promise<void> {
  await withRepo(server, async (_, db) => {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("vendors")
        .set({ owner_id: user.id })
        .where("slug", "=", slug)
        .execute();
      // A write by another process: cached pages must drop, as after any write.
      await trx
        .insertInto("meta")
        .values({ key: "data-version", value: randomUUID() })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: randomUUID() }))
        .execute();
    });
  });
}

export async function makeOperator(server: OwnServer, member: Member): Promise<void> {
  await withRepo(server, async (repo) => {
    expect(await repo.operators.grant(member.email)).toBe(true);
  });
}

/** A new member in a browser context of their own, signed in. */
export async function memberPage(
  browser: Browser,
  server: OwnServer,
  name: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  const page = await context.newPage();
  await page.goto("/about");
  const member = await joinAs(page, name);
  return { page, member };
}

export const REVIEW_TEXT =
  "Their team delivered every milestone on schedule and flagged risks early, with clear weekly reports.";

/** Fills in and publishes the review form, choosing the stars with the mouse. */
export async function writeReview(
  page: Page,
  {
    stars,
    title,
    relationship = "Current customer",
  }: { stars: number; title: string; relationship?: string },
): Promise<void> {
  const form = page.getByRole("form", { name: /Write a review|Edit your review/ });
  await form.getByRole("radio", { name: `${stars} out of 5 stars` }).check();
  await form.getByLabel("Title").fill(title);
  await form.getByRole("textbox", { name: "Review", exact: true }).fill(REVIEW_TEXT);
  await form.getByLabel("Relationship").selectOption(relationship);
  await form.getByRole("button", { name: /Publish review|Save changes/ }).click();
}

/** The profile's AggregateRating, as search engines read it. */
export async function aggregateRating(page: Page): Promise<unknown> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
  const org = blocks.find((b) => b?.["@type"] === "Organization" && b.url?.includes("/vendors/"));
  return org?.aggregateRating ?? null;
}

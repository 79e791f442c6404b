import { expectNoAxeViolations } from "./fixtures";
import { expect, makeOperator, memberPage, REVIEW_TEXT, test } from "./reviews-helpers";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import type { Page } from "@playwright/test";
import type { OwnServer } from "./own-server";

// Ratings and reviews (issue 13), where only a browser shows them: the star rating chosen with
// the keyboard, the refusal the form shows before it posts, the filters that apply as they are
// chosen, and the axe checks of a profile's reviews, the console's Reviews tab and Ratings &
// Reviews. On a server of this spec's own; each test reviews a different sample vendor. The
// flows (the average, count and distribution; one review per member, edited and deleted; the
// owner's reply; a hidden review that stops counting; ten at a time; the latest reviews across
// vendors; the directory's sorting) run through the request handler in
// tests/flows/reviews.test.ts.

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone; the layout is checked by screenshots.",
);

// Several members, each signing up and posting, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const reviews = (page: Page) => page.locator("#reviews");

async function expectSummary(page: Page, average: string, count: string) {
  await expect(reviews(page).getByTestId("review-average")).toHaveText(`${average} out of 5 stars`);
  await expect(reviews(page).getByTestId("review-count")).toHaveText(count);
}

/** Reviews written through the repository, as members' posts would make them. */
async function seedReviews(
  server: OwnServer,
  slug: string,
  written: Array<{ id: string; rating: 1 | 2 | 3 | 4 | 5; title: string; report?: "conflict" }>,
): Promise<void> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const repo = createRepository(db);
    const vendor = await repo.vendors.bySlug(slug);
    for (const { id, rating, title, report } of written) {
      const created = await repo.reviews.create(
        vendor!.id,
        { id, name: `Reviewer ${id}` },
        { rating, title, body: REVIEW_TEXT, relationship: "Past customer" },
      );
      if (!created.ok) throw new Error("The review was not created.");
      if (report) await repo.reviews.report(created.id, `reporter-${id}`, report);
    }
  } finally {
    await db.destroy();
  }
}

test("the star rating is chosen with the keyboard alone", async ({ browser, reviewServer }) => {
  const { page } = await memberPage(browser, reviewServer, "Kay Keyboard");
  await page.goto("/vendors/alderpoint-advisory");
  const form = page.getByRole("form", { name: "Write a review" });
  await expectNoAxeViolations(page);

  // Back from the title into the rating: one stop for the group, arrow keys to choose.
  await form.getByLabel("Title").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(form.getByRole("radio", { name: "5 out of 5 stars" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(form.getByRole("radio", { name: "4 out of 5 stars" })).toBeChecked();
  // The choice is also written out beside the stars.
  await expect(form.getByText("4 out of 5 stars", { exact: true }).last()).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
  await expect(form.getByRole("radio", { name: "1 out of 5 stars" })).toBeChecked();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 out of 5 stars" })).toBeChecked();

  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Clear advice, quickly");
  await page.keyboard.press("Tab");
  await page.keyboard.type(REVIEW_TEXT);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Relationship")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Publish review" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByText("Thank you. Your review is published.")).toBeVisible();
  await expectSummary(page, "4.0", "1 review");
  const mine = reviews(page).getByRole("article").filter({ hasText: "Clear advice, quickly" });
  await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(mine).toContainText("Current customer");
});

test("a refused review keeps what was typed and says what to fix", async ({
  browser,
  reviewServer,
}) => {
  const { page } = await memberPage(browser, reviewServer, "Rae Refused");
  await page.goto("/vendors/southerly-cold-chain");
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("radio", { name: "3 out of 5 stars" }).check();
  await form.getByLabel("Title").fill("Short");
  await form
    .getByRole("textbox", { name: "Review", exact: true })
    .fill("Too short to help anyone.");
  await form.getByLabel("Relationship").selectOption("Past customer");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(form.getByText("Review must be at least 50 characters")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Review", exact: true })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Review", exact: true })).toHaveValue(
    "Too short to help anyone.",
  );
  await expect(form.getByLabel("Title")).toHaveValue("Short");
  await expect(form.getByRole("radio", { name: "3 out of 5 stars" })).toBeChecked();
  await expect(form.getByLabel("Relationship")).toHaveValue("Past customer");
  await expectNoAxeViolations(page);
});

test("a profile's rating summary, distribution and reviews pass axe", async ({
  reviewServer,
  page,
}) => {
  await seedReviews(reviewServer, "stonequay-construction", [
    { id: "axe-5", rating: 5, title: "Excellent site management" },
    { id: "axe-2", rating: 2, title: "Late on the second phase" },
  ]);
  await page.goto("/vendors/stonequay-construction");
  await expectSummary(page, "3.5", "2 reviews");
  await expect(reviews(page).getByRole("list", { name: "Rating distribution" })).toBeVisible();
  await expect(reviews(page).getByRole("article")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("the console's Reviews tab passes axe, and hiding a review says so at once", async ({
  browser,
  reviewServer,
}) => {
  await seedReviews(reviewServer, "forgeline-precision-manufacturing", [
    { id: "queued-1", rating: 1, title: "Do not use them", report: "conflict" },
  ]);
  const olive = await memberPage(browser, reviewServer, "Olive Operator");
  await makeOperator(reviewServer, olive.member);
  await olive.page.goto("/admin/reviews");
  const queued = olive.page.getByRole("article").filter({ hasText: "Do not use them" });
  await expect(queued).toContainText("Conflict of interest: 1");
  await expectNoAxeViolations(olive.page);
  await queued.getByRole("button", { name: /Hide review/ }).click();
  await expect(olive.page.getByText("The review is hidden.")).toBeVisible();
  await expect(olive.page.getByRole("region", { name: /Hidden reviews/ })).toContainText(
    "Do not use them",
  );
  await olive.page.getByRole("button", { name: /Restore review/ }).click();
  await expect(olive.page.getByText("The review is shown again.")).toBeVisible();
});

test("Ratings & Reviews passes axe, and Minimum stars applies as it is chosen", async ({
  reviewServer,
  page,
}) => {
  await seedReviews(reviewServer, "tessellate-trade-finance", [
    { id: "latest-5", rating: 5, title: "Letters of credit in a day" },
  ]);
  await seedReviews(reviewServer, "solvane-energy-systems", [
    { id: "latest-2", rating: 2, title: "Slow commissioning" },
  ]);
  await page.goto("/vendors/reviews");
  const results = page.getByRole("region", { name: "Latest reviews" });
  await expect(results.getByRole("heading", { name: "Slow commissioning" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Letters of credit in a day" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Minimum stars").selectOption("4");
  await expect(page).toHaveURL(/stars=4/);
  await expect(results.getByRole("heading", { name: "Slow commissioning" })).toHaveCount(0);
  await expect(results.getByRole("heading", { name: "Letters of credit in a day" })).toBeVisible();
});

test("the directory's Sort by applies as it is chosen", async ({ page }) => {
  await page.goto("/vendors?sort=reviews");
  await expect(page.getByLabel("Sort by")).toHaveValue("reviews");
  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByLabel("Sort by")).toHaveValue("rating");
});

import { rankScore } from "../../app/domains/companies/rating-rank";
import { expectNoAxeViolations } from "./fixtures";
import {
  aggregateRating,
  expect,
  makeOperator,
  makeOwner,
  memberPage,
  REVIEW_TEXT,
  test,
  writeReview,
} from "./reviews-helpers";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import type { Page } from "@playwright/test";

// Ratings and reviews (issue 13) with several members, each in a browser of their own, on a
// server of this spec's own. Each test reviews a different sample vendor.

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

async function distributionRow(page: Page, stars: number) {
  return reviews(page)
    .getByRole("list", { name: "Rating distribution" })
    .getByRole("listitem")
    .filter({ hasText: `${stars} ${stars === 1 ? "star" : "stars"}` });
}

async function cardRating(page: Page, name: string) {
  await page.goto(`/vendors?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  return card;
}

test("several members' reviews make the average, count and distribution on the profile, the card and the filter", async ({
  browser,
  reviewServer,
  page,
}) => {
  const slug = "stonequay-construction";
  const name = "Stonequay Construction";
  const alice = await memberPage(browser, reviewServer, "Alice Buyer");
  const bob = await memberPage(browser, reviewServer, "Bob Buyer");

  await alice.page.goto(`/vendors/${slug}`);
  await expect(
    reviews(alice.page).getByRole("heading", { name: `Be the first to review ${name}` }),
  ).toBeVisible();
  await writeReview(alice.page, { stars: 5, title: "Excellent site management" });
  await expect(alice.page.getByText("Thank you. Your review is published.")).toBeVisible();
  await expectSummary(alice.page, "5.0", "1 review");

  await bob.page.goto(`/vendors/${slug}`);
  await writeReview(bob.page, {
    stars: 2,
    title: "Late on the second phase",
    relationship: "Past customer",
  });
  await expectSummary(bob.page, "3.5", "2 reviews");
  await expect(await distributionRow(bob.page, 5)).toContainText("1 review (50%)");
  await expect(await distributionRow(bob.page, 2)).toContainText("1");
  await expect(await distributionRow(bob.page, 4)).toContainText("0");

  // Newest first, with author, relationship, date and text.
  const list = reviews(bob.page).getByRole("list", { name: /Reviews of Stonequay/ });
  await expect(list.getByRole("article")).toHaveCount(2);
  const newest = list.getByRole("article").first();
  await expect(newest.getByRole("heading")).toHaveText("Late on the second phase");
  await expect(newest).toContainText("Bob Buyer");
  await expect(newest).toContainText("Past customer");
  await expect(newest).toContainText(REVIEW_TEXT);
  await expect(newest.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();

  // The card in the directory and the minimum-rating filter, for a visitor signed out.
  const card = await cardRating(page, name);
  await expect(card).toContainText("3.5 out of 5 stars");
  await expect(card).toContainText("(2 reviews)");
  await page.goto(`/vendors?q=Stonequay&rating=3.6`);
  await expect(page.getByText("No Vendors Found")).toBeVisible();
  await page.goto(`/vendors?q=Stonequay&rating=3.5`);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // One review per member: Alice now has hers to edit, not a form for another.
  await alice.page.reload();
  await expect(reviews(alice.page).getByRole("heading", { name: "Your review" })).toBeVisible();
  await expect(alice.page.getByRole("form", { name: "Write a review" })).toHaveCount(0);
  await reviews(alice.page).getByText("Edit your review").click();
  const edit = alice.page.getByRole("form", { name: "Edit your review" });
  await expect(edit.getByRole("radio", { name: "5 out of 5 stars" })).toBeChecked();
  await expect(edit.getByLabel("Title")).toHaveValue("Excellent site management");
  await edit.getByRole("radio", { name: "4 out of 5 stars" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(alice.page.getByText("Your review is updated.")).toBeVisible();
  await expectSummary(alice.page, "3.0", "2 reviews");

  // Bob deletes his: the average is Alice's alone.
  await bob.page.reload();
  await reviews(bob.page).getByRole("button", { name: "Delete your review" }).click();
  await expect(bob.page.getByText("Your review is deleted.")).toBeVisible();
  await expectSummary(bob.page, "4.0", "1 review");
  await expect(await distributionRow(bob.page, 2)).toContainText("0");
  await expect(bob.page.getByRole("form", { name: "Write a review" })).toBeVisible();

  // What search engines read is what the page shows.
  await page.goto(`/vendors/${slug}`);
  await expectSummary(page, "4.0", "1 review");
  expect(await aggregateRating(page)).toEqual({
    "@type": "AggregateRating",
    ratingValue: "4.0",
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  await expectNoAxeViolations(page);
});

test("the owner cannot review their own company but can reply under its reviews", async ({
  browser,
  reviewServer,
  page,
}) => {
  const slug = "signalhouse-marketing";
  const name = "Signalhouse Marketing";
  const owen = await memberPage(browser, reviewServer, "Owen Owner");
  await makeOwner(reviewServer, owen.member, slug);

  // A company of the network without reviews has no rating, and matches no minimum.
  const card = await cardRating(page, name);
  await expect(card).toContainText("No ratings yet");
  await page.goto(`/vendors?q=Signalhouse&rating=0.1`);
  await expect(page.getByText("No Vendors Found")).toBeVisible();

  await owen.page.goto(`/vendors/${slug}`);
  await expect(reviews(owen.page)).toContainText("You cannot review a company you own.");
  await expect(owen.page.getByRole("form", { name: "Write a review" })).toHaveCount(0);

  const mia = await memberPage(browser, reviewServer, "Mia Member");
  await mia.page.goto(`/vendors/${slug}`);
  await writeReview(mia.page, { stars: 4, title: "Strong campaign planning" });
  await expectSummary(mia.page, "4.0", "1 review");
  await expect(mia.page.getByText(/Reply publicly/)).toHaveCount(0);

  await owen.page.reload();
  const review = reviews(owen.page)
    .getByRole("article")
    .filter({ hasText: "Strong campaign planning" });
  await review.getByText("Reply publicly").click();
  await review
    .getByLabel("Your reply")
    .fill("Thank you, Mia: it was a pleasure to work with your team.");
  await review.getByRole("button", { name: "Publish reply" }).click();
  await expect(owen.page.getByText("Your reply is published.")).toBeVisible();

  await mia.page.reload();
  const shown = reviews(mia.page)
    .getByRole("article")
    .filter({ hasText: "Strong campaign planning" });
  await expect(shown).toContainText(`Reply from ${name}`);
  await expect(shown).toContainText("it was a pleasure to work with your team");

  await cardRating(page, name);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(
    "4.0 out of 5 stars",
  );
});

test("a reported review hidden by an operator stops counting, and counts again once restored", async ({
  browser,
  reviewServer,
  page,
}) => {
  const slug = "forgeline-precision-manufacturing";
  const ann = await memberPage(browser, reviewServer, "Ann Auditor");
  const ben = await memberPage(browser, reviewServer, "Ben Rival");
  await ann.page.goto(`/vendors/${slug}`);
  await writeReview(ann.page, { stars: 5, title: "Tolerances met every time" });
  await ben.page.goto(`/vendors/${slug}`);
  await writeReview(ben.page, {
    stars: 1,
    title: "Do not use them",
    relationship: "Evaluated only",
  });
  await expectSummary(ben.page, "3.0", "2 reviews");

  await page.goto(`/vendors/${slug}`);
  expect(await aggregateRating(page)).toMatchObject({ ratingValue: "3.0", reviewCount: 2 });

  await ann.page.reload();
  const bens = reviews(ann.page).getByRole("article").filter({ hasText: "Do not use them" });
  await bens.locator("summary", { hasText: "Report" }).click();
  await bens.getByLabel("Reason").selectOption("Conflict of interest");
  await bens.getByRole("button", { name: "Send report" }).click();
  await expect(
    ann.page.getByText("Thank you. An operator will look at this review."),
  ).toBeVisible();

  // Members do not see the console's page at all.
  const refused = await ben.page.goto("/admin/reviews");
  expect(refused?.status()).toBe(404);

  const olive = await memberPage(browser, reviewServer, "Olive Operator");
  await makeOperator(reviewServer, olive.member);
  await olive.page.goto("/admin/reviews");
  // Inside the console: its heading and its Reviews tab, current.
  await expect(olive.page.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
  await expect(
    olive.page.getByRole("heading", { level: 2, name: /Reported reviews/ }),
  ).toBeVisible();
  await expect(
    olive.page.getByRole("navigation", { name: "Console sections" }).getByRole("link", {
      name: "Reviews",
    }),
  ).toHaveAttribute("aria-current", "page");
  const queued = olive.page.getByRole("article").filter({ hasText: "Do not use them" });
  await expect(queued).toContainText("Conflict of interest: 1");
  await expectNoAxeViolations(olive.page);
  await queued.getByRole("button", { name: /Hide review/ }).click();
  await expect(olive.page.getByText("The review is hidden.")).toBeVisible();
  await expect(olive.page.getByRole("region", { name: /Hidden reviews/ })).toContainText(
    "Do not use them",
  );

  await page.goto(`/vendors/${slug}`);
  await expectSummary(page, "5.0", "1 review");
  await expect(reviews(page)).not.toContainText("Do not use them");
  expect(await aggregateRating(page)).toMatchObject({ ratingValue: "5.0", reviewCount: 1 });

  await ben.page.goto(`/vendors/${slug}`);
  await expect(reviews(ben.page)).toContainText("An operator has hidden your review");

  await olive.page.getByRole("button", { name: /Restore review/ }).click();
  await expect(olive.page.getByText("The review is shown again.")).toBeVisible();
  await page.goto(`/vendors/${slug}`);
  await expectSummary(page, "3.0", "2 reviews");
});

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

test("a vendor's reviews come ten at a time, newest first", async ({ reviewServer, page }) => {
  const db = await openDatabase({ dataDir: reviewServer.dataDir });
  const repo = createRepository(db);
  const vendor = await repo.vendors.bySlug("quillon-data-security");
  for (let i = 1; i <= 12; i++) {
    await repo.reviews.create(
      vendor!.id,
      { id: `paged-${i}`, name: `Reviewer ${i}` },
      { rating: 4, title: `Review number ${i}`, body: REVIEW_TEXT, relationship: "Past customer" },
      new Date(Date.UTC(2026, 9, i)),
    );
  }
  await db.destroy();

  await page.goto("/vendors/quillon-data-security");
  const list = reviews(page).getByRole("list", { name: /newest first/ });
  await expect(list.getByRole("article")).toHaveCount(10);
  await expect(list.getByRole("article").first().getByRole("heading")).toHaveText(
    "Review number 12",
  );
  await reviews(page).getByRole("link", { name: "Show more reviews" }).click();
  await expect(list.getByRole("article")).toHaveCount(12);
  await expect(list.getByRole("article").last().getByRole("heading")).toHaveText("Review number 1");
  await expect(reviews(page).getByRole("link", { name: "Show more reviews" })).toHaveCount(0);
  await expect(page).toHaveURL(/page=2/);
});

test("Ratings & Reviews lists the latest reviews across vendors, filtered by category and stars", async ({
  browser,
  reviewServer,
  page,
}) => {
  const { page: member } = await memberPage(browser, reviewServer, "Lee Lister");
  await member.goto("/vendors/tessellate-trade-finance");
  await writeReview(member, { stars: 5, title: "Letters of credit in a day" });
  await expect(member.getByText("Thank you. Your review is published.")).toBeVisible();
  await member.goto("/vendors/solvane-energy-systems");
  await writeReview(member, { stars: 2, title: "Slow commissioning" });
  await expect(member.getByText("Thank you. Your review is published.")).toBeVisible();

  await page.goto("/vendors/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Ratings & Reviews" })).toBeVisible();
  const results = page.getByRole("region", { name: "Latest reviews" });
  await expect(results.getByRole("heading", { name: "Slow commissioning" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Letters of credit in a day" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Minimum stars").selectOption("4");
  await expect(page).toHaveURL(/stars=4/);
  await expect(results.getByRole("heading", { name: "Slow commissioning" })).toHaveCount(0);
  await expect(results.getByRole("heading", { name: "Letters of credit in a day" })).toBeVisible();

  await page.goto("/vendors/reviews?category=Energy");
  await expect(results.getByRole("heading", { name: "Slow commissioning" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Letters of credit in a day" })).toHaveCount(0);
  await results.getByRole("link", { name: "Solvane Energy Systems" }).click();
  await expect(page).toHaveURL(/\/vendors\/solvane-energy-systems$/);
  await expect(reviews(page)).toContainText("Slow commissioning");
});

test("the directory sorts by rating and by number of reviews", async ({ reviewServer, page }) => {
  const db = await openDatabase({ dataDir: reviewServer.dataDir });
  const repo = createRepository(db);
  const vendor = await repo.vendors.bySlug("lumenstack-technologies");
  for (const [i, rating] of [5, 5, 4].entries()) {
    await repo.reviews.create(
      vendor!.id,
      { id: `sorted-${i}`, name: `Sorter ${i}` },
      {
        rating: rating as 4 | 5,
        title: "Sorted",
        body: REVIEW_TEXT,
        relationship: "Past customer",
      },
    );
  }
  await db.destroy();

  const cards = async () =>
    (
      await page.getByRole("region", { name: "Suppliers" }).getByRole("listitem").allInnerTexts()
    ).map((text) => ({
      rating: Number(/(\d\.\d)\s*out of 5 stars/.exec(text)?.[1] ?? -1),
      count: Number(/\((\d+) reviews?\)/.exec(text)?.[1] ?? 0),
    }));
  await page.goto("/vendors?sort=reviews");
  await expect(page.getByLabel("Sort by")).toHaveValue("reviews");
  let shown = await cards();
  expect(shown.length).toBeGreaterThan(3);
  expect(shown.map((c) => c.count)).toEqual(shown.map((c) => c.count).sort((a, b) => b - a));
  expect(shown[0]!.count).toBeGreaterThanOrEqual(3);

  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await expect(async () => {
    shown = await cards();
    // Ranked by the Bayesian rule of app/domains/companies/rating-rank.ts, not the bare average.
    const score = (c: { rating: number; count: number }) => rankScore(c.count, c.rating) ?? -1;
    expect(shown.map(score)).toEqual(shown.map(score).sort((a, b) => b - a));
  }).toPass();
});

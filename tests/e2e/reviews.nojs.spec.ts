import {
  expect,
  makeOperator,
  makeOwner,
  memberPage,
  REVIEW_TEXT,
  test,
  writeReview,
} from "./reviews-helpers";
import type { Browser, Page } from "@playwright/test";
import type { OwnServer } from "./own-server";

// The review flows without JavaScript: plain forms posted to the profile's route action, the
// answer a page of its own. (axe needs scripts in the page: reviews.spec.ts checks the same
// markup, refusals included.)

test.describe.configure({ timeout: 120_000 });

const reviews = (page: Page) => page.locator("#reviews");
const noJs = (browser: Browser, server: OwnServer, name: string) =>
  memberPage(browser, server, name, { javaScriptEnabled: false });

test("a member writes, corrects, edits and deletes a review without JavaScript", async ({
  browser,
  reviewServer,
  page,
}) => {
  const slug = "kestrel-freight-partners";
  await page.goto(`/vendors/${slug}`);
  await expect(
    reviews(page).getByRole("link", { name: "Sign in to write a review" }),
  ).toHaveAttribute("href", `/sign-in?next=${encodeURIComponent(`/vendors/${slug}`)}`);
  await expect(reviews(page)).not.toContainText("Reviews will be shown here in the full app");

  const { page: member } = await noJs(browser, reviewServer, "Nora Nojs");
  await member.goto(`/vendors/${slug}`);
  const form = member.getByRole("form", { name: "Write a review" });
  await form.getByRole("radio", { name: "2 out of 5 stars" }).check();
  await form.getByLabel("Title").fill("Customs paperwork lost twice");
  await form.getByRole("textbox", { name: "Review", exact: true }).fill("Slow.");
  await form.getByLabel("Relationship").selectOption("Past customer");
  const refused = member.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Publish review" }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText("Review must be at least 50 characters")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Customs paperwork lost twice");
  await expect(form.getByRole("radio", { name: "2 out of 5 stars" })).toBeChecked();
  await expect(form.getByLabel("Relationship")).toHaveValue("Past customer");

  await form.getByRole("textbox", { name: "Review", exact: true }).fill(REVIEW_TEXT);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(member.getByText("Thank you. Your review is published.")).toBeVisible();
  await expect(reviews(member).getByTestId("review-average")).toHaveText("2.0 out of 5 stars");

  await reviews(member).getByText("Edit your review").click();
  await writeReview(member, { stars: 3, title: "Paperwork improved" });
  await expect(member.getByText("Your review is updated.")).toBeVisible();
  await expect(reviews(member).getByTestId("review-average")).toHaveText("3.0 out of 5 stars");
  await expect(reviews(member).getByRole("article")).toContainText("Paperwork improved");

  await reviews(member).getByRole("button", { name: "Delete your review" }).click();
  await expect(member.getByText("Your review is deleted.")).toBeVisible();
  await expect(reviews(member).getByTestId("rating-summary")).toHaveCount(0);
  await expect(
    reviews(member).getByRole("heading", {
      name: "Be the first to review Kestrel Freight Partners",
    }),
  ).toBeVisible();
});

test("the owner replies, a member reports, an operator hides, all without JavaScript", async ({
  browser,
  reviewServer,
  page,
}) => {
  const slug = "solvane-energy-systems";
  const owner = await noJs(browser, reviewServer, "Otto Owner");
  await makeOwner(reviewServer, owner.member, slug);
  const writer = await noJs(browser, reviewServer, "Wren Writer");
  const reporter = await noJs(browser, reviewServer, "Remy Reporter");

  await owner.page.goto(`/vendors/${slug}`);
  await expect(reviews(owner.page)).toContainText("You cannot review a company you own.");
  await expect(owner.page.getByRole("form", { name: "Write a review" })).toHaveCount(0);

  await writer.page.goto(`/vendors/${slug}`);
  await writeReview(writer.page, { stars: 4, title: "Good turbines, slow paperwork" });
  await expect(writer.page.getByText("Thank you. Your review is published.")).toBeVisible();

  await owner.page.reload();
  const review = reviews(owner.page).getByRole("article").filter({ hasText: "Good turbines" });
  await review.locator("summary", { hasText: "Reply publicly" }).click();
  await review.getByLabel("Your reply").fill("Thank you: our permits team has doubled since.");
  await review.getByRole("button", { name: "Publish reply" }).click();
  await expect(owner.page.getByText("Your reply is published.")).toBeVisible();
  await expect(reviews(owner.page).getByRole("article")).toContainText(
    "Reply from Solvane Energy Systems",
  );

  await reporter.page.goto(`/vendors/${slug}`);
  const reported = reviews(reporter.page).getByRole("article").filter({ hasText: "Good turbines" });
  await expect(reported).toContainText("our permits team has doubled");
  await reported.locator("summary", { hasText: "Report" }).click();
  await reported.getByRole("button", { name: "Send report" }).click();
  // The browser asks for a reason first; the reason is required.
  await expect(reporter.page.getByText("Thank you. An operator")).toHaveCount(0);
  await reported.getByLabel("Reason").selectOption("Spam");
  await reported.getByRole("button", { name: "Send report" }).click();
  await expect(
    reporter.page.getByText("Thank you. An operator will look at this review."),
  ).toBeVisible();

  const operator = await noJs(browser, reviewServer, "Opal Operator");
  await makeOperator(reviewServer, operator.member);
  await operator.page.goto("/admin/reviews");
  const queued = operator.page.getByRole("article").filter({ hasText: "Good turbines" });
  await expect(queued).toContainText("Spam: 1");
  await queued.getByRole("button", { name: /Hide review/ }).click();
  await expect(operator.page.getByText("The review is hidden.")).toBeVisible();

  // Its only review hidden, the company has no rating again.
  await page.goto(`/vendors/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solvane Energy Systems");
  await expect(page.getByText("No ratings yet").first()).toBeVisible();
  await expect(reviews(page)).not.toContainText("Good turbines");
});

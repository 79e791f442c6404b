import type { Browser } from "@playwright/test";
import type { OwnServer } from "./own-server";
import { expect, makeOperator, memberPage, test, writeReview } from "./reviews-helpers";

// A burst of reviews from new accounts, seen in the console's Reviews tab at phone width and
// hidden in one action, without JavaScript (docs/decisions/165).

test.describe.configure({ timeout: 180_000 });

const noJs = (browser: Browser, server: OwnServer, name: string) =>
  memberPage(browser, server, name, { javaScriptEnabled: false });

test("an operator hides a burst of reviews from new accounts in one action", async ({
  browser,
  reviewServer,
}) => {
  const slug = "kestrel-freight-partners";
  for (const name of ["Bea Burst", "Cal Burst", "Dot Burst"]) {
    const { page } = await noJs(browser, reviewServer, name);
    await page.goto(`/vendors/${slug}`);
    await writeReview(page, { stars: 1, title: `Never again, says ${name}` });
    await expect(page.getByText("Thank you. Your review is published.")).toBeVisible();
    await page.context().close();
  }

  const operator = await noJs(browser, reviewServer, "Opal Operator");
  await makeOperator(reviewServer, operator.member);
  const page = operator.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/reviews");
  const bursts = page.getByRole("region", { name: /Bursts from new accounts/ });
  const burst = bursts.getByRole("listitem").filter({ hasText: "Kestrel Freight Partners" });
  await expect(burst.getByRole("heading", { level: 3 })).toHaveText(
    "Kestrel Freight Partners: 3 reviews from new accounts",
  );
  await expect(burst).toContainText("Rating now 1.0; without these reviews no rating.");
  await expect(burst.getByRole("row")).toHaveCount(4);
  await expect(burst).toContainText("Never again, says Cal Burst");
  // The table stacks at phone width: nothing is out of reach behind a horizontal scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  const hide = burst.getByRole("button", { name: "Hide these 3 reviews" });
  await hide.scrollIntoViewIfNeeded();
  const box = await hide.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  await burst.getByLabel("Yes, hide these 3 reviews of Kestrel Freight Partners").check();
  await burst.getByRole("button", { name: "Hide these 3 reviews" }).click();
  await expect(
    page.getByText("3 reviews are hidden; the company's rating no longer counts them."),
  ).toBeVisible();
  await expect(bursts.getByRole("listitem").filter({ hasText: "Kestrel" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Hidden reviews/ })).toContainText(
    "Never again, says Bea Burst",
  );

  await page.goto(`/vendors/${slug}`);
  await expect(page.locator("#reviews").getByTestId("rating-summary")).toHaveCount(0);
});

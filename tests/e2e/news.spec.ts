import { expect, gotoHydrated, test } from "./fixtures";

for (const path of ["/knowledge/news", "/resources/news"]) {
  test(`${path} lists six articles, each linking to its page`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles & News");
    await expect(page.getByText("Showing 6 articles")).toBeVisible();
    const cards = page.locator("main li");
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.locator("img")).toHaveAttribute(
      "src",
      "/images/articles/nearshoring-rebalances-supplier-networks.svg",
    );
    await expect(first).toContainText("Higher freight costs and longer lead times");
    await expect(first).toContainText("Elena Marchetti");
    await expect(first.locator("time")).toHaveText("November 4, 2026");
    const links = page.locator("main li a");
    await expect(links).toHaveCount(6);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/knowledge\/news\/[a-z0-9-]+$/);
    }
    // Its axe check is routes.spec.ts's.
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/knowledge\/news\/nearshoring-rebalances-supplier-networks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Nearshoring in 2026/);
  });
}

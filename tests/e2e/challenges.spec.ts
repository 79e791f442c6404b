import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, gotoHydrated, test } from "./fixtures";

const tab = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Challenge status" })
    .getByRole("link", { name, exact: true });

test.describe("Innovation Challenges", () => {
  test("opens on Active and each tab shows its challenges with their reward", async ({ page }) => {
    await gotoHydrated(page, "/ideas/challenges");
    await expect(
      page.getByRole("navigation", { name: "Challenge status" }).getByRole("link"),
    ).toHaveText(["Active", "Problem Statement", "Past Winner"]);
    await expect(tab(page, "Active")).toHaveAttribute("aria-current", "page");
    const panel = page.getByRole("region", { name: "Active" });
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Zero-Waste Packaging for Last-Mile Delivery",
    ]);
    await expect(panel).toContainText("Design reusable or fully compostable packaging");
    await expect(panel).toContainText(
      "$50,000 innovation grant and a paid pilot with three logistics members",
    );
    // The page as it opens passes axe in routes.spec.ts.

    await tab(page, "Active").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(tab(page, "Problem Statement")).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("region", { name: "Problem Statement" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["Verifying Scope 3 Emissions Data from Tier-2 Suppliers"]);
    await tab(page, "Past Winner").click();
    const winners = page.getByRole("region", { name: "Past Winner" });
    await expect(winners.getByRole("heading", { level: 3 })).toHaveText([
      "Real-Time Customs Document Matching",
    ]);
    await expect(winners).toContainText("$25,000 first prize");
    await expect(page).toHaveURL(/\/ideas\/challenges\?status=past-winner$/);
  });

  test("a tab clicked before the page has hydrated shows its challenges", async ({ page }) => {
    const early = await openBeforeHydration(page, "/ideas/challenges");
    await tab(page, "Past Winner").click();
    await expect(
      page.getByRole("region", { name: "Past Winner" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["Real-Time Customs Document Matching"]);
    await expect(tab(page, "Past Winner")).toHaveAttribute("aria-current", "page");
    await early.hydrate();
    await expect(page.getByRole("region", { name: "Past Winner" })).toContainText(
      "$25,000 first prize",
    );
  });
});

import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

test.describe("Innovation Challenges", () => {
  test("opens on Active and each tab shows its challenges with their reward", async ({ page }) => {
    await gotoHydrated(page, "/ideas/challenges");
    await expect(page.getByRole("tab")).toHaveText(["Active", "Problem Statement", "Past Winner"]);
    await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Zero-Waste Packaging for Last-Mile Delivery",
    ]);
    await expect(panel).toContainText("Design reusable or fully compostable packaging");
    await expect(panel).toContainText(
      "$50,000 innovation grant and a paid pilot with three logistics members",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Active" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Verifying Scope 3 Emissions Data from Tier-2 Suppliers",
    ]);
    await page.getByRole("tab", { name: "Past Winner" }).click();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Real-Time Customs Document Matching",
    ]);
    await expect(panel).toContainText("$25,000 first prize");
  });
});

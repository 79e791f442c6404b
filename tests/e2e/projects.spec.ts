import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

test.describe("Current Projects", () => {
  test("opens on Active Tender with its projects and compact budgets", async ({ page }) => {
    await gotoHydrated(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Projects");
    await expect(page.getByRole("tab")).toHaveText([
      "Active Tender",
      "In Progress",
      "Collaboration",
    ]);
    await expect(page.getByRole("tab", { name: "Active Tender" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Showing 4 projects");
    const card = panel
      .getByRole("listitem")
      .filter({ hasText: "Offshore Wind Farm Grid Connection" });
    await expect(card).toContainText("Europe");
    await expect(card).toContainText("Energy");
    await expect(card).toContainText("EPC partners wanted");
    await expect(card).toContainText("Active Tender");
    await expect(card).toContainText("$15M");
    await expect(panel.getByRole("listitem").filter({ hasNotText: "Active Tender" })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  test("each tab lists the projects of its status, by mouse and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/projects");
    await page.getByRole("tab", { name: "In Progress" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Showing 3 projects");
    await expect(panel.getByRole("listitem").filter({ hasNotText: "In Progress" })).toHaveCount(0);
    await expect(panel).toContainText("$1.2M");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Collaboration" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Collaboration" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel).toContainText("Showing 3 projects");
    await expect(panel).toContainText("$750K");
    await expect(panel.getByRole("listitem").filter({ hasNotText: "Collaboration" })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });
});

import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

test.describe("Current Projects", () => {
  test("opens on Active Tender with its projects and compact budgets", async ({ page }) => {
    await gotoHydrated(page, "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Current Projects");
    const tabs = page.getByRole("navigation", { name: "Project status" }).getByRole("link");
    await expect(tabs).toHaveText(["Active Tender", "In Progress", "Collaboration"]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await expect(tabs.and(page.locator('[aria-current="page"]'))).toHaveCount(1);
    const panel = page.getByRole("region", { name: "Active Tender" });
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
    // The page as it opens passes axe in routes.spec.ts.
  });

  test("each tab lists the projects of its status, by mouse and by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/projects");
    const historyLength = await page.evaluate(() => history.length);
    const tab = (name: string) =>
      page.getByRole("navigation", { name: "Project status" }).getByRole("link", { name });
    await tab("In Progress").click();
    await expect(page).toHaveURL(/\/projects\?status=in-progress$/);
    await expect(tab("In Progress")).toHaveAttribute("aria-current", "page");
    await expect(tab("Active Tender")).not.toHaveAttribute("aria-current");
    const panel = page.getByRole("region", { name: "In Progress" });
    await expect(panel).toContainText("Showing 3 projects");
    await expect(panel.getByRole("listitem").filter({ hasNotText: "In Progress" })).toHaveCount(0);
    await expect(panel).toContainText("$1.2M");

    await page.keyboard.press("Tab");
    await expect(tab("Collaboration")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tab("Collaboration")).toHaveAttribute("aria-current", "page");
    const collaboration = page.getByRole("region", { name: "Collaboration" });
    await expect(collaboration).toContainText("Showing 3 projects");
    await expect(collaboration).toContainText("$750K");
    await expect(
      collaboration.getByRole("listitem").filter({ hasNotText: "Collaboration" }),
    ).toHaveCount(0);
    // Tabs replace the history entry, like the directories' filters.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expectNoAxeViolations(page);
  });

  test("a link to a tab opens on it, and junk opens the default tab", async ({ page }) => {
    await gotoHydrated(page, "/projects?status=collaboration");
    await expect(page.getByRole("link", { name: "Collaboration" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("region", { name: "Collaboration" })).toContainText("$750K");
    await gotoHydrated(page, "/projects?status=%3Cb%3Eclosed&page=-4");
    await expect(page.getByRole("region", { name: "Active Tender" })).toContainText(
      "Showing 4 projects",
    );
  });

  test("a tab chosen before the page has hydrated opens at once", async ({ page }) => {
    const early = await openBeforeHydration(page, "/projects");
    await page.getByRole("link", { name: "In Progress" }).click();
    await expect(page).toHaveURL(/\/projects\?status=in-progress$/);
    await expect(page.getByRole("region", { name: "In Progress" })).toContainText(
      "Showing 3 projects",
    );
    await early.hydrate();
  });
});

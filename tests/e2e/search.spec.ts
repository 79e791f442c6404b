import { expect, expectNoAxeViolations, gotoHydrated, isPhone, test } from "./fixtures";

// Search that finds what buyers mean: typos on /vendors, the header's search across the network,
// and its suggestions by keyboard alone.

test.describe("Search", () => {
  test("finds the freight companies on /vendors despite a typo, and says so", async ({ page }) => {
    await gotoHydrated(page, "/vendors?q=frieght");
    await expect(
      page.getByRole("link", { name: /Kestrel Freight Partners/ }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("did-you-mean")).toContainText("Did you mean freight?");
    await expect(page.getByTestId("vendor-facets")).toContainText("Logistics");
    await expectNoAxeViolations(page);
  });

  test("the header search finds a supplier, a job and an article", async ({ page }) => {
    await gotoHydrated(page, "/search?q=freight");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: /Suppliers/ })).toBeVisible();
    await expect(main.getByRole("link", { name: "Kestrel Freight Partners" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Freight Rates Cool/ })).toBeVisible();
    await gotoHydrated(page, "/search?q=logistics coordinator");
    await expect(main.getByRole("link", { name: "Senior Logistics Coordinator" })).toBeVisible();
    await expect(main.locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("suggestions work by keyboard alone", async ({ page }) => {
    test.skip(isPhone(page), "The header's field is in the drawer on phones.");
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const field = page.getByRole("combobox", { name: "Search ProcureConnect" });
    await field.focus();
    await page.keyboard.type("kestrel");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option", { name: /Kestrel Freight Partners/ })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", /list-0$/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vendors\/kestrel-freight-partners$/);
  });

  test("the header's field submits to /search", async ({ page }) => {
    test.skip(isPhone(page), "The header's field is in the drawer on phones.");
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const field = page.getByRole("combobox", { name: "Search ProcureConnect" });
    await field.fill("cloud");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cloud$/);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Cloud Platform Engineer" }),
    ).toBeVisible();
  });
});

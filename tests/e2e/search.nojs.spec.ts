import { expect, test } from "./fixtures";

// The search without JavaScript: every search is a GET form the server answers.

test.describe("Search without JavaScript", () => {
  test("finds the freight companies on /vendors despite a typo", async ({ page }) => {
    await page.goto("/vendors");
    const form = page.getByRole("search", { name: "Filters" });
    await form.getByRole("searchbox", { name: "Search" }).fill("frieght");
    await form.getByRole("button", { name: "Apply Filters" }).click();
    await expect(
      page.getByRole("link", { name: /Kestrel Freight Partners/ }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("did-you-mean")).toContainText("freight");
    // A facet is a link with the option set; an empty one is shown, disabled.
    const facets = page.getByTestId("vendor-facets");
    await facets.getByRole("link", { name: /Logistics/ }).click();
    await expect(page).toHaveURL(/category=Logistics/);
    await expect(facets.locator('[aria-disabled="true"]').first()).toBeVisible();
  });

  test("the search page finds a supplier, a job and an article", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search the network" }).fill("logistics");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Kestrel Freight Partners" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Senior Logistics Coordinator" })).toBeVisible();
    await expect(main.getByRole("link", { name: "All jobs matching “logistics”" })).toBeVisible();
    await page.goto("/search?q=freight rates");
    await expect(main.getByRole("link", { name: /Freight Rates Cool/ })).toBeVisible();
  });

  test("the header's field is a form to /search", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const field = page.getByRole("combobox", { name: "Search ProcureConnect" });
    await field.fill("kestrel");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=kestrel$/);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Kestrel Freight Partners" }),
    ).toBeVisible();
    // Results pages are followed by crawlers but not indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

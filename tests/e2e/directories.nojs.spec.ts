import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The directories with JavaScript disabled: every filter is a GET form the server answers.

const cardTitles = (page: Page) => page.locator("main li h3");
const apply = (page: Page) => page.getByRole("button", { name: "Apply Filters" });

test.describe("Supplier directory without JavaScript", () => {
  const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ vendors$/);
  const form = (page: Page) => page.getByRole("search", { name: "Filters" });

  test("shows every filter and applies them with the Apply Filters button", async ({ page }) => {
    await page.goto("/vendors");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(page.getByRole("button", { name: /More filters/ })).toBeHidden();
    await expect(apply(page)).toBeVisible();
    await form(page).getByRole("combobox", { name: "Category" }).selectOption("Technology");
    await form(page).getByRole("slider", { name: "Minimum rating" }).fill("4.8");
    await apply(page).click();
    await expect(page).toHaveURL(
      /\/vendors\?q=&category=Technology&location=&division=&group=&rating=4\.8&sort=$/,
    );
    await expect(cardTitles(page)).toHaveText(["Lumenstack Technologies"]);
    await expect(countLine(page)).toHaveText("Showing 1 of 10 vendors");
    await expect(form(page).getByRole("combobox", { name: "Category" })).toHaveValue("Technology");
    await expect(page.getByTestId("rating-value")).toHaveText("4.8+");
  });

  test("sorts by number of reviews with the Apply Filters button", async ({ page }) => {
    await page.goto("/vendors");
    await form(page).getByRole("combobox", { name: "Sort by" }).selectOption("Most reviewed");
    await apply(page).click();
    await expect(page).toHaveURL(/sort=reviews$/);
    await expect(form(page).getByRole("combobox", { name: "Sort by" })).toHaveValue("reviews");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
  });

  test("Enter in the search applies the filters", async ({ page }) => {
    await page.goto("/vendors");
    await form(page).getByRole("searchbox", { name: "Search" }).fill("cloud migration");
    await form(page).getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/\/vendors\?q=cloud\+migration&/);
    await expect(cardTitles(page)).toHaveText(["Lumenstack Technologies"]);
  });

  test("reads a submitted form with empty fields and Any as no filter", async ({ page }) => {
    await page.goto("/vendors?q=&category=&location=&rating=0");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(page.getByTestId("rating-value")).toHaveText("Any");
    await expect(form(page).getByRole("link", { name: "Reset Filters" })).toHaveCount(0);
  });

  test("Reset Filters is a link back to the whole directory", async ({ page }) => {
    await page.goto("/vendors?q=no-such-supplier");
    await expect(page.getByRole("heading", { name: "No Vendors Found" })).toBeVisible();
    await page.getByTestId("empty-state").getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(form(page).getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  test("junk in the query string still gets a clear page", async ({ page }) => {
    await page.goto("/vendors?category=Aerospace&rating=abc&page=-3&q=%3Cscript%3E");
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");
    await expect(page.getByRole("heading", { name: "No Vendors Found" })).toBeVisible();
  });
});

test.describe("Job board without JavaScript", () => {
  test("filters by category, duration and budget with the native selects", async ({ page }) => {
    await page.goto("/jobs");
    const form = page.getByRole("search", { name: "Filter jobs" });
    await expect(form.getByRole("combobox", { name: "Max Budget" }).getByRole("option")).toHaveText(
      ["Any Budget", "Up to $90k", "Up to $120k", "Up to $200k"],
    );
    await form.getByRole("combobox", { name: "Duration" }).selectOption("Contract");
    await form.getByRole("combobox", { name: "Max Budget" }).selectOption({ label: "Up to $200k" });
    await apply(page).click();
    await expect(page).toHaveURL(
      /\/jobs\?q=&category=&duration=Contract&budget=200000&location=&remote=&posted=$/,
    );
    await expect(cardTitles(page)).toHaveText([
      "Cloud Platform Engineer",
      "Growth Marketing Manager",
    ]);
    await form.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page.getByText("Showing 6 of 6 jobs")).toBeVisible();
  });
});

test.describe("Members directory without JavaScript", () => {
  test("searches by name with Enter and filters by role and region", async ({ page }) => {
    await page.goto("/network/members");
    const form = page.getByRole("search", { name: "Find members" });
    await form.getByRole("searchbox", { name: "Search by name" }).fill("ca");
    await form.getByRole("searchbox", { name: "Search by name" }).press("Enter");
    await expect(page.locator("main li h3")).toHaveText([
      "Lucas Ferreira",
      "Carmen Ruiz",
      "Camila Duarte",
    ]);
    await form.getByRole("combobox", { name: "Role" }).selectOption("Procurement Manager");
    await apply(page).click();
    await expect(page.locator("main li h3")).toHaveText(["Camila Duarte"]);
    await expect(form.getByRole("searchbox", { name: "Search by name" })).toHaveValue("ca");
  });
});

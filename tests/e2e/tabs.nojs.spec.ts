import { expect, test } from "./fixtures";

// Tabs and category filters with JavaScript disabled: each is a link the server answers.

test("project tabs are links to each status", async ({ page }) => {
  await page.goto("/projects");
  const tabs = page.getByRole("navigation", { name: "Project status" });
  await expect(tabs.getByRole("link", { name: "Active Tender" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await tabs.getByRole("link", { name: "Collaboration" }).click();
  await expect(page).toHaveURL(/\/projects\?status=collaboration$/);
  const panel = page.getByRole("region", { name: "Collaboration" });
  await expect(panel).toContainText("Showing 3 projects");
  await expect(panel).toContainText("$750K");
  await expect(tabs.getByRole("link", { name: "Collaboration" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("challenge tabs are links to each status", async ({ page }) => {
  await page.goto("/ideas/challenges");
  const tabs = page.getByRole("navigation", { name: "Challenge status" });
  await tabs.getByRole("link", { name: "Problem Statement" }).click();
  await expect(
    page.getByRole("region", { name: "Problem Statement" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["Verifying Scope 3 Emissions Data from Tier-2 Suppliers"]);
  await tabs.getByRole("link", { name: "Active", exact: true }).click();
  await expect(page).toHaveURL(/\/ideas\/challenges$/);
  await expect(page.getByRole("region", { name: "Active" })).toContainText(
    "Zero-Waste Packaging for Last-Mile Delivery",
  );
});

test("template categories are links, with a count of what each shows", async ({ page }) => {
  await page.goto("/knowledge/templates");
  const filters = page.getByRole("navigation", { name: "Filter templates by category" });
  await filters.getByRole("link", { name: "Vendor Management" }).click();
  await expect(page).toHaveURL(/\/knowledge\/templates\?category=Vendor\+Management$/);
  const cards = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards.filter({ hasNotText: "Vendor Management" })).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ templates?$/)).toHaveText(
    `Showing ${await cards.count()} templates`,
  );
  await filters.getByRole("link", { name: "Legal" }).click();
  await expect(page.getByText(/^Showing \d+ templates?$/)).toHaveText("Showing 4 templates");
  await expect(filters.getByRole("link", { name: "Legal" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

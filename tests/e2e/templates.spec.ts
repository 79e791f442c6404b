import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ templates?$/);
/** The template cards (the category links are list items too). */
const cards = (page: Page) =>
  page.locator("main li").filter({ has: page.getByRole("heading", { level: 3 }) });

async function download(page: Page, title: string) {
  const card = page.locator("main li").filter({ has: page.getByRole("heading", { name: title }) });
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: /^Download/ }).click(),
  ]);
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), bytes };
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

test.describe("Templates & Guides", () => {
  test("filters by category with a count of what it shows", async ({ page }) => {
    await gotoHydrated(page, "/knowledge/templates");
    const filters = page.getByRole("navigation", { name: "Filter templates by category" });
    await expect(filters.getByRole("link")).toHaveText([
      "All",
      "Procurement",
      "Legal",
      "Finance",
      "Operations",
      "Vendor Management",
      "Risk Management",
      "Sustainability",
    ]);
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(countLine(page)).toHaveText("Showing 24 templates");
    await expect(cards(page)).toHaveCount(24);
    const card = cards(page).first();
    await expect(card).toContainText("RFP Template (Comprehensive)");
    await expect(card).toContainText("Word Document");
    await expect(card).toContainText("Procurement");
    await expect(card).toContainText("A full request for proposal");
    // The page as it opens passes axe in routes.spec.ts.

    await filters.getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveURL(/\/knowledge\/templates\?category=Legal$/);
    await expect(filters.getByRole("link", { name: "Legal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(filters.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    await expect(countLine(page)).toHaveText("Showing 4 templates");
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).filter({ hasNotText: "Legal" })).toHaveCount(0);
    await filters.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/knowledge\/templates$/);
    await expect(countLine(page)).toHaveText("Showing 24 templates");
  });

  test("a link opens a category, and an unknown one shows them all", async ({ page }) => {
    await gotoHydrated(page, "/knowledge/templates?category=Vendor+Management");
    await expect(page.getByRole("link", { name: "Vendor Management" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cards(page).filter({ hasNotText: "Vendor Management" })).toHaveCount(0);
    await gotoHydrated(page, "/knowledge/templates?category=Recipes");
    await expect(countLine(page)).toHaveText("Showing 24 templates");
  });

  test("downloads a Word document that opens as one", async ({ page }) => {
    await gotoHydrated(page, "/knowledge/templates");
    const { name, bytes } = await download(page, "RFP Template (Comprehensive)");
    expect(name).toBe("rfp-template-comprehensive.docx");
    expect(bytes.subarray(0, 4)).toEqual(ZIP);
    expect(bytes.includes("word/document.xml")).toBe(true);
  });

  test("downloads an Excel workbook that opens as one", async ({ page }) => {
    await gotoHydrated(page, "/knowledge/templates");
    const { name, bytes } = await download(page, "Supplier Scorecard (Quarterly)");
    expect(name).toBe("supplier-scorecard-quarterly.xlsx");
    expect(bytes.subarray(0, 4)).toEqual(ZIP);
    expect(bytes.includes("xl/workbook.xml")).toBe(true);
  });

  test("downloads a PDF that opens as one", async ({ page }) => {
    await gotoHydrated(page, "/knowledge/templates");
    const { name, bytes } = await download(page, "Non-Disclosure Agreement (One-Way)");
    expect(name).toBe("nda-one-way.pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  test("a failed download says so instead of saving an error page", async ({ page }) => {
    await page.route("**/templates/rfp-template-quick.docx", (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    await gotoHydrated(page, "/knowledge/templates");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    const card = cards(page).filter({ hasText: "RFP Template (Quick)" });
    await card.getByRole("button", { name: /^Download/ }).click();
    await expect(card.getByRole("alert")).toHaveText("The download failed. Please try again.");
    expect(downloaded).toBe(false);
    await expectNoAxeViolations(page);
  });
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ templates?$/);

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
    const filters = page.getByRole("radiogroup", { name: "Filter templates by category" });
    await expect(filters.getByRole("radio")).toHaveText([
      "All",
      "Procurement",
      "Legal",
      "Finance",
      "Operations",
      "Vendor Management",
      "Risk Management",
      "Sustainability",
    ]);
    await expect(filters.getByRole("radio", { name: "All" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(countLine(page)).toHaveText("Showing 24 templates");
    await expect(page.locator("main li")).toHaveCount(24);
    const card = page.locator("main li").first();
    await expect(card).toContainText("RFP Template (Comprehensive)");
    await expect(card).toContainText("Word Document");
    await expect(card).toContainText("Procurement");
    await expect(card).toContainText("A full request for proposal");
    await expectNoAxeViolations(page);

    await filters.getByRole("radio", { name: "Legal" }).click();
    await expect(filters.getByRole("radio", { name: "Legal" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(countLine(page)).toHaveText("Showing 4 templates");
    await expect(page.locator("main li").filter({ hasNotText: "Legal" })).toHaveCount(0);
    await filters.getByRole("radio", { name: "All" }).click();
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
    const card = page.locator("main li").filter({ hasText: "RFP Template (Quick)" });
    await card.getByRole("button", { name: /^Download/ }).click();
    await expect(card.getByRole("alert")).toHaveText("The download failed. Please try again.");
    expect(downloaded).toBe(false);
    await expectNoAxeViolations(page);
  });
});

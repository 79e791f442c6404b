import { expect, memberPage, test } from "./claims-helpers";

// A tender without JavaScript, where only a real browser shows it: Chromium posts the tender's
// form (two lots, five line-item rows each with its lot, the deadlines' date-time fields, a PDF from the file picker) as a
// plain multipart form. The rest of the tender, with the same forms, runs through the request
// handler in tests/flows/tenders.test.ts.

const PDF = {
  name: "specification.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

test("a real browser publishes a tender with its line items and a PDF, without scripts", async ({
  browser,
  claimServer,
}) => {
  const { page } = await memberPage(browser, claimServer, "Bea Buyer", {
    javaScriptEnabled: false,
  });
  await page.goto("/projects/new");
  const form = page.getByRole("form", { name: "New tender" });
  await form.getByLabel("Title").fill("Office furniture without scripts");
  await form.getByLabel("Description").fill("Desks and chairs for 40 people, assembled on site.");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Sector").selectOption("Manufacturing");
  await form.getByLabel("Organisation's name").fill("Bea Trading");
  await form.getByLabel("Questions until").fill("2030-01-01T12:00");
  await form.getByLabel("Bids until").fill("2030-01-02T12:00");
  // Split into two lots (decision 390): each item names its lot.
  await form.getByLabel("Lot 1 name").fill("Desks");
  await form.getByLabel("Lot 2 name").fill("Chairs");
  await form.getByLabel("Item 1").fill("Standing desk");
  await form.getByLabel("Lot for line 1").selectOption("1");
  await form.getByLabel("Quantity").first().fill("40");
  await form.getByLabel("Unit", { exact: true }).first().fill("piece");
  await form.getByLabel("Item 2").fill("Office chair");
  await form.getByLabel("Quantity").nth(1).fill("40");
  await form.getByLabel("Lot for line 2").selectOption("2");
  await form.getByLabel("Documents").setInputFiles(PDF);
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(page.getByText("Your tender is published.")).toBeVisible();
  await expect(page.getByRole("link", { name: PDF.name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Office chair");
  await expect(page.getByRole("heading", { name: "Lot 2: Chairs" })).toBeVisible();

  // An amendment adds a line to the lot the buyer chooses (decision 456); the stored lines keep
  // theirs, named, not chosen.
  await page.getByRole("link", { name: "Amend tender" }).click();
  const amend = page.getByRole("form", { name: "Amend tender" });
  await expect(amend.getByText("In Lot 1: Desks")).toBeVisible();
  await expect(amend.getByLabel("Lot for line 1")).toHaveCount(0);
  await amend.getByLabel("Item 3").fill("Footrest");
  await amend.getByLabel("Quantity").nth(2).fill("10");
  await amend.getByLabel("Lot for line 3").selectOption("2");
  await page.screenshot({ path: "test-results/amend-lots.png", fullPage: true });
  await amend.getByRole("button", { name: "Publish amendment" }).click();
  await expect(page.getByText("The amendment is published.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Amendments" })).toContainText(
    "Item added to lot 2: Footrest, 10.",
  );
});

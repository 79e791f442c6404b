import type { Browser, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { openDatabase } from "../../server/db/database";
import { expect, expectNoAxeViolations } from "./fixtures";
import { memberPage, test, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";

// The tender flow of issue 24 on a server of its own: a buyer publishes, two owners of approved
// companies ask, read the answer and bid; the deadline is moved in the database (not waited
// for); the buyer compares, exports and awards. Run with and without JavaScript.

export { expect, test };

const PDF = {
  name: "specification.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

/** Moves the tender's bid deadline into the past, as the clock would. */
async function passDeadline(server: OwnServer, id: string) {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable("tenders")
      .set({ bid_deadline: past, question_deadline: past })
      .where("id", "=", id)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function supplier(
  browser: Browser,
  server: OwnServer,
  name: string,
  slug: string,
  js: boolean,
) {
  const { page, member } = await memberPage(browser, server, name, { javaScriptEnabled: js });
  await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner(slug, member.email)).toBe("done");
  });
  return page;
}

async function bid(page: Page, tenderUrl: string, prices: [string, string], js: boolean) {
  await page.goto(tenderUrl);
  await page.getByRole("link", { name: "Place a bid" }).click();
  const form = page.getByRole("form", { name: "Your bid" });
  await form.getByLabel("Unit price of Standing desk in US dollars").fill(prices[0]);
  await form.getByLabel("Unit price of Office chair in US dollars").fill(prices[1]);
  await form.getByLabel("Delivery time (days)").fill("21");
  await form.getByLabel("Prices valid until").fill("2031-01-31");
  await form.getByLabel("Message to the buyer").fill("Delivered and assembled on site.");
  if (js) {
    const total = (40 * Number(prices[0]) + 40 * Number(prices[1])).toLocaleString("en-US", {
      minimumFractionDigits: 2,
    });
    await expect(form.getByRole("row", { name: /^Total/ })).toContainText(`$${total}`);
    await expectNoAxeViolations(page);
  }
  await form.getByRole("button", { name: "Place bid" }).click();
  await expect(page.getByText("Your bid is sealed until the deadline.")).toBeVisible();
}

export async function tenderFlow(browser: Browser, server: OwnServer, js: boolean) {
  const options = { javaScriptEnabled: js };
  const buyer = (await memberPage(browser, server, "Bea Buyer", options)).page;
  const sam = await supplier(browser, server, "Sam Supplier", "lumenstack-technologies", js);
  const tia = await supplier(browser, server, "Tia Tenderer", "alderpoint-advisory", js);

  // The buyer publishes a tender with two line items and a PDF.
  await buyer.goto("/projects");
  await buyer.getByRole("link", { name: "Publish a tender" }).first().click();
  await expect(buyer).toHaveURL("/projects/new");
  const form = buyer.getByRole("form", { name: "New tender" });
  const title = `Office furniture ${js ? "with" : "without"} scripts`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Desks and chairs for 40 people, assembled on site.");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Sector").selectOption("Manufacturing");
  await form.getByLabel("Organisation's name").fill("Bea Trading");
  await form.getByLabel("Budget (USD, optional)").fill("50000");
  await form.getByLabel("Questions until").fill("2030-01-01T12:00");
  await form.getByLabel("Bids until").fill("2030-01-02T12:00");
  await form.getByLabel("Item 1").fill("Standing desk");
  await form.getByLabel("Quantity").first().fill("40");
  await form.getByLabel("Unit", { exact: true }).first().fill("piece");
  await form.getByLabel("Item 2").fill("Office chair");
  await form.getByLabel("Quantity").nth(1).fill("40");
  await form.getByLabel("Criterion 1").fill("Price");
  await form.getByLabel("Weight").first().fill("70");
  await form.getByLabel("Criterion 2").fill("Delivery");
  await form.getByLabel("Weight").nth(1).fill("30");
  await form.getByLabel("Documents").setInputFiles(PDF);
  if (js) await expectNoAxeViolations(buyer);
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(buyer.getByText("Your tender is published.")).toBeVisible();
  const tenderUrl = new URL(buyer.url()).pathname;
  const id = tenderUrl.split("/")[2]!;
  await expect(buyer.getByRole("link", { name: PDF.name })).toBeVisible();

  // The buyer invites a company from its profile; its owner is told.
  await buyer.goto("/vendors/alderpoint-advisory");
  await buyer.getByRole("button", { name: `Invite to ${title}` }).click();
  await expect(buyer.getByText("The company is invited.")).toBeVisible();
  await tia.goto("/account/notifications");
  await expect(tia.getByText("Alderpoint Advisory is invited to a tender")).toBeVisible();

  // And from a shortlist: each listed supplier has the same buttons.
  await buyer.goto("/vendors/lumenstack-technologies");
  await buyer.getByRole("button", { name: "Save Lumenstack Technologies" }).click();
  await expect(buyer.getByRole("button", { name: /^Saved Lumenstack Technologies/ })).toBeVisible();
  await buyer.goto("/account/shortlists");
  await buyer.getByRole("button", { name: `Invite Lumenstack Technologies to ${title}` }).click();
  await expect(buyer.getByText("The company is invited.")).toBeVisible();
  await sam.goto("/account/notifications");
  await expect(sam.getByText("Lumenstack Technologies is invited to a tender")).toBeVisible();

  // A supplier asks; the buyer answers; the other supplier reads the answer, without a name.
  await sam.goto(tenderUrl);
  await sam.getByLabel("Ask the buyer a question").fill("May the chairs be grey?");
  await sam.getByRole("button", { name: "Send question" }).click();
  await expect(sam.getByText("Your question is sent.")).toBeVisible();
  await buyer.goto(tenderUrl);
  await buyer
    .getByLabel("Your answer, public without the asker's name")
    .fill("Yes: grey or black.");
  await buyer.getByRole("button", { name: "Publish answer" }).click();
  await expect(buyer.getByText("Your answer is published on the tender.")).toBeVisible();
  await tia.goto(tenderUrl);
  const qa = tia.getByRole("region", { name: "Questions and answers" });
  await expect(qa).toContainText("May the chairs be grey?");
  await expect(qa).toContainText("Yes: grey or black.");
  await expect(qa).not.toContainText("Sam Supplier");
  if (js) await expectNoAxeViolations(tia);

  // Both bid; the buyer sees the count, not the amounts.
  await bid(sam, tenderUrl, ["250", "120"], js);
  await bid(tia, tenderUrl, ["240", "135.50"], js);
  await buyer.goto(tenderUrl);
  await expect(buyer.getByText("2 bids received.")).toBeVisible();
  await buyer.goto(`${tenderUrl}/bids`);
  await expect(buyer.getByRole("heading", { name: "The bids are sealed" })).toBeVisible();
  await expect(buyer.locator("main")).not.toContainText("14,800");

  // After the deadline, the comparison shows both bids with the right totals.
  await passDeadline(server, id);
  await buyer.goto(tenderUrl);
  await buyer.getByRole("link", { name: "Compare bids" }).click();
  const table = buyer.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Lumenstack Technologies" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Alderpoint Advisory" })).toBeVisible();
  const totals = table.getByRole("row", { name: /^Total/ });
  await expect(totals).toContainText("$14,800.00");
  await expect(totals).toContainText("$15,020.00");
  if (js) await expectNoAxeViolations(buyer);

  // The XLSX export, parsed back, has the same numbers.
  const xlsx = await buyer.request.get(`${tenderUrl}/bids.xlsx`);
  expect(xlsx.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Bids")!;
  const totalRow = sheet
    .getRows(1, sheet.rowCount)!
    .find((row) => row.getCell(1).value === "Total (USD)")!;
  const values = (totalRow.values as unknown[]).filter((v) => typeof v === "number");
  expect(values.sort()).toEqual([14800, 15020]);
  // Nobody else gets it.
  expect((await sam.request.get(`${tenderUrl}/bids.xlsx`)).status()).toBe(404);

  // The buyer awards one; the other bidder sees "Not awarded"; it is listed In Progress.
  await buyer.getByLabel(/Award to Lumenstack Technologies/).check();
  await buyer.getByRole("button", { name: "Record the outcome and tell the bidders" }).click();
  await expect(
    buyer.getByText("The outcome is recorded, and every bidder was told."),
  ).toBeVisible();
  await tia.goto("/account/bids");
  await expect(tia.getByRole("row", { name: new RegExp(title) })).toContainText("Not awarded");
  await sam.goto("/account/bids");
  await expect(sam.getByRole("row", { name: new RegExp(title) })).toContainText("Awarded");
  await buyer.goto("/projects?status=in-progress");
  await expect(buyer.getByRole("link", { name: title })).toBeVisible();
  if (js) await expectNoAxeViolations(buyer);

  // Once the work is done, the buyer reviews the supplier from the tender: "Verified buyer".
  const reviewTitle = `Desks on time ${js ? "with" : "without"} scripts`;
  await buyer.goto(tenderUrl);
  const review = buyer.getByRole("region", { name: "Review Lumenstack Technologies" });
  if (js) await expectNoAxeViolations(buyer);
  await review.getByRole("radio", { name: "5 out of 5 stars" }).check();
  await review.getByLabel("Title").fill(reviewTitle);
  await review
    .getByRole("textbox", { name: "Review", exact: true })
    .fill("Forty desks and forty chairs, delivered and assembled on the day promised.");
  await review.getByLabel("Relationship").selectOption("Current customer");
  await review.getByRole("button", { name: "Publish review" }).click();
  await expect(buyer).toHaveURL(/\/vendors\/lumenstack-technologies/);
  await expect(buyer.getByText("Thank you. Your review is published.")).toBeVisible();
  await expect(buyer.getByRole("article", { name: reviewTitle })).toContainText("Verified buyer");
  await buyer.goto("/vendors/reviews");
  await expect(buyer.getByRole("article", { name: reviewTitle })).toContainText("Verified buyer");
  await buyer.goto(tenderUrl);
  await expect(
    buyer.getByText(
      "Your review of Lumenstack Technologies is published and marked Verified buyer.",
    ),
  ).toBeVisible();
}

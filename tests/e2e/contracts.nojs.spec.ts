import type { Browser, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { expect, memberPage, test, withRepo } from "./claims-helpers";
import { expectNoAxeViolations, gotoHydrated } from "./fixtures";
import type { OwnServer } from "./own-server";
import { buildUblInvoice } from "../../app/domains/contracts/ubl/invoice";
import { passDeadlinesIn } from "../../app/domains/tenders/deadlines.testing";

// A contract's life in a real browser (issue 42, decisions 400 and 416): without scripts, the
// buyer drafts it from the award's "Draft contract", the winner accepts it, an order is placed
// and confirmed, the delivery received, an invoice sent by form, approved and paid, with axe on
// the contract's page; with scripts, the whole life again, the invoice uploaded as a UBL 2.1 file from an ERP. The tender and its
// award are set through the data layer, as tests/e2e/award.nojs.spec.ts sets them.

test.describe.configure({ timeout: 180_000 });

async function accountId(server: OwnServer, email: string): Promise<string> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    return (
      await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
  } finally {
    await db.destroy();
  }
}

/**
 * Axe on a page a no-script member sees: axe runs as a script, so it reads the same page in a
 * context of their own session with scripts on (hydrated, as most members see it).
 */
async function axeAsMember(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
    javaScriptEnabled: true,
  });
  try {
    const scripted = await context.newPage();
    await gotoHydrated(scripted, path);
    await expectNoAxeViolations(scripted);
  } finally {
    await context.close();
  }
}

/** A tender awarded at once to the winner's bid: the buyer's and the winner's pages, its id. */
async function awarded(browser: Browser, server: OwnServer, title: string, javaScript: boolean) {
  const options = { javaScriptEnabled: javaScript };
  const buyer = await memberPage(browser, server, `Bea ${title}`, options);
  const winner = await memberPage(browser, server, `Wil ${title}`, options);
  await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner("lumenstack-technologies", winner.member.email)).toBe(
      "done",
    );
  });
  const buyerId = await accountId(server, buyer.member.email);
  const winnerId = await accountId(server, winner.member.email);
  const id = await withRepo(server, async (repo) => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const id = await repo.tenders.create(
      { id: buyerId },
      {
        title,
        description: "Two electric forklifts, delivered.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        questionDeadline: future,
        bidDeadline: future,
        standstillDays: 0,
        items: [{ item: "Forklift", quantity: 2, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const placed = await repo.tenders.placeBid(
      id,
      { id: winnerId },
      (await repo.vendors.bySlug("lumenstack-technologies"))!.id,
      { prices: [2_000_000], deliveryDays: 20, validUntil: "2031-01-31", message: "" },
      [],
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    await passDeadlinesIn(server.dataDir, id);
    expect(
      await repo.tenders.award(id, buyerId, { bidId: placed.id, reason: "", showAmount: false }),
    ).toEqual({ ok: true, until: null });
    return id;
  });
  return { buyer: buyer.page, winner: winner.page, id };
}

test("a contract's life without scripts", async ({ browser, claimServer }) => {
  const { buyer, winner, id } = await awarded(browser, claimServer, "Forklifts life", false);
  const main = (page: Page) => page.getByRole("main");

  // The buyer drafts it from the award.
  await buyer.goto(`/projects/${id}`);
  await buyer.getByRole("link", { name: "Draft contract" }).click();
  await buyer.getByLabel("Start").fill("2030-02-01");
  await buyer.getByLabel("End").fill("2031-06-30");
  await buyer.getByLabel("Your country (two letters)").fill("GB");
  await buyer.getByRole("button", { name: "Send the contract to the supplier" }).click();
  await expect(main(buyer)).toContainText("The contract is drafted.");
  const contractPath = new URL(buyer.url()).pathname;
  await axeAsMember(browser, buyer, contractPath);

  // The winner reaches it from the tender and accepts it.
  await winner.goto(`/projects/${id}`);
  await winner.getByRole("link", { name: "View the contract" }).click();
  await expect(winner).toHaveURL(new RegExp(`${contractPath}$`));
  await winner.getByLabel("Your country (two letters)").fill("DE");
  await winner.getByRole("button", { name: "Accept the contract" }).click();
  await expect(main(winner)).toContainText("You accepted the contract.");

  // The buyer orders both forklifts; the winner confirms and sends them.
  await buyer.goto(`${contractPath}/orders/new`);
  await buyer.getByLabel("Quantity of Forklift").fill("2");
  await buyer.getByLabel("Delivery date").fill("2031-06-30");
  await buyer.getByRole("button", { name: "Place the order" }).click();
  await expect(main(buyer)).toContainText("The order is placed.");
  await winner.goto(contractPath);
  await winner.getByRole("button", { name: /^Confirm order / }).click();
  await expect(main(winner)).toContainText("You confirmed the order.");
  await winner.getByRole("button", { name: /^Mark order .* sent$/ }).click();
  await expect(main(winner)).toContainText("The delivery is marked as sent.");

  // The buyer records the receipt of both.
  await buyer.goto(contractPath);
  await buyer.getByLabel("Received now: Forklift").fill("2");
  await buyer.getByRole("button", { name: /^Record receipt of order / }).click();
  await expect(main(buyer)).toContainText("The receipt is recorded.");

  // The winner invoices by the form; the buyer approves and pays.
  await winner.goto(contractPath);
  await winner.getByRole("link", { name: /^Issue an invoice for order / }).click();
  await winner.getByLabel("Invoice number").fill("INV-1");
  await winner.getByLabel("Invoice date").fill("2030-03-01");
  await winner.getByLabel("Quantity invoiced: Forklift").fill("2");
  await winner.getByRole("button", { name: "Send the invoice" }).click();
  await expect(main(winner)).toContainText("The invoice is sent.");
  await buyer.goto(contractPath);
  await buyer.getByRole("button", { name: "Approve invoice INV-1" }).click();
  await expect(main(buyer)).toContainText("You approved the invoice.");
  await buyer.getByLabel("Paid on").fill("2030-03-10");
  await buyer.getByLabel("Payment reference").fill("BANK-0042");
  await buyer.getByRole("button", { name: "Record payment of invoice INV-1" }).click();
  await expect(main(buyer)).toContainText("The payment is recorded.");
  await axeAsMember(browser, buyer, contractPath);
});

/** A UBL 2.1 invoice from the winner's ERP: its line named otherwise, found by its order line. */
const erpInvoice = (number: string, vatRate: number) =>
  buildUblInvoice({
    number,
    issueDate: "2030-03-01",
    dueDate: "2030-03-31",
    currency: "USD",
    buyerReference: "ERP",
    seller: { name: "Lumenstack Technologies", country: "DE", vatId: "DE123456789" },
    buyer: { name: "Bea Trading", country: "GB" },
    lines: [
      {
        id: "1",
        name: "FL-2000 electric forklift",
        orderLineRef: "1",
        quantity: 2,
        unitCode: "C62",
        unitPrice: 2_000_000,
        vatCategory: "S",
        vatRate,
      },
    ],
  });

test("a contract's life with scripts, the invoice uploaded as UBL", async ({
  browser,
  claimServer,
}) => {
  const { buyer, winner, id } = await awarded(browser, claimServer, "Forklifts script", true);
  const main = (page: Page) => page.getByRole("main");
  await gotoHydrated(buyer, `/projects/${id}`);
  await buyer.getByRole("link", { name: "Draft contract" }).click();
  await buyer.getByLabel("Start").fill("2030-02-01");
  await buyer.getByLabel("End").fill("2031-06-30");
  await buyer.getByLabel("Your country (two letters)").fill("GB");
  await buyer.getByRole("button", { name: "Send the contract to the supplier" }).click();
  await expect(main(buyer)).toContainText("The contract is drafted.");
  const contractPath = new URL(buyer.url()).pathname;
  await expectNoAxeViolations(buyer);

  await gotoHydrated(winner, contractPath);
  await winner.getByLabel("Your country (two letters)").fill("DE");
  await winner.getByLabel("Your VAT number (optional)").fill("DE123456789");
  await winner.getByRole("button", { name: "Accept the contract" }).click();
  await expect(main(winner)).toContainText("You accepted the contract.");
  await expectNoAxeViolations(winner);

  // The order, its confirmation and dispatch, and the receipt, each a hydrated form.
  await gotoHydrated(buyer, `${contractPath}/orders/new`);
  await buyer.getByLabel("Quantity of Forklift").fill("2");
  await buyer.getByLabel("Delivery date").fill("2031-06-30");
  await buyer.getByRole("button", { name: "Place the order" }).click();
  await expect(main(buyer)).toContainText("The order is placed.");
  await gotoHydrated(winner, contractPath);
  await winner.getByRole("button", { name: /^Confirm order / }).click();
  await expect(main(winner)).toContainText("You confirmed the order.");
  await winner.getByRole("button", { name: /^Mark order .* sent$/ }).click();
  await expect(main(winner)).toContainText("The delivery is marked as sent.");
  await gotoHydrated(buyer, contractPath);
  await buyer.getByLabel("Received now: Forklift").fill("2");
  await buyer.getByRole("button", { name: /^Record receipt of order / }).click();
  await expect(main(buyer)).toContainText("The receipt is recorded.");

  // The winner uploads the ERP's UBL invoice: at another VAT rate it is refused by name, at the
  // order's it is read, its line found by the order line's number.
  await gotoHydrated(winner, contractPath);
  await winner.getByRole("link", { name: /^Issue an invoice for order / }).click();
  const upload = (xml: string) =>
    winner.getByLabel("UBL 2.1 invoice (optional)").setInputFiles({
      name: "invoice.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(xml),
    });
  await upload(erpInvoice("ERP-7", 19));
  await winner.getByRole("button", { name: "Send the invoice" }).click();
  await expect(main(winner)).toContainText(
    'Line 1 ("FL-2000 electric forklift") charges VAT S at 19%; the order has S at 20% for "Forklift".',
  );
  for (const [size, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    await winner.setViewportSize({ width, height: 900 });
    await winner.screenshot({
      path: `${process.env.SCREENSHOT_DIR ?? "test-results/contract-shots"}/invoice-refused-${size}.png`,
      fullPage: true,
    });
  }
  await winner.setViewportSize({ width: 1280, height: 720 });
  await upload(erpInvoice("ERP-7", 20));
  await winner.getByRole("button", { name: "Send the invoice" }).click();
  await expect(main(winner)).toContainText("The invoice is sent.");
  await expect(main(winner)).toContainText("ERP-7");
  await expect(main(winner)).toContainText("Matches the order and the receipts.");

  // The buyer approves and pays; the winner is told.
  await gotoHydrated(buyer, contractPath);
  await expect(main(buyer)).toContainText("Matches the order and the receipts.");
  await buyer.getByRole("button", { name: "Approve invoice ERP-7" }).click();
  await expect(main(buyer)).toContainText("You approved the invoice.");
  await buyer.getByLabel("Paid on").fill("2030-03-10");
  await buyer.getByLabel("Payment reference").fill("BANK-0043");
  await buyer.getByRole("button", { name: "Record payment of invoice ERP-7" }).click();
  await expect(main(buyer)).toContainText("The payment is recorded.");
  await expectNoAxeViolations(buyer);
  await gotoHydrated(winner, contractPath);
  await expect(main(winner)).toContainText("BANK-0043");
});

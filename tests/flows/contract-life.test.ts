import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import {
  checkDownloads,
  compiledRecord,
  contractReleasesIn,
  payableOf,
  uploadInvoice,
} from "./contract-documents";
import { awardedTender } from "./award-setup";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// After the award (issue 42, decision 400), the whole life through the request handler: the
// buyer drafts the contract from the award, the winner accepts it; an order is placed and
// confirmed; the delivery is sent and received in part; an invoice for more than was received is
// flagged and disputed; a corrected one is approved and paid; the buyer's review of the supplier
// then shows as verified and the supplier's scorecard changes. At each step another supplier,
// another buyer and a visitor are refused, and nothing changes.

const WINNER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const OTHER = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
const FAR = "2031-06-30";

describe.each(BACKENDS)("a contract's life on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const idOf = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  it("runs from the award to a verified review, refusing anyone but its parties", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bea Buyer");
    const winner = await site.member("Wil Winner");
    const otherSupplier = await site.member("Oda Other");
    const otherBuyer = await site.member("Abe Another");
    const visitor = site.visitor();
    expect(await repo.vendors.assignOwner(WINNER.slug, winner.email)).toBe("done");
    expect(await repo.vendors.assignOwner(OTHER.slug, otherSupplier.email)).toBe("done");
    const buyerId = await idOf(buyer.email);

    // A tender awarded at once (no standstill) to the winner's bid: two forklifts at 20,617.00.
    const { tenderId } = await awardedTender(site, buyer.email, {
      title: `Forklifts after the award ${backend}`,
      description: "Two electric forklifts, delivered.",
      item: { item: "Forklift", quantity: 2 },
      bids: [
        { email: winner.email, slug: WINNER.slug, price: 2_061_700 },
        { email: otherSupplier.email, slug: OTHER.slug, price: 2_283_900 },
      ],
    });

    // The buyer writes a review of the winner now: not verified, and the scorecard is empty.
    const vendorId = (await repo.vendors.bySlug(WINNER.slug))!.id;
    const review = await repo.reviews.create(
      vendorId,
      { id: buyerId, name: buyer.name },
      {
        rating: 5,
        title: "Forklifts as promised",
        body: REVIEW_BODY,
        relationship: "Past customer",
      },
    );
    expect(review.ok).toBe(true);
    const profileBefore = await buyer.get(`/vendors/${WINNER.slug}`);
    expect(reviewArticle(profileBefore).textContent).not.toContain("Verified buyer");
    expect(scorecard(profileBefore)).toContain("No contracts on ProcureConnect yet.");

    /** Another supplier, another buyer and a visitor are refused `path` (and its post). */
    const refused = async (path: string, form?: Record<string, string>) => {
      for (const intruder of [otherSupplier, otherBuyer]) {
        const response = form
          ? await post(intruder, path, form)
          : await intruder.fetch(path, { redirect: "manual" });
        expect(response.status, `${intruder.name} ${path}`).toBe(404);
      }
      const response = form
        ? await post(visitor, path, form)
        : await visitor.fetch(path, { redirect: "manual" });
      expect(response.status, `a visitor ${path}`).not.toBe(200);
      expect(response.status).toBeLessThan(500);
    };

    // The buyer drafts the contract from the award: the winning bid's items and prices.
    const draftPath = `/contracts/new?tender=${tenderId}`;
    await refused(draftPath);
    expect((await winner.fetch(draftPath)).status).toBe(404);
    const draftPage = await buyer.get(draftPath);
    expect(draftPage.text).toContain("Forklift");
    expect(draftPage.text).toContain("$41,234.00");
    const drafted = await buyer.press(draftPage, "Send the contract to the supplier", {
      Start: "2030-02-01",
      End: FAR,
      "Your country (two letters)": "GB",
      "Your VAT number (optional)": "GB123456789",
    });
    expect(drafted.text).toContain("The contract is drafted.");
    const contractPath = drafted.path.split("?")[0]!;
    const contractId = contractPath.split("/").pop()!;
    // The side a move is not for is refused as anyone else is.
    const buyerCannot = async (path: string, form: Record<string, string>) =>
      (await post(buyer, path, form)).status;
    const winnerCannot = async (form: Record<string, string>) =>
      (await post(winner, contractPath, form)).status;
    await refused(contractPath);
    await refused(draftPath, { periodStart: "2030-02-01", periodEnd: FAR, country: "GB" });
    expect(await count("contracts", "tender_id", tenderId)).toBe(1);
    // A draft contract is not public: the tender's open data has no contract yet.
    expect(await contractReleasesIn(visitor, tenderId)).toEqual([]);

    // The winner accepts; nobody else can.
    await refused(contractPath, { intent: "accept", country: "FR" });
    expect(await buyerCannot(contractPath, { intent: "accept", country: "FR" })).toBe(404);
    const offered = await winner.get(contractPath);
    expect(offered.text).toContain("Awaiting the supplier");
    const accepted = await winner.press(offered, "Accept the contract", {
      "Your country (two letters)": "DE",
      "Your VAT number (optional)": "DE123456789",
    });
    expect(accepted.text).toContain("You accepted the contract.");
    expect(accepted.text).toContain("Active");
    expect(await told(buyer.email, "Contract accepted")).toBe(true);

    // The buyer orders both forklifts; an order past the contract's value is refused.
    const orderPath = `${contractPath}/orders/new`;
    await refused(orderPath);
    expect((await winner.fetch(orderPath)).status).toBe(404);
    const orderForm = await buyer.get(orderPath);
    const tooMuch = await buyer.press(orderForm, "Place the order", {
      "Quantity of Forklift": "3",
      "Delivery date": FAR,
    });
    expect(tooMuch.text).toContain("This order is more than the contract's value leaves.");
    const ordered = await buyer.press(orderForm, "Place the order", {
      "Quantity of Forklift": "2",
      "Delivery date": FAR,
    });
    expect(ordered.text).toContain("The order is placed.");
    const order = await site.db
      .selectFrom("purchase_orders")
      .select(["id", "number"])
      .where("contract_id", "=", contractId)
      .executeTakeFirstOrThrow();

    // The winner confirms it and sends the delivery.
    await refused(contractPath, { intent: "order-confirm", order: order.id });
    expect(await buyerCannot(contractPath, { intent: "order-confirm", order: order.id })).toBe(404);
    const confirmed = await winner.press(
      await winner.get(contractPath),
      `Confirm order ${order.number}`,
    );
    expect(confirmed.text).toContain("You confirmed the order.");
    await refused(contractPath, { intent: "order-sent", order: order.id });
    const sent = await winner.press(confirmed, `Mark order ${order.number} sent`);
    expect(sent.text).toContain("The delivery is marked as sent.");

    // The buyer receives one forklift of two, with a note.
    const lineId = (
      await site.db
        .selectFrom("purchase_order_lines")
        .select("id")
        .where("purchase_order_id", "=", order.id)
        .executeTakeFirstOrThrow()
    ).id;
    await refused(contractPath, {
      intent: "receive",
      order: order.id,
      [`received-${lineId}`]: "2",
    });
    const received = await buyer.press(
      await buyer.get(contractPath),
      `Record receipt of order ${order.number}`,
      {
        "Received now: Forklift": "1",
        Note: "One forklift arrived; the second is back-ordered.",
      },
    );
    expect(received.text).toContain("The receipt is recorded.");
    expect(received.text).toContain("Partly received");
    expect(received.text).toContain("One forklift arrived; the second is back-ordered.");

    // An invoice for both forklifts, more than was received, is flagged.
    const invoicePath = `${contractPath}/orders/${order.id}/invoice`;
    await refused(invoicePath);
    expect((await buyer.fetch(invoicePath)).status).toBe(404);
    const invoiceForm = await winner.get(invoicePath);
    const flagged = await winner.press(invoiceForm, "Send the invoice", {
      "Invoice number": "INV-1",
      "Invoice date": "2030-03-01",
      "Quantity invoiced: Forklift": "2",
    });
    expect(flagged.text).toContain("The invoice is sent.");
    const first = invoiceArticle(flagged, "INV-1");
    expect(first.textContent).toContain("Flagged by the three-way match");
    expect(first.textContent).toContain("Forklift: invoiced for more than was received.");
    await refused(invoicePath, { number: "INV-X", issueDate: "2030-03-01", line: lineId });
    const invoice1 = await invoiceId("INV-1");

    // The buyer disputes it; the winner sends a corrected invoice, which matches; it is approved.
    await refused(contractPath, { intent: "invoice-dispute", invoice: invoice1, reason: "No" });
    const disputed = await buyer.press(await buyer.get(contractPath), "Dispute invoice INV-1", {
      Reason: "Only one forklift has arrived.",
    });
    expect(disputed.text).toContain("You disputed the invoice.");
    const corrected = await winner.press(await winner.get(invoicePath), "Send the invoice", {
      "Invoice number": "INV-2",
      "Invoice date": "2030-03-02",
      "Quantity invoiced: Forklift": "1",
    });
    expect(invoiceArticle(corrected, "INV-2").textContent).toContain(
      "Matches the order and the receipts.",
    );
    const invoice2 = await invoiceId("INV-2");
    await refused(contractPath, { intent: "invoice-approve", invoice: invoice2 });
    expect(await winnerCannot({ intent: "invoice-approve", invoice: invoice2 })).toBe(404);
    const approved = await buyer.press(await buyer.get(contractPath), "Approve invoice INV-2");
    expect(approved.text).toContain("You approved the invoice.");

    // Not yet verified: nothing is paid and the contract is not completed.
    expect(reviewArticle(await buyer.get(`/vendors/${WINNER.slug}`)).textContent).not.toContain(
      "Verified buyer",
    );

    // The buyer records the payment; the winner is told.
    const payment = { intent: "pay", invoice: invoice2, paidOn: "2030-03-10", amount: "20617.00" };
    await refused(contractPath, { ...payment, reference: "X" });
    expect(await winnerCannot({ ...payment, reference: "X" })).toBe(404);
    // The payment form offers the invoice's payable amount, with VAT, and refuses more.
    const payable = await payableOf(site, invoice2);
    const amount = approved.screen.getByLabelText(/^Amount/);
    expect(amount).toHaveProperty("value", (payable / 100).toFixed(2));
    const overpaid = await buyer.press(approved, "Record payment of invoice INV-2", {
      "Paid on": "2030-03-10",
      Amount: ((payable + 1) / 100).toFixed(2),
      "Payment reference": "BANK-0041",
    });
    expect(overpaid.text).toContain("The payment is more than the invoice's payable amount.");
    const paid = await buyer.press(approved, "Record payment of invoice INV-2", {
      "Paid on": "2030-03-10",
      "Payment reference": "BANK-0042",
    });
    expect(paid.text).toContain("The payment is recorded.");
    expect(invoiceArticle(paid, "INV-2").textContent).toContain("reference BANK-0042");
    expect(await told(winner.email, "Invoice INV-2 paid")).toBe(true);

    // Both parties download the order and the invoice (EN 16931); nobody else can. The tender's
    // open data now has the contract and its payment, and the process's record validates.
    await checkDownloads(
      [buyer, winner],
      [otherSupplier, otherBuyer, visitor],
      contractPath,
      "INV-2",
      payable,
    );
    const releases = await contractReleasesIn(visitor, tenderId);
    expect(releases.map((r) => r.tag)).toEqual([["contract"], ["implementation"]]);
    const compiled = await compiledRecord(visitor, tenderId);
    expect(compiled.contracts[0].awardID).toBe(compiled.awards[0].id);
    expect(compiled.contracts[0].implementation.transactions[0].value.amount).toBe(payable / 100);
    expect(JSON.stringify(compiled)).not.toContain("BANK-0042");

    // The buyer's review now shows as verified, and the scorecard counts the contract.
    const profileAfter = await buyer.get(`/vendors/${WINNER.slug}`);
    expect(reviewArticle(profileAfter).textContent).toContain("Verified buyer");
    const card = scorecard(profileAfter);
    expect(card).toContain("Invoices matched first time1 of 2 (50%)");
    expect(card).toContain("Disputed invoices1");
    expect(card).toContain("5.0 of 5 from 1 verified buyer");
    // Another supplier's profile is untouched.
    expect(scorecard(await buyer.get(`/vendors/${OTHER.slug}`))).toContain(
      "No contracts on ProcureConnect yet.",
    );

    // Each party lists the contract; an operator reads it without a form; others do not see it.
    expect((await winner.get("/account/contracts")).text).toContain("You supply Bea Logistics");
    expect((await otherBuyer.get("/account/contracts")).text).not.toContain(contractId.slice(0, 4));
    const operator = await site.operator();
    expect((await operator.get("/admin/contracts")).text).toContain(
      `Bea Logistics buys from ${WINNER.name}`,
    );
    const read = await operator.get(contractPath);
    expect(read.text).toContain("INV-2");
    expect(read.document.querySelectorAll("main form")).toHaveLength(0);
    expect((await post(operator, contractPath, { intent: "complete" })).status).toBe(404);

    // The winner uploads a UBL invoice instead of typing one: the three-way match applies.
    const inv2Xml = `${contractPath}/invoices/${invoice2}/invoice.xml`;
    const uploaded = await uploadInvoice(winner, invoicePath, inv2Xml, "INV-3");
    expect(uploaded.text).toContain("The invoice is sent.");
    expect(invoiceArticle(uploaded, "INV-3").textContent).toContain(
      "Forklift: invoiced for more than was received.",
    );
    // An invoice is not open data: the record is as it was.
    expect(await compiledRecord(visitor, tenderId)).toEqual(compiled);
  });

  async function post(visitor: Visitor, path: string, form: Record<string, string>) {
    return visitor.fetch(path, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  }
  async function count(table: "contracts", column: "tender_id", value: string) {
    const rows = await site.db.selectFrom(table).select("id").where(column, "=", value).execute();
    return rows.length;
  }
  async function told(email: string, title: string) {
    const rows = await site.db
      .selectFrom("notifications")
      .innerJoin("user", "user.id", "notifications.user_id")
      .select("notifications.title")
      .where("user.email", "=", email)
      .where("notifications.kind", "=", "contract-update")
      .execute();
    return rows.some((r) => r.title.startsWith(title));
  }
  async function invoiceId(number: string) {
    return (
      await site.db
        .selectFrom("invoices")
        .select("id")
        .where("number", "=", number)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow()
    ).id;
  }
});

const REVIEW_BODY =
  "Both forklifts were specified exactly as tendered and the paperwork was in order throughout.";

function reviewArticle(page: Page): HTMLElement {
  const region = page.document.querySelector("#reviews") as HTMLElement;
  return within(region)
    .getAllByRole("article")
    .find((a) => a.textContent?.includes("Forklifts as promised"))!;
}

function scorecard(page: Page): string {
  const region = page.screen.getByRole("region", { name: "Scorecard" });
  return (region.textContent ?? "").replace(/\s+/g, " ");
}

function invoiceArticle(page: Page, number: string): HTMLElement {
  return page.screen.getByRole("article", { name: new RegExp(`^Invoice ${number}:`) });
}

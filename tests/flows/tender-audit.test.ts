import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { expectValidOcds } from "../../app/domains/tenders/ocds-schema.testing";
import { BACKENDS, openMailingSite, type MailingSite } from "./site";
import type { Page } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// A tender's audit trail through the request handler (issue 41), on a site that e-mails through
// a test mail server, on SQLite and on PostgreSQL + Redis: a supplier's bid brings a receipt with
// the bid's hash; the buyer and an operator read the tender's Timeline, where the bid says nobody's
// name until the bids open, and never a price; the supplier and another member get no Timeline;
// an entry changed in the database shows the chain broken at that entry.

const SUPPLIER_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const unique = () => randomBytes(4).toString("hex");
const timelineOf = (page: Page) => page.screen.queryByRole("region", { name: "Timeline" });
const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ");

describe.each(BACKENDS)("a tender's audit trail on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  /** The tender's open data as `reader` gets it, valid against the merged OCDS schema. */
  async function ocdsText(tenderUrl: string, reader = site.visitor()) {
    const res = await reader.fetch(`${tenderUrl}/ocds.json`);
    expect(res.status).toBe(200);
    const pkg: unknown = await res.json();
    expectValidOcds(pkg);
    return JSON.stringify(pkg);
  }

  it("a bid brings its receipt; the buyer and an operator read the sealed timeline, nobody else does", async () => {
    const buyer = await site.member("Bea Buyer");
    const supplier = await site.member("Sam Supplier");
    const other = await site.member("Otto Other");
    const operator = await site.operator();
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(SUPPLIER_CO.slug, supplier.email)).toBe("done");
    const { id: buyerId } = await site.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", buyer.email)
      .executeTakeFirstOrThrow();
    const title = `Office chairs ${unique()}`;
    const day = 24 * 60 * 60 * 1000;
    const id = await repo.tenders.create(
      { id: buyerId },
      {
        title,
        description: "Forty chairs.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        questionDeadline: new Date(Date.now() + day).toISOString(),
        bidDeadline: new Date(Date.now() + 2 * day).toISOString(),
        items: [{ item: "Chair", quantity: 40, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const tenderUrl = `/projects/${id}`;

    // The supplier bids; their receipt carries the bid's hash, as its version keeps it.
    const placed = await supplier.press(
      await supplier.get(`${tenderUrl}/bid`),
      "Place bid",
      { "Delivery time (days)": "21", "Prices valid until": "2031-01-31" },
      { price: "123.45" },
    );
    expect(placed.text).toContain("Your bid is sealed until the deadline.");
    const { hash } = await site.db
      .selectFrom("bid_versions")
      .innerJoin("bids", "bids.id", "bid_versions.bid_id")
      .select("bid_versions.hash")
      .where("bids.tender_id", "=", id)
      .executeTakeFirstOrThrow();
    // The job runner sends it (on PostgreSQL, pg-boss's worker): on a busy machine, seconds.
    const receipt = await site.until(
      () =>
        site.mailbox
          .to(supplier.email)
          .find((m) => m.subject === `Receipt for your bid on ${title}`),
      20_000,
    );
    expect(receipt.text).toContain(hash);

    // The buyer and an operator read the timeline: the bid is there, sealed.
    for (const reader of [buyer, operator]) {
      const timeline = timelineOf(await reader.get(tenderUrl));
      expect(timeline, "the Timeline section").not.toBeNull();
      const items = within(timeline!).getAllByRole("listitem").map(text);
      expect(items[0]).toContain("Published by Buyer");
      expect(items[1]).toContain("Bid placed by A bidder");
      expect(text(timeline)).toContain("The chain is intact (2 entries).");
      expect(text(timeline)).not.toContain(SUPPLIER_CO.name);
      expect(text(timeline)).not.toMatch(/123\.45|4,938|4938/);
      expect(text(timeline)).not.toContain(hash);
    }
    // Nobody else does: not the bidder, not another member, not a visitor.
    for (const reader of [supplier, other, site.visitor()]) {
      const page = await reader.get(tenderUrl);
      expect(page.status).toBe(200);
      expect(timelineOf(page)).toBeNull();
      expect(page.html).not.toContain("bid-placed");
    }
    // Nor its open data: no bidder, no price, no hash while sealed.
    const sealed = await ocdsText(tenderUrl);
    expect(sealed).not.toMatch(/123\.45|4938|"bids"|tenderer/);
    expect(sealed).not.toContain(SUPPLIER_CO.name);
    expect(sealed).not.toContain(hash);

    // Once the deadline has passed and the buyer opens the bids, the timeline names the bidder.
    await passDeadlines(site.db, id);
    expect((await buyer.get(`${tenderUrl}/bids`)).status).toBe(200);
    const open = text(timelineOf(await buyer.get(tenderUrl)));
    expect(open).toContain(`Bid placed by Bidder`);
    expect(open).toContain(`${SUPPLIER_CO.name}, version 1; SHA-256 ${hash}`);
    expect(open).toContain("Bids opened by Buyer");
    expect(open).toContain("1 bid opened");
    expect(open).not.toMatch(/123\.45|4,938/);
    // The open data names the bidder once bids are open, but gives no bid before an award. (Read
    // by a member: a visitor's copy is kept until the next write, and the deadline moved without one.)
    const opened = await ocdsText(tenderUrl, other);
    expect(opened).toContain(SUPPLIER_CO.name);
    expect(opened).not.toMatch(/123\.45|4938|"bids"/);

    // An entry changed in the database: the timeline says where the chain breaks.
    await site.db
      .updateTable("tender_audit")
      .set({ at: new Date(0).toISOString() })
      .where("tender_id", "=", id)
      .where("seq", "=", 2)
      .execute();
    const broken = timelineOf(await buyer.get(tenderUrl));
    expect(within(broken!).getByRole("alert").textContent).toContain(
      "The chain is broken at entry 2",
    );
  }, 60_000);
});

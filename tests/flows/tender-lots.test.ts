import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { expectValidOcds } from "../../app/domains/tenders/ocds-schema.testing";
import { BACKENDS, openSite, type Site } from "./site";
import type { Visitor } from "./visitor";

// Lots (issue 41 Build 2, decision 390), through the request handler without JavaScript: a buyer
// splits a tender into 2 lots with a limit of 1 lot per supplier; a supplier who picks both lots,
// or none, is refused with a clear message, and bids on one; another bids on the other; the
// comparison ranks each lot on its own; another supplier cannot read it; the open data carries
// the lots, each item's lot and each bid's lots, and validates.

const ANA_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const BEN_CO = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };

describe.each(BACKENDS)("a tender in lots on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  async function supplier(name: string, slug: string) {
    const member = await site.member(name);
    expect(await createRepository(site.db).vendors.assignOwner(slug, member.email)).toBe("done");
    return member;
  }

  async function bidForm(v: Visitor, tenderUrl: string) {
    const tender = await v.get(tenderUrl);
    return v.get(tender.screen.getByRole("link", { name: "Place a bid" }).getAttribute("href")!);
  }

  const bidFields = {
    "Delivery time (days)": "14",
    "Prices valid until": "2031-01-31",
  };

  it("takes bids on some lots within the limit, and compares each lot on its own", async () => {
    const buyer = await site.member("Lou Lots");
    const ana = await supplier("Ana Anvil", ANA_CO.slug);
    const ben = await supplier("Ben Bolt", BEN_CO.slug);
    const title = `Site materials ${backend} ${Date.now()}`;
    const published = await buyer.press(
      await buyer.get("/projects/new"),
      "Publish tender",
      {
        Title: title,
        Description: "Steel and cables for the new depot.",
        Region: "Europe",
        Sector: "Manufacturing",
        "Organisation's name": "Lou Building",
        "Questions until": "2030-01-01T12:00",
        "Bids until": "2030-01-02T12:00",
        "Maximum lots per supplier (optional)": "1",
      },
      {
        lotTitle: ["Steel beams", "Copper cables", ""],
        lotDescription: ["Structural steel.", "", ""],
        item: ["Beam", "Column", "Cable", "", ""],
        quantity: ["10", "4", "100", "", ""],
        unit: ["piece", "piece", "metre", "", ""],
        specification: ["", "", "", "", ""],
        itemLot: ["1", "1", "2", "", ""],
      },
    );
    expect(published.path).toMatch(/^\/projects\/[^/?]+/);
    const tenderUrl = published.path.split("?")[0]!;
    const id = tenderUrl.split("/")[2]!;
    const page = await site.visitor().get(tenderUrl);
    expect(page.text).toContain("Lot 1: Steel beams");
    expect(page.text).toContain("Lot 2: Copper cables");
    expect(page.text).toContain("at most 1 each");

    // Both lots, past the limit, and no lot at all, are refused with a clear message.
    const form = await bidForm(ana, tenderUrl);
    expect(form.text).toContain("Lots you bid on");
    const prices = { price: ["100.00", "200.00", "3.00"] };
    const both = await ana.press(form, "Place bid", bidFields, { ...prices, lot: ["1", "2"] });
    expect(both.text).toContain("You may bid on at most 1 lot of this tender.");
    const none = await ana.press(form, "Place bid", bidFields, prices);
    expect(none.text).toContain("Please choose at least one lot to bid on.");
    // One lot: only its items need a price.
    const placed = await ana.press(form, "Place bid", bidFields, {
      price: ["", "", "3.00"],
      lot: "2",
    });
    expect(placed.text).toContain("Your bid is sealed until the deadline.");
    const benForm = await bidForm(ben, tenderUrl);
    const benPlaced = await ben.press(benForm, "Place bid", bidFields, {
      price: ["100.00", "200.00", ""],
      lot: "1",
    });
    expect(benPlaced.text).toContain("Your bid is sealed until the deadline.");

    const past = new Date(Date.now() - 60_000).toISOString();
    await site.db
      .updateTable("tenders")
      .set({ bid_deadline: past, question_deadline: past })
      .where("id", "=", id)
      .execute();

    // Each lot is compared on its own: its items and its bids, at its own totals.
    const comparison = await buyer.get(`${tenderUrl}/bids`);
    const lot1 = comparison.screen.getByRole("region", { name: "Lot 1: Steel beams" });
    const lot2 = comparison.screen.getByRole("region", { name: "Lot 2: Copper cables" });
    expect(lot1.textContent).toContain(BEN_CO.name);
    expect(lot1.textContent).not.toContain(ANA_CO.name);
    expect(lot1.textContent).toContain("1,800.00");
    expect(lot2.textContent).toContain(ANA_CO.name);
    expect(lot2.textContent).toContain("300.00");
    expect(lot2.textContent).not.toContain("Beam");
    // Another supplier cannot read the comparison.
    expect((await ana.fetch(`${tenderUrl}/bids`)).status).toBe(404);

    // The open data: the lots, each item's lot, each bid's lots once awarded; valid.
    const repo = createRepository(site.db);
    const bids = await site.db
      .selectFrom("bids")
      .innerJoin("vendors", "vendors.id", "bids.vendor_id")
      .select(["bids.id", "vendors.slug"])
      .where("bids.tender_id", "=", id)
      .execute();
    const anaBid = bids.find((b) => b.slug === ANA_CO.slug)!.id;
    const buyerId = (
      await site.db
        .selectFrom("tenders")
        .select("buyer_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).buyer_id;
    await site.db.updateTable("tenders").set({ standstill_days: 0 }).where("id", "=", id).execute();
    const awarded = await repo.tenders.award(id, buyerId, {
      bidId: anaBid,
      reason: "",
      showAmount: true,
    });
    expect(awarded.ok).toBe(true);
    const res = await site.visitor().fetch(`${tenderUrl}/ocds.json`);
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would
    const pkg = (await res.json()) as { releases: Record<string, any>[] };
    expectValidOcds(pkg);
    const release = pkg.releases[0]!;
    expect(release.tender.lots.map((l: { id: string; title: string }) => [l.id, l.title])).toEqual([
      ["1", "Steel beams"],
      ["2", "Copper cables"],
    ]);
    expect(release.tender.lots[0].awardCriteria).toBeUndefined();
    expect(release.tender.items.map((i: { relatedLot: string }) => i.relatedLot)).toEqual([
      "1",
      "1",
      "2",
    ]);
    const details = release.bids.details as { id: string; relatedLots: string[] }[];
    expect(details.find((d) => d.id === anaBid)!.relatedLots).toEqual(["2"]);
    expect(release.awards[0].relatedLots).toEqual(["2"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { expectValidOcds } from "../../app/domains/tenders/ocds-schema.testing";
import { BACKENDS, openSite, type Site } from "./site";
import type { Visitor } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

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

    await passDeadlines(site.db, id);

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

    // Each lot is awarded on its own (decision 450): lot 1 to Ben, lot 2 to Ana, each reviewed
    // and confirmed; a standstill of 0 days makes each final at once.
    const bids = await site.db
      .selectFrom("bids")
      .innerJoin("vendors", "vendors.id", "bids.vendor_id")
      .select(["bids.id", "vendors.slug"])
      .where("bids.tender_id", "=", id)
      .execute();
    const anaBid = bids.find((b) => b.slug === ANA_CO.slug)!.id;
    const benBid = bids.find((b) => b.slug === BEN_CO.slug)!.id;
    await site.db.updateTable("tenders").set({ standstill_days: 0 }).where("id", "=", id).execute();
    // The whole tender has no single award, and a bid not on a lot is not offered for it.
    expect(
      (await buyer.fetch(`${tenderUrl}/bids/award?bid=${anaBid}`, { redirect: "manual" })).status,
    ).toBe(302);
    const review1 = await buyer.get(`${tenderUrl}/bids/award?lot=1&bid=${benBid}`);
    expect(review1.text).toContain("Your choice for lot 1: Steel beams");
    // Another supplier and a visitor cannot confirm it.
    expect((await ana.fetch(`${tenderUrl}/bids/award?lot=1&bid=${benBid}`)).status).toBe(404);
    const confirmed1 = await buyer.press(review1, "Confirm award");
    expect(confirmed1.path).toContain("done=award");
    const comparisonAfter = await buyer.get(`${tenderUrl}/bids`);
    expect(
      comparisonAfter.screen.getByRole("region", { name: "Lot 1: Steel beams" }).textContent,
    ).toContain(`Awarded to ${BEN_CO.name}.`);
    const review2 = await buyer.get(`${tenderUrl}/bids/award?lot=2&bid=${anaBid}`);
    await buyer.press(review2, "Confirm award", {
      "Show the awarded amount on the tender's page": "on",
    });
    // Each bidder reads their own lot's award; Ana, who did not bid on lot 1, reads nothing of it.
    const anaPage = await ana.get(tenderUrl);
    expect(anaPage.text).toContain(`Lot 2: ${ANA_CO.name}: your bid is awarded`);
    expect(anaPage.text).not.toContain(`Lot 1: ${BEN_CO.name}`);
    expect(anaPage.text).not.toContain("Lot 1: Your");
    const benPage = await ben.get(tenderUrl);
    expect(benPage.text).toContain(`Lot 1: ${BEN_CO.name}: your bid is awarded`);
    // Letters per lot: each winner their own, nobody else's.
    expect((await ana.fetch(`/projects/${id}/award-letter?lot=2`)).status).toBe(200);
    expect((await ana.fetch(`/projects/${id}/award-letter?lot=1`)).status).toBe(404);

    // The open data: the lots, each item's lot, each bid's lots, one award per lot; valid.
    const res = await site.visitor().fetch(`${tenderUrl}/ocds.json`);
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would
    const pkg = (await res.json()) as { releases: Record<string, any>[] };
    expectValidOcds(pkg);
    const release = pkg.releases[0]!;
    expect(release.tender.status).toBe("complete");
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
    type Award = {
      id: string;
      relatedBid: string;
      relatedLots: string[];
      value?: { amount: number };
    };
    expect(
      (release.awards as Award[]).map((a) => [a.id, a.relatedBid, a.relatedLots, a.value?.amount]),
    ).toEqual([
      [`${benBid}-lot-1`, benBid, ["1"], undefined],
      [`${anaBid}-lot-2`, anaBid, ["2"], 300],
    ]);

    // One contract per lot, with that lot's items and prices; the other supplier is refused.
    const contractIds: string[] = [];
    for (const [lot, winner, item, other] of [
      ["1", ben, "Column", ana],
      ["2", ana, "Cable", ben],
    ] as const) {
      const draftPath = `/contracts/new?tender=${id}&lot=${lot}`;
      expect((await other.fetch(draftPath)).status).toBe(404);
      expect((await winner.fetch(draftPath)).status).toBe(404);
      const draftPage = await buyer.get(draftPath);
      expect(draftPage.text).toContain(item);
      expect(draftPage.text).not.toContain(lot === "1" ? "Cable" : "Beam");
      const drafted = await buyer.press(draftPage, "Send the contract to the supplier", {
        Start: "2030-02-01",
        End: "2030-12-31",
        "Your country (two letters)": "GB",
      });
      expect(drafted.text).toContain("The contract is drafted.");
      const contractPath = drafted.path.split("?")[0]!;
      contractIds.push(contractPath.split("/").pop()!);
      expect((await other.fetch(contractPath)).status).toBe(404);
      const accepted = await winner.press(await winner.get(contractPath), "Accept the contract", {
        "Your country (two letters)": "DE",
      });
      expect(accepted.text).toContain("You accepted the contract.");
    }
    const contracts = await site.db
      .selectFrom("contracts")
      .select(["id", "lot_id", "value", "supplier_name"])
      .where("tender_id", "=", id)
      .orderBy("lot_id")
      .execute();
    expect(contracts.map((c) => [c.lot_id, Number(c.value), c.supplier_name])).toEqual([
      ["1", 1800_00, BEN_CO.name],
      ["2", 300_00, ANA_CO.name],
    ]);
    // The process's record: each contract release carries its own lot's award.
    const record = await site.visitor().fetch(`/projects/${id}/ocds-record.json`);
    expect(record.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would
    const recordPkg = (await record.json()) as Record<string, any>;
    expectValidOcds(recordPkg);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would
    const contractReleases = recordPkg.records[0].releases.flatMap((r: any) => r.contracts ?? []);
    const awardOf = new Map(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would
      contractReleases.map((c: any) => [c.id, c.awardID]),
    );
    expect(awardOf.get(contractIds[0])).toBe(`${benBid}-lot-1`);
    expect(awardOf.get(contractIds[1])).toBe(`${anaBid}-lot-2`);
  }, 120_000);
});

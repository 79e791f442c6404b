import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { allQualify } from "./data/model.server";

// The order of the suppliers suggested to a buyer (issue 43 item 5, decision 521), on SQLite and
// PostgreSQL: the most codes matched, then the tender's region, then a certificate verified by
// ProcureConnect (and still valid), then the verified buyers' rating, then every review's.

const ids = sampleVendors.slice(0, 6).map((v) => v.id);
const HOUR = 3_600_000;
const NOW = new Date("2026-12-01T09:00:00Z");

describe.each(testBackends)("suggested suppliers' order on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  let draft: string;

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    const members = ["ada", "m0", "m1", "m2", "m3", "m4", "m5", "r1", "r2"];
    await createMembers(db, members);
    // Every company builds roads, far from Europe and unrated, until a case says otherwise.
    for (const [i, id] of ids.entries()) {
      await db
        .updateTable("vendors")
        .set({ owner_id: `m${i}`, location: "Austin, TX, USA", review_average: null })
        .where("id", "=", id)
        .execute();
      await db.insertInto("company_cpv").values({ company_id: id, code: "45000000-7" }).execute();
    }
    draft = await repo.tenders.create(
      { id: "ada" },
      {
        title: "Ring road",
        description: "Asphalt and a footbridge.",
        kind: "tender",
        region: "Europe",
        sector: "Infrastructure",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Ada Roads",
        timeZone: "UTC",
        questionDeadline: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
        bidDeadline: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
        items: [
          { item: "Roadworks", quantity: 1, unit: "lot", specification: "" },
          { item: "Footbridge design", quantity: 1, unit: "lot", specification: "" },
        ],
        criteria: [{ name: "Price", weight: 100 }],
      },
      [],
      { publish: false },
    );
    const items = await db
      .selectFrom("tender_items")
      .select("id")
      .where("tender_id", "=", draft)
      .orderBy("position")
      .execute();
    for (const [i, code] of ["45233140-2", "71311000-1"].entries())
      await db
        .updateTable("tender_items")
        .set({ cpv_code: code })
        .where("id", "=", items[i]!.id)
        .execute();
  });

  const certificate = async (company: string, id: string, expiresOn: string) => {
    await db
      .insertInto("company_certificates")
      .values({
        id,
        company_id: company,
        name: "ISO 9001",
        issuer: "BSI",
        number: "FS 1",
        scope: "Roads",
        expires_on: expiresOn,
        file: "",
        file_name: "iso.pdf",
        content_type: "application/pdf",
        size: 1,
        created_at: NOW.toISOString(),
      })
      .execute();
    await db
      .insertInto("certificate_verifications")
      .values({
        id: `${id}-v`,
        certificate_id: id,
        verifier_id: "ada",
        role: "operator",
        tender_id: null,
        verified_at: NOW.toISOString(),
      })
      .execute();
  };
  const review = async (company: string, author: string, rating: number, verified: boolean) =>
    db
      .insertInto("reviews")
      .values({
        id: `${company}-${author}`,
        vendor_id: company,
        author_id: author,
        author_name: author,
        rating,
        title: "Good",
        body: "Good work on the road.",
        relationship: "Client",
        tender_id: verified ? draft : null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
  const order = async () =>
    (await repo.matchmaking.suggestions(draft, "ada", allQualify, NOW))!.suppliers.map((s) => s.id);

  it("ranks by codes matched, region, verification, verified rating, then rating", async () => {
    const [broad, near, certified, lapsed, trusted, liked] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // Road builders and bridge designers: both of the tender's codes.
    await db.insertInto("company_cpv").values({ company_id: broad, code: "71300000-1" }).execute();
    await db.updateTable("vendors").set({ location: "Leeds, UK" }).where("id", "=", near).execute();
    await certificate(certified, "c1", "2027-06-30");
    // A verified certificate that expired yesterday verifies nothing.
    await certificate(lapsed, "c2", "2026-11-30");
    await review(trusted, "r1", 4, true);
    await review(liked, "r2", 5, false);
    await db.updateTable("vendors").set({ review_average: 4 }).where("id", "=", trusted).execute();
    await db.updateTable("vendors").set({ review_average: 5 }).where("id", "=", liked).execute();

    expect(await order()).toEqual([broad, near, certified, trusted, liked, lapsed]);
    const [first, second, third, fourth] = (await repo.matchmaking.suggestions(
      draft,
      "ada",
      allQualify,
      NOW,
    ))!.suppliers;
    expect(first!.matched.map((m) => m.code)).toEqual(["45000000-7", "71300000-1"]);
    expect(second).toMatchObject({ inRegion: true, verified: false });
    expect(third).toMatchObject({ inRegion: false, verified: true });
    expect(fourth).toMatchObject({ verifiedRating: 4, rating: 4 });

    // Once the region's supplier is verified too, it passes the certified one only by region.
    await certificate(near, "c3", "2027-06-30");
    expect((await order()).slice(0, 3)).toEqual([broad, near, certified]);
  });

  it("moves a supplier up when it comes to the tender's region, and for a global tender by the rest", async () => {
    const [a, b] = ids as [string, string];
    const before = await order();
    const lastId = before.at(-1)!;
    await db
      .updateTable("vendors")
      .set({ location: "Rotterdam, Netherlands" })
      .where("id", "=", lastId)
      .execute();
    expect((await order())[0]).toBe(lastId);
    await db.updateTable("tenders").set({ region: "Global" }).where("id", "=", draft).execute();
    await review(b, "r1", 5, true);
    const global = await order();
    expect(global[0]).toBe(b);
    expect(global).toContain(a);
  });

  it("suggests neither a company awaiting approval, nor one without an owner, nor the buyer's own", async () => {
    const [pending, unowned, own] = ids.slice(3) as [string, string, string];
    expect(await order()).toEqual(expect.arrayContaining([pending, unowned, own]));
    await db.updateTable("vendors").set({ status: "pending" }).where("id", "=", pending).execute();
    await db.updateTable("vendors").set({ owner_id: null }).where("id", "=", unowned).execute();
    await db.updateTable("vendors").set({ owner_id: "ada" }).where("id", "=", own).execute();
    const after = await order();
    expect(after).toHaveLength(3);
    expect(after.some((id) => [pending, unowned, own].includes(id))).toBe(false);
  });
});

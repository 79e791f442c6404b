import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { createNotifications } from "~/domains/notifications/index.server";
import { asPosted } from "~/lib/route-policy.testing";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { createTenderFiles, TENDER_FILES_AREA } from "../../../server/files/document-files";
import { openFileStore } from "../../../server/files/file-store";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { FORM_LIMIT, TENDER_FORM_LIMIT } from "./action-kit.server";
import { amendTenderAction, loadAmendTender } from "./amend-tender.server";
import { loadComparison } from "./comparison.server";
import type { TenderValues } from "./schema";
import { twoLotTender } from "./lots.testing";
import type { TenderFormValues } from "./tender-form.server";

// An item added by an amendment to a tender with lots (decision 456), on SQLite and PostgreSQL:
// through the amendment's form as posted without JavaScript, it lands in the lot the buyer chose
// (stored in tender_items.lot), the stored items stay in theirs whatever is posted, an added item
// without a lot is refused, and a bid on that lot then prices it.

const [v1] = sampleVendors as [(typeof sampleVendors)[number]];
const T0 = Date.UTC(2027, 2, 1, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const member = (id: string) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  image: null,
  isOperator: false,
});
const ada = member("ada"); // the buyer
const bob = member("bob"); // bids for v1

const values: TenderValues = twoLotTender({
  questionDeadline: at(60 * 24).toISOString(),
  bidDeadline: at(60 * 48).toISOString(),
});

/** The amendment's form as a browser without JavaScript posts it, from the values it shows. */
function formOf(v: TenderFormValues, rows: Partial<Record<string, string>>[]) {
  const form = new FormData();
  for (const key of ["title", "description", "budget", "visibility"] as const)
    form.append(key, String(v[key]));
  for (const key of ["questionDeadline", "bidDeadline"] as const) form.append(key, v[key]);
  const items = [...v.items, ...rows];
  for (const item of items) {
    form.append("itemId", item.id ?? "");
    for (const key of ["item", "quantity", "unit", "specification"])
      form.append(key, (item as Record<string, string | undefined>)[key] ?? "");
    form.append("itemLot", item.lot ?? "");
  }
  for (const c of v.criteria) {
    form.append("criterion", c.name);
    form.append("weight", c.weight);
    form.append("method", c.method);
  }
  form.append("explanation", "A lamp for the cable store.");
  return form;
}

describe.each(testBackends)("an item added to a lot on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let dataDir: string;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-amend-lots-"));
    await createMembers(db, ["ada", "bob", "cy"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const context = (user: ReturnType<typeof member>) =>
    ({
      siteOrigin: "https://buyers.example.test",
      repo,
      user,
      limits: inProcessMemberLimits(),
      notifications: createNotifications({ db, mailEnabled: false, mailFrom: "x@example.com" }),
      tenderFiles: createTenderFiles(openFileStore(db, dataDir, TENDER_FILES_AREA)),
    }) as unknown as AppLoadContext;

  async function amend(id: string, user: ReturnType<typeof member>, form: FormData) {
    const ctx = context(user);
    const request = new Request(`http://localhost/projects/${id}/amend`, {
      method: "POST",
      body: form,
    });
    const posted = await asPosted(
      ctx,
      request,
      { max: FORM_LIMIT, refusals: "handler" },
      TENDER_FORM_LIMIT,
    );
    return amendTenderAction(ctx, posted, id, at(10));
  }

  it("puts the added item in the lot chosen, keeps the others in theirs, refuses one without", async () => {
    const id = await repo.tenders.create(ada, values, [], { publish: true }, at(0));
    const page = await loadAmendTender(
      context(ada),
      new Request(`http://localhost/projects/${id}/amend`),
      ada,
      id,
      at(5),
    );
    expect(page.values.lots.map((l) => l.title)).toEqual(["Steel", "Cables"]);
    const lamp = { item: "Lamp", quantity: "4", unit: "piece", specification: "" };

    // No lot chosen for the new line: refused with the items' problem, nothing written.
    const refused = await amend(id, ada, formOf(page.values, [{ ...lamp, lot: "" }]));
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { errors: { items: "Please choose the lot of each item." } },
    });
    expect((await repo.tenders.detail(id, ada, at(11)))!.items).toHaveLength(2);

    // Lot 2 chosen; the beam posted with lot 2 stays in lot 1.
    const beamMoved = { ...page.values, items: page.values.items.map((i) => ({ ...i, lot: "2" })) };
    const done = await amend(id, ada, formOf(beamMoved, [{ ...lamp, lot: "2" }]));
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe(`/projects/${id}?done=amended`);
    const tender = (await repo.tenders.detail(id, ada, at(11)))!;
    expect(tender.items.map((i) => [i.item, i.lot])).toEqual([
      ["Beam", 1],
      ["Cable", 2],
      ["Lamp", 2],
    ]);
    const [amendment] = await repo.tenders.amendments(id);
    expect(amendment!.changes).toEqual([
      expect.objectContaining({ kind: "item-added", after: expect.objectContaining({ lot: 2 }) }),
    ]);

    // A bid on lot 2 prices the cable and the lamp; the comparison shows the lamp in lot 2.
    const bid = await repo.tenders.placeBid(
      id,
      bob,
      v1.id,
      {
        prices: [0, 5_00, 20_00],
        deliveryDays: 7,
        validUntil: "2027-12-31",
        message: "",
        lots: [2],
      },
      [],
      at(12),
    );
    expect(bid).toMatchObject({ ok: true });
    const page2 = await loadComparison(
      context(ada),
      new Request(`http://localhost/projects/${id}/bids`),
      ada,
      id,
      at(60 * 49),
    );
    if (page2.sealed) throw new Error("the bids are still sealed");
    expect(
      page2.lots.map((l) => [
        l.number,
        l.comparison.rows.map((r) => [r.item, r.cells.map((c) => c.unitPrice)]),
      ]),
    ).toEqual([
      [1, [["Beam", []]]],
      [
        2,
        [
          ["Cable", [5_00]],
          ["Lamp", [20_00]],
        ],
      ],
    ]);
  });

  it("refuses a lot on an item added to a tender without lots, and adds one without", async () => {
    const id = await repo.tenders.create(
      ada,
      { ...values, lots: [], items: [{ ...values.items[0]!, lot: null }] },
      [],
      { publish: true },
      at(0),
    );
    const lamp = { id: null, item: "Lamp", quantity: 4, unit: "piece", specification: "" };
    const [beam] = (await repo.tenders.detail(id, ada, at(1)))!.items;
    expect(
      await repo.tenders.amendTender(
        id,
        "ada",
        { explanation: "", items: [beam!, { ...lamp, lot: 1 }] },
        at(2),
      ),
    ).toEqual({ ok: false, reason: "item-lot" });
    expect(
      await repo.tenders.amendTender(id, "ada", { explanation: "", items: [beam!, lamp] }, at(2)),
    ).toMatchObject({ ok: true });
    expect((await repo.tenders.detail(id, ada, at(3)))!.items.map((i) => i.lot)).toEqual([
      null,
      null,
    ]);
    const [amendment] = await repo.tenders.amendments(id);
    expect(amendment!.changes).toEqual([{ kind: "item-added", after: lamp }]);
  });
});

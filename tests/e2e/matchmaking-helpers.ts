import { roadworksTender } from "../../app/domains/matchmaking/roadworks.testing";
import { withRepo } from "./claims-helpers";

// The state the matchmaking browser tests start from: a buyer's draft for road works, and a
// supplier owning a company that builds roads (CPV 45), set through the data layer.

/** The buyer's draft tender, its one item roadworks. */
export async function roadsDraft(
  server: Parameters<typeof withRepo>[0],
  buyerEmail: string,
): Promise<string> {
  return withRepo(server, async (repo) => {
    return repo.tenders.create(
      { id: await userId(server, buyerEmail) },
      roadworksTender({ buyerName: "Bea Roads" }),
      [],
      { publish: false },
    );
  });
}

async function userId(server: Parameters<typeof withRepo>[0], email: string): Promise<string> {
  const { openDatabase } = await import("../../server/db/database");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const row = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** The supplier owns the company, which builds roads; the draft's item is roadworks. */
export async function prepare(
  server: Parameters<typeof withRepo>[0],
  tenderId: string,
  companyId: string,
  supplierEmail: string,
) {
  const owner = await userId(server, supplierEmail);
  const { openDatabase } = await import("../../server/db/database");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    await db.updateTable("vendors").set({ owner_id: owner }).where("id", "=", companyId).execute();
    await db
      .insertInto("company_cpv")
      .values({ company_id: companyId, code: "45000000-7" })
      .execute();
    await db
      .updateTable("tender_items")
      .set({ cpv_code: "45233140-2" })
      .where("tender_id", "=", tenderId)
      .execute();
  } finally {
    await db.destroy();
  }
}

/** Moves a company to `location`. */
export async function placeCompany(
  server: Parameters<typeof withRepo>[0],
  companyId: string,
  location: string,
) {
  const { openDatabase } = await import("../../server/db/database");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    await db.updateTable("vendors").set({ location }).where("id", "=", companyId).execute();
  } finally {
    await db.destroy();
  }
}

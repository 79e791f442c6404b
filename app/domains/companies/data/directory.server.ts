import type { Vendor } from "~/data/types";
import { vendorFromRow, vendorRow } from "../../../../server/db/rows";
import type { CompanyStore } from "./model.server";

// The supplier directory as the public pages read it (`repo.vendors`): only approved companies
// are public. Its search is vendor-search.server.ts; the operators' commands add a vendor or
// give a listing an owner.

/** The vendors anyone may see: only approved companies are public. */
const publicVendors = ({ db }: CompanyStore) =>
  db.selectFrom("vendors").where("status", "=", "approved");

export async function bySlug(store: CompanyStore, slug: string): Promise<Vendor | undefined> {
  const row = await publicVendors(store).selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && vendorFromRow(row);
}

export async function byName(store: CompanyStore, name: string): Promise<Vendor | undefined> {
  const row = await publicVendors(store).selectAll().where("name", "=", name).executeTakeFirst();
  return row && vendorFromRow(row);
}

/** Who owns the company (null for the sample vendors), for the permission checks. */
export async function ownerId({ db }: CompanyStore, vendorId: string): Promise<string | null> {
  const row = await db
    .selectFrom("vendors")
    .select("owner_id")
    .where("id", "=", vendorId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

export async function first(store: CompanyStore, count: number): Promise<Vendor[]> {
  const rows = await publicVendors(store).selectAll().orderBy("position").limit(count).execute();
  return rows.map(vendorFromRow);
}

export async function slugs(store: CompanyStore): Promise<string[]> {
  const rows = await publicVendors(store).select("slug").orderBy("position").execute();
  return rows.map((r) => r.slug);
}

/** Makes the member with this e-mail the owner of a listed company (null: no owner). */
export async function assignOwner(
  { db, write }: CompanyStore,
  slug: string,
  email: string | null,
): Promise<"done" | "no-vendor" | "no-member"> {
  const owner =
    email === null
      ? null
      : await db
          .selectFrom("user")
          .select(["id", "email", "name"])
          .where("email", "=", email.trim().toLowerCase())
          .executeTakeFirst();
  if (email !== null && !owner) return "no-member";
  const result = await write((trx) =>
    trx
      .updateTable("vendors")
      .set({ owner_id: owner?.id ?? null })
      .where("slug", "=", slug)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0 ? "done" : "no-vendor";
}

/** Adds a vendor at the end of the directory. */
export async function add({ write }: CompanyStore, vendor: Vendor): Promise<void> {
  await write(async (trx) => {
    const last = await trx
      .selectFrom("vendors")
      .select((eb) => eb.fn.max("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("vendors")
      .values(vendorRow(vendor, Number(last?.p ?? -1) + 1))
      .execute();
  });
}

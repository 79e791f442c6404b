import { randomUUID } from "node:crypto";
import { recordPublicChange } from "../../../../server/db/public-changes";
import { COMPANY_LIMITS, diffCompany, type Company, type CompanyInput } from "../schema";
import {
  companyById,
  companyFromRow,
  detailColumns,
  freeSlug,
  inputOf,
  isUniqueViolation,
  nameTaken,
  type CompanyStore,
  type RegisterResult,
  type UpdateResult,
} from "./model.server";

// Members' own companies: reading them, registering one, and the owners' edits (recorded field
// by field, so operators can revert them: edits.server.ts).

export function byId(store: CompanyStore, id: string): Promise<Company | undefined> {
  return companyById(store.db, id);
}

export async function bySlug(store: CompanyStore, slug: string): Promise<Company | undefined> {
  const row = await store.db
    .selectFrom("vendors")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && companyFromRow(row);
}

export async function ownedBy(store: CompanyStore, ownerId: string): Promise<Company[]> {
  const rows = await store.db
    .selectFrom("vendors")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(companyFromRow);
}

/** A new pending company at the end of the directory, unless the owner has enough or the name is taken. */
export async function register(
  { write }: CompanyStore,
  ownerId: string,
  input: CompanyInput,
  logoFile: string | null,
  now = new Date(),
): Promise<RegisterResult> {
  try {
    return await write(async (trx): Promise<RegisterResult> => {
      const owned = await trx
        .selectFrom("vendors")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("owner_id", "=", ownerId)
        .executeTakeFirstOrThrow();
      if (Number(owned.n) >= COMPANY_LIMITS.perOwner) return { kind: "too-many" };
      if (await nameTaken(trx, input.name, ownerId)) return { kind: "name-taken" };
      const last = await trx
        .selectFrom("vendors")
        .select((eb) => eb.fn.max("position").as("p"))
        .executeTakeFirst();
      const id = `c-${randomUUID()}`;
      const at = now.toISOString();
      await trx
        .insertInto("vendors")
        .values({
          ...detailColumns(id, input, logoFile),
          id,
          slug: await freeSlug(trx, input.name),
          rating: 0,
          position: Number(last?.p ?? -1) + 1,
          owner_id: ownerId,
          status: "pending",
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { kind: "created", company: (await companyById(trx, id))! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "name-taken" };
    throw error;
  }
}

/**
 * Saves an owner's edit, recorded field by field. An approved company's edit is live at once;
 * a rejected company goes back to the queue. `logoFile` undefined keeps the logo.
 */
export async function update(
  { write }: CompanyStore,
  id: string,
  editorId: string,
  input: CompanyInput,
  logoFile: string | null | undefined,
  now = new Date(),
): Promise<UpdateResult | undefined> {
  try {
    return await write(async (trx): Promise<UpdateResult | undefined> => {
      const current = await companyById(trx, id);
      if (!current) return undefined;
      if (await nameTaken(trx, input.name, current.ownerId, id)) return { kind: "name-taken" };
      const nextLogo = logoFile === undefined ? current.logoFile : logoFile;
      const changes = diffCompany(inputOf(current), input);
      if (nextLogo !== current.logoFile) {
        changes.push({ field: "logo", before: current.logoFile ?? "", after: nextLogo ?? "" });
      }
      if (changes.length === 0) return { kind: "saved", company: current, changes };
      const at = now.toISOString();
      await trx
        .updateTable("vendors")
        .set({
          ...detailColumns(id, input, nextLogo),
          updated_at: at,
          ...(current.status === "rejected" ? { status: "pending", rejection_reason: null } : {}),
        })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("company_edits")
        .values({
          id: randomUUID(),
          vendor_id: id,
          editor_id: editorId,
          edited_at: at,
          changes: JSON.stringify(changes),
        })
        .execute();
      const company = (await companyById(trx, id))!;
      if (current.status === "approved")
        await recordPublicChange(trx, {
          kind: "supplier.updated",
          id: company.slug,
          path: `/vendors/${company.slug}`,
          at,
        });
      return { kind: "saved", company, changes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "name-taken" };
    throw error;
  }
}

import type { Company, CompanyEdit, CompanyInput, FieldChange } from "../schema";
import {
  companyById,
  detailColumns,
  inputOf,
  isUniqueViolation,
  type CompanyStore,
  type Listing,
} from "./model.server";

// The owners' recorded edits, for operators to read and revert (the console's Edit history).

/** What reverting sets back: the "before" of each recorded change. */
function revertedInput(
  current: Company,
  changes: readonly FieldChange[],
): {
  input: CompanyInput;
  logoFile: string | null;
} {
  const input = inputOf(current);
  let logoFile = current.logoFile;
  for (const { field, before } of changes) {
    if (field === "logo") logoFile = before === "" ? null : before;
    else if (field === "services" || field === "certifications" || field === "tags")
      input[field] = before === "" ? [] : before.split("\n");
    else if (field === "website") input.website = before === "" ? null : before;
    else if (field === "category") input.category = before as Company["category"];
    else input[field] = before;
  }
  return { input, logoFile };
}

/** Recorded edits, newest first. */
export async function edits(
  { db }: CompanyStore,
  options: { limit: number; offset: number },
): Promise<Listing<CompanyEdit>> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("company_edits as e")
      .innerJoin("vendors as v", "v.id", "e.vendor_id")
      .leftJoin("user as editor", "editor.id", "e.editor_id")
      .leftJoin("user as reverter", "reverter.id", "e.reverted_by")
      .select([
        "e.id",
        "e.vendor_id",
        "v.name as company_name",
        "v.slug as company_slug",
        "editor.name as editor_name",
        "e.edited_at",
        "e.changes",
        "e.reverted_at",
        "reverter.name as reverter_name",
      ])
      .orderBy("e.edited_at", "desc")
      .orderBy("e.id")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom("company_edits")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      companyId: r.vendor_id,
      companyName: r.company_name,
      companySlug: r.company_slug,
      editorName: r.editor_name ?? "A former member",
      editedAt: r.edited_at,
      changes: JSON.parse(r.changes) as FieldChange[],
      revertedAt: r.reverted_at,
      revertedByName: r.reverted_at ? (r.reverter_name ?? "A former operator") : null,
    })),
    total: Number(total.n),
  };
}

/** Sets the fields of an edit back to what they were before it; undefined once reverted. */
export async function revertEdit(
  { write }: CompanyStore,
  editId: string,
  by: string,
  now = new Date(),
): Promise<Company | undefined> {
  try {
    return await write(async (trx) => {
      const edit = await trx
        .selectFrom("company_edits")
        .selectAll()
        .where("id", "=", editId)
        .where("reverted_at", "is", null)
        .executeTakeFirst();
      if (!edit) return undefined;
      const current = await companyById(trx, edit.vendor_id);
      if (!current) return undefined;
      const { input, logoFile } = revertedInput(current, JSON.parse(edit.changes) as FieldChange[]);
      const at = now.toISOString();
      await trx
        .updateTable("vendors")
        .set({ ...detailColumns(current.id, input, logoFile), updated_at: at })
        .where("id", "=", current.id)
        .execute();
      await trx
        .updateTable("company_edits")
        .set({ reverted_at: at, reverted_by: by })
        .where("id", "=", editId)
        .execute();
      return companyById(trx, current.id);
    });
  } catch (error) {
    // The old name has been taken by another company since.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

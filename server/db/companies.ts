import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import {
  COMPANY_LIMITS,
  companyLogoPath,
  companyNameKey,
  diffCompany,
  RESERVED_SLUGS,
  slugify,
  type Company,
  type CompanyInput,
  type CompanyEdit,
  type CompanyStatus,
  type FieldChange,
} from "../../app/domain/company-schema";
import type { Db } from "./database";
import { closeCompanyPosts } from "../../app/domains/freelance/index.server";
import { vendorFromRow, vendorRow } from "./rows";
import type { Database, VendorTable } from "./schema";

// The network's companies: registration, owners' edits (recorded, so operators can revert
// them), moderation, and the console's lists. Public pages never come here: they read
// `vendors`, which shows approved companies only.

type Write = <T>(change: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

export interface Listing<T> {
  items: T[];
  total: number;
}

export type RegisterResult =
  { kind: "created"; company: Company } | { kind: "too-many" } | { kind: "name-taken" };

export type UpdateResult =
  { kind: "saved"; company: Company; changes: FieldChange[] } | { kind: "name-taken" };

export interface Review {
  by: string;
  reason?: string;
  now?: Date;
  /** What goes with the decision (the owner's notice), written in its transaction. */
  within?: (trx: Transaction<Database>, company: Company) => Promise<unknown>;
}

export function companyFromRow(row: Selectable<VendorTable>): Company {
  const vendor = vendorFromRow(row);
  return {
    ...vendor,
    services: [...vendor.services],
    tags: [...vendor.tags],
    certifications: [...vendor.certifications],
    website: row.website,
    ownerId: row.owner_id,
    status: row.status as CompanyStatus,
    logoFile: row.logo_file,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewedAt: row.reviewed_at,
  };
}

/** The columns a company's details are stored in (search columns derived as for the samples). */
function detailColumns(id: string, input: CompanyInput, logoFile: string | null) {
  const {
    position: _,
    slug: _slug,
    id: _id,
    rating: _rating,
    ...row
  } = vendorRow(
    {
      id,
      slug: "",
      name: input.name,
      logoUrl: companyLogoPath(id, logoFile),
      shortBlurb: input.shortBlurb,
      services: input.services,
      rating: 0,
      tags: input.tags,
      category: input.category,
      location: input.location,
      certifications: input.certifications,
    },
    0,
  );
  return { ...row, website: input.website, logo_file: logoFile };
}

/** The statuses whose companies hold their name against everyone (see `nameTaken`). */
const NAME_HOLDING_STATUSES: CompanyStatus[] = ["approved", "unlisted"];

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /UNIQUE constraint|duplicate key/i.test(text);
}

const inputOf = (c: Company): CompanyInput => ({
  name: c.name,
  shortBlurb: c.shortBlurb,
  category: c.category,
  location: c.location,
  services: c.services,
  certifications: c.certifications,
  tags: c.tags,
  website: c.website,
});

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

export function companiesRepository(db: Db, write: Write) {
  const byId = async (id: string, trx: Transaction<Database> | Db = db) => {
    const row = await trx.selectFrom("vendors").selectAll().where("id", "=", id).executeTakeFirst();
    return row && companyFromRow(row);
  };

  async function freeSlug(trx: Transaction<Database>, name: string): Promise<string> {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (RESERVED_SLUGS.includes(candidate)) continue;
      const taken = await trx
        .selectFrom("vendors")
        .select("id")
        .where("slug", "=", candidate)
        .executeTakeFirst();
      if (!taken) return candidate;
    }
  }

  /**
   * Whether a name is held: by a listed company (approved or unlisted, samples included), or by
   * another of this owner's own companies whatever its status. A pending or rejected company of
   * someone else holds nothing, so a registration neither blocks nor reveals another's name
   * (decision 145).
   */
  const nameTaken = async (
    trx: Transaction<Database>,
    name: string,
    ownerId: string | null,
    except?: string,
  ) => {
    let query = trx
      .selectFrom("vendors")
      .select("id")
      .where("name_key", "=", companyNameKey(name))
      .where((eb) =>
        ownerId === null
          ? eb("status", "in", NAME_HOLDING_STATUSES)
          : eb.or([eb("status", "in", NAME_HOLDING_STATUSES), eb("owner_id", "=", ownerId)]),
      );
    if (except) query = query.where("id", "!=", except);
    return (await query.executeTakeFirst()) !== undefined;
  };

  async function setStatus(
    id: string,
    from: readonly CompanyStatus[],
    status: CompanyStatus,
    { by, reason, now = new Date(), within }: Review,
  ): Promise<Company | undefined> {
    return write(async (trx): Promise<Company | undefined> => {
      if (NAME_HOLDING_STATUSES.includes(status)) {
        // Listing takes the name: refused (as stale) when a listed company has taken it since.
        const current = await byId(id, trx);
        if (current && (await nameTaken(trx, current.name, null, id))) return undefined;
      }
      const result = await trx
        .updateTable("vendors")
        .set({
          status,
          rejection_reason: status === "rejected" ? (reason ?? null) : null,
          reviewed_at: now.toISOString(),
          reviewed_by: by,
        })
        .where("id", "=", id)
        .where("status", "in", [...from])
        .where("owner_id", "is not", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      // A company that leaves the network closes its jobs and freelance posts (issue 30).
      if (status !== "approved") await closeCompanyPosts(trx, { vendorId: id });
      const company = await byId(id, trx);
      if (company) await within?.(trx, company);
      return company;
    }).catch((error: unknown) => {
      // Two listings of one name at once: the index keeps one, the other is stale.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
  }

  return {
    byId: (id: string) => byId(id),
    async bySlug(slug: string): Promise<Company | undefined> {
      const row = await db
        .selectFrom("vendors")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row && companyFromRow(row);
    },
    async ownedBy(ownerId: string): Promise<Company[]> {
      const rows = await db
        .selectFrom("vendors")
        .selectAll()
        .where("owner_id", "=", ownerId)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map(companyFromRow);
    },
    /** A new pending company at the end of the directory, unless the owner has enough or the name is taken. */
    async register(
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
          return { kind: "created", company: (await byId(id, trx))! };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "name-taken" };
        throw error;
      }
    },
    /**
     * Saves an owner's edit, recorded field by field. An approved company's edit is live at once;
     * a rejected company goes back to the queue. `logoFile` undefined keeps the logo.
     */
    async update(
      id: string,
      editorId: string,
      input: CompanyInput,
      logoFile: string | null | undefined,
      now = new Date(),
    ): Promise<UpdateResult | undefined> {
      try {
        return await write(async (trx): Promise<UpdateResult | undefined> => {
          const current = await byId(id, trx);
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
              ...(current.status === "rejected"
                ? { status: "pending", rejection_reason: null }
                : {}),
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
          return { kind: "saved", company: (await byId(id, trx))!, changes };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "name-taken" };
        throw error;
      }
    },
    approve: (id: string, review: Review) =>
      setStatus(id, ["pending", "rejected"], "approved", review),
    reject: (id: string, review: Review) => setStatus(id, ["pending"], "rejected", review),
    unlist: (id: string, review: Review) => setStatus(id, ["approved"], "unlisted", review),
    relist: (id: string, review: Review) => setStatus(id, ["unlisted"], "approved", review),
    /** Companies registered by members (not the samples), newest first, optionally of one status. */
    async list(options: {
      status?: CompanyStatus;
      limit: number;
      offset: number;
    }): Promise<Listing<Company>> {
      let query = db.selectFrom("vendors").where("owner_id", "is not", null);
      if (options.status) query = query.where("status", "=", options.status);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy("created_at", options.status === "pending" ? "asc" : "desc")
          .orderBy("id")
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(companyFromRow), total: Number(total.n) };
    },
    /** The owner's name and e-mail, for the moderation queue and the e-mails. */
    async ownerOf(company: Pick<Company, "ownerId">) {
      if (!company.ownerId) return undefined;
      return db
        .selectFrom("user")
        .select(["name", "email"])
        .where("id", "=", company.ownerId)
        .executeTakeFirst();
    },
    /** Recorded edits, newest first. */
    async edits(options: { limit: number; offset: number }): Promise<Listing<CompanyEdit>> {
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
    },
    /** Sets the fields of an edit back to what they were before it; undefined once reverted. */
    async revertEdit(editId: string, by: string, now = new Date()): Promise<Company | undefined> {
      try {
        return await write(async (trx) => {
          const edit = await trx
            .selectFrom("company_edits")
            .selectAll()
            .where("id", "=", editId)
            .where("reverted_at", "is", null)
            .executeTakeFirst();
          if (!edit) return undefined;
          const current = await byId(edit.vendor_id, trx);
          if (!current) return undefined;
          const { input, logoFile } = revertedInput(
            current,
            JSON.parse(edit.changes) as FieldChange[],
          );
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
          return byId(current.id, trx);
        });
      } catch (error) {
        // The old name has been taken by another company since.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
  };
}

export type CompaniesRepository = ReturnType<typeof companiesRepository>;

import { recordPublicChange } from "../../../../server/db/public-changes";
import type { Company, CompanyStatus } from "../schema";
import { closeCompanyPosts } from "~/domains/freelance/index.server";
import {
  companyById,
  companyFromRow,
  isUniqueViolation,
  NAME_HOLDING_STATUSES,
  nameTaken,
  type CompanyStore,
  type Listing,
  type Review,
} from "./model.server";

// The operators' side of companies: the console's list, and the decisions that list, reject,
// unlist and relist a company, each one transaction with what goes with it (the owner's notice).

async function setStatus(
  { write }: CompanyStore,
  id: string,
  from: readonly CompanyStatus[],
  status: CompanyStatus,
  { by, reason, now = new Date(), within }: Review,
): Promise<Company | undefined> {
  return write(async (trx): Promise<Company | undefined> => {
    if (NAME_HOLDING_STATUSES.includes(status)) {
      // Listing takes the name: refused (as stale) when a listed company has taken it since.
      const current = await companyById(trx, id);
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
    const company = await companyById(trx, id);
    if (company) await within?.(trx, company);
    // Listed and unlisted suppliers are public changes (decision 500); a rejection is not.
    if (company && status !== "rejected")
      await recordPublicChange(trx, {
        kind: status === "approved" ? "supplier.listed" : "supplier.unlisted",
        id: company.slug,
        path: `/vendors/${company.slug}`,
        at: now.toISOString(),
      });
    return company;
  }).catch((error: unknown) => {
    // Two listings of one name at once: the index keeps one, the other is stale.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  });
}

export const approve = (store: CompanyStore, id: string, review: Review) =>
  setStatus(store, id, ["pending", "rejected"], "approved", review);
export const reject = (store: CompanyStore, id: string, review: Review) =>
  setStatus(store, id, ["pending"], "rejected", review);
export const unlist = (store: CompanyStore, id: string, review: Review) =>
  setStatus(store, id, ["approved"], "unlisted", review);
export const relist = (store: CompanyStore, id: string, review: Review) =>
  setStatus(store, id, ["unlisted"], "approved", review);

/** Companies registered by members (not the samples), newest first, optionally of one status. */
export async function list(
  { db }: CompanyStore,
  options: { status?: CompanyStatus; limit: number; offset: number },
): Promise<Listing<Company>> {
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
}

/** The owner's name and e-mail, for the moderation queue and the e-mails. */
export async function ownerOf({ db }: CompanyStore, company: Pick<Company, "ownerId">) {
  if (!company.ownerId) return undefined;
  return db
    .selectFrom("user")
    .select(["name", "email"])
    .where("id", "=", company.ownerId)
    .executeTakeFirst();
}

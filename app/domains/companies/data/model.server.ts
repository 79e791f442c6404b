import type { Selectable, Transaction } from "kysely";
import {
  companyLogoPath,
  companyNameKey,
  RESERVED_SLUGS,
  slugify,
  type Company,
  type CompanyInput,
  type CompanyStatus,
  type FieldChange,
} from "../schema";
import type { Db } from "../../../../server/db/database";
import { vendorFromRow, vendorRow } from "../../../../server/db/rows";
import type { Write } from "../../../../server/db/write";
import type { Database, VendorTable } from "../../../../server/db/schema";

// The network's companies (issue 22): what their queries and writes share. Public pages never
// read these: they read the directory (directory.server.ts), which shows approved companies only.

/** What the companies' functions work on: the database, and its writes' transaction. */
export interface CompanyStore {
  db: Db;
  write: Write;
}

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
export function detailColumns(id: string, input: CompanyInput, logoFile: string | null) {
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
export const NAME_HOLDING_STATUSES: CompanyStatus[] = ["approved", "unlisted"];

export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /UNIQUE constraint|duplicate key/i.test(text);
}

export const inputOf = (c: Company): CompanyInput => ({
  name: c.name,
  shortBlurb: c.shortBlurb,
  category: c.category,
  location: c.location,
  services: c.services,
  certifications: c.certifications,
  tags: c.tags,
  website: c.website,
});

export async function companyById(
  trx: Transaction<Database> | Db,
  id: string,
): Promise<Company | undefined> {
  const row = await trx.selectFrom("vendors").selectAll().where("id", "=", id).executeTakeFirst();
  return row && companyFromRow(row);
}

export async function freeSlug(trx: Transaction<Database>, name: string): Promise<string> {
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
export async function nameTaken(
  trx: Transaction<Database>,
  name: string,
  ownerId: string | null,
  except?: string,
): Promise<boolean> {
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
}

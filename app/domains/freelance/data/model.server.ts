import type { Selectable, Transaction } from "kysely";
import type { JobCategory } from "~/data/vocabularies";
import type {
  BudgetType,
  FreelanceDuration,
  FreelancePost,
  FreelancePostInput,
  FreelancePostStatus,
  ProposalFile,
} from "../rules";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import type { Database, FreelancePostTable } from "../../../../server/db/schema";
import { documentRows, type StoredDocument } from "../../../../server/files/document-files";

// Freelance work (issue 30, docs/decisions/205): posts by the owners of approved companies, the
// proposals members send to them (one each, editable and withdrawable while the post is open)
// with private files, and the owner's choice of one, which declines the others and tells every
// proposer. Every read and write names the member: a poster reaches only their own posts and
// the proposals to them (undefined or a refusal otherwise, which the pages answer with 404).
// Here: the entities as the pages read them, rows to entities, and what the queries share.

/** What freelance's data functions read and write through. */
export interface FreelanceStore {
  db: Db;
  write: Write;
  /** The approved companies a member owns: the ones they may post for (hiring's). */
  companiesOf: (ownerId: string) => Promise<{ id: string; name: string }[]>;
  now: () => Date;
}

export type Querier = Db | Transaction<Database>;

/** A post as its owner manages it. */
export interface ManagedPost {
  post: FreelancePost;
  input: FreelancePostInput;
  createdAt: string;
  proposals: number;
}

export type ProposalRefusal = "not-found" | "sample" | "own-post" | "closed" | "decided";
export type ProposeResult =
  | { ok: true; id: string; created: boolean; replacedFiles: string[] }
  | { ok: false; reason: ProposalRefusal };

type PostRow = Selectable<FreelancePostTable> & { company_slug: string | null };

export function postFromRow(row: PostRow): FreelancePost {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companySlug: row.company_slug,
    description: row.description,
    category: row.category as JobCategory,
    skills: JSON.parse(row.skills) as string[],
    isRemote: Number(row.is_remote) === 1,
    location: row.location,
    budgetType: row.budget_type as BudgetType,
    budget: Number(row.budget),
    duration: row.duration as FreelanceDuration,
    closesOn: row.closes_on,
    status: row.status as FreelancePostStatus,
    postedDate: row.published_at?.slice(0, 10) ?? null,
    updatedDate: row.updated_at?.slice(0, 10) ?? null,
    ownerId: row.owner_id,
  };
}

export function inputOf(post: FreelancePost, companyId: string): FreelancePostInput {
  return {
    companyId,
    title: post.title,
    description: post.description,
    category: post.category,
    skills: [...post.skills],
    isRemote: post.isRemote,
    location: post.location,
    budgetType: post.budgetType,
    budget: post.budget,
    duration: post.duration,
    closesOn: post.closesOn,
  };
}

export const fields = (input: FreelancePostInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  skills: JSON.stringify(input.skills),
  is_remote: input.isRemote ? 1 : 0,
  location: input.location,
  budget_type: input.budgetType,
  budget: input.budget,
  duration: input.duration,
  closes_on: input.closesOn,
});

/** Today's day (UTC), which a post's closing day is compared with. */
export const today = (store: FreelanceStore) => store.now().toISOString().slice(0, 10);

/** Posts with their company's profile address while the company is listed. */
export const posts = (store: FreelanceStore, from: Querier = store.db) =>
  from
    .selectFrom("freelance_posts as p")
    .leftJoin("vendors as v", (join) =>
      join.onRef("v.id", "=", "p.vendor_id").on("v.status", "=", "approved"),
    )
    .selectAll("p")
    .select("v.slug as company_slug");

/** The member's own post (theirs, for a company they still own), or undefined. */
export async function ownedRow(
  store: FreelanceStore,
  ownerId: string,
  id: string,
  from: Querier = store.db,
) {
  if (!ownerId) return undefined;
  return from
    .selectFrom("freelance_posts as p")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .selectAll("p")
    .select((eb) =>
      eb
        .case()
        .when("v.status", "=", "approved")
        .then(eb.ref("v.slug"))
        .else(null)
        .end()
        .as("company_slug"),
    )
    .where("p.id", "=", id)
    .where("p.owner_id", "=", ownerId)
    .where("v.owner_id", "=", ownerId)
    .executeTakeFirst();
}

export async function filesOf(
  store: FreelanceStore,
  proposalIds: string[],
): Promise<Map<string, ProposalFile[]>> {
  const files = new Map<string, ProposalFile[]>();
  if (proposalIds.length === 0) return files;
  const rows = await store.db
    .selectFrom("freelance_proposal_files")
    .select(["id", "proposal_id", "name", "size"])
    .where("proposal_id", "in", proposalIds)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  for (const r of rows) {
    const list = files.get(r.proposal_id) ?? [];
    list.push({ id: r.id, name: r.name, size: Number(r.size) });
    files.set(r.proposal_id, list);
  }
  return files;
}

export async function insertFiles(
  trx: Transaction<Database>,
  proposalId: string,
  documents: readonly StoredDocument[],
  at: string,
) {
  if (documents.length === 0) return;
  await trx
    .insertInto("freelance_proposal_files")
    .values(
      documentRows(documents).map((row) => ({ ...row, proposal_id: proposalId, created_at: at })),
    )
    .execute();
}

import {
  postState,
  type BudgetType,
  type FreelancePostStatus,
  type MyProposal,
  type Proposal,
  type ProposalStatus,
} from "../rules";
import { filesOf, ownedRow, today, type FreelanceStore } from "./model.server";

// Reading proposals: those to a poster's post with their files, and a freelancer's own.

/** The proposals to the member's post, oldest first; undefined when it is not theirs. */
export async function proposals(
  store: FreelanceStore,
  ownerId: string,
  postId: string,
): Promise<Proposal[] | undefined> {
  if (!(await ownedRow(store, ownerId, postId))) return undefined;
  const rows = await store.db
    .selectFrom("freelance_proposals")
    .leftJoin("user", "user.id", "freelance_proposals.user_id")
    .selectAll("freelance_proposals")
    .select("user.email")
    .where("post_id", "=", postId)
    .orderBy("freelance_proposals.created_at")
    .execute();
  const files = await filesOf(
    store,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.proposer_name,
    price: Number(r.price),
    timelineDays: Number(r.timeline_days),
    message: r.message,
    status: r.status as ProposalStatus,
    receivedAt: r.created_at,
    updatedAt: r.updated_at,
    files: files.get(r.id) ?? [],
    email: r.status === "accepted" ? (r.email ?? null) : null,
  }));
}

/** A file of a proposal to the member's post, for its download; undefined otherwise. */
export async function file(
  store: FreelanceStore,
  ownerId: string,
  postId: string,
  proposalId: string,
  fileId: string,
) {
  if (!ownerId) return undefined;
  return store.db
    .selectFrom("freelance_proposal_files as f")
    .innerJoin("freelance_proposals as r", "r.id", "f.proposal_id")
    .innerJoin("freelance_posts as p", "p.id", "r.post_id")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .select(["f.file", "f.name", "f.content_type", "f.size"])
    .where("f.id", "=", fileId)
    .where("r.id", "=", proposalId)
    .where("p.id", "=", postId)
    .where("p.owner_id", "=", ownerId)
    .where("v.owner_id", "=", ownerId)
    .executeTakeFirst();
}

/** The files of the member's own proposals, for their data export (the stored names stay here). */
export async function ownFiles(store: FreelanceStore, userId: string) {
  if (!userId) return [];
  const rows = await store.db
    .selectFrom("freelance_proposal_files as f")
    .innerJoin("freelance_proposals as r", "r.id", "f.proposal_id")
    .select(["f.id", "f.proposal_id", "f.file", "f.name", "f.size"])
    .where("r.user_id", "=", userId)
    .orderBy("f.created_at")
    .orderBy("f.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    proposalId: r.proposal_id,
    stored: r.file,
    name: r.name,
    size: Number(r.size),
  }));
}

/** The member's own proposals, newest first, with where each stands. */
export async function proposalsOf(
  store: FreelanceStore,
  userId: string,
  postId?: string,
): Promise<MyProposal[]> {
  if (!userId) return [];
  let query = store.db
    .selectFrom("freelance_proposals as r")
    .innerJoin("freelance_posts as p", "p.id", "r.post_id")
    .leftJoin("vendors as v", (join) =>
      join.onRef("v.id", "=", "p.vendor_id").on("v.status", "=", "approved"),
    )
    .selectAll("r")
    .select("v.slug as company_slug")
    .select([
      "p.title as post_title",
      "p.company as company",
      "p.budget_type as budget_type",
      "p.status as post_status",
      "p.closes_on as closes_on",
    ])
    .where("r.user_id", "=", userId);
  if (postId) query = query.where("r.post_id", "=", postId);
  const rows = await query.orderBy("r.created_at", "desc").execute();
  const files = await filesOf(
    store,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    postId: r.post_id,
    postTitle: r.post_title,
    company: r.company,
    budgetType: r.budget_type as BudgetType,
    price: Number(r.price),
    timelineDays: Number(r.timeline_days),
    message: r.message,
    status: r.status as ProposalStatus,
    sentAt: r.created_at,
    postState: postState(
      { status: r.post_status as FreelancePostStatus, closesOn: r.closes_on },
      today(store),
    ),
    files: files.get(r.id) ?? [],
    contactPath:
      r.status === "accepted" && r.company_slug ? `/vendors/${r.company_slug}/contact` : null,
  }));
}

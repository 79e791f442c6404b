import { randomUUID } from "node:crypto";
import {
  budgetLabel,
  postState,
  priceLabel,
  type BudgetType,
  type FreelancePostStatus,
  type ProposalInput,
} from "../rules";
import { accountEmail } from "../../../../server/db/accounts";
import { silent, type Tell } from "../../../../server/db/write";
import type { StoredDocument } from "../../../../server/files/document-files";
import {
  insertFiles,
  ownedRow,
  today,
  type FreelanceStore,
  type ProposalRefusal,
  type ProposeResult,
} from "./model.server";

// Changing proposals: a freelancer sends, changes or withdraws theirs while the post is open;
// the poster accepts one, which declines the others. Each is one transaction that re-checks
// the post's state.

/**
 * Sends the member's proposal, or changes it (new files replace the old ones, whose stored
 * names are returned for removal). The post's owner hears of a new one.
 */
export async function propose(
  store: FreelanceStore,
  member: { id: string; name: string },
  postId: string,
  input: ProposalInput,
  documents: readonly StoredDocument[],
  tell: Tell = silent,
): Promise<ProposeResult> {
  return store.write(async (trx): Promise<ProposeResult> => {
    const post = await trx
      .selectFrom("freelance_posts")
      .selectAll()
      .where("id", "=", postId)
      .executeTakeFirst();
    if (!post || post.status === "draft") return { ok: false, reason: "not-found" };
    if (post.owner_id === null) return { ok: false, reason: "sample" };
    if (post.owner_id === member.id) return { ok: false, reason: "own-post" };
    const state = postState(
      { status: post.status as FreelancePostStatus, closesOn: post.closes_on },
      today(store),
    );
    if (state !== "open") return { ok: false, reason: "closed" };
    const at = store.now().toISOString();
    const values = {
      proposer_name: member.name,
      price: input.price,
      timeline_days: input.timelineDays,
      message: input.message,
      updated_at: at,
    };
    const existing = await trx
      .selectFrom("freelance_proposals")
      .select(["id", "status"])
      .where("post_id", "=", postId)
      .where("user_id", "=", member.id)
      .executeTakeFirst();
    if (existing) {
      if (existing.status !== "submitted") return { ok: false, reason: "decided" };
      await trx
        .updateTable("freelance_proposals")
        .set(values)
        .where("id", "=", existing.id)
        .execute();
      let replacedFiles: string[] = [];
      if (documents.length > 0) {
        const old = await trx
          .selectFrom("freelance_proposal_files")
          .select("file")
          .where("proposal_id", "=", existing.id)
          .execute();
        replacedFiles = old.map((f) => f.file);
        await trx
          .deleteFrom("freelance_proposal_files")
          .where("proposal_id", "=", existing.id)
          .execute();
        await insertFiles(trx, existing.id, documents, at);
      }
      return { ok: true, id: existing.id, created: false, replacedFiles };
    }
    const id = randomUUID();
    await trx
      .insertInto("freelance_proposals")
      .values({
        id,
        post_id: postId,
        user_id: member.id,
        status: "submitted",
        created_at: at,
        ...values,
      })
      .execute();
    await insertFiles(trx, id, documents, at);
    const type = post.budget_type as BudgetType;
    const body = `${member.name} proposes ${priceLabel(type, input.price)} over ${input.timelineDays} days for ${post.title}.`;
    await tell(trx, {
      kind: "freelance-proposal",
      userId: post.owner_id,
      title: `New proposal: ${post.title}`,
      body,
      link: `/account/freelance/${postId}`,
      email: await accountEmail(trx, post.owner_id),
      mail: null,
      dedupeKey: `freelance-proposal:${id}`,
    });
    return { ok: true, id, created: true, replacedFiles: [] };
  });
}

/** Withdraws the member's proposal while its post is open; its stored files are returned. */
export async function withdraw(
  store: FreelanceStore,
  userId: string,
  proposalId: string,
): Promise<{ ok: true; files: string[] } | { ok: false; reason: ProposalRefusal }> {
  return store.write(async (trx) => {
    const row = await trx
      .selectFrom("freelance_proposals as r")
      .innerJoin("freelance_posts as p", "p.id", "r.post_id")
      .select(["r.id", "r.status", "p.status as post_status", "p.closes_on"])
      .where("r.id", "=", proposalId)
      .where("r.user_id", "=", userId)
      .executeTakeFirst();
    if (!row || !userId) return { ok: false as const, reason: "not-found" as const };
    const state = postState(
      { status: row.post_status as FreelancePostStatus, closesOn: row.closes_on },
      today(store),
    );
    if (row.status !== "submitted" || state !== "open")
      return { ok: false as const, reason: "closed" as const };
    const files = await trx
      .selectFrom("freelance_proposal_files")
      .select("file")
      .where("proposal_id", "=", proposalId)
      .execute();
    await trx.deleteFrom("freelance_proposals").where("id", "=", proposalId).execute();
    return { ok: true as const, files: files.map((f) => f.file) };
  });
}

/**
 * Accepts one proposal to the member's post: it is accepted, every other one declined, the
 * post awarded, and each proposer told, in one transaction. Refused for anyone else's post
 * (not-found) and once a proposal was accepted (decided).
 */
export async function accept(
  store: FreelanceStore,
  ownerId: string,
  postId: string,
  proposalId: string,
  tell: Tell = silent,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "decided" }> {
  return store.write(async (trx) => {
    const post = await ownedRow(store, ownerId, postId, trx);
    if (!post || post.status === "draft")
      return { ok: false as const, reason: "not-found" as const };
    const chosen = await trx
      .selectFrom("freelance_proposals")
      .select(["id", "price"])
      .where("id", "=", proposalId)
      .where("post_id", "=", postId)
      .executeTakeFirst();
    if (!chosen) return { ok: false as const, reason: "not-found" as const };
    const at = store.now().toISOString();
    // The post's row decides a race between two accepts: only one update finds it open.
    const awarded = await trx
      .updateTable("freelance_posts")
      .set({ status: "awarded", accepted_proposal_id: proposalId, awarded_at: at })
      .where("id", "=", postId)
      .where("status", "in", ["published", "closed"])
      .executeTakeFirst();
    if (Number(awarded.numUpdatedRows) !== 1)
      return { ok: false as const, reason: "decided" as const };
    await trx
      .updateTable("freelance_proposals")
      .set({ status: "accepted", updated_at: at })
      .where("id", "=", proposalId)
      .execute();
    await trx
      .updateTable("freelance_proposals")
      .set({ status: "declined", updated_at: at })
      .where("post_id", "=", postId)
      .where("id", "!=", proposalId)
      .execute();
    const proposers = await trx
      .selectFrom("freelance_proposals")
      .select(["id", "user_id", "price"])
      .where("post_id", "=", postId)
      .execute();
    const type = post.budget_type as BudgetType;
    for (const p of proposers) {
      const accepted = p.id === proposalId;
      const title = accepted
        ? `Your proposal was accepted: ${post.title}`
        : `Another proposal was chosen: ${post.title}`;
      const body = accepted
        ? `${post.company} accepted your proposal of ${priceLabel(type, Number(p.price))} for ${post.title} (budget ${budgetLabel(type, Number(post.budget))}). They will be in touch to start.`
        : `${post.company} accepted another proposal for ${post.title}. Thank you for yours: the post is closed now.`;
      await tell(trx, {
        kind: "proposal-outcome",
        userId: p.user_id,
        title,
        body,
        link: "/account/proposals",
        email: await accountEmail(trx, p.user_id),
        mail: null,
        dedupeKey: `proposal-outcome:${p.id}`,
      });
    }
    return { ok: true as const };
  });
}

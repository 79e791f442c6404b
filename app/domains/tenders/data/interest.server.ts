import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { iso, type TenderStore } from "./model.server";
import { visible } from "./reads.server";

// Who is interested in a tender (issue 41, Build 4; docs/decisions/330): its bidders, the
// members who asked a question, the owners of the invited companies and the members who follow
// it. They are told of each amendment and each answer. Following is a member's own choice, made
// on the tender's page.

/** The members interested in a tender, its buyer aside, each once, with their e-mail address. */
export async function interestedMembers(
  trx: Transaction<Database>,
  tenderId: string,
  buyerId: string,
): Promise<{ id: string; email: string | null }[]> {
  const [bidders, askers, invited, followers] = await Promise.all([
    trx
      .selectFrom("bids")
      .select("owner_id as id")
      .where("tender_id", "=", tenderId)
      .where("withdrawn_at", "is", null)
      .execute(),
    trx
      .selectFrom("tender_questions")
      .select("asker_id as id")
      .where("tender_id", "=", tenderId)
      .execute(),
    trx
      .selectFrom("tender_invitations as i")
      .innerJoin("vendors as v", "v.id", "i.vendor_id")
      .select("v.owner_id as id")
      .where("i.tender_id", "=", tenderId)
      .where("v.owner_id", "is not", null)
      .execute(),
    trx
      .selectFrom("tender_follows")
      .select("user_id as id")
      .where("tender_id", "=", tenderId)
      .execute(),
  ]);
  const ids = [
    ...new Set(
      [...bidders, ...askers, ...invited, ...followers]
        .map((r) => r.id)
        .filter((id): id is string => !!id && id !== buyerId),
    ),
  ].sort();
  if (ids.length === 0) return [];
  const emails = await trx
    .selectFrom("user")
    .select(["id", "email"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(emails.map((u) => [u.id, u.email]));
  return ids.map((id) => ({ id, email: byId.get(id) ?? null }));
}

/** Whether the member follows the tender. */
export async function following(
  store: TenderStore,
  tenderId: string,
  userId: string,
): Promise<boolean> {
  const row = await store.db
    .selectFrom("tender_follows")
    .select("user_id")
    .where("tender_id", "=", tenderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return !!row;
}

/**
 * The member follows the tender (`on`) or no longer does; false when they may not see it (or
 * it is their own).
 */
export async function follow(
  store: TenderStore,
  tenderId: string,
  member: { id: string; isOperator: boolean },
  on: boolean,
  now = new Date(),
): Promise<boolean> {
  const tender = await visible(store, tenderId, member, now);
  if (!tender || !tender.publishedAt || tender.buyerId === member.id) return false;
  await store.write(async (trx) => {
    if (on)
      await trx
        .insertInto("tender_follows")
        .values({ tender_id: tenderId, user_id: member.id, created_at: iso(now) })
        .onConflict((oc) => oc.columns(["tender_id", "user_id"]).doNothing())
        .execute();
    else
      await trx
        .deleteFrom("tender_follows")
        .where("tender_id", "=", tenderId)
        .where("user_id", "=", member.id)
        .execute();
  });
  return true;
}

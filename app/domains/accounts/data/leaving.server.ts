import { sql, type Transaction } from "kysely";
import { closeCompanyPosts } from "~/domains/freelance/index.server";
import type { Database } from "../../../../server/db/schema";
import { FORMER_MEMBER, OWNER_LEFT_REASON, type AccountStore, type Erased } from "./model.server";

// A member leaves (issue 27, docs/decisions/155): "Delete account" deletes or anonymises their
// records, as the Privacy Policy says.

/** The accounts library's tables that hang on a user (better-auth's names and columns). */
const AUTH_CHILD_TABLES = ["session", "account", "twoFactor", "passkey"] as const;

/**
 * Deletes the member's account and personal records, and anonymises what others rely on
 * (the Privacy Policy's section 5 says the same): their reviews, replies and tenders stay
 * under "Former member"; the companies they own are unlisted (or, waiting for review,
 * refused) and kept for the operators; requests they sent stay with the companies, no
 * longer linked to an account. Their sessions and password go with the account, so
 * sign-in is refused from then on. False when no account has this id.
 */
export async function erase(
  { write }: AccountStore,
  userId: string,
  now = new Date(),
): Promise<Erased | false> {
  return write(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return false;
    const at = now.toISOString();
    const reviews = await trx
      .updateTable("reviews")
      .set({ author_name: FORMER_MEMBER })
      .where("author_id", "=", userId)
      .executeTakeFirst();
    await trx
      .updateTable("request_replies")
      .set({ author_name: FORMER_MEMBER })
      .where("author_id", "=", userId)
      .execute();
    await trx
      .updateTable("company_requests")
      .set({ buyer_id: null })
      .where("buyer_id", "=", userId)
      .execute();
    await trx
      .updateTable("tenders")
      .set({ buyer_name: FORMER_MEMBER })
      .where("buyer_id", "=", userId)
      .execute();
    await trx
      .updateTable("vendor_claims")
      .set({ claimant_name: FORMER_MEMBER, claimant_email: "" })
      .where("claimant_id", "=", userId)
      .execute();
    // Their jobs and freelance posts close with their companies; their proposals stay with
    // the posters, under "Former member".
    await closeCompanyPosts(trx, { ownerId: userId });
    await trx
      .updateTable("freelance_proposals")
      .set({ proposer_name: FORMER_MEMBER })
      .where("user_id", "=", userId)
      .execute();
    const unlisted = await trx
      .updateTable("vendors")
      .set({ status: "unlisted", reviewed_at: at, reviewed_by: userId })
      .where("owner_id", "=", userId)
      .where("status", "=", "approved")
      .executeTakeFirst();
    await trx
      .updateTable("vendors")
      .set({
        status: "rejected",
        rejection_reason: OWNER_LEFT_REASON,
        reviewed_at: at,
        reviewed_by: userId,
      })
      .where("owner_id", "=", userId)
      .where("status", "=", "pending")
      .execute();
    const notifications = await trx
      .deleteFrom("notifications")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    await trx.deleteFrom("notification_settings").where("user_id", "=", userId).execute();
    await trx
      .deleteFrom("outbox")
      .where("mail_to", "=", user.email)
      .where("sent_at", "is", null)
      .execute();
    await trx.deleteFrom("shortlists").where("owner_id", "=", userId).execute();
    await trx.deleteFrom("api_tokens").where("owner_id", "=", userId).execute();
    await trx.deleteFrom("saved_jobs").where("user_id", "=", userId).execute();
    await trx.deleteFrom("job_alerts").where("user_id", "=", userId).execute();
    await trx.deleteFrom("job_alert_digests").where("user_id", "=", userId).execute();
    await trx.deleteFrom("tender_searches").where("user_id", "=", userId).execute();
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    await trx.deleteFrom("operators").where("user_id", "=", userId).execute();
    await trx.deleteFrom("account_security_events").where("user_id", "=", userId).execute();
    await trx.deleteFrom("two_factor_used_codes").where("user_id", "=", userId).execute();
    await deleteAccount(trx, userId);
    return {
      reviews: Number(reviews.numUpdatedRows),
      companiesUnlisted: Number(unlisted.numUpdatedRows),
      notifications: Number(notifications.numDeletedRows),
    };
  });
}

/** The accounts library's rows of this user: sessions, password, second factor, the user. */
async function deleteAccount(trx: Transaction<Database>, userId: string): Promise<void> {
  for (const table of AUTH_CHILD_TABLES) {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref("userId")} = ${userId}`.execute(trx);
  }
  await sql`DELETE FROM ${sql.table("verification")} WHERE ${sql.ref("value")} = ${userId}`.execute(
    trx,
  );
  await trx.deleteFrom("user").where("id", "=", userId).execute();
}

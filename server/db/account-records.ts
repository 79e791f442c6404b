import { sql, type Transaction } from "kysely";
import type { Company } from "../../app/domain/company-schema";
import { companyFromRow } from "./companies";
import type { Db } from "./database";
import { closeCompanyPosts } from "./freelance";
import { memberActivity, type MemberActivity } from "../../app/domains/community/index.server";
import type { Write } from "./write";
import type { Database } from "./schema";

// One member's records as a whole (issue 27, docs/decisions/154-155): what "Download my data"
// puts in its ZIP, and what "Delete account" deletes or anonymises, as the Privacy Policy says.

/** The name shown for what a member who left wrote (reviews, replies, tenders). */
export const FORMER_MEMBER = "Former member";
/** Why a company waiting for review is not listed after its owner left. */
export const OWNER_LEFT_REASON = "Its owner deleted their account.";

export interface MemberProfile {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  joinedAt: string;
}

/** Everything of one member's that is not a request (requests come with their files). */
export interface MemberRecords {
  profile: MemberProfile;
  companies: Company[];
  reviews: {
    id: string;
    company: { name: string; slug: string };
    rating: number;
    title: string;
    body: string;
    relationship: string;
    createdAt: string;
    updatedAt: string;
    hidden: boolean;
    reply: { body: string; at: string } | null;
  }[];
  notifications: {
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string;
    createdAt: string;
    readAt: string | null;
  }[];
  notificationSettings: { kind: string; email: boolean }[];
  shortlists: { name: string; createdAt: string; companies: { name: string; note: string }[] }[];
  savedJobs: { title: string; company: string; savedAt: string }[];
  /** Tenders, bids, hiring and community: app/domains/community/data/member-activity.server.ts. */
  activity: MemberActivity;
}

/** What deleting an account changed, for the request log (counts, never content). */
export interface Erased {
  reviews: number;
  companiesUnlisted: number;
  notifications: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The accounts library's tables that hang on a user (better-auth's names and columns). */
const AUTH_CHILD_TABLES = ["session", "account", "twoFactor"] as const;

export function accountRecords(db: Db, write: Write) {
  return {
    /** The member's records, or undefined when no account has this id. */
    async of(userId: string): Promise<MemberRecords | undefined> {
      const user = await db
        .selectFrom("user")
        .select(["id", "name", "email", "emailVerified", "createdAt"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user) return undefined;
      const [companies, reviews, notifications, settings, lists, items, saved, activity] =
        await Promise.all([
          db
            .selectFrom("vendors")
            .selectAll()
            .where("owner_id", "=", userId)
            .orderBy("created_at")
            .execute(),
          db
            .selectFrom("reviews as r")
            .innerJoin("vendors as v", "v.id", "r.vendor_id")
            .selectAll("r")
            .select(["v.name as vendor_name", "v.slug as vendor_slug"])
            .where("r.author_id", "=", userId)
            .orderBy("r.created_at")
            .execute(),
          db
            .selectFrom("notifications")
            .selectAll()
            .where("user_id", "=", userId)
            .orderBy("created_at")
            .orderBy("id")
            .execute(),
          db
            .selectFrom("notification_settings")
            .select(["kind", "email"])
            .where("user_id", "=", userId)
            .orderBy("kind")
            .execute(),
          db
            .selectFrom("shortlists")
            .select(["id", "name", "created_at"])
            .where("owner_id", "=", userId)
            .orderBy("created_at")
            .execute(),
          db
            .selectFrom("shortlist_items as i")
            .innerJoin("shortlists as s", "s.id", "i.shortlist_id")
            .innerJoin("vendors as v", "v.id", "i.vendor_id")
            .select(["i.shortlist_id", "v.name", "i.note"])
            .where("s.owner_id", "=", userId)
            .orderBy("i.added_at")
            .execute(),
          db
            .selectFrom("saved_jobs as s")
            .innerJoin("jobs as j", "j.id", "s.job_id")
            .select(["j.title", "j.company", "s.saved_at"])
            .where("s.user_id", "=", userId)
            .orderBy("s.saved_at")
            .execute(),
          memberActivity(db, userId),
        ]);
      return {
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: Boolean(user.emailVerified),
          joinedAt: iso(user.createdAt),
        },
        companies: companies.map(companyFromRow),
        reviews: reviews.map((r) => ({
          id: r.id,
          company: { name: r.vendor_name, slug: r.vendor_slug },
          rating: Number(r.rating),
          title: r.title,
          body: r.body,
          relationship: r.relationship,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
          hidden: r.hidden_at !== null,
          reply:
            r.reply_body !== null && r.reply_at !== null
              ? { body: r.reply_body, at: r.reply_at }
              : null,
        })),
        notifications: notifications.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          createdAt: n.created_at,
          readAt: n.read_at,
        })),
        notificationSettings: settings.map((s) => ({ kind: s.kind, email: Boolean(s.email) })),
        shortlists: lists.map((l) => ({
          name: l.name,
          createdAt: l.created_at,
          companies: items
            .filter((i) => i.shortlist_id === l.id)
            .map((i) => ({ name: i.name, note: i.note })),
        })),
        savedJobs: saved.map((s) => ({ title: s.title, company: s.company, savedAt: s.saved_at })),
        activity,
      };
    },

    /**
     * Deletes the member's account and personal records, and anonymises what others rely on
     * (the Privacy Policy's section 5 says the same): their reviews, replies and tenders stay
     * under "Former member"; the companies they own are unlisted (or, waiting for review,
     * refused) and kept for the operators; requests they sent stay with the companies, no
     * longer linked to an account. Their sessions and password go with the account, so
     * sign-in is refused from then on. False when no account has this id.
     */
    async erase(userId: string, now = new Date()): Promise<Erased | false> {
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
        await trx.deleteFrom("saved_jobs").where("user_id", "=", userId).execute();
        await trx.deleteFrom("job_alerts").where("user_id", "=", userId).execute();
        await trx.deleteFrom("job_alert_digests").where("user_id", "=", userId).execute();
        await trx.deleteFrom("operators").where("user_id", "=", userId).execute();
        await deleteAccount(trx, userId);
        return {
          reviews: Number(reviews.numUpdatedRows),
          companiesUnlisted: Number(unlisted.numUpdatedRows),
          notifications: Number(notifications.numDeletedRows),
        };
      });
    },
  };
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

export type AccountRecords = ReturnType<typeof accountRecords>;

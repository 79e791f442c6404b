import { companyFromRow } from "~/domains/companies/index.server";
import { memberActivity } from "~/domains/community/index.server";
import type { AccountStore, MemberRecords } from "./model.server";

// One member's records as a whole, for "Download my data" (issue 27, docs/decisions/154): what
// the Privacy Policy says a member can take with them.

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The member's records, or undefined when no account has this id. */
export async function of({ db }: AccountStore, userId: string): Promise<MemberRecords | undefined> {
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
}

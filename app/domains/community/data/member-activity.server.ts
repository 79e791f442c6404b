import type { Db } from "../../../../server/db/database";

// What a member did on the network beyond their account, reviews, requests and lists (issue 27,
// docs/decisions/154): their tenders and the questions they asked, the bids they placed, the jobs
// and freelance work they posted, their proposals and job alerts, their profile in the member
// directory, groups, forum threads and replies, articles and training places. "Download my data"
// puts it in the ZIP; every query is scoped by the member's own id.

export interface MemberActivity {
  procurement: {
    tenders: {
      id: string;
      kind: string;
      title: string;
      description: string;
      buyerName: string;
      region: string;
      sector: string;
      budget: number | null;
      questionDeadline: string;
      bidDeadline: string;
      createdAt: string;
      publishedAt: string | null;
      awardedAt: string | null;
      cancelledAt: string | null;
      cancelReason: string | null;
      items: { item: string; quantity: number; unit: string; specification: string }[];
    }[];
    questionsAsked: { tender: string; question: string; askedAt: string; answer: string | null }[];
    bids: {
      tender: string;
      company: string;
      total: number;
      deliveryDays: number;
      validUntil: string;
      message: string;
      createdAt: string;
      updatedAt: string;
      prices: { item: string; unitPrice: number }[];
    }[];
  };
  hiring: {
    jobsPosted: {
      id: string;
      title: string;
      company: string;
      status: string;
      location: string;
      createdAt: string | null;
      publishedAt: string | null;
      closesOn: string | null;
    }[];
    freelancePosts: {
      id: string;
      title: string;
      company: string;
      status: string;
      budget: number;
      budgetType: string;
      createdAt: string;
      publishedAt: string | null;
    }[];
    proposals: {
      id: string;
      post: string;
      price: number;
      timelineDays: number;
      message: string;
      status: string;
      createdAt: string;
    }[];
    jobAlerts: Record<string, unknown>[];
    /** The jobs they applied to, with where each application stands. */
    applications: {
      job: string;
      company: string;
      sentAt: string;
      status: string;
    }[];
  };
  community: {
    directoryProfile: {
      name: string;
      handle: string | null;
      role: string;
      organisation: string | null;
      region: string;
      bio: string | null;
      listed: boolean;
    } | null;
    groups: { name: string; joinedAt: string }[];
    threads: { id: string; title: string; body: string; createdAt: string; hidden: boolean }[];
    replies: { thread: string; body: string; createdAt: string; hidden: boolean }[];
    articles: { title: string; kind: string; status: string; date: string; body: string }[];
    trainingPlaces: { event: string; startsAt: string; status: string; registeredAt: string }[];
  };
}

export async function memberActivity(db: Db, userId: string): Promise<MemberActivity> {
  const [procurement, hiring, community] = await Promise.all([
    procurementOf(db, userId),
    hiringOf(db, userId),
    communityOf(db, userId),
  ]);
  return { procurement, hiring, community };
}

/** The tenders they published, the questions they asked and the bids they placed. */
async function procurementOf(db: Db, userId: string): Promise<MemberActivity["procurement"]> {
  const [tenders, items, questions, bids, prices] = await Promise.all([
    db
      .selectFrom("tenders")
      .selectAll()
      .where("buyer_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("tender_items as i")
      .innerJoin("tenders as t", "t.id", "i.tender_id")
      .select(["i.tender_id", "i.item", "i.quantity", "i.unit", "i.specification"])
      .where("t.buyer_id", "=", userId)
      .orderBy("i.position")
      .execute(),
    db
      .selectFrom("tender_questions as q")
      .innerJoin("tenders as t", "t.id", "q.tender_id")
      .select(["t.title", "q.body", "q.asked_at", "q.answer"])
      .where("q.asker_id", "=", userId)
      .orderBy("q.asked_at")
      .execute(),
    db
      .selectFrom("bids as b")
      .innerJoin("tenders as t", "t.id", "b.tender_id")
      .innerJoin("vendors as v", "v.id", "b.vendor_id")
      .selectAll("b")
      .select(["t.title as tender_title", "v.name as vendor_name"])
      .where("b.owner_id", "=", userId)
      .orderBy("b.created_at")
      .execute(),
    db
      .selectFrom("bid_prices as p")
      .innerJoin("bids as b", "b.id", "p.bid_id")
      .innerJoin("tender_items as i", "i.id", "p.item_id")
      .select(["p.bid_id", "i.item", "p.unit_price"])
      .where("b.owner_id", "=", userId)
      .orderBy("i.position")
      .execute(),
  ]);
  return {
    tenders: tenders.map((t) => ({
      id: t.id,
      kind: t.kind,
      title: t.title,
      description: t.description,
      buyerName: t.buyer_name,
      region: t.region,
      sector: t.sector,
      budget: t.budget === null ? null : Number(t.budget),
      questionDeadline: t.question_deadline,
      bidDeadline: t.bid_deadline,
      createdAt: t.created_at,
      publishedAt: t.published_at,
      awardedAt: t.awarded_at,
      cancelledAt: t.cancelled_at,
      cancelReason: t.cancel_reason,
      items: items
        .filter((i) => i.tender_id === t.id)
        .map((i) => ({
          item: i.item,
          quantity: Number(i.quantity),
          unit: i.unit,
          specification: i.specification,
        })),
    })),
    questionsAsked: questions.map((q) => ({
      tender: q.title,
      question: q.body,
      askedAt: q.asked_at,
      answer: q.answer,
    })),
    bids: bids.map((b) => ({
      tender: b.tender_title,
      company: b.vendor_name,
      total: Number(b.total),
      deliveryDays: Number(b.delivery_days),
      validUntil: b.valid_until,
      message: b.message,
      createdAt: b.created_at,
      updatedAt: b.updated_at,
      prices: prices
        .filter((p) => p.bid_id === b.id)
        .map((p) => ({ item: p.item, unitPrice: Number(p.unit_price) })),
    })),
  };
}

/** The jobs and freelance work they posted, their proposals and their job alerts. */
async function hiringOf(db: Db, userId: string): Promise<MemberActivity["hiring"]> {
  const [jobs, posts, proposals, alerts, applications] = await Promise.all([
    db
      .selectFrom("jobs")
      .selectAll()
      .where("owner_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("freelance_posts")
      .selectAll()
      .where("owner_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("freelance_proposals as p")
      .innerJoin("freelance_posts as f", "f.id", "p.post_id")
      .selectAll("p")
      .select("f.title as post_title")
      .where("p.user_id", "=", userId)
      .orderBy("p.created_at")
      .execute(),
    db
      .selectFrom("job_alerts")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("company_requests as r")
      .innerJoin("jobs as j", "j.id", "r.job_id")
      .innerJoin("submissions as s", "s.id", "r.submission_id")
      .select(["j.title", "j.company", "s.received_at", "r.applicant_status"])
      .where("r.buyer_id", "=", userId)
      .orderBy("s.received_at")
      .execute(),
  ]);
  return {
    jobsPosted: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      company: j.company,
      status: j.status,
      location: j.location,
      createdAt: j.created_at,
      publishedAt: j.published_at,
      closesOn: j.closes_on,
    })),
    freelancePosts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      company: p.company,
      status: p.status,
      budget: Number(p.budget),
      budgetType: p.budget_type,
      createdAt: p.created_at,
      publishedAt: p.published_at,
    })),
    proposals: proposals.map((p) => ({
      id: p.id,
      post: p.post_title,
      price: Number(p.price),
      timelineDays: Number(p.timeline_days),
      message: p.message,
      status: p.status,
      createdAt: p.created_at,
    })),
    jobAlerts: alerts.map(({ user_id: _, ...alert }) => alert),
    applications: applications.map((a) => ({
      job: a.title,
      company: a.company,
      sentAt: a.received_at,
      // "new" until the employer sets one (the applicant's list says so too).
      status: a.applicant_status ?? "new",
    })),
  };
}

/** Their directory profile, groups, forum posts, articles and training places. */
async function communityOf(db: Db, userId: string): Promise<MemberActivity["community"]> {
  const [profile, groups, threads, replies, articles, training] = await Promise.all([
    db.selectFrom("members").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("group_members as m")
      .innerJoin("groups as g", "g.id", "m.group_id")
      .select(["g.name", "m.joined_at"])
      .where("m.user_id", "=", userId)
      .orderBy("m.joined_at")
      .execute(),
    db
      .selectFrom("forum_threads")
      .select(["id", "title", "body", "created_at", "hidden_at"])
      .where("author_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("forum_replies as r")
      .innerJoin("forum_threads as t", "t.id", "r.thread_id")
      .select(["t.title", "r.body", "r.created_at", "r.hidden_at"])
      .where("r.author_id", "=", userId)
      .orderBy("r.created_at")
      .execute(),
    db
      .selectFrom("articles")
      .select(["title", "kind", "status", "date", "body"])
      .where("author_id", "=", userId)
      .orderBy("date")
      .execute(),
    db
      .selectFrom("training_registrations as r")
      .innerJoin("training_events as e", "e.id", "r.event_id")
      .select(["e.title", "e.starts_at", "r.status", "r.registered_at"])
      .where("r.user_id", "=", userId)
      .orderBy("r.registered_at")
      .execute(),
  ]);
  return {
    directoryProfile: profile
      ? {
          name: profile.name,
          handle: profile.handle,
          role: profile.role,
          organisation: profile.organisation,
          region: profile.region,
          bio: profile.bio,
          listed: Boolean(profile.listed),
        }
      : null,
    groups: groups.map((g) => ({ name: g.name, joinedAt: g.joined_at })),
    threads: threads.map((t) => ({
      id: t.id,
      title: t.title,
      body: t.body,
      createdAt: t.created_at,
      hidden: t.hidden_at !== null,
    })),
    replies: replies.map((r) => ({
      thread: r.title,
      body: r.body,
      createdAt: r.created_at,
      hidden: r.hidden_at !== null,
    })),
    articles: articles.map((a) => ({
      title: a.title,
      kind: a.kind,
      status: a.status,
      date: a.date,
      body: a.body,
    })),
    trainingPlaces: training.map((t) => ({
      event: t.title,
      startsAt: t.starts_at,
      status: t.status,
      registeredAt: t.registered_at,
    })),
  };
}

import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { openMemoryDatabase } from "../../../server/db/testing";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createNotifications } from "~/domains/notifications/index.server";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { sampleReviews } from "~/data/sample-reviews";
import { vendors } from "~/data/vendors";
import { REVIEW_REFUSALS } from "./permissions";
import { REVIEW_MESSAGES } from "./rules";
import { UNVERIFIED_MESSAGE } from "~/lib/access.server";
import { REVIEW_FORM, REVIEW_LIMIT, reviewAction } from "./review-action.server";
import { asPosted } from "~/lib/route-policy.testing";
import { action as adminReviews } from "./routes/admin-reviews";
import type { ReviewActionResult } from "./review-result";

// Every permission and validation rule of the review forms, through the route actions, against
// a real database: each rule is tried by someone who must be refused.

let db: Db;
let repo: Repository;
const vendor = vendors[0]!;
const body = "Clear quotes, no surprises on the invoice, and a named contact who always replied.";
const fields = { rating: "4", title: "Dependable", body, relationship: "Past customer" };

const ada = { id: "ada", name: "Ada", email: "ada@example.com", image: null, isOperator: false };
const bob = { id: "bob", name: "Bob", email: "bob@example.com", image: null, isOperator: false };
const olive = { ...ada, id: "olive", name: "Olive", isOperator: true };
type User = typeof ada | null;

let requireVerifiedEmail = false;

function context(user: User, limits = inProcessMemberLimits()): AppLoadContext {
  return {
    siteOrigin: "https://buyers.example.test",
    repo,
    user,
    requireVerifiedEmail,
    limits,
    notifications: createNotifications({ db, mailEnabled: false, mailFrom: "" }),
    forms: { submit: async () => new Response() },
  } as unknown as AppLoadContext;
}

function post(values: Record<string, string>, path = `/vendors/${vendor.slug}`) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

async function act(user: User, values: Record<string, string>, limits?: AppLoadContext["limits"]) {
  const ctx = context(user, limits);
  const answer = await reviewAction(
    ctx,
    await asPosted(ctx, post(values), REVIEW_FORM, REVIEW_LIMIT),
    vendor,
  );
  return { status: answer.init?.status ?? 200, ...(answer.data as ReviewActionResult) };
}

async function moderate(user: User, values: Record<string, string>) {
  try {
    // Through the console's route: operators only, then the moderation.
    const request = post(values, "/admin/reviews");
    const answer = await adminReviews({ context: context(user), request, params: {} } as never);
    return { status: answer.init?.status ?? 200, ...(answer.data as ReviewActionResult) };
  } catch (thrown) {
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
  }
}

async function adaReviews() {
  const created = await act(ada, { intent: "create", ...fields });
  expect(created.ok).toBe(true);
  return created.reviewId!;
}

const makeOwner = (userId: string) =>
  db.updateTable("vendors").set({ owner_id: userId }).where("id", "=", vendor.id).execute();

beforeEach(async () => {
  db = await openMemoryDatabase();
  await seedSampleData(db);
  repo = createRepository(db);
  // The vendor starts without reviews: its rating is then the members' reviews' alone.
  for (const r of sampleReviews.filter((r) => r.vendorId === vendor.id)) {
    await repo.reviews.remove(r.id);
  }
});
afterEach(() => db.destroy());

describe("a member who has not confirmed their e-mail address", () => {
  afterEach(() => {
    requireVerifiedEmail = false;
  });

  it("is refused a review when the site requires it, keeping what was typed", async () => {
    requireVerifiedEmail = true;
    const unconfirmed = { ...ada, emailVerified: false } as unknown as User;
    const unconfirmedContext = context(unconfirmed);
    const refused = await reviewAction(
      unconfirmedContext,
      await asPosted(
        unconfirmedContext,
        post({ intent: "create", ...fields }),
        REVIEW_FORM,
        REVIEW_LIMIT,
      ),
      vendor,
    );
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({
      message: UNVERIFIED_MESSAGE,
      values: { title: "Dependable" },
    });
    expect(await repo.reviews.byAuthor(vendor.id, ada.id)).toBeUndefined();

    const confirmed = { ...ada, emailVerified: true } as unknown as User;
    const confirmedContext = context(confirmed);
    const created = await reviewAction(
      confirmedContext,
      await asPosted(
        confirmedContext,
        post({ intent: "create", ...fields }),
        REVIEW_FORM,
        REVIEW_LIMIT,
      ),
      vendor,
    );
    expect((created.data as ReviewActionResult).ok).toBe(true);
  });
});

describe("writing a review", () => {
  it("publishes a member's review under their display name", async () => {
    const id = await adaReviews();
    const stored = await repo.reviews.byId(id);
    expect(stored).toMatchObject({ authorName: "Ada", rating: 4, title: "Dependable" });
  });

  it("refuses invalid input with each field's problem, keeping what was typed", async () => {
    const refused = await act(ada, { intent: "create", ...fields, rating: "9", body: "Too short" });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual({
      rating: REVIEW_MESSAGES.rating,
      body: REVIEW_MESSAGES.bodyTooShort,
    });
    expect(refused.values).toEqual({ ...fields, rating: "9", body: "Too short" });
    expect(await repo.reviews.byAuthor(vendor.id, "ada")).toBeUndefined();
  });

  it("refuses a second review by the same member", async () => {
    await adaReviews();
    const second = await act(ada, { intent: "create", ...fields, rating: "1" });
    expect(second.status).toBe(409);
    expect(second.message).toBe(REVIEW_REFUSALS.alreadyReviewed);
    expect(second.values.rating).toBe("1");
    expect((await repo.vendors.bySlug(vendor.slug))?.rating).toBe(4);
  });

  it("refuses the owner a review of their own company", async () => {
    await makeOwner("ada");
    const refused = await act(ada, { intent: "create", ...fields });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(REVIEW_REFUSALS.ownCompany);
    expect(await repo.reviews.byAuthor(vendor.id, "ada")).toBeUndefined();
  });

  it("refuses past the write limit, keeping what was typed", async () => {
    const taken: string[] = [];
    const limits = {
      take: async (rule: string) => {
        taken.push(rule);
        return { allowed: false, retryAfter: 90 };
      },
    };
    const refused = await act(ada, { intent: "create", ...fields }, limits as never);
    expect(taken).toEqual(["review-write"]);
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/too often.*2 minutes/);
    expect(refused.values).toEqual(fields);
  });

  it("refuses an unknown intent", async () => {
    expect((await act(ada, { intent: "promote", ...fields })).status).toBe(400);
  });
});

describe("editing and deleting", () => {
  it("lets the author edit their review", async () => {
    const id = await adaReviews();
    const updated = await act(ada, { intent: "update", ...fields, rating: "2" });
    expect(updated.ok).toBe(true);
    expect((await repo.reviews.byId(id))?.rating).toBe(2);
  });

  it("edits only the member's own review: another member has none to edit", async () => {
    const id = await adaReviews();
    const refused = await act(bob, { intent: "update", ...fields, rating: "1", reviewId: id });
    expect(refused.status).toBe(404);
    expect((await repo.reviews.byId(id))?.rating).toBe(4);
  });

  it("refuses another member's deletion", async () => {
    const id = await adaReviews();
    const refused = await act(bob, { intent: "delete", reviewId: id });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(REVIEW_REFUSALS.notYours);
    expect(await repo.reviews.byId(id)).toBeDefined();
  });

  it("refuses an operator's deletion too: operators hide, they do not delete", async () => {
    const id = await adaReviews();
    expect((await act(olive, { intent: "delete", reviewId: id })).status).toBe(403);
  });

  it("lets the author delete their review", async () => {
    const id = await adaReviews();
    expect((await act(ada, { intent: "delete", reviewId: id })).ok).toBe(true);
    expect(await repo.reviews.byId(id)).toBeUndefined();
  });

  it("answers 404 for a review of another vendor", async () => {
    const other = await repo.reviews.create(
      vendors[1]!.id,
      { id: "ada", name: "Ada" },
      {
        rating: 3,
        title: "Elsewhere",
        body,
        relationship: "Past customer",
      },
    );
    const refused = await act(ada, { intent: "delete", reviewId: other.ok ? other.id : "" });
    expect(refused.status).toBe(404);
  });
});

describe("the owner's reply", () => {
  it("is refused to a member who does not own the company", async () => {
    await makeOwner("olive");
    const id = await adaReviews();
    const refused = await act(bob, { intent: "reply", reviewId: id, reply: "Thanks!" });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(REVIEW_REFUSALS.notOwner);
    expect(refused.values.reply).toBe("Thanks!");
    expect((await repo.reviews.byId(id))?.reply).toBeNull();
  });

  it("is refused on a sample vendor, which has no owner", async () => {
    const id = await adaReviews();
    expect((await act(bob, { intent: "reply", reviewId: id, reply: "Thanks!" })).status).toBe(403);
  });

  it("is published, edited and deleted by the owner", async () => {
    await makeOwner("bob");
    const id = await adaReviews();
    expect((await act(bob, { intent: "reply", reviewId: id, reply: "  Thank you.  " })).ok).toBe(
      true,
    );
    expect((await repo.reviews.byId(id))?.reply?.body).toBe("Thank you.");
    // The author is told, in the reply's transaction; the owner is not.
    const notices = createNotifications({ db, mailEnabled: false, mailFrom: "" });
    const [told] = (await notices.list("ada", 1)).items;
    expect(told).toMatchObject({
      kind: "review-reply",
      title: `${vendor.name} replied to your review`,
      body: "Thank you.",
      link: `/vendors/${vendor.slug}#reviews`,
    });
    expect(await notices.unreadCount("bob")).toBe(0);
    const blank = await act(bob, { intent: "reply", reviewId: id, reply: " " });
    expect(blank.status).toBe(400);
    expect(blank.errors.reply).toBe(REVIEW_MESSAGES.replyRequired);
    expect((await act(bob, { intent: "delete-reply", reviewId: id })).ok).toBe(true);
    expect((await repo.reviews.byId(id))?.reply).toBeNull();
  });
});

describe("reports and moderation", () => {
  it("takes a member's report with a reason, and refuses one without", async () => {
    const id = await adaReviews();
    expect((await act(bob, { intent: "report", reviewId: id, reason: "nope" })).status).toBe(400);
    expect((await act(bob, { intent: "report", reviewId: id, reason: "spam" })).ok).toBe(true);
    expect((await repo.reviews.moderation()).reported.map((r) => r.id)).toEqual([id]);
  });

  it("refuses a report of one's own review", async () => {
    const id = await adaReviews();
    expect((await act(ada, { intent: "report", reviewId: id, reason: "spam" })).status).toBe(403);
  });

  it("refuses reports past the report limit", async () => {
    const id = await adaReviews();
    const taken: string[] = [];
    const limits = {
      take: async (rule: string) => {
        taken.push(rule);
        return { allowed: false, retryAfter: 30 };
      },
    };
    const refused = await act(
      bob,
      { intent: "report", reviewId: id, reason: "spam" },
      limits as never,
    );
    expect(taken).toEqual(["review-report"]);
    expect(refused.status).toBe(429);
  });

  it("answers 404 to a member who tries to hide a review, and hides nothing", async () => {
    const id = await adaReviews();
    expect((await moderate(bob, { intent: "hide", reviewId: id })).status).toBe(404);
    expect((await moderate(null, { intent: "hide", reviewId: id })).status).toBe(404);
    expect((await repo.reviews.byId(id))?.hidden).toBe(false);
  });

  it("lets an operator dismiss a report, which leaves the queue, the review published", async () => {
    const id = await adaReviews();
    expect((await act(bob, { intent: "report", reviewId: id, reason: "spam" })).status).toBe(200);
    expect((await repo.reviews.moderation()).reported.map((r) => r.id)).toEqual([id]);
    expect((await moderate(bob, { intent: "dismiss", reviewId: id })).status).toBe(404);
    expect((await repo.reviews.moderation()).reported.map((r) => r.id)).toEqual([id]);
    const dismissed = await moderate(olive, { intent: "dismiss", reviewId: id });
    expect(dismissed.status).toBe(200);
    expect("message" in dismissed && dismissed.message).toBe(
      "The report is dismissed: the review stays published.",
    );
    expect((await repo.reviews.moderation()).reported).toEqual([]);
    expect((await repo.reviews.byId(id))?.hidden).toBe(false);
    expect((await repo.vendors.bySlug(vendor.slug))?.rating).toBe(4);
    expect((await moderate(olive, { intent: "dismiss", reviewId: "nope" })).status).toBe(404);
  });

  it("lets an operator hide a review, which stops counting, and restore it", async () => {
    const id = await adaReviews();
    expect((await moderate(olive, { intent: "hide", reviewId: id })).status).toBe(200);
    expect((await repo.vendors.bySlug(vendor.slug))?.rating).toBeNull();
    expect((await moderate(olive, { intent: "restore", reviewId: id })).status).toBe(200);
    expect((await repo.vendors.bySlug(vendor.slug))?.rating).toBe(4);
    expect((await moderate(olive, { intent: "hide", reviewId: "nope" })).status).toBe(404);
  });
});

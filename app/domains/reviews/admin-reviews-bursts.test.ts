import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import { createNotifications } from "~/domains/notifications/index.server";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { sampleReviews } from "~/data/sample-reviews";
import { vendors } from "~/data/vendors";
import { BURST_MESSAGES } from "./review-action.server";
import type { ReviewActionResult } from "./review-result";
import { action, loader } from "./routes/admin-reviews";

// A burst of one-star reviews from new accounts, seen in the console's Reviews tab and hidden
// in one action by an operator: the company's rating returns to what it was. A member who is
// not an operator is refused, and nothing is hidden.

const vendor = vendors[0]!;
const DAY_MS = 86_400_000;
const olive = { id: "olive", name: "Olive", email: "o@example.com", isOperator: true };
const ada = { id: "ada", name: "Ada", email: "a@example.com", isOperator: false };
type User = typeof olive;

const text = "Clear quotes, no surprises on the invoice, and a named contact who always replied.";
const input = (rating: 1 | 2 | 3 | 4 | 5) => ({
  rating,
  title: rating === 1 ? "Awful" : "Dependable",
  body: text,
  relationship: "Past customer" as const,
});

describe.each(testBackends)("a burst of reviews from new accounts, on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );

  function context(user: User): AppLoadContext {
    return {
      repo,
      user,
      requireVerifiedEmail: false,
      limits: inProcessMemberLimits(),
      notifications: createNotifications({ db, mailEnabled: false, mailFrom: "" }),
    } as unknown as AppLoadContext;
  }

  async function member(id: string, joined: Date) {
    await db
      .insertInto("user")
      .values({ id, name: id, email: `${id}@example.com`, createdAt: joined.toISOString() })
      .execute();
    return { id, name: `Member ${id}` };
  }

  const rating = async () => {
    const row = await db
      .selectFrom("vendors")
      .select(["review_count", "review_average"])
      .where("id", "=", vendor.id)
      .executeTakeFirstOrThrow();
    return { count: Number(row.review_count), average: row.review_average };
  };

  async function post(user: User, values: [string, string][]) {
    const form = new FormData();
    for (const [k, v] of values) form.append(k, v);
    const request = new Request("http://localhost/admin/reviews", { method: "POST", body: form });
    try {
      const answer = await action({ context: context(user), request, params: {} } as never);
      return { status: answer.init?.status ?? 200, ...(answer.data as ReviewActionResult) };
    } catch (thrown) {
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0, message: null };
    }
  }

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    const timestamp = name === "postgres" ? "timestamptz" : "text";
    await sql`create table if not exists "user" (id text primary key, name text not null,
      email text not null, "createdAt" ${sql.raw(timestamp)})`.execute(db);
    for (const r of sampleReviews.filter((r) => r.vendorId === vendor.id)) {
      await repo.reviews.remove(r.id);
    }
    // Five long-standing members rate the company 5, 5, 5, 5 and 4: a 4.8.
    const now = Date.now();
    for (const [i, stars] of ([5, 5, 5, 5, 4] as const).entries()) {
      const author = await member(`old-${i}`, new Date(now - 90 * DAY_MS));
      await repo.reviews.create(vendor.id, author, input(stars), new Date(now - 30 * DAY_MS));
    }
  });

  it("is shown to operators with its effect, and hidden in one action: the rating returns", async () => {
    const before = await rating();
    expect(before).toEqual({ count: 5, average: 4.8 });
    const now = Date.now();
    for (let i = 0; i < 12; i++) {
      const author = await member(`new-${i}`, new Date(now - 60 * 60_000));
      await repo.reviews.create(vendor.id, author, input(1), new Date(now - (30 - i) * 60_000));
    }
    expect(await rating()).toEqual({ count: 17, average: 2.1 });

    const data = await loader({ context: context(olive) } as Parameters<typeof loader>[0]);
    expect(data.bursts).toHaveLength(1);
    const [burst] = data.bursts;
    expect(burst!.vendor.slug).toBe(vendor.slug);
    expect(burst!.reviews).toHaveLength(12);
    expect(burst!.ratingNow).toBe(2.1);
    expect(burst!.ratingWithout).toBe(4.8);
    const ids = burst!.reviews.map((r) => r.id);
    const fields = [["intent", "hide-burst"], ...ids.map((id) => ["reviewId", id])] as [
      string,
      string,
    ][];

    // A member who is not an operator gets the 404 of a page that does not exist.
    const refused = await post(ada, [...fields, ["confirm", "yes"]]);
    expect(refused.status).toBe(404);
    await expect(
      loader({ context: context(ada) } as Parameters<typeof loader>[0]),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(await rating()).toEqual({ count: 17, average: 2.1 });

    // Without the ticked box, nothing happens.
    const unconfirmed = await post(olive, fields);
    expect(unconfirmed).toMatchObject({ status: 400, message: BURST_MESSAGES.confirm });
    expect(await rating()).toEqual({ count: 17, average: 2.1 });

    const hidden = await post(olive, [...fields, ["confirm", "yes"]]);
    expect(hidden).toMatchObject({ status: 200, ok: true, message: BURST_MESSAGES.hidden(12) });
    expect(await rating()).toEqual(before);
    const after = await loader({ context: context(olive) } as Parameters<typeof loader>[0]);
    expect(after.bursts).toEqual([]);
    expect(after.hidden.map((r) => r.id).sort()).toEqual([...ids].sort());

    // Posting it again hides nothing more.
    expect(await post(olive, [...fields, ["confirm", "yes"]])).toMatchObject({
      status: 404,
      message: BURST_MESSAGES.gone,
    });
  });

  it("leaves out reviews from accounts older than the threshold, however close together", async () => {
    const now = Date.now();
    for (let i = 0; i < 4; i++) {
      const author = await member(`settled-${i}`, new Date(now - 8 * DAY_MS));
      await repo.reviews.create(vendor.id, author, input(1), new Date(now - (10 - i) * 60_000));
    }
    const data = await loader({ context: context(olive) } as Parameters<typeof loader>[0]);
    expect(data.bursts).toEqual([]);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { createNotifications } from "~/domains/notifications/index.server";
import { createTenderFiles, TENDER_FILES_AREA } from "../../../server/files/document-files";
import { asPosted } from "~/lib/route-policy.testing";
import { FORM_LIMIT, SMALL_FORM_LIMIT } from "./action-kit.server";
import { editTenderAction, loadEditTender } from "./edit-tender.server";
import { newTenderAction } from "./new-tender.server";
import { loadTenderPage } from "./tender-page.server";
import { tenderAction } from "./tender-actions.server";
import { comparisonExport } from "./comparison.server";
import { tenderOcds } from "./ocds.server";
import { expectValidOcds } from "./ocds-schema.testing";

// Issue 41: a draft is its buyer's to edit (anyone else is refused), deadlines are local times
// in the zone chosen on the form, right across clock changes, and a tender's currency follows
// its amounts to the page, the bid, the export and the open data.

const member = (id: string) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  image: null,
  isOperator: false,
});
const ada = member("ada");
const bob = member("bob");

/** 2027-03-01 09:00 UTC: before both clock changes of 2027 (New York 14 March, London 28 March). */
const NOW = new Date(Date.UTC(2027, 2, 1, 9, 0));
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n"], "specs.pdf", {
  type: "application/pdf",
});

describe.each(testBackends)("drafts, zones and currencies on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let dataDir: string;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-drafts-"));
    await createMembers(db, ["ada", "bob"]);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  function context(user: ReturnType<typeof member> | null): AppLoadContext {
    return {
      siteOrigin: "https://buyers.example.test",
      repo,
      user,
      limits: inProcessMemberLimits(),
      notifications: createNotifications({ db, mailEnabled: true, mailFrom: "x@example.com" }),
      tenderFiles: createTenderFiles(openFileStore(db, dataDir, TENDER_FILES_AREA)),
    } as unknown as AppLoadContext;
  }

  function post(url: string, values: Record<string, string | File>, rows = true) {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    if (rows) {
      form.append("item", "Standing desk");
      form.append("quantity", "40");
      form.append("unit", "piece");
      form.append("specification", "");
    }
    return new Request(`http://localhost${url}`, { method: "POST", body: form });
  }

  const fields = (over: Record<string, string | File> = {}) => ({
    title: "Office furniture",
    description: "Desks for 40 people.",
    kind: "tender",
    region: "Europe",
    sector: "Manufacturing",
    budget: "50000",
    currency: "USD",
    visibility: "public",
    buyerName: "Ada Trading",
    timeZone: "Europe/London",
    questionDeadline: "2027-03-20T09:00",
    bidDeadline: "2027-04-05T09:00",
    intent: "draft",
    ...over,
  });

  const WITH_DOCUMENTS = { max: FORM_LIMIT, refusals: "handler" } as const;

  async function answer(promise: Promise<unknown>) {
    try {
      const result = (await promise) as { init?: ResponseInit; data?: unknown } | Response;
      if (result instanceof Response)
        return { status: result.status, location: result.headers.get("location") ?? "" };
      return { status: result.init?.status ?? 200, data: result.data };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") ?? "" };
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
    }
  }

  async function saveNew(over: Record<string, string | File> = {}) {
    const ctx = context(ada);
    const posted = await asPosted(ctx, post("/projects/new", fields(over)), WITH_DOCUMENTS);
    const result = await answer(newTenderAction(ctx, posted, NOW));
    expect(result.status).toBe(302);
    return result.location!.replace(/^\/projects\//, "").replace(/\?.*$/, "");
  }

  async function edit(
    user: ReturnType<typeof member>,
    id: string,
    values: Record<string, string | File>,
  ) {
    const ctx = context(user);
    const posted = await asPosted(ctx, post(`/projects/${id}/edit`, values), WITH_DOCUMENTS);
    return answer(editTenderAction(ctx, posted, id, NOW));
  }

  const stored = (id: string) =>
    db
      .selectFrom("tenders")
      .select(["title", "question_deadline", "bid_deadline", "time_zone", "currency"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("stores 09:00 in London and in New York after their clock changes as the right instants", async () => {
    const london = await saveNew();
    expect(await stored(london)).toMatchObject({
      // 20 March is still GMT; 5 April is BST, an hour ahead of UTC.
      question_deadline: "2027-03-20T09:00:00.000Z",
      bid_deadline: "2027-04-05T08:00:00.000Z",
      time_zone: "Europe/London",
    });
    const newYork = await saveNew({
      timeZone: "America/New_York",
      questionDeadline: "2027-03-10T09:00",
      bidDeadline: "2027-03-15T09:00",
    });
    expect(await stored(newYork)).toMatchObject({
      // 10 March is EST (UTC-5); 15 March is EDT (UTC-4).
      question_deadline: "2027-03-10T14:00:00.000Z",
      bid_deadline: "2027-03-15T13:00:00.000Z",
      time_zone: "America/New_York",
    });
    const page = await loadTenderPage(context(ada), newYork, NOW, "en-US");
    if (page.kind !== "tender") throw new Error("not a tender");
    expect(page.tender.bidDeadlineText.replace(/\s/g, " ")).toBe(
      "March 15, 2027 at 9:00 AM EDT (America/New_York)",
    );
  });

  it("refuses a deadline in the hour the clocks skip, and a zone it does not know", async () => {
    const ctx = context(ada);
    const gap = await answer(
      newTenderAction(
        ctx,
        await asPosted(
          ctx,
          post("/projects/new", fields({ bidDeadline: "2027-03-28T01:30" })),
          WITH_DOCUMENTS,
        ),
        NOW,
      ),
    );
    expect(gap.status).toBe(400);
    expect((gap.data as { errors: Record<string, string> }).errors.bidDeadline).toBe(
      "2027-03-28 01:30 does not exist in Europe/London: the clocks go forward then. Please choose another time.",
    );
    const unknown = await answer(
      newTenderAction(
        ctx,
        await asPosted(
          ctx,
          post("/projects/new", fields({ timeZone: "Mars/Olympus" })),
          WITH_DOCUMENTS,
        ),
        NOW,
      ),
    );
    expect((unknown.data as { errors: Record<string, string> }).errors.timeZone).toBe(
      "Please choose a time zone.",
    );
  });

  it("opens the buyer's draft in its form, filled in, and saves over it", async () => {
    const id = await saveNew({ documents: PDF });
    const page = await loadEditTender(context(ada), ada, id, NOW);
    expect(page.values).toMatchObject({
      title: "Office furniture",
      currency: "USD",
      timeZone: "Europe/London",
      // Shown again as the local times they were typed as.
      questionDeadline: "2027-03-20T09:00",
      bidDeadline: "2027-04-05T09:00",
      items: [{ item: "Standing desk", quantity: "40", unit: "piece", specification: "" }],
    });
    expect(page.documents.map((d) => d.name)).toEqual(["specs.pdf"]);

    const saved = await edit(
      ada,
      id,
      fields({
        title: "Office furniture, revised",
        currency: "EUR",
        timeZone: "America/New_York",
        bidDeadline: "2027-03-15T09:00",
        questionDeadline: "2027-03-10T09:00",
        removeDocument: page.documents[0]!.id,
      }),
    );
    expect(saved).toEqual({ status: 302, location: `/projects/${id}?done=saved` });
    expect(await stored(id)).toMatchObject({
      title: "Office furniture, revised",
      currency: "EUR",
      time_zone: "America/New_York",
      bid_deadline: "2027-03-15T13:00:00.000Z",
    });
    const after = await loadTenderPage(context(ada), id, NOW);
    if (after.kind !== "tender") throw new Error("not a tender");
    expect(after.tender.phase).toBe("draft");
    expect(after.tender.documents).toEqual([]);
    expect(after.tender.items.map((i) => i.item)).toEqual(["Standing desk"]);
  });

  it("refuses another member the draft's edit, page and save alike, and changes nothing", async () => {
    const id = await saveNew();
    expect((await answer(loadEditTender(context(bob), bob, id, NOW))).status).toBe(404);
    const refused = await edit(bob, id, fields({ title: "Taken over" }));
    expect(refused.status).toBe(404);
    expect((await stored(id)).title).toBe("Office furniture");
  });

  it("does not edit a published tender this way: its buyer goes back to its page", async () => {
    const id = await saveNew({ intent: "publish" });
    expect(await answer(loadEditTender(context(ada), ada, id, NOW))).toEqual({
      status: 302,
      location: `/projects/${id}`,
    });
    expect((await edit(ada, id, fields({ title: "Changed" }))).status).toBe(302);
    expect((await stored(id)).title).toBe("Office furniture");
    const direct = await repo.tenders.updateDraft(id, ada.id, {
      values: {
        ...(await repo.tenders.detail(id, ada, NOW))!,
        items: [],
        criteria: [],
      } as never,
      buyerVendorId: null,
      added: [],
      removed: [],
      publish: false,
    });
    expect(direct).toEqual({ ok: false, reason: "published" });
  });

  it("reads an extended deadline in the tender's own zone", async () => {
    const id = await saveNew({ intent: "publish", timeZone: "America/New_York" });
    const ctx = context(ada);
    const form = new FormData();
    form.append("intent", "amend");
    form.append("addendum", "Two more weeks.");
    form.append("bidDeadline", "2027-04-19T09:00");
    const request = new Request(`http://localhost/projects/${id}`, { method: "POST", body: form });
    const result = await answer(
      tenderAction(
        ctx,
        await asPosted(ctx, request, { max: SMALL_FORM_LIMIT, refusals: "handler" }),
        id,
        NOW,
      ),
    );
    expect(result).toEqual({ status: 302, location: `/projects/${id}?done=amended` });
    expect((await stored(id)).bid_deadline).toBe("2027-04-19T13:00:00.000Z");
  });

  it("keeps a tender's currency on its page, its bids' export and its open data", async () => {
    const id = await saveNew({ intent: "publish", currency: "EUR", budget: "80000" });
    const page = await loadTenderPage(context(null), id, NOW, "de-DE");
    if (page.kind !== "tender") throw new Error("not a tender");
    expect(page.tender.currency).toBe("EUR");
    expect(page.locale).toBe("de-DE");
    const ocds = (await (await tenderOcds(context(null), id, NOW)).json()) as {
      releases: { tender: { value: { amount: number; currency: string } } }[];
    };
    expectValidOcds(ocds);
    expect(ocds.releases[0]!.tender.value).toEqual({ amount: 80000, currency: "EUR" });

    // A bid after the deadline, compared and exported in euros.
    await db
      .updateTable("tenders")
      .set({
        bid_deadline: "2027-02-01T00:00:00.000Z",
        question_deadline: "2027-02-01T00:00:00.000Z",
      })
      .where("id", "=", id)
      .execute();
    const csv = await (await comparisonExport(context(ada), ada, id, "csv", NOW)).text();
    expect(csv).toContain("Total (EUR)");
  });
});

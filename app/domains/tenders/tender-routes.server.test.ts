import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import {
  createMembers,
  eachTestDatabase,
  testBackends,
  twoSampleCompanies,
} from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { MEMBER_LIMITS } from "~/domain/limits";
import { createNotifications } from "~/domains/notifications/index.server";
import { createTenderFiles, TENDER_FILES_AREA } from "../../../server/files/document-files";
import { vendors } from "~/data/vendors";
import { REVIEW_REFUSALS } from "~/domains/reviews";
import { REVIEW_FORM, REVIEW_LIMIT, reviewAction } from "~/domains/reviews/index.server";
import { comparisonExport, loadComparison } from "./comparison.server";
import { awardAction } from "./award-review.server";
import { OCID_PREFIX } from "./ocds";
import { awardedOcds, tenderOcds } from "./ocds.server";
import { expectValidOcds } from "./ocds-schema.testing";
import { inviteOptionsFor } from "./my-procurement.server";
import { loadProjects } from "./project-listing.server";
import { bidAction } from "./bid.server";
import {
  BID_LIMIT,
  FORM_LIMIT,
  SMALL_FORM_LIMIT,
  TENDER_FORM_LIMIT,
  TENDER_PAGE_LIMIT,
} from "./action-kit.server";
import { asPosted } from "~/lib/route-policy.testing";
import type { Clock } from "~/lib/clock";
import { action as newTenderRoute } from "./routes/tender-new";
import { loadProjectPage, loadTenderPage } from "./tender-page.server";
import { newTenderAction } from "./new-tender.server";
import { tenderAction } from "./tender-actions.server";

// The tender pages' loaders and actions against a real database and file store: who is sent to
// sign in, who gets 404, the sealed comparison, the exports and the open data, each rule tried
// by someone who must be refused.

const [v1, v2] = twoSampleCompanies();
const member = (id: string, isOperator = false) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  email: `${id}@example.com`,
  image: null,
  isOperator,
});
const ada = member("ada");
const bob = member("bob");
const cy = member("cy");
const dee = member("dee");
const olive = member("olive", true);
type User = ReturnType<typeof member> | null;

const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number, seconds = 0) => new Date(T0 + minutes * 60_000 + seconds * 1000);
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n"], "specs.pdf", {
  type: "application/pdf",
});

describe.each(testBackends)("tender pages on $name", ({ name }) => {
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
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-tenders-"));
    await createMembers(db, ["ada", "bob", "cy", "dee", "olive"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  function context(user: User): AppLoadContext {
    return {
      siteOrigin: "https://buyers.example.test",
      repo,
      user,
      limits: inProcessMemberLimits(),
      notifications: createNotifications({ db, mailEnabled: true, mailFrom: "x@example.com" }),
      tenderFiles: createTenderFiles(openFileStore(db, dataDir, TENDER_FILES_AREA)),
    } as unknown as AppLoadContext;
  }

  function post(url: string, values: [string, string | File][]) {
    const form = new FormData();
    for (const [k, v] of values) form.append(k, v);
    return new Request(`http://localhost${url}`, { method: "POST", body: form });
  }

  /** The forms as their routes declare them: each action shows its own refusals. */
  const WITH_DOCUMENTS = { max: FORM_LIMIT, refusals: "handler" } as const;
  const WITHOUT_DOCUMENTS = { max: SMALL_FORM_LIMIT, refusals: "handler" } as const;
  /** A new tender's or a bid's post, with the limit its route declares. */
  const posted = (ctx: AppLoadContext, request: Request) =>
    asPosted(
      ctx,
      request,
      WITH_DOCUMENTS,
      new URL(request.url).pathname.endsWith("/bid") ? BID_LIMIT : TENDER_FORM_LIMIT,
    );
  const newTender = async (ctx: AppLoadContext, request: Request, clock?: Clock) =>
    newTenderAction(ctx, await posted(ctx, request), clock);
  const onTender = async (ctx: AppLoadContext, request: Request, id: string, clock?: Clock) =>
    tenderAction(
      ctx,
      await asPosted(ctx, request, WITHOUT_DOCUMENTS, TENDER_PAGE_LIMIT),
      id,
      clock,
    );
  const reviewed = async (
    ctx: AppLoadContext,
    request: Request,
    vendor: { id: string; name: string; slug: string },
  ) => reviewAction(ctx, await asPosted(ctx, request, REVIEW_FORM, REVIEW_LIMIT), vendor);
  const award = async (ctx: AppLoadContext, request: Request, id: string, clock?: Clock) =>
    awardAction(ctx, await asPosted(ctx, request, WITHOUT_DOCUMENTS), id, clock);

  async function caught(promise: Promise<unknown>): Promise<{ status: number; location?: string }> {
    try {
      const answer = (await promise) as { init?: ResponseInit } | Response;
      if (answer instanceof Response)
        return { status: answer.status, location: answer.headers.get("location") ?? undefined };
      return { status: answer.init?.status ?? 200 };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") ?? undefined };
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
    }
  }

  const tenderForm = (over: Record<string, string> = {}): [string, string | File][] => {
    const base: Record<string, string> = {
      title: "Office furniture",
      description: "Desks and chairs for 40 people.",
      kind: "tender",
      region: "Europe",
      sector: "Manufacturing",
      budget: "50000",
      visibility: "public",
      buyerName: "Ada Trading",
      questionDeadline: "2026-11-26T09:30",
      bidDeadline: "2026-11-26T10:00",
      intent: "publish",
      criterion: "Price",
      weight: "70",
      ...over,
    };
    return [
      ...Object.entries(base),
      ["item", "Standing desk"],
      ["quantity", "40"],
      ["unit", "piece"],
      ["specification", "160 x 80 cm"],
      ["item", "Office chair"],
      ["quantity", "40"],
      ["unit", "piece"],
      ["specification", ""],
      ["item", ""],
      ["quantity", ""],
      ["unit", ""],
      ["specification", ""],
      ["criterion", "Delivery"],
      ["weight", "30"],
      ["documents", PDF],
    ];
  };

  /** Ada, alone on the panel, scores every bid's delivery and submits (decision 396). */
  async function panelSubmits(id: string, bidIds: string[], when: Date) {
    const evaluator = { id: "ada", name: "Ada" };
    expect((await repo.tenders.declareNoConflict(id, evaluator, when)).ok).toBe(true);
    const entries = bidIds.map((bidId) => ({ bidId, criterion: 1, score: 7, comment: "" }));
    expect((await repo.tenders.saveScores(id, evaluator, entries, true, when)).ok).toBe(true);
  }

  async function publish(over: Record<string, string> = {}) {
    const answer = await caught(
      newTender(context(ada), post("/projects/new", tenderForm(over)), at(0)),
    );
    expect(answer.status).toBe(302);
    return answer.location!.replace(/^\/projects\//, "").replace(/\?.*$/, "");
  }

  const bidForm = (company: string, desk: string, chair: string): [string, string][] => [
    ["company", company],
    ["price", desk],
    ["price", chair],
    ["deliveryDays", "21"],
    ["validUntil", "2027-01-31"],
    ["message", "Assembled on site."],
  ];

  it("sends a signed-out visitor to sign in and back from /projects/new", async () => {
    const answer = await caught(
      newTenderRoute({
        context: context(null),
        request: post("/projects/new", tenderForm()),
        params: {},
      } as never),
    );
    expect(answer).toEqual({ status: 302, location: "/sign-in?next=%2Fprojects%2Fnew" });
  });

  it("publishes with two line items (blank rows ignored), criteria and a PDF", async () => {
    const id = await publish();
    const page = await loadTenderPage(context(null), id, at(1));
    if (page.kind !== "tender") throw new Error("not a tender");
    expect(page.tender.items.map((i) => i.item)).toEqual(["Standing desk", "Office chair"]);
    expect(page.tender.criteria).toEqual([
      { name: "Price", weight: 70, method: "price" },
      { name: "Delivery", weight: 30, method: "scored" },
    ]);
    expect(page.tender.documents.map((d) => [d.name, d.type])).toEqual([
      ["specs.pdf", "application/pdf"],
    ]);
    expect(page.tender.bidDeadline).toBe("2026-11-26T10:00:00.000Z");
  });

  it("refuses a tender without line items, and a document that is not allowed", async () => {
    const form = tenderForm().filter(
      ([k]) => !["item", "quantity", "unit", "specification"].includes(k),
    );
    const none = await newTender(context(ada), post("/projects/new", form), at(0));
    expect((none as { data: { errors: Record<string, string> } }).data.errors.items).toBe(
      "Please list at least one line item.",
    );
    const exe = tenderForm().map(([k, v]): [string, string | File] =>
      k === "documents" ? [k, new File(["MZ\x90\x00binary"], "tool.exe")] : [k, v],
    );
    const refused = await newTender(context(ada), post("/projects/new", exe), at(0));
    expect((refused as { data: { errors: Record<string, string> } }).data.errors.documents).toMatch(
      /PDF, Word, Excel/,
    );
  });

  it("answers 404 to an uninvited member on an invitation-only tender", async () => {
    const id = await publish({ visibility: "invited" });
    const page = new Request(`http://localhost/projects/${id}`);
    expect((await caught(loadProjectPage(context(dee), page, id, at(1)))).status).toBe(404);
    expect((await caught(loadProjectPage(context(null), page, id, at(1)))).status).toBe(404);
    expect((await caught(loadProjectPage(context(ada), page, id, at(1)))).status).toBe(200);
    expect((await loadTenderPage(context(olive), id, at(1))).kind).toBe("tender");
    expect((await caught(tenderOcds(context(null), id, at(1)))).status).toBe(404);
  });

  it("keeps bids sealed on the comparison page and its exports until the deadline", async () => {
    const id = await publish();
    for (const [who, company, desk, chair] of [
      [bob, v1.id, "250.00", "120.00"],
      [cy, v2.id, "240", "135.5"],
    ] as const) {
      const placed = await caught(
        bidAction(
          context(who),
          await posted(context(who), post(`/projects/${id}/bid`, bidForm(company, desk, chair))),
          id,
          at(5),
        ),
      );
      expect(placed.status).toBe(302);
    }
    const before = at(59, 59);
    const url = `http://localhost/projects/${id}/bids`;
    const sealed = await loadComparison(context(ada), new Request(url), ada, id, before);
    expect(sealed).toMatchObject({ sealed: true, count: 2 });
    expect(JSON.stringify(sealed)).not.toContain("25000");
    for (const who of [olive, bob, cy]) {
      expect(
        (await caught(loadComparison(context(who), new Request(url), who, id, before))).status,
      ).toBe(404);
    }
    for (const format of ["csv", "xlsx"] as const) {
      expect((await caught(comparisonExport(context(ada), ada, id, format, before))).status).toBe(
        404,
      );
    }

    // A bid one second late is refused.
    await db
      .updateTable("vendors")
      .set({ owner_id: "dee" })
      .where("slug", "=", vendors[2]!.slug)
      .execute();
    const late = await bidAction(
      context(dee),
      await posted(context(dee), post(`/projects/${id}/bid`, bidForm(vendors[2]!.id, "1", "1"))),
      id,
      at(60, 1),
    );
    expect((late as { init?: ResponseInit }).init?.status).toBe(409);

    const after = at(61);
    const open = await loadComparison(context(ada), new Request(url), ada, id, after);
    if (open.sealed) throw new Error("still sealed");
    expect(open.comparison.columns.map((c) => [c.vendorName, c.total])).toEqual([
      [v1.name, 40 * 25000 + 40 * 12000],
      [v2.name, 40 * 24000 + 40 * 13550],
    ]);
    expect(open.comparison.rows[0]!.cells.map((c) => c.lowest)).toEqual([false, true]);
    expect(
      (await caught(loadComparison(context(olive), new Request(url), olive, id, after))).status,
    ).toBe(404);

    const csv = await comparisonExport(context(ada), ada, id, "csv", after);
    const text = await csv.text();
    expect(text).toContain("Total (USD),,,,14800,,15020");
    const xlsx = await comparisonExport(context(ada), ada, id, "xlsx", after);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet("Bids")!;
    const totals = sheet
      .getRows(1, sheet.rowCount)!
      .find((r) => r.getCell(1).value === "Total (USD)")!;
    expect([totals.getCell(5).value, totals.getCell(7).value]).toEqual([14800, 15020]);

    // Only the buyer awards; the award tells the bidders, and once its standstill of 10 days has
    // ended (and the job recorded it) the tender is listed In Progress.
    const choice: [string, string][] = [["bid", open.comparison.columns[0]!.bidId]];
    await panelSubmits(
      id,
      open.comparison.columns.map((c) => c.bidId),
      after,
    );
    expect((await caught(award(context(bob), post(url, choice), id, after))).status).toBe(404);
    expect((await caught(award(context(ada), post(url, choice), id, after))).status).toBe(302);
    expect((await repo.tenders.bidsOf("cy", at(62)))[0]!.outcome).toBe("not-chosen");
    const final = at(61 + 10 * 24 * 60);
    expect(await repo.tenders.finaliseAward(id, final)).toEqual({ ok: true });
    const listed = await loadProjects(
      context(null),
      new URL("http://x/projects?status=in-progress"),
      final,
    );
    expect(listed.page.items[0]).toMatchObject({ id, status: "In Progress" });
    const cyBids = await repo.tenders.bidsOf("cy", final);
    expect(cyBids[0]!.outcome).toBe("not-awarded");
    // Every bidder is told, on the site and by e-mail (mail is configured here).
    const told = await db
      .selectFrom("notifications")
      .select(["user_id", "title"])
      .where("kind", "=", "tender-outcome")
      .execute();
    expect(told.map((n) => n.user_id).sort()).toEqual(["bob", "cy"]);
    const mails = await db.selectFrom("outbox").select(["mail_to", "subject", "body"]).execute();
    // At the intended award each bidder's e-mail links to their award letter.
    const intended = mails.filter((m) => /intended award|not chosen/.test(m.subject));
    expect(intended.map((m) => m.mail_to).sort()).toEqual(["bob@example.com", "cy@example.com"]);
    expect(intended[0]!.body).toContain(`/projects/${id}/award-letter`);
  });

  it("refuses a question on one's own tender, and takes another member's", async () => {
    const id = await publish();
    const own = await onTender(
      context(ada),
      post(`/projects/${id}`, [
        ["intent", "ask"],
        ["question", "Mine?"],
      ]),
      id,
      at(1),
    );
    expect((own as { init?: ResponseInit }).init?.status).toBe(409);
    const asked = await caught(
      onTender(
        context(bob),
        post(`/projects/${id}`, [
          ["intent", "ask"],
          ["question", "Colour?"],
        ]),
        id,
        at(1),
      ),
    );
    expect(asked.status).toBe(302);
  });

  it("publishes an OCDS 1.1 release package that keeps the standard's rules", async () => {
    const id = await publish();
    const placed = await caught(
      bidAction(
        context(bob),
        await posted(context(bob), post(`/projects/${id}/bid`, bidForm(v1.id, "10", "10"))),
        id,
        at(5),
      ),
    );
    expect(placed.status).toBe(302);
    const [bid] = await repo.tenders.ownBids(id, "bob");
    await panelSubmits(id, [bid!.id], at(61));
    await repo.tenders.award(id, "ada", { bidId: bid!.id, reason: "", showAmount: true }, at(61));
    await repo.tenders.finaliseAward(id, at(62 + 10 * 24 * 60));

    for (const response of [
      await tenderOcds(context(null), id, at(62)),
      await awardedOcds(context(null), at(62)),
    ]) {
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const pkg = (await response.json()) as Record<string, unknown> & {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would: untyped JSON
        releases: Record<string, any>[];
      };
      expectValidOcds(pkg);
      // Package metadata (release-package schema: required uri, publishedDate, publisher, releases, version).
      expect(pkg.uri).toMatch(/^https:\/\/buyers\.example\.test\/projects\/(.+\/)?ocds\.json$/);
      expect(pkg.version).toBe("1.1");
      expect(Number.isNaN(Date.parse(pkg.publishedDate as string))).toBe(false);
      expect((pkg.publisher as { name: string }).name).toBe("ProcureConnect");
      expect(pkg.releases).toHaveLength(1);
      const r = pkg.releases[0]!;
      // Required release fields: ocid (prefix-identifier), id, date, tag (codelist), initiationType.
      expect(r.ocid).toBe(`${OCID_PREFIX}-${id}`);
      expect(OCID_PREFIX).toMatch(/^ocds-[a-z0-9]{6}$/);
      expect(typeof r.id).toBe("string");
      expect(Number.isNaN(Date.parse(r.date))).toBe(false);
      expect(r.tag).toEqual(["tender", "award"]);
      for (const tag of r.tag)
        expect([
          "planning",
          "tender",
          "tenderAmendment",
          "tenderUpdate",
          "tenderCancellation",
          "award",
          "awardUpdate",
          "awardCancellation",
          "contract",
          "compiled",
        ]).toContain(tag);
      expect(r.initiationType).toBe("tender");
      // Parties, each with an id and roles from the party-role codelist; buyer references one.
      const ids = new Set(r.parties.map((p: { id: string }) => p.id));
      expect(ids.size).toBe(r.parties.length);
      for (const p of r.parties)
        for (const role of p.roles)
          expect([
            "buyer",
            "procuringEntity",
            "supplier",
            "tenderer",
            "funder",
            "enquirer",
            "payer",
            "payee",
            "reviewBody",
            "interestedParty",
          ]).toContain(role);
      expect(ids.has(r.buyer.id)).toBe(true);
      expect(r.parties.find((p: { id: string }) => p.id === r.buyer.id).roles).toContain("buyer");
      // Tender: items with ids, value with currency, tenderPeriod, status from its codelist.
      expect(r.tender.id).toBe(id);
      expect(
        r.tender.items.map(
          (i: { description: string; quantity: number; unit: { name: string } }) => [
            i.description,
            i.quantity,
            i.unit.name,
          ],
        ),
      ).toEqual([
        ["Standing desk: 160 x 80 cm", 40, "piece"],
        ["Office chair", 40, "piece"],
      ]);
      expect(r.tender.value).toEqual({ amount: 50000, currency: "USD" });
      expect(r.tender.tenderPeriod).toEqual({
        startDate: at(0).toISOString(),
        endDate: "2026-11-26T10:00:00.000Z",
      });
      expect([
        "planning",
        "planned",
        "active",
        "cancelled",
        "unsuccessful",
        "complete",
        "withdrawn",
      ]).toContain(r.tender.status);
      expect(r.tender.status).toBe("complete");
      // Awards: id, status, suppliers that are parties with the supplier role, value.
      expect(r.awards).toHaveLength(1);
      const award = r.awards[0];
      expect(award.status).toBe("active");
      expect(award.value).toEqual({ amount: 800, currency: "USD" });
      const supplier = r.parties.find((p: { id: string }) => p.id === award.suppliers[0].id);
      expect(supplier.roles).toContain("supplier");
      expect(supplier.name).toBe(v1.name);
      // The tender's file at its public route; the awarded bid, its amount shown; bids' contents never.
      expect(r.tender.documents[1]).toMatchObject({
        title: "specs.pdf",
        format: "application/pdf",
        url: expect.stringMatching(
          new RegExp(`^https://buyers\\.example\\.test/projects/${id}/documents/[^/]+$`),
        ),
      });
      expect(r.bids.details).toEqual([
        expect.objectContaining({ id: bid!.id, value: { amount: 800, currency: "USD" } }),
      ]);
      expect(JSON.stringify(r)).not.toContain("Assembled on site");
    }
  });
  type ReviewActionResult = { ok: boolean; message: string | null; values: Record<string, string> };

  it("no longer verifies a buyer's review on the award: the review form from the tender is refused", async () => {
    const id = await publish();
    const placed = await caught(
      bidAction(
        context(bob),
        await posted(context(bob), post(`/projects/${id}/bid`, bidForm(v1.id, "10", "10"))),
        id,
        at(5),
      ),
    );
    expect(placed.status).toBe(302);
    const review = async (who: User, vendor: typeof v1, intent = "create") => {
      const answer = await reviewed(
        context(who),
        post(`/vendors/${vendor.slug}`, [
          ["intent", intent],
          ["tender", id],
          ["rating", "5"],
          ["title", "On time"],
          ["body", "Forty desks and forty chairs, delivered and assembled on the day promised."],
          ["relationship", "Current customer"],
        ]),
        vendor,
      );
      return { status: answer.init?.status ?? 200, ...(answer.data as ReviewActionResult) };
    };
    const [bid] = await repo.tenders.ownBids(id, "bob");
    await panelSubmits(id, [bid!.id], at(61));
    await repo.tenders.award(id, "ada", { bidId: bid!.id, reason: "", showAmount: false }, at(61));
    const final = at(62 + 10 * 24 * 60);
    expect(await repo.tenders.finaliseAward(id, final)).toEqual({ ok: true });

    // The buyer of the awarded tender is refused a verified buyer's review; nothing is written,
    // and the tender's page offers no review form.
    const refused = await review(ada, v1);
    expect(refused).toMatchObject({ status: 403, ok: false });
    expect(refused.message).toBe(REVIEW_REFUSALS.notVerifiedBuyer);
    expect(refused.values.tender).toBe(id);
    expect(await repo.reviews.byAuthor(v1.id, "ada")).toBeUndefined();
    const page = await loadTenderPage(context(ada), id, final);
    expect(page.kind === "tender" && page.tender.phase).toBe("awarded");
    expect(page).not.toHaveProperty("awardReview");

    // An ordinary review stays an ordinary one; edited "from the tender", it is refused.
    const plain = await reviewed(
      context(ada),
      post(`/vendors/${v1.slug}`, [
        ["intent", "create"],
        ["rating", "3"],
        ["title", "Fine"],
        ["body", "Reviewed from the profile, with no tender behind it, as anyone may do."],
        ["relationship", "Past customer"],
      ]),
      v1,
    );
    expect((plain.data as ReviewActionResult).ok).toBe(true);
    expect((await review(ada, v1, "update")).ok).toBe(false);
    expect(await repo.reviews.byAuthor(v1.id, "ada")).toMatchObject({
      verifiedBuyer: false,
      title: "Fine",
    });
  });
  it("offers a shortlist's suppliers an invitation to the member's running tenders, and only the buyer's invitation counts", async () => {
    const id = await publish();
    const listed = [v1, v2];
    const adaOptions = await inviteOptionsFor(context(ada), listed, undefined, at(1));
    expect([...adaOptions.keys()]).toEqual([v1.id, v2.id]);
    expect(adaOptions.get(v2.id)).toEqual({
      company: { slug: v2.slug, name: v2.name },
      tenders: [{ id, title: "Office furniture" }],
    });
    // Nothing for a visitor, a member without running tenders, or once bidding has closed.
    expect((await inviteOptionsFor(context(null), listed, undefined, at(1))).size).toBe(0);
    expect((await inviteOptionsFor(context(dee), listed, undefined, at(1))).size).toBe(0);
    expect((await inviteOptionsFor(context(ada), listed, undefined, at(61))).size).toBe(0);
    // Never one's own company, as on its profile.
    const bobs = await caught(
      newTender(context(bob), post("/projects/new", tenderForm({ title: "Bob's" })), at(0)),
    );
    expect(bobs.status).toBe(302);
    const bobOptions = await inviteOptionsFor(context(bob), listed, undefined, at(1));
    expect([...bobOptions.keys()]).toEqual([v2.id]);

    // The buttons post to the tender's page: anyone but its buyer is refused, the buyer's
    // invitation is kept and the company's owner told.
    const invite = (who: User) =>
      caught(
        onTender(
          context(who),
          post(`/projects/${id}`, [
            ["intent", "invite"],
            ["company", v2.slug],
          ]),
          id,
          at(2),
        ),
      );
    expect((await invite(dee)).status).toBe(409);
    expect((await invite(bob)).status).toBe(409);
    expect(await repo.tenders.invitations(id)).toEqual([]);
    expect(await invite(ada)).toEqual({ status: 302, location: `/projects/${id}?done=invited` });
    expect((await repo.tenders.invitations(id)).map((i) => i.slug)).toEqual([v2.slug]);
    const told = await db
      .selectFrom("notifications")
      .select("user_id")
      .where("kind", "=", "tender-invitation")
      .execute();
    expect(told.map((n) => n.user_id)).toEqual(["cy"]);
  });

  describe("time read when the write is made", () => {
    afterEach(() => vi.useRealTimers());

    /**
     * A post whose body arrives only when it is read, and whose arrival moves the system clock
     * to `arrivesAt`: an upload that began before a deadline and ended after it.
     */
    function slowPost(url: string, values: [string, string | File][], arrivesAt: Date) {
      const form = new FormData();
      for (const [k, v] of values) form.append(k, v);
      const encoded = new Response(form);
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const bytes = new Uint8Array(await encoded.arrayBuffer());
            vi.setSystemTime(arrivesAt);
            controller.enqueue(bytes);
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return new Request(`http://localhost${url}`, {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type")! },
        body,
        duplex: "half",
      } as RequestInit);
    }

    const bidsOn = async (id: string) =>
      db.selectFrom("bids").select("id").where("tender_id", "=", id).execute();

    it("refuses a bid begun before the deadline whose prices arrive after it, and stores nothing", async () => {
      const id = await publish();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(at(59, 57));
      const late = await caught(
        bidAction(
          context(bob),
          await posted(
            context(bob),
            slowPost(`/projects/${id}/bid`, bidForm(v1.id, "250", "120"), at(60, 19)),
          ),
          id,
        ),
      );
      expect(late.status).toBe(409);
      expect(await bidsOn(id)).toEqual([]);

      // The same upload, ending a second before the deadline, is taken.
      vi.setSystemTime(at(59, 50));
      const inTime = await caught(
        bidAction(
          context(cy),
          await posted(
            context(cy),
            slowPost(`/projects/${id}/bid`, bidForm(v2.id, "240", "130"), at(59, 59)),
          ),
          id,
        ),
      );
      expect(inTime).toEqual({ status: 302, location: `/projects/${id}?done=bid` });
      expect(await bidsOn(id)).toHaveLength(1);
    });

    it("refuses a deadline extension that arrives once the bids are open, which stay open", async () => {
      const id = await publish();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(at(59, 58));
      const extension = await caught(
        onTender(
          context(ada),
          slowPost(
            `/projects/${id}`,
            [
              ["intent", "amend"],
              ["addendum", "One more week."],
              ["bidDeadline", "2026-12-03T10:00"],
            ],
            at(60, 5),
          ),
          id,
        ),
      );
      expect(extension.status).toBe(409);
      const row = await db
        .selectFrom("tenders")
        .select("bid_deadline")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.bid_deadline).toBe("2026-11-26T10:00:00.000Z");
      const page = await loadTenderPage(context(ada), id);
      expect(page.kind === "tender" && page.unsealed).toBe(true);
    });
  });

  it("asks for a confirmed e-mail address before publishing, asking or bidding, when the site requires one", async () => {
    const verifying = (user: NonNullable<User>, emailVerified: boolean) =>
      ({
        ...context({ ...user, emailVerified } as NonNullable<User>),
        requireVerifiedEmail: true,
      }) as AppLoadContext;
    const tenders = async () => (await db.selectFrom("tenders").select("id").execute()).length;
    const before = await tenders();
    const refused = await newTender(
      verifying(ada, false),
      post("/projects/new", tenderForm()),
      at(0),
    );
    expect((refused as { init?: ResponseInit }).init?.status).toBe(403);
    expect(await tenders()).toBe(before);
    // A draft, which only its buyer sees, may be saved.
    const draft = await caught(
      newTender(
        verifying(ada, false),
        post("/projects/new", tenderForm({ intent: "draft" })),
        at(0),
      ),
    );
    expect(draft.status).toBe(302);

    const id = await publish();
    const ask = await onTender(
      verifying(bob, false),
      post(`/projects/${id}`, [
        ["intent", "ask"],
        ["question", "Colour?"],
      ]),
      id,
      at(1),
    );
    expect((ask as { init?: ResponseInit }).init?.status).toBe(403);
    const bid = await bidAction(
      verifying(bob, false),
      await posted(verifying(bob, false), post(`/projects/${id}/bid`, bidForm(v1.id, "9", "9"))),
      id,
      at(5),
    );
    expect((bid as { init?: ResponseInit }).init?.status).toBe(403);
    expect(await db.selectFrom("bids").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("tender_questions").select("id").execute()).toEqual([]);

    // Once confirmed, the same bid is taken.
    const confirmed = await caught(
      bidAction(
        verifying(bob, true),
        await posted(verifying(bob, true), post(`/projects/${id}/bid`, bidForm(v1.id, "9", "9"))),
        id,
        at(5),
      ),
    );
    expect(confirmed.status).toBe(302);
  });

  it("keeps a withdrawn bid's documents in the file store, with the bid (issue 41)", async () => {
    const id = await publish();
    const files = context(bob).tenderFiles;
    const placed = await caught(
      bidAction(
        context(bob),
        await posted(
          context(bob),
          post(`/projects/${id}/bid`, [...bidForm(v1.id, "9", "9"), ["documents", PDF]]),
        ),
        id,
        at(5),
      ),
    );
    expect(placed.status).toBe(302);
    const { file } = await db.selectFrom("bid_documents").select("file").executeTakeFirstOrThrow();
    expect(await files.open(file)).not.toBeNull();
    const [bid] = await repo.tenders.ownBids(id, "bob");
    const withdrawn = await caught(
      onTender(
        context(bob),
        post(`/projects/${id}`, [
          ["intent", "withdraw"],
          ["bid", bid!.id],
        ]),
        id,
        at(6),
      ),
    );
    expect(withdrawn).toEqual({ status: 302, location: `/projects/${id}?done=withdrawn` });
    expect(await files.open(file)).not.toBeNull();
    expect(await repo.tenders.bidCount(id)).toBe(0);
  });

  it("removes a deleted draft's documents from the file store, and counts drafts against a limit", async () => {
    const files = context(ada).tenderFiles;
    const limits = inProcessMemberLimits();
    const adas = { ...context(ada), limits } as AppLoadContext;
    const draft = await caught(
      newTender(adas, post("/projects/new", tenderForm({ intent: "draft" })), at(0)),
    );
    expect(draft.status).toBe(302);
    const id = draft.location!.replace(/^\/projects\//, "").replace(/\?.*$/, "");
    const { file } = await db
      .selectFrom("tender_documents")
      .select("file")
      .where("tender_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await files.open(file)).not.toBeNull();
    // Another member cannot delete it, and its document stays.
    const bobs = await caught(
      onTender(context(bob), post(`/projects/${id}`, [["intent", "delete"]]), id, at(1)),
    );
    expect(bobs.status).toBe(404);
    expect(await files.open(file)).not.toBeNull();
    const deleted = await caught(
      onTender(context(ada), post(`/projects/${id}`, [["intent", "delete"]]), id, at(1)),
    );
    expect(deleted).toEqual({ status: 302, location: "/account/tenders?deleted=1" });
    expect(await files.open(file)).toBeNull();

    // A burst of drafts, then a refusal that stores nothing.
    for (let i = 1; i < MEMBER_LIMITS["tender-draft"].burst; i++) {
      const saved = await caught(
        newTender(adas, post("/projects/new", tenderForm({ intent: "draft" })), at(0)),
      );
      expect(saved.status).toBe(302);
    }
    const before = await db.selectFrom("tender_documents").select("file").execute();
    const refused = await newTender(
      adas,
      post("/projects/new", tenderForm({ intent: "draft" })),
      at(0),
    );
    expect((refused as { init: ResponseInit }).init.status).toBe(429);
    expect(await db.selectFrom("tender_documents").select("file").execute()).toHaveLength(
      before.length,
    );
  });

  it("never opens the bids of a tender cancelled before its deadline", async () => {
    const id = await publish();
    expect(
      (
        await caught(
          bidAction(
            context(bob),
            await posted(context(bob), post(`/projects/${id}/bid`, bidForm(v1.id, "9", "9"))),
            id,
            at(5),
          ),
        )
      ).status,
    ).toBe(302);
    const cancel = await caught(
      onTender(
        context(ada),
        post(`/projects/${id}`, [
          ["intent", "cancel"],
          ["reason", "The budget was withdrawn."],
        ]),
        id,
        at(10),
      ),
    );
    expect(cancel.status).toBe(302);
    expect(await repo.tenders.sealedBids(id, "ada", at(61))).toBeNull();
    const page = await loadTenderPage(context(ada), id, at(61));
    expect(page.kind === "tender" && page.unsealed).toBe(false);
  });

  it("gives a hidden budget to its buyer only, in the page's data as on the page", async () => {
    const id = await publish({ budget: "73519", budgetHidden: "on" });
    for (const who of [null, bob, olive]) {
      const page = await loadTenderPage(context(who), id, at(1));
      if (page.kind !== "tender") throw new Error("not a tender");
      expect(page.tender.budget).toBeNull();
      expect(JSON.stringify(page)).not.toContain("73519");
      expect(JSON.stringify(page)).not.toContain('"ada"');
    }
    const own = await loadTenderPage(context(ada), id, at(1));
    if (own.kind !== "tender") throw new Error("not a tender");
    expect(own.tender).toMatchObject({ budget: 73519, budgetHiddenFromSuppliers: true });
  });
});

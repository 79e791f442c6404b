import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import {
  createMembers,
  eachTestDatabase,
  refusingLimits,
  testBackends,
  type TestUser,
  testViewer,
  twoSampleCompanies,
} from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import { createProposalFiles, PROPOSAL_FILES_AREA } from "./proposal-files.server";
import { inProcessMemberLimits, type MemberLimits } from "../../../server/member-limits";
import { createNotifications } from "~/domains/notifications/index.server";
import {
  freelancePostAction,
  loadFreelancePost,
  loadManagedPost,
  MANAGED_POST_FORM_LIMIT,
  managedPostAction,
  POST_FORM_LIMIT,
  postFormAction,
  POST_LIMIT,
  PROPOSAL_LIMIT,
  PROPOSAL_FORM_LIMIT,
  proposalFileResponse,
} from "./freelance.server";
import * as accountFreelanceFile from "./routes/account-freelance-file";
import * as accountFreelanceForm from "./routes/account-freelance-form";
import * as accountFreelancePost from "./routes/account-freelance-post";
import * as freelancePost from "./routes/freelance-post";
import { asPosted } from "~/lib/route-policy.testing";

// Freelance Opportunities' loaders and actions against a real database and file store: who is
// sent to sign in, who gets 404 (another owner, a member, the proposer), the rate limits, the
// private files, and the accept that tells every proposer (on the site and through the outbox).

const [v1, v2] = twoSampleCompanies();
const ada = testViewer("ada");
const bob = testViewer("bob");
const cy = testViewer("cy");
const dee = testViewer("dee");

const PDF = () =>
  new File(["%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n"], "portfolio.pdf", {
    type: "application/pdf",
  });

describe.each(testBackends)("freelance pages on $name", ({ name }) => {
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
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-freelance-"));
    await createMembers(db, ["ada", "bob", "cy", "dee"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  function context(user: TestUser, limits: MemberLimits = inProcessMemberLimits()): AppLoadContext {
    return {
      siteOrigin: "https://buyers.example.test",
      repo,
      user,
      limits,
      requireVerifiedEmail: false,
      notifications: createNotifications({ db, mailEnabled: true, mailFrom: "x@example.com" }),
      freelanceFiles: createProposalFiles(openFileStore(db, dataDir, PROPOSAL_FILES_AREA)),
    } as unknown as AppLoadContext;
  }

  function post(url: string, values: [string, string | File][]) {
    const form = new FormData();
    for (const [k, v] of values) form.append(k, v);
    return new Request(`http://localhost${url}`, { method: "POST", body: form });
  }
  const get = (url: string) => new Request(`http://localhost${url}`);

  async function caught(promise: unknown): Promise<{ status: number; location?: string }> {
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
  // The domain's functions as the routes call them, with what the pipeline hands them.
  const postAs = async (ctx: AppLoadContext, request: Request, id?: string) =>
    postFormAction(ctx, await asPosted(ctx, request, POST_FORM_LIMIT, POST_LIMIT), id);
  const proposeAs = async (ctx: AppLoadContext, request: Request, id: string) =>
    freelancePostAction(
      ctx,
      await asPosted(
        ctx,
        request,
        { max: PROPOSAL_FORM_LIMIT, refusals: "handler" },
        PROPOSAL_LIMIT,
      ),
      id,
    );
  const manageAs = async (ctx: AppLoadContext, request: Request, id: string) =>
    managedPostAction(ctx, await asPosted(ctx, request, MANAGED_POST_FORM_LIMIT, POST_LIMIT), id);
  const managedPage = (ctx: AppLoadContext, request: Request, id: string) =>
    loadManagedPost(ctx, request, ctx.user!, id);
  const fileAs = (ctx: AppLoadContext, params: Parameters<typeof proposalFileResponse>[2]) =>
    proposalFileResponse(ctx, ctx.user!, params);
  /** A route's loader or action as React Router calls it (the policy included). */
  const route = (
    handler: (args: never) => unknown,
    ctx: AppLoadContext,
    request: Request,
    params: Record<string, string>,
  ) => handler({ context: ctx, request, params } as never);

  const errorsOf = (answer: unknown) =>
    (answer as { data: { errors: Record<string, string> } }).data.errors;

  const postForm = (over: Record<string, string> = {}): [string, string][] =>
    Object.entries({
      companyId: v1.id,
      title: "Supplier audit checklist",
      description: "Write our supplier audit checklist.",
      category: "Logistics",
      skills: "Auditing, ISO 9001",
      location: "Remote",
      isRemote: "on",
      budgetType: "fixed",
      budget: "3000",
      duration: "1-3 months",
      closesOn: "2099-01-31",
      intent: "publish",
      ...over,
    });

  async function publish(): Promise<string> {
    const answer = await caught(postAs(context(bob), post("/account/freelance/new", postForm())));
    expect(answer.status).toBe(302);
    return answer.location!.replace(/^\/account\/freelance\//, "").replace(/\?.*$/, "");
  }

  const proposal = (price: string, file?: File): [string, string | File][] => [
    ["intent", "propose"],
    ["price", price],
    ["timelineDays", "21"],
    ["message", "I have run such audits for ten years."],
    ...(file ? [["files", file] as [string, File]] : []),
  ];

  async function propose(who: TestUser, id: string, price: string, file?: File) {
    return caught(
      proposeAs(context(who), post(`/jobs/freelance/${id}`, proposal(price, file)), id),
    );
  }

  it("sends a signed-out visitor to sign in and back, to post and to propose", async () => {
    expect(
      await caught(
        route(
          accountFreelanceForm.action,
          context(null),
          post("/account/freelance/new", postForm()),
          {},
        ),
      ),
    ).toEqual({ status: 302, location: "/sign-in?next=%2Faccount%2Ffreelance%2Fnew" });
    const id = await publish();
    expect(
      await caught(
        route(
          freelancePost.action,
          context(null),
          post(`/jobs/freelance/${id}`, proposal("2800")),
          {
            id,
          },
        ),
      ),
    ).toEqual({
      status: 302,
      location: `/sign-in?next=${encodeURIComponent(`/jobs/freelance/${id}`)}`,
    });
    const page = await loadFreelancePost(context(null), get(`/jobs/freelance/${id}`), id);
    expect(page).toMatchObject({ signIn: { join: `/join?next=%2Fjobs%2Ffreelance%2F${id}` } });
  });

  it("refuses a form the rules refuse, a file that is not a document, and the poster's own proposal", async () => {
    const id = await publish();
    const past = await postAs(
      context(bob),
      post("/account/freelance/new", postForm({ closesOn: "2020-01-01", budget: "abc" })),
    );
    expect(errorsOf(past).budget).toBe("Give the budget in whole US dollars.");
    const exe = new File(["MZ\x90\x00binary"], "portfolio.pdf", { type: "application/pdf" });
    const refused = await proposeAs(
      context(ada),
      post(`/jobs/freelance/${id}`, proposal("2800", exe)),
      id,
    );
    expect(errorsOf(refused).files).toBe("Files must be PDF, DOC or DOCX documents.");
    const png = new File(["\x89PNG\r\n\x1a\n"], "photo.png", { type: "image/png" });
    const image = await proposeAs(
      context(ada),
      post(`/jobs/freelance/${id}`, proposal("2800", png)),
      id,
    );
    expect(errorsOf(image).files).toBe("Files must be PDF, DOC or DOCX documents.");
    expect(await propose(bob, id, "1")).toEqual({ status: 409 });
    expect(await propose(ada, "f1", "100")).toEqual({ status: 409 });
    expect(await propose(ada, "no-such-post", "100")).toEqual({ status: 404 });
  });

  it("rate-limits posting and proposing", async () => {
    const id = await publish();
    const post1 = await postAs(
      context(bob, refusingLimits),
      post("/account/freelance/new", postForm()),
    );
    expect(errorsOf(post1).form).toMatch(/too often/);
    expect((post1 as { init: ResponseInit }).init.status).toBe(429);
    const sent = await proposeAs(
      context(ada, refusingLimits),
      post(`/jobs/freelance/${id}`, proposal("2800")),
      id,
    );
    expect((sent as { init: ResponseInit }).init.status).toBe(429);
    expect(await repo.freelance.proposalsOf("ada")).toEqual([]);
    const accept = await manageAs(
      context(bob, refusingLimits),
      post(`/account/freelance/${id}`, [["intent", "close"]]),
      id,
    );
    expect((accept as { init: ResponseInit }).init.status).toBe(429);
  });

  it("shows the proposals and their files to the poster only; accepting one tells both proposers", async () => {
    const id = await publish();
    expect((await propose(ada, id, "2800", PDF())).location).toBe(
      `/jobs/freelance/${id}?sent=1#your-proposal`,
    );
    expect((await propose(dee, id, "2400")).status).toBe(302);
    const managedUrl = `/account/freelance/${id}`;

    // Another owner, a member (a proposer) and a visitor are refused the proposals and files.
    const page = (await managedPage(context(bob), get(`${managedUrl}?sort=price`), id)) as {
      proposals: { id: string; name: string; price: number; files: { id: string }[] }[];
    };
    expect(page.proposals.map((p) => [p.name, p.price])).toEqual([
      ["Dee", 2400],
      ["Ada", 2800],
    ]);
    const withFile = page.proposals[1]!;
    const fileParams = { id, proposalId: withFile.id, fileId: withFile.files[0]!.id };
    for (const who of [cy, ada, dee]) {
      expect((await caught(managedPage(context(who), get(managedUrl), id))).status).toBe(404);
      expect((await caught(fileAs(context(who), fileParams))).status).toBe(404);
      expect(
        (
          await caught(
            manageAs(
              context(who),
              post(managedUrl, [
                ["intent", "accept"],
                ["proposal", withFile.id],
              ]),
              id,
            ),
          )
        ).status,
      ).toBe(404);
    }
    expect(
      (await caught(route(accountFreelancePost.loader, context(null), get(managedUrl), { id })))
        .status,
    ).toBe(302);
    expect(
      (await caught(route(accountFreelanceFile.loader, context(null), get(managedUrl), fileParams)))
        .status,
    ).toBe(302);
    const download = (await fileAs(context(bob), fileParams)) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="portfolio.pdf"/,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(await download.text()).toMatch(/^%PDF-/);

    // The confirmation step, then the accept.
    const confirming = (await managedPage(
      context(bob),
      get(`${managedUrl}?accept=${withFile.id}`),
      id,
    )) as { confirming: { id: string } | null };
    expect(confirming.confirming?.id).toBe(withFile.id);
    expect(
      await caught(
        manageAs(
          context(bob),
          post(managedUrl, [
            ["intent", "accept"],
            ["proposal", withFile.id],
          ]),
          id,
        ),
      ),
    ).toEqual({ status: 302, location: `${managedUrl}?accepted=1` });
    const told = await db
      .selectFrom("notifications")
      .select(["user_id", "kind", "title"])
      .where("kind", "=", "proposal-outcome")
      .orderBy("user_id")
      .execute();
    expect(told).toEqual([
      {
        user_id: "ada",
        kind: "proposal-outcome",
        title: "Your proposal was accepted: Supplier audit checklist",
      },
      {
        user_id: "dee",
        kind: "proposal-outcome",
        title: "Another proposal was chosen: Supplier audit checklist",
      },
    ]);
    const mail = await db.selectFrom("outbox").select(["mail_to", "subject"]).execute();
    expect(mail.map((m) => m.mail_to).sort()).toEqual(
      expect.arrayContaining(["ada@example.com", "dee@example.com"]),
    );
    // The post shows "Awarded" and takes no more proposals.
    const awarded = await loadFreelancePost(context(dee), get(`/jobs/freelance/${id}`), id);
    expect(awarded).toMatchObject({ found: { state: "awarded", mine: { status: "declined" } } });
    expect(await propose(cy, id, "1")).toEqual({ status: 409 });
  });

  it("answers 404 for a draft, and lets only the proposer withdraw their proposal", async () => {
    const draft = await caught(
      postAs(context(bob), post("/account/freelance/new", postForm({ intent: "draft" }))),
    );
    const draftId = draft.location!.replace(/^\/account\/freelance\//, "").replace(/\?.*$/, "");
    expect(
      (await caught(loadFreelancePost(context(ada), get(`/jobs/freelance/${draftId}`), draftId)))
        .status,
    ).toBe(404);
    const id = await publish();
    await propose(ada, id, "2800", PDF());
    const [mine] = await repo.freelance.proposalsOf("ada");
    const withdraw = (who: TestUser) =>
      caught(
        proposeAs(
          context(who),
          post(`/jobs/freelance/${id}`, [
            ["intent", "withdraw"],
            ["proposal", mine!.id],
          ]),
          id,
        ),
      );
    expect((await withdraw(dee)).status).toBe(404);
    expect((await withdraw(bob)).status).toBe(404);
    expect(await withdraw(ada)).toEqual({
      status: 302,
      location: `/jobs/freelance/${id}?withdrawn=1`,
    });
    expect(await repo.freelance.proposals("bob", id)).toEqual([]);
  });
});

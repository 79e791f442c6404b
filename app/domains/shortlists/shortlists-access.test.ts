import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { openMemoryDatabase } from "../../../server/db/testing";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { jobs } from "~/data/jobs";
import { vendors } from "~/data/vendors";
import { SHORTLIST_MESSAGES } from "./schema";
import * as savedJobsPage from "./routes/account-saved-jobs";
import * as shortlistsPage from "./routes/account-shortlists";
import * as saveJob from "./routes/saved-job-save";
import * as sharedPage from "./routes/shared-shortlist";
import * as saveVendor from "./routes/shortlist-save";

// Every shortlist and saved-jobs action and page, through the route modules, against a real
// database: a visitor is sent to sign in, another member is refused (404, nothing written),
// the member's own post goes through.

let db: Db;
let repo: Repository;
const [v1, v2] = vendors as [(typeof vendors)[number], (typeof vendors)[number]];
const j1 = jobs[0]!;

const person = (id: string) => ({ id, name: id, email: `${id}@example.com`, image: null });
const ADA = { ...person("ada"), isOperator: false };
const BOB = { ...person("bob"), isOperator: false };
type User = typeof ADA | null;

const refusingLimits = {
  take: async () => ({ allowed: false, retryAfter: 90 }),
} as unknown as AppLoadContext["limits"];

function context(user: User, limits = inProcessMemberLimits()): AppLoadContext {
  return { repo, user, limits } as unknown as AppLoadContext;
}

const BASE = "http://site.example";
function post(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(BASE + path, { method: "POST", body, headers });
}

/** What a loader or action threw or returned: status, redirect, data. */
async function outcome(run: () => unknown) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("location"),
      data: {} as Record<string, unknown>,
      headers: value.headers,
    };
  }
  const init = (value as { init?: ResponseInit | null } | null)?.init;
  const isData = value !== null && typeof value === "object" && "data" in value && "init" in value;
  return {
    status: init?.status ?? 200,
    location: null,
    data: (isData ? (value as { data: unknown }).data : value) as Record<string, unknown>,
    headers: new Headers(init?.headers),
  };
}

const act = (
  route: { action: (args: never) => unknown },
  user: User,
  request: Request,
  limits?: AppLoadContext["limits"],
) => outcome(() => route.action({ context: context(user, limits), request, params: {} } as never));

const load = (
  route: { loader: (args: never) => unknown },
  user: User,
  path: string,
  params: Record<string, string> = {},
) =>
  outcome(() =>
    route.loader({ context: context(user), request: new Request(BASE + path), params } as never),
  );

async function adasList() {
  await repo.shortlists.add(ADA.id, v1.id, null);
  return (await repo.shortlists.listsOf(ADA.id))[0]!;
}

beforeEach(async () => {
  db = await openMemoryDatabase();
  await seedSampleData(db);
  repo = createRepository(db);
});
afterEach(() => db.destroy());

describe("Save on a supplier (POST /account/shortlists/save)", () => {
  const fields = { vendorId: v1.id, intent: "add", next: "/vendors?category=Logistics" };

  it("sends a signed-out visitor to sign in and back to their page, and saves nothing", async () => {
    const result = await act(saveVendor, null, post("/account/shortlists/save", fields));
    expect(result).toMatchObject({
      status: 302,
      location: `/sign-in?next=${encodeURIComponent("/vendors?category=Logistics")}`,
    });
    const background = await act(
      saveVendor,
      null,
      post("/account/shortlists/save", { ...fields, respond: "data" }),
    );
    expect(background.status).toBe(401);
    expect(await db.selectFrom("shortlists").selectAll().execute()).toEqual([]);
  });

  it("saves onto the member's first list and sends them back to the same spot", async () => {
    const result = await act(saveVendor, ADA, post("/account/shortlists/save", fields));
    expect(result).toMatchObject({
      status: 302,
      location: `/vendors?category=Logistics&saved=added%3A${v1.id}#save-${v1.id}`,
    });
    expect(await repo.shortlists.savedVendorIds(ADA.id, [v1.id])).toEqual([v1.id]);
  });

  it("answers the button's background post with data, and removes with it too", async () => {
    const added = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, respond: "data" }),
    );
    expect(added).toMatchObject({ status: 200, data: { ok: true, saved: true } });
    const removed = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, intent: "remove", respond: "data" }),
    );
    expect(removed).toMatchObject({ status: 200, data: { ok: true, saved: false } });
    expect(await repo.shortlists.savedVendorIds(ADA.id, [v1.id])).toEqual([]);
  });

  it("goes back only to a path on this site", async () => {
    const away = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, next: "//evil.example/x" }),
    );
    expect(away.location).toBe(`/vendors?saved=added%3A${v1.id}#save-${v1.id}`);
    const referer = await act(
      saveVendor,
      ADA,
      post(
        "/account/shortlists/save",
        { ...fields, next: "" },
        { referer: `${BASE}/vendors/${v1.slug}` },
      ),
    );
    expect(referer.location).toBe(`/vendors/${v1.slug}?saved=added%3A${v1.id}#save-${v1.id}`);
    const foreign = await act(
      saveVendor,
      ADA,
      post(
        "/account/shortlists/save",
        { ...fields, next: "" },
        { referer: "https://evil.example/" },
      ),
    );
    expect(foreign.location).toBe(`/vendors?saved=added%3A${v1.id}#save-${v1.id}`);
  });

  it("refuses another member's list (404) whether adding or removing, and writes nothing", async () => {
    const list = await adasList();
    const add = await act(
      saveVendor,
      BOB,
      post("/account/shortlists/save", { ...fields, vendorId: v2.id, listId: list.id }),
    );
    expect(add.status).toBe(404);
    const remove = await act(
      saveVendor,
      BOB,
      post("/account/shortlists/save", { ...fields, intent: "remove", listId: list.id }),
    );
    expect(remove.status).toBe(404);
    const after = (await repo.shortlists.ownedBy(ADA.id))[0]!;
    expect(after.items.map((i) => i.vendor.id)).toEqual([v1.id]);
    expect(await repo.shortlists.listsOf(BOB.id)).toEqual([]);
  });

  it("removes only from the asker's own lists", async () => {
    await adasList();
    await act(saveVendor, BOB, post("/account/shortlists/save", { ...fields, intent: "remove" }));
    expect(await repo.shortlists.savedVendorIds(ADA.id, [v1.id])).toEqual([v1.id]);
  });

  it("refuses a supplier that does not exist, and a member over the write limit", async () => {
    const missing = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, vendorId: "nope" }),
    );
    expect(missing.status).toBe(404);
    const limited = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, respond: "data" }),
      refusingLimits,
    );
    expect(limited).toMatchObject({ status: 429, data: { ok: false } });
    expect(await repo.shortlists.listsOf(ADA.id)).toEqual([]);
  });

  it("refuses a post that is not a Save", async () => {
    const result = await act(
      saveVendor,
      ADA,
      post("/account/shortlists/save", { ...fields, intent: "toggle" }),
    );
    expect(result.status).toBe(400);
  });
});

describe("Save for Later (POST /account/saved-jobs/save)", () => {
  const fields = { jobId: j1.id, intent: "add", next: `/jobs/${j1.id}` };

  it("sends a signed-out visitor to sign in and back to the ad", async () => {
    const result = await act(saveJob, null, post("/account/saved-jobs/save", fields));
    expect(result).toMatchObject({
      status: 302,
      location: `/sign-in?next=${encodeURIComponent(`/jobs/${j1.id}`)}`,
    });
    expect(await db.selectFrom("saved_jobs").selectAll().execute()).toEqual([]);
  });

  it("saves the ad for the member and keeps them on it", async () => {
    const result = await act(saveJob, ADA, post("/account/saved-jobs/save", fields));
    expect(result.location).toBe(`/jobs/${j1.id}?saved=added%3A${j1.id}#save-${j1.id}`);
    expect(await repo.shortlists.jobs.savedIds(ADA.id, [j1.id])).toEqual([j1.id]);
  });

  it("lets another member remove only their own saved jobs", async () => {
    await repo.shortlists.jobs.save(ADA.id, j1.id);
    await act(saveJob, BOB, post("/account/saved-jobs/save", { ...fields, intent: "remove" }));
    expect(await repo.shortlists.jobs.savedIds(ADA.id, [j1.id])).toEqual([j1.id]);
    const page = await load(savedJobsPage, BOB, "/account/saved-jobs");
    expect(page.data).toEqual({ jobs: [] });
  });

  it("refuses a job that does not exist and a member over the write limit", async () => {
    expect(
      (await act(saveJob, ADA, post("/account/saved-jobs/save", { ...fields, jobId: "j999" })))
        .status,
    ).toBe(404);
    const limited = await act(
      saveJob,
      ADA,
      post("/account/saved-jobs/save", fields),
      refusingLimits,
    );
    expect(limited.status).toBe(429);
    expect(await repo.shortlists.jobs.of(ADA.id)).toEqual([]);
  });
});

describe("Saved jobs (/account/saved-jobs)", () => {
  it("sends a signed-out visitor to sign in, and shows a member their own", async () => {
    const anonymous = await load(savedJobsPage, null, "/account/saved-jobs");
    expect(anonymous).toMatchObject({
      status: 302,
      location: "/sign-in?next=%2Faccount%2Fsaved-jobs",
    });
    await repo.shortlists.jobs.save(ADA.id, j1.id);
    const mine = await load(savedJobsPage, ADA, "/account/saved-jobs");
    expect((mine.data.jobs as { job: { id: string } }[]).map((s) => s.job.id)).toEqual([j1.id]);
  });
});

describe("Shortlists (/account/shortlists)", () => {
  const page = (user: User, fields: Record<string, string>, limits?: AppLoadContext["limits"]) =>
    act(shortlistsPage, user, post("/account/shortlists", fields), limits);

  it("sends a signed-out visitor to sign in, from the page and from its forms", async () => {
    expect(await load(shortlistsPage, null, "/account/shortlists")).toMatchObject({
      status: 302,
      location: "/sign-in?next=%2Faccount%2Fshortlists",
    });
    const list = await adasList();
    const result = await page(null, { intent: "delete", listId: list.id });
    expect(result.status).toBe(302);
    expect(await repo.shortlists.byId(list.id)).toBeDefined();
  });

  it("shows a member only their own lists", async () => {
    await adasList();
    const bobs = await load(shortlistsPage, BOB, "/account/shortlists");
    expect(bobs.data.lists).toEqual([]);
    const adas = await load(shortlistsPage, ADA, "/account/shortlists?done=note");
    expect(adas.data.lists).toHaveLength(1);
    expect(adas.data.notice).toBe("Your note is saved.");
  });

  it("creates a list, and refuses a bad name with what was typed", async () => {
    const made = await page(ADA, { intent: "create", name: "  Freight tender " });
    expect(made.status).toBe(302);
    expect(made.location).toMatch(/^\/account\/shortlists\?done=create#list-/);
    expect((await repo.shortlists.listsOf(ADA.id)).map((l) => l.name)).toEqual(["Freight tender"]);
    const bad = await page(ADA, { intent: "create", name: "Tender\u0007" });
    expect(bad).toMatchObject({
      status: 400,
      data: {
        errors: { name: SHORTLIST_MESSAGES.controlCharacters },
        values: { name: "Tender\u0007" },
      },
    });
    const limited = await page(ADA, { intent: "create", name: "Another" }, refusingLimits);
    expect(limited.status).toBe(429);
    expect(await repo.shortlists.listsOf(ADA.id)).toHaveLength(1);
  });

  it("lets the owner rename, note, share, take back, remove and delete", async () => {
    const list = await adasList();
    expect((await page(ADA, { intent: "rename", listId: list.id, name: "Ocean" })).status).toBe(
      302,
    );
    const noted = await page(ADA, {
      intent: "note",
      listId: list.id,
      vendorId: v1.id,
      note: "Quote by Friday",
    });
    expect(noted.location).toBe(`/account/shortlists?done=note#item-${list.id}-${v1.id}`);
    // The new link is answered once, with the page (in no address); only its fingerprint is kept.
    const sharing = await page(ADA, { intent: "share", listId: list.id });
    expect(sharing.status).toBe(200);
    const token = sharing.data.shareToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await repo.shortlists.byId(list.id)).toMatchObject({ name: "Ocean", shared: true });
    const stored = await db.selectFrom("shortlists").select("share_token").execute();
    expect(stored.map((r) => r.share_token)).not.toContain(token);
    expect((await repo.shortlists.byToken(token))!.items[0]!.note).toBe("Quote by Friday");
    // The page read again shows that a link is active, not the link.
    const again = await load(shortlistsPage, ADA, "/account/shortlists");
    expect(JSON.stringify(again.data)).not.toContain(token);
    await page(ADA, { intent: "revoke", listId: list.id });
    expect((await repo.shortlists.byId(list.id))!.shared).toBe(false);
    expect(await repo.shortlists.byToken(token)).toBeUndefined();
    await page(ADA, { intent: "remove", listId: list.id, vendorId: v1.id });
    expect((await repo.shortlists.byId(list.id))!.count).toBe(0);
    await page(ADA, { intent: "delete", listId: list.id });
    expect(await repo.shortlists.byId(list.id)).toBeUndefined();
  });

  it("refuses a note that is too long or has control characters, keeping it", async () => {
    const list = await adasList();
    const long = "x".repeat(1001);
    const result = await page(ADA, {
      intent: "note",
      listId: list.id,
      vendorId: v1.id,
      note: long,
    });
    expect(result).toMatchObject({
      status: 400,
      data: { errors: { note: SHORTLIST_MESSAGES.noteTooLong }, values: { note: long } },
    });
    const control = await page(ADA, {
      intent: "note",
      listId: list.id,
      vendorId: v1.id,
      note: "a\u009bb",
    });
    expect(control.status).toBe(400);
    expect((await repo.shortlists.ownedBy(ADA.id))[0]!.items[0]!.note).toBe("");
  });

  it.each([
    ["rename", { name: "Bob's now" }],
    ["note", { vendorId: v1.id, note: "Bob was here" }],
    ["remove", { vendorId: v1.id }],
    ["share", {}],
    ["revoke", {}],
    ["delete", {}],
  ])("refuses another member's %s (404) and changes nothing", async (intent, extra) => {
    const list = await adasList();
    await repo.shortlists.share(list.id);
    const before = await repo.shortlists.ownedBy(ADA.id);
    const result = await page(BOB, { intent, listId: list.id, ...extra });
    expect(result.status).toBe(404);
    expect(await repo.shortlists.ownedBy(ADA.id)).toEqual(before);
  });
});

describe("A shared list (/shortlists/<token>)", () => {
  async function sharedList() {
    const list = await adasList();
    await repo.shortlists.setNote(list.id, v1.id, "Fast quotes");
    return { list, token: await repo.shortlists.share(list.id) };
  }

  it("is readable signed out, with its suppliers and notes, never cached nor indexed", async () => {
    const { token } = await sharedList();
    const result = await load(sharedPage, null, `/shortlists/${token}`, { token });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      list: { name: "My shortlist", items: [{ vendor: { id: v1.id }, note: "Fast quotes" }] },
    });
    expect(result.headers?.get("cache-control")).toBe("private, no-store");
    expect(result.headers?.get("x-robots-tag")).toMatch(/noindex/);
    // Another member reads it too, and nothing more: the page has no owner's controls.
    expect((await load(sharedPage, BOB, `/shortlists/${token}`, { token })).status).toBe(200);
  });

  it("is refused (404) once revoked, when replaced, and for a made-up token", async () => {
    const { list, token } = await sharedList();
    const next = await repo.shortlists.share(list.id);
    expect((await load(sharedPage, null, `/shortlists/${token}`, { token })).status).toBe(404);
    await repo.shortlists.revoke(list.id);
    expect((await load(sharedPage, null, `/shortlists/${next}`, { token: next })).status).toBe(404);
    for (const made of ["x", "A".repeat(43), "../account"]) {
      expect((await load(sharedPage, null, `/shortlists/x`, { token: made })).status).toBe(404);
    }
  });
});

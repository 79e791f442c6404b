import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Visitor } from "./visitor";

// Matchmaking through the request handler, as a browser without JavaScript (issue 43 items 5
// and 6): a supplier's tenders for them, a saved search made and deleted (another member is
// refused it), the buyer inviting suggested suppliers with checkboxes (another member is refused
// the page and the post), and the private calendar feed, revoked.

const unique = () => randomBytes(4).toString("hex");
const HOUR = 3_600_000;

async function approvedCompany(owner: Visitor, operator: Visitor, name: string): Promise<string> {
  const form = await owner.get("/vendors/register");
  const page = await owner.press(form, "Submit for review", {
    "Company name": name,
    "Short description": "Road works, bridges and the engineering behind them, for towns.",
    Category: "Energy",
    Location: "Leeds, UK",
    Services: "Road works",
    Certifications: "",
    Tags: "roads",
    Website: "",
  });
  await operator.press(await operator.get("/admin"), `Approve ${name}`);
  return page.path.replace("/vendors/", "");
}

describe.each(BACKENDS)("matchmaking on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const idOf = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  it("a supplier sees tenders for them; the buyer invites suggested suppliers; others are refused", async () => {
    const buyer = await site.member("Bea Buyer");
    const supplier = await site.member("Sid Supplier");
    const other = await site.member("Mo Member");
    const operator = await site.operator();
    const name = `Ring Roads ${unique()}`;
    const slug = await approvedCompany(supplier, operator, name);
    const company = await site.db
      .selectFrom("vendors")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    await site.db
      .insertInto("company_cpv")
      .values({ company_id: company.id, code: "45000000-7" })
      .execute();
    const repo = createRepository(site.db);
    const tender = {
      title: `Resurfacing ${unique()}`,
      description: "Asphalt works.",
      kind: "tender" as const,
      region: "Europe" as const,
      sector: "Manufacturing" as const,
      budget: null,
      budgetHidden: false,
      visibility: "public" as const,
      buyerName: "Bea Roads",
      timeZone: "UTC",
      questionDeadline: new Date(Date.now() + 24 * HOUR).toISOString(),
      bidDeadline: new Date(Date.now() + 48 * HOUR).toISOString(),
      items: [{ item: "Roadworks", quantity: 1, unit: "lot", specification: "" }],
      criteria: [{ name: "Price", weight: 100 }],
    };
    const buyerId = await idOf(buyer.email);
    const open = await repo.tenders.create({ id: buyerId }, tender, [], { publish: true });
    const draft = await repo.tenders.create({ id: buyerId }, tender, [], { publish: false });
    for (const id of [open, draft])
      await site.db
        .updateTable("tender_items")
        .set({ cpv_code: "45233140-2" })
        .where("tender_id", "=", id)
        .execute();

    // The supplier's tenders for them, with why.
    const forYou = await supplier.get("/account/tenders-for-you");
    expect(forYou.status).toBe(200);
    expect(forYou.screen.getByRole("link", { name: tender.title }).getAttribute("href")).toBe(
      `/projects/${open}`,
    );
    expect(forYou.text).toContain("45000000-7");
    expect((await other.get("/account/tenders-for-you")).text).not.toContain(tender.title);

    // Suggested suppliers: the buyer's alone; ticked ones are invited in one post.
    const path = `/projects/${draft}/suggestions`;
    expect((await other.get(path)).status).toBe(404);
    const refused = await other.fetch(path, {
      method: "POST",
      body: new URLSearchParams({ company: company.id }),
      headers: { Origin: site.origin },
    });
    expect(refused.status).toBe(404);
    const page = await buyer.get(path);
    expect(page.screen.getByRole("checkbox", { name }).getAttribute("value")).toBe(company.id);
    const invited = await buyer.press(
      page,
      "Invite the ticked suppliers",
      {},
      { company: [company.id] },
    );
    expect(invited.text).toContain("1 supplier is invited.");
    expect((await supplier.get("/account/notifications")).text).toContain(
      `${name} is invited to a tender`,
    );
  });

  it("a member saves a search, another cannot delete it; the calendar feed parses and is revoked", async () => {
    const member = await site.member("Sue Searcher");
    const other = await site.member("Mo Other");
    let page = await member.get("/account/tender-searches");
    const bad = await member.press(page, "Save search", { "CPV code starts with": "4" });
    expect(bad.status).toBe(400);
    page = await member.press(page, "Save search", {
      "CPV code starts with": "45",
      Region: "Europe",
    });
    expect(page.text).toContain("Your search is saved.");
    expect(page.text).toContain("CPV 45…, Europe");
    const [search] = await createRepository(site.db).matchmaking.searchesOf(
      await idOf(member.email),
    );
    const refused = await other.fetch("/account/tender-searches", {
      method: "POST",
      body: new URLSearchParams({ delete: search!.id }),
      headers: { Origin: site.origin },
    });
    expect(refused.status).toBe(404);
    const deleted = await member.press(page, /^Delete/);
    expect(deleted.text).toContain("The saved search is deleted.");

    // /projects' filters by CPV division and group, in the URL, saved as a search's prefix.
    const projects = await member.press(await member.get("/projects"), "Apply", {
      "CPV division": "45",
      "CPV group": "452",
      Region: "Europe",
    });
    expect(new URL(projects.url).searchParams.get("division")).toBe("45");
    expect(new URL(projects.url).searchParams.get("group")).toBe("452");
    const saved = await member.press(projects, "Alert me to new tenders like these");
    expect(saved.text).toContain("CPV 452…, Europe");

    page = await member.press(await member.get("/account/calendar"), "Make my calendar address");
    const feed = page.screen.getByLabelText("Your private calendar address").getAttribute("value")!;
    const feedPath = new URL(feed).pathname;
    const res = await site.visitor().fetch(feedPath);
    expect(res.headers.get("Content-Type")).toContain("text/calendar");
    expect(new ICAL.Component(ICAL.parse(await res.text())).name).toBe("vcalendar");
    await member.press(page, "Stop this address");
    expect((await site.visitor().fetch(feedPath)).status).toBe(404);
  });
});

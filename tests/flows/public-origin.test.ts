import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, ORIGIN, openMailingSite, type MailingSite } from "./site";
import type { Page } from "./visitor";

// One public origin, read when the server starts (docs/decisions/240): a site given a public
// origin the build never saw sends e-mails of every kind (a tender's, the forum's, freelance
// work's, a training registration's, a request's, the accounts' own) and serves documents
// (sitemap, robots, OCDS, the Atom feed, a calendar file, a page's canonical, Open Graph and
// JSON-LD links, a shortlist's read-only link) that name that origin and no other: not the
// build's default, not the flows' usual one, not the Host of a request.

const PUBLIC = "https://buyers.example.test";
const unique = () => randomBytes(3).toString("hex");
const COMPANY = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "scope.pdf", {
  type: "application/pdf",
});

/** Origins a document names by design (namespaces, schemas, a licence), not links to a site. */
const STANDARDS = new Set([
  "http://www.w3.org",
  "http://www.sitemaps.org",
  "https://schema.org",
  "https://standard.open-contracting.org",
  // The OCDS extensions a package declares, by their extension.json (decision 350).
  "https://raw.githubusercontent.com",
  "https://creativecommons.org",
]);

/** Every origin `text` names, other than the public one and the standards' own. */
function otherOrigins(text: string): string[] {
  const found = new Set<string>();
  for (const [url] of text.matchAll(/\bhttps?:\/\/[^\s"'<>)\\]+/g)) {
    const origin = new URL(url).origin;
    if (origin !== PUBLIC && !STANDARDS.has(origin)) found.add(origin);
  }
  return [...found];
}

/** A page's links for machines: canonical, Open Graph's and its JSON-LD. */
function pageLinks(page: Page): string {
  const doc = page.document;
  return [
    ...[...doc.querySelectorAll("link[rel=canonical]")].map((l) => l.getAttribute("href")),
    ...[...doc.querySelectorAll("meta[property^='og:']")].map((m) => m.getAttribute("content")),
    ...[...doc.querySelectorAll("script[type='application/ld+json']")].map((s) => s.textContent),
  ].join("\n");
}

describe.each(BACKENDS)("one public origin on %s", (backend) => {
  let site: MailingSite;
  /** What people receive and machines read, by what it is. */
  const received: { what: string; text: string }[] = [];
  const keep = (what: string, text: string) => received.push({ what, text });

  beforeAll(async () => {
    site = await openMailingSite(backend, { SITE_URL: PUBLIC });
  });
  afterAll(() => site?.close());

  it("its visitors are on the public origin, which differs from the build's and the usual one", () => {
    expect(site.origin).toBe(PUBLIC);
    expect(PUBLIC).not.toBe(ORIGIN);
  });

  it("e-mails of every domain link to the public origin", async () => {
    const repo = createRepository(site.db);
    const owner = await site.member("Olga Owner");
    expect(await repo.vendors.assignOwner(COMPANY.slug, owner.email)).toBe("done");
    const buyer = await site.member("Bea Buyer");
    const [ownerRow] = await site.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", owner.email)
      .execute();

    // A tender: the buyer publishes, the owner's company asks a question, the buyer is told.
    const title = `Cabling ${unique()}`;
    const published = await buyer.press(
      await buyer.get("/projects/new"),
      "Publish tender",
      {
        Title: title,
        Description: "Structured cabling for two floors.",
        Region: "Europe",
        Sector: "Manufacturing",
        "Organisation's name": "Bea Trading",
        "Questions until": "2030-01-01T12:00",
        "Bids until": "2030-01-02T12:00",
        Documents: PDF,
      },
      {
        item: ["Cat 6 run", "", "", "", ""],
        quantity: ["120", "", "", "", ""],
        unit: ["piece", "", "", "", ""],
        specification: ["", "", "", "", ""],
        criterion: ["", "", ""],
        weight: ["", "", ""],
      },
    );
    expect(published.text).toContain("Your tender is published.");
    const tenderUrl = new URL(published.url).pathname;
    const asked = await owner.press(await owner.get(tenderUrl), "Send question", {
      "Ask the buyer a question": "Is patching included?",
    });
    expect(asked.text).toContain("Your question is sent.");

    // The forum: a reply to the buyer's thread tells her.
    const group = await buyer.get("/network/groups");
    const contracts = await buyer.get(
      group.screen.getByRole("link", { name: "Contracts & Legal" }).getAttribute("href")!,
    );
    const joined = await buyer.press(contracts, "Join group");
    const thread = await buyer.press(joined, "Post thread", {
      Title: `Retention clauses ${unique()}`,
      Message: "How long do you hold retention?",
    });
    await owner.press(await owner.get(thread.path), "Post reply", {
      "Your reply": "Twelve months.",
    });

    // Freelance work: the owner's post; a proposal tells them.
    const [company] = await repo.hiring.companiesOf(ownerRow!.id);
    const postId = await repo.freelance.create(
      ownerRow!.id,
      {
        companyId: company!.id,
        title: `Spend analysis ${unique()}`,
        description: "Analyse last year's spend.",
        category: "Technology",
        skills: ["Excel"],
        isRemote: true,
        location: "Remote",
        budgetType: "fixed",
        budget: 2000,
        duration: "Less than 1 month",
        closesOn: "2099-12-31",
      },
      true,
    );
    const proposed = await buyer.press(
      await buyer.get(`/jobs/freelance/${postId}`),
      "Send proposal",
      {
        "Your price (USD, fixed total)": "1900",
        "Timeline (days)": "10",
        Message: "Spend cubes are my daily work.",
      },
    );
    expect(proposed.text).toContain("Your proposal is sent.");

    // Training: a registration tells the member, with the calendar file's link.
    const event = await repo.knowledge.training.create({
      title: `Negotiation Clinic ${unique()}`,
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      durationMinutes: 60,
      format: "online",
      location: "Online",
      level: "Intermediate",
      capacity: 10,
      description: "Bring one contract.",
      recordingUrl: null,
    });
    const trainingPath = `/knowledge/training/${event.slug}`;
    await buyer.press(await buyer.get(trainingPath), "Register");

    // A request: a signed-out buyer's quote tells the company's owner.
    const quote = await site.visitor().get(`/vendors/${COMPANY.slug}/quote`);
    const sent = await site.visitor().press(quote, "Submit Request", {
      Category: "Equipment",
      "Item / Service": `Patch panels ${unique()}`,
      Quantity: "4",
      Name: "Sid Sender",
      Email: `sid.${unique()}@example.com`,
    });
    expect(sent.text).toContain("Quote request submitted successfully!");

    const subjects = await site.until(() => {
      const all = site.mailbox.messages.map((m) => m.subject);
      const wanted = [
        /^Confirm your e-mail address/,
        new RegExp(`^A question on ${title}`),
        /reply/i,
        /proposal/i,
        new RegExp(event.title),
        /request|quote/i,
      ];
      return wanted.every((w) => all.some((s) => w.test(s))) && all;
    });
    expect(subjects.length).toBeGreaterThanOrEqual(6);
    for (const mail of site.mailbox.messages) keep(`e-mail "${mail.subject}"`, mail.text);

    // The documents of what was just made.
    keep("a tender's OCDS", await (await site.visitor().fetch(`${tenderUrl}/ocds.json`)).text());
    const ics = await buyer.fetch(`${trainingPath}/event.ics`);
    expect(ics.status).toBe(200);
    keep("a training's calendar file", await ics.text());
  });

  it("documents for machines name the public origin", async () => {
    const visitor = site.visitor();
    for (const path of ["/sitemap.xml", "/robots.txt", "/knowledge/news/feed.xml"]) {
      const res = await visitor.fetch(path);
      expect(res.status, path).toBe(200);
      keep(path, await res.text());
    }
    // Nothing is awarded here: the awards feed has no package to give (decision 354), and names
    // no origin; the tender's own package above names the public one.
    const feed = await visitor.fetch("/projects/ocds.json");
    expect(feed.status).toBe(404);
    expect(otherOrigins(await feed.text())).toEqual([]);
    for (const path of ["/", `/vendors/${COMPANY.slug}`, "/knowledge/news"]) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(200);
      const links = pageLinks(page);
      expect(links, path).toContain(`${PUBLIC}${path === "/" ? "/" : path}`);
      keep(`the links of ${path}`, links);
    }
  });

  it("a shortlist's read-only link is on the public origin", async () => {
    const rita = await site.member("Rita Share");
    await rita.press(await rita.get(`/vendors/${COMPANY.slug}`), `Save ${COMPANY.name}`);
    const shared = await rita.press(
      await rita.get("/account/shortlists"),
      "Share a read-only link to My shortlist",
    );
    const link = shared.screen.getByRole("textbox", { name: "Read-only link" });
    keep("a shortlist's read-only link", link.getAttribute("value")!);
  });

  it("names no other origin in anything it sent or served", () => {
    expect(received.length).toBeGreaterThan(10);
    for (const { what, text } of received) {
      expect(text, what).toContain(PUBLIC);
      expect(otherOrigins(text), `${what}:\n${text}`).toEqual([]);
    }
  });
});

import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// Operators publish articles, members register for training (issue 31), through the request
// handler: an article written, previewed, published with its hostile parts neutralised, and
// taken back; a draft is not found; a member who is not an operator is refused the console's
// articles; a registration with its calendar file and notice, and a full event's waiting list.
// (Moved from tests/e2e/knowledge-flows.spec.ts, which keeps what only a browser shows: that a
// published article's hostile markup runs nothing, the axe checks, and a Register press.)

const unique = () => randomBytes(3).toString("hex");

const HOSTILE_MARKDOWN = [
  "## Findings",
  "",
  "Plain words before the traps.",
  "",
  "<script>window.__pwned = true</script>",
  "",
  '<img src="x" onerror="window.__pwned = true">',
  "",
  "[a trap](javascript:window.__pwned=true) and [a real link](https://example.com/)",
  "",
  '<div style="position:fixed;inset:0">raw html</div>',
].join("\n");

const TEXT_LABEL =
  "Text (Markdown: ## headings, - lists, [links](https://...), ![pictures](/images/...))";

const statuses = (page: Page) =>
  page.screen
    .queryAllByRole("status")
    .map((s: HTMLElement) => (s.textContent ?? "").replace(/\s+/g, " "))
    .join(" | ");

/** The calendar file's fields, unfolded (RFC 5545 section 3.1): a minimal parser. */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon).split(";")[0]!] = line.slice(colon + 1);
    }
  }
  expect(lines.filter(Boolean).at(-1)).toBe("END:VCALENDAR");
  return events;
}

/** Writes an article in the console and presses `button`; returns its title and the answer. */
async function writeArticle(operator: Visitor, button: string, body = HOSTILE_MARKDOWN) {
  const title = `Tariff Outlook ${unique()}`;
  const page = await operator.get("/admin/articles/new");
  const form = page.form("Article");
  // No picture until one is chosen (issue 44, item 12).
  expect(page.labelled("Picture (a path on this site)", form).getAttribute("value") ?? "").toBe("");
  const pressed = within(form).getByRole("button", { name: button }) as HTMLButtonElement;
  const answer = await operator.submit(
    page,
    form,
    page.byLabel(
      {
        Title: title,
        Summary: "What the new tariff schedule means for landed cost.",
        Author: "Olive Operator",
        [TEXT_LABEL]: body,
      },
      form,
    ),
    pressed,
  );
  return { title, page: answer };
}

describe.each(BACKENDS)("knowledge on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("an operator writes, previews and publishes an article; a draft is not found", async () => {
    const operator = await site.operator();
    const { title, page: draft } = await writeArticle(operator, "Save draft");
    expect(statuses(draft)).toContain("Saved as a draft");
    expect(draft.labelled("Title", draft.form("Article")).getAttribute("value")).toBe(title);
    const visitor = site.visitor();
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    expect((await visitor.fetch(`/knowledge/news/${slug}`)).status).toBe(404);
    expect(await (await visitor.fetch("/knowledge/news/feed.xml")).text()).not.toContain(title);

    // Preview, then publish: the hostile parts are neutralised.
    const previewed = await operator.press(draft, "Preview");
    const preview = previewed.screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("heading", { name: "Findings" })).toBeTruthy();
    const published = await operator.press(previewed, "Publish now");
    expect(statuses(published)).toContain("Published");
    const news = await visitor.get("/knowledge/news");
    const link = news.screen.getByRole("link", { name: title });
    const article = await visitor.get(link.getAttribute("href")!);
    expect(article.screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    // None was chosen: the page shows none, and its card on the list neither.
    expect(article.screen.getByRole("main").querySelectorAll("img, picture")).toHaveLength(0);
    const card = link.closest("[class*='card'], li, article") ?? link.parentElement!;
    expect(card.querySelectorAll("img, picture")).toHaveLength(0);
    const body = article.document.querySelector(".article-body") as HTMLElement;
    expect(within(body).getByRole("link", { name: "a real link" }).getAttribute("href")).toBe(
      "https://example.com/",
    );
    // A link whose address is refused shows as its text, not as a link (issue 44, item 6).
    expect(body.textContent).toContain("a trap");
    expect([...body.querySelectorAll("a")].some((a) => a.textContent === "a trap")).toBe(false);
    expect(body.querySelectorAll("script, img, [style], [onerror]")).toHaveLength(0);
    const feed = await (await visitor.fetch("/knowledge/news/feed.xml")).text();
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).not.toMatch(/&lt;script/);

    // Unpublished, it is gone again.
    const list = await operator.get("/admin/articles");
    const edit = await operator.get(
      list.screen.getByRole("link", { name: title }).getAttribute("href")!,
    );
    const taken = await operator.press(edit, "Unpublish");
    expect(statuses(taken)).toContain("Taken back");
    expect((await visitor.fetch(`/knowledge/news/${slug}`)).status).toBe(404);
  });

  it("a member who is not an operator is refused the console's articles", async () => {
    const mallory = await site.member("Mallory Member");
    expect((await mallory.get("/admin/articles/new")).status).toBe(404);
    const post = await mallory.fetch("/admin/articles/new", {
      method: "POST",
      body: new URLSearchParams({
        intent: "publish",
        title: "Mine",
        excerpt: "x",
        author: "x",
        body: "x",
      }),
    });
    expect(post.status).toBe(404);
  });

  it("a member registers for training and gets a calendar file; a full event waitlists", async () => {
    const repo = createRepository(site.db);
    const event = await repo.knowledge.training.create({
      title: `Category Strategy Clinic ${unique()}`,
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      durationMinutes: 90,
      format: "online",
      location: "Online",
      level: "Intermediate",
      capacity: 1,
      description: "Bring **one category** you manage; leave with a plan.",
      recordingUrl: null,
    });
    const path = `/knowledge/training/${event.slug}`;

    const ada = await site.member("Ada Attendee");
    const open = await ada.get(path);
    expect(open.text).toContain("1 of 1 seats left");
    const registered = await ada.press(open, "Register");
    expect(statuses(registered)).toContain("You are registered");
    // Said once: the message, not the message and the box's line too (issue 44, item 12).
    const said = (page: Page) =>
      page.screen.getByRole("main").textContent?.match(/You are registered/g) ?? [];
    expect(said(registered)).toHaveLength(1);
    expect(said(await ada.get(path))).toHaveLength(1);
    const calendar = registered.screen.getByRole("link", { name: /Add to calendar/ });
    const file = await ada.fetch(calendar.getAttribute("href")!);
    expect(file.headers.get("content-type")).toContain("text/calendar");
    expect(file.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment;.*filename="?${event.slug}\\.ics"?`),
    );
    const [vevent] = parseIcs(await file.text());
    expect(vevent!.SUMMARY).toBe(event.title);
    const start = event.startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(vevent!.DTSTART).toBe(start);
    expect(vevent!.DURATION ?? vevent!.DTEND).toBeTruthy();
    // RFC 5545: the organiser is an address (a cal-address), not a bare name.
    expect(vevent!.ORGANIZER).toMatch(/^mailto:[^@\s]+@[^@\s]+$/i);
    // The registration's notice is on the member's notifications page.
    expect((await ada.get("/account/notifications")).text).toContain(
      `You have a seat at ${event.title}`,
    );

    const bo = await site.member("Bo Backup");
    const full = await bo.get(path);
    expect(full.text).toContain("Full: 0 on the waiting list");
    const waiting = await bo.press(full, "Join the waiting list");
    expect(statuses(waiting)).toContain("waiting list");
    const waitingPage = await bo.get(path);
    expect(
      waitingPage.screen.getByText("You are on the waiting list.", { exact: true }),
    ).toBeTruthy();
    // The calendar file is offered to members with a seat only, and given to no one else.
    expect(waitingPage.screen.queryByRole("link", { name: /Add to calendar/ })).toBeNull();
    expect((await bo.fetch(calendar.getAttribute("href")!)).status).toBe(404);
    const visitor = await site.visitor().fetch(calendar.getAttribute("href")!);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/sign-in\?next=/);
  });

  it("an operator edits an event; everyone registered is told, and a member cannot edit", async () => {
    const repo = createRepository(site.db);
    const event = await repo.knowledge.training.create({
      title: `Contract Management Lab ${unique()}`,
      startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      durationMinutes: 60,
      format: "in-person",
      location: "Lisbon, Hub Criativo",
      level: "Advanced",
      capacity: 1,
      description: "Clauses that hold.",
      recordingUrl: null,
    });
    const path = `/knowledge/training/${event.slug}`;
    const ada = await site.member("Ada Seated");
    await ada.press(await ada.get(path), "Register");
    const bo = await site.member("Bo Waiting");
    await bo.press(await bo.get(path), "Join the waiting list");

    const olive = await site.operator();
    const consolePage = await olive.get("/admin/training");
    const editing = await olive.get(
      consolePage.screen.getByRole("link", { name: `Edit ${event.title}` }).getAttribute("href")!,
    );
    const form = editing.form("Edit event");
    expect(editing.labelled("Where (a venue, or the platform)", form).getAttribute("value")).toBe(
      "Lisbon, Hub Criativo",
    );
    const saved = await olive.press(editing, "Save and tell attendees", {
      "Where (a venue, or the platform)": "Porto, Palácio da Bolsa",
      "Starts (in the event's time zone)": "2099-03-04T09:30",
    });
    expect(statuses(saved)).toContain("Event saved: everyone registered was told of the change.");
    const shown = await site.visitor().get(path);
    expect(shown.text).toContain("Porto, Palácio da Bolsa");
    expect(shown.document.querySelector("time")?.getAttribute("dateTime")).toBe(
      "2099-03-04T09:30:00.000Z",
    );
    for (const member of [ada, bo]) {
      const notices = await member.get("/account/notifications");
      expect(notices.text).toContain(`${event.title} has changed`);
      expect(notices.text).toContain("Porto, Palácio da Bolsa");
    }

    // A member is refused the console's edit, and nothing changes.
    const refused = await ada.fetch("/admin/training", {
      method: "POST",
      body: new URLSearchParams({
        intent: "update",
        id: event.id,
        title: "Taken over",
        startsAt: "2099-03-04T09:30",
        durationMinutes: "60",
        capacity: "5",
        format: "online",
        level: "Advanced",
        location: "Online",
        description: "x",
      }),
    });
    expect(refused.status).toBe(404);
    expect((await repo.knowledge.training.bySlug(event.slug))?.title).toBe(event.title);
  });

  it("registrations are counted against a member's limit, and the console's forms are read within their size", async () => {
    const repo = createRepository(site.db);
    const event = await repo.knowledge.training.create({
      title: `Negotiation Basics ${unique()}`,
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      durationMinutes: 60,
      format: "online",
      location: "Online",
      level: "Beginner",
      capacity: 50,
      description: "Prepare, anchor, trade.",
      recordingUrl: null,
    });
    const path = `/knowledge/training/${event.slug}`;
    const cy = await site.member("Cy Clicker");
    const intents = ["register", "cancel"];
    for (let i = 0; i < 20; i++) {
      const res = await cy.fetch(path, {
        method: "POST",
        body: new URLSearchParams({ intent: intents[i % 2]! }),
      });
      expect(res.status).toBeLessThan(400);
    }
    const refused = await cy.fetch(path, {
      method: "POST",
      body: new URLSearchParams({ intent: "register" }),
    });
    expect(refused.status).toBe(429);
    const page = await cy.get(path);
    // Twenty presses alternated register and cancel: the place is cancelled, as the last left it.
    expect(page.text).toContain("50 of 50 seats left");

    // An operator's console forms stop reading past their size and change nothing.
    const olive = await site.operator("Olive Oversize");
    const huge = "x".repeat(3 * 1024 * 1024);
    for (const [where, fields] of [
      [
        "/admin/articles/new",
        { intent: "save", title: "Big", excerpt: "x", author: "x", body: huge },
      ],
      ["/admin/training", { intent: "create", title: "Big", description: huge }],
      ["/admin/pages", { intent: "add-member", name: "Big", bio: huge }],
      ["/admin/reviews", { intent: "hide", reviewId: "r1", note: huge }],
    ] as const) {
      const res = await olive.fetch(where, { method: "POST", body: new URLSearchParams(fields) });
      expect(res.status, where).toBe(413);
    }
    expect((await repo.knowledge.training.slugs()).some((slug) => slug.startsWith("big"))).toBe(
      false,
    );
  });
});

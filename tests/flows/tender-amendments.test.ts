import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { formatInZone, utcToZoned } from "../../app/lib/zoned-time";
import { BACKENDS, openMailingSite, type MailingSite } from "./site";
import type { Page } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// An amendment as data (issue 41, Build 4; decision 330), without JavaScript, on a site that
// e-mails: the buyer raises a quantity from 12 to 18 and moves the bid deadline; the bidder, the
// supplier who asked a question, the invited supplier and a follower are told, on the site and
// by e-mail, with the new deadline in the tender's zone (a member who is none of these is not);
// the bid is marked to reconfirm; the item table, the bid form, the comparison and its CSV say
// 18. Another member is refused the amendment's page and its action (404).

const BIDDER_CO = "lumenstack-technologies";
const INVITED_CO = "kestrel-freight-partners";
const ZONE = "Europe/London";
const unique = () => randomBytes(4).toString("hex");
const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ");
const section = (page: Page, name: string) => page.screen.queryByRole("region", { name });

describe.each(BACKENDS)("a tender's amendment on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  it("reaches everyone interested with what changed and the new deadline; bids reconfirm; 18 everywhere", async () => {
    const buyer = await site.member("Bea Buyer");
    const bidder = await site.member("Sam Bidder");
    const asker = await site.member("Ash Asker");
    const invited = await site.member("Ivy Invited");
    const follower = await site.member("Finn Follower");
    const unrelated = await site.member("Otto Other");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(BIDDER_CO, bidder.email)).toBe("done");
    expect(await repo.vendors.assignOwner(INVITED_CO, invited.email)).toBe("done");
    const idOf = async (email: string) =>
      (
        await site.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).id;
    const title = `Office chairs ${unique()}`;
    const day = 24 * 60 * 60 * 1000;
    const hour = (t: number) => new Date(Math.ceil(t / 3_600_000) * 3_600_000);
    const questionDeadline = hour(Date.now() + day).toISOString();
    const bidDeadline = hour(Date.now() + 2 * day).toISOString();
    const id = await repo.tenders.create(
      { id: await idOf(buyer.email) },
      {
        title,
        description: "Chairs for the new office.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        timeZone: ZONE,
        questionDeadline,
        bidDeadline,
        items: [{ item: "Office chair", quantity: 12, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const url = `/projects/${id}`;

    // The bidder bids, the asker asks, the buyer invites a company, the follower follows.
    const placed = await bidder.press(
      await bidder.get(`${url}/bid`),
      "Place bid",
      { "Delivery time (days)": "14", "Prices valid until": "2031-01-31" },
      { price: "100" },
    );
    expect(placed.text).toContain("Your bid is sealed until the deadline.");
    const asked = await asker.press(await asker.get(url), "Send question", {
      "Ask the buyer a question": "Do the chairs need armrests?",
    });
    expect(asked.text).toContain("Your question is sent.");
    const invitedPage = await buyer.press(await buyer.get(url), "Invite to tender", {
      "Company's profile address": INVITED_CO,
    });
    expect(invitedPage.text).toContain("The company is invited.");
    const followed = await follower.press(await follower.get(url), "Follow this tender");
    expect(followed.text).toContain("You follow this tender");
    expect(followed.screen.getByRole("button", { name: "Following" })).toBeTruthy();
    // Mail from before the amendment (receipts, invitations) is not what this test reads.
    const amendedMail = (email: string) =>
      site.mailbox.to(email).find((m) => m.subject === `${title} was amended`);

    // Nobody but the buyer opens the amendment's page or posts to it.
    for (const other of [asker, unrelated]) {
      expect((await other.get(`${url}/amend`)).status).toBe(404);
      const form = new FormData();
      form.set("quantity", "99");
      form.set("explanation", "Mine now.");
      expect((await other.fetch(`${url}/amend`, { method: "POST", body: form })).status).toBe(404);
    }

    // The buyer raises the quantity from 12 to 18 and gives the bids one more day.
    const page = await buyer.get(`${url}/amend`);
    expect(page.status).toBe(200);
    const newDeadline = new Date(Date.parse(bidDeadline) + day).toISOString();
    const amended = await buyer.press(
      page,
      "Publish amendment",
      {
        "Bids until": utcToZoned(newDeadline, ZONE),
        "Explanation (optional)": "Six more staff join in May.",
      },
      { quantity: ["18", "", "", "", ""] },
    );
    expect(amended.path).toBe(`${url}?done=amended`);
    expect(amended.text).toContain("The amendment is published.");
    const list = text(section(amended, "Amendments"));
    expect(list).toContain("Office chair: quantity from 12 to 18.");
    expect(list).toContain("Six more staff join in May.");
    const deadlineText = formatInZone(newDeadline, ZONE);
    expect(deadlineText).toContain("(Europe/London)");
    expect(text(section(amended, "Line items"))).toContain("18");

    // Told on the site: the bidder, the asker, the invited supplier and the follower.
    const toldIds = (
      await site.db
        .selectFrom("notifications")
        .select("user_id")
        .where("kind", "=", "tender-update")
        .where("link", "=", `${url}#amendments`)
        .execute()
    ).map((n) => n.user_id);
    const expected = await Promise.all(
      [bidder, asker, invited, follower].map((m) => idOf(m.email)),
    );
    expect(toldIds.sort()).toEqual(expected.sort());
    expect(toldIds).not.toContain(await idOf(unrelated.email));
    // And by e-mail, with what changed and the new deadline in the tender's zone.
    // The job runner sends them (on PostgreSQL, pg-boss's worker): on a busy machine, seconds.
    const mails = await Promise.all(
      [bidder, asker, invited, follower].map((m) => site.until(() => amendedMail(m.email), 20_000)),
    );
    for (const mail of mails) {
      expect(mail.text).toContain("Office chair: quantity from 12 to 18.");
      expect(mail.text).toContain(`Bids are due by ${deadlineText}.`);
    }
    expect(amendedMail(unrelated.email)).toBeUndefined();
    const bell = await follower.get("/account/notifications");
    expect(bell.text).toContain(`${title} was amended`);

    // The bid is marked to reconfirm, on the tender and the member's bids; its form says 18.
    const bidderPage = await bidder.get(url);
    expect(bidderPage.text).toContain("Reconfirm your bid");
    expect((await bidder.get("/account/bids")).text).toContain("Reconfirm your bid");
    const bidForm = await bidder.get(`${url}/bid`);
    expect(text(bidForm.document.querySelector("table"))).toContain("18 piece");
    const reconfirmed = await bidder.press(bidderPage, "Reconfirm");
    expect(reconfirmed.text).toContain("Your bid is reconfirmed.");
    expect(reconfirmed.text).not.toContain("Reconfirm your bid");
    expect(reconfirmed.text).toContain("$1,800.00");

    // A second amendment (an explanation only) asks for the reconfirmation again.
    const again = await buyer.press(await buyer.get(`${url}/amend`), "Publish amendment", {
      "Explanation (optional)": "Grey fabric is preferred.",
    });
    expect(text(section(again, "Amendments"))).toContain("Grey fabric is preferred.");

    // Once the deadline has passed the comparison and its CSV say 18, and which bid is not
    // reconfirmed.
    await passDeadlines(site.db, id);
    const comparison = await buyer.get(`${url}/bids`);
    const table = comparison.screen.getByRole("table");
    expect(text(within(table).getByRole("rowheader", { name: /Office chair/ }))).toContain(
      "18 piece",
    );
    expect(text(table)).toContain("Not reconfirmed");
    const csv = await (await buyer.fetch(`${url}/bids.csv`)).text();
    expect(csv).toContain("Office chair,18,piece,100,1800");
    expect(csv).toContain("Reconfirmed after the amendments,,,,No");
  }, 90_000);
  it("changes the title, budget and visibility without asking bids to reconfirm; those who bid or asked keep access", async () => {
    const buyer = await site.member("Bel Buyer");
    const bidder = await site.member("Sid Bidder");
    const asker = await site.member("Asa Asker");
    const follower = await site.member("Fay Follower");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner(BIDDER_CO, bidder.email)).toBe("done");
    const buyerId = (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", buyer.email)
        .executeTakeFirstOrThrow()
    ).id;
    const title = `Desk lamps ${unique()}`;
    const renamed = `LED desk lamps ${unique()}`;
    const day = 24 * 60 * 60 * 1000;
    const id = await repo.tenders.create(
      { id: buyerId },
      {
        title,
        description: "Lamps for the new office.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: 10_000,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bel Trading",
        timeZone: ZONE,
        // Whole hours, as the form's local times give them back.
        questionDeadline: new Date(
          Math.ceil((Date.now() + day) / 3_600_000) * 3_600_000,
        ).toISOString(),
        bidDeadline: new Date(
          Math.ceil((Date.now() + 2 * day) / 3_600_000) * 3_600_000,
        ).toISOString(),
        items: [{ item: "Desk lamp", quantity: 30, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const url = `/projects/${id}`;
    await bidder.press(
      await bidder.get(`${url}/bid`),
      "Place bid",
      { "Delivery time (days)": "14", "Prices valid until": "2031-01-31" },
      { price: "40" },
    );
    await asker.press(await asker.get(url), "Send question", {
      "Ask the buyer a question": "Are the lamps dimmable?",
    });
    await follower.press(await follower.get(url), "Follow this tender");

    // Title, budget and visibility: told to the bidder and the asker; no bid to reconfirm.
    const amended = await buyer.press(
      await buyer.get(`${url}/amend`),
      "Publish amendment",
      { Title: renamed, "Budget (optional)": "12000" },
      { visibility: "invited" },
    );
    expect(amended.path).toBe(`${url}?done=amended-bids-stand`);
    const list = text(section(amended, "Amendments"));
    expect(list).toContain(`Title from "${title}" to "${renamed}".`);
    expect(list).toMatch(/Budget from \S*10,000 to \S*12,000\./);
    expect(list).toContain(
      "Now open to invited companies only (was open to every approved company).",
    );
    expect(amended.screen.getByRole("heading", { level: 1 }).textContent).toContain(renamed);
    const bidderPage = await bidder.get(url);
    expect(bidderPage.status).toBe(200);
    expect(bidderPage.text).not.toContain("Reconfirm your bid");
    expect((await asker.get(url)).status).toBe(200);
    expect((await bidder.get(`${url}/bid`)).text).toContain("Desk lamp");
    // Invited-only now: a visitor and the follower who neither bid nor asked no longer see it.
    expect((await site.visitor().get(url)).status).toBe(404);
    expect((await follower.get(url)).status).toBe(404);
    const told = (
      await site.db
        .selectFrom("notifications as n")
        .innerJoin("user as u", "u.id", "n.user_id")
        .select("u.email")
        .where("n.kind", "=", "tender-update")
        .where("n.link", "=", `${url}#amendments`)
        .execute()
    ).map((n) => n.email);
    expect(told.sort()).toEqual([asker.email, bidder.email].sort());
    const trail = await repo.tenders.auditTrail(id);
    // The trail keeps each change with its values before and after.
    const entry = trail.at(-1)!;
    expect(entry.event).toBe("amended");
    expect(String(entry.data)).toMatch(/"after":\{"amount":12000,"hidden":false\}/);
    expect(String(entry.data)).toContain('"before":"public","kind":"visibility"');

    // The description, and public again: bids reconfirm; everyone sees it.
    const again = await buyer.press(
      await buyer.get(`${url}/amend`),
      "Publish amendment",
      { Description: "Dimmable lamps for the new office." },
      { visibility: "public" },
    );
    const second = text(section(again, "Amendments"));
    expect(second).toContain("Description changed.");
    expect(second).toContain(
      "Now open to every approved company (was open to invited companies only).",
    );
    expect((await bidder.get(url)).text).toContain("Reconfirm your bid");
    expect((await site.visitor().get(url)).status).toBe(200);
  }, 90_000);
});

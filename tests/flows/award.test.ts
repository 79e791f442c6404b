import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// The award with care (issue 41 Build 5, decision 340), through the request handler: three
// companies bid, the buyer chooses one on the comparison, reviews and confirms it; the award is
// pending its standstill, which nothing can cut short; each losing bidder sees their own standing
// against the winner's and nothing of the other loser's, in the page and in its data; each
// bidder downloads their own award letter (another bidder, another member and a visitor are
// refused), the buyer every letter; once the standstill has ended the award is final.

const WINNER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const SECOND = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
const THIRD = { slug: "kestrel-freight-partners", name: "Kestrel Freight Partners" };

describe.each(BACKENDS)("the award on %s", (backend) => {
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

  it("is reviewed, confirmed, waits out its standstill, and shows each loser only their own scores", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bo Buyer");
    const bidders = [];
    for (const [name, company] of [
      ["Wyn Winner", WINNER],
      ["Sol Second", SECOND],
      ["Tor Third", THIRD],
    ] as const) {
      const member = await site.member(name);
      expect(await repo.vendors.assignOwner(company.slug, member.email)).toBe("done");
      bidders.push({ member, company, id: await idOf(member.email) });
    }
    const [winner, second, third] = bidders as [
      (typeof bidders)[0],
      (typeof bidders)[0],
      (typeof bidders)[0],
    ];
    const title = `Forklifts ${backend}`;
    const id = await repo.tenders.create(
      { id: await idOf(buyer.email) },
      {
        title,
        description: "Two electric forklifts, delivered.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bo Logistics",
        questionDeadline: "2030-01-01T12:00:00.000Z",
        bidDeadline: "2030-01-02T12:00:00.000Z",
        standstillDays: 10,
        items: [{ item: "Forklift", quantity: 2, unit: "piece", specification: "" }],
        criteria: [
          { name: "Price", weight: 60 },
          { name: "Delivery", weight: 40 },
        ],
      },
      [],
      { publish: true },
    );
    // Unit prices in cents: totals 41,234.00, 45,678.00 and 52,468.00.
    const prices = [2_061_700, 2_283_900, 2_623_400];
    const days = [20, 30, 40];
    const bidIds: string[] = [];
    for (const [i, b] of bidders.entries()) {
      const placed = await repo.tenders.placeBid(
        id,
        { id: b.id },
        (await repo.vendors.bySlug(b.company.slug))!.id,
        { prices: [prices[i]!], deliveryDays: days[i]!, validUntil: "2031-01-31", message: "" },
        [],
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      bidIds.push(placed.id);
    }
    await passDeadlines(site.db, id);
    const tenderUrl = `/projects/${id}`;

    // Only the buyer reviews an award.
    const reviewUrl = `${tenderUrl}/bids/award?bid=${bidIds[0]}`;
    expect((await second.member.fetch(reviewUrl)).status).toBe(404);
    expect((await site.visitor().fetch(reviewUrl)).status).not.toBe(200);

    // The panel (the buyer alone) scores delivery: until it has submitted, the award waits, on
    // the review page and at its confirmation (decision 395).
    const waiting = "The award waits for the whole panel: 1 evaluator has not submitted";
    const early = await buyer.get(reviewUrl);
    expect(early.text).toContain(waiting);
    expect(early.screen.queryByRole("button", { name: "Confirm award" })).toBeNull();
    const refusedPost = await buyer.fetch(reviewUrl, {
      method: "POST",
      body: new URLSearchParams({ bid: bidIds[0]!, reason: "" }),
    });
    expect(refusedPost.status).toBe(409);
    expect(await refusedPost.text()).toContain(waiting);
    expect((await repo.tenders.detail(id, null))!.phase).toBe("evaluation");
    const declaration = await buyer.get(`${tenderUrl}/evaluate`);
    const scoring = await buyer.press(declaration, "Confirm declaration", {
      "I declare that I have no conflict of interest with any of the bidders.": true,
    });
    const scored = await buyer.press(scoring, "Submit scores", {
      [`${WINNER.name}, Delivery: Score (0-10)`]: "9",
      [`${SECOND.name}, Delivery: Score (0-10)`]: "7",
      [`${THIRD.name}, Delivery: Score (0-10)`]: "5",
    });
    expect(scored.text).toContain("Your scores are submitted and locked.");

    // The buyer chooses on the comparison, reviews the choice, and confirms it.
    const comparison = await buyer.get(`${tenderUrl}/bids`);
    const { form, button } = comparison.formWithButton("Review the award");
    const review = await buyer.submit(comparison, form, { bid: bidIds[0]! }, button);
    expect(review.text).not.toContain(waiting);
    expect(review.path).toBe(`${tenderUrl}/bids/award?bid=${bidIds[0]}`);
    expect(review.text).toContain(WINNER.name);
    expect(review.text).toContain("1 of 3");
    expect(review.text).toContain("Standstill");
    expect(review.text).toContain(SECOND.name);
    const confirmed = await buyer.press(review, "Confirm award", {
      "Reason (optional, shown on the tender and in the letters)": "Best price and delivery.",
    });
    expect(confirmed.path).toBe(`${tenderUrl}?done=award-intended`);
    expect(confirmed.text).toContain("Your intended award is recorded.");
    expect(confirmed.text).toContain("Award pending: standstill until");
    // Everyone reads that an award is pending; a visitor nothing of the bids.
    const visitorView = await site.visitor().get(tenderUrl);
    expect(visitorView.text).toContain("Award pending: standstill until");
    expect(visitorView.text).not.toContain(WINNER.name);

    // The award cannot become final during the standstill, whoever asks.
    expect(await repo.tenders.finaliseAward(id)).toEqual({ ok: false, reason: "standstill" });
    expect((await repo.tenders.detail(id, null))!.phase).toBe("standstill");

    // The third bidder sees their own rank, total and scores against the winner's, and nothing of
    // the second bidder's, in the page and in its data.
    const thirdView = await third.member.get(tenderUrl);
    expect(thirdView.text).toContain(`${THIRD.name}: your bid was not chosen`);
    expect(thirdView.text).toContain("Your bid ranked 3 of 3.");
    expect(thirdView.text).toContain("$52,468.00");
    expect(thirdView.text).toContain("$41,234.00");
    const data = await (await third.member.fetch(`${tenderUrl}.data`)).text();
    for (const shown of [thirdView.text, data]) {
      expect(shown).not.toContain(SECOND.name);
      expect(shown).not.toContain("45,678");
      expect(shown).not.toContain("4567800");
      expect(shown).not.toContain(bidIds[1]!);
    }
    expect(data).toContain("5246800");
    // The winner reads that theirs is the intended award.
    expect((await winner.member.get(tenderUrl)).text).toContain(
      `${WINNER.name}: your bid is the intended award`,
    );

    // A losing bidder asks the buyer about the award; the buyer reads it, nobody else.
    const asked = await third.member.press(thirdView, "Send question", {
      "Ask the buyer about the award": "Why was our delivery scored lower?",
    });
    expect(asked.text).toContain("Your question is sent to the buyer.");
    const buyerView = await buyer.get(tenderUrl);
    expect(buyerView.text).toContain("Why was our delivery scored lower?");
    expect((await second.member.get(tenderUrl)).text).not.toContain("Why was our delivery");
    // The buyer's answer goes to the asker alone, and its form says so.
    expect(buyerView.text).not.toContain("Your answer, public without the asker's name");
    const privately = "Delivery in 40 days scored 5 of 10 against 9 for 20 days.";
    const answered = await buyer.press(buyerView, "Send answer to the asker", {
      "Your answer, sent only to the bidder who asked": privately,
    });
    expect(answered.text).toContain(
      "Your answer is sent to the bidder who asked, and to nobody else.",
    );
    expect((await third.member.get(tenderUrl)).text).toContain(privately);
    for (const other of [second.member, site.visitor()]) {
      expect((await other.get(tenderUrl)).text).not.toContain(privately);
      expect(await (await other.fetch(`${tenderUrl}.data`)).text()).not.toContain(privately);
    }

    // Letters: each bidder their own, the buyer all; nobody else.
    const letter = await third.member.fetch(`${tenderUrl}/award-letter`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get("content-type")).toBe("application/pdf");
    expect(letter.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await letter.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    const someoneElse = await site.member("Oli Other");
    for (const refused of [
      await second.member.fetch(`${tenderUrl}/award-letter?bid=${bidIds[2]}`),
      await someoneElse.fetch(`${tenderUrl}/award-letter`),
    ]) {
      expect(refused.status).toBe(404);
    }
    const visitorLetter = await site.visitor().fetch(`${tenderUrl}/award-letter`);
    expect(visitorLetter.headers.get("content-type") ?? "").not.toContain("application/pdf");
    const all = await buyer.fetch(`${tenderUrl}/award-letter`);
    expect(all.status).toBe(200);
    const allBytes = Buffer.from(await all.arrayBuffer()).toString("latin1");
    expect(allBytes.match(/\/Type \/Page\b/g)).toHaveLength(3);
    // The notice of the intended award links to the letter.
    expect((await second.member.get("/account/notifications")).text).toContain("was not chosen");

    // Once the standstill has ended the award is final on every read, and the job records it.
    await site.db
      .updateTable("tenders")
      .set({ standstill_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    const finalView = await third.member.get(tenderUrl);
    expect(finalView.text).not.toContain("Award pending");
    expect(finalView.text).toContain("The contract was awarded to");
    expect(await repo.tenders.finaliseAward(id)).toEqual({ ok: true });
    expect((await repo.tenders.auditTrail(id)).map((e) => e.event).slice(-4)).toEqual([
      "award-intended",
      "question-asked",
      "question-answered",
      "awarded",
    ]);
  }, 120_000);
});

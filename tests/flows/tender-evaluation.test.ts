import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// Criteria and evaluators (issue 41, decision 320), through the request handler, as a browser
// without JavaScript: the tender form refuses weights that do not add up to 100 and an unknown
// evaluator; two suppliers bid; after the deadline a supplier and a member off the panel are
// refused the evaluation page (404, page and data); the evaluator is told, declares no conflict
// of interest, saves a draft, cannot submit it incomplete, submits; the buyer, second on the
// panel, reads none of the first's scores (page, data, comparison, export) until they submit
// theirs; then the comparison shows each criterion, the weighted totals, the ranking and who
// scored what, as the CSV does; the trail holds the declarations and the scores.

const SAM_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const TIA_CO = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");
const rowText = (page: Page, name: RegExp) =>
  text(page.screen.getAllByRole("row").find((r: HTMLElement) => name.test(text(r))));

const CRITERIA = ["Price", "Technical merit", "Quality", "Sustainability"];

describe.each(BACKENDS)("a tender's evaluation on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  async function supplier(name: string, slug: string) {
    const member = await site.member(name);
    expect(await createRepository(site.db).vendors.assignOwner(slug, member.email)).toBe("done");
    return member;
  }

  async function bid(v: Visitor, tenderUrl: string, prices: [string, string]) {
    const form = await v.get(`${tenderUrl}/bid`);
    const placed = await v.press(
      form,
      "Place bid",
      { "Delivery time (days)": "21", "Prices valid until": "2031-01-31" },
      { price: prices },
    );
    expect(placed.text).toContain("Your bid is sealed until the deadline.");
  }

  /** Fills an evaluator's scores: [technical, quality, sustainability] per company. */
  const scores = (
    page: Page,
    by: Record<string, [number, number, number]>,
    comment?: string,
  ): Record<string, string> =>
    Object.fromEntries(
      Object.entries(by).flatMap(([company, values]) =>
        values.flatMap((score, i) => [
          [`${company}, ${CRITERIA[i + 1]}: Score (0-10)`, String(score)],
          ...(comment && i === 0
            ? [[`${company}, ${CRITERIA[i + 1]}: Comment (optional)`, comment]]
            : []),
        ]),
      ),
    );

  it("weights add up to 100, the panel scores blind, and the comparison ranks the bids", async () => {
    const buyer = await site.member("Bea Buyer");
    const eva = await site.member("Eva Evaluator");
    const outsider = await site.member("Otto Outsider");
    const sam = await supplier("Sam Supplier", SAM_CO.slug);
    const tia = await supplier("Tia Tenderer", TIA_CO.slug);
    const secret = `EVA-NOTE-${randomBytes(4).toString("hex")}`;

    const fields = {
      Title: `Lab benches ${backend}`,
      Description: "Benches for a teaching lab.",
      Region: "Europe",
      Sector: "Manufacturing",
      "Organisation's name": "Bea Trading",
      "Questions until": "2030-01-01T12:00",
      "Bids until": "2030-01-02T12:00",
    };
    const lines = {
      item: ["Bench", "Stool", "", "", ""],
      quantity: ["40", "40", "", "", ""],
    };
    // Weights adding up to 90, and an address no account has: refused, each with its problem.
    const form = await buyer.get("/projects/new");
    const refused = await buyer.press(form, "Publish tender", fields, {
      ...lines,
      criterion: [...CRITERIA],
      weight: ["40", "30", "10", "10"],
      method: ["price", "scored", "scored", "scored"],
      evaluator: ["nobody-here@example.com"],
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The weights add up to 90: they must add up to 100.");
    expect(refused.text).toContain("No member has the address nobody-here@example.com");
    const published = await buyer.press(refused, "Publish tender", fields, {
      ...lines,
      criterion: [...CRITERIA],
      weight: ["40", "30", "20", "10"],
      method: ["price", "scored", "scored", "scored"],
      evaluator: [eva.email],
    });
    expect(published.text).toContain("Your tender is published.");
    const tenderUrl = new URL(published.url).pathname;
    const id = tenderUrl.split("/")[2]!;
    const evaluate = `${tenderUrl}/evaluate`;

    await bid(sam, tenderUrl, ["250", "120"]);
    await bid(tia, tenderUrl, ["240", "135.50"]);
    expect(text((await eva.get(evaluate)).screen.getByRole("main"))).toContain(
      "The bids are sealed",
    );

    // The deadline passes (moved in the database); the buyer opens the bids: the panel is told.
    await passDeadlines(site.db, id);
    expect((await buyer.get(`${tenderUrl}/bids`)).status).toBe(200);
    expect((await eva.get("/account/notifications")).text).toContain(
      `Bids to evaluate: Lab benches ${backend}`,
    );

    // Nobody off the panel reads the evaluation: a bidder, another member.
    for (const v of [sam, outsider]) {
      expect((await v.fetch(evaluate)).status).toBe(404);
      expect((await v.fetch(`${evaluate}.data`)).status).toBe(404);
    }

    // Eva declares no conflict of interest (the box must be ticked), saves a draft, submits.
    const declaration = await eva.get(evaluate);
    const unticked = await eva.press(declaration, "Confirm declaration");
    expect(unticked.text).toContain("Please tick the box");
    const declared = await eva.press(declaration, "Confirm declaration", {
      "I declare that I have no conflict of interest with any of the bidders.": true,
    });
    expect(declared.text).toContain("Your declaration is recorded.");
    const draft = await eva.press(declared, "Save draft", {
      ...scores(declared, { [SAM_CO.name]: [8, 7, 6] }, secret),
    });
    expect(draft.text).toContain("Your draft is saved.");
    const incomplete = await eva.press(draft, "Submit scores");
    expect(incomplete.status).toBe(409);
    expect(incomplete.text).toContain("Please score every bid on every criterion");
    const submitted = await eva.press(draft, "Submit scores", {
      ...scores(draft, { [TIA_CO.name]: [9, 9, 9] }),
    });
    expect(submitted.text).toContain("Your scores are submitted and locked.");
    expect(submitted.screen.queryByRole("button", { name: "Submit scores" })).toBeNull();
    expect(submitted.text).toContain(secret);

    // The buyer, second on the panel, reads none of Eva's scores before submitting their own.
    const blindComparison = await buyer.get(`${tenderUrl}/bids`);
    expect(blindComparison.text).toContain("Scoring is blind");
    expect(blindComparison.text).not.toContain(secret);
    expect(rowText(blindComparison, /^\s*Technical merit/)).not.toMatch(/of 10/);
    const csv = await (await buyer.fetch(`${tenderUrl}/bids.csv`)).text();
    expect(csv).not.toContain("Weighted score");
    expect(csv).not.toContain("Eva Evaluator");
    const buyerDeclaration = await buyer.get(evaluate);
    const buyerScoring = await buyer.press(buyerDeclaration, "Confirm declaration", {
      "I declare that I have no conflict of interest with any of the bidders.": true,
    });
    for (const body of [buyerScoring.text, await (await buyer.fetch(`${evaluate}.data`)).text()])
      expect(body).not.toContain(secret);
    expect(buyerScoring.screen.queryByRole("heading", { name: /The other evaluators/ })).toBeNull();

    // The buyer submits: the comparison ranks the bids and says who scored what.
    const done = await buyer.press(buyerScoring, "Submit scores", {
      ...scores(buyerScoring, { [SAM_CO.name]: [6, 7, 8], [TIA_CO.name]: [9, 8, 9] }),
    });
    expect(done.text).toContain("Your scores are submitted and locked.");
    expect(done.text).toContain(secret);
    // Sam: 40 + 30 x 7/10 + 20 x 7/10 + 10 x 7/10 = 82; Tia: 40 x 14,800 / 15,020 + 27 + 17 + 9.
    const comparison = await buyer.get(`${tenderUrl}/bids?sort=score`);
    expect(rowText(comparison, /^\s*Weighted total/)).toMatch(/92\.41 of 100.*82\.00 of 100/);
    expect(rowText(comparison, /^\s*Rank/)).toMatch(/1\s*2/);
    expect(rowText(comparison, /^\s*Technical merit/)).toContain("9.0 of 10 on average");
    expect(comparison.text).toContain("Who scored what");
    expect(comparison.text).toContain(secret);
    const finalCsv = await (await buyer.fetch(`${tenderUrl}/bids.csv`)).text();
    expect(finalCsv).toMatch(/Weighted score,,,,82,,92\.41/);
    expect(finalCsv).toMatch(/Rank,,,,2,,1/);
    expect(finalCsv).toContain("Eva Evaluator: Technical merit (0-10),,,,8,,9");

    // Locked: a later post is refused. The trail holds both declarations and both submissions.
    const late = await eva.fetch(evaluate, {
      method: "POST",
      body: new URLSearchParams({ intent: "save" }),
    });
    expect(late.status).toBe(409);
    const events = (await createRepository(site.db).tenders.auditTrail(id)).map((e) => e.event);
    expect(events.filter((e) => e === "conflict-declared")).toHaveLength(2);
    expect(events.filter((e) => e === "scored")).toHaveLength(2);
    expect((await createRepository(site.db).tenders.checkAudit(id)).ok).toBe(true);
  });
});

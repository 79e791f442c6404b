import type { Browser, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { expectNoAxeViolations } from "./fixtures";
import { expect, memberPage, test, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";
import { passDeadlinesIn } from "../../app/domains/tenders/deadlines.testing";

// The evaluation of a tender's bids in a real browser (issue 41, decision 320), with and without
// JavaScript, at desktop size: the form refuses weights that do not add up to 100; the evaluator
// and the buyer each declare no conflict of interest, score and submit; the comparison ranks the
// bids; the buyer reviews and confirms the award, and the bidder not chosen reads their own
// scores against the winner's. Axe on the declaration, the scoring page, the comparison and the
// losing bidder's page. The same flow, with the blind scoring's refusals, runs through the
// request handler in tests/flows/tender-evaluation.

test.skip(
  ({ isMobile }) => isMobile,
  "Desktop only: the phone's layout is checked by screenshots.",
);
test.describe.configure({ timeout: 180_000 });

const SAM_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const TIA_CO = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
const CRITERIA = ["Technical merit", "Quality", "Sustainability"];
const SHOTS = process.env.EVAL_SHOTS;

async function accountId(server: OwnServer, email: string): Promise<string> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    return (
      await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
  } finally {
    await db.destroy();
  }
}

/** A published tender with 4 criteria, the buyer and Eva on its panel, two bids, its deadline past. */
async function evaluatedTender(
  server: OwnServer,
  buyerId: string,
  evaId: string,
  owners: { sam: string; tia: string },
  title: string,
) {
  const suppliers = await withRepo(server, async (repo) => ({
    sam: (await repo.vendors.bySlug(SAM_CO.slug))!,
    tia: (await repo.vendors.bySlug(TIA_CO.slug))!,
  }));
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const id = await withRepo(server, (repo) =>
    repo.tenders.create(
      { id: buyerId },
      {
        title,
        description: "Benches for a teaching lab.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        questionDeadline: future(1),
        bidDeadline: future(2),
        items: [{ item: "Bench", quantity: 40, unit: "piece", specification: "" }],
        criteria: [
          { name: "Price", weight: 40, method: "price" },
          { name: "Technical merit", weight: 30, method: "scored" },
          { name: "Quality", weight: 20, method: "scored" },
          { name: "Sustainability", weight: 10, method: "scored" },
        ],
        evaluators: [evaId],
      },
      [],
      { publish: true },
    ),
  );
  await withRepo(server, async (repo) => {
    const values = (price: number) => ({
      prices: [price],
      deliveryDays: 21,
      validUntil: "2031-01-31",
      message: "Delivered and assembled on site, with a five-year warranty.",
    });
    for (const [vendor, owner, price] of [
      [suppliers.sam, owners.sam, 25_000],
      [suppliers.tia, owners.tia, 24_000],
    ] as const) {
      const placed = await repo.tenders.placeBid(id, { id: owner }, vendor.id, values(price), []);
      expect(placed.ok).toBe(true);
    }
  });
  await passDeadlinesIn(server.dataDir, id);
  return id;
}

/** Declares no conflict, scores [technical, quality, sustainability] per company and submits. */
async function evaluateAs(
  page: Page,
  id: string,
  scores: Record<string, number[]>,
  scripts: boolean,
  shot?: string,
) {
  // Axe runs in the page: with scripts only (the pages are the same without them).
  const axe = () => (scripts ? expectNoAxeViolations(page) : undefined);
  await page.goto(`/projects/${id}/evaluate`);
  await expect(page.getByRole("heading", { name: "Conflict of interest" })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Confirm declaration" }).click();
  // The box is required: the browser (or, without its check, the server) keeps the page.
  await expect(page.getByRole("heading", { name: "Conflict of interest" })).toBeVisible();
  await page.getByLabel("I declare that I have no conflict of interest").check();
  await page.getByRole("button", { name: "Confirm declaration" }).click();
  await expect(page.getByText("Your declaration is recorded.")).toBeVisible();
  const form = page.getByRole("form", { name: "Your scores" });
  for (const [company, values] of Object.entries(scores)) {
    for (const [i, value] of values.entries()) {
      await form.getByLabel(`${company}, ${CRITERIA[i]}: Score (0-10)`).fill(String(value));
    }
    await form
      .getByLabel(`${company}, ${CRITERIA[0]}: Comment (optional)`)
      .fill(`Sound method statement from ${company}.`);
  }
  await axe();
  if (shot) await screenshots(page, shot);
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Your draft is saved.")).toBeVisible();
  await page.getByRole("button", { name: "Submit scores" }).click();
  await expect(page.getByText("Your scores are submitted and locked.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit scores" })).toHaveCount(0);
}

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function runEvaluation(browser: Browser, server: OwnServer, javaScriptEnabled: boolean) {
  const options = { javaScriptEnabled };
  const buyer = await memberPage(browser, server, "Bea Buyer", options);
  const eva = await memberPage(browser, server, "Eva Evaluator", options);
  const owners = { sam: "", tia: "" };
  const pages: Page[] = [];
  for (const [key, name, co] of [
    ["sam", "Sam Supplier", SAM_CO],
    ["tia", "Tia Tenderer", TIA_CO],
  ] as const) {
    const { page, member } = await memberPage(browser, server, name, options);
    await withRepo(server, async (repo) => {
      expect(await repo.vendors.assignOwner(co.slug, member.email)).toBe("done");
    });
    owners[key] = await accountId(server, member.email);
    pages.push(page);
  }
  const sam = pages[0]!;

  // The form refuses weights that do not add up to 100, and says so.
  await buyer.page.goto("/projects/new");
  const form = buyer.page.getByRole("form", { name: "New tender" });
  await form.getByLabel("Title").fill("Lab benches");
  await form.getByLabel("Description").fill("Benches for a teaching lab.");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Sector").selectOption("Manufacturing");
  await form.getByLabel("Organisation's name").fill("Bea Trading");
  await form.getByLabel("Questions until").fill("2030-01-01T12:00");
  await form.getByLabel("Bids until").fill("2030-01-02T12:00");
  await form.getByLabel("Item 1").fill("Bench");
  await form.getByLabel("Quantity").first().fill("40");
  await form.getByLabel("Criterion 1", { exact: true }).fill("Price");
  await form.getByLabel("Weight of criterion 1").fill("60");
  await form.getByLabel("Criterion 2", { exact: true }).fill("Technical merit");
  await form.getByLabel("Weight of criterion 2").fill("30");
  if (javaScriptEnabled)
    await expect(form.getByText("The weights add up to 90 of 100.")).toBeVisible();
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(
    buyer.page.getByText("The weights add up to 90: they must add up to 100."),
  ).toBeVisible();

  const buyerId = await accountId(server, buyer.member.email);
  const evaId = await accountId(server, eva.member.email);
  const title = `Lab benches ${javaScriptEnabled ? "with" : "without"} scripts`;
  const id = await evaluatedTender(server, buyerId, evaId, owners, title);

  // The buyer opens the bids; Eva is told, scores and submits; then the buyer does.
  await buyer.page.goto(`/projects/${id}/bids`);
  await expect(buyer.page.getByText("Scoring is blind")).toBeVisible();
  await eva.page.goto("/account/notifications");
  await expect(eva.page.getByText(`Bids to evaluate: ${title}`)).toBeVisible();
  await evaluateAs(
    eva.page,
    id,
    { [SAM_CO.name]: [8, 7, 6], [TIA_CO.name]: [9, 9, 9] },
    javaScriptEnabled,
    javaScriptEnabled ? "scoring" : undefined,
  );
  await evaluateAs(
    buyer.page,
    id,
    { [SAM_CO.name]: [6, 7, 8], [TIA_CO.name]: [9, 8, 9] },
    javaScriptEnabled,
  );

  // The comparison ranks the bids: Tia first (40 + 27 + 17 + 9 = 93), then Sam
  // (40 x 9,600 / 10,000 + 21 + 14 + 7 = 80.4).
  await buyer.page.goto(`/projects/${id}/bids?sort=score`);
  await expect(buyer.page.getByRole("row", { name: /^Weighted total/ })).toContainText(
    /93\.00 of 100.*80\.40 of 100/,
  );
  await expect(buyer.page.getByRole("row", { name: /^Rank/ })).toContainText(/1\s*2/);
  await expect(buyer.page.getByRole("heading", { name: "Who scored what" })).toBeVisible();
  if (javaScriptEnabled) {
    await expectNoAxeViolations(buyer.page);
    await screenshots(buyer.page, "comparison");
  }

  // The award (decision 340): the buyer reviews the first-ranked bid, with its score, and
  // confirms it; the standstill starts; Sam, not chosen, reads their own scores against Tia's.
  await buyer.page.getByRole("radio", { name: new RegExp(`^Award to ${TIA_CO.name}`) }).check();
  await buyer.page.getByRole("button", { name: "Review the award" }).click();
  await expect(buyer.page.getByRole("heading", { name: "Your choice" })).toBeVisible();
  await expect(buyer.page.getByRole("main")).toContainText("1 of 2");
  await expect(buyer.page.getByRole("main")).toContainText("93.0 of 100");
  await buyer.page.getByRole("button", { name: "Confirm award" }).click();
  await expect(buyer.page.getByText("Your intended award is recorded.")).toBeVisible();
  await expect(
    buyer.page.getByRole("heading", { name: /^Award pending: standstill until/ }),
  ).toBeVisible();
  await sam.goto(`/projects/${id}`);
  await expect(
    sam.getByRole("heading", { name: `${SAM_CO.name}: your bid was not chosen` }),
  ).toBeVisible();
  await expect(sam.getByRole("row", { name: /^Weighted score/ })).toContainText(/80\.4\s*93\.0/);
  await expect(sam.getByRole("main")).not.toContainText("Eva Evaluator");
  if (javaScriptEnabled) await expectNoAxeViolations(sam);
}

test("the panel declares, scores and submits, the comparison ranks the bids and the award is confirmed, with scripts", async ({
  browser,
  claimServer,
}) => {
  await runEvaluation(browser, claimServer, true);
});

test("the panel declares, scores and submits, the comparison ranks the bids and the award is confirmed, without scripts", async ({
  browser,
  claimServer,
}) => {
  await runEvaluation(browser, claimServer, false);
});

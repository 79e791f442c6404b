import { expect, memberPage, test, withRepo } from "./claims-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { vendors } from "../../app/data/vendors";

// Matchmaking with JavaScript (issue 43, decisions 481-484): the buyer ticks a suggested
// supplier and invites it in one step; the saved searches' and the calendar's pages pass axe.
// (Without JavaScript: tests/flows/matchmaking.test.ts.)

const HOUR = 3_600_000;

test("the buyer invites a suggested supplier; the matchmaking pages pass axe", async ({
  browser,
  claimServer,
}) => {
  test.setTimeout(90_000);
  const buyer = await memberPage(browser, claimServer, "Bea Buyer");
  const supplier = await memberPage(browser, claimServer, "Sid Supplier");
  const company = vendors[0]!;
  const draft = await withRepo(claimServer, async (repo) => {
    return repo.tenders.create(
      { id: await userId(claimServer, buyer.member.email) },
      {
        title: "Resurfacing of the ring road",
        description: "Asphalt works.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Roads",
        timeZone: "UTC",
        questionDeadline: new Date(Date.now() + 24 * HOUR).toISOString(),
        bidDeadline: new Date(Date.now() + 48 * HOUR).toISOString(),
        items: [{ item: "Roadworks", quantity: 1, unit: "lot", specification: "" }],
        criteria: [{ name: "Price", weight: 100 }],
      },
      [],
      { publish: false },
    );
  });
  await prepare(claimServer, draft, company.id, supplier.member.email);

  await buyer.page.goto(`/projects/${draft}/suggestions`);
  await expectNoAxeViolations(buyer.page);
  await buyer.page.getByRole("checkbox", { name: company.name }).check();
  await buyer.page.getByRole("button", { name: "Invite the ticked suppliers" }).click();
  await expect(buyer.page.getByText("1 supplier is invited.")).toBeVisible();

  for (const path of [
    "/account/tender-searches",
    "/account/calendar",
    "/account/tenders-for-you",
  ]) {
    await supplier.page.goto(path);
    await expectNoAxeViolations(supplier.page);
  }
});

async function userId(server: Parameters<typeof withRepo>[0], email: string): Promise<string> {
  const { openDatabase } = await import("../../server/db/database");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const row = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** The supplier owns the company, which builds roads; the draft's item is roadworks. */
async function prepare(
  server: Parameters<typeof withRepo>[0],
  tenderId: string,
  companyId: string,
  supplierEmail: string,
) {
  const owner = await userId(server, supplierEmail);
  const { openDatabase } = await import("../../server/db/database");
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    await db.updateTable("vendors").set({ owner_id: owner }).where("id", "=", companyId).execute();
    await db
      .insertInto("company_cpv")
      .values({ company_id: companyId, code: "45000000-7" })
      .execute();
    await db
      .updateTable("tender_items")
      .set({ cpv_code: "45233140-2" })
      .where("tender_id", "=", tenderId)
      .execute();
  } finally {
    await db.destroy();
  }
}

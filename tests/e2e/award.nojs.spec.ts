import { openDatabase } from "../../server/db/database";
import { expect, memberPage, test, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";
import { passDeadlinesIn } from "../../app/domains/tenders/deadlines.testing";

// The award's review-and-confirm step in a real browser without scripts (decision 340): the
// comparison's choice is a plain GET form, "Confirm award" a plain POST. The tender and its bids
// are set through the data layer; the rest of the award runs in tests/flows/award.test.ts.

test.describe.configure({ timeout: 120_000 });

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

test("a buyer reviews and confirms an award without scripts", async ({ browser, claimServer }) => {
  const buyer = await memberPage(browser, claimServer, "Bea Buyer", { javaScriptEnabled: false });
  const buyerId = await accountId(claimServer, buyer.member.email);
  const bidders: string[] = [];
  for (const [name, slug] of [
    ["Sam Supplier", "lumenstack-technologies"],
    ["Tia Tenderer", "alderpoint-advisory"],
  ] as const) {
    const { member } = await memberPage(browser, claimServer, name);
    await withRepo(claimServer, async (repo) => {
      expect(await repo.vendors.assignOwner(slug, member.email)).toBe("done");
    });
    bidders.push(await accountId(claimServer, member.email));
  }
  const id = await withRepo(claimServer, async (repo) => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const id = await repo.tenders.create(
      { id: buyerId },
      {
        title: "Forklifts without scripts",
        description: "Two electric forklifts, delivered.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        questionDeadline: future,
        bidDeadline: future,
        standstillDays: 14,
        items: [{ item: "Forklift", quantity: 2, unit: "piece", specification: "" }],
        criteria: [{ name: "Price", weight: 100 }],
      },
      [],
      { publish: true },
    );
    for (const [i, slug] of ["lumenstack-technologies", "alderpoint-advisory"].entries()) {
      const placed = await repo.tenders.placeBid(
        id,
        { id: bidders[i]! },
        (await repo.vendors.bySlug(slug))!.id,
        {
          prices: [2_000_000 + i * 300_000],
          deliveryDays: 20,
          validUntil: "2031-01-31",
          message: "",
        },
        [],
      );
      expect(placed.ok).toBe(true);
    }
    return id;
  });
  await passDeadlinesIn(claimServer.dataDir, id);

  await buyer.page.goto(`/projects/${id}/bids`);
  await buyer.page.getByRole("radio", { name: /^Award to Alderpoint Advisory/ }).check();
  await buyer.page.getByRole("button", { name: "Review the award" }).click();
  await expect(buyer.page.getByRole("heading", { name: "Your choice" })).toBeVisible();
  await expect(buyer.page.getByRole("main")).toContainText("2 of 2");
  await expect(buyer.page.getByRole("main")).toContainText("This bid is not the highest ranked.");
  await expect(buyer.page.getByRole("main")).toContainText("14 days");
  await buyer.page
    .getByLabel("Reason (optional, shown on the tender and in the letters)")
    .fill("Local service and spare parts.");
  await buyer.page.getByRole("button", { name: "Confirm award" }).click();
  await expect(buyer.page.getByText("Your intended award is recorded.")).toBeVisible();
  await expect(
    buyer.page.getByRole("heading", { name: /^Award pending: standstill until/ }),
  ).toBeVisible();
  // The buyer cancels it, without scripts too: back to evaluation.
  await buyer.page.getByRole("button", { name: "Cancel the intended award" }).click();
  await expect(buyer.page.getByText("The intended award is cancelled")).toBeVisible();
  await expect(buyer.page.getByRole("link", { name: "Compare bids" })).toBeVisible();
});

import type { Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { expect, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";

// What the amendment's browser tests share (decision 330): a published tender of the buyer's
// with a chair bought by the dozen, and the amendment made on its page.

export const ZONE = "Europe/London";

async function accountId(server: OwnServer, email: string): Promise<string> {
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

/** A published tender of `buyer`'s: 12 office chairs and 4 desks, bids in two days. */
export async function publishedTender(server: OwnServer, buyerEmail: string, title: string) {
  const buyerId = await accountId(server, buyerEmail);
  const day = 24 * 60 * 60 * 1000;
  const hour = (t: number) => new Date(Math.ceil(t / 3_600_000) * 3_600_000).toISOString();
  return withRepo(server, (repo) =>
    repo.tenders.create(
      { id: buyerId },
      {
        title,
        description: "Chairs and desks for the new office on the third floor.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: 20_000,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        timeZone: ZONE,
        questionDeadline: hour(Date.now() + day),
        bidDeadline: hour(Date.now() + 2 * day),
        items: [
          { item: "Office chair", quantity: 12, unit: "piece", specification: "Mesh back" },
          { item: "Standing desk", quantity: 4, unit: "piece", specification: "160 x 80 cm" },
        ],
        criteria: [
          { name: "Price", weight: 70 },
          { name: "Delivery", weight: 30 },
        ],
      },
      [],
      { publish: true },
    ),
  );
}

/** Opens the amendment from the tender's page, raises the chairs to 18 and publishes it. */
export async function amendChairs(page: Page, id: string) {
  await page.goto(`/projects/${id}`);
  await page.getByRole("link", { name: "Amend tender" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/amend$`));
  const form = page.getByRole("form", { name: "Amend tender" });
  await expect(form.getByLabel("Item 1")).toHaveValue("Office chair");
  await expect(form.getByLabel("Quantity").first()).toHaveValue("12");
  await form.getByLabel("Quantity").first().fill("18");
  await form.getByLabel("Explanation (optional)").fill("Six more staff join in May.");
  await form.getByRole("button", { name: "Publish amendment" }).click();
  await expect(page.getByText("The amendment is published.")).toBeVisible();
  const amendments = page.getByRole("region", { name: "Amendments" });
  await expect(amendments).toContainText("Office chair: quantity from 12 to 18.");
  await expect(amendments).toContainText("Six more staff join in May.");
  const chairs = page.getByRole("region", { name: "Line items" }).getByRole("row", {
    name: /Office chair/,
  });
  await expect(chairs).toContainText("18");
}

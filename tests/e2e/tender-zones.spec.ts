import type { Browser, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { expect, memberPage, test, withRepo } from "./claims-helpers";
import { expectNoAxeViolations } from "./fixtures";
import type { OwnServer } from "./own-server";

// Issue 41 in a browser. With scripts, the tender form starts from the browser's own time zone,
// and 09:00 on the other side of a clock change is stored as the right instant (New York and
// London). On a phone (390 x 844) the tender page shows the deadline and the main action, Place a
// bid for a supplier and Manage tender for the buyer, in the first screen; and once a question is
// sent its box is empty. (Without scripts: tests/flows/tender-zones.test.ts.)

const SUPPLIER_CO = "lumenstack-technologies";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function storedDeadlines(server: OwnServer, title: string) {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    return await db
      .selectFrom("tenders")
      .select(["id", "question_deadline", "bid_deadline", "time_zone", "currency"])
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

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

/** Publishes a tender through its form, as a buyer with scripts does. */
async function publishThroughForm(
  page: Page,
  title: string,
  deadlines: { questions: string; bids: string },
) {
  await page.goto("/projects/new");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: "New tender" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Four survey drones with spare batteries.");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Sector").selectOption("Technology");
  await form.getByLabel("Organisation's name").fill("Zoned Surveys");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("Budget (optional)").fill("80000");
  await form.getByLabel("Questions until").fill(deadlines.questions);
  await form.getByLabel("Bids until").fill(deadlines.bids);
  await form.getByLabel("Item 1").fill("Survey drone");
  await form.getByLabel("Quantity").first().fill("4");
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(page.getByText("Your tender is published.")).toBeVisible();
}

const fact = (page: Page, label: string) =>
  page
    .getByRole("complementary", { name: "Tender details" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");

test("with scripts the form starts from the browser's zone, and 09:00 after a clock change is the right instant", async ({
  browser,
  claimServer,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "The form is the same on a phone.");
  // New York moves to EDT on 10 March 2030: the 8th is UTC-5, the 12th UTC-4.
  const newYork = await memberPage(browser, claimServer, "Nia New York", {
    timezoneId: "America/New_York",
  });
  await newYork.page.goto("/projects/new");
  await newYork.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(newYork.page.getByLabel("Time zone of the deadlines")).toHaveValue(
    "America/New_York",
  );
  await publishThroughForm(newYork.page, "Drones for New York", {
    questions: "2030-03-08T09:00",
    bids: "2030-03-12T09:00",
  });
  expect(await storedDeadlines(claimServer, "Drones for New York")).toMatchObject({
    question_deadline: "2030-03-08T14:00:00.000Z",
    bid_deadline: "2030-03-12T13:00:00.000Z",
    time_zone: "America/New_York",
    currency: "EUR",
  });
  await expect(fact(newYork.page, "Bids until")).toHaveText(
    /^March 12, 2030 at 9:00\sAM EDT \(America\/New_York\)$/,
  );
  await expect(fact(newYork.page, "Budget")).toHaveText("€80,000");

  // London moves to BST on 31 March 2030: 1 April is UTC+1.
  const london = await memberPage(browser, claimServer, "Lou London", {
    timezoneId: "Europe/London",
  });
  await publishThroughForm(london.page, "Drones for London", {
    questions: "2030-03-20T09:00",
    bids: "2030-04-01T09:00",
  });
  expect(await storedDeadlines(claimServer, "Drones for London")).toMatchObject({
    question_deadline: "2030-03-20T09:00:00.000Z",
    bid_deadline: "2030-04-01T08:00:00.000Z",
    time_zone: "Europe/London",
  });
  await expect(fact(london.page, "Bids until")).toHaveText(
    /^April 1, 2030 at 9:00\sAM GMT\+1 \(Europe\/London\)$/,
  );
});

/** Whether the element lies wholly within the first screen of a page scrolled to its top. */
async function inFirstScreen(page: Page, name: string, locate: ReturnType<Page["locator"]>) {
  const box = await locate.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, `${name} is on the page`).not.toBeNull();
  expect(box!.y, `${name} starts below the top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name} ends within the first ${height}px`).toBeLessThanOrEqual(
    height,
  );
}

async function phoneMember(browser: Browser, server: OwnServer, name: string) {
  const { page, member } = await memberPage(browser, server, name, PHONE);
  return { page, member, id: await accountId(server, member.email) };
}

test("@layout on a phone the deadline and the main action are in the first screen, and a sent question leaves its box empty", async ({
  browser,
  claimServer,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "Checked at the phone's size.");
  const buyer = await phoneMember(browser, claimServer, "Pia Phone Buyer");
  const supplier = await phoneMember(browser, claimServer, "Sol Phone Supplier");
  const id = await withRepo(claimServer, async (repo) => {
    expect(await repo.vendors.assignOwner(SUPPLIER_CO, supplier.member.email)).toBe("done");
    const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    return repo.tenders.create(
      { id: buyer.id },
      {
        title: "Refurbished laptops for a regional school network with on-site imaging",
        description: "Sixty refurbished laptops, imaged and delivered to four schools.\n".repeat(
          12,
        ),
        kind: "tender",
        region: "Europe",
        sector: "Technology",
        budget: 45_000,
        budgetHidden: false,
        currency: "GBP",
        timeZone: "Europe/London",
        visibility: "public",
        buyerName: "Northfield Schools Trust",
        questionDeadline: future(5),
        bidDeadline: future(10),
        items: Array.from({ length: 8 }, (_, i) => ({
          item: `Laptop model ${i + 1}`,
          quantity: 10,
          unit: "piece",
          specification: "14 inch, 16 GB memory, 512 GB storage",
        })),
        criteria: [{ name: "Price", weight: 100 }],
      },
      [],
      { publish: true },
    );
  });

  await supplier.page.goto(`/projects/${id}`);
  await supplier.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await inFirstScreen(supplier.page, "The bid deadline", fact(supplier.page, "Bids until"));
  await inFirstScreen(
    supplier.page,
    "Place a bid",
    supplier.page.getByRole("link", { name: "Place a bid" }),
  );
  await expectNoAxeViolations(supplier.page);

  await buyer.page.goto(`/projects/${id}`);
  await inFirstScreen(buyer.page, "The bid deadline", fact(buyer.page, "Bids until"));
  await inFirstScreen(
    buyer.page,
    "Manage tender",
    buyer.page.getByRole("link", { name: "Manage tender" }),
  );

  // A question sent: the page says so, and its box is empty again.
  const box = supplier.page.getByLabel("Ask the buyer a question");
  await box.fill("May the laptops come with UK keyboards?");
  await supplier.page.getByRole("button", { name: "Send question" }).click();
  await expect(supplier.page.getByText("Your question is sent.")).toBeVisible();
  await expect(supplier.page.getByText("Your question: May the laptops")).toBeVisible();
  await expect(supplier.page.getByLabel("Ask the buyer a question")).toHaveValue("");
});

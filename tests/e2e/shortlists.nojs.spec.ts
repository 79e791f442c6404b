import type { Page } from "@playwright/test";
import { joinAs } from "./accounts";
import { expect, test } from "./fixtures";

// Shortlists and saved jobs without JavaScript (issue 22): every Save is a plain form post to a
// route action that sends the visitor back to the same spot of the page they were on.

// Several pages and a member's sign-up per test, on machines that may be busy.
test.describe.configure({ timeout: 120_000 });

const KESTREL = { name: "Kestrel Freight Partners", slug: "kestrel-freight-partners" };
const STONEQUAY = { name: "Stonequay Construction", slug: "stonequay-construction" };

const card = (page: Page, name: string) => page.locator("main li").filter({ hasText: name });
const listSection = (page: Page, name: string) => page.getByRole("region", { name });

test("a signed-out visitor's Save leads to sign in and back to the page", async ({ page }) => {
  await page.goto("/vendors?category=Logistics");
  await card(page, KESTREL.name)
    .getByRole("button", { name: `Save ${KESTREL.name}` })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fvendors%3Fcategory%3DLogistics$/);
});

test("a member saves from the directory and a profile, notes, removes and shares without JavaScript", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await joinAs(page, "Nia Nojs");
  await page.goto("/vendors?category=Logistics");
  await card(page, KESTREL.name)
    .getByRole("button", { name: `Save ${KESTREL.name}` })
    .click();
  // Back on the same page, at the card, which says what happened.
  await expect(page).toHaveURL(/\/vendors\?category=Logistics&saved=added%3Av\d+#save-v\d+$/);
  await expect(card(page, KESTREL.name).getByRole("status")).toContainText(
    "Saved to your shortlists.",
  );
  await expect(card(page, KESTREL.name).getByRole("button", { name: /^Saved Kestrel/ })).toHaveText(
    "Saved",
  );

  await page.goto(`/vendors/${STONEQUAY.slug}`);
  await page.getByRole("button", { name: `Save ${STONEQUAY.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${STONEQUAY.slug}\\?saved=added`));
  await expect(page.getByRole("button", { name: /^Saved Stonequay/ })).toBeVisible();

  await page.goto("/account/shortlists");
  await listSection(page, "My shortlist")
    .getByLabel(`Note on ${KESTREL.name}`, { exact: true })
    .fill("Best rates");
  await listSection(page, "My shortlist")
    .getByRole("button", { name: `Save note on ${KESTREL.name}` })
    .click();
  await expect(page.getByText("Your note is saved.")).toBeVisible();
  await expect(
    listSection(page, "My shortlist").getByLabel(`Note on ${KESTREL.name}`, { exact: true }),
  ).toHaveValue("Best rates");
  await listSection(page, "My shortlist")
    .getByRole("button", { name: `Remove ${STONEQUAY.name} from My shortlist` })
    .click();
  await expect(page.getByText("The supplier is removed from the list.")).toBeVisible();
  await expect(listSection(page, "My shortlist")).not.toContainText(STONEQUAY.name);

  await page.getByRole("button", { name: "Share a read-only link to My shortlist" }).click();
  const path = new URL(await page.getByRole("textbox", { name: "Read-only link" }).inputValue())
    .pathname;
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("My shortlist");
  await expect(visitor.locator("main li h3")).toHaveText([KESTREL.name]);
  await expect(visitor.locator("main")).toContainText("Best rates");
  await page.getByRole("button", { name: "Stop sharing My shortlist" }).click();
  await expect(page.getByText("The link no longer works.")).toBeVisible();
  expect((await visitor.goto(path))?.status()).toBe(404);
});

test("a member saves a job for later and removes it from Saved jobs without JavaScript", async ({
  page,
}) => {
  await page.goto("/");
  await joinAs(page, "Jay Nojs");
  await page.goto("/jobs/j1");
  const interested = page.getByRole("region", { name: "Interested?" });
  await interested.getByRole("button", { name: "Save for Later" }).click();
  await expect(page).toHaveURL(/\/jobs\/j1\?saved=added%3Aj1#save-j1$/);
  await expect(page.getByRole("region", { name: "Interested?" }).getByRole("status")).toContainText(
    "Saved for later.",
  );
  await page.getByRole("link", { name: "View saved jobs" }).click();
  await expect(page.getByRole("link", { name: "Senior Logistics Coordinator" })).toBeVisible();
  await page.getByRole("button", { name: "Remove Senior Logistics Coordinator" }).click();
  await expect(page).toHaveURL(/\/account\/saved-jobs/);
  await expect(page.getByText("Removed from your saved jobs.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved jobs" })).toBeVisible();
});

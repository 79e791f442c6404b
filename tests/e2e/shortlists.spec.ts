import type { Browser, Page } from "@playwright/test";
import { joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// Shortlists and saved jobs with JavaScript (issue 22): Save posts in the background, the page
// stays where it is; the account pages are plain forms. shortlists.nojs.spec.ts does the same
// without scripts.

// Several pages and a member's sign-up per test, on machines that may be busy.
test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);
test.describe.configure({ timeout: 150_000 });

const KESTREL = { name: "Kestrel Freight Partners", slug: "kestrel-freight-partners" };
const STONEQUAY = { name: "Stonequay Construction", slug: "stonequay-construction" };

const card = (page: Page, name: string) => page.locator("main li").filter({ hasText: name });
const listSection = (page: Page, name: string) => page.getByRole("region", { name });

/** A new member's page, in a context of its own. */
async function member(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await joinAs(page, name);
  return page;
}

test("a member saves suppliers from the directory and a profile, notes one and removes one", async ({
  page,
}) => {
  await page.goto("/");
  await joinAs(page, "Sam Shortlist");
  await gotoHydrated(page, "/vendors");
  const kestrel = card(page, KESTREL.name);
  await kestrel.getByRole("button", { name: `Save ${KESTREL.name}` }).click();
  await expect(
    kestrel.getByRole("button", { name: `Saved ${KESTREL.name}: remove from your shortlists` }),
  ).toBeVisible();
  await expect(kestrel.getByRole("status")).toContainText("Saved to your shortlists.");
  await expect(page).toHaveURL(/\/vendors$/);

  // The saved state is the server's: it is there on the next visit, with no flash.
  await page.reload();
  await expect(card(page, KESTREL.name).getByRole("button", { name: /^Saved Kestrel/ })).toHaveText(
    "Saved",
  );

  await gotoHydrated(page, `/vendors/${STONEQUAY.slug}`);
  await page.getByRole("button", { name: `Save ${STONEQUAY.name}` }).click();
  await expect(page.getByRole("button", { name: /^Saved Stonequay/ })).toBeVisible();
  // Saved on the server, not only shown as saved while the post is on its way.
  await expect(
    page.getByRole("status").filter({ hasText: "Saved to your shortlists." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vendors/${STONEQUAY.slug}$`));

  await gotoHydrated(page, "/account/shortlists");
  const list = listSection(page, "My shortlist");
  await expect(list).toContainText("2 suppliers");
  await list
    .getByLabel(`Note on ${KESTREL.name}`, { exact: true })
    .fill("Asked for a quote\nby Friday");
  await list.getByRole("button", { name: `Save note on ${KESTREL.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your note is saved." })).toBeVisible();
  await expect(
    listSection(page, "My shortlist").getByLabel(`Note on ${KESTREL.name}`, { exact: true }),
  ).toHaveValue("Asked for a quote\nby Friday");
  await listSection(page, "My shortlist")
    .getByRole("button", { name: `Remove ${STONEQUAY.name} from My shortlist` })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "The supplier is removed from the list." }),
  ).toBeVisible();
  await expect(listSection(page, "My shortlist")).toContainText("1 supplier");
  await expect(listSection(page, "My shortlist")).not.toContainText(STONEQUAY.name);
  await expectNoAxeViolations(page);

  // Saved again from the card: pressing Saved takes it off.
  await gotoHydrated(page, "/vendors");
  await card(page, KESTREL.name)
    .getByRole("button", { name: /^Saved Kestrel/ })
    .click();
  await expect(card(page, KESTREL.name).getByRole("status")).toContainText(
    "Removed from your shortlists.",
  );
  await expect(
    card(page, KESTREL.name).getByRole("button", { name: `Save ${KESTREL.name}` }),
  ).toBeVisible();
});

test("a shared link is readable signed out, refused once revoked, and another member cannot edit the list", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await joinAs(page, "Rita Share");
  await gotoHydrated(page, `/vendors/${KESTREL.slug}`);
  await page.getByRole("button", { name: `Save ${KESTREL.name}` }).click();
  await expect(page.getByRole("button", { name: /^Saved Kestrel/ })).toBeVisible();
  // Saved on the server, not only shown as saved while the post is on its way.
  await expect(
    page.getByRole("status").filter({ hasText: "Saved to your shortlists." }),
  ).toBeVisible();

  await gotoHydrated(page, "/account/shortlists");
  await listSection(page, "My shortlist")
    .getByLabel(`Note on ${KESTREL.name}`, { exact: true })
    .fill("Fast quotes");
  await listSection(page, "My shortlist")
    .getByRole("button", { name: `Save note on ${KESTREL.name}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Your note is saved." })).toBeVisible();
  await page.getByRole("button", { name: "Share a read-only link to My shortlist" }).click();
  const link = page.getByRole("textbox", { name: "Read-only link" });
  await expect(link).toHaveValue(/\/shortlists\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(await link.inputValue()).pathname;
  const listId = (await listSection(page, "My shortlist").getAttribute("id"))!.replace("list-", "");
  await expectNoAxeViolations(page);

  // A fresh, signed-out visitor reads it.
  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("My shortlist");
  await expect(visitor.locator("main li h3")).toHaveText([KESTREL.name]);
  await expect(visitor.locator("main")).toContainText("Fast quotes");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(visitor);

  // Another member can read the link but not change the list, even by posting its forms.
  const bob = await member(browser, "Bob Other");
  await gotoHydrated(bob, "/account/shortlists");
  await expect(bob.getByRole("heading", { name: "No shortlists yet" })).toBeVisible();
  const forms: Record<string, string>[] = [
    { intent: "delete", listId },
    { intent: "rename", listId, name: "Bob's" },
    { intent: "revoke", listId },
    { intent: "note", listId, vendorId: "v2", note: "Bob was here" },
  ];
  for (const form of forms) {
    const refused = await bob.request.post("/account/shortlists", {
      form,
      headers: { origin: new URL(bob.url()).origin },
      maxRedirects: 0,
    });
    expect(refused.status(), form.intent).toBe(404);
  }
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("My shortlist");
  await expect(visitor.locator("main")).toContainText("Fast quotes");

  // Its owner takes the link back: it opens nothing any more.
  await page.getByRole("button", { name: "Stop sharing My shortlist" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The link no longer works." }),
  ).toBeVisible();
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Shortlist Not Found" })).toBeVisible();
});

test("a member makes a second list and chooses it on a profile", async ({ page }) => {
  await page.goto("/");
  await joinAs(page, "Lia Lists");
  await gotoHydrated(page, "/account/shortlists");
  await expect(page.getByRole("heading", { name: "No shortlists yet" })).toBeVisible();
  await page.getByLabel("List name", { exact: true }).fill("Freight tender");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(listSection(page, "Freight tender")).toBeVisible();
  await page.getByLabel("List name", { exact: true }).fill("Build partners");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(listSection(page, "Build partners")).toBeVisible();

  await gotoHydrated(page, `/vendors/${STONEQUAY.slug}`);
  await page.getByLabel("Shortlist", { exact: true }).selectOption({ label: "Build partners" });
  await page.getByRole("button", { name: `Save ${STONEQUAY.name}` }).click();
  await expect(page.getByRole("button", { name: /^Saved Stonequay/ })).toBeVisible();
  // Saved on the server, not only shown as saved while the post is on its way.
  await expect(
    page.getByRole("status").filter({ hasText: "Saved to your shortlists." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Build partners" })).toBeVisible();

  await gotoHydrated(page, "/account/shortlists");
  await expect(listSection(page, "Build partners")).toContainText(STONEQUAY.name);
  await expect(listSection(page, "Freight tender")).not.toContainText(STONEQUAY.name);
  await listSection(page, "Freight tender")
    .getByLabel("Name", { exact: true })
    .fill("Ocean freight");
  await page.getByRole("button", { name: "Rename list Freight tender" }).click();
  await expect(listSection(page, "Ocean freight")).toBeVisible();
  await page.getByRole("button", { name: "Delete list Ocean freight" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The list is deleted." })).toBeVisible();
  await expect(listSection(page, "Ocean freight")).toHaveCount(0);
});

test("a member saves a job for later and finds it in Saved jobs", async ({ page }) => {
  await page.goto("/");
  await joinAs(page, "Jo Jobs");
  await gotoHydrated(page, "/jobs/j1");
  const interested = page.getByRole("region", { name: "Interested?" });
  await interested.getByRole("button", { name: "Save for Later" }).click();
  await expect(
    interested.getByRole("button", { name: "Saved for Later: remove from your saved jobs" }),
  ).toBeVisible();
  await expect(interested.getByRole("status")).toContainText("Saved for later.");
  await expect(page).toHaveURL(/\/jobs\/j1$/);
  await expectNoAxeViolations(page);

  await interested.getByRole("link", { name: "View saved jobs" }).click();
  await expect(page).toHaveURL(/\/account\/saved-jobs$/);
  await expect(page.getByRole("link", { name: "Senior Logistics Coordinator" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove Senior Logistics Coordinator" }).click();
  await expect(page.getByRole("heading", { name: "No saved jobs" })).toBeVisible();
});

test("a signed-out visitor pressing Save is asked to sign in, and stays on the page", async ({
  page,
}) => {
  await gotoHydrated(page, "/vendors");
  const kestrel = card(page, KESTREL.name);
  await kestrel.getByRole("button", { name: `Save ${KESTREL.name}` }).click();
  await expect(kestrel.getByRole("status")).toContainText(
    "Sign in to keep suppliers on a shortlist.",
  );
  await expect(kestrel.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fvendors",
  );
  await expect(page).toHaveURL(/\/vendors$/);
});

test("the user menu links to Shortlists and Saved jobs", async ({ page }) => {
  await page.goto("/");
  await joinAs(page, "Mo Menu");
  await gotoHydrated(page, "/");
  await page.getByTestId("user-button").click();
  await expect(page.getByRole("menuitem", { name: "Shortlists" })).toHaveAttribute(
    "href",
    "/account/shortlists",
  );
  await expect(page.getByRole("menuitem", { name: "Saved jobs" })).toHaveAttribute(
    "href",
    "/account/saved-jobs",
  );
  await page.getByRole("menuitem", { name: "Saved jobs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved jobs");
});

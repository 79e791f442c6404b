import type { Page } from "@playwright/test";
import { joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// Shortlists and saved jobs with JavaScript (issue 22), where only a browser shows them: Save
// posts in the background and the page stays where it is, saying what happened; the signed-out
// prompt; the user menu; the pages' axe checks. shortlists.nojs.spec.ts does the same without
// scripts. The flows (saving, noting, removing; a shared link read, revoked and safe from other
// members; a second list; saved jobs) run through the request handler in
// tests/flows/shortlists.test.ts.

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

test("Save and Saved on a card post in the background, the page staying where it is", async ({
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

  await gotoHydrated(page, "/account/shortlists");
  await expect(listSection(page, "My shortlist")).toContainText("1 supplier");
  await expectNoAxeViolations(page);

  // Pressing Saved takes it off.
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
  await expect(page).toHaveURL(/\/vendors$/);
});

test("a profile's Save posts to the chosen list in the background and links to it", async ({
  page,
}) => {
  await page.goto("/");
  await joinAs(page, "Lia Lists");
  // With two lists, a profile asks which one.
  await gotoHydrated(page, "/account/shortlists");
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
  await expect(page).toHaveURL(new RegExp(`/vendors/${STONEQUAY.slug}$`));
});

test("a shared list passes axe, for its owner and for a signed-out reader", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await joinAs(page, "Rita Share");
  await gotoHydrated(page, `/vendors/${KESTREL.slug}`);
  await page.getByRole("button", { name: `Save ${KESTREL.name}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved to your shortlists." }),
  ).toBeVisible();

  await gotoHydrated(page, "/account/shortlists");
  await page.getByRole("button", { name: "Share a read-only link to My shortlist" }).click();
  const link = page.getByRole("textbox", { name: "Read-only link" });
  await expect(link).toHaveValue(/\/shortlists\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(await link.inputValue()).pathname;
  await expectNoAxeViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("My shortlist");
  await expect(visitor.locator("main li h3")).toHaveText([KESTREL.name]);
  await expectNoAxeViolations(visitor);
});

test("Save for Later posts in the background, and Saved jobs passes axe", async ({ page }) => {
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

import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ jobs$/);
const cardTitles = (page: Page) => page.locator("main li h3");
const select = (page: Page, name: string) => page.getByRole("combobox", { name });
/** The choice a select shows. */
const shown = (page: Page, name: string) => select(page, name).locator("option:checked");
const resetButton = (page: Page) =>
  page.getByRole("search", { name: "Filter jobs" }).getByRole("link", { name: "Reset Filters" });

async function choose(page: Page, filter: string, option: string) {
  await select(page, filter).selectOption({ label: option });
}

test.describe("Job board", () => {
  test("lists every job with its card details", async ({ page }) => {
    await gotoHydrated(page, "/jobs");
    await expect(countLine(page)).toHaveText("Showing 6 of 6 jobs");
    const j1 = page.locator("main li").filter({ hasText: "Senior Logistics Coordinator" });
    await expect(j1).toContainText("Kestrel Freight Partners");
    await expect(j1).toContainText("Rotterdam, Netherlands");
    await expect(j1).toContainText("$68,000 - $85,000 / year");
    await expect(j1).toContainText("Full-time");
    await expect(j1.getByText("Remote", { exact: true })).toHaveCount(0);
    await expect(j1.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Freight forwarding",
      "Customs",
      "Dutch or German",
      "TMS",
    ]);
    await expect(j1.getByRole("link", { name: /View More/ })).toHaveAttribute("href", "/jobs/j1");
    await expect(j1.getByRole("link", { name: /Submit Application/ })).toBeVisible();
    const j2 = page.locator("main li").filter({ hasText: "Product Designer, Supplier Portal" });
    await expect(j2.getByText("Remote", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the budget filter keeps jobs whose budgetMax is at or below the choice", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/jobs");
    const historyLength = await page.evaluate(() => history.length);
    await expect(select(page, "Max Budget").getByRole("option")).toHaveText([
      "Any Budget",
      "Up to $90k",
      "Up to $120k",
      "Up to $200k",
    ]);
    await choose(page, "Max Budget", "Up to $90k");
    await expect(page).toHaveURL(/\/jobs\?budget=90000$/);
    await expect(cardTitles(page)).toHaveText([
      "Senior Logistics Coordinator",
      "Growth Marketing Manager",
    ]);
    await choose(page, "Max Budget", "Up to $120k");
    await expect(page).toHaveURL(/\/jobs\?budget=120000$/);
    await expect(countLine(page)).toHaveText("Showing 3 of 6 jobs");
    await choose(page, "Max Budget", "Up to $200k");
    await expect(countLine(page)).toHaveText("Showing 5 of 6 jobs");
    await choose(page, "Duration", "Contract");
    await expect(page).toHaveURL(/\/jobs\?duration=Contract&budget=200000$/);
    await expect(cardTitles(page)).toHaveText([
      "Cloud Platform Engineer",
      "Growth Marketing Manager",
    ]);
    await choose(page, "Category", "Marketing");
    await expect(page).toHaveURL(/\/jobs\?category=Marketing&duration=Contract&budget=200000$/);
    await expect(cardTitles(page)).toHaveText(["Growth Marketing Manager"]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a deep link shows the filtered jobs with the selects set", async ({ page }) => {
    await gotoHydrated(page, "/jobs?category=Technology&duration=Contract&budget=200000");
    await expect(countLine(page)).toHaveText("Showing 1 of 6 jobs");
    await expect(cardTitles(page)).toHaveText(["Cloud Platform Engineer"]);
    await expect(shown(page, "Category")).toHaveText("Technology");
    await expect(shown(page, "Duration")).toHaveText("Contract");
    await expect(shown(page, "Max Budget")).toHaveText("Up to $200k");
    await expectNoAxeViolations(page);
  });

  test("junk in the query string counts as no filter", async ({ page }) => {
    await gotoHydrated(page, "/jobs?category=Aerospace&duration=Weekends&budget=-1");
    await expect(countLine(page)).toHaveText("Showing 6 of 6 jobs");
    await expect(resetButton(page)).toHaveCount(0);
    await expect(shown(page, "Category")).toHaveText("All Categories");
    await expect(shown(page, "Max Budget")).toHaveText("Any Budget");
    await gotoHydrated(page, "/jobs?budget=100000&budget=90000");
    await expect(countLine(page)).toHaveText("Showing 6 of 6 jobs");
  });

  test("an empty result says No Jobs Found, and Reset Filters clears every filter", async ({
    page,
  }) => {
    await gotoHydrated(page, "/jobs?category=Legal&budget=90000");
    await expect(countLine(page)).toHaveText("Showing 0 of 6 jobs");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await resetButton(page).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(countLine(page)).toHaveText("Showing 6 of 6 jobs");
    await expect(resetButton(page)).toHaveCount(0);
    await expect(shown(page, "Category")).toHaveText("All Categories");
    await expect(shown(page, "Max Budget")).toHaveText("Any Budget");
    await expect(page.getByRole("heading", { name: "Filter jobs" })).toBeFocused();
  });
});

test.describe("Job detail", () => {
  test("j1 shows the full ad, the Interested? panel and the Job Details box", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-13T10:00:00"));
    const response = await gotoHydrated(page, "/jobs/j1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Senior Logistics Coordinator | ProcureConnect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Senior Logistics Coordinator",
    );
    const header = page.locator("article header");
    await expect(header).toContainText("Kestrel Freight Partners");
    await expect(header).toContainText("$68,000 - $85,000 / year");
    await expect(header).toContainText("Rotterdam, Netherlands");
    await expect(header).toContainText("Full-time");
    await expect(header).toContainText("Logistics");
    await expect(header).toContainText("Posted Yesterday");
    await expect(header.getByText("Remote", { exact: true })).toHaveCount(0);
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText([
      "Interested?",
      "About the Role",
      "Key Responsibilities",
      "Requirements",
      "Benefits & Perks",
      "About Kestrel Freight Partners",
      "More Jobs",
      "Job Details",
    ]);
    await expect(
      page.getByRole("region", { name: "Key Responsibilities" }).getByRole("listitem"),
    ).toHaveCount(6);
    const interested = page.getByRole("region", { name: "Interested?" });
    await expect(interested.getByRole("link", { name: "Submit Application" })).toBeVisible();
    await interested.getByRole("button", { name: "Save for Later" }).click();
    await expect(page).toHaveURL(/\/jobs\/j1$/);
    const details = page.getByRole("region", { name: "Job Details" });
    await expect(details.locator("dt")).toHaveText(["Job Type", "Category", "Remote", "Posted"]);
    await expect(details.locator("dd")).toHaveText(["Full-time", "Logistics", "No", "Yesterday"]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("posted time is worded against the visitor's today", async ({ page }) => {
    const cases: [string, string][] = [
      ["2026-11-12T09:00:00", "Today"],
      ["2026-11-18T23:30:00", "6 days ago"],
      ["2026-11-19T00:30:00", "1 week ago"],
      ["2026-12-11T12:00:00", "4 weeks ago"],
      ["2026-12-12T12:00:00", "November 12, 2026"],
    ];
    for (const [now, wording] of cases) {
      await page.clock.setFixedTime(new Date(now));
      await gotoHydrated(page, "/jobs/j1");
      const details = page.getByRole("region", { name: "Job Details" });
      await expect(details.locator("dd").last(), now).toHaveText(wording);
      await expect(details.locator("time")).toHaveAttribute("datetime", "2026-11-12");
    }
  });

  test("j4 has no long fields and leaves those sections out", async ({ page }) => {
    await gotoHydrated(page, "/jobs/j4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Site Project Manager, Commercial Fit-Out",
    );
    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText([
      "Interested?",
      "More Jobs",
      "Job Details",
    ]);
    await expect(page.getByText("has not published a full description")).toBeVisible();
    await expect(page.locator("article header")).not.toContainText("Posted");
    const details = page.getByRole("region", { name: "Job Details" });
    await expect(details.locator("dt")).toHaveText(["Job Type", "Category", "Remote"]);
    await expect(details.locator("dd")).toHaveText(["Full-time", "Construction", "No"]);
    await expect(page.getByRole("link", { name: "Stonequay Construction" })).toHaveAttribute(
      "href",
      "/vendors/stonequay-construction",
    );
    await expectNoAxeViolations(page);
  });

  test("a remote job shows the Remote badge and Remote: Yes", async ({ page }) => {
    await gotoHydrated(page, "/jobs/j5");
    await expect(page.locator("article header").getByText("Remote", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Job Details" }).locator("dd").nth(2)).toHaveText(
      "Yes",
    );
  });

  test("an unknown id answers 404 with Job not found and a link back to the board", async ({
    page,
  }) => {
    for (const id of ["j99", "_not-found"]) {
      const response = await gotoHydrated(page, `/jobs/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job not found");
      await expect(page).toHaveTitle("Job not found | ProcureConnect");
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(countLine(page)).toHaveText("Showing 6 of 6 jobs");
  });
});

test.describe("Job board selects", () => {
  test("are native selects that work from the keyboard alone, keeping the focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/jobs?duration=Contract");
    await expect(shown(page, "Duration")).toHaveText("Contract");

    await select(page, "Category").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/\/jobs\?category=Design&duration=Contract$/);
    await expect(select(page, "Category")).toBeFocused();
    await expect(countLine(page)).toHaveText("Showing 0 of 6 jobs");

    await page.keyboard.press("Tab");
    await expect(select(page, "Duration")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/\/jobs\?category=Design$/);
    await expect(cardTitles(page)).toHaveText(["Product Designer, Supplier Portal"]);
  });

  test("a choice made before the page has hydrated is applied as soon as it has", async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, "/jobs");
    await choose(page, "Duration", "Contract");
    await early.expectNotHydrated();
    await early.hydrate();
    await expect(page).toHaveURL(/\/jobs\?duration=Contract$/);
    await expect(countLine(page)).toHaveText("Showing 2 of 6 jobs");
  });
});

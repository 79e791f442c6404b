import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// What only a browser shows of the Job Board and the job ads: the filters applying as they are
// chosen and from the keyboard, a choice made before hydration, the focus after a reset, the
// posted time worded against the visitor's today, Save for Later in the background, and the
// pages' axe checks. The cards, the filters read from the query string, the ads' content and the
// missing job's 404 are checked through the request handler in tests/flows/jobs.test.ts.

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

// The board, the full ad (/jobs/j1) and a missing job (/jobs/j99) as they open are routes.spec.ts's.
test("a deep link, an empty result and the short ad pass axe", async ({ page }) => {
  for (const path of [
    "/jobs?category=Technology&duration=Contract&budget=200000",
    "/jobs?category=Legal&budget=90000",
    "/jobs/j4",
  ]) {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  }
});

test.describe("Job board", () => {
  test("the budget filter keeps jobs whose budgetMax is at or below the choice", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/jobs");
    const historyLength = await page.evaluate(() => history.length);
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

  test("Reset Filters clears every filter in place and moves the focus to the filters", async ({
    page,
  }) => {
    await gotoHydrated(page, "/jobs?category=Legal&budget=90000");
    await expect(countLine(page)).toHaveText("Showing 0 of 6 jobs");
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
  test("posted time is worded against the visitor's today", async ({ page }) => {
    const cases: [string, string][] = [
      ["2026-11-12T09:00:00", "Today"],
      ["2026-11-13T10:00:00", "Yesterday"],
      ["2026-11-18T23:30:00", "6 days ago"],
      ["2026-11-19T00:30:00", "1 week ago"],
      ["2026-12-11T12:00:00", "4 weeks ago"],
      ["2026-12-12T12:00:00", "November 12, 2026"],
    ];
    for (const [now, wording] of cases) {
      await page.clock.setFixedTime(new Date(now));
      await gotoHydrated(page, "/jobs/j1");
      await expect(page.locator("article header"), now).toContainText(`Posted ${wording}`);
      const details = page.getByRole("region", { name: "Job Details" });
      await expect(details.locator("dd").last(), now).toHaveText(wording);
      await expect(details.locator("time")).toHaveAttribute("datetime", "2026-11-12");
    }
  });

  test("Save for Later keeps a signed-out visitor on the ad", async ({ page }) => {
    await gotoHydrated(page, "/jobs/j1");
    const interested = page.getByRole("region", { name: "Interested?" });
    await interested.getByRole("button", { name: "Save for Later" }).click();
    await expect(interested.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\/j1$/);
  });
});

test.describe("Job board selects", () => {
  test("are native selects that work from the keyboard alone, keeping the focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/jobs?duration=Contract");
    await expect(shown(page, "Duration")).toHaveText("Contract");

    await select(page, "Category").focus();
    // Procurement, Logistics, then Design.
    await page.keyboard.press("ArrowDown");
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

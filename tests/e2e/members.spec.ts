import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ members$/);
const names = (page: Page) => page.locator("main li h3");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search by name" });
const select = (page: Page, name: string) => page.getByRole("combobox", { name });
/** The choice a select shows. */
const shown = (page: Page, name: string) => select(page, name).locator("option:checked");
const resetButton = (page: Page) =>
  page.getByRole("search", { name: "Find members" }).getByRole("link", { name: "Reset Filters" });

async function choose(page: Page, filter: string, option: string) {
  await select(page, filter).selectOption({ label: option });
}

test.describe("Members directory", () => {
  test("lists every member with avatar, name, role and region", async ({ page }) => {
    await gotoHydrated(page, "/network/members");
    await expect(countLine(page)).toHaveText("Showing 12 of 12 members");
    const card = page.locator("main li").filter({ hasText: "Amara Okafor" });
    await expect(card.locator("img")).toHaveAttribute("src", "/images/members/m1.svg");
    await expect(card).toContainText("Procurement Manager");
    await expect(card).toContainText("Europe");
    await expectNoAxeViolations(page);
  });

  test("search, role and region filter through the URL without adding history", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/network/members");
    const historyLength = await page.evaluate(() => history.length);
    await search(page).pressSequentially("ca");
    await expect(page).toHaveURL(/\/network\/members\?q=ca$/);
    await expect(names(page)).toHaveText(["Lucas Ferreira", "Carmen Ruiz", "Camila Duarte"]);
    await choose(page, "Role", "Procurement Manager");
    await expect(names(page)).toHaveText(["Camila Duarte"]);
    await choose(page, "Region", "Europe");
    await expect(page).toHaveURL(/\?q=ca&role=Procurement\+Manager&region=Europe$/);
    await expect(countLine(page)).toHaveText("Showing 0 of 12 members");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a deep link shows the filtered members with the controls set", async ({ page }) => {
    await gotoHydrated(
      page,
      "/network/members?q=Cam&role=Procurement+Manager&region=South+America",
    );
    await expect(names(page)).toHaveText(["Camila Duarte"]);
    await expect(search(page)).toHaveValue("Cam");
    await expect(shown(page, "Role")).toHaveText("Procurement Manager");
    await expect(shown(page, "Region")).toHaveText("South America");
    await expectNoAxeViolations(page);
  });

  test("an empty result says so, and Reset Filters brings everyone back", async ({ page }) => {
    await gotoHydrated(page, "/network/members?role=Founder&region=Europe");
    await expect(page.getByRole("heading", { name: "No Members Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
    await expectNoAxeViolations(page);
    await resetButton(page).click();
    await expect(page).toHaveURL(/\/network\/members$/);
    await expect(countLine(page)).toHaveText("Showing 12 of 12 members");
    await expect(resetButton(page)).toHaveCount(0);
    await expect(shown(page, "Role")).toHaveText("All Roles");
    await expect(shown(page, "Region")).toHaveText("All Regions");
  });

  test("junk in the query string never breaks the page", async ({ page }) => {
    await gotoHydrated(page, "/network/members?role=CEO&region=Mars");
    await expect(countLine(page)).toHaveText("Showing 12 of 12 members");
    await expect(shown(page, "Role")).toHaveText("All Roles");
    await gotoHydrated(page, `/network/members?q=${"%3Ch1%3E".repeat(1000)}`);
    await expect(search(page)).toHaveValue("<h1>".repeat(25));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members Directory");
    await expect(countLine(page)).toHaveText("Showing 0 of 12 members");
  });

  test("a name typed before the page has hydrated filters the list as soon as it has", async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, "/network/members");
    await search(page).fill("ca");
    await early.expectNotHydrated();
    await early.hydrate();
    await expect(page).toHaveURL(/\/network\/members\?q=ca$/);
    await expect(names(page)).toHaveText(["Lucas Ferreira", "Carmen Ruiz", "Camila Duarte"]);
  });
});

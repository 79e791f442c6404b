import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// What only a browser shows of the Members Directory: the search, role and region applying as
// they are typed and chosen without adding history, a name typed before hydration, and the
// pages' axe checks. The cards, the filters read from the query string (deep links, junk), an
// empty result and its reset are checked through the request handler in
// tests/flows/members.test.ts.

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ members$/);
const names = (page: Page) => page.locator("main li h3");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search by name" });
const select = (page: Page, name: string) => page.getByRole("combobox", { name });

async function choose(page: Page, filter: string, option: string) {
  await select(page, filter).selectOption({ label: option });
}

test.describe("Members directory", () => {
  // The directory as it opens is routes.spec.ts's.
  test("a deep link and an empty result pass axe", async ({ page }) => {
    for (const path of [
      "/network/members?q=Cam&role=Procurement+Manager&region=South+America",
      "/network/members?role=Founder&region=Europe",
    ]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
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

import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, isPhone, test } from "./fixtures";

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ vendors$/);
const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const location = (page: Page) => page.getByRole("searchbox", { name: "Location" });
const category = (page: Page) => page.getByRole("combobox", { name: "Category" });
const slider = (page: Page) => page.getByRole("slider", { name: "Minimum rating" });
const filters = (page: Page) => page.getByRole("search", { name: "Filters" });
const resetButton = (page: Page) => filters(page).getByRole("link", { name: "Reset Filters" });
const cardTitles = (page: Page) => page.locator("main li h3");

/** On a phone everything but the search folds behind "More filters". */
async function showAllFilters(page: Page) {
  if (isPhone(page)) await page.getByRole("button", { name: /More filters/ }).click();
}

async function chooseCategory(page: Page, name: string) {
  await category(page).selectOption({ label: name });
}

// The supplier directory and a vendor's profile in the browser: the filters applying as they
// are chosen (history, scroll, the slider's keys, Reset), the controls after hydration, the
// search typed before hydration, the phone's folded filters and the axe checks of the filtered
// and empty states. What the server renders (the cards and their count, a deep link's controls,
// the empty result's words, junk in the query string, the profile's sections, the not-found page)
// is tests/flows/vendors.test.ts; each route's axe check is routes.spec.ts (its title and
// description, tests/flows/routes.test.ts).

test.describe("Supplier directory", () => {
  test("filters replace the history entry and keep the scroll position", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/vendors");
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => window.scrollTo(0, 120));
    await search(page).pressSequentially("cloud migration");
    await expect(page).toHaveURL(/\/vendors\?q=cloud\+migration$/);
    await expect(cardTitles(page)).toHaveText(["Lumenstack Technologies"]);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);

    await search(page).fill("");
    await showAllFilters(page);
    await chooseCategory(page, "Technology");
    await expect(page).toHaveURL(/\/vendors\?category=Technology$/);
    await location(page).fill("India");
    await expect(page).toHaveURL(/\/vendors\?category=Technology&location=India$/);
    await expect(cardTitles(page)).toHaveText(["Quillon Data & Security"]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the rating slider sets a minimum, labelled Any at 0", async ({ page }) => {
    await gotoHydrated(page, "/vendors");
    await showAllFilters(page);
    await expect(page.getByTestId("rating-value")).toHaveText("Any");
    await slider(page).focus();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/\/vendors\?rating=5$/);
    await expect(page.getByTestId("rating-value")).toHaveText("5.0+");
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/vendors\?rating=4\.9$/);
    await expect(cardTitles(page)).toHaveText(["Forgeline Precision Manufacturing"]);
    await page.keyboard.press("ArrowLeft");
    await expect(countLine(page)).toHaveText("Showing 3 of 10 vendors");
    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByTestId("rating-value")).toHaveText("Any");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
  });

  test("a deep link's filters are set once hydrated, and Reset Filters clears them all", async ({
    page,
  }) => {
    await gotoHydrated(page, "/vendors?q=FREIGHT&category=Logistics&location=rotter&rating=4.5");
    await expect(cardTitles(page)).toHaveText(["Kestrel Freight Partners"]);
    await showAllFilters(page);
    await expect(search(page)).toHaveValue("FREIGHT");
    await expect(category(page).locator("option:checked")).toHaveText("Logistics");
    await expect(location(page)).toHaveValue("rotter");
    await expect(slider(page)).toHaveValue("4.5");
    await expect(page.getByTestId("rating-value")).toHaveText("4.5+");
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/vendors?q=a&category=Technology&location=usa&rating=4.8");
    await expect(countLine(page)).toHaveText("Showing 1 of 10 vendors");
    await resetButton(page).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(resetButton(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Filters" })).toBeFocused();
    await showAllFilters(page);
    await expect(search(page)).toHaveValue("");
    await expect(location(page)).toHaveValue("");
    await expect(category(page)).toHaveValue("");
    await expect(category(page).locator("option:checked")).toHaveText("All Categories");
    await expect(slider(page)).toHaveValue("0");
    await expect(page.getByTestId("rating-value")).toHaveText("Any");
  });

  test("an empty result's Reset Filters brings every vendor back", async ({ page }) => {
    await gotoHydrated(page, "/vendors?q=no-such-supplier");
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");
    const empty = page.getByTestId("empty-state");
    await expectNoAxeViolations(page);
    await empty.getByRole("link", { name: "Reset Filters" }).click();
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(search(page)).toHaveValue("");
  });

  test("markup in the query string is shown as text and never runs", async ({ page }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    const markup = "<img src=x onerror=alert(1)><script>alert(2)</script>";
    await gotoHydrated(page, `/vendors?q=${encodeURIComponent(markup)}`);
    await expect(search(page)).toHaveValue(markup);
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");
  });

  test("a profile opens from the list and going back returns to the same filters", async ({
    page,
  }) => {
    await gotoHydrated(page, "/vendors?category=Logistics");
    await expect(countLine(page)).toHaveText("Showing 2 of 10 vendors");
    await page.getByRole("link", { name: /View Profile: Kestrel Freight Partners/ }).click();
    await expect(page).toHaveURL(/\/vendors\/kestrel-freight-partners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kestrel Freight Partners");
    await page.goBack();
    await expect(page).toHaveURL(/\/vendors\?category=Logistics$/);
    await expect(countLine(page)).toHaveText("Showing 2 of 10 vendors");
  });

  test("a search typed before the page has hydrated filters the list as soon as it has", async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, "/vendors");
    await search(page).fill("cloud migration");
    await early.expectNotHydrated();
    await early.hydrate();
    await expect(page).toHaveURL(/\/vendors\?q=cloud\+migration$/);
    await expect(cardTitles(page)).toHaveText(["Lumenstack Technologies"]);
    await expect(search(page)).toHaveValue("cloud migration");
    // Typing goes on as usual from there.
    await search(page).fill("logistics");
    await expect(page).toHaveURL(/\/vendors\?q=logistics$/);
  });

  test("Enter in the search before the page has hydrated asks the server", async ({ page }) => {
    const early = await openBeforeHydration(page, "/vendors");
    await search(page).fill("freight");
    await search(page).press("Enter");
    await expect(page).toHaveURL(/\/vendors\?q=freight&/);
    await expect(cardTitles(page)).toHaveText(["Kestrel Freight Partners"]);
    await expect(countLine(page)).toHaveText("Showing 1 of 10 vendors");
    await early.hydrate();
    await expect(cardTitles(page)).toHaveText(["Kestrel Freight Partners"]);
  });

  test(
    "on a phone the filters fold away so the list stays in view",
    { tag: "@layout" },
    async ({ page }) => {
      test.skip(!isPhone(page), "phone layout");
      await gotoHydrated(page, "/vendors");
      await expect(category(page)).toBeHidden();
      const firstCard = page.locator("main li").first();
      const box = await firstCard.boundingBox();
      expect(box && box.y).toBeLessThan(page.viewportSize()!.height);
      const toggle = page.getByRole("button", { name: /More filters/ });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(page.getByRole("button", { name: /Hide filters/ })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(category(page)).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test("on a desktop the filter sidebar is always open", { tag: "@layout" }, async ({ page }) => {
    test.skip(isPhone(page), "desktop layout");
    await gotoHydrated(page, "/vendors");
    await expect(page.getByRole("button", { name: /More filters/ })).toBeHidden();
    await expect(category(page)).toBeVisible();
    await expect(slider(page)).toBeVisible();
  });
});

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

test.describe("Supplier directory", () => {
  test("lists every vendor with its card details and says how many it shows", async ({ page }) => {
    await gotoHydrated(page, "/vendors");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(cardTitles(page)).toHaveCount(10);
    const card = page.locator("main li").filter({ hasText: "Kestrel Freight Partners" });
    await expect(card.locator("img")).toHaveAttribute("src", /kestrel-freight-partners\.svg$/);
    await expect(card).toContainText("4.7");
    await expect(card).toContainText("Rotterdam, Netherlands");
    await expect(card).toContainText("Logistics");
    await expect(card).toContainText("Ocean, air and road forwarding");
    await expect(card.getByRole("link", { name: /View Profile/ })).toHaveAttribute(
      "href",
      "/vendors/kestrel-freight-partners",
    );
    await expect(resetButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a deep link shows the filtered list with every control set from the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/vendors?q=FREIGHT&category=Logistics&location=rotter&rating=4.5");
    await expect(countLine(page)).toHaveText("Showing 1 of 10 vendors");
    await expect(cardTitles(page)).toHaveText(["Kestrel Freight Partners"]);
    await showAllFilters(page);
    await expect(search(page)).toHaveValue("FREIGHT");
    await expect(category(page)).toHaveValue("Logistics");
    await expect(category(page).locator("option:checked")).toHaveText("Logistics");
    await expect(location(page)).toHaveValue("rotter");
    await expect(slider(page)).toHaveValue("4.5");
    await expect(page.getByTestId("rating-value")).toHaveText("4.5+");
    await expect(resetButton(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

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

  test("Reset Filters shows only while a filter is active and clears them all", async ({
    page,
  }) => {
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

  test("an empty result says so in the spec's words and offers a reset", async ({ page }) => {
    await gotoHydrated(page, "/vendors?q=no-such-supplier");
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");
    const empty = page.getByTestId("empty-state");
    await expect(empty.getByRole("heading")).toHaveText("No Vendors Found");
    await expect(empty).toContainText("Try adjusting your filters.");
    await empty.getByRole("link", { name: "Reset Filters" }).click();
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(search(page)).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("junk in the query string counts as no filter or is clamped", async ({ page }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await gotoHydrated(page, "/vendors?category=Aerospace&rating=abc&unknown=1");
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
    await expect(resetButton(page)).toHaveCount(0);
    await showAllFilters(page);
    await expect(category(page).locator("option:checked")).toHaveText("All Categories");
    await expect(page).toHaveURL(/\?category=Aerospace&rating=abc&unknown=1$/);

    await gotoHydrated(page, "/vendors?rating=99");
    await showAllFilters(page);
    await expect(slider(page)).toHaveValue("5");
    await expect(page.getByRole("heading", { name: "No Vendors Found" })).toBeVisible();

    await gotoHydrated(page, `/vendors?q=${"x".repeat(5000)}`);
    await expect(search(page)).toHaveValue("x".repeat(100));
    await expect(countLine(page)).toHaveText("Showing 0 of 10 vendors");

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

test.describe("Vendor profile", () => {
  test("shows the vendor, its actions and every section", async ({ page }) => {
    const response = await gotoHydrated(page, "/vendors/lumenstack-technologies");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Lumenstack Technologies | ProcureConnect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumenstack Technologies");
    await expect(page.getByRole("img", { name: "Lumenstack Technologies logo" })).toBeVisible();
    const header = page.locator("article header");
    await expect(header).toContainText("4.8");
    await expect(header).toContainText("Austin, TX, USA");
    await expect(header).toContainText("Technology");
    await expect(header).toContainText("Cloud migration and e-procurement integration");
    await expect(page.getByRole("link", { name: "Contact Vendor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Quote" })).toBeVisible();

    const services = page.getByRole("region", { name: "Services Offered" });
    await expect(services.getByRole("listitem")).toHaveCount(5);
    await expect(services).toContainText("ERP and e-procurement integration");
    // The sample reviews behind the listed rating, and an invitation to add one.
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("review-average")).toHaveText("4.8 out of 5 stars");
    await expect(reviews.getByTestId("review-count")).toHaveText("5 reviews");
    await expect(reviews.getByRole("article")).toHaveCount(5);
    await expect(reviews.getByRole("link", { name: "Sign in to write a review" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Certifications" })).toContainText(
      "SOC 2 Type II",
    );
    await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "SaaS",
      "Integration",
      "Cloud",
      "ERP",
    ]);
    await page.getByRole("link", { name: "Supplier Directory" }).first().click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expectNoAxeViolations(page);
  });

  test("an unknown slug answers 404 with Vendor Not Found and a way back", async ({ page }) => {
    for (const slug of ["no-such-vendor", "_not-found", "%3Cb%3Ebold%3Cb%3E"]) {
      const response = await gotoHydrated(page, `/vendors/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendor Not Found");
      await expect(page.getByText("The vendor you are looking for does not exist.")).toBeVisible();
      await expect(page).toHaveTitle("Vendor Not Found | ProcureConnect");
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Supplier Directory" }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(countLine(page)).toHaveText("Showing 10 of 10 vendors");
  });
});

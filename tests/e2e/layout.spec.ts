import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const header = (page: Page) => page.getByTestId("site-header");

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("header", { tag: "@layout" }, () => {
  test("hides past 100px down, shows on scroll up and near the top, shadow after 10px", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(header(page)).toHaveAttribute("data-visible", "true");
    await expect(header(page)).toHaveAttribute("data-elevated", "false");
    await expect(header(page)).toHaveCSS("height", "64px");

    await scrollToY(page, 10);
    await expect(header(page)).toHaveAttribute("data-elevated", "false");
    await scrollToY(page, 11);
    await expect(header(page)).toHaveAttribute("data-elevated", "true");

    await scrollToY(page, 100);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
    await scrollToY(page, 400);
    await expect(header(page)).toHaveAttribute("data-visible", "false");
    await expect
      .poll(async () => (await header(page).boundingBox())?.y ?? 0)
      .toBeLessThanOrEqual(-60);

    await scrollToY(page, 380);
    await expect(header(page)).toHaveAttribute("data-visible", "true");

    await scrollToY(page, 600);
    await expect(header(page)).toHaveAttribute("data-visible", "false");
    await scrollToY(page, 8);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
    await expect(header(page)).toHaveAttribute("data-elevated", "false");
  });
});

test.describe("desktop menu", { tag: "@layout" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "desktop only");

  test("is the same menu before and after the script: hover and focus work, nothing moves", async ({
    page,
  }) => {
    // Hold the app's script back, so the server's page is used as it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const before = await nav.boundingBox();
    await nav.getByRole("button", { name: "Knowledge" }).hover();
    await expect(nav.getByRole("link", { name: /Templates & Guides/ })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole("link", { name: /Templates & Guides/ })).toBeHidden();
    const trigger = nav.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await expect(nav.getByRole("link", { name: /Resource Tools/ })).toBeVisible();

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The same element keeps the focus, its dropdown stays open, the menu keeps its place.
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /Resource Tools/ })).toBeVisible();
    expect(await nav.boundingBox()).toEqual(before);
  });

  test("opens a dropdown on hover and follows its link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const section of ["Network", "Projects", "Knowledge", "Resources", "Ideas", "About"]) {
      await nav.getByRole("button", { name: section }).hover();
      await expect(nav.getByRole("button", { name: section })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    }
    await nav.getByRole("button", { name: "Knowledge" }).hover();
    await nav.getByRole("link", { name: /Templates & Guides/ }).click();
    await expect(page).toHaveURL(/\/knowledge\/templates$/);
  });

  test("opens a dropdown by keyboard and closes it with Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /Resource Tools/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /Resource Tools/ })).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resources\/tools$/);
  });

  test("moves along the menu with the arrow keys, Home and End", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const network = nav.getByRole("button", { name: "Network" });
    await network.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Projects" })).toBeFocused();
    await expect(network).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: "Vendors", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: /Case Studies/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /Current Projects/ })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(network).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("button", { name: "About" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(network).toBeFocused();
  });

  test("shows one dropdown at a time: the pointer's over the keyboard's", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    await about.focus();
    await expect(nav.getByRole("link", { name: /Our Team/ })).toBeVisible();
    await nav.getByRole("button", { name: "Ideas" }).hover();
    await expect(nav.getByRole("button", { name: "Ideas" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /Our Team/ })).toBeHidden();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole("link", { name: /Our Team/ })).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "true");
  });

  test("shows Sign In and Join to signed-out visitors", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Join", exact: true })).toBeVisible();
  });

  test("has no accessibility violations with a dropdown open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Network" })
      .hover();
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile drawer", { tag: "@layout" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "phone only");
  async function openDrawer(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    return drawer;
  }

  test("slides in at 90% of the width, over a backdrop, locking page scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const drawer = await openDrawer(page);
    // Once the slide-in has finished, it sits against the right edge.
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? 0)).toBe(39);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(390 * 0.9, 0);
    await expect(page.getByTestId("sheet-backdrop")).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Focus moved into the drawer.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("is at most 420px wide on larger phones", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, "/");
    const drawer = await openDrawer(page);
    // Measured once the slide-in has finished.
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? 0)).toBe(380);
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(420);
  });

  test("opens accordion sections and closes on a link click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const drawer = await openDrawer(page);
    const section = drawer.getByRole("button", { name: "Knowledge" });
    await expect(section).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Templates & Guides" })).toBeHidden();
    await section.click();
    await expect(section).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("link", { name: "Templates & Guides" }).click();
    await expect(page).toHaveURL(/\/knowledge\/templates$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("closes on a backdrop click and on Escape, returning focus to the menu button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    let drawer = await openDrawer(page);
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    drawer = await openDrawer(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test(
  "every route of the table has a link in the header or the footer",
  { tag: "@layout" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const hrefs = new Set(
      await page
        .locator("footer a[href^='/'], header a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    );
    for (const path of [
      "/network/members",
      "/network/groups",
      "/projects",
      "/projects/case-studies",
      "/vendors",
      "/vendors/register",
      "/vendors/reviews",
      "/jobs",
      "/jobs/freelance",
      "/knowledge/news",
      "/knowledge/templates",
      "/knowledge/training",
      "/resources/tools",
      "/resources/sources",
      "/resources/compliance",
      "/resources/news",
      "/ideas/challenges",
      "/ideas/discussions",
      "/about",
      "/about/mission",
      "/about/team",
      "/contact",
      "/legal/privacy",
      "/legal/terms",
    ]) {
      expect(hrefs.has(path), `${path} has a link`).toBe(true);
    }
  },
);

test.describe("footer", { tag: "@layout" }, () => {
  test("has the four columns and three named social links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.locator("footer");
    for (const column of ["Platform", "Resources", "Company", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAccessibleName(/ProcureConnect on/);
    }
    await social.first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("scrolls to the top on every route change", { tag: "@layout" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await page
    .locator("footer")
    .getByRole("link", { name: "Privacy Policy" })
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test(
  "the desktop header fits from the smallest desktop width, search field included",
  { tag: "@layout" },
  async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      await gotoHydrated(page, "/");
      const join = page.getByRole("banner").getByRole("link", { name: "Join", exact: true });
      await expect(join).toBeVisible();
      const box = await join.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await expect(
        page.getByRole("banner").getByRole("link", { name: "ProcureConnect" }),
      ).toBeVisible();
    }
  },
);

test.describe("document head", { tag: "@layout" }, () => {
  test("the stylesheet comes before the scripts, and styles stay after a client navigation", async ({
    page,
    request,
  }) => {
    // The stylesheet is the one resource the first paint waits for: nothing is asked for before it.
    const html = await (await request.get("/vendors")).text();
    const stylesheet = html.search(/<link [^>]*rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(stylesheet).toBeLessThan(html.indexOf("<script"));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);

    await gotoHydrated(page, "/vendors");
    await page.getByRole("contentinfo").getByRole("link", { name: "Job Board" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(header(page)).toHaveCSS("position", "fixed");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  });
});

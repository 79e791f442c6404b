import { expect, type Page } from "@playwright/test";

/**
 * Opens a page with its scripts held back, so a test can use the server-rendered HTML before
 * React hydrates it, as a visitor on a slow connection would. `hydrate()` lets the scripts load
 * and waits until the page has hydrated.
 */
export async function openBeforeHydration(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main").waitFor();
  return {
    /** Fails if the page has hydrated already: the test would not show what it claims. */
    async expectNotHydrated() {
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    },
    async hydrate() {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  };
}

import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

// Every browser test fails on a console error, an uncaught page error or a failed request to
// another host: the site must run clean and fully offline.

export const test = base.extend<{ consoleErrors: string[]; allowedErrors: RegExp[] }>({
  /** Errors a test provokes on purpose (set with test.use). */
  allowedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") {
          const text = msg.text();
          // Chromium reports 404 responses for pages we navigate to on purpose.
          if (/Failed to load resource: the server responded with a status of 404/.test(text))
            return;
          errors.push(`${msg.type()}: ${text}`);
        }
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("request", (req) => {
        const url = new URL(req.url());
        if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http")) {
          errors.push(`outside request: ${req.url()}`);
        }
      });
      await use(errors);
      const unexpected = errors.filter((e) => !allowedErrors.some((re) => re.test(e)));
      expect(unexpected, "console errors, page errors or outside requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the prerendered page (the router marks it). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** The data folder of the server this test's project runs against (playwright.config.ts). */
export function projectDataDir(): string {
  const dir = (test.info().project.metadata as { dataDir?: string } | undefined)?.dataDir;
  if (!dir) throw new Error("The project names no data folder in its metadata.");
  return dir;
}

/** The origin of the server this test's project runs against. */
export function projectOrigin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

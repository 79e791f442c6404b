import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Axe from "axe-core";
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

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

/** Waits until React has hydrated the prerendered page (the router marks it). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Axe over the page, or over the part of it `include` selects (a dialog whose page is checked on
 * its own). Axe is put in the page once per document and run there, and only its violations come
 * back: @axe-core/playwright injected it twice per check, opened a blank page to merge the frames'
 * results (for frames from other origins; our pages have none) and sent every passing check's
 * nodes back, which tripled each check's time on two shared cores for the same violations.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async ({ tags, include }) => {
      // A dialog or menu fading in is checked once it is shown: mid-fade, its colours are
      // blended with the page behind and contrast is measured on colours nobody reads.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const { violations } = await window.axe.run(include ?? document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
    },
    { tags: AXE_TAGS, include },
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

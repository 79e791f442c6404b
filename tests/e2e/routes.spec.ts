import { ROUTES } from "../route-table";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// Every route of the spec's route table in the browser: its status and heading, no sideways
// scrolling and no axe violations, at the desktop's width and (for each page template once) at the
// phone's. The server's titles and descriptions are checked in tests/flows/routes.test.ts.

for (const { path, heading, status = 200, phone } of ROUTES) {
  test(
    `${path} answers ${status} with its heading, no sideways scrolling and no axe violations`,
    // The phone runs only @layout tests (playwright.config.ts).
    { tag: phone === false ? [] : ["@layout"] },
    async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    },
  );
}

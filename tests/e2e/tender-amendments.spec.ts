import { expect, memberPage, test } from "./claims-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { amendChairs, publishedTender } from "./amendments-helpers";

// An amendment with JavaScript (decision 330): the buyer amends the tender from its page, the
// form filled in from the tender; a follower's toggle; axe and no sideways scroll on the
// amendment's page and on the tender with its amendment, on a desktop and (@layout) a phone.

test(
  "a buyer amends a quantity with scripts, and the pages pass axe",
  { tag: "@layout" },
  async ({ browser, claimServer }, testInfo) => {
    const phone = testInfo.project.name === "phone";
    const size = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const { page, member } = await memberPage(browser, claimServer, "Bea Buyer", {
      viewport: size,
    });
    const id = await publishedTender(
      claimServer,
      member.email,
      `Office chairs ${testInfo.project.name}`,
    );
    await page.goto(`/projects/${id}/amend`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await amendChairs(page, id);
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);

    // Another member follows the tender with one button, and is refused the amendment's page.
    const other = await memberPage(browser, claimServer, "Finn Follower", { viewport: size });
    await other.page.goto(`/projects/${id}`);
    await other.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await other.page.getByRole("button", { name: "Follow this tender" }).click();
    await expect(other.page.getByRole("button", { name: "Following" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const refused = await other.page.goto(`/projects/${id}/amend`);
    expect(refused?.status()).toBe(404);
  },
);

import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { joinAs } from "./accounts";
import { newCompany, register } from "./companies-helpers";

// /developers and the API tokens page in the browser: axe, no sideways scrolling, and a token
// made and shown once. (The API itself, and the tokens' page without JavaScript, run through the
// request handler: tests/flows/api.test.ts.)

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

test(
  "the developers' page passes axe and fits the screen",
  { tag: "@layout" },
  async ({ page }, info) => {
    await gotoHydrated(page, "/developers");
    await expect(page.getByRole("heading", { level: 1, name: "ProcureConnect API" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bulk data and webhooks" })).toBeVisible();
    await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: info.outputPath("developers.png"), fullPage: true });
  },
);

test("a token is made for a company and shown once", { tag: "@layout" }, async ({ page }, info) => {
  await page.goto("/");
  await joinAs(page, "Tia Tokenmaker");
  // A company of her own, pending review: a token may act for it.
  await register(page, newCompany("Tokenmaker Energy"));
  await gotoHydrated(page, "/account/api-tokens");
  await expectNoAxeViolations(page);
  await page.getByLabel("Name").fill("ERP purchasing");
  await page.getByLabel("What it may do").selectOption("write");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = page.getByLabel("Token", { exact: true });
  await expect(token).toHaveValue(/^pc_/);
  await expect(page.getByText("ERP purchasing").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath("api-token-made.png"), fullPage: true });
  await page.reload();
  await expect(page.getByLabel("Token", { exact: true })).toHaveCount(0);
  await expect(page.getByText("ERP purchasing").first()).toBeVisible();
  await page.screenshot({ path: info.outputPath("api-tokens-listed.png"), fullPage: true });
});

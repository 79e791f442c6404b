import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { MEMBER_PASSWORD } from "./accounts";

// The sign-in and join pages with JavaScript: the same form, sent without a page load, and the
// header shows the member once they are back. (Without JavaScript, the pages' flows run through
// the request handler: tests/flows/accounts.test.ts.)

test("the pages pass axe", { tag: "@layout" }, async ({ page }) => {
  for (const path of ["/sign-in?next=%2Fvendors", "/join"]) {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  }
});

test("joins on the page and comes back signed in", { tag: "@layout" }, async ({ page }) => {
  const email = `page-js-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await gotoHydrated(page, "/join?next=%2Fprojects");
  const form = page.getByRole("form", { name: "Join" });
  await form.getByLabel("Full name").fill("Annie Easley");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  const header = page.getByTestId("site-header");
  if (!(page.viewportSize()!.width < 768)) {
    await expect(
      header.getByRole("button", { name: "Account menu for Annie Easley" }),
    ).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

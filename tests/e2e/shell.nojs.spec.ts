import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The site's shell with JavaScript disabled: the desktop menu by hover and by keyboard, the
// menu page behind the hamburger, and a signed-in member's header, all from the server alone.

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("the desktop menu without JavaScript", () => {
  test("opens a dropdown on hover and follows its link", async ({ page }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: /Templates & Guides/ })).toBeHidden();
    await nav(page).getByRole("button", { name: "Knowledge" }).hover();
    await nav(page)
      .getByRole("link", { name: /Templates & Guides/ })
      .click();
    await expect(page).toHaveURL(/\/knowledge\/templates$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Templates & Guides");
  });

  test("opens a dropdown on keyboard focus and tabs through its links", async ({ page }) => {
    await page.goto("/");
    const trigger = nav(page).getByRole("button", { name: "Network" });
    for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    const first = nav(page).getByRole("link", { name: /Members Directory/ });
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: /Groups & Forums/ })).toBeFocused();
    // Past the last link, the dropdown closes and the next entry opens its own.
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("button", { name: "Projects" })).toBeFocused();
    await expect(first).toBeHidden();
    await expect(nav(page).getByRole("link", { name: /Current Projects/ })).toBeVisible();
  });
});

test.describe("the mobile menu without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger leads to the menu page, whose links lead on", async ({ page }) => {
    await page.goto("/vendors");
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (const section of ["Network", "Projects", "Knowledge", "Resources", "Ideas", "About"]) {
      await expect(menu.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Vendors" })).toBeVisible();
    await menu.getByRole("link", { name: /Innovation Challenges/ }).click();
    await expect(page).toHaveURL(/\/ideas\/challenges$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovation Challenges");
  });
});

async function signUp(request: APIRequestContext, baseURL: string, name: string) {
  const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: { name, email, password: "correct horse battery" },
  });
  expect(res.status()).toBe(200);
  return email;
}

test.describe("a signed-in member without JavaScript", () => {
  test("sees their avatar in the header, not Sign In and Join", async ({ page, baseURL }) => {
    await signUp(page.request, baseURL!, "Grace Hopper");
    await page.goto("/vendors");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("button", { name: "Account menu for Grace Hopper" })).toHaveText(
      "GH",
    );
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toBeHidden();
    await expect(header.getByRole("link", { name: "Join", exact: true })).toBeHidden();
  });

  test("sees their name and e-mail on the menu page", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await signUp(page.request, baseURL!, "Grace Hopper");
    await page.goto("/menu");
    await expect(page.getByTestId("drawer-user-name")).toHaveText("Grace Hopper");
    await expect(page.getByTestId("drawer-user-email")).toHaveText(email);
  });
});

test.describe("a signed-out visitor without JavaScript", () => {
  test("follows Sign In and Join in the header to their pages, and comes back once signed in", async ({
    page,
    baseURL,
  }) => {
    const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseURL! },
      data: { name: "Ada Lovelace", email, password: "correct horse battery" },
    });
    expect(res.status()).toBe(200);
    await page.context().clearCookies();

    await page.goto("/vendors?category=Logistics");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "Join", exact: true })).toHaveAttribute(
      "href",
      "/join?next=%2Fvendors%3Fcategory%3DLogistics",
    );
    await header.getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fvendors%3Fcategory%3DLogistics$/);
    const form = page.getByRole("form", { name: "Sign In" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("correct horse battery");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/vendors\?category=Logistics$/);
    await expect(
      page
        .getByTestId("site-header")
        .getByRole("button", { name: "Account menu for Ada Lovelace" }),
    ).toBeVisible();
  });
});

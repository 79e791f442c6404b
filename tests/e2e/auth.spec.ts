import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { joinAs } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, isPhone, test } from "./fixtures";

// Built-in accounts (no hosted-provider key in this build): Join, Sign In, the avatar, the
// mobile menu's name and e-mail, the profile, Sign Out, and the messages for bad input. The
// Sign in and Join pages' flows, and the pages a member gets from the server, run through the
// request handler in tests/flows/accounts.test.ts.

const PASSWORD = "correct horse battery";
let counter = 0;
const uniqueEmail = (page: Page) =>
  `e2e-${isPhone(page) ? "phone" : "desktop"}-${Date.now()}-${++counter}@example.com`;

const header = (page: Page) => page.getByTestId("site-header");
const dialog = (page: Page) => page.getByRole("dialog");
const drawer = (page: Page) => page.getByTestId("mobile-drawer");

async function openDrawer(page: Page) {
  await header(page).getByRole("button", { name: "Open menu" }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

async function closeDrawer(page: Page) {
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
}

/** Sign In or Join from the header (desktop) or the mobile menu (phone). */
async function open(page: Page, which: "Sign In" | "Join") {
  const scope: Locator = isPhone(page) ? await openDrawer(page) : header(page);
  await scope.getByRole("link", { name: which, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

async function join(page: Page, name: string, email: string, password = PASSWORD) {
  await open(page, "Join");
  await expect(dialog(page).getByRole("heading", { name: "Join ProcureConnect" })).toBeVisible();
  await dialog(page).getByLabel("Full name").fill(name);
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password").fill(password);
  await dialog(page).getByRole("button", { name: "Create Account" }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await open(page, "Sign In");
  await expect(
    dialog(page).getByRole("heading", { name: "Sign in to ProcureConnect" }),
  ).toBeVisible();
  await dialog(page).getByLabel("Email").fill(email);
  await dialog(page).getByLabel("Password").fill(password);
  await dialog(page).getByRole("button", { name: "Sign In" }).click();
}

/** The avatar in the header (desktop), or the name and e-mail in the mobile menu (phone). */
async function expectSignedIn(page: Page, name: string, email: string) {
  await expect(dialog(page)).toBeHidden();
  if (isPhone(page)) {
    const menu = await openDrawer(page);
    await expect(menu.getByTestId("drawer-user-name")).toHaveText(name);
    await expect(menu.getByTestId("drawer-user-email")).toHaveText(email);
    await expect(menu.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await closeDrawer(page);
  } else {
    await expect(header(page).getByTestId("user-button")).toHaveAccessibleName(
      `Account menu for ${name}`,
    );
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Join", exact: true })).toHaveCount(0);
  }
}

async function expectSignedOut(page: Page) {
  const scope = isPhone(page) ? await openDrawer(page) : header(page);
  await expect(scope.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  await expect(scope.getByRole("link", { name: "Join", exact: true })).toBeVisible();
  if (isPhone(page)) await closeDrawer(page);
}

async function signOut(page: Page) {
  if (isPhone(page)) {
    const menu = await openDrawer(page);
    await menu.getByRole("button", { name: "Sign Out" }).click();
  } else {
    await header(page).getByTestId("user-button").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
  }
}

async function openProfile(page: Page) {
  if (isPhone(page)) {
    const menu = await openDrawer(page);
    await menu.getByRole("button", { name: "Profile" }).click();
  } else {
    await header(page).getByTestId("user-button").click();
    await page.getByRole("menuitem", { name: "Profile", exact: true }).click();
  }
  await expect(dialog(page).getByRole("heading", { name: "Your profile" })).toBeVisible();
}

/** An account made through the API, outside the browser's cookies. */
async function createAccount(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: { name: "Existing Member", email, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
}

test.describe("built-in accounts", () => {
  test(
    "joins in a modal, shows who is signed in, and stays signed in after a reload",
    { tag: "@layout" },
    async ({ page, context }) => {
      const email = uniqueEmail(page);
      await gotoHydrated(page, "/vendors");
      await join(page, "Ada Lovelace", email);
      await expectSignedIn(page, "Ada Lovelace", email);
      await expect(page).toHaveURL(/\/vendors$/);

      const session = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expectSignedIn(page, "Ada Lovelace", email);
    },
  );

  // The page as the server sends it to a member (their header, never in a shared cache):
  // tests/flows/accounts.test.ts.
  test("loads the page's data again after joining, never stored in a shared cache", async ({
    page,
  }) => {
    const email = uniqueEmail(page);
    await gotoHydrated(page, "/jobs");
    // After signing in, the page's data is loaded again, with the session.
    const reloaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/jobs.data" && r.request().method() === "GET",
    );
    await join(page, "Ada Lovelace", email);
    expect((await reloaded).headers()["cache-control"]).toBe("private, no-store");
    await expectSignedIn(page, "Ada Lovelace", email);
  });

  test(
    "signs out to the home page, signed out, then signs in again",
    { tag: "@layout" },
    async ({ page }) => {
      const email = uniqueEmail(page);
      await gotoHydrated(page, "/jobs");
      await join(page, "Grace Hopper", email);
      await expectSignedIn(page, "Grace Hopper", email);

      await signOut(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Smarter procurement");
      await expectSignedOut(page);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expectSignedOut(page);

      await signIn(page, email);
      await expectSignedIn(page, "Grace Hopper", email);
    },
  );

  test("shows the profile's new name in the header", async ({ page }) => {
    const email = uniqueEmail(page);
    await gotoHydrated(page, "/");
    await join(page, "Ada Lovelace", email);
    await expectSignedIn(page, "Ada Lovelace", email);

    await openProfile(page);
    const nameField = dialog(page).getByLabel("Full name");
    await expect(nameField).toHaveValue("Ada Lovelace");
    await nameField.fill("Ada King");
    await dialog(page).getByRole("button", { name: "Save Name" }).click();
    await expect(dialog(page).getByRole("form", { name: "Name" }).getByRole("status")).toHaveText(
      "Your name has been saved.",
    );
    await page.keyboard.press("Escape");

    await expectSignedIn(page, "Ada King", email);
    if (!isPhone(page)) await expect(header(page).getByTestId("user-button")).toHaveText("AK");
  });

  // The dialog's states are checked with axe over the dialog; the page behind it, and the dialog
  // on it once, over the whole page ("has no accessibility violations in the modal ...").
  test.describe("messages", () => {
    test.use({
      allowedErrors: [/Failed to load resource: the server responded with a status of 40[19]/],
    });

    test("explains an invalid e-mail and a short password before sending anything", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      let posted = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/auth/")) posted++;
      });
      await join(page, "Ada Lovelace", "ada@example", "short");
      const email = dialog(page).getByLabel("Email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(
        "Enter a valid e-mail address, such as name@company.com.",
      );
      await expect(email).toBeFocused();
      await expect(dialog(page).getByLabel("Password")).toHaveAccessibleDescription(
        "Use at least 10 characters for your password.",
      );
      expect(posted).toBe(0);
      await expectNoAxeViolations(page, '[role="dialog"]');
    });

    test("explains an e-mail that is already registered", async ({ page, request, baseURL }) => {
      const email = uniqueEmail(page);
      await createAccount(request, baseURL!, email);
      await gotoHydrated(page, "/");
      await join(page, "Someone Else", email);
      await expect(dialog(page).getByLabel("Email")).toHaveAccessibleDescription(
        "An account with this e-mail already exists. Sign in instead.",
      );
      await dialog(page).getByRole("button", { name: "Sign In" }).click();
      await expect(
        dialog(page).getByRole("heading", { name: "Sign in to ProcureConnect" }),
      ).toBeVisible();
      // The e-mail typed carries over to Sign In.
      await expect(dialog(page).getByLabel("Email")).toHaveValue(email);
    });

    test("gives the same message for a wrong password and for an unknown e-mail", async ({
      page,
      request,
      baseURL,
    }) => {
      const email = uniqueEmail(page);
      await createAccount(request, baseURL!, email);
      await gotoHydrated(page, "/");
      await signIn(page, email, "not the password");
      const alert = dialog(page).getByRole("alert");
      await expect(alert).toHaveText("The e-mail or password is incorrect.");

      await dialog(page).getByLabel("Email").fill(`nobody-${email}`);
      await dialog(page).getByRole("button", { name: "Sign In" }).click();
      await expect(alert).toHaveText("The e-mail or password is incorrect.");
      await expectNoAxeViolations(page, '[role="dialog"]');
    });
  });

  test.describe("when the accounts service cannot be reached", () => {
    test.use({
      allowedErrors: [/Failed to load resource: the server responded with a status of 503/],
    });

    test("says sign-in is unavailable, and recovers when it is back", async ({ page }) => {
      await page.route("**/api/auth/**", (route) =>
        route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
      );
      await gotoHydrated(page, "/");
      await open(page, "Join");
      await expect(
        dialog(page).getByRole("heading", { name: "Sign-in is unavailable right now" }),
      ).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');

      await page.unroute("**/api/auth/**");
      await dialog(page).getByRole("button", { name: "Try Again" }).click();
      await expect(
        dialog(page).getByRole("heading", { name: "Join ProcureConnect" }),
      ).toBeVisible();
    });
  });
});

test.describe("built-in accounts, desktop", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 1024, "the header's own controls");

  test("the avatar takes the buttons' place without moving the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const slot = page.locator("[data-auth-slot]");
    const before = { nav: await nav.boundingBox(), slot: await slot.boundingBox() };
    await join(page, "Ada Lovelace", uniqueEmail(page));
    await expect(header(page).getByTestId("user-button")).toBeVisible();
    expect(await nav.boundingBox()).toEqual(before.nav);
    expect(await slot.boundingBox()).toEqual(before.slot);
  });

  test("the avatar answers its first click after the page hydrates, however slow its menu's code", async ({
    page,
  }) => {
    await page.goto("/");
    await joinAs(page, "Ada Slowmenu");
    // The menu's own chunk is held back for three seconds, as on a slow connection.
    await page.route(/\/assets\/user-menu-[^/]+\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await gotoHydrated(page, "/vendors");
    // The page hydrated with its menu: the first click opens it, with no wait for the code.
    await header(page).getByTestId("user-button").click();
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible({ timeout: 1_000 });
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    const email = uniqueEmail(page);
    await gotoHydrated(page, "/");
    const joinButton = header(page).getByRole("link", { name: "Join", exact: true });
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (await joinButton.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(joinButton).toBeFocused();

    // Enter opens the modal on its first field; Escape closes it and returns to the button.
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByLabel("Full name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(joinButton).toBeFocused();

    // Switch to Sign In and back, inside the modal.
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByLabel("Full name")).toBeFocused();
    const toSignIn = dialog(page).getByRole("button", { name: "Sign In" });
    while (!(await toSignIn.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(
      dialog(page).getByRole("heading", { name: "Sign in to ProcureConnect" }),
    ).toBeVisible();
    await expect(dialog(page).getByLabel("Email")).toBeFocused();
    const toJoin = dialog(page).getByRole("button", { name: "Join now" });
    while (!(await toJoin.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByLabel("Full name")).toBeFocused();

    // Fill in and submit with Enter.
    await page.keyboard.type("Ada Lovelace");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    const userButton = header(page).getByTestId("user-button");
    await expect(userButton).toBeFocused();

    // The user menu, by keyboard: open it, move through the member's pages to Sign Out (the
    // last item), choose it.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Profile", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Directory profile" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(header(page).getByRole("link", { name: "Join", exact: true })).toBeVisible();
  });

  test("has no accessibility violations in the modal and the user menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await open(page, "Sign In");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await join(page, "Ada Lovelace", uniqueEmail(page));
    await header(page).getByTestId("user-button").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("menuitem", { name: "Profile", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});

import { expect, gotoHydrated, projectOrigin, test } from "./fixtures";
import { MEMBER_PASSWORD } from "./accounts";

// Passkeys (issue 44 item 3, docs/decisions/422) in Chromium, with a virtual authenticator from
// the DevTools protocol: a member adds a passkey on the account page, signs out, and signs in
// with it from the sign-in page; the security log says so. Browsers offer passkeys only over
// HTTPS or at `localhost`, so this runs at localhost on the project's port.

test("a passkey registers and signs in through a virtual authenticator", async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== "chromium", "the virtual authenticator is Chromium's");
  const origin = projectOrigin().replace("127.0.0.1", "localhost");
  await page.goto(`${origin}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // Joined at localhost, so the session cookie is this origin's.
  const email = `pia.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const joined = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { name: "Pia Passkey", email, password: MEMBER_PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  await gotoHydrated(page, `${origin}/account`);
  const add = page.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Passkey name (optional)").fill("Work laptop");
  await add.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(page.getByText("Your passkey is added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Work laptop");

  // Signed out (the session cookie gone), the passkey signs in again.
  await page.context().clearCookies();
  await gotoHydrated(page, `${origin}/sign-in?next=%2Faccount%2Fsecurity-log`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/account\/security-log$/);
  const log = page.getByRole("table");
  await expect(log).toContainText("Signed in with a passkey");
  await expect(log).toContainText("Passkey added");
});

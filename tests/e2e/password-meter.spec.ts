import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// The password meter, which only a browser shows (issue 44 item 1): the site's own name and the
// name and e-mail typed beside the password are easy to guess, on the join page and in the join
// dialog alike, as the server says when the form is sent (tests/flows/account-passwords.test.ts).

const WEAK = /^Strength: (Very weak|Weak|Fair)\b/;

async function meterFor(form: Locator, password: string) {
  await form.getByLabel("Password", { exact: true }).fill(password);
  return form.getByTestId("password-meter").getByText(/^Strength:/);
}

async function expectRatings(form: Locator) {
  await form.getByLabel("Full name").fill("Quentin Marlowe-Rees");
  await form.getByLabel("Email").fill("q.marlowe@example.com");
  await expect(await meterFor(form, "procureconnect1")).toHaveText(WEAK);
  await expect(await meterFor(form, "marlowerees1")).toHaveText(WEAK);
  await expect(await meterFor(form, "password")).toHaveText(WEAK);
  await expect(await meterFor(form, "violet kettle marathon")).toHaveText(
    /^Strength: (Strong|Very strong)$/,
  );
}

const joinDialog = (page: Page) => page.getByRole("dialog");

test.skip(({ isMobile }) => isMobile, "The header's Join link is in the menu on a phone.");

test("the meter rates the site's name and the member's own name as easy to guess", async ({
  page,
}) => {
  await gotoHydrated(page, "/join");
  await expectRatings(page.getByRole("main"));

  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Join", exact: true }).click();
  await expect(
    joinDialog(page).getByRole("heading", { name: "Join ProcureConnect" }),
  ).toBeVisible();
  await expectRatings(joinDialog(page));
});

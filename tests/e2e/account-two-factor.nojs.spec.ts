import { expect, test } from "./fixtures";
import { joinAs, MEMBER_PASSWORD } from "./accounts";

// Two-step sign-in's set-up without JavaScript (issue 44 item 3): the QR code is drawn on the
// server as SVG, so it shows beside the key with scripts off; a wrong first code keeps both.

// The wrong code's page answers 400, as a refused form does.
test.use({ allowedErrors: [/Failed to load resource: the server responded with a status of 400/] });

test("the QR code shows beside the key without JavaScript, and after a wrong code", async ({
  page,
}) => {
  await page.goto("/");
  await joinAs(page, "Quincy Qr");
  await page.goto("/account");
  const on = page.getByRole("form", { name: "Turn on two-step sign-in" });
  await on.getByLabel("Your password").fill(MEMBER_PASSWORD);
  await on.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  const qr = page.getByRole("img", { name: /QR code of the address/ });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThan(120);
  await expect(qr.locator("svg")).toBeVisible();
  const key = await page.locator("dd code").first().textContent();

  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code from your app").fill("000000");
  await confirm.getByRole("button", { name: "Confirm Code" }).click();
  await expect(page.getByText("That code is not right, or has expired.").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of the address/ })).toBeVisible();
  await expect(page.locator("dd code").first()).toHaveText(key!);
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
});

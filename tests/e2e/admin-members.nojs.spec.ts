import { admin, joinAs, joinAsOperator } from "./accounts";
import { expect, test } from "./fixtures";

// The console's unconfirmed members without JavaScript: an operator confirms a member with a
// plain form; a member is refused the page (404).

test.use({ javaScriptEnabled: false });

test("an operator confirms an unconfirmed member; a member is refused the page", async ({
  browser,
  page,
}) => {
  const memberContext = await browser.newContext({ javaScriptEnabled: false });
  const memberPage = await memberContext.newPage();
  const member = await joinAs(memberPage, "Una Unconfirmed");
  // joinAs may confirm the address where the project requires it: start from unconfirmed.
  expect(admin("unverified")).toContain(member.email);
  const refused = await memberPage.goto("/admin/members");
  expect(refused?.status()).toBe(404);

  await joinAsOperator(page, "Olive Confirms");
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Unconfirmed members" })
    .click();
  await expect(page.getByRole("heading", { name: "Unconfirmed members" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row).toContainText("Una Unconfirmed");
  await row.getByRole("button", { name: `Confirm ${member.email}` }).click();
  await expect(page.getByText("Confirmed: the member may publish now.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: member.email })).toHaveCount(0);
  expect(admin("unverified")).not.toContain(member.email);
  await memberContext.close();
});

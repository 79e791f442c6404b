import { expect, test } from "./fixtures";
import { newCompany, person, register } from "./companies-helpers";

// The CPV picker with JavaScript (decision 440): matches come as the owner types, without
// leaving the page, and the ticked code is saved. (Without JavaScript: tests/flows/qualification.)

test("the CPV picker lists matches as one types and saves the ticked code", async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await person(browser, "Pia Picker");
  const operator = await person(browser, "Omar Operator", { operator: true });
  const company = newCompany("Picked Roads", "Construction");
  await register(owner.page, company);
  const slug = new URL(owner.page.url()).pathname.replace("/vendors/", "");
  await operator.page.goto("/admin");
  await operator.page.getByRole("button", { name: `Approve ${company.name}` }).click();

  await owner.page.goto(`/account/companies/${slug}/qualification`);
  const before = owner.page.url();
  await owner.page.getByLabel("Find codes by words or digits").fill("road works");
  const match = owner.page.getByRole("checkbox", { name: /^45233140-2 / });
  await expect(match).toBeVisible();
  expect(owner.page.url()).toBe(before);
  await match.check();
  await owner.page.getByRole("button", { name: "Save codes" }).click();
  await expect(owner.page.getByText("Your CPV codes are saved.")).toBeVisible();
  await expect(
    owner.page
      .getByRole("list", { name: "Chosen codes" })
      .getByRole("checkbox", { name: /^45233140-2 / }),
  ).toBeChecked();
});

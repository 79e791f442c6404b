import { expect, test } from "./fixtures";
import { fillCompany, logoPng, newCompany, person, register, visitor } from "./companies-helpers";

// The companies' pages without JavaScript: the same forms, posted to the server, and the same
// answers (there is no live counter).

test("registering, refusals, approval and an owner's edit all work without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const noScripts = { javaScriptEnabled: false };
  const owner = await person(browser, "Nora Nojs", noScripts);
  const operator = await person(browser, "Omar Operator", { ...noScripts, operator: true });

  const company = newCompany("Quiet Forge", "Manufacturing");
  // The server refuses a short description and keeps everything typed.
  await owner.page.goto("/vendors/register");
  await fillCompany(owner.page, { ...company, description: "Short" });
  await owner.page.getByRole("button", { name: "Submit for review" }).click();
  await expect(owner.page.getByText("Write at least 20 characters")).toBeVisible();
  await expect(owner.page.getByLabel("Company name")).toHaveValue(company.name);
  await expect(owner.page.getByLabel("Short description")).toHaveAttribute("aria-invalid", "true");

  await register(owner.page, company, await logoPng());
  const profile = new URL(owner.page.url()).pathname;
  await expect(owner.page.getByTestId("company-status")).toContainText("awaits review");

  await operator.page.goto("/admin");
  await operator.page.getByRole("button", { name: `Approve ${company.name}` }).click();
  await expect(operator.page.getByText("Approved: the company is listed")).toBeVisible();

  const stranger = await visitor(browser, noScripts);
  const word = company.name.split(" ").at(-1)!;
  await stranger.goto(`/vendors?q=${word}&category=Manufacturing`);
  await stranger
    .getByRole("link", { name: new RegExp(company.name) })
    .first()
    .click();
  await expect(stranger).toHaveURL(new RegExp(`${profile}$`));

  await owner.page.goto(`/account/companies${profile.replace("/vendors", "")}/edit`);
  const edited = `Forged parts for machines, made to order, keyword ${word}.`;
  await owner.page.getByLabel("Short description").fill(edited);
  await owner.page.getByRole("button", { name: "Save changes" }).click();
  await expect(owner.page.getByText("live in the directory")).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByText(edited)).toBeVisible();
});

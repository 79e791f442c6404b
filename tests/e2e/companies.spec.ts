import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { file, unique } from "./forms-helpers";
import { fillCompany, logoPng, newCompany, person, register, visitor } from "./companies-helpers";

// Companies join the network (issue 12), where only a browser shows it: the registration form's
// live checks, and the console's queue and a submission as an operator sees them (axe, and the
// status an approval announces). The flows themselves (registering, approval, search, the
// owner's edit and its revert, rejection, who gets 404, a CV downloaded unchanged) run through
// the request handler in tests/flows/companies.test.ts.

test.describe.configure({ mode: "serial" });
test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone; layout is checked apart.",
);

test("the form explains each refusal, keeps what was typed, and counts the description", async ({
  browser,
}) => {
  const { page } = await person(browser, "Fay Fields");
  await gotoHydrated(page, "/vendors/register");
  await expectNoAxeViolations(page);
  const company = { ...newCompany("Tiny Co"), description: "Too short", website: "ftp://x" };
  await fillCompany(page, company);
  await expect(page.getByTestId("description-counter")).toHaveText(
    "9 / 280 characters (at least 20)",
  );
  await page.getByRole("button", { name: "Submit for review" }).click();
  // Checked in the browser with the shared schema, before anything is sent.
  await expect(page.getByText("Write at least 20 characters")).toBeVisible();
  await expect(page.getByLabel("Short description")).toBeFocused();
  await expect(page.getByText("Enter the full web address")).toBeVisible();
  await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");

  // A file that only claims to be an image is refused by the server, which keeps the text.
  await page.getByLabel("Short description").fill(newCompany("x").description);
  await page.getByLabel("Website").fill("");
  const fake = file("logo.png", "exe");
  await page.getByLabel("Logo").setInputFiles({ ...fake, mimeType: "image/png" });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("The logo must be a PNG, JPEG or WebP image.")).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(company.name);
  await expect(page.getByLabel("Services")).toHaveValue(company.services);
  await expectNoAxeViolations(page);
});

test("the console's queue and an inbox submission pass axe, and an approval is announced", async ({
  browser,
}) => {
  const owner = await person(browser, "Oona Owner");
  const company = newCompany("Sunfield Energy");
  await register(owner.page, company, await logoPng());

  const name = `Ada Applicant ${unique()}`;
  const applicant = await visitor(browser);
  await gotoHydrated(applicant, "/jobs/j1/apply");
  await applicant.getByLabel("Full Name").fill(name);
  await applicant.getByLabel("Email").fill("ada@example.com");
  await applicant.getByLabel("Cover Letter").fill("Dear team,\nI would like to apply.");
  await applicant.getByLabel("Resume / CV").setInputFiles(file("ada-cv.pdf", "pdf"));
  await applicant.getByRole("button", { name: /Submit/ }).click();
  await expect(
    applicant.getByText("Application submitted successfully!", { exact: false }),
  ).toBeVisible();

  const operator = await person(browser, "Olive Operator", { operator: true });
  await gotoHydrated(operator.page, "/admin");
  const card = operator.page.getByTestId("queued-company").filter({ hasText: company.name });
  await expect(card).toContainText(company.description);
  await expectNoAxeViolations(operator.page);
  await card.getByRole("button", { name: `Approve ${company.name}` }).click();
  await expect(operator.page.getByRole("status").first()).toContainText("Approved");

  await gotoHydrated(operator.page, "/admin/inbox?form=job-application");
  await operator.page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(operator.page.getByText("Dear team,")).toBeVisible();
  await expectNoAxeViolations(operator.page);
});

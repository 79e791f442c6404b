import sharp from "sharp";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { file, sha256, unique } from "./forms-helpers";
import { fillCompany, logoPng, newCompany, person, register, visitor } from "./companies-helpers";

// Companies join the network (issue 12): two members and one operator. A member registers a
// company with a logo and sees it pending; the operator approves it; a signed-out visitor finds
// it by search and category; the owner's edit shows at once; a rejected company shows its reason
// to its owner only; another member gets 404 on the owner's edit page and on the console; the
// operator reads a job application in the console and downloads its CV unchanged.

test.describe.configure({ mode: "serial" });
test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone; layout is checked apart.",
);

test("a company is registered, approved, found by a visitor and edited live by its owner", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await person(browser, "Oona Owner");
  const operator = await person(browser, "Olive Operator", { operator: true });
  const other = await person(browser, "Mo Member");
  const company = newCompany("Sunfield Energy");
  const word = company.name.split(" ").at(-1)!;

  // The owner registers it with a logo and sees it pending, with the banner.
  await register(owner.page, company, await logoPng());
  const profile = new URL(owner.page.url()).pathname;
  await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText(company.name);
  await expect(owner.page.getByTestId("company-status")).toContainText(
    "This company awaits review",
  );
  const logoSrc = await owner.page
    .getByRole("img", { name: `${company.name} logo` })
    .getAttribute("src");
  const logo = await owner.page.request.get(logoSrc!);
  expect(logo.headers()["content-type"]).toBe("image/webp");
  expect(logo.headers()["x-content-type-options"]).toBe("nosniff");
  const meta = await sharp(await logo.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

  // Nobody else sees it yet: not its page, not its logo, not in the directory.
  const stranger = await visitor(browser);
  expect((await stranger.goto(profile))?.status()).toBe(404);
  expect((await stranger.request.get(logoSrc!)).status()).toBe(404);
  expect((await other.page.goto(profile))?.status()).toBe(404);
  await stranger.goto(`/vendors?q=${word}`);
  await expect(stranger.getByText("No Vendors Found")).toBeVisible();

  // Another member gets 404 on the owner's edit page and on the console.
  const editPath = `/account/companies${profile.replace("/vendors", "")}/edit`;
  expect((await other.page.goto(editPath))?.status()).toBe(404);
  expect((await other.page.goto("/admin"))?.status()).toBe(404);
  expect((await other.page.goto("/admin/inbox"))?.status()).toBe(404);

  // The operator approves it from the queue.
  await gotoHydrated(operator.page, "/admin");
  const card = operator.page.getByTestId("queued-company").filter({ hasText: company.name });
  await expect(card).toContainText(company.description);
  await expect(card).toContainText("Battery storage");
  await card.getByRole("button", { name: `Approve ${company.name}` }).click();
  await expect(operator.page.getByRole("status").first()).toContainText("Approved");
  await expectNoAxeViolations(operator.page);

  // A signed-out visitor finds it by search and by category, and opens its profile.
  await gotoHydrated(stranger, "/vendors");
  await stranger.getByRole("searchbox", { name: "Search" }).fill(word);
  await stranger.getByRole("combobox", { name: "Category" }).selectOption({ label: "Energy" });
  await expect(stranger).toHaveURL(new RegExp(`q=${word}.*category=Energy`));
  await stranger
    .getByRole("link", { name: new RegExp(company.name) })
    .first()
    .click();
  await expect(stranger).toHaveURL(new RegExp(`${profile}$`));
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(company.name);
  await expect(stranger.getByTestId("company-status")).toHaveCount(0);
  await expect(stranger.getByText("Solar installation")).toBeVisible();
  expect((await stranger.request.get(logoSrc!)).status()).toBe(200);
  const sitemap = await (await stranger.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(profile);

  // The owner edits the description from My companies; the change shows at once.
  await gotoHydrated(owner.page, "/account/companies");
  await owner.page.getByRole("link", { name: `Edit ${company.name}` }).click();
  const edited = `Now also wind turbines for industrial sites, keyword ${word}.`;
  await owner.page.getByLabel("Short description").fill(edited);
  await owner.page.getByRole("button", { name: "Save changes" }).click();
  await expect(owner.page.getByRole("status").first()).toContainText("live in the directory");
  await stranger.reload();
  await expect(stranger.getByText(edited)).toBeVisible();

  // The operator sees the edit in the history, and can revert it.
  await gotoHydrated(operator.page, "/admin/history");
  const entry = operator.page.getByTestId("company-edit").filter({ hasText: company.name }).first();
  await expect(entry).toContainText("Oona Owner");
  await expect(entry).toContainText(edited);
  await entry.getByRole("button", { name: /Revert/ }).click();
  await expect(operator.page.getByRole("status").first()).toContainText("Reverted");
  await stranger.reload();
  await expect(stranger.getByText(company.description)).toBeVisible();
});

test("a rejected company shows the reason to its owner and stays invisible to others", async ({
  browser,
}) => {
  const owner = await person(browser, "Rita Rejected");
  const operator = await person(browser, "Otto Operator", { operator: true });
  const company = newCompany("Shadow Supplies", "Logistics");
  await register(owner.page, company);
  const profile = new URL(owner.page.url()).pathname;

  await gotoHydrated(operator.page, "/admin");
  const card = operator.page.getByTestId("queued-company").filter({ hasText: company.name });
  // A rejection needs a reason: the refusal says so.
  await card.getByRole("button", { name: `Reject ${company.name}` }).click();
  await expect(operator.page.getByText("Write the reason")).toBeVisible();
  const reason = "Please describe the logistics services you actually provide <b>yourself</b>.";
  await operator.page.getByLabel("Reason for rejecting").first().fill(reason);
  await card.getByRole("button", { name: `Reject ${company.name}` }).click();
  await expect(operator.page.getByRole("status").first()).toContainText("Rejected");

  await owner.page.goto(profile);
  await expect(owner.page.getByTestId("company-status")).toContainText("was not approved");
  // Written as text, never as markup.
  await expect(owner.page.getByTestId("company-status")).toContainText(reason);
  await owner.page.goto("/account/companies");
  await expect(owner.page.getByText(reason)).toBeVisible();

  const stranger = await visitor(browser);
  expect((await stranger.goto(profile))?.status()).toBe(404);
  await stranger.goto(`/vendors?q=${encodeURIComponent(company.name)}`);
  await expect(stranger.getByText("No Vendors Found")).toBeVisible();
});

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

test("an operator reads a job application in the console and downloads its CV unchanged", async ({
  browser,
}) => {
  const name = `Ada Applicant ${unique()}`;
  const cv = file("ada-cv.pdf", "pdf", 50_000);
  const applicant = await visitor(browser);
  await gotoHydrated(applicant, "/jobs/j1/apply");
  await applicant.getByLabel("Full Name").fill(name);
  await applicant.getByLabel("Email").fill("ada@example.com");
  await applicant.getByLabel("Cover Letter").fill("Dear team,\nI would like to apply.");
  await applicant.getByLabel("Resume / CV").setInputFiles(cv);
  await applicant.getByRole("button", { name: /Submit/ }).click();
  await expect(
    applicant.getByText("Application submitted successfully!", { exact: false }),
  ).toBeVisible();

  const { page } = await person(browser, "Ines Inbox", { operator: true });
  await gotoHydrated(page, "/admin/inbox");
  await page.getByRole("combobox", { name: "Form" }).selectOption({ label: "Job application" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/form=job-application/);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByText("Dear team,")).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download ada-cv\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("ada-cv.pdf");
  const { createReadStream } = await import("node:fs");
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream((await download.path())!))
    chunks.push(chunk as Buffer);
  expect(sha256(Buffer.concat(chunks))).toBe(sha256(cv.buffer));

  const href = await page.getByRole("link", { name: /Download ada-cv\.pdf/ }).getAttribute("href");
  const answer = await page.request.get(href!);
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  // Nobody else may download it, signed in or not.
  expect((await applicant.request.get(href!)).status()).toBe(404);

  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status").first()).toContainText("Marked as handled");
});

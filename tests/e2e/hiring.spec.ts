import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { memberPage } from "./claims-helpers";
import { expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { file, unique } from "./forms-helpers";
import { expect, test } from "./hiring-helpers";

// Hiring on the network with JavaScript (issue 30), where only a browser shows it: the Job
// Board's filters applying as they are chosen, the application sent from its dialog, and the
// applicant's conversation passing axe. The no-JS counterpart is hiring.nojs.spec.ts. The flow
// from the posting form to a shortlisted applicant who reads the employer's message (the CV
// downloaded unchanged, the note kept from the applicant) runs through the request handler in
// tests/flows/hiring.test.ts.

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);

const COMPANY = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };

test("the board's filters apply as they are chosen, an application is sent from its dialog, and its conversation passes axe", async ({
  browser,
  claimServer,
}) => {
  const word = `zq${unique()}`;
  const title = `Category Buyer ${word}`;
  // A job posted by the owner of an approved company, through the data layer.
  const olga = await memberPage(browser, claimServer, "Olga Owner");
  let secondId = "";
  const db = await openDatabase({ dataDir: claimServer.dataDir });
  try {
    const repo = createRepository(db);
    expect(await repo.vendors.assignOwner(COMPANY.slug, olga.member.email)).toBe("done");
    const { id: ownerId } = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", olga.member.email)
      .executeTakeFirstOrThrow();
    const [company] = await repo.hiring.companiesOf(ownerId);
    const create = (title: string) =>
      repo.hiring.create(
        ownerId,
        {
          companyId: company!.id,
          title,
          location: "Lisbon, Portugal",
          budgetMin: 60_000,
          budgetMax: 80_000,
          currency: "USD",
          duration: "Contract",
          category: "Logistics",
          tags: ["Sourcing"],
          isRemote: true,
          description: "Run our indirect categories across Europe.",
          responsibilities: [],
          requirements: ["Five years in procurement"],
          benefits: [],
          companyDescription: "Cloud software for supply chains.",
          closesOn: "2099-12-31",
        },
        true,
      );
    expect(await create(title)).toBeTruthy();
    secondId = (await create(`Senior ${title}`))!;
    expect(secondId).toBeTruthy();
  } finally {
    await db.destroy();
  }

  // Each change applies the filters: the address follows without a button.
  const { page, member } = await memberPage(browser, claimServer, "Jo Seeker");
  await gotoHydrated(page, "/jobs");
  const filters = page.getByRole("search", { name: "Filter jobs" });
  await filters.getByLabel("Keywords").fill(word);
  await filters.getByRole("combobox", { name: "Category" }).selectOption("Logistics");
  await filters.getByRole("combobox", { name: "Duration" }).selectOption("Contract");
  await filters.getByRole("combobox", { name: "Max Budget" }).selectOption({ label: "Up to $90k" });
  await expect(page).toHaveURL(
    new RegExp(`/jobs\\?q=${word}&category=Logistics&duration=Contract&budget=90000$`),
  );
  const card = page.getByRole("listitem").filter({ hasText: title }).first();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(2);
  // The budget is in US dollars: the board says it hides jobs paid in other currencies.
  await expect(page.getByTestId("budget-currency")).toContainText(
    "Max Budget is in US dollars, so it hides jobs paid in other currencies",
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("board-budget-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("budget-currency").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("board-budget-phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The application's dialog, with a PDF.
  await card.getByRole("link", { name: /Submit Application/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Signed in, the application is sent as the account (decision 231).
  await expect(dialog.getByText(`Sent as ${member.name} (${member.email})`)).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveCount(0);
  await dialog.getByLabel("Cover Letter").fill(`I would like to apply for ${title}.`);
  await dialog.getByLabel("Resume / CV").setInputFiles(file("Jo Seeker CV.pdf", "pdf", 120_000));
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/Application submitted successfully/)).toBeVisible();

  // The next job's dialog offers the CV just sent; sent without a file, it goes with it.
  await gotoHydrated(page, `/jobs/${secondId}`);
  await page.getByRole("link", { name: "Submit Application", exact: true }).click();
  const next = page.getByRole("dialog");
  await expect(next.getByText(/^Your CV from your last application/)).toHaveText(
    /Jo Seeker CV\.pdf \(117 KB, sent [A-Z][a-z]+ \d{1,2}, \d{4}\), goes with this one\./,
  );
  await page.screenshot({ path: test.info().outputPath("apply-previous-cv-desktop.png") });
  await expectNoAxeViolations(page, "[role=dialog]");
  await next.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/Application submitted successfully/)).toBeVisible();
  const again = await openDatabase({ dataDir: claimServer.dataDir });
  try {
    const sent = await again
      .selectFrom("company_requests as r")
      .innerJoin("attachments as a", "a.submission_id", "r.submission_id")
      .select("a.original_name")
      .where("r.job_id", "=", secondId)
      .execute();
    expect(sent.map((a) => a.original_name)).toEqual(["Jo Seeker CV.pdf"]);
  } finally {
    await again.destroy();
  }

  await page.goto("/account/applications");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .filter({ hasNotText: "Senior" })
    .getByRole("link", { name: /Open the conversation/ })
    .click();
  await expect(page.getByText("Application status: New")).toBeVisible();
  await expectNoAxeViolations(page);
});

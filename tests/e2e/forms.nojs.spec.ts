import { expect, test } from "./fixtures";
import { JOB, JOB_PAGE, VENDOR_PAGE, file, unique } from "./forms-helpers";

// The three forms with JavaScript disabled, in a real browser: each link leads to the form's own
// page, the browser posts the form (as multipart, with its files) and the focus lands on the field
// to fix after a refusal. What the server answers, keeps and stores (each message, the values
// kept, the files asked for again, the attempt key, the submissions read back field by field and
// byte for byte, the not-found pages) is tests/flows/forms.test.ts.

const VENDOR_SLUG = VENDOR_PAGE.split("/").pop()!;

// A form sent back with a problem comes with the problem's status (400, 413 or 415), which
// Chromium reports on the console.
test.use({ allowedErrors: [/the server responded with a status of (400|413|415) /] });

test("the job application is posted from the job's button with its CV, the focus on each field to fix", async ({
  page,
}) => {
  await page.goto(JOB_PAGE);
  await page.getByRole("link", { name: "Submit Application" }).first().click();
  await expect(page).toHaveURL(/\/jobs\/j1\/apply$/);
  const alert = page.getByRole("alert");
  const submit = page.getByRole("button", { name: "Submit Application" });

  await submit.click();
  await expect(alert).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Full Name")).toBeFocused();

  const name = `Grace Hopper ${unique()}`;
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill("grace@example.com");
  await submit.click();
  await expect(alert).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Resume / CV")).toBeFocused();

  await page.getByLabel("Email").fill("grace@");
  await page.getByLabel("Resume / CV").setInputFiles(file("cv.pdf", "pdf"));
  await submit.click();
  await expect(alert).toHaveText("Please enter a valid email address");
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Resume / CV").setInputFiles(file("Grace Hopper CV.pdf", "pdf", 250_000));
  await submit.click();
  const sent = page.getByRole("status").filter({ hasText: "Application submitted" });
  await expect(sent).toHaveText(/^Application submitted successfully! We will be in touch soon\./);
  await expect(sent.getByRole("link", { name: `Back to ${JOB.title}` })).toBeVisible();
});

test("the message to a vendor is posted from the vendor's page, the focus on the message when it is missing", async ({
  page,
}) => {
  await page.goto(VENDOR_PAGE);
  await page.getByRole("link", { name: "Contact Vendor" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${VENDOR_SLUG}/contact$`));
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Bo Buyer ${unique()}`);
  await page.getByLabel("Email").fill("bo@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Message")).toBeFocused();

  await page.getByLabel("Message").fill("Do you integrate with SAP Ariba?\nThanks");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText(
    "Message sent successfully! The vendor will get back to you soon.",
  );
});

test("the quote request is posted from the vendor's page with two drawings, the focus on the category when it is missing", async ({
  page,
}) => {
  await page.goto(VENDOR_PAGE);
  await page.getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${VENDOR_SLUG}/quote$`));
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Category")).toBeFocused();

  await page.getByLabel("Category").selectOption("Technology");
  await page.getByLabel("Item / Service").fill(`Rack servers ${unique()}`);
  await page
    .getByLabel("Attachments (optional)")
    .setInputFiles([file("floor plan.pdf", "pdf", 120_000), file("site photo.png", "png", 80_000)]);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote request" })).toContainText(
    "Quote request submitted successfully! The vendor will reply with a quote.",
  );
});

import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import {
  JOB,
  JOB_PAGE,
  VENDOR,
  VENDOR_PAGE,
  fieldsOf,
  file,
  inbox,
  readBack,
  sha256,
  unique,
} from "./forms-helpers";

// The three forms with JavaScript disabled: each link leads to the form's own page, the form is
// posted as multipart by the browser, our server's route action checks it with the same schema
// and stores it in our inbox, and the page shows the spec's messages. Every submission is read
// back from the inbox.

const VENDOR_SLUG = VENDOR_PAGE.split("/").pop()!;

// A form sent back with a problem comes with the problem's status (400, 413 or 415), which
// Chromium reports on the console.
test.use({ allowedErrors: [/the server responded with a status of (400|413|415) /] });

test.describe("job application without JavaScript", () => {
  test("is reached from the job's button, sent with a PDF and stored field by field and byte for byte", async ({
    page,
  }) => {
    await page.goto(JOB_PAGE);
    const link = page.getByRole("link", { name: "Submit Application" }).first();
    await expect(link).toHaveAttribute("href", "/jobs/j1/apply");
    // Without JavaScript it leads to a page; it does not claim to open a dialog.
    await expect(link).not.toHaveAttribute("aria-haspopup", "dialog");
    await link.click();
    await expect(page).toHaveURL(/\/jobs\/j1\/apply$/);
    await expect(page.getByRole("heading", { level: 1, name: "Submit Application" })).toBeVisible();
    await expect(page.getByText(`Apply for ${JOB.title} at ${JOB.company}.`)).toBeVisible();

    const name = `Ada Lovelace ${unique()}`;
    const cv = file("Ada Lovelace CV.pdf", "pdf", 250_000);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Phone Number (optional)").fill("+44 20 7946 0000");
    await page.getByLabel("LinkedIn Profile").fill("https://www.linkedin.com/in/ada");
    await page.getByLabel("Portfolio Website").fill("https://ada.example.com");
    await page.getByLabel("Cover Letter").fill("Dear team,\nI would like to apply.");
    await page.getByLabel("Resume / CV").setInputFiles(cv);
    await page.getByRole("button", { name: "Submit Application" }).click();

    const sent = page.getByRole("status").filter({ hasText: "Application submitted" });
    await expect(sent).toHaveText(
      /^Application submitted successfully! We will be in touch soon\./,
    );
    await expect(sent.getByRole("link", { name: `Back to ${JOB.title}` })).toHaveAttribute(
      "href",
      "/jobs/j1",
    );

    const stored = readBack("fullName", name);
    expect(stored.form).toBe("job-application");
    expect(stored.mailbox).toBe("applications@procureconnect.example");
    expect(fieldsOf(stored)).toEqual({
      to: "applications@procureconnect.example",
      subject: `Job Application: ${JOB.title} at ${JOB.company}`,
      jobTitle: JOB.title,
      company: JOB.company,
      fullName: name,
      email: "ada@example.com",
      phoneNumber: "+44 20 7946 0000",
      coverLetter: "Dear team,\nI would like to apply.",
      linkedinProfile: "https://www.linkedin.com/in/ada",
      portfolioWebsite: "https://ada.example.com",
    });
    expect(stored.attachments).toHaveLength(1);
    expect(stored.attachments[0]).toMatchObject({
      field: "file",
      originalName: "Ada Lovelace CV.pdf",
      size: cv.buffer.length,
      sha256: sha256(cv.buffer),
    });
    expect(sha256(readFileSync(stored.attachments[0]!.exportedAs))).toBe(sha256(cv.buffer));
  });

  test("shows each validation message, keeps what was typed and asks for the file again", async ({
    page,
  }) => {
    await page.goto("/jobs/j1/apply");
    const alert = page.getByRole("alert");
    const submit = page.getByRole("button", { name: "Submit Application" });

    await submit.click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Cover Letter").fill("Line one\nLine two");
    await submit.click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Resume / CV")).toBeFocused();

    await page.getByLabel("Resume / CV").setInputFiles(file("cv.exe", "exe"));
    await submit.click();
    await expect(alert).toHaveText("Only PDF, DOC, DOCX, JPG, and PNG files are allowed");
    await expect(page.getByLabel("Resume / CV")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Please choose your file again \(cv\.exe\)/)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(page.getByLabel("Email")).toHaveValue("grace@example.com");
    await expect(page.getByLabel("Cover Letter")).toHaveValue("Line one\nLine two");

    await page.getByLabel("Resume / CV").setInputFiles(file("cv.pdf", "pdf", 10 * 1024 * 1024 + 1));
    await submit.click();
    await expect(alert).toHaveText("File size must be less than 10MB", { timeout: 30_000 });

    await page.getByLabel("Email").fill("grace@");
    await page.getByLabel("Resume / CV").setInputFiles(file("cv.pdf", "pdf"));
    await submit.click();
    await expect(alert).toHaveText("Please enter a valid email address");
    await expect(page.getByLabel("Email")).toBeFocused();
    expect(JSON.parse(inbox("find", "fullName", "Grace Hopper"))).toEqual([]);
  });

  test("an unknown job's form is the spec's not-found screen", async ({ page }) => {
    const response = await page.goto("/jobs/nope/apply");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Jobs" })).toHaveAttribute("href", "/jobs");
  });
});

test.describe("contact vendor without JavaScript", () => {
  test("is sent from the vendor's page and stored as typed", async ({ page }) => {
    await page.goto(VENDOR_PAGE);
    await page.getByRole("link", { name: "Contact Vendor" }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${VENDOR_SLUG}/contact$`));
    const name = `Bo Buyer ${unique()}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Email").fill("bo@example.com");
    await page.getByLabel("Phone").fill("+1 555 0100");
    await page.getByRole("textbox", { name: "Company" }).fill("Buyers Ltd");
    await page.getByLabel("Message").fill("Do you integrate with SAP Ariba?\nThanks");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText(
      "Message sent successfully! The vendor will get back to you soon.",
    );

    const stored = readBack("name", name);
    expect(stored.form).toBe("contact-vendor");
    expect(fieldsOf(stored)).toEqual({
      _subject: `Message for ${VENDOR}`,
      vendorName: VENDOR,
      name,
      email: "bo@example.com",
      phone: "+1 555 0100",
      company: "Buyers Ltd",
      message: "Do you integrate with SAP Ariba?\nThanks",
    });
    expect(stored.attachments).toEqual([]);
  });

  test("a post sent again with the page's attempt key is answered once and stored once", async ({
    page,
  }) => {
    await page.goto(`/vendors/${VENDOR_SLUG}/contact`);
    const key = page.locator('input[type="hidden"][name="_idempotency"]');
    const attempt = await key.inputValue();
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);
    // Each view of the page is its own attempt: no cache hands the same key to someone else.
    await page.reload();
    expect(await key.inputValue()).not.toBe(attempt);

    const name = `Rita Retry ${unique()}`;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("Email").fill("rita@example.com");
    await page.getByLabel("Message").fill("Sent twice by a flaky connection");
    const sentKey = await key.inputValue();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();

    // The same post again, as a browser resubmitting it after a lost answer would send it.
    const again = await page.request.post(`/vendors/${VENDOR_SLUG}/contact`, {
      multipart: {
        vendorName: VENDOR,
        name,
        email: "rita@example.com",
        message: "Sent twice by a flaky connection",
        _idempotency: sentKey,
      },
    });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain("Message sent successfully!");
    expect(readBack("name", name).form).toBe("contact-vendor");
  });

  test("asks for name, email and message, and Cancel leads back to the vendor", async ({
    page,
  }) => {
    await page.goto(`/vendors/${VENDOR_SLUG}/contact`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Bo");
    await page.getByLabel("Email").fill("bo@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Message")).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Bo");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`${VENDOR_PAGE}$`));
  });

  test("an unknown vendor's forms are the spec's not-found screen", async ({ page }) => {
    for (const path of ["/vendors/nobody/contact", "/vendors/nobody/quote"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Vendor Not Found" })).toBeVisible();
    }
  });
});

test.describe("quote request without JavaScript", () => {
  test("is sent with two drawings and stored with them in order", async ({ page }) => {
    await page.goto(VENDOR_PAGE);
    await page.getByRole("link", { name: "Request Quote" }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${VENDOR_SLUG}/quote$`));
    const item = `Rack servers ${unique()}`;
    await page.getByLabel("Category").selectOption("Technology");
    await page.getByLabel("Delivery Timeline").selectOption("Medium-term (2-3 months)");
    await page.getByLabel("Item / Service").fill(item);
    await page.getByLabel("Quantity").fill("12 units");
    await page.getByLabel("Additional Message").fill("Rack-mounted, redundant power.");
    const floorPlan = file("floor plan.pdf", "pdf", 120_000);
    const photo = file("site photo.png", "png", 80_000);
    await page.getByLabel("Attachments (optional)").setInputFiles([floorPlan, photo]);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote request" })).toContainText(
      "Quote request submitted successfully! The vendor will reply with a quote.",
    );

    const stored = readBack("itemService", item);
    expect(stored.form).toBe("quote-request");
    expect(fieldsOf(stored)).toEqual({
      _subject: `Quote request for ${VENDOR}`,
      vendorName: VENDOR,
      category: "Technology",
      itemService: item,
      quantity: "12 units",
      deliveryTimeline: "Medium-term (2-3 months)",
      additionalMessage: "Rack-mounted, redundant power.",
    });
    expect(stored.attachments.map((a) => [a.field, a.originalName, a.size, a.sha256])).toEqual([
      ["file0", "floor plan.pdf", floorPlan.buffer.length, sha256(floorPlan.buffer)],
      ["file1", "site photo.png", photo.buffer.length, sha256(photo.buffer)],
    ]);
    for (const a of stored.attachments) expect(sha256(readFileSync(a.exportedAs))).toBe(a.sha256);
  });

  test("asks for the required fields and names a file that is too large or of the wrong type", async ({
    page,
  }) => {
    await page.goto(`/vendors/${VENDOR_SLUG}/quote`);
    const alert = page.getByRole("alert");
    const submit = page.getByRole("button", { name: "Submit Request" });
    await submit.click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Category")).toBeFocused();

    await page.getByLabel("Category").selectOption("Equipment");
    await page.getByLabel("Item / Service").fill("Forklifts");
    await page
      .getByLabel("Attachments (optional)")
      .setInputFiles([file("big drawing.pdf", "pdf", 10 * 1024 * 1024 + 1), file("ok.pdf", "pdf")]);
    await submit.click();
    // A 10 MB upload can take a while on a busy machine.
    await expect(alert).toHaveText("File big drawing.pdf exceeds 10MB limit", { timeout: 30_000 });
    await expect(page.getByLabel("Category")).toHaveValue("Equipment");
    await expect(page.getByLabel("Item / Service")).toHaveValue("Forklifts");
    await expect(
      page.getByText(/Please choose your files again \(big drawing\.pdf, ok\.pdf\)/),
    ).toBeVisible();

    await page.getByLabel("Attachments (optional)").setInputFiles([file("tool.exe", "exe")]);
    await submit.click();
    await expect(alert).toHaveText("File tool.exe has invalid type");
  });
});

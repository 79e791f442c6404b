import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { JOB, JOB_PAGE, VENDOR, VENDOR_PAGE, file, sha256, unique } from "./forms-helpers";

// The three dialog forms in Chromium against the production build: what only a browser shows
// (the dialogs, their states, focus and keyboard, the checks made before sending, the drop zone,
// the live counter, the forms before hydration, axe) and what each dialog sends to our forms
// inbox, field by field and by the SHA-256 of each file. That the inbox stores what it is sent,
// asks a new mailbox to be activated and hands the files to the console is
// tests/flows/forms.test.ts.

/** Axe over the open dialog (the page around it belongs to the directory pages' own tests). */
const expectAccessibleDialog = (page: Page) => expectNoAxeViolations(page, '[role="dialog"]');

async function openDialog(page: Page, path: string, trigger: string): Promise<Locator> {
  await gotoHydrated(page, path);
  await page.getByRole("link", { name: trigger }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

interface Sent {
  /** The text parts, by name (the attempt key and the page's job or vendor included). */
  fields: Record<string, string>;
  /** The files: field, name, size and SHA-256, in the order sent. */
  files: [field: string, name: string, size: number, sha256: string][];
}

/**
 * Holds every post to the inbox until released (to see the sending state), and keeps what each
 * one sent, as the inbox receives it.
 */
async function holdSubmissions(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: Sent[] = [];
  await page.route("**/api/forms/**", async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    if (request.method() === "POST" && body) {
      const type = (await request.headerValue("content-type")) ?? "";
      const data = await new Response(new Uint8Array(body), {
        headers: { "content-type": type },
      }).formData();
      const entry: Sent = { fields: {}, files: [] };
      for (const [name, value] of data) {
        // The browser sends a text area's line breaks as CRLF; the inbox stores them as typed.
        if (typeof value === "string") entry.fields[name] = value.replace(/\r\n/g, "\n");
        else {
          const bytes = new Uint8Array(await value.arrayBuffer());
          entry.files.push([name, value.name, bytes.length, sha256(bytes)]);
        }
      }
      sent.push(entry);
    }
    await released;
    await route.continue();
  });
  return { release, sent };
}

/** The one post the dialog sent, its attempt key checked and set aside. */
function onlyPost(sent: Sent[]): Sent {
  expect(sent).toHaveLength(1);
  const { _idempotency: attempt, ...fields } = sent[0]!.fields;
  expect(attempt).toMatch(/^[0-9a-f-]{36}$/);
  return { fields, files: sent[0]!.files };
}

async function dropFiles(page: Page, target: Locator, files: ReturnType<typeof file>[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString("base64") })),
  );
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

test.describe("job application", () => {
  test("sends the CV and every field, shows Submitting..., then closes after 2 s and resets", async ({
    page,
  }) => {
    const dialog = await openDialog(page, JOB_PAGE, "Submit Application");
    await expect(dialog.getByRole("heading", { name: "Submit Application" })).toBeVisible();
    const name = `Ada Lovelace ${unique()}`;
    const cv = file("Ada Lovelace CV.pdf", "pdf", 250_000);
    await dialog.getByLabel("Full Name").fill(name);
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Phone Number (optional)").fill("+44 20 7946 0000");
    await dialog.getByLabel("LinkedIn Profile").fill("https://www.linkedin.com/in/ada");
    await dialog.getByLabel("Portfolio Website").fill("https://ada.example.com");
    await dialog.getByLabel("Cover Letter").fill("Dear team,\nI would like to apply.");
    await dialog.getByLabel("Resume / CV").setInputFiles(cv);
    await expect(dialog.getByText("Ada Lovelace CV.pdf")).toBeVisible();
    await expectAccessibleDialog(page);

    const { release, sent } = await holdSubmissions(page);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const success = dialog.getByRole("status").getByText(/Application submitted successfully/);
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    const openFor = Date.now() - shownAt;
    expect(openFor).toBeGreaterThanOrEqual(1_700);
    expect(openFor).toBeLessThan(3_500);
    // Focus is back on the link that opened it.
    await expect(page.getByRole("link", { name: "Submit Application" }).first()).toBeFocused();

    const post = onlyPost(sent);
    expect(post.fields).toEqual({
      _job: "j1",
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
    expect(post.files).toEqual([
      ["file", "Ada Lovelace CV.pdf", cv.buffer.length, sha256(cv.buffer)],
    ]);

    // Reopened, the form is blank again.
    await page.getByRole("link", { name: "Submit Application" }).first().click();
    await expect(page.getByRole("dialog").getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByRole("dialog").getByText("Ada Lovelace CV.pdf")).toHaveCount(0);
  });

  test("shows every validation message and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const dialog = await openDialog(page, JOB_PAGE, "Submit Application");
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    const alert = dialog.getByRole("alert");

    await submit.click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await expect(dialog.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleDialog(page);

    await dialog.getByLabel("Full Name").fill("Ada");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await submit.click();
    await expect(alert).toHaveText("Please fill in all required fields");

    await dialog
      .getByLabel("Resume / CV")
      .setInputFiles(file("cv.pdf", "pdf", 10 * 1024 * 1024 + 1));
    await expect(alert).toHaveText("File size must be less than 10MB");
    await dialog.getByLabel("Resume / CV").setInputFiles(file("cv.exe", "exe"));
    await expect(alert).toHaveText("Only PDF, DOC, DOCX, JPG, and PNG files are allowed");
    await dialog.getByLabel("Resume / CV").setInputFiles(file("cv.docx", "docx"));
    await expect(alert).toBeEmpty();

    await dialog.getByLabel("Email").fill("ada@");
    await submit.click();
    await expect(alert).toHaveText("Please enter a valid email address");
    expect(posts).toEqual([]);
  });

  test("keeps everything typed and explains when the endpoint is down", async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/api/forms/**", (route) => route.abort("connectionrefused"));
    const dialog = await openDialog(page, JOB_PAGE, "Submit Application");
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email").fill("grace@example.com");
    await dialog.getByLabel("Cover Letter").fill("Hello");
    await dialog.getByLabel("Resume / CV").setInputFiles(file("cv.pdf", "pdf"));
    await dialog.getByRole("button", { name: "Submit Application" }).click();

    await expect(dialog.getByRole("alert")).toContainText(/^Failed to submit application/);
    await expect(dialog.getByRole("alert")).toContainText("verification e-mail");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(dialog.getByLabel("Email")).toHaveValue("grace@example.com");
    await expect(dialog.getByLabel("Cover Letter")).toHaveValue("Hello");
    await expect(dialog.getByText("cv.pdf")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    // Chromium reports the refused connection on the console; that one is expected here.
    const refused = consoleErrors.filter((e) => /ERR_CONNECTION_REFUSED/.test(e));
    expect(refused.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !refused.includes(e)),
    );
  });

  test("asks for e-mail verification when the mailbox is not activated yet, keeping what was typed", async ({
    page,
  }) => {
    // The same build, sent to a mailbox our inbox has never seen (as the hosted service treats
    // a new address). That the inbox delivers once the mailbox is activated is the flows' test.
    const mailbox = `owner-${unique()}@corp.example`;
    await page.route("**/api/forms/**", (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/[^/]+$/, mailbox),
      }),
    );
    const dialog = await openDialog(page, JOB_PAGE, "Submit Application");
    const name = `Katherine Johnson ${unique()}`;
    await dialog.getByLabel("Full Name").fill(name);
    await dialog.getByLabel("Email").fill("kj@example.com");
    await dialog.getByLabel("Resume / CV").setInputFiles(file("cv.png", "png"));
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toContainText("E-mail verification is required");
    await expect(dialog.getByRole("alert")).toContainText(
      "check the mailbox for a confirmation e-mail from the form service",
    );
    await expect(dialog.getByRole("alert")).toContainText("try again");
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  test(
    "opens from the keyboard, moves focus in and back, and closes with Escape, Cancel, the close icon and the backdrop",
    { tag: "@layout" },
    async ({ page }) => {
      await gotoHydrated(page, JOB_PAGE);
      const trigger = page.getByRole("link", { name: "Submit Application" }).first();
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel("Full Name")).toBeFocused();
      await dialog.getByLabel("Full Name").fill("Draft");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      // What was typed is still there after closing.
      await expect(dialog.getByLabel("Full Name")).toHaveValue("Draft");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await trigger.click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
      await expect(dialog).toBeHidden();
    },
  );
});

test.describe("contact vendor", () => {
  test("is sent as typed, and shows Sending... while it goes", async ({ page }) => {
    const dialog = await openDialog(page, VENDOR_PAGE, "Contact Vendor");
    const name = `Bo Buyer ${unique()}`;
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await dialog.getByLabel("Email").fill("bo@example.com");
    await dialog.getByLabel("Phone").fill("+1 555 0100");
    await dialog.getByLabel("Company").fill("Buyers Ltd");
    await dialog.getByLabel("Message").fill("Do you integrate with SAP Ariba?\nThanks");
    await expectAccessibleDialog(page);

    const { release, sent } = await holdSubmissions(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    const sending = dialog.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    await expect(dialog.getByRole("status")).toContainText("Message sent successfully");
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    const post = onlyPost(sent);
    expect(post.fields).toEqual({
      _vendor: VENDOR_PAGE.split("/").pop(),
      _subject: `Message for ${VENDOR}`,
      vendorName: VENDOR,
      name,
      email: "bo@example.com",
      phone: "+1 555 0100",
      company: "Buyers Ltd",
      message: "Do you integrate with SAP Ariba?\nThanks",
    });
    expect(post.files).toEqual([]);
  });

  test("asks for name, email and message", async ({ page }) => {
    const dialog = await openDialog(page, VENDOR_PAGE, "Contact Vendor");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Bo");
    await dialog.getByLabel("Email").fill("bo@example.com");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
    await expect(dialog.getByLabel("Message")).toBeFocused();
  });

  test("says the message failed when the endpoint is down", async ({ page, consoleErrors }) => {
    await page.route("**/api/forms/**", (route) => route.abort("connectionrefused"));
    const dialog = await openDialog(page, VENDOR_PAGE, "Contact Vendor");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Bo");
    await dialog.getByLabel("Email").fill("bo@example.com");
    await dialog.getByLabel("Message").fill("Hello");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toContainText(/^Failed to send message/);
    await expect(dialog.getByLabel("Message")).toHaveValue("Hello");
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e)),
    );
  });
});

test.describe("quote request", () => {
  test("takes drawings by picker and by drag and drop, lets one be removed, and sends the rest in order", async ({
    page,
  }) => {
    const dialog = await openDialog(page, VENDOR_PAGE, "Request Quote");
    const item = `Rack servers ${unique()}`;
    await dialog.getByLabel("Category").selectOption("Technology");
    await dialog.getByLabel("Delivery Timeline").selectOption("Medium-term (2-3 months)");
    await dialog.getByLabel("Item / Service").fill(item);
    await dialog.getByLabel("Quantity").fill("12 units");
    await dialog.getByLabel("Additional Message").fill("Rack-mounted, redundant power.");

    const floorPlan = file("floor plan.pdf", "pdf", 120_000);
    const photo = file("site photo.png", "png", 80_000);
    const spec = file("spec.docx", "docx", 30_000);
    await dialog.getByLabel("Attachments (optional)").setInputFiles([floorPlan, photo]);
    await dropFiles(page, dialog.getByTestId(/dropzone$/), [spec]);
    const attached = dialog.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(attached).toHaveCount(3);
    await expect(attached.nth(2)).toContainText("spec.docx");
    await expectAccessibleDialog(page);

    await dialog.getByRole("button", { name: "Remove site photo.png" }).click();
    await expect(attached).toHaveCount(2);
    await expect(dialog.getByText("site photo.png")).toHaveCount(0);

    const { release, sent } = await holdSubmissions(page);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    release();
    await expect(dialog.getByRole("status")).toContainText("Quote request submitted successfully");
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    const post = onlyPost(sent);
    expect(post.fields).toEqual({
      _vendor: VENDOR_PAGE.split("/").pop(),
      _subject: `Quote request for ${VENDOR}`,
      vendorName: VENDOR,
      category: "Technology",
      itemService: item,
      quantity: "12 units",
      deliveryTimeline: "Medium-term (2-3 months)",
      additionalMessage: "Rack-mounted, redundant power.",
    });
    expect(post.files).toEqual([
      ["file0", "floor plan.pdf", floorPlan.buffer.length, sha256(floorPlan.buffer)],
      ["file1", "spec.docx", spec.buffer.length, sha256(spec.buffer)],
    ]);

    await page.getByRole("link", { name: "Request Quote" }).first().click();
    await expect(page.getByRole("dialog").getByLabel("Item / Service")).toHaveValue("");
    await expect(
      page.getByRole("dialog").getByRole("list", { name: "Attached files" }),
    ).toHaveCount(0);
  });

  test("names each file that is too large or of the wrong type, and asks for the required fields", async ({
    page,
  }) => {
    const dialog = await openDialog(page, VENDOR_PAGE, "Request Quote");
    const alert = dialog.getByRole("alert");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(dialog.getByLabel("Category")).toBeFocused();
    await dialog.getByLabel("Category").selectOption("Equipment");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(alert).toHaveText("Please fill in all required fields");
    await expect(dialog.getByLabel("Item / Service")).toBeFocused();

    await dialog
      .getByLabel("Attachments (optional)")
      .setInputFiles([
        file("big drawing.pdf", "pdf", 10 * 1024 * 1024 + 1),
        file("tool.exe", "exe"),
        file("ok.pdf", "pdf"),
      ]);
    await expect(alert).toContainText("File big drawing.pdf exceeds 10MB limit");
    await expect(alert).toContainText("File tool.exe has invalid type");
    const attached = dialog.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(attached).toHaveCount(1);
    await expect(attached).toContainText("ok.pdf");
    await expectAccessibleDialog(page);

    await dropFiles(page, dialog.getByTestId(/dropzone$/), [file("notes.txt", "pdf")]);
    await expect(alert).toHaveText("File notes.txt has invalid type");
  });

  test("counts the additional message live and stops at 2000 characters", async ({ page }) => {
    const dialog = await openDialog(page, VENDOR_PAGE, "Request Quote");
    const message = dialog.getByLabel("Additional Message");
    await expect(dialog.getByText("0/2000")).toBeVisible();
    await message.pressSequentially("Hello");
    await expect(dialog.getByText("5/2000")).toBeVisible();
    await message.fill("x".repeat(1999));
    await expect(dialog.getByText("1999/2000")).toBeVisible();
    await message.press("End");
    await message.pressSequentially("yz");
    await expect(message).toHaveValue("x".repeat(1999) + "y");
    await expect(dialog.getByText("2000/2000")).toBeVisible();
  });

  test("says the request failed when the endpoint is down", async ({ page, consoleErrors }) => {
    await page.route("**/api/forms/**", (route) => route.abort("connectionrefused"));
    const dialog = await openDialog(page, VENDOR_PAGE, "Request Quote");
    await dialog.getByLabel("Category").selectOption("Services");
    await dialog.getByLabel("Item / Service").fill("Audit");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByRole("alert")).toContainText(/^Failed to submit request/);
    await expect(dialog.getByLabel("Item / Service")).toHaveValue("Audit");
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e)),
    );
  });
});

test("loads a form's code only when the visitor reaches for its button", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/(job-application|contact-vendor|quote-request)-form/.test(r.url())) chunks.push(r.url());
  });
  await gotoHydrated(page, VENDOR_PAGE);
  await page.waitForLoadState("networkidle");
  expect(chunks).toEqual([]);
  await page.getByRole("link", { name: "Request Quote" }).first().hover();
  await expect.poll(() => chunks.some((u) => u.includes("quote-request-form"))).toBe(true);
  expect(chunks.some((u) => u.includes("contact-vendor-form"))).toBe(false);
});

test.describe("each form's own page", { tag: "@layout" }, () => {
  test("is where a visitor who lands on it sends the form from, with the same states and payload", async ({
    page,
  }) => {
    await gotoHydrated(page, `${VENDOR_PAGE}/quote`);
    await expect(page.getByRole("heading", { level: 1, name: "Request Quote" })).toBeVisible();
    const item = `Pallet racking ${unique()}`;
    await page.getByLabel("Category").selectOption("Equipment");
    await page.getByLabel("Item / Service").fill(item);
    const drawing = file("racking.pdf", "pdf", 20_000);
    await page.getByLabel("Attachments (optional)").setInputFiles([drawing]);
    await expect(page.getByRole("list", { name: "Attached files" })).toContainText("racking.pdf");
    await expectNoAxeViolations(page);

    const { release, sent } = await holdSubmissions(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const confirmation = page.getByRole("status").filter({ hasText: "Quote request submitted" });
    await expect(confirmation).toContainText("Quote request submitted successfully!");
    await expect(confirmation.getByRole("link", { name: `Back to ${VENDOR}` })).toHaveAttribute(
      "href",
      VENDOR_PAGE,
    );

    const post = onlyPost(sent);
    expect(post.fields).toMatchObject({
      _subject: `Quote request for ${VENDOR}`,
      vendorName: VENDOR,
      category: "Equipment",
      itemService: item,
    });
    expect(post.files.map(([field, , , hash]) => [field, hash])).toEqual([
      ["file0", sha256(drawing.buffer)],
    ]);
  });
});

test.describe("before the page is ready", { tag: "@layout" }, () => {
  /** Holds the page's scripts until released: until then the page is its server's HTML alone. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    return release;
  }

  const FORMS = [
    { page: "/jobs", link: "Submit Application", to: "/jobs/j1/apply", field: "Full Name" },
    { page: JOB_PAGE, link: "Submit Application", to: "/jobs/j1/apply", field: "Full Name" },
    { page: VENDOR_PAGE, link: "Contact Vendor", to: `${VENDOR_PAGE}/contact`, field: "Message" },
    { page: VENDOR_PAGE, link: "Request Quote", to: `${VENDOR_PAGE}/quote`, field: "Category" },
  ];

  for (const form of FORMS) {
    test(`${form.link} on ${form.page} leads to the form's page before any script has run`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(form.page, { waitUntil: "commit" });
      await page.getByRole("link", { name: form.link }).first().click();
      await expect(page).toHaveURL(form.to);
      await expect(page.getByRole("heading", { level: 1, name: form.link })).toBeVisible();
      await expect(page.getByLabel(form.field)).toBeEditable();
      release();
    });

    test(`${form.link} on ${form.page} clicked the moment the page appears opens the form`, async ({
      page,
    }) => {
      await page.goto(form.page, { waitUntil: "commit" });
      await page.getByRole("link", { name: form.link }).first().click();
      // Whichever came first, the dialog over the page or the form's own page, the form is there.
      await expect(page.getByLabel(form.field)).toBeEditable();
      const inDialog = await page.getByRole("dialog").isVisible();
      expect(inDialog || new URL(page.url()).pathname === form.to).toBe(true);
    });
  }

  test("what was typed and chosen on a form's page before its scripts ran is sent with it", async ({
    page,
  }) => {
    const submissions = await holdSubmissions(page);
    submissions.release();
    const release = await holdScripts(page);
    await page.goto("/jobs/j1/apply", { waitUntil: "commit" });
    const name = `Early Bird ${unique()}`;
    const cv = file("early.pdf", "pdf", 9_000);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill("early@example.com");
    await page.getByLabel("Resume / CV").setInputFiles(cv);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("list", { name: "Attached file" })).toContainText("early.pdf");
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Application submitted" }),
    ).toBeVisible();
    const post = onlyPost(submissions.sent);
    expect(post.fields).toMatchObject({ fullName: name, email: "early@example.com" });
    expect(post.files.map(([, , , hash]) => hash)).toEqual([sha256(cv.buffer)]);
  });
});

import { createHash, randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Attachments } from "../../server/inbox/attachments";
import type { FileStore } from "../../server/files/file-store";
import { IdempotencyKeys } from "../../server/inbox/idempotency";
import { Mailboxes } from "../../server/inbox/mailboxes";
import { Submissions, type Submission } from "../../server/inbox/submissions";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// The site's three forms (job application, contact vendor, quote request) posted to their own
// pages as a browser without JavaScript posts them, through the request handler: the server
// checks them with the forms' schema and stores them in our forms inbox, where each submission
// is read back field by field, and its files by the SHA-256 of what the console's inbox hands an
// operator. The inbox's own address (what the dialogs post to) asks a new mailbox to be
// activated first. (Moved from tests/e2e/forms.nojs.spec.ts, which keeps a real browser posting
// the forms with their files and where the focus lands, and from tests/e2e/forms.spec.ts, which
// keeps the dialogs, the checks made in the browser and what the dialogs send.)

const JOB_PAGE = "/jobs/j1";
const JOB = { title: "Senior Logistics Coordinator", company: "Kestrel Freight Partners" };
const VENDOR_SLUG = "lumenstack-technologies";
const VENDOR_PAGE = `/vendors/${VENDOR_SLUG}`;
const VENDOR = "Lumenstack Technologies";
const APPLICATIONS = "applications@procureconnect.example";

const unique = () => randomBytes(4).toString("hex");
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

const HEADS = {
  pdf: { head: [...Buffer.from("%PDF-1.7\n")], type: "application/pdf" },
  png: { head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: "image/png" },
  exe: { head: [...Buffer.from("MZ")], type: "application/x-msdownload" },
};

/** A file that starts like a real file of its kind, and its bytes. */
function file(name: string, kind: keyof typeof HEADS, size = 4096) {
  const bytes = new Uint8Array(size);
  bytes.set(HEADS[kind].head);
  bytes.set(randomBytes(size - HEADS[kind].head.length), HEADS[kind].head.length);
  return { file: new File([bytes], name, { type: HEADS[kind].type }), bytes };
}

const TEN_MB = 10 * 1024 * 1024;

/** The form's confirmation (the page's status region). */
const statusOf = (page: Page) => page.screen.getByRole("status");
const alertOf = (page: Page) =>
  (page.screen.getByRole("alert").textContent ?? "").replace(/\s+/g, " ").trim();
const valueOf = (page: Page, label: string) => {
  const field = page.labelled(label);
  // A text area's value, its line breaks as the browser gives them.
  return field.tagName === "TEXTAREA"
    ? (field.textContent ?? "").replace(/\r\n/g, "\n")
    : field.tagName === "SELECT"
      ? (field.querySelector("option[selected]")?.getAttribute("value") ?? "")
      : field.getAttribute("value");
};

describe.each(BACKENDS)("the forms on %s", (backend) => {
  let site: Site;
  let operator: Visitor;
  let submissions: Submissions;
  beforeAll(async () => {
    site = await openSite(backend);
    operator = await site.operator();
    // The inbox's rows, as `npm run inbox` reads them (its files come through the console).
    submissions = new Submissions(
      site.db,
      new Attachments(site.db, undefined as unknown as FileStore, ""),
      new IdempotencyKeys(site.db),
    );
  });
  afterAll(() => site?.close());

  /** The submissions with a field of exactly this value. */
  const find = (field: string, value: string) => submissions.findByField(field, value);

  /**
   * The one stored submission whose `field` is `value`, its fields by name; each of its files is
   * downloaded from the console's inbox by the operator and must hash as recorded.
   */
  async function readBack(field: string, value: string) {
    const ids = await find(field, value);
    expect(ids, `one submission with ${field} = ${value}`).toHaveLength(1);
    const stored = (await submissions.byId(ids[0]!)) as Submission;
    const shown = await operator.get(`/admin/inbox/${stored.id}`);
    for (const a of stored.attachments) {
      const link = shown.screen.getByRole("link", { name: `Download ${a.originalName}` });
      const download = await operator.fetch(link.getAttribute("href")!);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(a.sha256);
    }
    return {
      ...stored,
      fields: Object.fromEntries(stored.fields.map((f) => [f.name, f.value])),
    };
  }

  describe("job application", () => {
    it("is reached from the job's button, sent with a PDF and stored field by field and byte for byte", async () => {
      const visitor = site.visitor();
      const job = await visitor.get(JOB_PAGE);
      const link = job.screen.getAllByRole("link", { name: "Submit Application" })[0]!;
      expect(link.getAttribute("href")).toBe("/jobs/j1/apply");
      // Without JavaScript it leads to a page; it does not claim to open a dialog.
      expect(link.hasAttribute("aria-haspopup")).toBe(false);
      const form = await visitor.get(link.getAttribute("href")!);
      expect(form.path).toBe("/jobs/j1/apply");
      expect(form.screen.getByRole("heading", { level: 1 }).textContent).toBe("Submit Application");
      expect(form.main).toContain(`Apply for ${JOB.title} at ${JOB.company}.`);

      const name = `Ada Lovelace ${unique()}`;
      const cv = file("Ada Lovelace CV.pdf", "pdf", 250_000);
      const sent = await visitor.press(form, "Submit Application", {
        "Full Name": name,
        Email: "ada@example.com",
        "Phone Number (optional)": "+44 20 7946 0000",
        "LinkedIn Profile": "https://www.linkedin.com/in/ada",
        "Portfolio Website": "https://ada.example.com",
        // A browser sends a text area's line breaks as CRLF; they are stored as typed.
        "Cover Letter": "Dear team,\r\nI would like to apply.",
        "Resume / CV": cv.file,
      });
      expect(sent.status).toBe(200);
      const status = statusOf(sent);
      expect(status.textContent).toMatch(
        /^Application submitted successfully! We will be in touch soon\./,
      );
      expect(
        within(status)
          .getByRole("link", { name: `Back to ${JOB.title}` })
          .getAttribute("href"),
      ).toBe("/jobs/j1");

      const stored = await readBack("fullName", name);
      expect(stored.form).toBe("job-application");
      expect(stored.mailbox).toBe(APPLICATIONS);
      expect(stored.fields).toEqual({
        to: APPLICATIONS,
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
        size: cv.bytes.length,
        sha256: sha256(cv.bytes),
      });

      // The console's inbox lists it for the operator; nobody else reads it or its file.
      const inbox = await operator.get("/admin/inbox");
      const entry = inbox.screen.getByRole("link", { name: new RegExp(name) });
      expect(entry.getAttribute("href")).toBe(`/admin/inbox/${stored.id}`);
      const member = await site.member("Nosy Member");
      expect((await member.fetch(`/admin/inbox/files/${stored.attachments[0]!.id}`)).status).toBe(
        404,
      );
      expect((await member.get("/admin/inbox")).status).toBe(404);
      expect((await site.visitor().get(`/admin/inbox/${stored.id}`)).status).toBe(404);
    });

    it("is checked by the server: each message, what was typed kept, the file asked for again", async () => {
      const visitor = site.visitor();
      const form = await visitor.get("/jobs/j1/apply");

      const empty = await visitor.press(form, "Submit Application");
      expect(empty.status).toBe(400);
      expect(alertOf(empty)).toBe("Please fill in all required fields");
      expect(empty.labelled("Full Name").getAttribute("aria-invalid")).toBe("true");

      const typed = {
        "Full Name": "Grace Hopper",
        Email: "grace@example.com",
        "Cover Letter": "Line one\nLine two",
      };
      const noFile = await visitor.press(empty, "Submit Application", typed);
      expect(alertOf(noFile)).toBe("Please fill in all required fields");
      expect(noFile.labelled("Resume / CV").getAttribute("aria-invalid")).toBe("true");

      const exe = await visitor.press(noFile, "Submit Application", {
        "Resume / CV": file("cv.exe", "exe").file,
      });
      expect(exe.status).toBe(415);
      expect(alertOf(exe)).toBe("Only PDF, DOC, DOCX, JPG, and PNG files are allowed");
      expect(exe.labelled("Resume / CV").getAttribute("aria-invalid")).toBe("true");
      expect(exe.main).toMatch(/Please choose your file again \(cv\.exe\)/);
      expect(valueOf(exe, "Full Name")).toBe("Grace Hopper");
      expect(valueOf(exe, "Email")).toBe("grace@example.com");
      expect(valueOf(exe, "Cover Letter")).toBe("Line one\nLine two");

      const large = await visitor.press(exe, "Submit Application", {
        "Resume / CV": file("cv.pdf", "pdf", TEN_MB + 1).file,
      });
      expect(large.status).toBe(413);
      expect(alertOf(large)).toBe("File size must be less than 10MB");

      const badEmail = await visitor.press(large, "Submit Application", {
        Email: "grace@",
        "Resume / CV": file("cv.pdf", "pdf").file,
      });
      expect(alertOf(badEmail)).toBe("Please enter a valid email address");
      expect(badEmail.labelled("Email").getAttribute("aria-invalid")).toBe("true");
      expect(await find("fullName", "Grace Hopper")).toEqual([]);
    });

    it("an unknown job's form is the not-found page", async () => {
      const page = await site.visitor().get("/jobs/nope/apply");
      expect(page.status).toBe(404);
      expect(page.screen.getByRole("heading", { name: "Job not found" })).toBeTruthy();
      expect(page.screen.getByRole("link", { name: "Back to Jobs" }).getAttribute("href")).toBe(
        "/jobs",
      );
    });
  });

  describe("contact vendor", () => {
    it("is sent from the vendor's page and stored as typed", async () => {
      const visitor = site.visitor();
      const vendor = await visitor.get(VENDOR_PAGE);
      const link = vendor.screen.getByRole("link", { name: "Contact Vendor" });
      const form = await visitor.get(link.getAttribute("href")!);
      expect(form.path).toBe(`${VENDOR_PAGE}/contact`);
      const name = `Bo Buyer ${unique()}`;
      const sent = await visitor.press(form, "Send Message", {
        Name: name,
        Email: "bo@example.com",
        Phone: "+1 555 0100",
        Company: "Buyers Ltd",
        Message: "Do you integrate with SAP Ariba?\nThanks",
      });
      expect(statusOf(sent).textContent).toContain(
        "Message sent successfully! The vendor will get back to you soon.",
      );

      const stored = await readBack("name", name);
      expect(stored.form).toBe("contact-vendor");
      expect(stored.fields).toEqual({
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

    it("a post sent again with the page's attempt key is answered once and stored once", async () => {
      const visitor = site.visitor();
      const keyOf = (page: Page) =>
        page.document
          .querySelector('input[type="hidden"][name="_idempotency"]')!
          .getAttribute("value");
      const first = await visitor.get(`${VENDOR_PAGE}/contact`);
      expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      // Each view of the page is its own attempt: no cache hands the same key to someone else.
      const form = await visitor.get(`${VENDOR_PAGE}/contact`);
      expect(keyOf(form)).not.toBe(keyOf(first));

      const name = `Rita Retry ${unique()}`;
      const fields = {
        Name: name,
        Email: "rita@example.com",
        Message: "Sent twice by a flaky connection",
      };
      const sent = await visitor.press(form, "Send Message", fields);
      expect(statusOf(sent).textContent).toContain("Message sent successfully!");
      // The same post again, as a browser resubmitting it after a lost answer would send it.
      const again = await visitor.press(form, "Send Message", fields);
      expect(again.status).toBe(200);
      expect(statusOf(again).textContent).toContain("Message sent successfully!");
      expect((await readBack("name", name)).form).toBe("contact-vendor");
    });

    it("asks for name, email and message, keeps what was typed, and Cancel leads back to the vendor", async () => {
      const visitor = site.visitor();
      const form = await visitor.get(`${VENDOR_PAGE}/contact`);
      const refused = await visitor.press(form, "Send Message", {
        Name: "Bo",
        Email: "bo@example.com",
      });
      expect(refused.status).toBe(400);
      expect(alertOf(refused)).toBe("Please fill in all required fields");
      expect(refused.labelled("Message").getAttribute("aria-invalid")).toBe("true");
      expect(valueOf(refused, "Name")).toBe("Bo");
      expect(refused.screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe(
        VENDOR_PAGE,
      );
    });

    it("an unknown vendor's forms are the not-found page", async () => {
      for (const path of ["/vendors/nobody/contact", "/vendors/nobody/quote"]) {
        const page = await site.visitor().get(path);
        expect(page.status, path).toBe(404);
        expect(page.screen.getByRole("heading", { name: "Vendor Not Found" })).toBeTruthy();
      }
    });
  });

  describe("quote request", () => {
    it("is sent with two drawings and stored with them in order", async () => {
      const visitor = site.visitor();
      const vendor = await visitor.get(VENDOR_PAGE);
      const link = vendor.screen.getByRole("link", { name: "Request Quote" });
      const form = await visitor.get(link.getAttribute("href")!);
      expect(form.path).toBe(`${VENDOR_PAGE}/quote`);
      const item = `Rack servers ${unique()}`;
      const floorPlan = file("floor plan.pdf", "pdf", 120_000);
      const photo = file("site photo.png", "png", 80_000);
      const sent = await visitor.press(form, "Submit Request", {
        Category: "Technology",
        "Delivery Timeline": "Medium-term (2-3 months)",
        "Item / Service": item,
        Quantity: "12 units",
        "Additional Message": "Rack-mounted, redundant power.",
        "Attachments (optional)": [floorPlan.file, photo.file],
      });
      expect(statusOf(sent).textContent).toContain(
        "Quote request submitted successfully! The vendor will reply with a quote.",
      );
      expect(
        within(statusOf(sent))
          .getByRole("link", { name: `Back to ${VENDOR}` })
          .getAttribute("href"),
      ).toBe(VENDOR_PAGE);

      const stored = await readBack("itemService", item);
      expect(stored.form).toBe("quote-request");
      expect(stored.fields).toEqual({
        _subject: `Quote request for ${VENDOR}`,
        vendorName: VENDOR,
        category: "Technology",
        itemService: item,
        quantity: "12 units",
        deliveryTimeline: "Medium-term (2-3 months)",
        additionalMessage: "Rack-mounted, redundant power.",
      });
      expect(stored.attachments.map((a) => [a.field, a.originalName, a.size, a.sha256])).toEqual([
        ["file0", "floor plan.pdf", floorPlan.bytes.length, sha256(floorPlan.bytes)],
        ["file1", "site photo.png", photo.bytes.length, sha256(photo.bytes)],
      ]);
    });

    it("asks for the required fields and names a file that is too large or of the wrong type", async () => {
      const visitor = site.visitor();
      const form = await visitor.get(`${VENDOR_PAGE}/quote`);
      const empty = await visitor.press(form, "Submit Request");
      expect(alertOf(empty)).toBe("Please fill in all required fields");
      expect(empty.labelled("Category").getAttribute("aria-invalid")).toBe("true");

      const large = await visitor.press(empty, "Submit Request", {
        Category: "Equipment",
        "Item / Service": "Forklifts",
        "Attachments (optional)": [
          file("big drawing.pdf", "pdf", TEN_MB + 1).file,
          file("ok.pdf", "pdf").file,
        ],
      });
      expect(large.status).toBe(413);
      expect(alertOf(large)).toBe("File big drawing.pdf exceeds 10MB limit");
      expect(valueOf(large, "Category")).toBe("Equipment");
      expect(valueOf(large, "Item / Service")).toBe("Forklifts");
      expect(large.main).toMatch(/Please choose your files again \(big drawing\.pdf, ok\.pdf\)/);

      const exe = await visitor.press(large, "Submit Request", {
        "Attachments (optional)": [file("tool.exe", "exe").file],
      });
      expect(exe.status).toBe(415);
      expect(alertOf(exe)).toBe("File tool.exe has invalid type");
      expect(await find("itemService", "Forklifts")).toEqual([]);
    });
  });

  describe("the inbox's address, where the dialogs send", () => {
    /** A job application as the dialog sends it, to `mailbox`. */
    async function post(visitor: Visitor, mailbox: string, name: string) {
      const body = new FormData();
      const parts = {
        to: mailbox,
        subject: `Job Application: ${JOB.title} at ${JOB.company}`,
        jobTitle: JOB.title,
        company: JOB.company,
        fullName: name,
        email: "kj@example.com",
        phoneNumber: "",
        coverLetter: "",
        linkedinProfile: "",
        portfolioWebsite: "",
      };
      for (const [k, v] of Object.entries(parts)) body.append(k, v);
      body.append("file", file("cv.png", "png").file);
      const res = await visitor.fetch(`/api/forms/${mailbox}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      return {
        status: res.status,
        reply: (await res.json()) as { success: string; message: string },
      };
    }

    it("stores what the application dialog sends, field by field and byte for byte", async () => {
      const name = `Dorothy Vaughan ${unique()}`;
      const sent = await post(site.visitor(), APPLICATIONS, name);
      expect(sent).toMatchObject({ status: 200, reply: { success: "true" } });
      const stored = await readBack("fullName", name);
      expect(stored).toMatchObject({ form: "job-application", mailbox: APPLICATIONS });
      expect(stored.fields).toMatchObject({
        to: APPLICATIONS,
        fullName: name,
        jobTitle: JOB.title,
      });
      expect(stored.attachments.map((a) => [a.field, a.originalName])).toEqual([
        ["file", "cv.png"],
      ]);
    });

    it("asks a new mailbox to be activated, stores nothing, and delivers once it is", async () => {
      const mailbox = `owner-${unique()}@corp.example`;
      const name = `Katherine Johnson ${unique()}`;
      const visitor = site.visitor();
      const asked = await post(visitor, mailbox, name);
      expect(asked.reply.success).toBe("false");
      expect(asked.reply.message).toMatch(/Activation/);
      expect(await find("fullName", name)).toEqual([]);

      // The owner opens the activation link (printed in the server log; `npm run inbox` lists it).
      const pending = await new Mailboxes(site.db).byAddress(mailbox);
      expect(pending?.status).toBe("pending");
      const activation = await visitor.fetch(`/api/forms/activate/${pending!.activationToken}`);
      expect(activation.status).toBe(200);

      const delivered = await post(visitor, mailbox, name);
      expect(delivered).toMatchObject({ status: 200, reply: { success: "true" } });
      expect((await readBack("fullName", name)).mailbox).toBe(mailbox);
    });
  });
});

import { describe, expect, it } from "vitest";
import { VISITOR_FIELDS } from "~/domain/form-schemas";
import {
  postOf,
  preparePost,
  readFormPost,
  refusal,
  withAttempt,
  resultOf,
  subjectOfPost,
} from "./form-post";
import { ACTIVATION_TEXT, FORM_TEXT } from "./submission";

const MAILBOX = "applications@procureconnect.example";
const job = { title: "Buyer", company: "Acme" };
const vendor = { name: "Lumenstack" };
const pdf = (name = "cv.pdf") => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });
const entries = (data: FormData) =>
  [...data.entries()].map(([name, value]) => [
    name,
    typeof value === "string" ? value : `file:${value.name}`,
  ]);

describe("reading a posted form", () => {
  it("takes the visitor's fields in the form's order, empty when missing, and nothing else", () => {
    const data = new FormData();
    data.append("email", "ada@example.com");
    data.append("fullName", "Ada");
    data.append("jobTitle", "Chief Everything");
    data.append("evil", "x");
    data.append("file", pdf());
    const post = readFormPost("job-application", data);
    expect(Object.keys(post.values)).toEqual(VISITOR_FIELDS["job-application"]);
    expect(post.values).toMatchObject({
      fullName: "Ada",
      email: "ada@example.com",
      coverLetter: "",
    });
    expect(post.files.map((f) => f.name)).toEqual(["cv.pdf"]);
  });

  it("ignores a file input left empty, and reads a quote's several files", () => {
    const empty = new FormData();
    empty.append("file", new File([], ""));
    expect(readFormPost("job-application", empty).files).toEqual([]);
    const quote = new FormData();
    quote.append("files", pdf("a.pdf"));
    quote.append("files", pdf("b.pdf"));
    expect(readFormPost("quote-request", quote).files.map((f) => f.name)).toEqual([
      "a.pdf",
      "b.pdf",
    ]);
    expect(readFormPost("contact-vendor", quote).files).toEqual([]);
  });

  it("reads back what the browser sends, subject included", () => {
    const values = { category: "Equipment", itemService: "Forklifts", quantity: "3" };
    const data = postOf("quote-request", vendor, values, [pdf("a.pdf")]);
    expect(subjectOfPost("quote-request", data)).toEqual(vendor);
    expect(readFormPost("quote-request", data)).toMatchObject({
      values: { ...values, deliveryTimeline: "", additionalMessage: "" },
    });
    const application = postOf("job-application", job, { fullName: "Ada" }, []);
    expect(subjectOfPost("job-application", application)).toEqual(job);
  });
});

describe("the attempt's idempotency key", () => {
  it("is read from the hidden field when it is well formed, and dropped otherwise", () => {
    const key = "1c9e5b8a-3f2d-4e7a-b6c1-0d9f8e7a6b5c";
    const sent = postOf("contact-vendor", { name: "Acme" }, { name: "Bo" }, [], key);
    expect(readFormPost("contact-vendor", sent).attempt).toBe(key);
    const junk = new FormData();
    junk.append("_idempotency", "<script>");
    expect(readFormPost("contact-vendor", junk).attempt).toBeUndefined();
  });

  it("is added to a payload for our inbox, once", () => {
    const body = new FormData();
    body.append("name", "Bo");
    const post = { values: {}, files: [], attempt: "abcdef12" };
    withAttempt(withAttempt(body, post), post);
    expect(body.getAll("_idempotency")).toEqual(["abcdef12"]);
    expect(withAttempt(new FormData(), { values: {}, files: [] }).has("_idempotency")).toBe(false);
  });
});

describe("preparing the payload", () => {
  it("sends the spec's field names for a job application, its subject from the caller", () => {
    const post = {
      values: { fullName: " Ada ", email: "ada@example.com", phoneNumber: "", coverLetter: "Hi" },
      files: [pdf()],
    };
    const prepared = preparePost("job-application", job, post, MAILBOX);
    expect(prepared.ok).toBe(true);
    expect(prepared.ok && entries(prepared.body)).toEqual([
      ["to", MAILBOX],
      ["subject", "Job Application: Buyer at Acme"],
      ["jobTitle", "Buyer"],
      ["company", "Acme"],
      ["fullName", "Ada"],
      ["email", "ada@example.com"],
      ["phoneNumber", ""],
      ["coverLetter", "Hi"],
      ["linkedinProfile", ""],
      ["portfolioWebsite", ""],
      ["file", "file:cv.pdf"],
    ]);
  });

  it("numbers a quote's files file0, file1, ...", () => {
    const post = {
      values: { category: "Equipment", itemService: "Forklifts" },
      files: [pdf("a.pdf"), pdf("b.pdf")],
    };
    const prepared = preparePost("quote-request", vendor, post, MAILBOX);
    expect(prepared.ok && entries(prepared.body).slice(0, 2)).toEqual([
      ["_subject", "Quote request for Lumenstack"],
      ["vendorName", "Lumenstack"],
    ]);
    expect(prepared.ok && entries(prepared.body).slice(-2)).toEqual([
      ["file0", "file:a.pdf"],
      ["file1", "file:b.pdf"],
    ]);
  });

  it("gives the schema's first problem, with what was typed and the files to choose again", () => {
    const post = { values: { name: "Bo", email: "bo@", message: "" }, files: [] };
    expect(preparePost("contact-vendor", vendor, post, MAILBOX)).toEqual({
      ok: false,
      status: 400,
      result: {
        kind: "error",
        text: "Please fill in all required fields",
        field: "message",
        values: post.values,
        fileNames: [],
      },
    });
    const exe = new File(["MZ"], "cv.exe", { type: "application/x-msdownload" });
    const application = preparePost(
      "job-application",
      job,
      { values: { fullName: "Ada", email: "ada@example.com" }, files: [exe] },
      MAILBOX,
    );
    expect(application).toMatchObject({
      ok: false,
      status: 415,
      result: {
        text: "Only PDF, DOC, DOCX, JPG, and PNG files are allowed",
        fileNames: ["cv.exe"],
      },
    });
  });
});

describe("what the visitor is told", () => {
  it("uses the spec's texts for success, verification and failure", () => {
    expect(resultOf("quote-request", { ok: true, message: "" })).toEqual({
      kind: "success",
      text: FORM_TEXT["quote-request"].success,
    });
    expect(resultOf("job-application", { ok: false, reason: "activation", message: "" })).toEqual({
      kind: "error",
      text: ACTIVATION_TEXT,
      values: undefined,
      fileNames: undefined,
    });
    const post = { values: { name: "Bo" }, files: [pdf()] };
    expect(resultOf("contact-vendor", { ok: false, reason: "failed", message: "" }, post)).toEqual({
      kind: "error",
      text: FORM_TEXT["contact-vendor"].failure,
      values: { name: "Bo" },
      fileNames: ["cv.pdf"],
    });
  });

  it("refuses a form too large with the spec's file message", () => {
    expect(refusal("job-application", "too-large")).toEqual({
      kind: "error",
      text: "File size must be less than 10MB",
      field: "file",
    });
    expect(refusal("quote-request", "too-large").text).toBe(
      "Attachments must total less than 50MB",
    );
    expect(refusal("contact-vendor", "malformed").text).toMatch(/^Failed to send message/);
  });
});

import { describe, expect, it } from "vitest";
import {
  ADDITIONAL_MESSAGE_MAX,
  DELIVERY_TIMELINES,
  MAX_FILE_BYTES,
  MAX_FILES,
  QUOTE_CATEGORIES,
} from "./form-rules";
import {
  checkFile,
  contactVendorSchema,
  detectForm,
  fileKindOf,
  isFilePart,
  jobApplicationSchema,
  quoteRequestSchema,
  textSchema,
  unexpectedPart,
  validateSubmission,
} from "./form-schemas";

const pdf = (name = "cv.pdf", size = 1000) => ({ name, size, type: "application/pdf" });

const job = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "",
  coverLetter: "Hello",
  linkedinProfile: "",
  portfolioWebsite: "",
};

/** A list as spec section 9 writes it. */
const specList = (text: string) => text.split(", ");

describe("the spec's constants", () => {
  it("holds the limits and lists of spec section 9", () => {
    expect(MAX_FILE_BYTES).toBe(10485760);
    expect(ADDITIONAL_MESSAGE_MAX).toBe(2000);
    expect(QUOTE_CATEGORIES).toEqual(
      specList(
        "Construction Materials, Equipment, Services, Technology, Consulting, Manufacturing, Other",
      ),
    );
    expect(DELIVERY_TIMELINES).toEqual(
      specList(
        "Immediate (1-2 weeks), Short-term (1 month), Medium-term (2-3 months), Long-term (3+ months), Flexible",
      ),
    );
  });
});

describe("job application schema", () => {
  it("accepts a complete application with one allowed file", () => {
    expect(validateSubmission(jobApplicationSchema, job, [pdf()])).toBeNull();
  });

  it.each(["fullName", "email"])("asks for all required fields when %s is blank", (field) => {
    const problem = validateSubmission(jobApplicationSchema, { ...job, [field]: "  " }, [pdf()]);
    expect(problem).toEqual({ message: "Please fill in all required fields", field, status: 400 });
  });

  it("asks for all required fields when no file is attached", () => {
    expect(validateSubmission(jobApplicationSchema, job, [])?.message).toBe(
      "Please fill in all required fields",
    );
  });

  it("rejects a file over 10 MB and accepts one of exactly 10 MB", () => {
    const big = pdf("cv.pdf", MAX_FILE_BYTES + 1);
    expect(validateSubmission(jobApplicationSchema, job, [big])?.message).toBe(
      "File size must be less than 10MB",
    );
    expect(
      validateSubmission(jobApplicationSchema, job, [pdf("cv.pdf", MAX_FILE_BYTES)]),
    ).toBeNull();
  });

  it.each([
    { name: "cv.exe", type: "application/x-msdownload" },
    { name: "cv.txt", type: "text/plain" },
    { name: "cv", type: "" },
    { name: "cv.pdf", type: "text/html" },
  ])("rejects $name ($type) as a file type", (file) => {
    expect(validateSubmission(jobApplicationSchema, job, [{ ...file, size: 10 }])?.message).toBe(
      "Only PDF, DOC, DOCX, JPG, and PNG files are allowed",
    );
  });

  it.each(["a.pdf", "a.doc", "a.docx", "a.jpg", "a.JPEG", "a.png"])("accepts %s", (name) => {
    expect(checkFile(jobApplicationSchema.files!, { name, size: 1, type: "" })).toBeNull();
  });

  it("checks the e-mail and web addresses", () => {
    expect(
      validateSubmission(jobApplicationSchema, { ...job, email: "ada@" }, [pdf()])?.message,
    ).toBe("Please enter a valid email address");
    expect(
      validateSubmission(jobApplicationSchema, { ...job, linkedinProfile: "javascript:alert(1)" }, [
        pdf(),
      ])?.field,
    ).toBe("linkedinProfile");
    expect(
      validateSubmission(
        jobApplicationSchema,
        { ...job, portfolioWebsite: "https://ada.example.com/work" },
        [pdf()],
      ),
    ).toBeNull();
  });

  it("limits text length and keeps single-line fields on one line", () => {
    expect(
      validateSubmission(jobApplicationSchema, { ...job, fullName: "x".repeat(201) }, [pdf()]),
    ).toMatchObject({ field: "fullName", status: 400 });
    expect(
      validateSubmission(jobApplicationSchema, { ...job, fullName: "Ada\r\nBcc: x" }, [pdf()]),
    ).toMatchObject({ message: "Full Name must be a single line" });
    expect(
      validateSubmission(jobApplicationSchema, { ...job, coverLetter: "line\nline" }, [pdf()]),
    ).toBeNull();
  });

  it.each([
    ["an escape sequence", "\u001b[2J"],
    ["DEL", "\u007f"],
    ["NEL (U+0085)", "\u0085"],
    ["CSI (U+009B), a terminal's escape", "\u009b31m"],
    ["U+0080", "\u0080"],
    ["U+009F", "\u009f"],
  ])("refuses control characters in any field: %s", (_, text) => {
    for (const field of ["fullName", "coverLetter"] as const) {
      expect(
        validateSubmission(jobApplicationSchema, { ...job, [field]: `Ada ${text}` }, [pdf()]),
      ).toMatchObject({ field, status: 400, message: expect.stringMatching(/control characters/) });
    }
  });

  it("accepts right-to-left text with its bidirectional controls, and characters just past C1", () => {
    expect(
      validateSubmission(
        jobApplicationSchema,
        { ...job, coverLetter: "\u2067שלום\u2069 \u202bمرحبا\u202c\u00a0caf\u00e9" },
        [pdf()],
      ),
    ).toBeNull();
  });
});

describe("contact vendor schema", () => {
  const values = { name: "Bo", email: "bo@example.com", phone: "", company: "", message: "Hi" };

  it("accepts name, email and message", () => {
    expect(validateSubmission(contactVendorSchema, values)).toBeNull();
  });

  it.each(["name", "email", "message"])("requires %s", (field) => {
    expect(validateSubmission(contactVendorSchema, { ...values, [field]: "" })?.message).toBe(
      "Please fill in all required fields",
    );
  });

  it("takes no attachments", () => {
    expect(validateSubmission(contactVendorSchema, values, [pdf()])?.status).toBe(400);
  });
});

describe("quote request schema", () => {
  const values = {
    category: "Equipment",
    itemService: "Forklifts",
    quantity: "3",
    deliveryTimeline: "Flexible",
    additionalMessage: "",
  };

  it("accepts a request with no files and one with several", () => {
    expect(validateSubmission(quoteRequestSchema, values)).toBeNull();
    expect(validateSubmission(quoteRequestSchema, values, [pdf("a.pdf"), pdf("b.pdf")])).toBeNull();
  });

  it.each(["category", "itemService"])("requires %s", (field) => {
    expect(validateSubmission(quoteRequestSchema, { ...values, [field]: "" })?.message).toBe(
      "Please fill in all required fields",
    );
  });

  it("takes only the listed categories and timelines", () => {
    expect(validateSubmission(quoteRequestSchema, { ...values, category: "Snacks" })?.field).toBe(
      "category",
    );
    expect(
      validateSubmission(quoteRequestSchema, { ...values, deliveryTimeline: "Yesterday" })?.field,
    ).toBe("deliveryTimeline");
    expect(validateSubmission(quoteRequestSchema, { ...values, deliveryTimeline: "" })).toBeNull();
  });

  it("allows 2000 characters of additional message and not one more", () => {
    const at = { ...values, additionalMessage: "x".repeat(2000) };
    expect(validateSubmission(quoteRequestSchema, at)).toBeNull();
    expect(
      validateSubmission(quoteRequestSchema, { ...at, additionalMessage: "x".repeat(2001) })
        ?.message,
    ).toBe("Additional Message must be at most 2000 characters");
  });

  it("names the file that is too large or of the wrong type", () => {
    expect(
      validateSubmission(quoteRequestSchema, values, [pdf("plan.pdf", MAX_FILE_BYTES + 1)])
        ?.message,
    ).toBe("File plan.pdf exceeds 10MB limit");
    expect(
      validateSubmission(quoteRequestSchema, values, [{ name: "run.sh", size: 5, type: "" }])
        ?.message,
    ).toBe("File run.sh has invalid type");
  });

  it("caps the number of files and their total size", () => {
    const many = Array.from({ length: MAX_FILES + 1 }, (_, i) => pdf(`${i}.pdf`));
    expect(validateSubmission(quoteRequestSchema, values, many)?.status).toBe(413);
    const heavy = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`, MAX_FILE_BYTES));
    expect(validateSubmission(quoteRequestSchema, values, heavy)?.status).toBe(413);
  });
});

describe("recognising a form by its fields", () => {
  it("tells the three forms apart", () => {
    expect(detectForm(["to", "fullName", "email"], ["file"])?.id).toBe("job-application");
    expect(detectForm(["_subject", "vendorName", "name", "email", "message"], [])?.id).toBe(
      "contact-vendor",
    );
    expect(detectForm(["vendorName", "category", "itemService"], ["file0"])?.id).toBe(
      "quote-request",
    );
    expect(detectForm(["_subject", "constructor", "__proto__"], [])).toBeNull();
  });

  it("names the first part a form does not take", () => {
    expect(unexpectedPart(contactVendorSchema, ["name", "evil"], [])).toBe("evil");
    expect(unexpectedPart(quoteRequestSchema, ["category"], ["file0", "file"])).toBe("file");
    expect(unexpectedPart(jobApplicationSchema, ["fullName"], ["file"])).toBeNull();
  });

  it("numbers quote attachments from file0 to file9", () => {
    expect(isFilePart(quoteRequestSchema, "file0")).toBe(true);
    expect(isFilePart(quoteRequestSchema, "file9")).toBe(true);
    expect(isFilePart(quoteRequestSchema, "file10")).toBe(false);
    expect(isFilePart(quoteRequestSchema, "file01")).toBe(false);
    expect(isFilePart(jobApplicationSchema, "file0")).toBe(false);
  });

  it("reads a file's kind from its extension", () => {
    expect(fileKindOf("Scan.JPEG")).toBe("jpg");
    expect(fileKindOf(".pdf")).toBeNull();
    expect(fileKindOf("archive.pdf.exe")).toBeNull();
  });
});

describe("the order problems are reported in", () => {
  it("names a missing required field before any field's own problem", () => {
    expect(
      validateSubmission(jobApplicationSchema, { ...job, fullName: "", email: "ada@" }, [pdf()]),
    ).toEqual({ message: "Please fill in all required fields", field: "fullName", status: 400 });
    expect(
      validateSubmission(quoteRequestSchema, {
        category: "Snacks",
        itemService: "",
        additionalMessage: "x".repeat(2001),
      }),
    ).toEqual({ message: "Please fill in all required fields", field: "itemService", status: 400 });
  });

  it("asks for the missing CV before a mistyped e-mail, and after a missing name", () => {
    expect(validateSubmission(jobApplicationSchema, { ...job, email: "ada@" }, [])).toEqual({
      message: "Please fill in all required fields",
      field: "file",
      status: 400,
    });
    expect(validateSubmission(jobApplicationSchema, { ...job, fullName: " " }, [])?.field).toBe(
      "fullName",
    );
  });

  it("reports the fields' own problems in the form's order, before the files", () => {
    const values = { ...job, email: "ada@", linkedinProfile: "ftp://x" };
    expect(validateSubmission(jobApplicationSchema, values, [pdf("cv.exe")])).toEqual({
      message: "Please enter a valid email address",
      field: "email",
      status: 400,
    });
    expect(
      validateSubmission(jobApplicationSchema, { ...job, linkedinProfile: "ftp://x" }, [pdf()]),
    ).toEqual({
      message: "Please enter a valid web address for LinkedIn Profile, starting with https://",
      field: "linkedinProfile",
      status: 400,
    });
  });

  it("counts the files before checking each, and checks each before their total", () => {
    const values = { category: "Equipment", itemService: "Forklifts" };
    const many = Array.from({ length: MAX_FILES + 1 }, (_, i) =>
      pdf(i === 0 ? "x.exe" : `${i}.pdf`),
    );
    expect(validateSubmission(quoteRequestSchema, values, many)).toEqual({
      message: "You can attach at most 10 files",
      field: "file",
      status: 413,
    });
    const heavy = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`, MAX_FILE_BYTES));
    expect(
      validateSubmission(quoteRequestSchema, values, [...heavy.slice(0, 5), pdf("x.exe")]),
    ).toEqual({ message: "File x.exe has invalid type", field: "file", status: 415 });
    expect(validateSubmission(quoteRequestSchema, values, heavy)).toEqual({
      message: "Attachments must total less than 50MB",
      field: "file",
      status: 413,
    });
  });

  it("reports the first bad file, its size before its type", () => {
    const values = { category: "Equipment", itemService: "Forklifts" };
    const files = [pdf("ok.pdf"), pdf("huge.exe", MAX_FILE_BYTES + 1), pdf("bad.exe")];
    expect(validateSubmission(quoteRequestSchema, values, files)).toEqual({
      message: "File huge.exe exceeds 10MB limit",
      field: "file",
      status: 413,
    });
  });
});

describe("the rules every field shares", () => {
  it("refuses control characters in any field, the service's own included", () => {
    for (const [schema, field] of [
      [jobApplicationSchema, "coverLetter"],
      [contactVendorSchema, "_subject"],
      [quoteRequestSchema, "quantity"],
    ] as const) {
      expect(textSchema(schema.fields[field]!).safeParse("a\u0007b").success).toBe(false);
    }
    const contact = { name: "Bo", email: "bo@example.com", message: "Hi" };
    expect(validateSubmission(contactVendorSchema, { ...contact, _subject: "a\u0000b" })).toEqual({
      message: "Subject contains control characters that cannot be sent",
      field: "_subject",
      status: 400,
    });
    const note = textSchema({ label: "Note", max: 10, multiline: true });
    expect(note.safeParse("a\tb\r\nc").success).toBe(true);
  });

  it("takes the service's fields on every form and drops names it does not know", () => {
    const parsed = contactVendorSchema.zod.parse({
      fields: { name: "Bo", email: "bo@example.com", message: "Hi", _subject: "Hello", evil: "x" },
      files: [],
    });
    expect(parsed.fields).toEqual({
      name: "Bo",
      email: "bo@example.com",
      message: "Hi",
      _subject: "Hello",
    });
    for (const schema of [jobApplicationSchema, contactVendorSchema, quoteRequestSchema]) {
      expect(Object.keys(schema.fields)).toEqual(
        expect.arrayContaining(["_subject", "_replyto", "_template", "_captcha"]),
      );
    }
  });

  it("gives every field a maximum length for the inputs' maxLength", () => {
    for (const schema of [jobApplicationSchema, contactVendorSchema, quoteRequestSchema]) {
      for (const rule of Object.values(schema.fields)) expect(rule.max).toBeGreaterThan(0);
    }
    expect(quoteRequestSchema.fields.additionalMessage!.max).toBe(2000);
  });

  it("checks a picked file on its own with the form's wording", () => {
    expect(checkFile(quoteRequestSchema.files!, pdf("plan.pdf", MAX_FILE_BYTES + 1))).toEqual({
      message: "File plan.pdf exceeds 10MB limit",
      field: "file",
      status: 413,
    });
    expect(checkFile(jobApplicationSchema.files!, { name: "cv.txt", size: 1 })).toEqual({
      message: "Only PDF, DOC, DOCX, JPG, and PNG files are allowed",
      field: "file",
      status: 415,
    });
  });
});

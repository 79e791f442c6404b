import { describe, expect, it, vi } from "vitest";
import {
  ACTIVATION_TEXT,
  contactVendorParts,
  endpointUrl,
  interpretReply,
  jobApplicationParts,
  outcomeText,
  quoteRequestParts,
  sendForm,
  toFormData,
} from "./submission";
import { SPEC_PAYLOAD_FIELDS } from "./testing";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("interpretReply", () => {
  it('succeeds on an ok response with success true or "true"', async () => {
    expect(await interpretReply(json({ success: true, message: "ok" }))).toEqual({
      ok: true,
      message: "ok",
    });
    expect((await interpretReply(json({ success: "true" }))).ok).toBe(true);
  });

  it("reports activation when a failed reply's message mentions activating", async () => {
    const hosted = {
      success: "false",
      message:
        "This form needs Activation. We've sent you an email containing an 'Activate Form' link.",
    };
    expect(await interpretReply(json(hosted))).toMatchObject({ ok: false, reason: "activation" });
    expect(
      await interpretReply(json({ success: "false", message: "Please activate the form first" })),
    ).toMatchObject({ reason: "activation" });
  });

  it('fails on success "false" with any other message', async () => {
    expect(
      await interpretReply(
        json({ success: "false", message: "Please fill in all required fields" }),
      ),
    ).toMatchObject({ ok: false, reason: "failed" });
    expect(await interpretReply(json({ success: "yes" }))).toMatchObject({ reason: "failed" });
    expect(await interpretReply(json(null))).toMatchObject({ reason: "failed" });
  });

  it("fails on a reply that is not JSON", async () => {
    const html = new Response("<html>Bad gateway</html>", { status: 200 });
    expect(await interpretReply(html)).toMatchObject({ ok: false, reason: "failed" });
  });

  it("fails on HTTP 500 even when the body claims success", async () => {
    expect(await interpretReply(json({ success: "true" }, 500))).toMatchObject({
      ok: false,
      reason: "failed",
    });
  });
});

describe("sendForm", () => {
  it("posts the body to the endpoint asking for JSON", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ success: "true" }));
    const body = new FormData();
    expect((await sendForm("/api/forms/a@b.example", body, fetchImpl)).ok).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith("/api/forms/a@b.example", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  });

  it("turns a network error into a failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendForm("/x", new FormData(), fetchImpl)).toMatchObject({
      ok: false,
      reason: "failed",
    });
  });
});

describe("outcomeText", () => {
  it("gives each form's generic failure, which points at the verification e-mail", () => {
    const failed = { ok: false, reason: "failed", message: "" } as const;
    expect(outcomeText("job-application", failed)).toMatch(/^Failed to submit application/);
    expect(outcomeText("contact-vendor", failed)).toMatch(/^Failed to send message/);
    expect(outcomeText("quote-request", failed)).toMatch(/^Failed to submit request/);
    for (const form of ["job-application", "contact-vendor", "quote-request"] as const) {
      expect(outcomeText(form, failed)).toMatch(/verification e-mail/);
    }
  });

  it("asks the user to confirm the mailbox when activation is needed", () => {
    const text = outcomeText("quote-request", { ok: false, reason: "activation", message: "" });
    expect(text).toBe(ACTIVATION_TEXT);
    expect(text).toMatch(/verification is required/);
    expect(text).toMatch(/confirmation e-mail from the form service/);
    expect(text).toMatch(/try again/);
  });
});

describe("payloads", () => {
  it("sends the job application with exactly the spec's field names", () => {
    const parts = jobApplicationParts(
      { title: "Buyer", company: "Acme" },
      {
        fullName: " Ada ",
        email: "ada@example.com",
        phoneNumber: "",
        coverLetter: "Hi",
        linkedinProfile: "",
        portfolioWebsite: "",
      },
      "jobs@acme.example",
    );
    const file = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const body = toFormData(parts, [["file", file]]);
    expect([...body.keys()]).toEqual(SPEC_PAYLOAD_FIELDS["job-application"]);
    expect(body.get("fullName")).toBe("Ada");
    expect(body.get("to")).toBe("jobs@acme.example");
    expect((body.get("file") as File).name).toBe("cv.pdf");
  });

  it("sends the contact and quote forms with the spec's field names", () => {
    const contact = contactVendorParts(
      { name: "Acme" },
      { name: "Bo", email: "bo@x.example", phone: "", company: "", message: "Hi" },
    );
    expect(Object.keys(contact)).toEqual(SPEC_PAYLOAD_FIELDS["contact-vendor"]);
    const quote = quoteRequestParts(
      { name: "Acme" },
      {
        category: "Equipment",
        itemService: "Cranes",
        quantity: "2",
        deliveryTimeline: "Flexible",
        additionalMessage: "",
      },
    );
    const a = new File(["a"], "a.png");
    const b = new File(["b"], "b.png");
    const body = toFormData(quote, [
      ["file0", a],
      ["file1", b],
    ]);
    expect([...body.keys()]).toEqual([...SPEC_PAYLOAD_FIELDS["quote-request"], "file0", "file1"]);
  });

  it("puts the mailbox after the endpoint base, as the hosted service's AJAX API does", () => {
    expect(endpointUrl("https://formsubmit.co/ajax/", "me@example.com")).toBe(
      "https://formsubmit.co/ajax/me@example.com",
    );
    expect(endpointUrl("/api/forms", "a b/c")).toBe("/api/forms/a%20b%2Fc");
  });
});

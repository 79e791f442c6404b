import { describe, expect, it, vi } from "vitest";
import { FORM_PAGE_BODY, formRouteAction, receiveForm } from "./form-action.server";
import { readBody } from "~/lib/route-policy.server";
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";
import { ACTIVATION_TEXT, FORM_TEXT } from "./submission";

const job = { title: "Buyer", company: "Acme" };
const pdf = (name = "cv.pdf") => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });

/** A post as the form route's policy reads it (FORM_PAGE_BODY). */
function posted(fields: Record<string, string>, files: [string, File][] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of files) body.append(name, file);
  return readBody(
    new Request("http://localhost/jobs/j1/apply", { method: "POST", body }),
    FORM_PAGE_BODY,
  );
}

/** Our inbox's typed answer, as it answers the hosted service's reply of this shape. */
const answerOf = (
  success: "true" | "false",
  message: string,
  status: 200 | 413 | 415 | 429 = 200,
  retryAfter?: number,
) => ({
  retryAfter,
  kind:
    success === "true"
      ? ("stored" as const)
      : /activat/i.test(message)
        ? ("activation" as const)
        : ("refused" as const),
  status,
  reply: { success, message },
});
/** The hosted service's JSON reply. */
const reply = (success: string, message: string, status = 200) =>
  new Response(JSON.stringify({ success, message }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

function inbox(answer: () => Promise<ReturnType<typeof answerOf>>) {
  const sent: { mailbox: string; body: FormData }[] = [];
  return {
    sent,
    submit: vi.fn(async (mailbox: string, body: FormData) => {
      sent.push({ mailbox, body });
      return answer();
    }),
  };
}

const ATTEMPT = "6f0c2a1e-9a7b-4c55-8c1d-2b7e5d9f0a31";

const application = { fullName: "Ada", email: "ada@example.com", coverLetter: "Hello" };

describe("a form posted without JavaScript", () => {
  it("goes to our inbox in-process with the spec's payload, its subject from the database", async () => {
    const box = inbox(async () => answerOf("true", "The form was submitted successfully."));
    const answer = await receiveForm(
      "job-application",
      await posted({ ...application, jobTitle: "Chief Everything", _idempotency: ATTEMPT }, [
        ["file", pdf()],
      ]),
      job,
      { inbox: box, endpoint: "/api/forms", mailbox: "applications@procureconnect.example" },
    );
    expect(answer).toEqual({
      status: 200,
      result: { kind: "success", text: FORM_TEXT["job-application"].success },
    });
    expect(box.sent).toHaveLength(1);
    const { mailbox, body } = box.sent[0]!;
    expect(mailbox).toBe("applications@procureconnect.example");
    expect(body.get("to")).toBe("applications@procureconnect.example");
    expect(body.get("subject")).toBe("Job Application: Buyer at Acme");
    expect(body.get("jobTitle")).toBe("Buyer");
    expect((body.get("file") as File).name).toBe("cv.pdf");
    // The page's attempt key goes with it, so that a reload of the post is not stored twice.
    expect(body.get("_idempotency")).toBe(ATTEMPT);
  });

  it("tells the visitor about e-mail verification, keeping what was typed", async () => {
    const box = inbox(async () =>
      answerOf("false", "This form needs Activation. Please activate the form."),
    );
    const answer = await receiveForm(
      "job-application",
      await posted(application, [["file", pdf()]]),
      job,
      { inbox: box, endpoint: "/api/forms" },
    );
    expect(answer.status).toBe(502);
    expect(answer.result).toMatchObject({
      kind: "error",
      text: ACTIVATION_TEXT,
      values: { fullName: "Ada" },
      fileNames: ["cv.pdf"],
    });
  });

  it("gives the generic failure when the inbox refuses or breaks", async () => {
    const refusing = inbox(async () => answerOf("false", "Too many submissions.", 429));
    const answer = await receiveForm(
      "contact-vendor",
      await posted({ name: "Bo", email: "bo@example.com", message: "Hi" }),
      { name: "Acme" },
      { inbox: refusing, endpoint: "/api/forms" },
    );
    expect(answer.result.text).toBe(FORM_TEXT["contact-vendor"].failure);
    expect(answer.status).toBe(429);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = inbox(async () => {
      throw new Error("disk full");
    });
    const failed = await receiveForm(
      "contact-vendor",
      await posted({ name: "Bo", email: "bo@example.com", message: "Hi" }),
      { name: "Acme" },
      { inbox: broken, endpoint: "/api/forms" },
    );
    expect(failed).toMatchObject({ status: 502, result: { kind: "error" } });
  });

  it("keeps the inbox's own status for a refusal: 413, 415, 429 with its wait", async () => {
    for (const [status, retryAfter] of [
      [413, undefined],
      [415, undefined],
      [429, 42],
    ] as const) {
      const refusing = inbox(async () => answerOf("false", "Refused.", status, retryAfter));
      const answer = await receiveForm(
        "contact-vendor",
        await posted({ name: "Bo", email: "bo@example.com", message: "Hi" }),
        { name: "Acme" },
        { inbox: refusing, endpoint: "/api/forms" },
      );
      expect(answer).toMatchObject({ status, retryAfter, result: { kind: "error" } });
    }
    const limited = inbox(async () => answerOf("false", "Too many.", 429, 42));
    const page = (await formRouteAction(
      "contact-vendor",
      { name: "Acme" },
      await posted({ name: "Bo", email: "bo@example.com", message: "Hi" }),
      limited,
    )) as unknown as { init: { status: number; headers: Record<string, string> } };
    expect(page.init).toMatchObject({ status: 429, headers: { "Retry-After": "42" } });
  });

  it("relays to the hosted service when the build sends forms there", async () => {
    const box = inbox(async () => answerOf("true", "unused"));
    const hosted = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      reply("true", "The form was submitted successfully."),
    );
    const answer = await receiveForm(
      "quote-request",
      await posted({ category: "Equipment", itemService: "Forklifts", _idempotency: ATTEMPT }, [
        ["files", pdf("a.pdf")],
        ["files", pdf("b.pdf")],
      ]),
      { name: "Acme" },
      {
        inbox: box,
        endpoint: "https://formsubmit.co/ajax",
        mailbox: "buyer@corp.example",
        fetch: hosted as unknown as typeof fetch,
      },
    );
    expect(answer.result.kind).toBe("success");
    expect(box.submit).not.toHaveBeenCalled();
    const [url, init] = hosted.mock.calls[0]!;
    expect(url).toBe("https://formsubmit.co/ajax/buyer@corp.example");
    expect(init).toMatchObject({ method: "POST", headers: { Accept: "application/json" } });
    const body = init!.body as FormData;
    expect((body.get("file0") as File).name).toBe("a.pdf");
    expect((body.get("file1") as File).name).toBe("b.pdf");
    expect(body.get("vendorName")).toBe("Acme");
    // The key is our inbox's business: the hosted service is sent the payload alone.
    expect(body.has("_idempotency")).toBe(false);
  });

  it("answers a problem with the schema's message and sends nothing", async () => {
    const box = inbox(async () => answerOf("true", ""));
    const answer = await receiveForm("job-application", await posted(application), job, {
      inbox: box,
    });
    expect(answer).toEqual({
      status: 400,
      result: {
        kind: "error",
        text: "Please fill in all required fields",
        field: "file",
        values: { ...application, phoneNumber: "", linkedinProfile: "", portfolioWebsite: "" },
        fileNames: [],
      },
    });
    expect(box.submit).not.toHaveBeenCalled();
  });

  it("refuses a post over the size limit with the spec's message", async () => {
    const box = inbox(async () => answerOf("true", ""));
    const request = new Request("http://localhost/jobs/j1/apply", {
      method: "POST",
      body: new ReadableStream(),
      headers: { "content-length": String(MAX_REQUEST_BYTES + 1) },
      duplex: "half",
    } as RequestInit);
    const answer = await receiveForm(
      "job-application",
      await readBody(request, FORM_PAGE_BODY),
      job,
      { inbox: box },
    );
    expect(answer).toEqual({
      status: 413,
      result: { kind: "error", text: "File size must be less than 10MB", field: "file" },
    });
  });
});

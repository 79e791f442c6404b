import { stat } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { connect } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_FILE_BYTES, MAX_FILES } from "../../app/domain/form-rules";
import {
  ACTIVATION_MESSAGE,
  BUSY_CLIENT_MESSAGE,
  BUSY_MESSAGE,
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_FIELD,
  NEW_MAILBOX_QUOTA_MESSAGE,
  PENDING_FULL_MESSAGE,
  SUCCESS_MESSAGE,
} from "./inbox-module";
import { DiskFileStore } from "../files/file-store";
import { testBackends } from "../db/testing";
import { PENDING_MAILBOX_LIMITS } from "./config";
import { PACE_LIMITS, TOO_SLOW_MESSAGE } from "./receive";
import {
  contactFields,
  fakeFile,
  formData,
  jobFields,
  multipart,
  partsOf,
  post,
  quoteFields,
  sha256,
  startInbox,
  type FilePart,
  type TestInbox,
} from "./testing";

let inbox: TestInbox;
afterEach(async () => {
  await inbox?.close();
});

async function expectNothingStored(i: TestInbox) {
  expect(await i.store.count()).toBe(0);
  expect(await i.tmpFiles()).toEqual([]);
}

describe.each(testBackends)("the database, on $name", ({ name: backend }) => {
  describe("accepting the three forms", () => {
    it("stores a job application field by field with its file, and answers like the hosted service", async () => {
      inbox = await startInbox({}, backend);
      const cv = fakeFile("pdf", 300_000);
      const fields = jobFields();
      const reply = await inbox.send(fields, { files: [["file", cv, "Ada CV.pdf"]] });
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ success: "true", message: SUCCESS_MESSAGE });
      expect(reply.headers.get("content-type")).toMatch(/application\/json/);

      const [summary] = await inbox.store.list();
      const stored = (await inbox.store.submission(summary!.id))!;
      expect(stored.form).toBe("job-application");
      expect(stored.mailbox).toBe("applications@procureconnect.example");
      expect(Object.fromEntries(stored.fields.map((f) => [f.name, f.value]))).toEqual(fields);
      expect(stored.attachments).toHaveLength(1);
      const [file] = stored.attachments;
      expect(file).toMatchObject({
        field: "file",
        originalName: "Ada CV.pdf",
        contentType: "application/pdf",
        size: cv.length,
        sha256: sha256(cv),
      });
      // Stored under a name we generated, with the same bytes.
      expect(file!.storedName).not.toContain("Ada");
      expect(sha256(await buffer(await inbox.store.openAttachment(file!)))).toBe(sha256(cv));
      if (inbox.store.files instanceof DiskFileStore) {
        const onDisk = inbox.store.files.pathOf(file!.storedName);
        expect((await stat(onDisk)).mode & 0o777).toBe(0o600);
      }
      expect(await inbox.tmpFiles()).toEqual([]);
    });

    it("stores a quote request with several files in order", async () => {
      inbox = await startInbox({}, backend);
      const files: [string, Buffer, string][] = [
        ["file0", fakeFile("png", 5000), "site.png"],
        ["file1", fakeFile("docx", 7000), "spec.docx"],
        ["file2", fakeFile("jpg", 9000), "photo.JPG"],
        ["file3", fakeFile("doc", 1000), "old.doc"],
      ];
      const reply = await inbox.send(quoteFields(), { files });
      expect(reply.json.success).toBe("true");
      const stored = (await inbox.store.submission((await inbox.store.list())[0]!.id))!;
      expect(stored.form).toBe("quote-request");
      expect(
        stored.attachments.map((a) => [a.field, a.originalName, a.contentType, a.sha256]),
      ).toEqual([
        ["file0", "site.png", "image/png", sha256(files[0]![1])],
        [
          "file1",
          "spec.docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          sha256(files[1]![1]),
        ],
        ["file2", "photo.JPG", "image/jpeg", sha256(files[2]![1])],
        ["file3", "old.doc", "application/msword", sha256(files[3]![1])],
      ]);
    });

    it("takes the contact form as multipart, URL-encoded or JSON", async () => {
      inbox = await startInbox({}, backend);
      expect((await inbox.send(contactFields())).json.success).toBe("true");
      expect(
        (await post(inbox.endpoint(), new URLSearchParams(contactFields({ name: "Url Encoded" }))))
          .json.success,
      ).toBe("true");
      const json = await post(
        inbox.endpoint(),
        JSON.stringify(contactFields({ name: "Jay Son" })),
        {
          "Content-Type": "application/json",
        },
      );
      expect(json.json.success).toBe("true");
      expect((await inbox.store.list()).map((s) => s.sender)).toEqual([
        "Jay Son bo@example.com",
        "Url Encoded bo@example.com",
        "Bo Buyer bo@example.com",
      ]);
    });
  });
});

describe("refusing bad submissions, with nothing stored", () => {
  it("asks for the required fields", async () => {
    inbox = await startInbox();
    const noName = await inbox.send(contactFields({ name: "" }));
    expect(noName).toMatchObject({
      status: 400,
      json: { success: "false", message: "Please fill in all required fields" },
    });
    const noFile = await inbox.send(jobFields());
    expect(noFile.json.message).toBe("Please fill in all required fields");
    const noCategory = await inbox.send(quoteFields({ category: "" }));
    expect(noCategory.json.message).toBe("Please fill in all required fields");
    await expectNothingStored(inbox);
  });

  it("refuses an 11 MB file with 413 and keeps no trace of it", async () => {
    inbox = await startInbox();
    const big = fakeFile("pdf", 11 * 1024 * 1024);
    const reply = await inbox.send(jobFields(), { files: [["file", big, "cv.pdf"]] });
    expect(reply).toMatchObject({
      status: 413,
      json: { success: "false", message: "File size must be less than 10MB" },
    });
    const quote = await inbox.send(quoteFields(), { files: [["file0", big, "plan.pdf"]] });
    expect(quote.json.message).toBe("File plan.pdf exceeds 10MB limit");
    await expectNothingStored(inbox);
  });

  it("accepts a file of exactly 10 MB", async () => {
    inbox = await startInbox();
    const exact = fakeFile("pdf", MAX_FILE_BYTES);
    const reply = await inbox.send(jobFields(), { files: [["file", exact, "cv.pdf"]] });
    expect(reply.json.success).toBe("true");
    expect(
      (await inbox.store.submission((await inbox.store.list())[0]!.id))!.attachments[0]!.size,
    ).toBe(MAX_FILE_BYTES);
  });

  it("refuses a renamed executable with a .pdf name (415), by its first bytes", async () => {
    inbox = await startInbox();
    for (const kind of ["exe", "elf"] as const) {
      const reply = await inbox.send(jobFields(), { files: [["file", fakeFile(kind), "cv.pdf"]] });
      expect(reply).toMatchObject({
        status: 415,
        json: { message: "Only PDF, DOC, DOCX, JPG, and PNG files are allowed" },
      });
    }
    // A real PNG renamed .pdf is refused too: name and content must agree.
    const png = await inbox.send(quoteFields(), { files: [["file0", fakeFile("png"), "x.pdf"]] });
    expect(png).toMatchObject({ status: 415, json: { message: "File x.pdf has invalid type" } });
    const exe = await inbox.send(quoteFields(), {
      files: [["file0", fakeFile("exe"), "setup.exe"]],
    });
    expect(exe).toMatchObject({
      status: 415,
      json: { message: "File setup.exe has invalid type" },
    });
    await expectNothingStored(inbox);
  });

  it("refuses more files than a quote may carry", async () => {
    inbox = await startInbox();
    const files = Array.from({ length: MAX_FILES + 1 }, (_, i): [string, Buffer, string] => [
      `file${i}`,
      fakeFile("pdf", 100),
      `${i}.pdf`,
    ]);
    const reply = await inbox.send(quoteFields(), { files });
    expect(reply).toMatchObject({
      status: 413,
      json: { message: "You can attach at most 10 files" },
    });
    await expectNothingStored(inbox);
  });

  it("refuses oversized text", async () => {
    inbox = await startInbox();
    const long = await inbox.send(contactFields({ name: "x".repeat(201) }));
    expect(long).toMatchObject({
      status: 400,
      json: { message: "Name must be at most 200 characters" },
    });
    const message = await inbox.send(quoteFields({ additionalMessage: "y".repeat(2001) }));
    expect(message.json.message).toBe("Additional Message must be at most 2000 characters");
    const huge = await inbox.send(contactFields({ message: "z".repeat(70_000) }));
    expect(huge.status).toBe(413);
    const header = await inbox.send(contactFields({ name: "Bo\r\nBcc: all@example.com" }));
    expect(header.json.message).toBe("Name must be a single line");
    await expectNothingStored(inbox);
  });

  it("refuses fields a form does not have, repeated fields and files on the contact form", async () => {
    inbox = await startInbox();
    const extra = await inbox.send({ ...contactFields(), isAdmin: "yes" });
    expect(extra).toMatchObject({
      status: 400,
      json: { message: 'This form does not take a field named "isAdmin".' },
    });
    const twice = new URLSearchParams(contactFields());
    twice.append("email", "second@example.com");
    expect((await post(inbox.endpoint(), twice)).json.message).toBe(
      'Field "email" was sent more than once.',
    );
    const withFile = await inbox.send(contactFields(), {
      files: [["file", fakeFile("pdf"), "a.pdf"]],
    });
    expect(withFile.status).toBe(400);
    const unknown = await inbox.send({ hello: "world" });
    expect(unknown.json.message).toBe("This submission does not match any of our forms.");
    await expectNothingStored(inbox);
  });

  it("answers malformed multipart with 400", async () => {
    inbox = await startInbox();
    const { body, contentType } = multipart([{ name: "name", value: "Bo" }]);
    const truncated = await post(inbox.endpoint(), body.subarray(0, body.length - 12), {
      "Content-Type": contentType,
    });
    expect(truncated).toMatchObject({ status: 400, json: { success: "false" } });
    const noBoundary = await post(inbox.endpoint(), body, {
      "Content-Type": "multipart/form-data",
    });
    expect(noBoundary.status).toBe(400);
    const garbage = await post(inbox.endpoint(), Buffer.from("\x00\x01garbage"), {
      "Content-Type": contentType,
    });
    expect(garbage.status).toBe(400);
    const xml = await post(inbox.endpoint(), "<a/>", { "Content-Type": "application/xml" });
    expect(xml.status).toBe(415);
    const badJson = await post(inbox.endpoint(), '{"name":', {
      "Content-Type": "application/json",
    });
    expect(badJson.status).toBe(400);
    await expectNothingStored(inbox);
  });

  it("stops reading a body that passes the request limit, even without a Content-Length", async () => {
    inbox = await startInbox();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 150) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const { contentType } = multipart([]);
    let status: number | null = null;
    try {
      const response = await fetch(inbox.endpoint(), {
        method: "POST",
        body: stream,
        headers: { "Content-Type": contentType },
        duplex: "half",
      } as RequestInit);
      status = response.status;
    } catch {
      // The server may close the connection while the client is still sending.
    }
    if (status !== null) expect(status).toBe(413);
    expect(sent).toBeLessThan(150);
    await expectNothingStored(inbox);
    // And it still answers.
    expect((await inbox.send(contactFields())).json.success).toBe("true");
  });

  it("answers unknown mailboxes and other methods with JSON errors", async () => {
    inbox = await startInbox();
    const bad = await post(`${inbox.url}/api/forms/not a mailbox`, formData(contactFields()));
    expect(bad.status).toBe(404);
    const get = await fetch(`${inbox.url}/api/forms/${"applications@procureconnect.example"}`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ success: "false" });
  });

  it("answers HTTP that is not even well-formed, and keeps answering", async () => {
    inbox = await startInbox();
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(inbox.port, "127.0.0.1");
      let data = "";
      socket.on("data", (d) => (data += d.toString()));
      socket.on("close", () => resolve(data));
      socket.on("error", () => resolve(data));
      socket.end("POST /api/forms/x HTTP/1.1\r\nContent-Length: nope\r\n\r\n\u0000\u0001");
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect((await inbox.send(contactFields())).json.success).toBe("true");
  });
});

describe("activation", () => {
  it("holds a new mailbox until its link is opened, as the hosted service does", async () => {
    inbox = await startInbox();
    const mailbox = "buyer@corp.example";
    const first = await inbox.send(contactFields(), { mailbox });
    expect(first).toMatchObject({
      status: 200,
      json: { success: "false", message: ACTIVATION_MESSAGE },
    });
    expect(first.json.message).toMatch(/activate/);
    expect(await inbox.store.count()).toBe(0);

    const line = inbox.logs.find((l) => l.includes(mailbox))!;
    const link = /(http:\/\/\S+\/api\/forms\/activate\/\S+)/.exec(line)![1]!;
    expect(link.startsWith(inbox.url)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Form activated");
    expect((await fetch(link)).status).toBe(404);

    const again = await inbox.send(contactFields(), { mailbox });
    expect(again.json.success).toBe("true");
    expect((await inbox.store.list())[0]!.mailbox).toBe(mailbox);
  });

  it("can require activation of the product mailbox too", async () => {
    inbox = await startInbox({ requireActivation: true, publicUrl: "http://localhost:3000" });
    expect(inbox.logs.join("\n")).toMatch(
      /applications@procureconnect\.example needs activation: http:\/\/localhost:3000\/api\/forms\/activate\//,
    );
    const reply = await inbox.send(contactFields());
    expect(reply.json).toEqual({ success: "false", message: ACTIVATION_MESSAGE });
    expect(await inbox.store.count()).toBe(0);
  });

  it("does not create a mailbox for a submission that is not valid", async () => {
    inbox = await startInbox();
    await inbox.send({ nonsense: "1" }, { mailbox: "new@corp.example" });
    expect(await inbox.store.mailbox("new@corp.example")).toBeUndefined();
  });
});

describe("mailboxes waiting for activation", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const from = (client: string) => ({ "X-Forwarded-For": client });
  const submitTo = (mailbox: string, client = "198.51.100.1") =>
    inbox.send(contactFields(), { mailbox, headers: from(client) });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets one client create 5 new mailboxes a day, then answers 429 and creates no more", async () => {
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    // The quota counts with the process's clock: it follows the test's.
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = () => (vi.setSystemTime(clock), clock);
    inbox = await startInbox({ trustProxy: true, now });
    for (let i = 1; i <= 5; i++) {
      expect((await submitTo(`new${i}@corp.example`)).json.message).toBe(ACTIVATION_MESSAGE);
    }
    const sixth = await submitTo("new6@corp.example");
    expect(sixth).toMatchObject({
      status: 429,
      json: { success: "false", message: NEW_MAILBOX_QUOTA_MESSAGE },
    });
    expect(Number(sixth.headers.get("retry-after"))).toBe(DAY / 1000);
    expect(await inbox.store.mailbox("new6@corp.example")).toBeUndefined();
    // A mailbox already waiting is not new: it is answered as before.
    expect((await submitTo("new1@corp.example")).json.message).toBe(ACTIVATION_MESSAGE);
    // Another client is not affected, and the next day the first may go on.
    expect((await submitTo("other@corp.example", "198.51.100.2")).status).toBe(200);
    clock += DAY;
    expect((await submitTo("new6@corp.example")).json.message).toBe(ACTIVATION_MESSAGE);
  });

  it("caps the mailboxes waiting in all (503)", async () => {
    inbox = await startInbox({
      trustProxy: true,
      pending: { ...PENDING_MAILBOX_LIMITS, total: 2 },
    });
    expect((await submitTo("a@corp.example", "198.51.100.1")).status).toBe(200);
    expect((await submitTo("b@corp.example", "198.51.100.2")).status).toBe(200);
    const third = await submitTo("c@corp.example", "198.51.100.3");
    expect(third).toMatchObject({
      status: 503,
      json: { success: "false", message: PENDING_FULL_MESSAGE },
    });
    expect(await inbox.store.pendingCount()).toBe(2);
  });

  it("forgets a mailbox never activated after 7 days: its link stops working", async () => {
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    inbox = await startInbox({ now: () => clock });
    await submitTo("late@corp.example");
    const token = (await inbox.store.mailbox("late@corp.example"))!.activationToken!;
    clock += 7 * DAY;
    const page = await fetch(`${inbox.url}/api/forms/activate/${token}`);
    expect(page.status).toBe(404);
    expect((await inbox.store.mailbox("late@corp.example"))?.status).toBe("pending");
    // The next submission clears it away and starts again with a new link.
    await submitTo("late@corp.example");
    const fresh = (await inbox.store.mailbox("late@corp.example"))!;
    expect(fresh.status).toBe("pending");
    expect(fresh.activationToken).not.toBe(token);
    expect((await fetch(`${inbox.url}/api/forms/activate/${fresh.activationToken}`)).status).toBe(
      200,
    );
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client has used its allowance", async () => {
    inbox = await startInbox({ ratePerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await inbox.send(contactFields())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await inbox.send(contactFields());
    expect(limited.json).toMatchObject({ success: "false" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await inbox.store.count()).toBe(3);
  });

  it("counts job applications (with their CVs) against the same allowance", async () => {
    inbox = await startInbox({ ratePerMinute: 2 });
    const cv: FilePart[] = [["file", fakeFile("pdf"), "cv.pdf"]];
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await inbox.send(jobFields(), { files: cv })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await inbox.store.count()).toBe(2);
  });
});

describe("answering a refusal before the body is read", () => {
  /**
   * A client that sends a request slowly on one connection and reads every byte the server
   * sends back, so a test can see whether the answer arrived and the connection lived on.
   */
  function slowClient(port: number) {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
    socket.on("close", () => (closed = true));
    socket.on("error", () => undefined);
    return {
      socket,
      received: () => received,
      closed: () => closed,
      async send(data: string | Buffer, pauseMs = 0) {
        if (closed) return;
        socket.write(data);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      },
    };
  }

  it("reads a small refused body to its end and keeps the connection open for the next request", async () => {
    inbox = await startInbox({ ratePerMinute: 1 });
    expect((await inbox.send(contactFields())).status).toBe(200);
    const { body, contentType } = multipart(partsOf(contactFields()));
    const padded = Buffer.concat([body, Buffer.alloc(200_000, 0x20)]);
    const client = slowClient(inbox.port);
    await client.send(
      `POST /api/forms/applications@procureconnect.example HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${padded.length}\r\n\r\n`,
    );
    for (let at = 0; at < padded.length; at += 20_000) {
      await client.send(padded.subarray(at, at + 20_000), 10);
    }
    await vi.waitFor(() => expect(client.received()).toMatch(/"success":"false"/));
    expect(client.received()).toMatch(/^HTTP\/1\.1 429/);
    expect(client.received()).not.toMatch(/connection: close/i);
    expect(client.closed()).toBe(false);
    // The same connection answers the next request.
    await client.send(`GET /api/forms/x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await vi.waitFor(() => expect(client.received()).toMatch(/HTTP\/1\.1 405/));
    client.socket.destroy();
  });

  it("answers a client still sending a large body, instead of cutting it off (EPIPE)", async () => {
    inbox = await startInbox({ ratePerMinute: 1 });
    await inbox.send(contactFields());
    const client = slowClient(inbox.port);
    await client.send(
      `POST /api/forms/applications@procureconnect.example HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 20000000\r\n\r\n`,
    );
    // Keep sending for a while after the answer could have come, as a browser on a slow
    // connection would: the connection must not be reset under it.
    for (let i = 0; i < 10; i++) await client.send(Buffer.alloc(16_384, 0x41), 10);
    expect(client.closed()).toBe(false);
    expect(client.received()).toMatch(/^HTTP\/1\.1 429/);
    expect(client.received()).toMatch(/"success":"false"/);
    client.socket.destroy();
  });
});

describe("slow uploads", () => {
  /** An upload that has begun and then waits: its client sends nothing more until told. */
  function heldUpload(port: number, client: string) {
    const { body, contentType } = multipart(partsOf(contactFields()));
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (d: Buffer) => (received += d.toString()));
    socket.on("error", () => undefined);
    socket.write(
      `POST /api/forms/applications@procureconnect.example HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `X-Forwarded-For: ${client}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 50));
    return {
      finish: () => socket.write(body.subarray(50)),
      received: () => received,
      drop: () => socket.destroy(),
    };
  }

  it("caps the uploads arriving at once per client (429) and in all (503), and frees a slot when one ends", async () => {
    inbox = await startInbox({
      trustProxy: true,
      uploadSlots: { perClient: 2, total: 3 },
      pace: { ...PACE_LIMITS, minBytesPerSecond: 0 },
    });
    const from = (client: string) => ({ "X-Forwarded-For": client });
    const a1 = heldUpload(inbox.port, "198.51.100.1");
    const a2 = heldUpload(inbox.port, "198.51.100.1");
    await vi.waitFor(() => expect(inbox.module.uploads.count()).toBe(2));

    const third = await inbox.send(contactFields(), { headers: from("198.51.100.1") });
    expect(third).toMatchObject({
      status: 429,
      json: { success: "false", message: BUSY_CLIENT_MESSAGE },
    });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);

    const b1 = heldUpload(inbox.port, "198.51.100.2");
    await vi.waitFor(() => expect(inbox.module.uploads.count()).toBe(3));
    const full = await inbox.send(contactFields(), { headers: from("198.51.100.3") });
    expect(full).toMatchObject({ status: 503, json: { success: "false", message: BUSY_MESSAGE } });
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);

    // One upload finishes, one client goes away: both slots come back.
    a1.finish();
    await vi.waitFor(() => expect(a1.received()).toMatch(/^HTTP\/1\.1 200/));
    a2.drop();
    await vi.waitFor(() => expect(inbox.module.uploads.count()).toBe(1));
    const now = await inbox.send(contactFields(), { headers: from("198.51.100.3") });
    expect(now.status).toBe(200);
    b1.drop();
    await vi.waitFor(() => expect(inbox.module.uploads.count()).toBe(0));
    expect(await inbox.tmpFiles()).toEqual([]);
  });

  it("answers an upload that arrives too slowly with 408 and frees its slot", async () => {
    inbox = await startInbox({ pace: { ...PACE_LIMITS, minBytesPerSecond: 1000, windowMs: 150 } });
    const slow = heldUpload(inbox.port, "ignored");
    await vi.waitFor(() => expect(slow.received()).toMatch(/^HTTP\/1\.1 408/), { timeout: 3000 });
    expect(slow.received()).toContain(TOO_SLOW_MESSAGE);
    expect(inbox.module.uploads.count()).toBe(0);
    expect(await inbox.tmpFiles()).toEqual([]);
    slow.drop();
  });
});

describe("other sites", () => {
  it("may post a form and read the reply, as with the hosted service", async () => {
    inbox = await startInbox();
    const preflight = await fetch(inbox.endpoint(), {
      method: "OPTIONS",
      headers: {
        Origin: "https://shop.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Content-Type/i);
    const reply = await inbox.send(contactFields(), {
      headers: {
        Origin: "https://shop.example",
      },
    });
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    expect(reply.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("uploads are never served", () => {
  it("has no route to stored files or the database", async () => {
    inbox = await startInbox();
    await inbox.send(jobFields(), { files: [["file", fakeFile("pdf"), "cv.pdf"]] });
    const stored = (await inbox.store.submission((await inbox.store.list())[0]!.id))!;
    for (const p of [
      `/inbox/files/${stored.attachments[0]!.storedName}`,
      `/files/${stored.attachments[0]!.storedName}`,
      "/inbox/inbox.sqlite",
      "/api/forms/files",
      `/api/forms/${stored.id}`,
    ]) {
      const response = await fetch(inbox.url + p);
      expect(response.status, p).toBeGreaterThanOrEqual(400);
      expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from("%PDF"))).toBe(false);
    }
  });
});

describe("submitting in-process (the forms' route actions)", () => {
  const sender = { client: "203.0.113.5" };
  const from = (client = sender.client) => ({ sender: { client }, headers: new Headers() });

  it("stores a submission as the HTTP API does and gives the same answer", async () => {
    inbox = await startInbox();
    const cv = fakeFile("pdf", 5000);
    const response = await inbox.module.submit(
      "applications@procureconnect.example",
      formData(jobFields(), [["file", cv, "Ada CV.pdf"]]),
      from(),
    );
    expect(response.status).toBe(200);
    expect(response.reply).toEqual({ success: "true", message: SUCCESS_MESSAGE });
    const stored = (await inbox.store.submission((await inbox.store.list())[0]!.id))!;
    expect(stored.form).toBe("job-application");
    expect(Object.fromEntries(stored.fields.map((f) => [f.name, f.value]))).toEqual(jobFields());
    expect(stored.attachments.map((a) => [a.field, a.originalName, a.sha256])).toEqual([
      ["file", "Ada CV.pdf", sha256(cv)],
    ]);
    expect(await inbox.tmpFiles()).toEqual([]);
  });

  it("refuses what the HTTP API refuses, with nothing stored", async () => {
    inbox = await startInbox();
    const response = await inbox.module.submit(
      "applications@procureconnect.example",
      formData(jobFields(), [["file", fakeFile("exe"), "cv.pdf"]]),
      from(),
    );
    expect(response.status).toBe(415);
    expect(response.reply).toEqual({
      success: "false",
      message: "Only PDF, DOC, DOCX, JPG, and PNG files are allowed",
    });
    await expectNothingStored(inbox);
  });

  it("counts toward the sender's own rate limit", async () => {
    inbox = await startInbox({ ratePerMinute: 1 });
    const send = (client: string) =>
      inbox.module.submit(
        "applications@procureconnect.example",
        formData(contactFields()),
        from(client),
      );
    expect((await send("203.0.113.5")).status).toBe(200);
    const limited = await send("203.0.113.5");
    expect(limited.status).toBe(429);
    expect(String(limited.retryAfter)).toMatch(/^\d+$/);
    expect((await send("198.51.100.7")).status).toBe(200);
  });

  it("asks for activation of a new mailbox, with a link on the configured origin only", async () => {
    inbox = await startInbox({ publicUrl: "https://procureconnect.example" });
    const response = await inbox.module.submit(
      "owner@corp.example",
      formData(contactFields()),
      from(),
    );
    expect(response.reply).toEqual({ success: "false", message: ACTIVATION_MESSAGE });
    expect(inbox.logs.join("\n")).toContain("https://procureconnect.example/api/forms/activate/");
    expect(inbox.logs.join("\n")).not.toContain("shop.example");
    expect(await inbox.store.count()).toBe(0);
  });
});

describe.each(testBackends)("the database, on $name", ({ name: backend }) => {
  describe("idempotency keys: a retry is answered with the first result, not stored again", () => {
    it("answers a retry under the same Idempotency-Key header with the first success", async () => {
      inbox = await startInbox({}, backend);
      const cv = fakeFile("pdf", 20_000);
      const send = () =>
        inbox.send(jobFields(), {
          files: [["file", cv, "cv.pdf"]],
          headers: {
            "Idempotency-Key": "attempt-1",
          },
        });
      const first = await send();
      expect(first.json).toEqual({ success: "true", message: SUCCESS_MESSAGE });
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const retry = await send();
      expect(retry.status).toBe(200);
      expect(retry.json).toEqual({ success: "true", message: SUCCESS_MESSAGE });
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await inbox.store.count()).toBe(1);
      expect(await inbox.tmpFiles()).toEqual([]);
    });

    it("takes the key from the forms' hidden field too, and does not store it as a field", async () => {
      inbox = await startInbox({}, backend);
      const fields = { ...contactFields(), [IDEMPOTENCY_FIELD]: "3f1c9a1e-attempt" };
      await inbox.send(fields);
      await inbox.send(fields);
      const [summary] = await inbox.store.list();
      expect(await inbox.store.count()).toBe(1);
      const stored = (await inbox.store.submission(summary!.id))!;
      expect(stored.fields.map((f) => f.name)).not.toContain(IDEMPOTENCY_FIELD);
    });

    it("answers simultaneous retries with one stored submission", async () => {
      // All five at once, however slow the database (one client may upload four at a time).
      inbox = await startInbox({ uploadSlots: { perClient: 5, total: 32 } }, backend);
      const headers = { "Idempotency-Key": "same-moment" };
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => inbox.send(contactFields(), { headers })),
      );
      expect(replies.map((r) => r.json.success)).toEqual(["true", "true", "true", "true", "true"]);
      expect(await inbox.store.count()).toBe(1);
    });

    it("refuses a key used before with different content, and a malformed key", async () => {
      inbox = await startInbox({}, backend);
      const headers = { "Idempotency-Key": "reused" };
      await inbox.send(contactFields(), { headers });
      const other = await inbox.send(
        { ...contactFields(), message: "Something else entirely" },
        { headers },
      );
      expect(other.status).toBe(422);
      expect(other.json).toEqual({
        success: "false",
        message: IDEMPOTENCY_CONFLICT_MESSAGE,
        // The refusal names the request, as the X-Request-Id header and the log line do.
        requestId: other.headers.get("x-request-id"),
      });
      expect(other.headers.get("x-request-id")).toMatch(/\S{8,}/);

      const bad = await inbox.send(contactFields(), {
        headers: {
          "Idempotency-Key": "x".repeat(256),
        },
      });
      expect(bad.status).toBe(400);
      const twoKeys = await inbox.send(
        { ...contactFields(), [IDEMPOTENCY_FIELD]: "one" },
        { headers: { "Idempotency-Key": "two" } },
      );
      expect(twoKeys.status).toBe(400);
      expect(await inbox.store.count()).toBe(1);
    });

    it("stores a refused attempt's retry once it is right, under the same key", async () => {
      inbox = await startInbox({}, backend);
      const headers = { "Idempotency-Key": "fix-and-retry" };
      const refused = await inbox.send(
        { ...contactFields(), email: "not an address" },
        { headers },
      );
      expect(refused.status).toBe(400);
      const fixed = await inbox.send(contactFields(), { headers });
      expect(fixed.json.success).toBe("true");
      expect(await inbox.store.count()).toBe(1);
    });
  });
});

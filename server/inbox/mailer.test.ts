import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, smtpOptions } from "./mailer";
import {
  contactFields,
  fakeFile,
  jobFields,
  multipart,
  partsOf,
  rawPost,
  sha256,
  startInbox,
  startSmtp,
  type TestInbox,
} from "./testing";

// The mail relay against a real SMTP server that the test starts on a free local port.

/** The headers and attachments of a MIME message, enough to check what was sent. */
function parseMail(raw: string) {
  const [head] = raw.split("\r\n\r\n", 1);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, "im")
      .exec(head!)?.[1]
      ?.replace(/\r\n[ \t]/g, " ");
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  const attachments: { filename: string; data: Buffer }[] = [];
  let text = "";
  for (const part of boundary ? raw.split(`--${boundary}`) : []) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const partHead = part.slice(0, split);
    const body = part.slice(split + 4).trim();
    const filename = /filename="?([^";\r\n]+)"?/.exec(partHead)?.[1];
    const base64 = /Content-Transfer-Encoding: base64/i.test(partHead);
    const data = base64
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : Buffer.from(body, "latin1");
    if (filename) attachments.push({ filename, data });
    else if (/text\/plain/i.test(partHead)) {
      text = /quoted-printable/i.test(partHead)
        ? body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        : data.toString("utf8");
    }
  }
  text = text.replace(/\r\n/g, "\n");
  return {
    subject: header("Subject"),
    replyTo: header("Reply-To"),
    to: header("To"),
    text,
    attachments,
  };
}

const waitFor = (check: () => boolean | Promise<boolean>, ms = 10_000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("not yet");
    },
    { timeout: ms, interval: 25 },
  );

let inbox: TestInbox | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await inbox?.close();
  await smtp?.close();
  inbox = smtp = undefined;
});

describe("mail relay", () => {
  it("e-mails each accepted submission to its mailbox with its attachments", async () => {
    smtp = await startSmtp();
    inbox = await startInbox({ smtpUrl: smtp.url });
    const cv = fakeFile("pdf", 150_000);
    const reply = await inbox.send(jobFields(), { files: [["file", cv, "Ada CV.pdf"]] });
    expect(reply.json.success).toBe("true");
    await waitFor(() => smtp!.messages.length === 1);

    const [message] = smtp.messages;
    expect(message!.to).toEqual(["applications@procureconnect.example"]);
    const mail = parseMail(message!.raw);
    expect(mail.subject).toBe("Job Application: Buyer at Acme");
    expect(mail.replyTo).toBe("ada@example.com");
    expect(mail.text).toContain("Full name: Ada Lovelace");
    expect(mail.text).not.toContain("Portfolio website");
    expect(mail.text).toContain("Cover letter:\nI would like to apply.\nThank you.");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe("Ada CV.pdf");
    expect(sha256(mail.attachments[0]!.data)).toBe(sha256(cv));
    await waitFor(async () => (await inbox!.store.list())[0]!.mailStatus === "sent");
  });

  it("retries with backoff when the mail server refuses, and keeps the submission", async () => {
    smtp = await startSmtp();
    smtp.failNext(2);
    inbox = await startInbox({
      smtpUrl: smtp.url,
      retry: { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 5 },
    });
    await inbox.send(contactFields());
    await waitFor(() => smtp!.messages.length === 1);
    const [stored] = await inbox.store.list();
    await waitFor(async () => (await inbox!.store.summary(stored!.id))!.mailStatus === "sent");
    expect((await inbox.store.summary(stored!.id))!.mailAttempts).toBe(3);
    expect(inbox.logs.filter((l) => l.includes("retrying"))).toHaveLength(2);
  });

  it("gives up after the last attempt without losing the stored submission", async () => {
    inbox = await startInbox({
      smtpUrl: "smtp://127.0.0.1:9", // nothing listens here
      retry: { baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 3 },
    });
    const reply = await inbox.send(contactFields());
    expect(reply.json.success).toBe("true");
    const [stored] = await inbox.store.list();
    await waitFor(async () => (await inbox!.store.summary(stored!.id))!.mailStatus === "failed");
    const after = (await inbox.store.submission(stored!.id))!;
    expect(after.mailAttempts).toBe(3);
    expect(after.mailError).toBeTruthy();
    expect(after.fields.find((f) => f.name === "message")!.value).toBe("Do you ship to Lisbon?");
  });

  it("e-mails the activation link to a new mailbox", async () => {
    smtp = await startSmtp();
    inbox = await startInbox({ smtpUrl: smtp.url });
    const reply = await inbox.send(contactFields(), { mailbox: "owner@corp.example" });
    expect(reply.json.message).toMatch(/activate/);
    await waitFor(() => smtp!.messages.length === 1);
    const mail = parseMail(smtp.messages[0]!.raw);
    expect(smtp.messages[0]!.to).toEqual(["owner@corp.example"]);
    const link = /(http:\/\/\S+\/api\/forms\/activate\/[\w-]+)/.exec(
      smtp.messages[0]!.raw.replace(/=\r\n/g, ""),
    )?.[1];
    expect(mail.subject).toMatch(/Activate/);
    expect((await fetch(link!)).status).toBe(200);
    expect(
      (await inbox.send(contactFields(), { mailbox: "owner@corp.example" })).json.success,
    ).toBe("true");
  });
});

describe("activation links", () => {
  it("come from the configured public origin, never from the Host header a client sends", async () => {
    smtp = await startSmtp();
    inbox = await startInbox({ smtpUrl: smtp.url, publicUrl: "https://procure.example" });
    const { body, contentType } = multipart(partsOf(contactFields()));
    const reply = await rawPost(inbox.endpoint("victim@corp.example"), body, {
      Host: "evil.example",
      "Content-Type": contentType,
    });
    expect(reply.json.message).toMatch(/activate/);
    await waitFor(() => smtp!.messages.length === 1);
    const raw = smtp.messages[0]!.raw.replace(/=\r\n/g, "");
    expect(raw).not.toContain("evil.example");
    const token = (await inbox.store.mailbox("victim@corp.example"))!.activationToken!;
    expect(raw).toContain(`https://procure.example/api/forms/activate/${token}`);
    expect(inbox.logs.join("\n")).not.toContain("evil.example");
  });
});

describe("activation e-mails", () => {
  it("go to a waiting mailbox at most once an hour and three times in all", async () => {
    smtp = await startSmtp();
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    inbox = await startInbox({ smtpUrl: smtp.url, now: () => clock });
    for (let i = 0; i < 6; i++) {
      const reply = await inbox.send(contactFields(), { mailbox: "owner@corp.example" });
      expect(reply.json.message).toMatch(/activate/);
      clock += 40 * 60 * 1000;
    }
    await waitFor(() => smtp!.messages.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(3);
    expect((await inbox.store.mailbox("owner@corp.example"))!.activationMailCount).toBe(3);
  });
});

describe("backoffDelay", () => {
  it("doubles from the base delay up to the cap, with jitter", () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 5000, maxAttempts: 10 };
    expect(backoffDelay(1, policy, () => 0.5)).toBe(1000);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(4000);
    expect(backoffDelay(9, policy, () => 0.5)).toBe(5000);
    expect(backoffDelay(1, policy, () => 0)).toBe(800);
    expect(backoffDelay(1, policy, () => 1)).toBe(1200);
  });
});

describe("smtpOptions", () => {
  it("reads host, port, TLS and credentials from SMTP_URL", () => {
    expect(smtpOptions("smtps://me%40x.example:p%40ss@mail.example")).toMatchObject({
      host: "mail.example",
      port: 465,
      secure: true,
      auth: { user: "me@x.example", pass: "p@ss" },
    });
    expect(smtpOptions("smtp://mail.example:2525?requireTLS=true")).toMatchObject({
      port: 2525,
      secure: false,
      requireTLS: true,
      auth: undefined,
    });
  });
});

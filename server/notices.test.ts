import { afterEach, describe, expect, it } from "vitest";
import { startSmtp } from "./inbox/testing";
import { ownerNoticeMail, replyMail, smtpNotices } from "./notices";

// The network's notices, sent to a real SMTP server: the owner's notice links to the request
// and carries no file; the buyer's copy of a reply has the reply's text.

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const SITE = "https://procureconnect.example";
const FROM = "ProcureConnect <no-reply@procureconnect.example>";

describe("notices", () => {
  it("tell the owner of an application to their job as an application, with the job", () => {
    const mail = ownerNoticeMail(
      { ownerEmail: "ada@example.com", ownerName: "Ada", company: "Acme", requestId: "01ABC" },
      SITE,
      FROM,
      "Category Manager",
    );
    expect(mail.subject).toBe("New application for Category Manager at Acme on ProcureConnect");
    expect(mail.text).toContain(`${SITE}/account/inbox/01ABC`);
    expect(mail.text).toContain("The applicant's CV is kept on the site");
    expect(mail.text).not.toMatch(/\brequest\b/);
  });

  it("tell the owner of a new request with a link, and send the buyer the reply", async () => {
    smtp = await startSmtp();
    const notices = smtpNotices(smtp.url)!;
    notices.send(
      ownerNoticeMail(
        { ownerEmail: "ada@example.com", ownerName: "Ada", company: "Acme", requestId: "01ABC" },
        SITE,
        FROM,
      ),
    );
    notices.send(
      replyMail(
        { to: "bo@example.com", company: "Acme", body: "Yes, weekly.", requestId: "01ABC" },
        SITE,
        FROM,
      ),
    );
    await expect.poll(() => smtp!.messages.length).toBe(2);
    const [notice, reply] = [...smtp.messages].sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
    expect(notice!.to).toEqual(["ada@example.com"]);
    expect(notice!.raw).toContain(`${SITE}/account/inbox/01ABC`);
    expect(notice!.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(reply!.to).toEqual(["bo@example.com"]);
    expect(reply!.raw).toContain("Yes, weekly.");
    expect(reply!.raw).toContain(`${SITE}/account/requests/01ABC`);
    notices.close();
  });

  it("are off without SMTP_URL", () => {
    expect(smtpNotices(null)).toBeNull();
  });

  it("log a failure to send and go on", async () => {
    const logs: string[] = [];
    const notices = smtpNotices("smtp://127.0.0.1:9", (m) => logs.push(m))!;
    notices.send({ from: FROM, to: "x@example.com", subject: "s", text: "t" });
    await expect.poll(() => logs.length, { timeout: 20_000 }).toBe(1);
    expect(logs[0]).toMatch(/^Notices: could not e-mail x@example.com/);
    notices.close();
  });
});

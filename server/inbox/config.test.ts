import { describe, expect, it } from "vitest";
import { inboxOptionsFromEnv } from "./config";

const server = { dataDir: "/data", trustProxy: false, siteOrigin: "http://localhost:3000" };

describe("inboxOptionsFromEnv", () => {
  it("works with nothing set: the product mailbox is active, no mail, 20 per minute", () => {
    expect(inboxOptionsFromEnv({}, server)).toMatchObject({
      activeMailboxes: ["applications@procureconnect.example"],
      requireActivation: false,
      ratePerMinute: 20,
      smtpUrl: null,
      publicUrl: "http://localhost:3000",
    });
  });

  it("reads the mailbox the site is built with and extra mailboxes", () => {
    const options = inboxOptionsFromEnv(
      { VITE_FORM_MAILBOX: "Jobs@Acme.example", INBOX_MAILBOXES: "a@x.example, b@x.example," },
      server,
    );
    expect(options.activeMailboxes).toEqual(["jobs@acme.example", "a@x.example", "b@x.example"]);
  });

  it("builds links from the server's public origin only", () => {
    const options = inboxOptionsFromEnv(
      { VITE_SITE_URL: "https://other.example" },
      { ...server, siteOrigin: "https://procure.example" },
    );
    expect(options.publicUrl).toBe("https://procure.example");
  });

  it("rejects settings it cannot use", () => {
    expect(() => inboxOptionsFromEnv({ INBOX_RATE_LIMIT: "lots" }, server)).toThrow(
      /INBOX_RATE_LIMIT/,
    );
    expect(() => inboxOptionsFromEnv({ SMTP_URL: "mail.example:25" }, server)).toThrow(/SMTP_URL/);
  });

  it("turns the limit off with 0 and activation on with 1", () => {
    const options = inboxOptionsFromEnv(
      { INBOX_RATE_LIMIT: "0", INBOX_REQUIRE_ACTIVATION: "1" },
      server,
    );
    expect(options).toMatchObject({ ratePerMinute: 0, requireActivation: true });
  });
});

import { Hono } from "hono";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../schema";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../../server/db/testing";
import type { Db } from "../../../../server/db/database";
import { createAuthModule, type AuthModule } from "./auth-module.server";
import { deviceOf } from "./sessions.server";
import { markVerified, unverifiedMembers } from "../data/emails.server";
import { requireVerifiedEmail } from "../verification.server";

// Strong passwords, forgot and reset password, and e-mail confirmation (issue 27), through our
// accounts API on each database: every refusal, and the links working once and not after expiry.

const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "violet kettle marathon";

interface Sent {
  to: string;
  subject: string;
  text: string;
}

let ipCounter = 0;
const newClient = () => `10.1.0.${++ipCounter}`;
let emailCounter = 0;
const newEmail = () => `member${++emailCounter}@example.com`;

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The token of the last link sent to `to` on `page` ("/reset-password" or "/verify-email"). */
function tokenFrom(sent: Sent[], to: string, page: string): string {
  const mail = sent.filter((m) => m.to === to).at(-1);
  const link = mail?.text.split("\n").find((line) => line.startsWith(`${SITE}${page}?`));
  if (!link) throw new Error(`no ${page} link sent to ${to}`);
  return new URL(link).searchParams.get("token")!;
}

/** A moment ago, as each database keeps the library's dates. */
const past = (backend: string) => {
  const at = new Date(Date.now() - 1000);
  return backend === "sqlite" ? at.toISOString() : at;
};

describe("REQUIRE_VERIFIED_EMAIL", () => {
  it("is on with mail configured and off without, unless set", () => {
    expect(requireVerifiedEmail({})).toBe(false);
    expect(requireVerifiedEmail({ SMTP_URL: "smtp://127.0.0.1:25" })).toBe(true);
    expect(
      requireVerifiedEmail({ SMTP_URL: "smtp://127.0.0.1:25", REQUIRE_VERIFIED_EMAIL: "0" }),
    ).toBe(false);
    expect(requireVerifiedEmail({ REQUIRE_VERIFIED_EMAIL: "1" })).toBe(true);
    expect(() => requireVerifiedEmail({ REQUIRE_VERIFIED_EMAIL: "maybe" })).toThrow(
      /REQUIRE_VERIFIED_EMAIL/,
    );
  });
});

describe.each(testBackends)("on $name", ({ name: backend }) => {
  let database: TestDatabase;
  let dir: string;
  let db: Db;
  let module: AuthModule;
  let app: Hono;
  const sent: Sent[] = [];

  function call(ip: string, pathname: string, options: { body?: unknown; cookie?: string } = {}) {
    const method = options.body === undefined ? "GET" : "POST";
    return app.request(
      `${SITE}/api/auth${pathname}`,
      {
        method,
        headers: {
          ...(method === "POST" ? { "content-type": "application/json", origin: SITE } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  }

  async function join(ip = newClient(), email = newEmail()) {
    const res = await call(ip, "/sign-up/email", {
      body: { name: "Ada Lovelace", email, password: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return { ip, email, cookie: cookieOf(res) };
  }

  const sessionUser = async (ip: string, cookie: string) =>
    ((await (await call(ip, "/get-session", { cookie })).json()) as { user: unknown }).user;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-recovery-"));
    database = await createTestDatabase(backend);
    db = await database.open(dir);
    module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
      mail: {
        send: async (to, subject, text) => {
          sent.push({ to, subject, text });
        },
      },
    });
    app = new Hono();
    module.mount(app);
  });

  afterAll(async () => {
    await module.close?.();
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe("strong passwords", () => {
    it("refuses a common or guessable password on joining, saying why", async () => {
      for (const password of ["password1234", "qwertyuiop", "abcdefghij1"]) {
        const res = await call(newClient(), "/sign-up/email", {
          body: { name: "Ada Lovelace", email: newEmail(), password },
        });
        expect(res.status, password).toBe(400);
        const body = (await res.json()) as { code: string; fields: { password: string } };
        expect(body.code).toBe("WEAK_PASSWORD");
        expect(body.fields.password).toMatch(/^This password is too easy to guess\./);
      }
    });

    it("refuses a password built from the member's own name or e-mail", async () => {
      const res = await call(newClient(), "/sign-up/email", {
        body: { name: "Wilhelmina Fairweather", email: newEmail(), password: "wilhelmina1987" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "WEAK_PASSWORD" });
    });

    it("refuses a password shorter than 10 characters", async () => {
      const res = await call(newClient(), "/sign-up/email", {
        body: { name: "Ada", email: newEmail(), password: "Zq8#vL2!p" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        fields: { password: AUTH_MESSAGES.passwordTooShort },
      });
    });

    it("refuses a weak new password when changing it, and keeps the old one", async () => {
      const { ip, email, cookie } = await join();
      const res = await call(ip, "/change-password", {
        body: { currentPassword: PASSWORD, newPassword: "password12345" },
        cookie,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "WEAK_PASSWORD" });
      const signIn = await call(ip, "/sign-in/email", { body: { email, password: PASSWORD } });
      expect(signIn.status).toBe(200);
    });
  });

  describe("forgot and reset password", () => {
    it("answers the same whether or not the address has an account, and mails only a member", async () => {
      const { email } = await join();
      const before = sent.length;
      const known = await call(newClient(), "/request-password-reset", { body: { email } });
      const unknown = await call(newClient(), "/request-password-reset", {
        body: { email: "nobody-here@example.com" },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      const mails = sent.slice(before);
      expect(mails.map((m) => m.to)).toEqual([email]);
      expect(mails[0]!.subject).toBe("Reset your ProcureConnect password");
    });

    it("resets with the link once, ends every session, and signs in with the new password", async () => {
      const { ip, email, cookie } = await join();
      await call(ip, "/request-password-reset", { body: { email } });
      const token = tokenFrom(sent, email, "/reset-password");

      const weak = await call(ip, "/reset-password", {
        body: { token, newPassword: "password12345" },
      });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ code: "WEAK_PASSWORD" });

      const reset = await call(ip, "/reset-password", {
        body: { token, newPassword: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect(await sessionUser(ip, cookie)).toBeNull();

      const again = await call(ip, "/reset-password", {
        body: { token, newPassword: "another fresh sentence" },
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        code: "INVALID_TOKEN",
        message: AUTH_MESSAGES.resetLinkInvalid,
      });

      const old = await call(newClient(), "/sign-in/email", {
        body: { email, password: PASSWORD },
      });
      expect(old.status).toBe(401);
      const fresh = await call(newClient(), "/sign-in/email", {
        body: { email, password: NEW_PASSWORD },
      });
      expect(fresh.status).toBe(200);
    });

    it("refuses a link after it expired", async () => {
      const { ip, email } = await join();
      await call(ip, "/request-password-reset", { body: { email } });
      const token = tokenFrom(sent, email, "/reset-password");
      await db
        .updateTable("verification" as never)
        .set({ expiresAt: past(backend) } as never)
        .where("identifier" as never, "=", `reset-password:${token}` as never)
        .execute();
      const res = await call(ip, "/reset-password", { body: { token, newPassword: NEW_PASSWORD } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "INVALID_TOKEN" });
    });

    it("refuses a made-up token", async () => {
      const res = await call(newClient(), "/reset-password", {
        body: { token: "not-a-real-token", newPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "INVALID_TOKEN" });
    });
  });

  describe("sessions", () => {
    it("lists a member's sessions, ends another one, and never another member's", async () => {
      const { ip, email, cookie } = await join();
      const other = await call(newClient(), "/sign-in/email", {
        body: { email, password: PASSWORD },
      });
      const otherCookie = cookieOf(other);
      const mine = new Headers({ cookie, "user-agent": "x" });
      const sessions = await module.sessions(mine);
      expect(sessions).toHaveLength(2);
      expect(sessions[0]!.current).toBe(true);
      const second = sessions.find((s) => !s.current)!;

      const stranger = await join();
      const strangers = new Headers({ cookie: stranger.cookie });
      expect(await module.endSession(strangers, second.id)).toBe(false);
      expect(await sessionUser(ip, otherCookie)).not.toBeNull();
      expect(await module.endSession(new Headers(), second.id)).toBe(false);

      expect(await module.endSession(mine, second.id)).toBe(true);
      expect(await sessionUser(ip, otherCookie)).toBeNull();
      expect(await sessionUser(ip, cookie)).not.toBeNull();
    });

    it("signs out everywhere else, keeping this session", async () => {
      const { ip, email, cookie } = await join();
      const others = [];
      for (let i = 0; i < 2; i++) {
        const res = await call(newClient(), "/sign-in/email", {
          body: { email, password: PASSWORD },
        });
        others.push(cookieOf(res));
      }
      expect(await module.endOtherSessions(new Headers({ cookie }))).toBe(true);
      for (const other of others) expect(await sessionUser(ip, other)).toBeNull();
      expect(await sessionUser(ip, cookie)).not.toBeNull();
      expect(await module.sessions(new Headers({ cookie }))).toHaveLength(1);
    });

    it("names devices by their browser and system", () => {
      expect(
        deviceOf(
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
        ),
      ).toBe("Firefox on Windows");
      expect(
        deviceOf(
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
        ),
      ).toBe("Chrome on macOS");
      expect(deviceOf(null)).toBe("Unknown device");
    });
  });

  describe("confirming the e-mail address", () => {
    it("mails a link on joining that confirms the address", async () => {
      const { email, cookie } = await join();
      const headers = new Headers({ cookie });
      expect((await module.userFor(headers))?.emailVerified).toBe(false);
      expect((await unverifiedMembers({ db })).map((m) => m.email)).toContain(email);

      const token = tokenFrom(sent, email, "/verify-email");
      expect(await module.verifyEmail(token, new Headers())).toBe("verified");
      expect((await module.userFor(headers))?.emailVerified).toBe(true);
      expect((await unverifiedMembers({ db })).map((m) => m.email)).not.toContain(email);
    });

    it("refuses a link that was tampered with", async () => {
      const { email } = await join();
      const token = tokenFrom(sent, email, "/verify-email");
      expect(await module.verifyEmail(`${token}x`, new Headers())).toBe("invalid");
      expect(await module.verifyEmail("", new Headers())).toBe("invalid");
    });

    it("resends the link only to a signed-in, unconfirmed member", async () => {
      const { ip, email, cookie } = await join();
      expect((await call(ip, "/send-verification-email", { body: {} })).status).toBe(401);

      const before = sent.length;
      const resent = await call(ip, "/send-verification-email", { body: {}, cookie });
      expect(resent.status).toBe(200);
      expect(sent.slice(before).map((m) => m.to)).toEqual([email]);

      await markVerified({ db }, email);
      const again = await call(ip, "/send-verification-email", { body: {}, cookie });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: "ALREADY_VERIFIED" });
    });

    it("changes the address once the new one is confirmed, and tells the old one", async () => {
      const { ip, email, cookie } = await join();
      await markVerified({ db }, email);
      const headers = new Headers({ cookie });
      const next = newEmail();

      expect(await module.changeEmail(headers, "wrong password here", "", next)).toBe(
        "wrong-password",
      );
      expect(await module.changeEmail(headers, PASSWORD, "", email.toUpperCase())).toBe("same");
      expect(await module.changeEmail(new Headers(), PASSWORD, "", next)).toBe("signed-out");

      const before = sent.length;
      expect(await module.changeEmail(headers, PASSWORD, "", next)).toBe("sent");
      const mails = sent.slice(before);
      expect(mails.map((m) => m.to).sort()).toEqual([email, next].sort());
      const notice = mails.find((m) => m.to === email)!;
      expect(notice.subject).toBe("Your ProcureConnect e-mail address is changing");
      expect(notice.text).toContain(next);
      expect(mails.find((m) => m.to === next)!.subject).toBe(
        "Confirm your new e-mail address for ProcureConnect",
      );
      // Nothing changes until the link is opened.
      expect((await module.userFor(headers))?.email).toBe(email);

      // Opened without a session it asks to sign in first; in the member's session it changes.
      const token = tokenFrom(sent, next, "/verify-email");
      expect(await module.verifyEmail(token, new Headers())).toBe("sign-in");
      const sessionsBefore = await module.sessions(headers);
      expect(await module.verifyEmail(token, headers)).toBe("verified");
      const member = await module.userFor(headers);
      expect(member).toMatchObject({ email: next, emailVerified: true });
      expect(await module.sessions(headers)).toHaveLength(sessionsBefore.length);

      // The old address no longer signs in; the new one does.
      const old = await call(ip, "/sign-in/email", { body: { email, password: PASSWORD } });
      expect(old.status).toBe(401);
      const now = await call(ip, "/sign-in/email", { body: { email: next, password: PASSWORD } });
      expect(now.status).toBe(200);
    });

    it("does not reveal that another account has the address asked for", async () => {
      const taken = await join();
      const { email, cookie } = await join();
      await markVerified({ db }, email);
      const before = sent.length;
      const verdict = await module.changeEmail(new Headers({ cookie }), PASSWORD, "", taken.email);
      expect(verdict).toBe("sent");
      // No link goes to the other member's address, and this member keeps theirs.
      expect(sent.slice(before).filter((m) => m.to === taken.email)).toEqual([]);
      expect((await module.userFor(new Headers({ cookie })))?.email).toBe(email);
    });

    it("lets the operators' command confirm an address, and only a member's", async () => {
      const { email, cookie } = await join();
      expect(await markVerified({ db }, email.toUpperCase())).toBe(true);
      expect((await module.userFor(new Headers({ cookie })))?.emailVerified).toBe(true);
      expect(await markVerified({ db }, "nobody-at-all@example.com")).toBe(false);
    });
  });
});

describe("without mail", () => {
  it("refuses Resend with the reason, and answers Forgot password as usual", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pc-recovery-"));
    const database = await createTestDatabase("sqlite");
    const db = await database.open(dir);
    const module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
    });
    const app = new Hono();
    module.mount(app);
    try {
      const post = (pathname: string, body: unknown, cookie?: string) =>
        app.request(
          `${SITE}/api/auth${pathname}`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: SITE,
              ...(cookie ? { cookie } : {}),
            },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: "10.2.0.1" } } },
        );
      const joined = await post("/sign-up/email", {
        name: "Ada",
        email: "ada@example.com",
        password: PASSWORD,
      });
      expect(joined.status).toBe(200);
      const resend = await post("/send-verification-email", {}, cookieOf(joined));
      expect(resend.status).toBe(503);
      expect(await resend.json()).toMatchObject({ message: AUTH_MESSAGES.mailUnavailable });
      const forgot = await post("/request-password-reset", { email: "ada@example.com" });
      expect(forgot.status).toBe(200);
      // Nothing could confirm a new address: an operator changes it instead.
      const headers = new Headers({ cookie: cookieOf(joined) });
      expect(await module.changeEmail(headers, PASSWORD, "", "ada@new.example")).toBe("no-mail");
    } finally {
      await module.close?.();
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

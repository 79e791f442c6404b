import { Hono } from "hono";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../schema";
import type { ServerModule } from "../../../../server/modules";
import { IP_RATE_LIMITS } from "../library.server";
import { openDatabase, type Db } from "../../../../server/db/database";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../../server/db/testing";
import { createAuthModule } from "./auth-module.server";
import { SIGN_UP_LIMITS } from "../../../../server/auth/sign-up-limits";
import { PAIR_FREE_FAILURES } from "../../../../server/auth/sign-in-guard";

const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";

let dir: string;
let module: ServerModule;
let db: Db;
let app: Hono;
let ipCounter = 0;

/**
 * Each test speaks from its own client address, in a network block of its own, so the per-IP
 * and per-block limits do not interfere.
 */
const newClient = () => `10.${++ipCounter}.0.1`;

function call(
  ip: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string>; url?: string; on?: Hono } = {},
) {
  const method = options.body === undefined ? "GET" : "POST";
  return (options.on ?? app).request(
    `${options.url ?? SITE}/api/auth${pathname}`,
    {
      method,
      headers: {
        ...(method === "POST" ? { "content-type": "application/json", origin: SITE } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

let emailCounter = 0;
const newEmail = () => `person${++emailCounter}@example.com`;

async function signUp(ip: string, email = newEmail(), name = "Ada Lovelace") {
  const res = await call(ip, "/sign-up/email", { body: { name, email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return { email, cookie: cookieOf(res), res };
}

describe.each(testBackends)("on $name", ({ name: backend }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-auth-"));
    database = await createTestDatabase(backend);
    db = await database.open(dir);
    module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
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

  describe("joining and signing in", () => {
    it("creates the account, signs it in and describes only name, e-mail and picture", async () => {
      const ip = newClient();
      const email = newEmail();
      const res = await call(ip, "/sign-up/email", {
        body: { name: "  Ada   Lovelace ", email: email.toUpperCase(), password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: { name: "Ada Lovelace", email, image: null } });

      const session = await call(ip, "/get-session", { headers: { cookie: cookieOf(res) } });
      expect(await session.json()).toEqual({ user: { name: "Ada Lovelace", email, image: null } });
      expect(session.headers.get("cache-control")).toBe("no-store");
    });

    it("answers a visitor without a session with no user", async () => {
      const res = await call(newClient(), "/get-session");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: null });
    });

    it("refuses an e-mail that is already registered", async () => {
      const ip = newClient();
      const { email } = await signUp(ip);
      const res = await call(ip, "/sign-up/email", {
        body: { name: "Someone Else", email, password: PASSWORD },
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: "EMAIL_TAKEN",
        message: AUTH_MESSAGES.emailTaken,
        fields: { email: AUTH_MESSAGES.emailTaken },
      });
    });

    it("checks the form with the browser's rules", async () => {
      const res = await call(newClient(), "/sign-up/email", {
        body: { name: "", email: "not-an-email", password: "short" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: "INVALID_INPUT",
        fields: {
          name: AUTH_MESSAGES.nameRequired,
          email: AUTH_MESSAGES.emailInvalid,
          password: AUTH_MESSAGES.passwordTooShort,
        },
      });
    });

    it("gives the same answer for a wrong password and for an unknown e-mail", async () => {
      const ip = newClient();
      const { email } = await signUp(ip);
      const wrong = await call(ip, "/sign-in/email", {
        body: { email, password: "wrong password" },
      });
      const unknown = await call(ip, "/sign-in/email", {
        body: { email: newEmail(), password: PASSWORD },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const expected = { code: "WRONG_CREDENTIALS", message: AUTH_MESSAGES.wrongCredentials };
      expect(await wrong.json()).toEqual(expected);
      expect(await unknown.json()).toEqual(expected);

      const right = await call(ip, "/sign-in/email", { body: { email, password: PASSWORD } });
      expect(right.status).toBe(200);
    });

    it("ends the session on sign-out", async () => {
      const ip = newClient();
      const { cookie } = await signUp(ip);
      const out = await call(ip, "/sign-out", { body: {}, headers: { cookie } });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
      const after = await call(ip, "/get-session", { headers: { cookie } });
      expect(await after.json()).toEqual({ user: null });
    });

    it("answers only the endpoints the site uses", async () => {
      const res = await call(newClient(), "/list-sessions");
      expect(res.status).toBe(404);
    });
  });

  describe("the profile", () => {
    it("changes the name", async () => {
      const ip = newClient();
      const { cookie, email } = await signUp(ip);
      const res = await call(ip, "/update-user", {
        body: { name: "Ada King" },
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: { name: "Ada King", email, image: null } });
    });

    it("changes the password only with the current one", async () => {
      const ip = newClient();
      const { cookie, email } = await signUp(ip);
      const wrong = await call(ip, "/change-password", {
        body: { currentPassword: "not my password", newPassword: "a brand new one" },
        headers: { cookie },
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: "WRONG_CURRENT_PASSWORD" });

      const ok = await call(ip, "/change-password", {
        body: { currentPassword: PASSWORD, newPassword: "a brand new one" },
        headers: { cookie },
      });
      expect(ok.status).toBe(200);
      const signIn = await call(ip, "/sign-in/email", {
        body: { email, password: "a brand new one" },
      });
      expect(signIn.status).toBe(200);
    });

    it("asks a visitor without a session to sign in", async () => {
      const res = await call(newClient(), "/update-user", { body: { name: "Nobody" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "SIGNED_OUT" });
    });
  });

  describe("the session cookie", () => {
    it("is HttpOnly, SameSite=Lax, site-wide, and not Secure over plain HTTP", async () => {
      const { res } = await signUp(newClient());
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toMatch(/^procureconnect\.session_token=/);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    });

    it("is Secure when the site is reached over HTTPS, directly or through the trusted proxy", async () => {
      const direct = await call(newClient(), "/sign-up/email", {
        url: "https://localhost:3000",
        headers: { origin: "https://localhost:3000" },
        body: { name: "Ada", email: newEmail(), password: PASSWORD },
      });
      expect(direct.status).toBe(200);
      expect(direct.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);

      const proxied = await call(newClient(), "/sign-up/email", {
        headers: { "x-forwarded-proto": "https" },
        body: { name: "Ada", email: newEmail(), password: PASSWORD },
      });
      expect(proxied.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);
    });
  });

  describe("refusing other origins", () => {
    it("refuses a sign-in from another site, by Origin or by Fetch Metadata", async () => {
      const ip = newClient();
      const byOrigin = await call(ip, "/sign-in/email", {
        headers: { origin: "https://evil.example" },
        body: { email: newEmail(), password: PASSWORD },
      });
      expect(byOrigin.status).toBe(403);
      expect(await byOrigin.json()).toMatchObject({ code: "CROSS_ORIGIN" });

      const byMetadata = await call(ip, "/sign-up/email", {
        headers: { origin: "", "sec-fetch-site": "cross-site" },
        body: { name: "Mallory", email: newEmail(), password: PASSWORD },
      });
      expect(byMetadata.status).toBe(403);
    });

    it("accepts the page's https origin on a loopback host behind the trusted TLS proxy, and only that", async () => {
      // The browser speaks HTTPS to the proxy; the proxy speaks HTTP to us on the same host name.
      const behindProxy = (origin: string, forwardedProto = "https") =>
        call(newClient(), "/sign-up/email", {
          url: "http://localhost:4443",
          headers: { origin, "x-forwarded-proto": forwardedProto, host: "localhost:4443" },
          body: { name: "Tina", email: newEmail(), password: PASSWORD },
        });
      expect((await behindProxy("https://localhost:4443")).status).toBe(200);
      expect((await behindProxy("https://localhost:4443", "http")).status).toBe(403);
      expect((await behindProxy("https://localhost:4444")).status).toBe(403);
      expect((await behindProxy("https://evil.example")).status).toBe(403);
    });

    it("refuses a signed-in user's request made from another origin", async () => {
      const ip = newClient();
      const { cookie } = await signUp(ip);
      const res = await call(ip, "/update-user", {
        headers: { cookie, origin: "http://localhost:5555" },
        body: { name: "Hijacked" },
      });
      expect(res.status).toBe(403);
    });

    it("accepts the site's own loopback origin on another port (npm start on 127.0.0.1)", async () => {
      const res = await call(newClient(), "/sign-up/email", {
        url: "http://127.0.0.1:4341",
        headers: { origin: "http://127.0.0.1:4341", host: "127.0.0.1:4341" },
        body: { name: "Ada", email: newEmail(), password: PASSWORD },
      });
      expect(res.status).toBe(200);
    });

    it("accepts only JSON, which a plain HTML form on another site cannot send", async () => {
      const res = await app.request(
        `${SITE}/api/auth/sign-in/email`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
          body: "email=a%40b.co&password=x",
        },
        { incoming: { socket: { remoteAddress: newClient() } } },
      );
      expect(res.status).toBe(415);
    });
  });

  describe("rate limits", () => {
    it(
      `slows down a client after ${PAIR_FREE_FAILURES} wrong passwords, while the owner elsewhere still signs in`,
      { timeout: 30_000 },
      async () => {
        const guesser = newClient();
        const { email } = await signUp(newClient());
        for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
          const res = await call(guesser, "/sign-in/email", {
            body: { email, password: `wrong ${i}xyz` },
          });
          expect(res.status).toBe(401);
        }
        const slowed = await call(guesser, "/sign-in/email", {
          body: { email, password: PASSWORD },
        });
        expect(slowed.status).toBe(429);
        expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await slowed.json()).toEqual({
          code: "RATE_LIMITED",
          message: AUTH_MESSAGES.tooManyAttempts,
        });

        const owner = await call(newClient(), "/sign-in/email", {
          body: { email, password: PASSWORD },
        });
        expect(owner.status).toBe(200);
      },
    );

    describe("per client address", () => {
      // A second instance with a low limit, so the test does not hash dozens of passwords.
      const LIMIT = 3;
      let limitedDir: string;
      let limitedModule: ServerModule;
      let limitedDb: Db;
      const limited = new Hono();
      beforeAll(async () => {
        limitedDir = mkdtempSync(path.join(tmpdir(), "pc-auth-limit-"));
        limitedDb = await openDatabase({ dataDir: limitedDir });
        limitedModule = await createAuthModule({
          config: { dataDir: limitedDir, siteOrigin: SITE, trustProxy: true },
          db: limitedDb,
          ipRateLimits: { "/sign-in/email": { window: 60, max: LIMIT } },
        });
        limitedModule.mount(limited);
      });
      afterAll(async () => {
        await limitedModule.close?.();
        await limitedDb.destroy();
        rmSync(limitedDir, { recursive: true, force: true });
      });

      const attempt = (ip: string, headers: Record<string, string> = {}) =>
        call(ip, "/sign-in/email", {
          on: limited,
          headers,
          body: { email: newEmail(), password: PASSWORD },
        });

      it("limits sign-in attempts per client address", async () => {
        const ip = newClient();
        const statuses: number[] = [];
        for (let i = 0; i <= LIMIT; i++) statuses.push((await attempt(ip)).status);
        expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
        expect((await attempt(newClient())).status).toBe(401);
      });

      it("takes the client address from the trusted proxy, not from a header the client sets", async () => {
        for (let i = 0; i < LIMIT; i++) {
          await attempt(newClient(), {
            "x-procureconnect-client-ip": `192.0.2.${i}`,
            "x-forwarded-for": "198.51.100.7",
          });
        }
        const res = await attempt(newClient(), { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
        expect(res.status).toBe(429);
      });
    });

    describe("new accounts", () => {
      let signUpDir: string;
      let signUpModule: ServerModule;
      let signUpDb: Db;
      const signUps = new Hono();
      beforeAll(async () => {
        signUpDir = mkdtempSync(path.join(tmpdir(), "pc-auth-signup-"));
        signUpDb = await openDatabase({ dataDir: signUpDir });
        signUpModule = await createAuthModule({
          config: { dataDir: signUpDir, siteOrigin: SITE, trustProxy: false },
          db: signUpDb,
          signUpLimits: {
            perAddress: { burst: 2, perHour: 1 },
            perBlock: { burst: 3, perHour: 1 },
          },
        });
        signUpModule.mount(signUps);
      });
      afterAll(async () => {
        await signUpModule.close?.();
        await signUpDb.destroy();
        rmSync(signUpDir, { recursive: true, force: true });
      });

      const join = (ip: string) =>
        call(ip, "/sign-up/email", {
          on: signUps,
          body: { name: "Ada Lovelace", email: newEmail(), password: PASSWORD },
        });

      it("are limited per address and per network block, after a burst", async () => {
        expect((await join("203.0.113.1")).status).toBe(200);
        expect((await join("203.0.113.1")).status).toBe(200);
        const own = await join("203.0.113.1");
        expect(own.status).toBe(429);
        expect(Number(own.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await own.json()).toEqual({
          code: "RATE_LIMITED",
          message: AUTH_MESSAGES.tooManyAttempts,
        });
        // Another address of the same /16: the block's burst is spent after one more.
        expect((await join("203.0.7.9")).status).toBe(200);
        expect((await join("203.0.7.10")).status).toBe(429);
        // Another network is not held back.
        expect((await join("198.51.100.7")).status).toBe(200);
      });

      it("count an IPv6 client by its /64 and its block by the /48", async () => {
        expect((await join("2001:db8:1:1::1")).status).toBe(200);
        expect((await join("2001:db8:1:1::2")).status).toBe(200);
        expect((await join("2001:db8:1:1::3")).status).toBe(429);
        expect((await join("2001:db8:1:2::1")).status).toBe(200);
        expect((await join("2001:db8:1:3::1")).status).toBe(429);
      });

      it("leave sign-ups from this machine itself alone", async () => {
        for (let i = 0; i < 4; i++) expect((await join("127.0.0.1")).status).toBe(200);
      });
    });

    it("keeps the production limits generous enough for people, strict enough for scripts", () => {
      expect(IP_RATE_LIMITS["/sign-in/email"]).toEqual({ window: 60, max: 30 });
      expect(IP_RATE_LIMITS["/change-password"]!.max).toBeLessThanOrEqual(10);
      expect(SIGN_UP_LIMITS.perAddress).toEqual({ burst: 5, perHour: 6 });
      expect(SIGN_UP_LIMITS.perBlock.perHour).toBeLessThanOrEqual(60);
    });
  });

  describe("secrets stay secret", () => {
    it(
      "never puts a password or its hash in a response or a log line",
      { timeout: 60_000 },
      async () => {
        const logged: string[] = [];
        const capture =
          (name: string) =>
          (...args: unknown[]) =>
            logged.push(
              `${name}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ")}`,
            );
        const spies = [
          vi.spyOn(console, "log").mockImplementation(capture("log")),
          vi.spyOn(console, "info").mockImplementation(capture("info")),
          vi.spyOn(console, "warn").mockImplementation(capture("warn")),
          vi.spyOn(console, "error").mockImplementation(capture("error")),
          vi.spyOn(console, "debug").mockImplementation(capture("debug")),
          vi
            .spyOn(process.stdout, "write")
            .mockImplementation((chunk) => !!logged.push(String(chunk))),
          vi
            .spyOn(process.stderr, "write")
            .mockImplementation((chunk) => !!logged.push(String(chunk))),
        ];
        const ip = newClient();
        const email = newEmail();
        const secret = "Secret-Passphrase-9431";
        const newSecret = "Another-Passphrase-7710";
        const bodies: string[] = [];
        const record = async (res: Response) => {
          bodies.push(await res.text(), JSON.stringify([...res.headers]));
          return res;
        };
        try {
          const joined = await record(
            await call(ip, "/sign-up/email", { body: { name: "Ada", email, password: secret } }),
          );
          const cookie = cookieOf(joined);
          await record(
            await call(ip, "/sign-up/email", { body: { name: "Ada", email, password: secret } }),
          );
          await record(
            await call(ip, "/sign-in/email", { body: { email, password: `${secret}x` } }),
          );
          await record(await call(ip, "/sign-in/email", { body: { email, password: secret } }));
          await record(await call(ip, "/get-session", { headers: { cookie } }));
          await record(
            await call(ip, "/change-password", {
              body: { currentPassword: "wrong-current-1", newPassword: newSecret },
              headers: { cookie },
            }),
          );
          await record(
            await call(ip, "/change-password", {
              body: { currentPassword: secret, newPassword: newSecret },
              headers: { cookie },
            }),
          );
        } finally {
          spies.forEach((s) => s.mockRestore());
        }

        const hashes = (
          await db
            .selectFrom("account" as never)
            .select("password" as never)
            .execute()
        )
          .map((row) => (row as { password: string | null }).password)
          .filter((password): password is string => password !== null);
        expect(hashes.length).toBeGreaterThan(0);
        // Stored hashed, not as typed.
        expect(hashes.some((h) => h.includes(secret) || h.includes(newSecret))).toBe(false);

        const everything = [...bodies, ...logged].join("\n");
        for (const needle of [secret, newSecret, "wrong-current-1", ...hashes]) {
          expect(everything).not.toContain(needle);
        }
        for (const part of hashes.flatMap((h) => h.split(":"))) {
          expect(everything).not.toContain(part);
        }
        // No session token in a body either: it lives only in the HttpOnly cookie.
        expect(bodies.filter((b) => b.startsWith("{")).join("\n")).not.toMatch(/"token"/);
      },
    );
  });
});

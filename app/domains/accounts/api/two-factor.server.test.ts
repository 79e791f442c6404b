import { Hono } from "hono";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db } from "../../../../server/db/database";
import { createTestDatabase, testBackends, type TestDatabase } from "../../../../server/db/testing";
import { AUTH_MESSAGES } from "../schema";
import { createAuthModule, type AuthModule } from "./auth-module.server";

// A code of the authenticator app works once (docs/decisions/420): the same code typed in a
// second browser two seconds later (the clock the module is given) is refused, on either
// database; a wrong code does not hold the right one.

const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";
let ip = 0;

describe.each(testBackends)("two-step codes on $name", ({ name: backend }) => {
  let dir: string;
  let database: TestDatabase;
  let db: Db;
  let module: AuthModule;
  let app: Hono;
  let clock = Date.now();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-2fa-"));
    database = await createTestDatabase(backend);
    db = await database.open(dir);
    module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
      now: () => clock,
      signUpLimits: null,
    });
    app = new Hono();
    module.mount(app);
  });
  afterAll(async () => {
    await module.close?.();
    await db?.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (path_: string, body: unknown, cookie = "", agent = "Mozilla/5.0 Firefox/140.0") =>
    app.request(
      `${SITE}/api/auth${path_}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, cookie, "user-agent": agent },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: `10.77.${++ip}.1` } } },
    );
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  it("refuses the same code in a second browser 2 s later, and logs the sign-in", async () => {
    const email = `twice.${backend}.${Date.now()}@example.com`;
    const joined = await call("/sign-up/email", { name: "Tess Twice", email, password: PASSWORD });
    expect(joined.status).toBe(200);
    const member = cookieOf(joined);
    const enabled = await call("/two-factor/enable", { password: PASSWORD }, member);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    // Set up with the previous step's code (still accepted), so the current one is unused.
    const setup = await call(
      "/two-factor/verify",
      {
        code: totp.generate({ timestamp: Date.now() - 30_000 }),
      },
      member,
    );
    expect(setup.status).toBe(200);

    const pendingA = cookieOf(await call("/sign-in/email", { email, password: PASSWORD }));
    const pendingB = cookieOf(
      await call("/sign-in/email", { email, password: PASSWORD }, "", "Chrome/140.0 Windows NT"),
    );
    const code = totp.generate();
    // A wrong code first, in B: it does not hold anything.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await call("/two-factor/verify", { code: wrong }, pendingB)).status).toBe(400);

    const first = await call("/two-factor/verify", { code }, pendingA);
    expect(first.status).toBe(200);
    clock += 2_000;
    const second = await call("/two-factor/verify", { code }, pendingB);
    expect(second.status).toBe(400);
    const refused = (await second.json()) as { message: string; fields: { code: string } };
    expect(refused.fields.code).toBe(AUTH_MESSAGES.codeUsed);
    expect(second.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);

    // The member's log: turned on, and each sign-in with its browser.
    const headers = new Headers({ cookie: cookieOf(first) });
    const log = await module.securityLog(headers);
    expect(log?.map((e) => e.kind)).toEqual(expect.arrayContaining(["two-factor-on", "signed-in"]));
    expect(log?.find((e) => e.kind === "signed-in")?.browser).toMatch(/Firefox/);
  });
});

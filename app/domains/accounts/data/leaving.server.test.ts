import { Hono } from "hono";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { AUTH_MESSAGES } from "../schema";
import { FORMER_MEMBER, OWNER_LEFT_REASON } from "./model.server";
import type { Db } from "../../../../server/db/database";
import { createRepository, type Repository } from "../../../../server/db/repository";
import { seedSampleData } from "../../../../server/db/seed";
import {
  createTestDatabase,
  testBackends,
  testJobInput,
  type TestDatabase,
} from "../../../../server/db/testing";
import { createAuthModule, type AuthModule } from "../api/auth-module.server";
import { requireOperatorTwoFactor } from "../verification.server";

// Two-step sign-in and leaving (issue 27): every refusal through our accounts API on each
// database, with a second member who is refused what is not theirs, and what deleting an
// account deletes, keeps and anonymises.

// Each member joins with a hashed password: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";
const [acme, borealis] = sampleVendors;

let ipCounter = 0;
const newClient = () => `10.2.0.${++ipCounter}`;
let emailCounter = 0;
const newEmail = () => `leaver${++emailCounter}@example.com`;

/** The cookies an answer sets, without the ones it ends. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");

// A code works once (decision 420): set-up uses the previous 30-second step's code, which is
// still accepted, so that the current one is left for the sign-in that follows.
const codeFrom = (uri: string, steps = 0) =>
  (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).generate({ timestamp: Date.now() + steps * 30_000 });

describe("REQUIRE_OPERATOR_2FA", () => {
  it("is off unless set to 1", () => {
    expect(requireOperatorTwoFactor({})).toBe(false);
    expect(requireOperatorTwoFactor({ REQUIRE_OPERATOR_2FA: "0" })).toBe(false);
    expect(requireOperatorTwoFactor({ REQUIRE_OPERATOR_2FA: "1" })).toBe(true);
    expect(() => requireOperatorTwoFactor({ REQUIRE_OPERATOR_2FA: "yes" })).toThrow(
      /REQUIRE_OPERATOR_2FA/,
    );
  });
});

describe.each(testBackends)("on $name", ({ name: backend }) => {
  let database: TestDatabase;
  let dir: string;
  let db: Db;
  let module: AuthModule;
  let repo: Repository;
  let app: Hono;

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

  async function join(name = "Ada Lovelace") {
    const ip = newClient();
    const email = newEmail();
    const res = await call(ip, "/sign-up/email", { body: { name, email, password: PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = cookieOf(res);
    const user = await module.userFor(new Headers({ cookie }));
    return { ip, email, cookie, id: user!.id, name };
  }

  /** Turns two-step sign-in on: the app's address and the recovery codes. */
  async function enrol(member: { ip: string; cookie: string }) {
    const res = await call(member.ip, "/two-factor/enable", {
      body: { password: PASSWORD },
      cookie: member.cookie,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { totpURI: string; recoveryCodes: string[] };
    const confirmed = await call(member.ip, "/two-factor/verify", {
      body: { code: codeFrom(body.totpURI, -1) },
      cookie: member.cookie,
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    // The session was renewed: its new cookie carries on.
    return { ...body, cookie: cookieOf(confirmed) || member.cookie };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pc-leaving-"));
    database = await createTestDatabase(backend);
    db = await database.open(dir);
    await seedSampleData(db);
    repo = createRepository(db);
    module = await createAuthModule({
      config: { dataDir: dir, siteOrigin: SITE, trustProxy: true },
      db,
      signUpLimits: null,
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

  describe("two-step sign-in", () => {
    it("is turned on only with the member's password, and only once a code from the app is confirmed", async () => {
      const ada = await join();
      const signedOut = await call(ada.ip, "/two-factor/enable", { body: { password: PASSWORD } });
      expect(signedOut.status).toBe(401);
      const wrong = await call(ada.ip, "/two-factor/enable", {
        body: { password: "not my password" },
        cookie: ada.cookie,
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: "WRONG_PASSWORD",
        fields: { password: AUTH_MESSAGES.wrongPassword },
      });
      const res = await call(ada.ip, "/two-factor/enable", {
        body: { password: PASSWORD },
        cookie: ada.cookie,
      });
      const { totpURI, recoveryCodes } = (await res.json()) as {
        totpURI: string;
        recoveryCodes: string[];
      };
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/ProcureConnect:/);
      expect(recoveryCodes).toHaveLength(10);
      // Not on until confirmed.
      expect((await module.userFor(new Headers({ cookie: ada.cookie })))?.twoFactorEnabled).toBe(
        false,
      );
      const badCode = await call(ada.ip, "/two-factor/verify", {
        body: { code: "000000" },
        cookie: ada.cookie,
      });
      expect(badCode.status).toBe(400);
      expect(await badCode.json()).toMatchObject({ code: "WRONG_CODE" });
      const ok = await call(ada.ip, "/two-factor/verify", {
        body: { code: codeFrom(totpURI) },
        cookie: ada.cookie,
      });
      expect(ok.status).toBe(200);
      const cookie = cookieOf(ok) || ada.cookie;
      expect((await module.userFor(new Headers({ cookie })))?.twoFactorEnabled).toBe(true);
    });

    it("asks for the code after the password, and a recovery code works once", async () => {
      const ada = await join();
      const { totpURI, recoveryCodes } = await enrol(ada);

      const signIn = async () => {
        const res = await call(newClient(), "/sign-in/email", {
          body: { email: ada.email, password: PASSWORD },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ user: null, twoFactor: true });
        const cookie = cookieOf(res);
        // No session yet: only the pending sign-in's cookie.
        expect(await module.userFor(new Headers({ cookie }))).toBeNull();
        return cookie;
      };

      // Without the pending sign-in's cookie, a code signs no one in.
      const stray = await call(newClient(), "/two-factor/verify", {
        body: { code: codeFrom(totpURI) },
      });
      expect(stray.status).toBe(401);

      const pending = await signIn();
      const wrong = await call(newClient(), "/two-factor/verify", {
        body: { code: "123456" },
        cookie: pending,
      });
      expect(wrong.status).toBe(400);
      const right = await call(newClient(), "/two-factor/verify", {
        body: { code: codeFrom(totpURI) },
        cookie: pending,
      });
      expect(right.status).toBe(200);
      const session = cookieOf(right);
      expect((await module.userFor(new Headers({ cookie: session })))?.email).toBe(ada.email);

      const recovery = recoveryCodes[0]!;
      const first = await call(newClient(), "/two-factor/verify", {
        body: { code: recovery },
        cookie: await signIn(),
      });
      expect(first.status).toBe(200);
      const again = await call(newClient(), "/two-factor/verify", {
        body: { code: recovery },
        cookie: await signIn(),
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: "WRONG_CODE" });
    });

    it("is turned off with the password only, and another member's password turns nothing off", async () => {
      const ada = await join();
      const { cookie } = await enrol(ada);
      const bob = await join("Bob Other");
      // Bob's own session and password touch only Bob's account.
      const bobs = await call(bob.ip, "/two-factor/disable", {
        body: { password: PASSWORD },
        cookie: bob.cookie,
      });
      expect(bobs.status).toBe(200);
      expect((await module.userFor(new Headers({ cookie })))?.twoFactorEnabled).toBe(true);
      const wrong = await call(ada.ip, "/two-factor/disable", {
        body: { password: "not my password" },
        cookie,
      });
      expect(wrong.status).toBe(400);
      const off = await call(ada.ip, "/two-factor/disable", {
        body: { password: PASSWORD },
        cookie,
      });
      expect(off.status).toBe(200);
      const renewed = cookieOf(off) || cookie;
      expect((await module.userFor(new Headers({ cookie: renewed })))?.twoFactorEnabled).toBe(
        false,
      );
    });
  });

  describe("deleting an account", () => {
    it("needs the member's own password, and their code when two-step sign-in is on", async () => {
      const ada = await join();
      const { totpURI, cookie } = await enrol(ada);
      const headers = new Headers({ cookie });
      const bob = await join("Bob Other");
      expect(await module.confirm(new Headers(), PASSWORD, "")).toBe("signed-out");
      expect(await module.confirm(headers, "not my password", "")).toBe("wrong-password");
      expect(await module.confirm(headers, PASSWORD, "")).toBe("code-needed");
      expect(await module.confirm(headers, PASSWORD, "000000")).toBe("wrong-code");
      expect(await module.confirm(headers, PASSWORD, codeFrom(totpURI))).toBe("ok");
      // Bob's session with Ada's password confirms nothing of Ada's: it is Bob who is asked.
      expect(await module.confirm(new Headers({ cookie: bob.cookie }), "wrong", "")).toBe(
        "wrong-password",
      );
    });

    it("deletes the account and personal records, keeps reviews as a former member's, unlists companies", async () => {
      const ada = await join();
      const bob = await join("Bob Other");
      await db
        .updateTable("vendors")
        .set({ owner_id: ada.id })
        .where("id", "=", acme!.id)
        .execute();
      const review = await repo.reviews.create(
        borealis!.id,
        { id: ada.id, name: ada.name },
        {
          rating: 5,
          title: "Reliable",
          body: "On time, every time.",
          relationship: "Current customer",
        },
      );
      expect(review.ok).toBe(true);
      await repo.reviews.create(
        borealis!.id,
        { id: bob.id, name: bob.name },
        {
          rating: 4,
          title: "Good",
          body: "Good service overall.",
          relationship: "Current customer",
        },
      );
      // A job posted for her company and a job alert of hers (issue 30).
      const job = await repo.hiring.create(ada.id, testJobInput(acme!.id), true);
      await repo.hiring.alerts.add(ada.id, { q: "buyer" });
      await repo.hiring.alerts.add(bob.id, { q: "buyer" });
      const before = await repo.accountRecords.of(ada.id);
      expect(before?.reviews.map((r) => r.title)).toEqual(["Reliable"]);
      expect(before?.companies.map((c) => c.id)).toEqual([acme!.id]);
      // Bob's records hold nothing of Ada's.
      const bobs = await repo.accountRecords.of(bob.id);
      expect(bobs?.reviews.map((r) => r.title)).toEqual(["Good"]);
      expect(bobs?.companies).toEqual([]);

      expect(await module.confirm(new Headers({ cookie: ada.cookie }), PASSWORD, "")).toBe("ok");
      const erased = await repo.accountRecords.erase(ada.id);
      expect(erased).toMatchObject({ reviews: 1, companiesUnlisted: 1 });

      const signIn = await call(newClient(), "/sign-in/email", {
        body: { email: ada.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(401);
      expect(await module.userFor(new Headers({ cookie: ada.cookie }))).toBeNull();
      expect(await repo.accountRecords.of(ada.id)).toBeUndefined();
      const reviews = await db
        .selectFrom("reviews")
        .select(["author_id", "author_name"])
        .where("vendor_id", "=", borealis!.id)
        .where("author_id", "in", [ada.id, bob.id])
        .orderBy("author_name")
        .execute();
      expect(reviews.map((r) => r.author_name)).toEqual([bob.name, FORMER_MEMBER]);
      const company = await repo.companies.byId(acme!.id);
      expect(company?.status).toBe("unlisted");
      // Her job is closed with her company; her alerts are gone, Bob's stays.
      expect(await repo.hiring.publicJob(job!)).toMatchObject({ closed: true });
      expect(await repo.hiring.alerts.of(ada.id)).toEqual([]);
      expect(await repo.hiring.alerts.of(bob.id)).toHaveLength(1);
      // Bob is untouched.
      expect((await module.userFor(new Headers({ cookie: bob.cookie })))?.email).toBe(bob.email);
      expect(await repo.accountRecords.erase(ada.id)).toBe(false);
    });

    it("refuses a company waiting for review once its owner left", async () => {
      const ada = await join();
      await db
        .updateTable("vendors")
        .set({ owner_id: ada.id, status: "pending" })
        .where("id", "=", borealis!.id)
        .execute();
      await repo.accountRecords.erase(ada.id);
      const company = await repo.companies.byId(borealis!.id);
      expect(company).toMatchObject({ status: "rejected", rejectionReason: OWNER_LEFT_REASON });
      await db
        .updateTable("vendors")
        .set({ owner_id: null, status: "approved", rejection_reason: null })
        .where("id", "=", borealis!.id)
        .execute();
    });
  });
});

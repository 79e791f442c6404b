import type { Kysely } from "kysely";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccountTables } from "./library.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import { action, loader } from "./routes/admin-members";

// The console's unconfirmed members and Confirm, through the route's declared policy (operators
// only), on each database; and the
// operators' change of a member's address (npm run admin -- change-email).

const SITE = "http://localhost:3000";
const member = (id: string, isOperator = false) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  image: null,
  isOperator,
});
const olive = member("olive", true);
const bob = member("bob");

describe.each(testBackends)("on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(name, { beforeAll, afterAll, beforeEach, afterEach }, (db) =>
    createAccountTables(db, SITE),
  );

  async function join(email: string, verified = false) {
    const now = name === "sqlite" ? new Date().toISOString() : new Date();
    await (db as unknown as Kysely<{ user: Record<string, unknown> }>)
      .insertInto("user")
      .values({
        id: email,
        name: email.split("@")[0],
        email,
        emailVerified: name === "sqlite" ? Number(verified) : verified,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }

  beforeEach(() => {
    db = database();
    repo = createRepository(db);
  });

  const context = (user: ReturnType<typeof member> | null) =>
    ({ repo, user }) as unknown as AppLoadContext;
  const post = (email: string) =>
    new Request(`${SITE}/admin/members`, {
      method: "POST",
      body: new URLSearchParams({ intent: "verify", id: email }),
    });
  const verifyMemberAction = (context: AppLoadContext, request: Request) =>
    action({ context, request, params: {} } as Parameters<typeof action>[0]);
  const loadUnverifiedMembers = (context: AppLoadContext, request: Request) =>
    loader({ context, request, params: {} } as Parameters<typeof loader>[0]);

  it("lists unconfirmed members and lets an operator confirm one", async () => {
    await join("ada@example.com");
    await join("cy@example.com", true);
    const page = await loadUnverifiedMembers(context(olive), new Request(`${SITE}/admin/members`));
    expect(page.members.map((m) => m.email)).toEqual(["ada@example.com"]);

    const answer = (await verifyMemberAction(context(olive), post("ada@example.com"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/members?done=verified");
    expect(await repo.accountEmails.unverified()).toEqual([]);

    const again = (await verifyMemberAction(context(olive), post("ada@example.com"))) as Response;
    expect(again.headers.get("location")).toBe("/admin/members?done=stale");
  });

  it("refuses a member and a signed-out visitor (404, nothing confirmed)", async () => {
    await join("ada@example.com");
    for (const who of [bob, null]) {
      const refused = await verifyMemberAction(context(who), post("ada@example.com")).then(
        () => null,
        (error: unknown) => error as { init?: { status?: number } },
      );
      expect(refused?.init?.status).toBe(404);
      await expect(
        loadUnverifiedMembers(context(who), new Request(`${SITE}/admin/members`)),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
    expect((await repo.accountEmails.unverified()).map((m) => m.email)).toEqual([
      "ada@example.com",
    ]);
  });

  it("changes a member's address for an operator, refusing a taken one", async () => {
    await join("ada@example.com");
    await join("cy@example.com");
    expect(await repo.accountEmails.changeEmail("ada@example.com", "CY@example.com")).toBe("taken");
    expect(await repo.accountEmails.changeEmail("nobody@example.com", "new@example.com")).toBe(
      "no-member",
    );
    expect(await repo.accountEmails.changeEmail("Ada@example.com", "ada.new@example.com")).toBe(
      "changed",
    );
    const left = (await repo.accountEmails.unverified()).map((m) => m.email);
    expect(left).toEqual(["cy@example.com"]);
  });
});

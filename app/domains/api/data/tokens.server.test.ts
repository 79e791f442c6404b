import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../../server/db/database";
import { createRepository, type Repository } from "../../../../server/db/repository";
import { seedSampleData } from "../../../../server/db/seed";
import { eachTestDatabase, testBackends, twoSampleCompanies } from "../../../../server/db/testing";

// API tokens in the database (decision 490): made only for a company of the member, kept as a
// fingerprint, found by the token, revoked only by their member, and invalid once revoked or
// once the member no longer owns the company. "Last used" is written at most once a minute.

const [companyA, companyB] = twoSampleCompanies();
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 1, 9, minute, second));

async function members(db: Db, sqlite: boolean) {
  // SQLite keeps a boolean as 0 or 1.
  const yes = (sqlite ? 1 : true) as boolean;
  const no = (sqlite ? 0 : false) as boolean;
  await db.schema
    .createTable("user")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("emailVerified", "boolean")
    .execute();
  await db
    .insertInto("user")
    .values([
      { id: "ada", name: "Ada", email: "ada@example.com", emailVerified: yes },
      { id: "bob", name: "Bob", email: "bob@example.com", emailVerified: no },
    ])
    .execute();
  await db.updateTable("vendors").set({ owner_id: "ada" }).where("id", "=", companyA.id).execute();
  await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", companyB.id).execute();
}

describe.each(testBackends)("API tokens on $name", ({ name }) => {
  let repo: Repository;
  let db: Db;
  const database = eachTestDatabase(name, { beforeAll, afterAll, beforeEach, afterEach }, (db) =>
    seedSampleData(db).then(() => members(db, name === "sqlite")),
  );
  beforeEach(() => {
    db = database();
    repo = createRepository(db);
  });

  it("makes a token for the member's own company only, and keeps only its fingerprint", async () => {
    const input = { name: "ERP", scope: "write" as const, company: companyA.slug };
    expect(await repo.apiTokens.createToken("bob", input)).toBeNull();
    const made = (await repo.apiTokens.createToken("ada", input, at(0)))!;
    expect(made.token).toMatch(/^pc_[A-Za-z0-9_-]{43}$/);
    const stored = await db.selectFrom("api_tokens").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const found = await repo.apiTokens.authenticate(made.token, at(1));
    expect(found?.viewer).toMatchObject({ id: "ada", isOperator: false, emailVerified: true });
    expect(found?.grant).toMatchObject({ scope: "write", company: { slug: companyA.slug } });
    expect(await repo.apiTokens.authenticate(`${made.token.slice(0, -1)}x`)).toBeNull();
    expect(await repo.apiTokens.authenticate("not a token")).toBeNull();
  });

  it("writes its last use at most once a minute", async () => {
    const made = (await repo.apiTokens.createToken(
      "ada",
      { name: "ERP", scope: "read", company: companyA.slug },
      at(0),
    ))!;
    expect((await repo.apiTokens.tokensOf("ada"))[0]?.lastUsedAt).toBeNull();
    await repo.apiTokens.authenticate(made.token, at(1));
    await repo.apiTokens.authenticate(made.token, at(1, 30));
    expect((await repo.apiTokens.tokensOf("ada"))[0]?.lastUsedAt).toBe(at(1).toISOString());
    await repo.apiTokens.authenticate(made.token, at(2, 1));
    expect((await repo.apiTokens.tokensOf("ada"))[0]?.lastUsedAt).toBe(at(2, 1).toISOString());
  });

  it("is revoked by its member only, and stops working once revoked or the company is gone", async () => {
    const input = { name: "ERP", scope: "read" as const, company: companyA.slug };
    const one = (await repo.apiTokens.createToken("ada", input))!;
    const two = (await repo.apiTokens.createToken("ada", input))!;
    expect(await repo.apiTokens.revokeToken("bob", one.id)).toBe(false);
    expect(await repo.apiTokens.authenticate(one.token)).not.toBeNull();
    expect(await repo.apiTokens.revokeToken("ada", one.id)).toBe(true);
    expect(await repo.apiTokens.revokeToken("ada", one.id)).toBe(false);
    expect(await repo.apiTokens.authenticate(one.token)).toBeNull();
    expect((await repo.apiTokens.tokensOf("ada")).map((t) => t.id)).toEqual([two.id]);
    expect(await repo.apiTokens.tokensOf("bob")).toEqual([]);
    // The company passes to another owner: Ada's token no longer acts for it.
    await db
      .updateTable("vendors")
      .set({ owner_id: "bob" })
      .where("id", "=", companyA.id)
      .execute();
    expect(await repo.apiTokens.authenticate(two.token)).toBeNull();
  });
});

import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../../../server/db/database";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import type { Viewer } from "~/lib/access.server";
import {
  TOKEN_PREFIX,
  TOKEN_SHAPE,
  type ApiGrant,
  type TokenScope,
  type TokenView,
} from "../tokens";

// Members' API tokens (docs/decisions/490): made for one of the member's companies, kept as their
// SHA-256, listed with when they were made and last used, revoked. Personal records: their writes
// do not change the data version (no page shows them to others).

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** How often a token's "last used" is written: at most once a minute per token. */
const LAST_USED_EVERY_MS = 60_000;

/** The member's tokens not revoked, newest first. */
export async function tokensOf(db: Db, ownerId: string): Promise<TokenView[]> {
  const rows = await db
    .selectFrom("api_tokens as t")
    .innerJoin("vendors as v", "v.id", "t.company_id")
    .select(["t.id", "t.name", "t.scope", "t.created_at", "t.last_used_at", "v.name as company"])
    .where("t.owner_id", "=", ownerId)
    .where("t.revoked_at", "is", null)
    .orderBy("t.created_at", "desc")
    .orderBy("t.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope as TokenScope,
    companyName: r.company,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

/**
 * Makes a token for one of the member's companies (by slug); the token is returned once and only
 * its hash is kept. Null when the member does not own that company.
 */
export async function createToken(
  db: Db,
  ownerId: string,
  input: { name: string; scope: TokenScope; company: string },
  clock: Clock = systemClock,
): Promise<{ token: string; id: string } | null> {
  const company = await db
    .selectFrom("vendors")
    .select("id")
    .where("slug", "=", input.company)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!company) return null;
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const id = randomUUID();
  await db
    .insertInto("api_tokens")
    .values({
      id,
      owner_id: ownerId,
      company_id: company.id,
      name: input.name,
      scope: input.scope,
      token_hash: hashOf(token),
      created_at: readClock(clock).toISOString(),
    })
    .execute();
  return { token, id };
}

/** Revokes one of the member's tokens; false when they have no such token. */
export async function revokeToken(
  db: Db,
  ownerId: string,
  id: string,
  clock: Clock = systemClock,
): Promise<boolean> {
  const done = await db
    .updateTable("api_tokens")
    .set({ revoked_at: readClock(clock).toISOString() })
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/**
 * The member and grant of a token, or null when it is unknown, revoked, or its member no longer
 * owns its company. Its "last used" is written (at most once a minute). API tokens never carry
 * operator powers.
 */
export async function authenticate(
  db: Db,
  token: string,
  clock: Clock = systemClock,
): Promise<{ viewer: Viewer; grant: ApiGrant } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom("api_tokens as t")
    .innerJoin("vendors as v", (j) =>
      j.onRef("v.id", "=", "t.company_id").onRef("v.owner_id", "=", "t.owner_id"),
    )
    .innerJoin("user as u", "u.id", "t.owner_id")
    .select([
      "t.id",
      "t.scope",
      "t.last_used_at",
      "v.id as company_id",
      "v.slug",
      "v.name as company_name",
      "u.id as user_id",
      "u.name as user_name",
      "u.email",
      "u.emailVerified",
    ])
    .where("t.token_hash", "=", hashOf(token))
    .where("t.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const now = readClock(clock);
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) {
    await db
      .updateTable("api_tokens")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return {
    viewer: {
      id: row.user_id,
      name: row.user_name,
      email: row.email,
      image: null,
      emailVerified: row.emailVerified === true || row.emailVerified === 1,
      isOperator: false,
    },
    grant: {
      tokenId: row.id,
      scope: row.scope as TokenScope,
      company: { id: row.company_id, slug: row.slug, name: row.company_name },
    },
  };
}

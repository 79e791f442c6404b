import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isPostgres, type Db } from "../db/database";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../private-files";

// The key that signs session cookies. BETTER_AUTH_SECRET wins when set; otherwise one is made
// on first start and kept in the data folder (never in the repository), so sessions survive
// restarts without any set-up. On PostgreSQL it is kept in the database instead, so that every
// server behind the proxy signs and accepts the same cookies.

export const SECRET_FILE = "auth-secret";
const MIN_LENGTH = 32;

export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  const configured = fromEnv?.trim();
  if (configured) {
    if (configured.length < MIN_LENGTH) {
      throw new Error(`BETTER_AUTH_SECRET must be at least ${MIN_LENGTH} characters long.`);
    }
    return configured;
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: PRIVATE_FILE_MODE });
  return secret;
}

const SECRET_KEY = "auth-secret";

/** The secret for the server's database: in the data folder, or in PostgreSQL's meta table. */
export async function loadOrCreateSharedSecret(
  db: Db,
  dataDir: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv?.trim() || !isPostgres(db)) return loadOrCreateSecret(dataDir, fromEnv);
  await db
    .insertInto("meta")
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("meta")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

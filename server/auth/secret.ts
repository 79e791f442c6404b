import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
  const stored = readSecret(file);
  if (stored) return stored;
  ensurePrivateDir(dataDir);
  // Several processes may start at once (WEB_CONCURRENCY): each writes its own file whole, and
  // the first to put it in place wins; the others read that one. No process ever reads or
  // replaces a secret half written.
  const secret = randomBytes(32).toString("base64url");
  const mine = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(mine, secret + "\n", { mode: PRIVATE_FILE_MODE });
  try {
    linkSync(mine, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const theirs = readSecret(file);
    if (theirs) return theirs;
    // A file too short to be a secret (an earlier version's crash): replaced whole.
    renameSync(mine, file);
    return secret;
  } finally {
    rmSync(mine, { force: true });
  }
}

/** The secret kept in `file`, or null when there is none (or too short to be one). */
function readSecret(file: string): string | null {
  try {
    const stored = readFileSync(file, "utf8").trim();
    return stored.length >= MIN_LENGTH ? stored : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    return null;
  }
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

import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../private-files";

// The key that signs session cookies. BETTER_AUTH_SECRET wins when set; otherwise one is made
// on first start and kept in the data folder (never in the repository), so sessions survive
// restarts without any set-up.

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

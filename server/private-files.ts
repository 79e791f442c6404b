import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";

// DATA_DIR holds password hashes, sessions, the session-signing secret and visitors' CVs: only
// the server's own user may read any of it. Folders are made 0700 and files 0600, whatever the
// umask, and what an earlier version made open to others is tightened when it is opened again.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function tighten(target: string, mode: number) {
  try {
    chmodSync(target, mode);
  } catch (error) {
    // A folder that belongs to another user (a mount point set up by the operator) stays as
    // the operator made it.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

/** A folder (and any missing parent) that only its owner can open. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** A file that only its owner can read, created empty if it is missing (content is kept). */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  tighten(file, PRIVATE_FILE_MODE);
}

/**
 * A SQLite database file made private before SQLite opens it: SQLite gives its -wal and -shm
 * files the database file's mode, so they follow.
 */
export function ensurePrivateDatabase(file: string): void {
  ensurePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    if (existsSync(companion)) tighten(companion, PRIVATE_FILE_MODE);
  }
}

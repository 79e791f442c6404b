import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateSecret, SECRET_FILE } from "./secret";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pc-secret-"));
  dirs.push(dir);
  return path.join(dir, "data");
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("loadOrCreateSecret", () => {
  it("makes a secret on first start, keeps it private in the data folder and reuses it", () => {
    const dir = tempDir();
    const first = loadOrCreateSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, SECRET_FILE), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, SECRET_FILE)).mode & 0o077).toBe(0);
    expect(loadOrCreateSecret(dir, undefined)).toBe(first);
  });

  it("keeps the secret already stored and replaces only one too short to be a secret", () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, SECRET_FILE), "half\n");
    const made = loadOrCreateSecret(dir, undefined);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir, undefined)).toBe(made);
    expect(readdirSync(dir)).toEqual([SECRET_FILE]);
  });

  it("uses BETTER_AUTH_SECRET when set, and refuses a short one", () => {
    const dir = tempDir();
    const secret = "s".repeat(40);
    expect(loadOrCreateSecret(dir, secret)).toBe(secret);
    expect(() => loadOrCreateSecret(dir, "short")).toThrow(/at least 32/);
  });
});

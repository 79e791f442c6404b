import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensurePrivateDir, ensurePrivateFile } from "./private-files";

const modeOf = (p: string) => statSync(p).mode & 0o777;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("private files", () => {
  it("creates a data folder (and any missing parent) readable by its owner only", () => {
    root = mkdtempSync(path.join(tmpdir(), "pc-private-"));
    const dir = path.join(root, "a", "data");
    ensurePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(root, "a"))).toBe(0o700);
  });

  it("tightens a folder and a file an earlier version created open to everyone", () => {
    root = mkdtempSync(path.join(tmpdir(), "pc-private-"));
    const dir = path.join(root, "data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const file = path.join(dir, "inbox.sqlite");
    writeFileSync(file, "", { mode: 0o644 });
    chmodSync(file, 0o644);
    ensurePrivateDir(dir);
    ensurePrivateFile(file);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });

  it("creates a missing file empty and private, and leaves an existing one's content alone", () => {
    root = mkdtempSync(path.join(tmpdir(), "pc-private-"));
    const file = path.join(root, "new.sqlite");
    ensurePrivateFile(file);
    expect(modeOf(file)).toBe(0o600);
    expect(statSync(file).size).toBe(0);
    writeFileSync(file, "kept");
    ensurePrivateFile(file);
    expect(statSync(file).size).toBe(4);
  });
});

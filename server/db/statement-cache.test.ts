import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "./statement-cache";

describe("the statement cache", () => {
  it("prepares a query once and reuses its statement", () => {
    const sqlite = new SQLite(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite);
    const first = db.prepare("select 1 as one");
    const again = db.prepare("select 1 as one");
    expect(again).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(again.all([])).toEqual([{ one: 1 }]);
    db.close();
  });

  it("drops the least recently used statement past its size", () => {
    const sqlite = new SQLite(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 1"); // a is now the most recent
    db.prepare("select 3"); // drops "select 2"
    expect(db.prepare("select 1")).toBe(a);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare("select 2");
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });

  it("keeps answering after the schema changes under a kept statement", () => {
    const db = withStatementCache(new SQLite(":memory:"));
    db.prepare("create table t (a integer)").run([]);
    db.prepare("insert into t (a) values (?)").run([1]);
    const read = "select * from t";
    expect(db.prepare(read).all([])).toEqual([{ a: 1 }]);
    db.prepare("alter table t add column b text").run([]);
    expect(db.prepare(read).all([])).toEqual([{ a: 1, b: null }]);
    db.close();
  });
});

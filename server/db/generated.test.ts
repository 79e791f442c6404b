import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generateTypes } from "../../scripts/db-types";
import { createTestDatabase, testBackends } from "./testing";

// The committed types are what the migrations give, on every database we run on: a migration
// without `npm run db:types`, or a hand edit of generated.ts, fails here (docs/decisions/111).

describe.each(testBackends)("the database types on $name", ({ name }) => {
  it("are generated from the migrated schema and committed as generated.ts", async () => {
    const database = await createTestDatabase(name);
    const db = await database.open(":memory:", { file: ":memory:" });
    try {
      const generated = await generateTypes(db);
      expect(generated, "Run `npm run db:types` and commit server/db/generated.ts.").toBe(
        await readFile(GENERATED_FILE, "utf8"),
      );
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 30_000);
});

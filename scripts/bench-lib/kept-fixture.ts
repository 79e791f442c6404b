// `bench:scale --size Nx --keep DIR`: the fixture written once and kept between runs. The SQLite
// database lives in DIR/sqlite-Nx, the PostgreSQL one in a schema of TEST_DATABASE_URL named in
// DIR/postgres-Nx/schema; a file `seeded` beside it says the fixture is complete, and a later run with
// the same DIR measures it again without writing it (the server still applies any newer
// migration when it starts, as after a deployment). Nothing is dropped at the end.
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { DATABASE_FILE, openDatabase } from "../../server/db/database";
import { TEST_DATABASE_URL, type BackendName, type TestDatabase } from "../../server/db/testing";

export interface KeptFixture {
  database: TestDatabase;
  dataDir: string;
  /** Whether an earlier run wrote the whole fixture here. */
  seeded: boolean;
  markSeeded(): Promise<void>;
}

export async function keptFixture(
  dir: string,
  backend: BackendName,
  size: string,
): Promise<KeptFixture> {
  const dataDir = path.resolve(dir, `${backend}-${size}`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const marker = path.join(dataDir, "seeded");
  const seeded = existsSync(marker);
  let url: string | null = null;
  if (backend === "sqlite" && !seeded) {
    await rm(path.join(dataDir, DATABASE_FILE), { force: true });
  }
  if (backend === "postgres") {
    if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set.");
    // The schema's name is kept beside the marker: one per folder, so that two folders at the
    // same size do not share a schema.
    const named = path.join(dataDir, "schema");
    const schema = existsSync(named)
      ? (await readFile(named, "utf8")).trim()
      : `scale_${size}_${randomBytes(4).toString("hex")}`;
    if (!/^scale_\w+$/.test(schema)) throw new Error(`${named} does not name a scale schema.`);
    await writeFile(named, `${schema}\n`);
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      // A fixture that did not finish is written again from the start.
      if (!seeded) await client.query(`drop schema if exists ${schema}, ${schema}_jobs cascade`);
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
    const u = new URL(TEST_DATABASE_URL);
    u.searchParams.set("options", `-c search_path=${schema}`);
    url = u.toString();
  }
  const database: TestDatabase = {
    url,
    open: (folder) =>
      url ? openDatabase({ dataDir: folder, url, poolSize: 4 }) : openDatabase({ dataDir: folder }),
    drop: async () => {},
  };
  return {
    database,
    dataDir,
    seeded,
    markSeeded: () => writeFile(marker, `${new Date().toISOString()}\n`),
  };
}

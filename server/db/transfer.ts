import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { sql } from "kysely";
import { openFileStore, saveStream, FILE_AREAS } from "../files/file-store";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../private-files";
import { isPostgres, migrationStatus, type Db } from "./database";

// A whole installation to a folder and back (docs/decisions/093): every table as JSON lines,
// every private file, and a manifest with counts and SHA-256s, so that a move from SQLite to
// PostgreSQL (or back) can be checked. Tables are found in the database, not listed here, so
// tables added by later migrations travel too.

export const MANIFEST_FILE = "manifest.json";
const PAGE_ROWS = 1000;
/**
 * Kysely's bookkeeping (the target runs its own migrations), the files (exported as files), the
 * search indexes (the target's triggers rebuild them as the rows go in) and the CPV list (the
 * target's migrations load the same list, docs/decisions/440).
 */
const NOT_EXPORTED =
  /^(kysely_migration|kysely_migration_lock|stored_files|stored_file_chunks|search_.*|cpv_codes)$/;

export interface TableEntry {
  rows: number;
  /** SHA-256 of the table's file, to check the folder. */
  fileSha256: string;
  /**
   * SHA-256 of the rows whatever their order (the sum of each canonical row's hash): equal for
   * the same data on SQLite and PostgreSQL.
   */
  contentSha256: string;
}

export interface FileEntry {
  area: string;
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  exportedAt: string;
  from: "sqlite" | "postgres";
  migrations: string[];
  tables: Record<string, TableEntry>;
  files: FileEntry[];
}

/**
 * The tables (with their stored columns, in order; a generated column is left out, as SQLite's
 * introspection does) of the database's schema: PostgreSQL's current one,
 * read from that schema alone, since other schemas on the same server may be changing meanwhile
 * (another installation's migrations, or tests).
 */
async function introspect(db: Db): Promise<{ name: string; columns: { name: string }[] }[]> {
  if (!isPostgres(db)) return db.introspection.getTables();
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type in ('BASE TABLE', 'VIEW')
      and c.table_name not in ('kysely_migration', 'kysely_migration_lock')
      and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, { name: string }[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name });
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** The tables of the database, parents before the tables whose foreign keys point at them. */
export async function tablesOf(db: Db): Promise<string[]> {
  const all = (await introspect(db))
    .map((t) => t.name)
    .filter((name) => !NOT_EXPORTED.test(name))
    .sort();
  const parents = new Map<string, Set<string>>();
  for (const table of all) {
    const rows = isPostgres(db)
      ? (
          await sql<{ parent: string }>`
            select distinct ref.relname as parent from pg_constraint c
            join pg_class t on t.oid = c.conrelid join pg_class ref on ref.oid = c.confrelid
            join pg_namespace n on n.oid = t.relnamespace
            where c.contype = 'f' and t.relname = ${table} and n.nspname = current_schema()`.execute(
            db,
          )
        ).rows
      : (
          await sql<{ parent: string }>`
            select distinct "table" as parent from pragma_foreign_key_list(${table})`.execute(db)
        ).rows;
    parents.set(table, new Set(rows.map((r) => r.parent).filter((p) => p !== table)));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (all.includes(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of all) visit(table, new Set());
  return ordered;
}

/** One value as both databases' exports write it: dates as ISO text, booleans as 0/1. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  return value;
}

function canonicalRow(row: Record<string, unknown>): string {
  const keys = Object.keys(row).sort();
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, canonical(row[k])])));
}

const MOD = 1n << 256n;

async function* pages(db: Db, table: string) {
  const columns = (await introspect(db)).find((t) => t.name === table)!.columns;
  // The stored columns only: a generated one (decision 541) is computed again by the target.
  const order = sql.join(columns.map((c) => sql.ref(c.name)));
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${order} from ${sql.table(table)} order by ${order}
      limit ${PAGE_ROWS} offset ${offset}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < PAGE_ROWS) return;
  }
}

/** The areas of private files that exist: those the code names, and any in the database. */
async function areasOf(db: Db): Promise<string[]> {
  const areas = new Set<string>(FILE_AREAS);
  const rows = await db.selectFrom("stored_files").select("area").distinct().execute();
  for (const r of rows) areas.add(r.area);
  return [...areas].sort();
}

/** Writes every table and file of the installation (`db`, files under `dataDir`) to `dir`. */
export async function exportInstallation(db: Db, dataDir: string, dir: string): Promise<Manifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is not empty: export into a new folder.`);
  }
  await mkdir(path.join(dir, "tables"), { recursive: true, mode: PRIVATE_DIR_MODE });
  const tables: Record<string, TableEntry> = {};
  for (const table of await tablesOf(db)) {
    const target = path.join(dir, "tables", `${table}.jsonl`);
    const out = createWriteStream(target, { mode: PRIVATE_FILE_MODE });
    const fileHash = createHash("sha256");
    let content = 0n;
    let rows = 0;
    for await (const page of pages(db, table)) {
      for (const row of page) {
        const line = canonicalRow(row) + "\n";
        fileHash.update(line);
        content = (content + BigInt(`0x${createHash("sha256").update(line).digest("hex")}`)) % MOD;
        rows++;
        if (!out.write(line)) await once(out, "drain");
      }
    }
    out.end();
    await once(out, "finish");
    tables[table] = {
      rows,
      fileSha256: fileHash.digest("hex"),
      contentSha256: content.toString(16).padStart(64, "0"),
    };
  }
  const files: FileEntry[] = [];
  for (const area of await areasOf(db)) {
    const store = openFileStore(db, dataDir, area);
    const folder = path.join(dir, "files", ...area.split("/"));
    await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    for (const file of await store.list()) {
      const written = await saveStream(
        (await store.read(file.name))!,
        path.join(folder, file.name),
      );
      files.push({ area, name: file.name, ...written });
    }
  }
  const manifest: Manifest = {
    format: 1,
    exportedAt: new Date().toISOString(),
    from: isPostgres(db) ? "postgres" : "sqlite",
    migrations: (await migrationStatus(db)).filter((m) => m.executedAt).map((m) => m.name),
    tables,
    files,
  };
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n", {
    mode: PRIVATE_FILE_MODE,
  });
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Loads an export into an empty installation (`db` migrated, its tables empty; files under
 * `dataDir` on SQLite). Every table file and private file is checked against the manifest
 * first, and the rows go in in one transaction.
 */
export async function importInstallation(db: Db, dataDir: string, dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  if (manifest.format !== 1) throw new Error("Unknown export format.");
  const known = new Set((await migrationStatus(db)).map((m) => m.name));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new Error(`The export comes from a newer version (migrations ${unknown.join(", ")}).`);
  }
  const present = new Set(await tablesOf(db));
  const order = await tablesOf(db);
  for (const table of Object.keys(manifest.tables)) {
    if (!present.has(table)) throw new Error(`The target database has no table "${table}".`);
    const file = path.join(dir, "tables", `${table}.jsonl`);
    if ((await sha256Of(file)) !== manifest.tables[table]!.fileSha256) {
      throw new Error(`tables/${table}.jsonl does not match the manifest.`);
    }
  }
  for (const table of present) {
    const row = await db
      .selectFrom(table as never)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number((row as { n: number }).n) > 0) {
      throw new Error(
        `The target is not empty (table "${table}" has rows): import into a new one.`,
      );
    }
  }
  for (const f of manifest.files) {
    const file = path.join(dir, "files", ...f.area.split("/"), f.name);
    if ((await sha256Of(file)) !== f.sha256) {
      throw new Error(`files/${f.area}/${f.name} does not match the manifest.`);
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const table of order.filter((t) => t in manifest.tables)) {
      const lines = createInterface({
        input: createReadStream(path.join(dir, "tables", `${table}.jsonl`)),
        crlfDelay: Infinity,
      });
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await trx
          .insertInto(table as never)
          .values(batch as never)
          .execute();
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        batch.push(JSON.parse(line) as Record<string, unknown>);
        // Few enough rows that one statement stays under SQLite's limit of bound values.
        if (batch.length >= 50) await flush();
      }
      await flush();
    }
  });
  for (const f of manifest.files) {
    const store = openFileStore(db, dataDir, f.area);
    const put = await store.put(
      f.name,
      createReadStream(path.join(dir, "files", ...f.area.split("/"), f.name)),
    );
    if (put.sha256 !== f.sha256) throw new Error(`Stored ${f.area}/${f.name} differs.`);
  }
  return manifest;
}

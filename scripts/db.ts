// The site's database from the command line. Reads DATA_DIR and DATABASE_URL like the server.
//
//   npm run db -- migrate          bring the schema up to date (the server also does at start)
//   npm run db -- status           which migrations have run
//   npm run db -- export <dir>     every table and private file, with a manifest of counts and
//                                  SHA-256s, into a new folder
//   npm run db -- import <dir>     an export into an empty installation (a new DATA_DIR, or a new
//                                  PostgreSQL database), checked against its manifest
//
// Moving a SQLite installation to PostgreSQL: stop the server, `npm run db -- export backup`,
// then `DATABASE_URL=postgres://... npm run db -- import backup`, and start the servers with
// DATABASE_URL set (README, Deploying).
import path from "node:path";
import { createAccountTables } from "../app/domains/accounts/index.server";
import { loadConfig } from "../server/config";
import { migrationStatus, openDatabase } from "../server/db/database";
import { exportInstallation, importInstallation, type Manifest } from "../server/db/transfer";

const USAGE = `Usage: npm run db -- <command>
  migrate          bring the database's schema up to date
  status           list the migrations and whether each has run
  export <dir>     write every table and file to a new folder, with a manifest
  import <dir>     load an export into an empty installation`;

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  const tables = Object.entries(manifest.tables)
    .map(([name, t]) => `  ${name.padEnd(22)} ${String(t.rows).padStart(8)} rows`)
    .join("\n");
  return `${tables}\n  ${manifest.files.length} file(s), ${rows} row(s) in ${Object.keys(manifest.tables).length} tables`;
}

async function main(args: string[]): Promise<number> {
  const [command, dir, ...rest] = args;
  const needsDir = command === "export" || command === "import";
  if (!command || !["migrate", "status", "export", "import"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (needsDir !== Boolean(dir) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${config.dataDir}`;
  const db = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  try {
    if (command === "migrate" || command === "status") {
      const status = await migrationStatus(db);
      if (command === "migrate") console.log(`${where}: the schema is up to date.`);
      for (const m of status) {
        console.log(`${m.executedAt ? "done   " : "pending"}  ${m.name}`);
      }
      return 0;
    }
    const folder = path.resolve(dir!);
    if (command === "export") {
      const manifest = await exportInstallation(db, config.dataDir, folder);
      console.log(`Exported ${where} to ${folder}:\n${summary(manifest)}`);
      return 0;
    }
    await createAccountTables(db, config.siteOrigin);
    const manifest = await importInstallation(db, config.dataDir, folder);
    console.log(`Imported ${folder} into ${where}, every file checked:\n${summary(manifest)}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

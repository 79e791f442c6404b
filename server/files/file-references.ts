import type { Db } from "../db/database";
import type { FILE_AREAS } from "./file-store";

// Which stored files are in use: every column that names a file of the private file store, by
// area (docs/decisions/241). The sweep (server/files/sweep.ts) removes only files none of these
// name, so a new column that keeps a stored file's name must be added here; a new area must be
// (the type asks for every area of FILE_AREAS).

export type FileArea = (typeof FILE_AREAS)[number];

/** The names `column` of `table` holds (nulls and empty names left out). */
async function namesIn(db: Db, table: string, column: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table as "vendors")
    .select(`${column} as name` as "logo_file as name")
    .where(column as "logo_file", "is not", null)
    .execute();
  return rows.map((r) => r.name).filter((name): name is string => !!name);
}

/**
 * Logos an operator may set back: the recorded edits of companies keep the logo before and
 * after each change (app/domains/companies/data/edits.server.ts reverts to "before").
 */
async function logosInEdits(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("company_edits")
    .select("changes")
    .where("changes", "like", '%"logo"%')
    .execute();
  const names: string[] = [];
  for (const { changes } of rows) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(changes);
    } catch {
      continue;
    }
    if (!Array.isArray(parsed)) continue;
    for (const change of parsed as { field?: unknown; before?: unknown; after?: unknown }[]) {
      if (change?.field !== "logo") continue;
      for (const name of [change.before, change.after]) {
        if (typeof name === "string" && name !== "") names.push(name);
      }
    }
  }
  return names;
}

/** Each area's names in use, read from the database. */
export const FILE_REFERENCES: Record<FileArea, (db: Db) => Promise<string[]>> = {
  // Forms' attachments, job applications' CVs and requests' files as the buyer sent them.
  "inbox/files": (db) => namesIn(db, "attachments", "stored_name"),
  "company-logos": async (db) => [
    ...(await namesIn(db, "vendors", "logo_file")),
    ...(await logosInEdits(db)),
  ],
  "claim-evidence": (db) => namesIn(db, "vendor_claims", "evidence_file"),
  // Files sent with replies in a request's conversation: stored under their row's id.
  "requests/files": (db) => namesIn(db, "request_reply_files", "id"),
  "tender-files": async (db) => [
    ...(await namesIn(db, "tender_documents", "file")),
    ...(await namesIn(db, "bid_documents", "file")),
  ],
  "member-photos": (db) => namesIn(db, "members", "photo_file"),
  "freelance-files": (db) => namesIn(db, "freelance_proposal_files", "file"),
  "company-certificates": (db) => namesIn(db, "company_certificates", "file"),
};

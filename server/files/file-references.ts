import type { Db } from "../db/database";
import type { FILE_AREAS } from "./file-store";

// Which stored files are in use: every column that names a file of the private file store, by
// area (docs/decisions/241). The sweep (server/files/sweep.ts) removes only files none of these
// name, so a new column that keeps a stored file's name must be added here; a new area must be
// (the type asks for every area of FILE_AREAS).

export type FileArea = (typeof FILE_AREAS)[number];

/** The names of `names` that `column` of `table` holds (decision 516: by its index). */
async function namesIn(
  db: Db,
  table: string,
  column: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom(table as "vendors")
    .select(`${column} as name` as "logo_file as name")
    .where(column as "logo_file", "in", [...names])
    .execute();
  return rows.map((r) => r.name).filter((name): name is string => !!name);
}

/**
 * Logos an operator may set back: the recorded edits of companies keep the logo before and
 * after each change (app/domains/companies/data/edits.server.ts reverts to "before"). Of
 * `names`, those some edit names.
 */
async function logosInEdits(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("company_edits")
    .select("changes")
    .where("changes", "like", '%"logo"%')
    .where((eb) => eb.or(names.map((name) => eb("changes", "like", `%${likeEscaped(name)}%`))))
    .execute();
  const wanted = new Set(names);
  const found: string[] = [];
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
        if (typeof name === "string" && wanted.has(name)) found.push(name);
      }
    }
  }
  return found;
}

/** A stored name in a LIKE pattern: any wildcard in it matches one character (itself too). */
const likeEscaped = (name: string) => name.replace(/[%_\\]/g, "_");

type Names = readonly string[];

/** Of each area's stored names given, those the database refers to. */
export const FILE_REFERENCES: Record<FileArea, (db: Db, names: Names) => Promise<string[]>> = {
  // Forms' attachments, job applications' CVs and requests' files as the buyer sent them.
  "inbox/files": (db, names) => namesIn(db, "attachments", "stored_name", names),
  "company-logos": async (db, names) => [
    ...(await namesIn(db, "vendors", "logo_file", names)),
    ...(await logosInEdits(db, names)),
  ],
  "claim-evidence": (db, names) => namesIn(db, "vendor_claims", "evidence_file", names),
  // Files sent with replies in a request's conversation: stored under their row's id.
  "requests/files": (db, names) => namesIn(db, "request_reply_files", "id", names),
  "tender-files": async (db, names) => [
    ...(await namesIn(db, "tender_documents", "file", names)),
    ...(await namesIn(db, "bid_documents", "file", names)),
  ],
  "member-photos": (db, names) => namesIn(db, "members", "photo_file", names),
  "freelance-files": (db, names) => namesIn(db, "freelance_proposal_files", "file", names),
  "company-certificates": (db, names) => namesIn(db, "company_certificates", "file", names),
};

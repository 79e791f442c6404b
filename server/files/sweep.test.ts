import { Readable } from "node:stream";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPostgres, type Db } from "../db/database";
import { seedSampleData } from "../db/seed";
import { openTestInstallation, testBackends, type TestInstallation } from "../db/testing";
import { FILE_AREAS, openFileStore, type StoredFile } from "./file-store";
import { FILE_SWEEP_GRACE_MS, sweepFiles, unreferencedFiles } from "./sweep";

// The sweep of stored files nothing refers to (docs/decisions/241): on a real file store and
// database, a file of each kind that a row names is kept, an unreferenced file is kept while it
// is younger than the grace period and removed after it, in every area.

const HOUR = 60 * 60 * 1000;
const at = "2026-01-01T00:00:00.000Z";

describe("unreferencedFiles", () => {
  const now = new Date("2026-01-01T12:00:00.000Z");
  const file = (name: string, minutesAgo: number): StoredFile => ({
    name,
    size: 1,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  });

  it("takes the unreferenced files at least as old as the grace period, and no other", () => {
    const files = [file("old", 61), file("exactly", 60), file("young", 59), file("named", 600)];
    expect(unreferencedFiles(files, new Set(["named"]), now, HOUR).map((f) => f.name)).toEqual([
      "old",
      "exactly",
    ]);
  });

  it("never takes a file whose time it cannot read", () => {
    expect(unreferencedFiles([{ name: "x", size: 1, createdAt: "?" }], new Set(), now, 0)).toEqual(
      [],
    );
  });
});

/** Runs `write` with the foreign keys' checks off: the rows name files, their parents do not matter here. */
async function withoutForeignKeys(db: Db, write: (db: Db) => Promise<void>) {
  await db.connection().execute(async (conn) => {
    const postgres = isPostgres(db);
    await sql
      .raw(postgres ? "SET session_replication_role = replica" : "PRAGMA foreign_keys = OFF")
      .execute(conn);
    try {
      await write(conn);
    } finally {
      await sql
        .raw(postgres ? "SET session_replication_role = DEFAULT" : "PRAGMA foreign_keys = ON")
        .execute(conn);
    }
  });
}

/** A row of every kind that names a stored file, each naming `name(kind)`. */
async function referEveryKind(db: Db) {
  const vendor = await db.selectFrom("vendors").select("id").executeTakeFirstOrThrow();
  const member = await db.selectFrom("members").select("id").executeTakeFirstOrThrow();
  const doc = { content_type: "application/pdf", size: 1 };
  await withoutForeignKeys(db, async (trx) => {
    await trx
      .insertInto("attachments")
      .values({
        id: "a1",
        submission_id: "s1",
        field: "attachment",
        original_name: "cv.pdf",
        content_type: "application/pdf",
        size: 1,
        sha256: "0",
        stored_name: "attachment-file",
        position: 0,
      })
      .execute();
    await trx
      .updateTable("vendors")
      .set({ logo_file: "current-logo.webp" })
      .where("id", "=", vendor.id)
      .execute();
    await trx
      .insertInto("company_edits")
      .values({
        id: "e1",
        vendor_id: vendor.id,
        editor_id: "u1",
        edited_at: at,
        changes: JSON.stringify([
          { field: "name", before: "Old", after: "New" },
          { field: "logo", before: "earlier-logo.webp", after: "replaced-logo.webp" },
        ]),
      })
      .execute();
    await trx
      .insertInto("vendor_claims")
      .values({
        id: "c1",
        vendor_id: vendor.id,
        claimant_id: "u1",
        claimant_name: "Ada",
        claimant_email: "ada@example.com",
        message: "Ours.",
        status: "pending",
        created_at: at,
        evidence_file: "evidence-file.pdf",
      })
      .execute();
    await trx
      .insertInto("request_reply_files")
      .values({
        id: "reply-file-id",
        submission_id: "s1",
        reply_id: "r1",
        original_name: "quote.pdf",
        content_type: "application/pdf",
        size: 1,
        position: 0,
      })
      .execute();
    await trx
      .insertInto("tender_documents")
      .values({
        id: "td1",
        tender_id: "t1",
        file: "tender-doc.pdf",
        name: "spec.pdf",
        created_at: at,
        ...doc,
      })
      .execute();
    await trx
      .insertInto("bid_documents")
      .values({ id: "bd1", bid_id: "b1", file: "bid-doc.pdf", name: "offer.pdf", ...doc })
      .execute();
    await trx
      .updateTable("members")
      .set({ photo_file: "member-photo.webp" })
      .where("id", "=", member.id)
      .execute();
    await trx
      .insertInto("company_certificates")
      .values({
        id: "cc1",
        company_id: vendor.id,
        name: "ISO 9001",
        issuer: "BSI",
        number: "FS 1",
        scope: "",
        expires_on: "2030-01-01",
        file: "certificate-file.pdf",
        file_name: "iso.pdf",
        created_at: at,
        ...doc,
      })
      .execute();
    await trx
      .insertInto("freelance_proposal_files")
      .values({
        id: "pf1",
        proposal_id: "p1",
        file: "proposal-file.pdf",
        name: "portfolio.pdf",
        created_at: at,
        ...doc,
      })
      .execute();
  });
}

/** The files each area holds that a row names (as `referEveryKind` makes them). */
const REFERENCED: Record<(typeof FILE_AREAS)[number], string[]> = {
  "inbox/files": ["attachment-file"],
  "company-logos": ["current-logo.webp", "earlier-logo.webp", "replaced-logo.webp"],
  "claim-evidence": ["evidence-file.pdf"],
  "requests/files": ["reply-file-id"],
  "tender-files": ["tender-doc.pdf", "bid-doc.pdf"],
  "member-photos": ["member-photo.webp"],
  "freelance-files": ["proposal-file.pdf"],
  "company-certificates": ["certificate-file.pdf"],
};

describe.each(testBackends)("the sweep of stored files on $name", ({ name }) => {
  let installation: TestInstallation;

  beforeEach(async () => {
    installation = await openTestInstallation(name);
    await seedSampleData(installation.db);
  });
  afterEach(() => installation.close());

  const storeOf = (area: string) => openFileStore(installation.db, installation.dataDir, area);
  const namesIn = async (area: string) => (await storeOf(area).list()).map((f) => f.name).sort();

  it("keeps every kind of referenced file, and removes an orphan only once it is past the grace", async () => {
    const { db, dataDir } = installation;
    await referEveryKind(db);
    for (const area of FILE_AREAS) {
      for (const file of [...REFERENCED[area], "orphan"]) {
        await storeOf(area).put(file, Readable.from([Buffer.from(`${area} ${file}`)]));
      }
    }
    const stored = Date.now();

    // Half an hour on, the orphans are young: an upload whose record is still to come.
    const early = await sweepFiles(db, dataDir, { now: new Date(stored + HOUR / 2) });
    expect(early).toEqual([]);
    for (const area of FILE_AREAS) expect(await namesIn(area)).toContain("orphan");

    // Past the grace period, each area's orphan goes and every referenced file stays, checked
    // here a file at a time, with a pause after each (decision 516).
    let pauses = 0;
    const late = await sweepFiles(db, dataDir, {
      now: new Date(stored + FILE_SWEEP_GRACE_MS + HOUR),
      batchSize: 1,
      pause: async () => void pauses++,
    });
    expect(pauses).toBe(FILE_AREAS.reduce((n, area) => n + REFERENCED[area].length + 1, 0));
    expect(late.map((f) => `${f.area}/${f.name}`).sort()).toEqual(
      FILE_AREAS.map((area) => `${area}/orphan`).sort(),
    );
    for (const area of FILE_AREAS) {
      expect(await namesIn(area)).toEqual([...REFERENCED[area]].sort());
    }
    expect(late.every((f) => f.size > 0 && !Number.isNaN(Date.parse(f.createdAt)))).toBe(true);
  });

  it("removes nothing from an installation without files", async () => {
    expect(await sweepFiles(installation.db, installation.dataDir)).toEqual([]);
  });
});

// Puts the scale fixture into a database: the sample data first (so every page has its
// content), then the directories replaced by the generated 10,000 vendors, 5,000 projects,
// 2,000 jobs and 10,000 members. Rows are written through server/db's row mappers, as the
// site's own writers do.
import type { Db } from "../../server/db/database";
import { handleOf } from "../../app/domains/community/index.server";
import { jobRow, memberRow, vendorRow } from "../../server/db/rows";
import { seedSampleData } from "../../server/db/seed";
import { makeFixture, type Fixture } from "./fixture";

/** Rows per INSERT: well under SQLite's limit on bound parameters. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function seedScaleFixture(db: Db, fixture: Fixture = makeFixture()): Promise<void> {
  await seedSampleData(db);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("vendors").execute();
    await trx.deleteFrom("projects").execute();
    await trx.deleteFrom("jobs").execute();
    await trx.deleteFrom("members").execute();
    for (const rows of chunks(fixture.vendors.map((v, i) => vendorRow(v, i)))) {
      await trx.insertInto("vendors").values(rows).execute();
    }
    for (const rows of chunks(fixture.projects.map((p, position) => ({ ...p, position })))) {
      await trx.insertInto("projects").values(rows).execute();
    }
    for (const rows of chunks(fixture.jobs.map((j, i) => jobRow(j, i)))) {
      await trx.insertInto("jobs").values(rows).execute();
    }
    for (const rows of chunks(
      fixture.members.map((m, i) => ({
        ...memberRow(m, i),
        // Fixture names repeat: the profile address must not.
        handle: `${handleOf(m.name)}-${m.id}`,
      })),
    )) {
      await trx.insertInto("members").values(rows).execute();
    }
  });
}

// The SQLite side of `bench:scale --size Nx` when both backends are written at once: a process
// of its own (scripts/scale/seed-concurrent.ts forks it), so that its writer, bound by one core,
// runs beside PostgreSQL's COPY on the other. Arguments: the data folder and the size.
import { createTestDatabase } from "../../server/db/testing";
import { bulkSizes, SCALE_FACTORS, type ScaleSize } from "./bulk-rows";
import { seedBulkFixture } from "./seed-bulk";
import { progressLog } from "./seed-concurrent";

async function main() {
  const [dataDir, size] = process.argv.slice(2) as [string, ScaleSize];
  const database = await createTestDatabase("sqlite");
  const db = await database.open(dataDir);
  try {
    const sizes = bulkSizes(SCALE_FACTORS[size]);
    await seedBulkFixture(db, { url: null, dataDir }, sizes, progressLog("sqlite"));
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

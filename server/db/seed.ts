import { articles } from "../../app/data/articles";
import { challenges } from "../../app/data/challenges";
import { jobs } from "../../app/data/jobs";
import { members } from "../../app/data/members";
import { projects } from "../../app/data/projects";
import { templates } from "../../app/data/templates";
import { vendors } from "../../app/data/vendors";
import { exclusively, type Db } from "./database";
import { jobRow, memberRow, vendorRow } from "./rows";

// The spec's sample data, inserted once into a new database. A later start does not insert it
// again, so what operators change or remove stays changed.

const SEED_KEY = "sample-data-seeded";

export async function seedSampleData(db: Db): Promise<boolean> {
  // Servers starting at once on one PostgreSQL: the first seeds, the others find it done.
  return exclusively(db, "seed", () => seed(db));
}

async function seed(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("meta")
      .select("value")
      .where("key", "=", SEED_KEY)
      .executeTakeFirst();
    if (done) return false;
    const at = <T>(list: readonly T[]) => list.map((item, position) => ({ item, position }));
    await trx
      .insertInto("vendors")
      .values(at(vendors).map(({ item, position }) => vendorRow(item, position)))
      .execute();
    await trx
      .insertInto("projects")
      .values(at(projects).map(({ item, position }) => ({ ...item, position })))
      .execute();
    await trx
      .insertInto("jobs")
      .values(at(jobs).map(({ item, position }) => jobRow(item, position)))
      .execute();
    await trx
      .insertInto("members")
      .values(at(members).map(({ item, position }) => memberRow(item, position)))
      .execute();
    await trx
      .insertInto("articles")
      .values(
        at(articles).map(({ item: { imageUrl, ...a }, position }) => ({
          ...a,
          image_url: imageUrl,
          position,
        })),
      )
      .execute();
    await trx
      .insertInto("templates")
      .values(
        at(templates).map(({ item: { fileUrl, fileType, ...t }, position }) => ({
          ...t,
          file_url: fileUrl,
          file_type: fileType,
          position,
        })),
      )
      .execute();
    await trx
      .insertInto("challenges")
      .values(at(challenges).map(({ item, position }) => ({ ...item, position })))
      .execute();
    await trx
      .insertInto("meta")
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .execute();
    return true;
  });
}

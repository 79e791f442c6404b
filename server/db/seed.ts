import { articles } from "../../app/data/articles";
import { challenges } from "../../app/data/challenges";
import { jobs } from "../../app/data/jobs";
import { members } from "../../app/data/members";
import { projects } from "../../app/data/projects";
import { templates } from "../../app/data/templates";
import { vendors } from "../../app/data/vendors";
import { exclusively, type Db } from "./database";
import { insertSampleCommunity } from "./sample-community";
import { insertSampleReviews } from "./sample-reviews";
import { articleRow, jobRow, memberRow, positioned, templateRow, vendorRow } from "./rows";

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
    await trx.insertInto("vendors").values(vendors.map(vendorRow)).execute();
    await trx.insertInto("projects").values(projects.map(positioned)).execute();
    await trx.insertInto("jobs").values(jobs.map(jobRow)).execute();
    await trx.insertInto("members").values(members.map(memberRow)).execute();
    await trx.insertInto("articles").values(articles.map(articleRow)).execute();
    await trx.insertInto("templates").values(templates.map(templateRow)).execute();
    await trx.insertInto("challenges").values(challenges.map(positioned)).execute();
    await insertSampleReviews(trx);
    await insertSampleCommunity(trx);
    await trx
      .insertInto("meta")
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .execute();
    return true;
  });
}

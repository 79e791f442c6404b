import { articles } from "../../app/data/articles";
import { challenges } from "../../app/data/challenges";
import { jobs } from "../../app/data/jobs";
import { members } from "../../app/data/members";
import { projects } from "../../app/data/projects";
import { templates } from "../../app/data/templates";
import { vendors } from "../../app/data/vendors";
import { exclusively, type Db } from "./database";
import { insertSampleCommunity } from "../../app/domains/community/index.server";
import { insertSampleFreelance } from "../../app/domains/freelance/index.server";
import {
  slugify,
  SAMPLE_ARTICLE_BODIES,
  SAMPLE_CASE_STUDIES,
  SAMPLE_CHANNELS,
  SAMPLE_COMPLIANCE_GUIDES,
  SAMPLE_TEAM,
  sampleTrainingEvents,
} from "../../app/domains/knowledge/index.server";
import { insertSampleReviews } from "../../app/domains/reviews/index.server";
import { articleRow, jobRow, memberRow, positioned, templateRow, vendorRow } from "./rows";

// The spec's sample data, inserted once into a new database. A later start does not insert it
// again, so what operators change or remove stays changed.

const SEED_KEY = "sample-data-seeded";

export async function seedSampleData(db: Db): Promise<boolean> {
  // Servers starting at once on one PostgreSQL: the first seeds, the others find it done.
  return exclusively(db, "seed", async () => {
    const seeded = await seed(db);
    await seedKnowledge(db);
    return seeded;
  });
}

const KNOWLEDGE_SEED_KEY = "knowledge-samples-seeded";

/**
 * The knowledge section's samples (issue 31), once per database, also into one seeded before
 * they existed: bodies for the sample articles that have none, case studies, compliance guides,
 * training events dated from today, sourcing channels and the team.
 */
async function seedKnowledge(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom("meta")
      .select("value")
      .where("key", "=", KNOWLEDGE_SEED_KEY)
      .executeTakeFirst();
    if (done) return;
    for (const [slug, body] of Object.entries(SAMPLE_ARTICLE_BODIES)) {
      await trx
        .updateTable("articles")
        .set({ body })
        .where("slug", "=", slug)
        .where("body", "=", "")
        .execute();
    }
    const written = [
      ...SAMPLE_CASE_STUDIES.map((a) => ({ ...a, kind: "case-study" })),
      ...SAMPLE_COMPLIANCE_GUIDES.map((a) => ({
        ...a,
        kind: "compliance",
        imageUrl: "/images/articles/iso-20400-sustainable-procurement-policy.svg",
      })),
    ];
    for (const [i, { details, imageUrl, ...article }] of written.entries()) {
      await trx
        .insertInto("articles")
        .values({
          ...article,
          id: `k${i + 1}`,
          image_url: imageUrl,
          details: JSON.stringify(details),
          status: "published",
          publish_at: `${article.date}T08:00:00.000Z`,
          position: 100 + i,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }
    for (const [i, event] of sampleTrainingEvents(now).entries()) {
      await trx
        .insertInto("training_events")
        .values({
          id: `e${i + 1}`,
          slug: slugify(event.title),
          title: event.title,
          starts_at: event.startsAt,
          duration_minutes: event.durationMinutes,
          format: event.format,
          location: event.location,
          time_zone: event.timeZone ?? "UTC",
          level: event.level,
          capacity: event.capacity,
          description: event.description,
          recording_url: event.recordingUrl,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .execute();
    }
    await trx
      .insertInto("sourcing_channels")
      .values(SAMPLE_CHANNELS.map((c, i) => ({ ...c, id: `c${i + 1}`, position: i })))
      .execute();
    await trx
      .insertInto("team_members")
      .values(
        SAMPLE_TEAM.map(({ photoUrl, ...m }, i) => ({
          ...m,
          photo_url: photoUrl,
          id: `p${i + 1}`,
          position: i,
        })),
      )
      .execute();
    await trx
      .insertInto("meta")
      .values({ key: KNOWLEDGE_SEED_KEY, value: now.toISOString() })
      .execute();
  });
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
    await insertSampleFreelance(trx);
    await trx
      .insertInto("meta")
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .execute();
    return true;
  });
}

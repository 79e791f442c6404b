import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles as sampleArticles } from "~/data/articles";
import { countryOf } from "./rules";
import type { Db } from "../../../server/db/database";
import type { TrainingTell } from "./data.server";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";

// Articles' publication, training seats and the waiting list, the sources' counts: on SQLite and
// PostgreSQL.

const NOW = new Date("2026-11-26T12:00:00.000Z");

const draft = {
  kind: "news" as const,
  title: "Tariffs and Your Bill of Materials",
  excerpt: "What a tariff change does to landed cost.",
  author: "Olive Operator",
  body: "## Landed cost\n\nTariffs add to **every** unit.",
  imageUrl: "/images/articles/nearshoring-rebalances-supplier-networks.svg",
  details: {},
};

describe.each(testBackends)("knowledge on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let told: { userId: string; status: string }[];
  const tell: TrainingTell = async (_trx, n) =>
    void told.push({ userId: n.userId, status: n.status });
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(() => {
    db = database();
    repo = createRepository(db);
    told = [];
  });

  it("gives every sample article a body, and lists the news newest first", async () => {
    const news = await repo.knowledge.articles.published("news", {}, NOW);
    expect(news.map((a) => a.slug)).toEqual(sampleArticles.map((a) => a.slug));
    for (const article of news) expect(article.body.length).toBeGreaterThan(1200);
    expect(await repo.articles.slugs()).toEqual(sampleArticles.map((a) => a.slug));
    expect(await repo.knowledge.articles.published("case-study", {}, NOW)).toHaveLength(3);
  });

  it("keeps drafts and scheduled articles from visitors until they are due", async () => {
    const saved = await repo.knowledge.articles.save(draft, null, { now: NOW });
    expect(saved.status).toBe("draft");
    expect(saved.slug).toBe("tariffs-and-your-bill-of-materials");
    expect(await repo.knowledge.articles.publishedBySlug("news", saved.slug, NOW)).toBeUndefined();
    const later = new Date(NOW.getTime() + 60 * 60_000);
    await repo.knowledge.articles.publish(saved.id, later);
    expect(await repo.knowledge.articles.publishedBySlug("news", saved.slug, NOW)).toBeUndefined();
    const seen = await repo.knowledge.articles.publishedBySlug("news", saved.slug, later);
    expect(seen?.title).toBe(draft.title);
    const list = await repo.knowledge.articles.published("news", {}, later);
    expect(list[0]?.slug).toBe(saved.slug);
    await repo.knowledge.articles.unpublish(saved.id);
    expect(
      await repo.knowledge.articles.publishedBySlug("news", saved.slug, later),
    ).toBeUndefined();
    // A second article of the same title gets a slug of its own.
    const twin = await repo.knowledge.articles.save(draft, null, { now: NOW });
    expect(twin.slug).toBe("tariffs-and-your-bill-of-materials-2");
  });

  it("narrows compliance guides by jurisdiction and topic", async () => {
    const all = await repo.knowledge.articles.published("compliance", {}, NOW);
    expect(all).toHaveLength(5);
    const eu = await repo.knowledge.articles.published(
      "compliance",
      { jurisdiction: "European Union" },
      NOW,
    );
    expect(eu.length).toBeGreaterThan(0);
    expect(eu.length).toBeLessThan(all.length);
    const euData = await repo.knowledge.articles.published(
      "compliance",
      { jurisdiction: "European Union", topic: "Data protection" },
      NOW,
    );
    expect(euData.map((a) => a.slug)).toEqual(["data-protection-in-supplier-contracts"]);
  });

  it("gives seats while there are some, then the waiting list, and moves it up on a cancel", async () => {
    const event = await repo.knowledge.training.create(
      {
        title: "Small Workshop",
        startsAt: new Date(NOW.getTime() + 10 * 86_400_000).toISOString(),
        durationMinutes: 60,
        format: "in-person",
        location: "Lisbon",
        level: "Introductory",
        capacity: 1,
        description: "One seat.",
        recordingUrl: null,
      },
      NOW,
    );
    const register = (u: string) => repo.knowledge.training.register(event.id, u, tell, NOW);
    expect(await register("ada")).toBe("seat");
    expect(await register("ada")).toBe("seat");
    expect(await register("bob")).toBe("waiting");
    expect(await repo.knowledge.training.counts(event.id)).toEqual({ seats: 1, waiting: 1 });
    expect(await repo.knowledge.training.cancel(event.id, "ada", tell)).toBe(true);
    expect(await repo.knowledge.training.registrationOf(event.id, "bob")).toBe("seat");
    expect(told).toEqual([
      { userId: "ada", status: "seat" },
      { userId: "bob", status: "waiting" },
      { userId: "bob", status: "seat" },
    ]);
    // A day before, the seat holder is reminded, once.
    const dayBefore = new Date(new Date(event.startsAt).getTime() - 3_600_000);
    expect(await repo.knowledge.training.remindDue(tell, dayBefore)).toBe(1);
    expect(await repo.knowledge.training.remindDue(tell, dayBefore)).toBe(0);
    expect(told.at(-1)).toEqual({ userId: "bob", status: "reminder" });
  });

  it("refuses registration for a past event", async () => {
    const [past] = await repo.knowledge.training.list("past", NOW);
    expect(past?.recordingUrl).toBeTruthy();
    expect(await repo.knowledge.training.register(past!.id, "ada", tell, NOW)).toBeUndefined();
  });

  it("knows every directory company's country", async () => {
    const locations = await repo.knowledge.directoryLocations();
    expect(locations).toHaveLength(10);
    expect(locations.map(countryOf)).toContain("Germany");
  });

  it("keeps channels and the team as operators edit them", async () => {
    const id = await repo.knowledge.team.add({
      name: "Nia Cole",
      role: "Designer",
      bio: "Draws the site.",
      photoUrl: null,
    });
    expect((await repo.knowledge.team.list()).at(-1)?.name).toBe("Nia Cole");
    await repo.knowledge.team.update(id, {
      name: "Nia Cole",
      role: "Lead Designer",
      bio: "Draws it.",
      photoUrl: null,
    });
    expect((await repo.knowledge.team.list()).at(-1)?.role).toBe("Lead Designer");
    expect(await repo.knowledge.team.remove(id)).toBe(true);
    const before = (await repo.knowledge.channels.list()).length;
    await repo.knowledge.channels.add({
      name: "Lisbon Chamber",
      url: "https://example.com/",
      kind: "Chamber of commerce",
      region: "Europe",
      description: "Local trade.",
    });
    expect(await repo.knowledge.channels.list()).toHaveLength(before + 1);
  });
});

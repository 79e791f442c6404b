import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";

// The site search reads the time of each search, not of the server's start: an article
// scheduled for later is found once its time has come, without a restart.

const HOUR = 60 * 60_000;

describe.each(testBackends)("the site search on $name", ({ name }) => {
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(() => {
    repo = createRepository(database());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const articleTitles = async (q: string) => {
    const sections = await repo.search.everything(q, 5);
    return sections.find((s) => s.id === "articles")!.hits.map((h) => h.title);
  };

  it.runIf(name === "sqlite")(
    "lets the server read new requests between a search's sections on SQLite",
    async () => {
      await repo.search.everything("logistics", 5);
      const order: string[] = [];
      // A request that arrives as the search starts is read before its sections are done.
      setImmediate(() => order.push("request read"));
      const searching = repo.search.everything("logistics", 5).then(() => order.push("search"));
      await searching;
      expect(order).toEqual(["request read", "search"]);
    },
  );

  it("finds an article whose publication time passes after the server started", async () => {
    const title = "Zeppelin Freight Returns to the Baltic";
    const saved = await repo.knowledge.articles.save(
      {
        kind: "news",
        title,
        excerpt: "Airships carry project cargo again.",
        author: "Olive Operator",
        body: "## Zeppelin cargo\n\nSlow, steady and quiet.",
        imageUrl: "/images/articles/nearshoring-rebalances-supplier-networks.svg",
        details: {},
      },
      null,
    );
    await repo.knowledge.articles.publish(saved.id, new Date(Date.now() + HOUR));
    expect(await articleTitles("zeppelin")).toEqual([]);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * HOUR });
    expect(await articleTitles("zeppelin")).toEqual([title]);
  });
});

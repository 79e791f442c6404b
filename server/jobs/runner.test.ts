import { afterEach, describe, expect, it } from "vitest";
import { openTestInstallation, testBackends, type TestInstallation } from "../db/testing";
import { defineJob, keyedJobId, retryDelayMs, type JobDefinition, type JobRunner } from "./job";
import { createJobRunner } from "./runner";

// The job runner's guarantees, the same on SQLite and on PostgreSQL (pg-boss): a keyed job is
// queued once, a recurring job runs once per period whatever the number of runners, a failing job
// is retried and then kept dead with its error until "retry" runs it once more, and a run cut off
// with its server runs again once on another.

const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("Timed out waiting.");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("retryDelayMs and keyedJobId", () => {
  it("doubles the delay per failure, up to a day, and derives one id per key", () => {
    expect(retryDelayMs(1, 30)).toBe(30_000);
    expect(retryDelayMs(3, 30)).toBe(120_000);
    expect(retryDelayMs(40, 30)).toBe(86_400_000);
    expect(keyedJobId("a", "k")).toBe(keyedJobId("a", "k"));
    expect(keyedJobId("a", "k")).not.toBe(keyedJobId("a", "l"));
    expect(keyedJobId("a", "k")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe.each(testBackends)("the job runner on $name", ({ name: backend }) => {
  let installation: TestInstallation | null = null;
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop(1000).catch(() => undefined);
    await installation?.close();
    installation = null;
  });

  async function runner(definitions: JobDefinition[]) {
    installation ??= await openTestInstallation(backend);
    const r = await createJobRunner(installation.db, definitions, {
      databaseUrl: installation.database.url,
      pollMs: 200,
      superviseSeconds: 1,
      log: () => undefined,
    });
    runners.push(r);
    return r;
  }

  it("queues the same keyed work once, and runs it once", async () => {
    const seen: string[] = [];
    const jobs = [
      defineJob<{ n: number }>({
        name: "count_it",
        title: "Counts",
        attempts: 1,
        delaySeconds: 1,
        timeoutSeconds: 30,
        run: async ({ n }) => void seen.push(String(n)),
      }),
    ];
    const one = await runner(jobs);
    await one.start();
    expect(await one.send("count_it", { n: 1 }, { key: "record-1" })).toBe(true);
    expect(await one.send("count_it", { n: 2 }, { key: "record-1" })).toBe(false);
    expect(await one.send("count_it", { n: 3 })).toBe(true);
    one.kick("count_it");
    await until(() => seen.length === 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.sort()).toEqual(["1", "3"]);
  });

  it("keeps a job that failed every attempt with its error, and retry runs it once more", async () => {
    let runs = 0;
    let dead = "";
    const jobs = [
      defineJob({
        name: "always_fails",
        title: "Fails on purpose",
        attempts: 5,
        delaySeconds: 0,
        timeoutSeconds: 30,
        run: async () => {
          runs++;
          throw new Error(`refused ${runs}`);
        },
        onDead: async (_data, error) => void (dead = error),
      }),
    ];
    const one = await runner(jobs);
    await one.start();
    await one.send("always_fails", {});
    one.kick("always_fails");
    await until(async () => (await one.dead()).length === 1, 60_000);
    expect(runs).toBe(5);
    expect(dead).toBe("refused 5");
    const [job] = await one.dead();
    expect(job).toMatchObject({ name: "always_fails", title: "Fails on purpose", attempts: 5 });
    expect(job!.error).toContain("refused 5");
    expect(await one.counts()).toMatchObject({ dead: 1 });
    expect(await one.retry(job!.id)).toBe(true);
    await until(() => runs === 6, 30_000);
    await until(async () => (await one.dead()).length === 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(runs).toBe(6);
    expect(await one.retry("00000000-0000-4000-8000-000000000000")).toBe(false);
  }, 90_000);

  it("runs a recurring job once per period with two runners", async () => {
    let runs = 0;
    const jobs = () => [
      defineJob({
        name: "every_minute",
        title: "Recurring",
        attempts: 1,
        delaySeconds: 1,
        timeoutSeconds: 30,
        every: "minute",
        run: async () => void runs++,
      }),
    ];
    const one = await runner(jobs());
    const two = await runner(jobs());
    await Promise.all([one.start(), two.start()]);
    if (one.kind === "sqlite") {
      await until(() => runs >= 1);
      await new Promise((r) => setTimeout(r, 1000));
      expect(runs).toBe(1);
    } else {
      // pg-boss sends a schedule's job at the minute: once, whichever server's clock sees it.
      // pg-boss sends at the whole minute once its cron check has run: up to two minutes on a
      // busy machine.
      await until(() => runs >= 1, 150_000);
      await new Promise((r) => setTimeout(r, 2000));
      expect(runs).toBe(1);
    }
  }, 180_000);

  it("runs again, once, on another runner a job whose runner was cut off", async () => {
    const done: string[] = [];
    let firstStarted = false;
    const jobs = (who: string, hang: boolean) => [
      defineJob({
        name: "long_work",
        title: "Long work",
        attempts: 3,
        delaySeconds: 0,
        timeoutSeconds: 2,
        run: async () => {
          if (hang) {
            firstStarted = true;
            await new Promise(() => undefined);
          }
          done.push(who);
        },
      }),
    ];
    const dying = await runner(jobs("dying", true));
    await dying.start();
    await dying.send("long_work", {}, { key: "the-one" });
    dying.kick("long_work");
    await until(() => firstStarted);
    // The dying runner stops taking work and never finishes its run (as if killed).
    void dying.stop(0);
    const other = await runner(jobs("other", false));
    await other.start();
    await until(() => done.length === 1, 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(done).toEqual(["other"]);
  }, 90_000);
});

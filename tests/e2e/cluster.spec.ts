import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { startCluster, type Cluster } from "./cluster-servers";
import { file, rateLimitedMessage, type Exported } from "./forms-helpers";

// Two servers on one PostgreSQL and one Redis behind (imagined) proxy: whatever a visitor does
// through one, the other knows. Runs when PostgreSQL and Redis are here (README, Tests).

const MAILBOX = "applications@procureconnect.example";
const RATE = 4;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

test.describe.configure({ mode: "serial" });
test.skip(
  !process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL,
  "needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL)",
);

let cluster: Cluster;
let one: string;
let other: string;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: no browser involved");
  testInfo.setTimeout(120_000);
  cluster = await startCluster([4331, 4332], { INBOX_RATE_LIMIT: String(RATE) });
  [one, other] = cluster.servers.map((s) => s.url) as [string, string];
});
test.afterAll(async () => {
  await cluster?.stop();
});

test("a session started on one server is valid on the other", async ({ request }) => {
  const email = `cluster.${randomBytes(4).toString("hex")}@example.com`;
  const joined = await request.post(`${one}/api/auth/sign-up/email`, {
    headers: { origin: one },
    data: { name: "Clara Cluster", email, password: "correct horse battery" },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const cookie = joined
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .join("; ");
  const session = await request.get(`${other}/api/auth/get-session`, { headers: { cookie } });
  expect(await session.json()).toEqual({
    user: { name: "Clara Cluster", email, image: null },
  });
});

test("a job application with a CV posted to one is read, file intact, from the other's console", async ({
  request,
}) => {
  const cv = file("Clara CV.pdf", "pdf", 300_000);
  const marker = `cluster-${randomBytes(4).toString("hex")}`;
  const reply = await request.post(`${one}/api/forms/${MAILBOX}`, {
    headers: { accept: "application/json" },
    multipart: {
      to: MAILBOX,
      subject: `Job Application: ${marker} at Acme`,
      jobTitle: marker,
      company: "Acme",
      fullName: "Clara Cluster",
      email: "clara@example.com",
      phoneNumber: "+44 20 7946 0000",
      coverLetter: "I would like to apply.",
      linkedinProfile: "",
      portfolioWebsite: "",
      file: cv,
    },
  });
  expect(await reply.json()).toMatchObject({ success: "true" });
  const [id] = JSON.parse(cluster.inbox("find", "jobTitle", marker)) as string[];
  const out = mkdtempSync(path.join(os.tmpdir(), "cluster-"));
  const exported = JSON.parse(cluster.inbox("export", id!, "--json", "--out", out)) as Exported;
  const [attachment] = exported.attachments;
  expect(attachment!.sha256).toBe(sha256(cv.buffer));
  expect(sha256(readFileSync(attachment!.exportedAs))).toBe(sha256(cv.buffer));
});

test("the form rate limit counts submissions to both servers", async ({ request }) => {
  const send = (server: string, n: number) =>
    request.post(`${server}/api/forms/${MAILBOX}`, {
      headers: { accept: "application/json" },
      form: rateLimitedMessage(n),
    });
  // Alternating between the servers: each alone would allow RATE at once, so 2 * RATE pass
  // if each counts only its own. Shared, at most RATE pass (the application above may have
  // taken one, and one may have refilled since), and then both refuse.
  const statuses: number[] = [];
  for (let n = 0; n < 2 * RATE; n++) statuses.push((await send(n % 2 ? other : one, n)).status());
  const accepted = statuses.filter((s) => s === 200).length;
  expect(accepted).toBeGreaterThanOrEqual(RATE - 1);
  expect(accepted).toBeLessThanOrEqual(RATE);
  expect(statuses.slice(-2)).toEqual([429, 429]);
});

test("a company approved through one server's console is listed by the other at once", async ({
  request,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const join = async (name: string) => {
    const email = `${name.split(" ")[0]!.toLowerCase()}.${suffix}@example.com`;
    const joined = await request.post(`${one}/api/auth/sign-up/email`, {
      headers: { origin: one },
      data: { name, email, password: "correct horse battery" },
    });
    expect(joined.status()).toBe(200);
    return email;
  };
  // A member registers a company; then an operator signs in (this session is the request's).
  const ownerEmail = await join("Owen Owner");
  const operatorEmail = await join("Olive Operator");
  execFileSync(process.execPath, ["build/server-app/admin.js", "grant", operatorEmail], {
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
  });
  const db = await openDatabase({ dataDir: "", url: cluster.databaseUrl });
  try {
    const owner = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", ownerEmail)
      .executeTakeFirstOrThrow();
    const name = `Cluster Co ${suffix}`;
    const registered = await createRepository(db).companies.register(
      owner.id,
      {
        name,
        shortBlurb: "Cloud cost audits for procurement teams across Europe.",
        category: "Technology",
        location: "Lisbon, Portugal",
        services: ["Cloud cost audits"],
        certifications: [],
        tags: [],
        website: null,
      },
      null,
    );
    if (registered.kind !== "created") throw new Error(`not registered: ${registered.kind}`);
    const { slug, id } = registered.company;
    const listing = async () => (await request.get(`${other}/vendors`)).text();
    // The other server has the directory page cached before the approval.
    expect(await listing()).not.toContain(`/vendors/${slug}`);

    const approved = await request.post(`${one}/admin?index`, {
      headers: { origin: one },
      form: { intent: "approve", id },
      maxRedirects: 0,
    });
    expect(approved.status()).toBeLessThan(400);
    // The other server reads the data version every 250 ms and drops its pages when it changed;
    // without that it would serve its cached directory until restarted. Three seconds leave room
    // for a render on two busy cores.
    await expect.poll(listing, { timeout: 3000, intervals: [100] }).toContain(`/vendors/${slug}`);
  } finally {
    await db.destroy();
  }
});

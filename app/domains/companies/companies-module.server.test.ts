import { openFileStore } from "../../../server/files/file-store";
import { LOGOS_AREA } from "./logos.server";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "~/domain/actor";
import { checkCompany, LOGO_MAX_BYTES } from "./schema";
import { openDatabase, type Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createAccounts } from "../../../server/db/testing";
import { createNotifications } from "~/domains/notifications/index.server";
import { createCompaniesModule, type CompaniesModule } from "./companies-module.server";
import { decisionMail } from "./notify.server";

// Who gets a company's logo, and what the logo upload accepts.

const OWNER: Actor = { id: "u-owner", isOperator: false };
const OTHER: Actor = { id: "u-other", isOperator: false };
const OPERATOR: Actor = { id: "u-op", isOperator: true };
const ACTORS: Record<string, Actor> = { owner: OWNER, other: OTHER, operator: OPERATOR };

let dataDir: string;
let db: Db;
let repo: Repository;
let module: CompaniesModule;
let app: Hono;

const as = (who: keyof typeof ACTORS | null, url: string) =>
  app.request(url, { headers: who ? { "x-test-actor": who } : {} });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1f57c7" } })
    .png()
    .toBuffer();

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "companies-test-"));
  db = await openDatabase({ dataDir });
  await seedSampleData(db);
  await createAccounts(db, [{ id: "u-owner", name: "Oona Owner", email: "oona@example.com" }]);
  repo = createRepository(db);
  module = createCompaniesModule({
    repo,
    logoFiles: openFileStore(db, dataDir, LOGOS_AREA),
    actorFor: async (request) => ACTORS[request.headers.get("x-test-actor") ?? ""] ?? null,
    notifications: createNotifications({ db, mailEnabled: true, mailFrom: "site@example.com" }),
    publicUrl: "https://procure.example",
    mailFrom: "site@example.com",
  });
  app = new Hono();
  module.mount(app);
});
afterEach(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function companyWithLogo() {
  const stored = await module.services.storeLogo(new Blob([await png(400, 200)]));
  if (!stored.ok) throw new Error(stored.problem);
  const input = checkCompany({
    name: "Acme Solar",
    description: "Solar farms and storage for industrial sites.",
    category: "Energy",
    location: "Lisbon",
    services: "Solar",
    certifications: "",
    tags: "",
    website: "",
  });
  if (!input.ok) throw new Error("invalid");
  const result = await repo.companies.register(OWNER.id, input.company, stored.file);
  if (result.kind !== "created") throw new Error(result.kind);
  return result.company;
}

describe("logo uploads", () => {
  it("squares and re-encodes a real image as WebP", async () => {
    const company = await companyWithLogo();
    const answer = await as("owner", company.logoUrl);
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
  });

  it("refuses a file that is not an image by its bytes, one too large, and a broken image", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100)]);
    expect(await module.services.storeLogo(new Blob([exe]))).toEqual({
      ok: false,
      problem: "type",
    });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(await module.services.storeLogo(new Blob([big]))).toEqual({
      ok: false,
      problem: "too-large",
    });
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 16), Buffer.alloc(64)]);
    expect(await module.services.storeLogo(new Blob([broken]))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("who gets a company's logo", () => {
  it("gives a pending company's logo to its owner and operators only, never cached", async () => {
    const company = await companyWithLogo();
    expect((await as(null, company.logoUrl)).status).toBe(404);
    expect((await as("other", company.logoUrl)).status).toBe(404);
    const owner = await as("owner", company.logoUrl);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(owner.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await as("operator", company.logoUrl)).status).toBe(200);
  });

  it("gives an approved company's logo to everyone; a monogram when it has none", async () => {
    const company = await companyWithLogo();
    await repo.companies.approve(company.id, { by: OPERATOR.id });
    const answer = await as(null, company.logoUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    await repo.companies.update(company.id, OWNER.id, { ...company }, null);
    const monogram = await as(null, `/media/logos/${company.id}`);
    expect(monogram.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(monogram.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await monogram.text()).toContain(">AS<");
  });
});

describe("the owner's e-mail", () => {
  it("tells the owner of an approval and of a rejection with its reason", async () => {
    const company = await companyWithLogo();
    expect(
      await module.services.decide("reject", company.id, { by: OPERATOR.id, reason: "Say more." }),
    ).toMatchObject({ status: "rejected" });
    // Written with the decision: the owner's notification and its e-mail in the outbox.
    const sent = await db.selectFrom("outbox").select(["mail_to", "subject", "body"]).execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      mail_to: "oona@example.com",
      subject: "Acme Solar was not approved on ProcureConnect",
    });
    expect(sent[0]!.body).toContain("Say more.");
    const told = await db.selectFrom("notifications").select(["user_id", "kind"]).execute();
    expect(told).toEqual([{ user_id: "u-owner", kind: "company-decision" }]);
    // A company not in a state to decide: nothing changes, nobody is told.
    expect(await module.services.decide("reject", company.id, { by: OPERATOR.id })).toBeUndefined();
    expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(1);
    const mail = decisionMail(
      "approved",
      company,
      { name: "Oona", email: "o@example.com" },
      "https://x.example",
      "site@example.com",
    );
    expect(mail.text).toContain("https://x.example/vendors/acme-solar");
  });
});

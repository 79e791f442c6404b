import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { checkCompany, type CompanyInput } from "./schema";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createAccounts, openMemoryDatabase } from "../../../server/db/testing";

let db: Db;
let repo: Repository;

const OWNER = "u-owner";
const OTHER = "u-other";
const OPERATOR = "u-op";

function company(name: string, changes: Partial<Record<string, string>> = {}): CompanyInput {
  const result = checkCompany({
    name,
    description: "Solar farms and storage for industrial sites.",
    category: "Energy",
    location: "Lisbon, Portugal",
    services: "Solar installation\nBattery storage",
    certifications: "",
    tags: "solar",
    website: "",
    ...changes,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.company;
}

beforeEach(async () => {
  db = await openMemoryDatabase();
  await seedSampleData(db);
  // The accounts' table, as better-auth makes it (only what we read).
  await createAccounts(db, [
    { id: "u-owner", name: "Oona Owner", email: "oona@example.com" },
    { id: "u-op", name: "Olive Operator", email: "olive@example.com" },
  ]);
  repo = createRepository(db);
});
afterEach(() => db.destroy());

async function registered(name = "Acme Solar") {
  const result = await repo.companies.register(OWNER, company(name), null);
  if (result.kind !== "created") throw new Error(result.kind);
  return result.company;
}

describe("registering a company", () => {
  it("adds it pending, owned by the member, with a slug from its name", async () => {
    const c = await registered();
    expect(c).toMatchObject({
      slug: "acme-solar",
      status: "pending",
      ownerId: OWNER,
      rating: null,
    });
    expect(c.logoUrl).toBe(`/media/logos/${c.id}?v=monogram`);
  });

  it("keeps a pending company out of every public query", async () => {
    const c = await registered();
    expect(await repo.vendors.bySlug(c.slug)).toBeUndefined();
    expect(await repo.vendors.byName(c.name)).toBeUndefined();
    expect(await repo.vendors.slugs()).not.toContain(c.slug);
    const page = await repo.vendors.search({ q: "acme" }, 100);
    expect([page.matches, page.total]).toEqual([0, sampleVendors.length]);
    expect((await repo.vendors.first(100)).map((v) => v.id)).not.toContain(c.id);
  });

  it("lists it publicly once approved, in search, category, count and sitemap", async () => {
    const c = await registered();
    await repo.companies.approve(c.id, { by: OPERATOR });
    expect((await repo.vendors.bySlug(c.slug))?.name).toBe("Acme Solar");
    const page = await repo.vendors.search({ q: "acme", category: "Energy" }, 100);
    expect(page.items.map((v) => v.id)).toEqual([c.id]);
    expect(page.total).toBe(sampleVendors.length + 1);
    expect(await repo.vendors.slugs()).toContain(c.slug);
  });

  it("refuses a listed company's name, whatever its case, samples included", async () => {
    const c = await registered("Acme Solar");
    await repo.companies.approve(c.id, { by: OPERATOR });
    expect((await repo.companies.register(OTHER, company("  ACME solar "), null)).kind).toBe(
      "name-taken",
    );
    await repo.companies.unlist(c.id, { by: OPERATOR });
    expect((await repo.companies.register(OTHER, company("acme solar"), null)).kind).toBe(
      "name-taken",
    );
    expect(
      (await repo.companies.register(OTHER, company(sampleVendors[0]!.name.toUpperCase()), null))
        .kind,
    ).toBe("name-taken");
  });

  it("lets a pending name block only its own owner's duplicate, and the first listed keeps it", async () => {
    const mine = await registered("Acme Solar");
    expect((await repo.companies.register(OWNER, company("ACME SOLAR"), null)).kind).toBe(
      "name-taken",
    );
    const theirs = await repo.companies.register(OTHER, company("acme solar"), null);
    expect(theirs.kind).toBe("created");
    if (theirs.kind !== "created") return;
    expect(await repo.companies.approve(theirs.company.id, { by: OPERATOR })).toBeDefined();
    // Listing the second one would give the name twice: refused as stale.
    expect(await repo.companies.approve(mine.id, { by: OPERATOR })).toBeUndefined();
    expect((await repo.companies.byId(mine.id))?.status).toBe("pending");
  });

  it("keeps slugs unique and away from the pages under /vendors", async () => {
    await registered("Acme Solar");
    const second = await repo.companies.register(OTHER, company("Acme-Solar!"), null);
    expect(second.kind === "created" && second.company.slug).toBe("acme-solar-2");
    const reserved = await repo.companies.register(OTHER, company("Register"), null);
    expect(reserved.kind === "created" && reserved.company.slug).toBe("register-2");
  });

  it("lets one member own at most 3 companies", async () => {
    for (const n of ["One Co", "Two Co", "Three Co"]) await registered(n);
    expect((await repo.companies.register(OWNER, company("Four Co"), null)).kind).toBe("too-many");
    expect((await repo.companies.register(OTHER, company("Four Co"), null)).kind).toBe("created");
    expect(await repo.companies.ownedBy(OWNER)).toHaveLength(3);
  });
});

describe("moderating", () => {
  it("rejects with a reason, and approves, only from the statuses that allow it", async () => {
    const c = await registered();
    expect(await repo.companies.unlist(c.id, { by: OPERATOR })).toBeUndefined();
    const rejected = await repo.companies.reject(c.id, { by: OPERATOR, reason: "Say more." });
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Say more." });
    expect(await repo.companies.reject(c.id, { by: OPERATOR, reason: "Again" })).toBeUndefined();
    const approved = await repo.companies.approve(c.id, { by: OPERATOR });
    expect(approved).toMatchObject({ status: "approved", rejectionReason: null });
    expect((await repo.companies.unlist(c.id, { by: OPERATOR }))?.status).toBe("unlisted");
    expect(await repo.vendors.bySlug(c.slug)).toBeUndefined();
    expect((await repo.companies.relist(c.id, { by: OPERATOR }))?.status).toBe("approved");
  });

  it("never moderates a sample vendor", async () => {
    expect(await repo.companies.unlist(sampleVendors[0]!.id, { by: OPERATOR })).toBeUndefined();
  });

  it("names the owner for the e-mail", async () => {
    const c = await registered();
    expect(await repo.companies.ownerOf(c)).toEqual({
      name: "Oona Owner",
      email: "oona@example.com",
    });
  });
});

describe("owners' edits", () => {
  it("go live at once on an approved company, recorded field by field, and can be reverted", async () => {
    const c = await registered();
    await repo.companies.approve(c.id, { by: OPERATOR });
    const edited = company("Acme Solar", {
      description: "Now wind turbines for industrial sites too.",
    });
    const saved = await repo.companies.update(c.id, OWNER, edited, "abc.webp");
    expect(saved?.kind === "saved" && saved.changes.map((x) => x.field)).toEqual([
      "shortBlurb",
      "logo",
    ]);
    expect((await repo.vendors.bySlug(c.slug))?.shortBlurb).toBe(edited.shortBlurb);
    expect((await repo.vendors.search({ q: "acme" }, 10)).items[0]?.logoUrl).toBe(
      `/media/logos/${c.id}?v=abc`,
    );

    const { items, total } = await repo.companies.edits({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      companyName: "Acme Solar",
      editorName: "Oona Owner",
      revertedAt: null,
    });

    const reverted = await repo.companies.revertEdit(items[0]!.id, OPERATOR);
    expect([reverted?.shortBlurb, reverted?.logoFile]).toEqual([c.shortBlurb, null]);
    expect(await repo.companies.revertEdit(items[0]!.id, OPERATOR)).toBeUndefined();
    const after = await repo.companies.edits({ limit: 10, offset: 0 });
    expect(after.items[0]).toMatchObject({ revertedByName: "Olive Operator" });
  });

  it("keep names unique, and send a rejected company back to the queue", async () => {
    await registered("Taken Co");
    const c = await registered();
    expect((await repo.companies.update(c.id, OWNER, company("taken co"), undefined))?.kind).toBe(
      "name-taken",
    );
    await repo.companies.reject(c.id, { by: OPERATOR, reason: "No." });
    await repo.companies.update(
      c.id,
      OWNER,
      company("Acme Solar", { location: "Porto, Portugal" }),
      undefined,
    );
    expect(await repo.companies.byId(c.id)).toMatchObject({
      status: "pending",
      rejectionReason: null,
    });
  });

  it("record nothing when nothing changed", async () => {
    const c = await registered();
    await repo.companies.update(c.id, OWNER, company("Acme Solar"), undefined);
    expect((await repo.companies.edits({ limit: 10, offset: 0 })).total).toBe(0);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewNotice } from "~/domains/notifications/index.server";
import { checkCompany } from "./schema";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Tell } from "../../../server/db/write";

// The CPV list as the migrations load it, a company's codes in the directory's filters, and a
// certificate's reminders with a fake clock (issue 43, decisions 440-442), on both databases.

const DOCUMENT = {
  file: "0".repeat(32) + ".pdf",
  name: "iso.pdf",
  type: "application/pdf",
  size: 9,
};

describe.each(testBackends)("classification and qualification on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let notices: NewNotice[];
  const tell: Tell = async (_trx, notice) => void notices.push(notice);
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    notices = [];
    await createMembers(db, ["owner"]);
  });

  async function company(category = "Energy") {
    const input = checkCompany({
      name: `Qualified ${Math.random().toString(36).slice(2, 8)}`,
      description: "Road works, bridges and the engineering behind them for towns.",
      category,
      location: "Leeds, UK",
      services: "Road works",
      certifications: "",
      tags: "",
      website: "",
    });
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    const made = await repo.companies.register("owner", input.company, null);
    if (made.kind !== "created") throw new Error(made.kind);
    await repo.companies.approve(made.company.id, { by: "op" });
    return made.company;
  }

  it("loads the CPV 2008 list with the standard's counts", async () => {
    expect(await repo.classification.counts()).toEqual({
      "CPV:division": 45,
      "CPV:group": 272,
      "CPV:class": 1002,
      "CPV:category": 2379,
      "CPV:code": 5756,
      "CPVS:supplementary": 903,
    });
  });

  it("finds codes by words or digits and tells unknown codes", async () => {
    const byWords = await repo.classification.search("road works");
    expect(byWords.map((e) => e.code)).toContain("45233140-2");
    const byDigits = await repo.classification.search("452331");
    expect(byDigits[0]).toEqual({ code: "45233100-0", title: expect.any(String) });
    expect(await repo.classification.unknown(["45233140-2", "45233140-3", "junk"])).toEqual([
      "45233140-3",
      "junk",
    ]);
  });

  it("filters the directory by a company's division and group, and by mapped categories", async () => {
    const roads = await company("Energy");
    await repo.companies.setCapabilities(roads.id, ["45233140-2"]);
    const ids = async (filters: object) =>
      (await repo.vendors.search(filters, 200)).items.map((v) => v.id);
    expect(await ids({ group: "452" })).toEqual([roads.id]);
    expect(await ids({ group: "453" })).toEqual([]);
    const construction = await ids({ division: "45" });
    expect(construction).toContain(roads.id);
    const listed = await repo.vendors.search({ division: "45" }, 200);
    expect(listed.items.every((v) => v.id === roads.id || v.category === "Construction")).toBe(
      true,
    );
    expect(listed.items.some((v) => v.category === "Construction")).toBe(true);
  });

  it("reminds once at 30, 7 and 0 days, whatever the runs, then shows the certificate expired", async () => {
    const c = await company();
    await repo.companies.addCertificate(
      c.id,
      { name: "ISO 9001", issuer: "BSI", number: "FS 1", scope: "", expiresOn: "2027-03-31" },
      DOCUMENT,
    );
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const sweep = async (day: string) => {
      // Two servers running the same sweep at once.
      const due = await repo.companies.dueReminders(at(day));
      await Promise.all(
        [...due, ...due].map((d) => repo.companies.remindCertificate(d, tell, at(day))),
      );
    };
    for (const day of [
      "2027-02-27",
      "2027-03-01",
      "2027-03-02",
      "2027-03-20",
      "2027-03-24",
      "2027-03-25",
      "2027-03-31",
      "2027-04-01",
      "2027-04-05",
    ])
      await sweep(day);
    expect(notices.map((n) => n.title)).toEqual([
      "Your certificate ISO 9001 expires in 30 days, on 2027-03-31",
      "Your certificate ISO 9001 expires in 7 days, on 2027-03-31",
      "Your certificate ISO 9001 expires today",
    ]);
    expect(notices.every((n) => n.userId === "owner" && n.kind === "certificate-expiry")).toBe(
      true,
    );
    const [shown] = await repo.companies.certificates(c.id, at("2027-04-01"));
    expect(shown).toMatchObject({ status: "expired", verified: false });
  });

  it("records an operator's verification once", async () => {
    const c = await company();
    const id = await repo.companies.addCertificate(
      c.id,
      { name: "ISO 14001", issuer: "BSI", number: "EMS 2", scope: "", expiresOn: "2030-01-01" },
      DOCUMENT,
    );
    expect((await repo.companies.unverifiedCertificates()).map((r) => r.id)).toContain(id);
    expect(await repo.companies.verifyCertificate(id, "op")).toBe(true);
    expect(await repo.companies.verifyCertificate(id, "op")).toBe(true);
    expect(await repo.companies.verifyCertificate("nope", "op")).toBe(false);
    const [shown] = await repo.companies.certificates(c.id);
    expect(shown!.verified).toBe(true);
    expect((await repo.companies.unverifiedCertificates()).map((r) => r.id)).not.toContain(id);
  });
});

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import cpv2008 from "./data/cpv-2008.json" with { type: "json" };
import cpvSupplementary from "./data/cpv-supplementary.json" with { type: "json" };
import schemes from "./data/organization-identifier-schemes.json" with { type: "json" };
import { CPV_CODE, CPVS_CODE, cpvLevel } from "./cpv";
import { cpvRows } from "./cpv-list.server";
import { standardsFolder } from "../../../scripts/standards-data";

// The lists the site ships (data/, decision 440) hold the standard's counts
// (../shared/standards/README.md, "CPV 2008 counts"), and, where the standards are beside the
// checkout, exactly what they hold.

const codes = Object.keys(cpv2008);

describe("the shipped CPV 2008 list", () => {
  it("has the standard's counts: 9,454 codes, 45 divisions, 272 groups, 1,002 classes, 2,379 categories", () => {
    expect(codes).toHaveLength(9454);
    expect(codes.every((c) => CPV_CODE.test(c))).toBe(true);
    const levels: Record<string, number> = {};
    for (const code of codes) levels[cpvLevel(code)] = (levels[cpvLevel(code)] ?? 0) + 1;
    expect(levels).toEqual({
      division: 45,
      group: 272,
      class: 1002,
      category: 2379,
      code: 5756,
    });
    expect(new Set(codes.map((c) => c.slice(0, 2))).size).toBe(45);
  });

  it("has the 903 supplementary codes and the 128 identifier schemes", () => {
    const supplementary = Object.keys(cpvSupplementary);
    expect(supplementary).toHaveLength(903);
    expect(supplementary.every((c) => CPVS_CODE.test(c))).toBe(true);
    expect(schemes).toHaveLength(128);
    expect(schemes.find((s) => s.code === "GB-COH")?.name).toBe("Companies House");
  });

  it("becomes one row per code, the main list first", () => {
    const rows = cpvRows();
    expect(rows).toHaveLength(9454 + 903);
    expect(rows[0]).toMatchObject({ code: "03000000-1", scheme: "CPV", level: "division" });
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it("keeps its licence beside it", () => {
    const dir = path.join(import.meta.dirname, "data");
    expect(readFileSync(path.join(dir, "LICENSE"), "utf8")).toContain("Apache License");
    expect(readFileSync(path.join(dir, "README.md"), "utf8")).toContain("Apache-2.0");
  });

  const standards = standardsFolder();
  it.runIf(standards && existsSync(path.join(standards, "classifications")))(
    "matches the standards beside the checkout",
    () => {
      const read = (file: string) =>
        JSON.parse(readFileSync(path.join(standards!, "classifications", file), "utf8"));
      expect(cpv2008).toEqual(read("cpv/en.json"));
      expect(cpvSupplementary).toEqual(read("cpvs/en.json"));
      expect(schemes.map((s) => s.code)).toEqual(
        (read("organization-identifier-scheme/en.json").data as { code: string }[]).map(
          (s) => s.code,
        ),
      );
    },
  );
});

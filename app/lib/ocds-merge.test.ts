import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { compiledRelease, mergeRulesOf, versionedRelease, type Release } from "./ocds-merge";
import { standardsFolder } from "./standards.testing";

const OCDS = path.join(standardsFolder(), "ocds");
const load = (file: string) => JSON.parse(readFileSync(path.join(OCDS, file), "utf8"));
const merging = (name: string) => load(`1.1.5/examples/merging/${name}.json`);
const releasesOf = (...names: string[]): Release[] =>
  names.flatMap((name) => merging(name).releases as Release[]);
const ALL = [
  "merge-tender-1",
  "merge-tender-2",
  "merge-tender-3",
  "merge-award-1",
  "merge-award-2",
];
const coreRules = () => mergeRulesOf(load("1.1.5/schema/release-schema.json"));

describe("OCDS merging", () => {
  test("the core schema's rules: id, date and tag discarded, identifier lists replaced whole", () => {
    const rules = coreRules();
    expect(rules.omit).toEqual(["date", "id", "tag"]);
    expect(rules.wholeList).toEqual(
      expect.arrayContaining([
        "parties/additionalIdentifiers",
        "tender/items/additionalClassifications",
        "tender/submissionMethod",
        "contracts/implementation/transactions/payee/additionalIdentifiers",
      ]),
    );
  });

  test("reproduces the official example's compiled release exactly, key order included", () => {
    const expected = merging("merged").records[0].compiledRelease;
    const compiled = compiledRelease(releasesOf(...ALL), coreRules());
    expect(compiled).toEqual(expected);
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(expected));
    // merged-tender.json holds the very same record (awards included).
    expect(compiled).toEqual(merging("merged-tender").records[0].compiledRelease);
  });

  test("gives the same compiled release whatever order the releases come in", () => {
    const shuffled = releasesOf(...[...ALL].reverse());
    expect(compiledRelease(shuffled)).toEqual(merging("merged").records[0].compiledRelease);
  });

  test("reproduces the official example's versioned release", () => {
    const expected = merging("versioned").records[0].versionedRelease;
    expect(versionedRelease(releasesOf(...ALL), coreRules())).toEqual(expected);
  });

  test("the tender releases alone give the tender's latest state and no awards", () => {
    const compiled = compiledRelease(
      releasesOf("merge-tender-1", "merge-tender-2", "merge-tender-3"),
    );
    expect(compiled).toMatchObject({
      id: "ocds-213czf-000-00002-2016-02-05T10:30:00Z",
      tender: { value: { amount: 2000, currency: "USD" } },
    });
    expect(compiled).not.toHaveProperty("awards");
  });

  const base = { ocid: "ocds-x-1", tag: ["tender"] };
  test("null removes a field; arrays of objects merge by id; other arrays are replaced", () => {
    const compiled = compiledRelease([
      {
        ...base,
        id: "1",
        date: "2026-01-01T00:00:00Z",
        tender: {
          title: "A",
          description: "gone later",
          submissionMethod: ["written", "electronicSubmission"],
          items: [
            { id: "i1", quantity: 1, additionalClassifications: [{ scheme: "CPV", id: "1" }] },
            { id: "i2", quantity: 2 },
          ],
        },
      },
      {
        ...base,
        id: "2",
        date: "2026-01-02T00:00:00Z",
        tender: {
          description: null,
          submissionMethod: ["electronicSubmission"],
          items: [
            { id: "i2", quantity: 5 },
            { id: "i3", quantity: 3 },
            { id: "i1", additionalClassifications: [{ scheme: "CPV", id: "2" }] },
          ],
        },
      },
    ]);
    expect(compiled.tender).toEqual({
      title: "A",
      submissionMethod: ["electronicSubmission"],
      items: [
        { id: "i1", quantity: 1, additionalClassifications: [{ scheme: "CPV", id: "2" }] },
        { id: "i2", quantity: 5 },
        { id: "i3", quantity: 3 },
      ],
    });
  });

  test("refuses releases of different processes, or none", () => {
    const one = { ...base, id: "1", date: "2026-01-01T00:00:00Z" };
    expect(() => compiledRelease([one, { ...one, ocid: "ocds-x-2" }])).toThrow(/one ocid/);
    expect(() => compiledRelease([])).toThrow(/at least one release/);
  });
});

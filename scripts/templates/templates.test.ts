import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateFileName, templates } from "~/data/templates";
import { generateTemplates } from "../generate-templates";
import { templateSources } from "./catalog";
import { evaluateWorkbook, FormulaError } from "./formula";
import { columnLetter } from "./model";

let firstRun: string;
let secondRun: string;
let written: string[];

const read = (dir: string, name: string): Promise<Buffer> => readFile(path.join(dir, name));
const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
const ofType = (ext: string) => templates.filter((t) => t.fileUrl.endsWith(`.${ext}`));

beforeAll(async () => {
  firstRun = await mkdtemp(path.join(tmpdir(), "templates-a-"));
  secondRun = await mkdtemp(path.join(tmpdir(), "templates-b-"));
  written = await generateTemplates(firstRun);
  await generateTemplates(secondRun);
}, 120_000);

afterAll(async () => {
  await rm(firstRun, { recursive: true, force: true });
  await rm(secondRun, { recursive: true, force: true });
});

describe("generateTemplates", () => {
  it("writes one file per template, named after its fileUrl", async () => {
    const expected = templates.map(templateFileName).sort();
    expect(expected).toHaveLength(24);
    expect((await readdir(firstRun)).sort()).toEqual(expected);
    expect(written.map((file) => path.basename(file)).sort()).toEqual(expected);
  });

  it("has a source for every template and no source without a template", () => {
    expect(Object.keys(templateSources).sort()).toEqual(templates.map(templateFileName).sort());
  });

  it("writes PDFs that start with %PDF- and end with %%EOF", async () => {
    for (const t of ofType("pdf")) {
      const bytes = await read(firstRun, templateFileName(t));
      expect(bytes.subarray(0, 5).toString("latin1"), t.fileUrl).toBe("%PDF-");
      expect(bytes.subarray(-6).toString("latin1")).toMatch(/%%EOF\s*$/);
    }
  });

  it("writes Word files as zips with a main document part", async () => {
    for (const t of ofType("docx")) {
      const bytes = await read(firstRun, templateFileName(t));
      expect([...bytes.subarray(0, 4)], t.fileUrl).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const entries = unzipSync(bytes);
      expect(Object.keys(entries)).toContain("word/document.xml");
      const types = strFromU8(entries["[Content_Types].xml"] ?? new Uint8Array());
      expect(types).toContain("wordprocessingml.document.main+xml");
      const source = templateSources[templateFileName(t)];
      const document = strFromU8(entries["word/document.xml"] ?? new Uint8Array());
      expect(source?.kind === "document" && document.includes(source.title)).toBe(true);
    }
  });

  it("writes Excel files as zips with a workbook, sheets, styles and content types", async () => {
    for (const t of ofType("xlsx")) {
      const bytes = await read(firstRun, templateFileName(t));
      expect([...bytes.subarray(0, 4)], t.fileUrl).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const entries = unzipSync(bytes);
      expect(Object.keys(entries)).toEqual(
        expect.arrayContaining([
          "[Content_Types].xml",
          "_rels/.rels",
          "xl/workbook.xml",
          "xl/_rels/workbook.xml.rels",
          "xl/styles.xml",
          "xl/worksheets/sheet1.xml",
        ]),
      );
      const types = strFromU8(entries["[Content_Types].xml"] ?? new Uint8Array());
      expect(types).toContain("spreadsheetml.sheet.main+xml");
      expect(strFromU8(entries["xl/styles.xml"] ?? new Uint8Array())).toContain("<b/>");
    }
  });

  it("puts working formulas in every workbook", async () => {
    for (const t of ofType("xlsx")) {
      const entries = unzipSync(await read(firstRun, templateFileName(t)));
      const sheets = Object.entries(entries)
        .filter(([name]) => name.startsWith("xl/worksheets/"))
        .map(([, data]) => strFromU8(data))
        .join("");
      expect(sheets, t.fileUrl).toMatch(/<f>[^<]+<\/f>/);
    }
    // Likelihood x impact, stored with its result for viewers that do not recalculate.
    const risk = unzipSync(await read(firstRun, "supply-chain-risk-register.xlsx"));
    expect(strFromU8(risk["xl/worksheets/sheet1.xml"] ?? new Uint8Array())).toContain(
      "<f>IF(OR(G6=&quot;&quot;,H6=&quot;&quot;),&quot;&quot;,G6*H6)</f><v>15</v>",
    );
    const bids = unzipSync(await read(firstRun, "bid-evaluation-matrix-weighted-scoring.xlsx"));
    expect(strFromU8(bids["xl/worksheets/sheet1.xml"] ?? new Uint8Array())).toContain(
      "<f>SUMPRODUCT($B$6:$B$13,C6:C13)</f>",
    );
  });

  it("evaluates every workbook formula without an Excel error", () => {
    for (const [name, source] of Object.entries(templateSources)) {
      if (source.kind !== "workbook") continue;
      const errors = [...evaluateWorkbook(source)].filter(([, v]) => v instanceof FormulaError);
      expect(errors.map(([cell]) => `${name} ${cell}`)).toEqual([]);
    }
  });

  it("has the result each source works out for every formula, as the evaluator computes it", () => {
    for (const [name, source] of Object.entries(templateSources)) {
      if (source.kind !== "workbook") continue;
      const evaluated = evaluateWorkbook(source);
      for (const sheet of source.sheets) {
        sheet.rows.forEach((row, r) =>
          row?.forEach((cell, c) => {
            if (cell === null || typeof cell !== "object" || cell.formula === undefined) return;
            const key = `${sheet.name}!${columnLetter(c + 1)}${r + 1}`;
            const value = evaluated.get(key);
            const expected = value === "volatile" ? null : value === null ? 0 : value;
            const actual = cell.result;
            expect(
              typeof actual === "number" ? Number(actual.toPrecision(15)) : actual,
              `${name} ${key}`,
            ).toBe(typeof expected === "number" ? Number(expected.toPrecision(15)) : expected);
          }),
        );
      }
    }
  });

  it("keeps every file under 60 KB", async () => {
    for (const name of await readdir(firstRun)) {
      expect((await read(firstRun, name)).length, name).toBeLessThan(60 * 1024);
    }
  });

  it("gives the same bytes on every run", async () => {
    for (const t of templates) {
      const name = templateFileName(t);
      expect(sha256(await read(secondRun, name)), name).toBe(sha256(await read(firstRun, name)));
    }
  });
});

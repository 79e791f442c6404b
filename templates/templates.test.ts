import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { strFromU8, unzipSync } from "fflate";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { templateFileName, templates } from "~/data/templates";
import { generateTemplates, renderTemplate } from "./generate";
import { templateSources } from "./catalog";
import { columnLetter, excelDate, type FormulaResult } from "./model";

const run = promisify(execFile);
const GENERATOR = fileURLToPath(new URL("./generate.ts", import.meta.url));

let firstRun: string;
let secondRun: string;
let written: string[];

const read = (dir: string, name: string): Promise<Buffer> => readFile(path.join(dir, name));
const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
const ofType = (ext: string) => templates.filter((t) => t.fileUrl.endsWith(`.${ext}`));

/** A stored result as exceljs reads it back, which turns a number in a date cell into a Date. */
const readBack = (result: unknown): unknown =>
  result instanceof Date ? excelDate(result.toISOString().slice(0, 10)) : result;
/**
 * The result a source works out, as stored: to 15 significant digits, and none for a formula
 * computed on opening. exceljs reads an empty text result back as none.
 */
const expectedResult = (result: FormulaResult | undefined): unknown =>
  typeof result === "number"
    ? Number(result.toPrecision(15))
    : result === null || result === ""
      ? undefined
      : result;

beforeAll(async () => {
  firstRun = await mkdtemp(path.join(tmpdir(), "templates-a-"));
  secondRun = await mkdtemp(path.join(tmpdir(), "templates-b-"));
  written = await generateTemplates(firstRun);
  // The second run is a build of its own, on the other side of the date line.
  await run(process.execPath, ["--import", "tsx", GENERATOR, secondRun], {
    env: { ...process.env, TZ: "Pacific/Auckland" },
  });
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

  it("stores with every formula the result its source works out", async () => {
    for (const t of ofType("xlsx")) {
      const name = templateFileName(t);
      const source = templateSources[name];
      if (source?.kind !== "workbook") throw new Error(`${name} needs a workbook source`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(await read(firstRun, name)).buffer);
      let formulas = 0;
      for (const sheet of source.sheets) {
        const written = book.getWorksheet(sheet.name);
        expect(written, `${name} ${sheet.name}`).toBeDefined();
        sheet.rows.forEach((row, r) =>
          row?.forEach((cell, c) => {
            if (cell === null || typeof cell !== "object" || cell.formula === undefined) return;
            formulas += 1;
            const at = `${name} ${sheet.name}!${columnLetter(c + 1)}${r + 1}`;
            const stored = written?.getCell(r + 1, c + 1);
            expect(stored?.formula, at).toBe(cell.formula);
            expect(readBack(stored?.result), at).toEqual(expectedResult(cell.result));
          }),
        );
      }
      expect(formulas, name).toBeGreaterThan(0);
    }
  });

  it("leaves a result out only where it counts from the day the file is opened", () => {
    for (const [name, source] of Object.entries(templateSources)) {
      if (source.kind !== "workbook") continue;
      for (const sheet of source.sheets) {
        sheet.rows.forEach((row, r) =>
          row?.forEach((cell, c) => {
            if (cell === null || typeof cell !== "object" || cell.formula === undefined) return;
            const at = `${name} ${sheet.name}!${columnLetter(c + 1)}${r + 1}`;
            expect(cell.result, at).not.toBeUndefined();
            if (cell.formula.includes("TODAY()")) {
              // A blank row shows nothing whatever the day.
              expect(cell.result === null || cell.result === "", at).toBe(true);
            } else if (cell.result === null) {
              expect(name, at).toBe("contract-renewal-tracker.xlsx");
            }
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

  it("gives the same bytes on every run, in any time zone", async () => {
    for (const t of templates) {
      const name = templateFileName(t);
      expect(sha256(await read(secondRun, name)), name).toBe(sha256(await read(firstRun, name)));
    }
  });

  it("gives the same bytes on another day", async () => {
    // Zip entries and document properties would otherwise carry the time of writing.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2031-07-15T13:37:21Z"));
      for (const t of [...ofType("xlsx"), ...ofType("docx")]) {
        const name = templateFileName(t);
        expect(sha256(await renderTemplate(t)), name).toBe(sha256(await read(firstRun, name)));
      }
    } finally {
      vi.useRealTimers();
    }
    // Renders every workbook and document again: seconds on a busy machine.
  }, 60_000);
});

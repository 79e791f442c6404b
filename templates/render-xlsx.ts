import ExcelJS from "exceljs";
import { AUTHOR, BRAND_COLOR, DOCUMENT_DATE } from "./meta";
import {
  columnLetter,
  type Cell,
  type CellSpec,
  type CellStyle,
  type DataValidation,
  type FormulaResult,
  type Highlight,
  type NumberFormat,
  type SheetSource,
  type WorkbookSource,
} from "./model";
import { unzipEntries, zipDeterministic } from "./zip";

// Workbooks are written by exceljs. Each formula is stored with the result its source worked out,
// and the workbook asks to be recalculated on load, so Excel and LibreOffice show live values
// while viewers that never recalculate still show the sample figures.

const NUMBER_FORMATS: Record<NumberFormat, string> = {
  integer: "#,##0",
  decimal: "#,##0.00",
  money: '"$"#,##0.00;-"$"#,##0.00;"-"',
  percent: "0.0%",
  date: "yyyy-mm-dd",
};

const argb = (rgb: string): { argb: string } => ({ argb: `FF${rgb}` });
const GREY = "595959";

const FONTS: Record<NonNullable<CellStyle["font"]> | "regular", Partial<ExcelJS.Font>> = {
  regular: { name: "Calibri", family: 2, size: 11 },
  bold: { name: "Calibri", family: 2, size: 11, bold: true },
  title: { name: "Calibri", family: 2, size: 16, bold: true, color: argb(BRAND_COLOR) },
  subtitle: { name: "Calibri", family: 2, size: 11, italic: true, color: argb(GREY) },
  header: { name: "Calibri", family: 2, size: 11, bold: true, color: argb("FFFFFF") },
  note: { name: "Calibri", family: 2, size: 10, italic: true, color: argb(GREY) },
};

const solid = (rgb: string): ExcelJS.Fill => ({
  type: "pattern",
  pattern: "solid",
  fgColor: argb(rgb),
});
const FILLS: Record<NonNullable<CellStyle["fill"]>, ExcelJS.Fill> = {
  header: solid(BRAND_COLOR),
  input: solid("FFF2CC"),
  total: solid("E7E6E6"),
  section: solid("DDEBF7"),
};

const THIN: Partial<ExcelJS.Border> = { style: "thin", color: argb("BFBFBF") };
const BORDER: Partial<ExcelJS.Borders> = { left: THIN, right: THIN, top: THIN, bottom: THIN };

const TONES: Record<Highlight["tone"], { font: string; fill: string }> = {
  bad: { font: "9C0006", fill: "FFC7CE" },
  warn: { font: "9C5700", fill: "FFEB9C" },
  good: { font: "006100", fill: "C6EFCE" },
};

function asSpec(cell: Cell): CellSpec | null {
  if (cell === null) return null;
  if (typeof cell === "object") return cell;
  return { value: cell };
}

function cellStyle(style: CellStyle): Partial<ExcelJS.Style> {
  const alignment: Partial<ExcelJS.Alignment> = {
    ...(style.align ? { horizontal: style.align } : {}),
    ...(style.wrap ? { vertical: "top", wrapText: true } : {}),
  };
  return {
    font: FONTS[style.font ?? "regular"],
    ...(style.format ? { numFmt: NUMBER_FORMATS[style.format] } : {}),
    ...(style.fill ? { fill: FILLS[style.fill] } : {}),
    ...(style.border ? { border: BORDER } : {}),
    ...(style.align || style.wrap ? { alignment } : {}),
  };
}

/** The stored result: a spreadsheet keeps 15 significant digits; null stores no result. */
function storedResult(result: FormulaResult | undefined): number | string | undefined {
  if (result === null || result === undefined) return undefined;
  return typeof result === "number" ? Number(result.toPrecision(15)) : result;
}

function cellValue(spec: CellSpec): ExcelJS.CellValue {
  if (spec.formula !== undefined) {
    const result = storedResult(spec.result);
    return { formula: spec.formula, ...(result === undefined ? {} : { result }) };
  }
  return spec.value ?? null;
}

function parseCellRef(ref: string): { col: number; row: number } {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m || m[1] === undefined || m[2] === undefined) throw new Error(`Bad cell reference ${ref}`);
  let col = 0;
  for (const ch of m[1]) col = col * 26 + ch.charCodeAt(0) - 64;
  return { col, row: Number(m[2]) };
}

/** Estimated height in points for a row whose wrapped text needs more than one line. */
function rowHeight(
  sheet: SheetSource,
  row: readonly Cell[],
  rowNumber: number,
  mergedWidths: Map<string, number>,
): number | undefined {
  let lines = 1;
  let lineHeight = 15;
  row.forEach((cell, i) => {
    const spec = asSpec(cell);
    if (!spec) return;
    if (spec.style?.font === "title") lineHeight = Math.max(lineHeight, 22);
    if (typeof spec.value !== "string" || !spec.style?.wrap) return;
    const width = mergedWidths.get(`${columnLetter(i + 1)}${rowNumber}`) ?? sheet.columns[i] ?? 10;
    const perLine = Math.max(1, Math.floor(width * 1.15));
    const needed = spec.value
      .split("\n")
      .reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / perLine)), 0);
    lines = Math.max(lines, needed);
  });
  const height = lines * lineHeight;
  return height > 15 ? height : undefined;
}

/** Total width of each merged area, by its top-left cell. */
function mergedWidths(sheet: SheetSource): Map<string, number> {
  const widths = new Map<string, number>();
  for (const range of sheet.merges ?? []) {
    const [from, to] = range.split(":");
    if (!from || !to) throw new Error(`Bad merge ${range} in ${sheet.name}`);
    const a = parseCellRef(from);
    const b = parseCellRef(to);
    let width = 0;
    for (let c = a.col; c <= b.col; c += 1) width += sheet.columns[c - 1] ?? 10;
    widths.set(from, width);
  }
  return widths;
}

function validation(v: DataValidation, sheetName: string): ExcelJS.DataValidation {
  const prompt = v.prompt ? { showInputMessage: true, promptTitle: "Input", prompt: v.prompt } : {};
  if (v.list) {
    const joined = v.list.join(",");
    if (v.list.some((item) => item.includes(",")) || joined.length > 250) {
      throw new Error(`List validation too long or has commas in ${sheetName}`);
    }
    return {
      type: "list",
      allowBlank: true,
      showErrorMessage: true,
      formulae: [`"${joined}"`],
      ...prompt,
    };
  }
  const [type, bounds] = v.whole
    ? (["whole", v.whole] as const)
    : v.decimal
      ? (["decimal", v.decimal] as const)
      : ([undefined, undefined] as const);
  if (!type) throw new Error(`Validation without a rule in ${sheetName}`);
  return {
    type,
    operator: "between",
    allowBlank: true,
    showErrorMessage: true,
    errorTitle: "Out of range",
    error: `Enter a value from ${bounds[0]} to ${bounds[1]}.`,
    formulae: [bounds[0], bounds[1]],
    ...prompt,
  };
}

function addSheet(workbook: ExcelJS.Workbook, sheet: SheetSource, index: number): void {
  if (sheet.name.length > 31 || /[[\]:*?/\\]/.test(sheet.name)) {
    throw new Error(`Bad sheet name ${sheet.name}`);
  }
  const frozen = sheet.freeze ? parseCellRef(sheet.freeze) : undefined;
  // exceljs writes tabSelected, which its types leave out; the first sheet is the one shown.
  const view: Partial<ExcelJS.WorksheetView> & { tabSelected: boolean } =
    frozen && sheet.freeze
      ? {
          state: "frozen",
          xSplit: frozen.col - 1,
          ySplit: frozen.row - 1,
          topLeftCell: sheet.freeze,
          activeCell: sheet.freeze,
          tabSelected: index === 0,
        }
      : { state: "normal", tabSelected: index === 0 };
  const ws = workbook.addWorksheet(sheet.name, {
    properties: { defaultRowHeight: 15 },
    pageSetup: {
      paperSize: 9,
      orientation: sheet.landscape ? "landscape" : "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.5, right: 0.5, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 },
    },
    views: [view],
  });
  // exceljs leaves out a column exactly 9 wide, taking 9 for the default width; Excel's is 8.43.
  ws.columns = sheet.columns.map((width) => ({ width: width === 9 ? 9.001 : width }));

  const widths = mergedWidths(sheet);
  sheet.rows.forEach((cells, r) => {
    if (!cells) return;
    const row = ws.getRow(r + 1);
    cells.forEach((cell, c) => {
      const spec = asSpec(cell);
      if (!spec) return;
      const target = row.getCell(c + 1);
      target.value = cellValue(spec);
      if (spec.style) target.style = cellStyle(spec.style);
    });
    const height = rowHeight(sheet, cells, r + 1, widths);
    if (height) row.height = height;
  });

  // Merged cells other than the top-left one stay empty and unstyled.
  for (const range of sheet.merges ?? []) ws.mergeCellsWithoutStyle(range);
  if (sheet.autoFilter) ws.autoFilter = sheet.autoFilter;

  // Validations go in by range: exceljs's cell-by-cell form merges neighbours into overlapping
  // ranges. Its types leave out the worksheet's range map that exceljs writes them from.
  const { dataValidations } = ws as unknown as {
    dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void };
  };
  for (const v of sheet.validations ?? []) {
    const rule = validation(v, sheet.name);
    // A range list such as "C6:F10 C12:F13" goes in area by area.
    for (const area of v.range.split(" ")) dataValidations.add(area, rule);
  }

  (sheet.highlights ?? []).forEach((h, i) => {
    const tone = TONES[h.tone];
    // exceljs writes any cellIs operator; its types name only four of them.
    ws.addConditionalFormatting({
      ref: h.range,
      rules: [
        {
          type: "cellIs",
          operator: h.operator,
          formulae: h.values.map((v) => (typeof v === "number" ? String(v) : `"${v}"`)),
          priority: i + 1,
          style: {
            font: { color: argb(tone.font) },
            fill: { type: "pattern", pattern: "solid", bgColor: argb(tone.fill) },
          },
        } as ExcelJS.CellIsRuleType,
      ],
    });
  });
}

/** Renders a workbook source as an .xlsx file. */
export async function renderXlsx(book: WorkbookSource): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = AUTHOR;
  workbook.lastModifiedBy = AUTHOR;
  workbook.created = DOCUMENT_DATE;
  workbook.modified = DOCUMENT_DATE;
  workbook.title = book.title;
  workbook.subject = book.subject;
  workbook.calcProperties.fullCalcOnLoad = true;
  book.sheets.forEach((sheet, i) => addSheet(workbook, sheet, i));
  const written = new Uint8Array(await workbook.xlsx.writeBuffer());
  // exceljs stamps each zip entry with the time of writing; zip it again with fixed timestamps.
  return zipDeterministic(unzipEntries(written));
}

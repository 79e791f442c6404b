import { evaluateWorkbook, FormulaError, type FormulaResult } from "./formula";
import { AUTHOR, BRAND_COLOR, DOCUMENT_DATE } from "./meta";
import {
  columnLetter,
  type Cell,
  type CellSpec,
  type CellStyle,
  type Highlight,
  type NumberFormat,
  type SheetSource,
  type WorkbookSource,
} from "./model";
import { zipDeterministic } from "./zip";

// SpreadsheetML written by hand: a workbook, one worksheet part per sheet, shared strings and a
// style sheet, zipped with fixed timestamps. Formulas are stored with their computed results and
// the workbook asks to be recalculated on load, so Excel and LibreOffice show live values.

const NS_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const NS_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const NS_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Escapes text for XML, dropping control characters that XML 1.0 does not allow. */
function esc(value: string): string {
  return [...value]
    .filter((ch) => ch >= " " || ch === "\t" || ch === "\n" || ch === "\r")
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const NUMBER_FORMATS: Record<NumberFormat, { id: number; code?: string }> = {
  integer: { id: 3 },
  decimal: { id: 164, code: "#,##0.00" },
  money: { id: 165, code: '"$"#,##0.00;-"$"#,##0.00;"-"' },
  percent: { id: 166, code: "0.0%" },
  date: { id: 167, code: "yyyy-mm-dd" },
};

const FONTS = {
  regular: '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>',
  bold: '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>',
  title: `<font><b/><sz val="16"/><color rgb="FF${BRAND_COLOR}"/><name val="Calibri"/><family val="2"/></font>`,
  subtitle:
    '<font><i/><sz val="11"/><color rgb="FF595959"/><name val="Calibri"/><family val="2"/></font>',
  header:
    '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font>',
  note: '<font><i/><sz val="10"/><color rgb="FF595959"/><name val="Calibri"/><family val="2"/></font>',
} as const;
const FONT_ORDER = ["regular", "bold", "title", "subtitle", "header", "note"] as const;

const solid = (rgb: string): string =>
  `<fill><patternFill patternType="solid"><fgColor rgb="FF${rgb}"/><bgColor indexed="64"/></patternFill></fill>`;
const FILLS = {
  header: solid(BRAND_COLOR),
  input: solid("FFF2CC"),
  total: solid("E7E6E6"),
  section: solid("DDEBF7"),
} as const;
const FILL_ORDER = ["header", "input", "total", "section"] as const;

const TONES: Record<Highlight["tone"], { font: string; fill: string }> = {
  bad: { font: "9C0006", fill: "FFC7CE" },
  warn: { font: "9C5700", fill: "FFEB9C" },
  good: { font: "006100", fill: "C6EFCE" },
};
const TONE_ORDER = ["bad", "warn", "good"] as const;

/** Collects each distinct cell style once, in order of first use; index 0 is the default. */
class StyleTable {
  private readonly keys = new Map<string, number>([["{}", 0]]);
  private readonly styles: CellStyle[] = [{}];

  indexOf(style: CellStyle | undefined): number {
    if (!style) return 0;
    const normal: CellStyle = {
      ...(style.format ? { format: style.format } : {}),
      ...(style.font ? { font: style.font } : {}),
      ...(style.fill ? { fill: style.fill } : {}),
      ...(style.border ? { border: true } : {}),
      ...(style.wrap ? { wrap: true } : {}),
      ...(style.align ? { align: style.align } : {}),
    };
    const key = JSON.stringify(normal);
    const known = this.keys.get(key);
    if (known !== undefined) return known;
    this.styles.push(normal);
    this.keys.set(key, this.styles.length - 1);
    return this.styles.length - 1;
  }

  xml(): string {
    const numFmts = Object.values(NUMBER_FORMATS).filter((f) => f.code !== undefined);
    const xfs = this.styles.map((style) => {
      const numFmtId = style.format ? NUMBER_FORMATS[style.format].id : 0;
      const fontId = FONT_ORDER.indexOf(style.font ?? "regular");
      const fillId = style.fill ? FILL_ORDER.indexOf(style.fill) + 2 : 0;
      const borderId = style.border ? 1 : 0;
      const alignment =
        style.wrap || style.align
          ? `<alignment${style.align ? ` horizontal="${style.align}"` : ""}${style.wrap ? ' vertical="top" wrapText="1"' : ""}/>`
          : "";
      const applies = [
        numFmtId ? ' applyNumberFormat="1"' : "",
        fontId ? ' applyFont="1"' : "",
        fillId ? ' applyFill="1"' : "",
        borderId ? ' applyBorder="1"' : "",
        alignment ? ' applyAlignment="1"' : "",
      ].join("");
      const open = `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"${applies}`;
      return alignment ? `${open}>${alignment}</xf>` : `${open}/>`;
    });
    const thin = '<left style="thin"><color rgb="FFBFBFBF"/></left>'
      .concat('<right style="thin"><color rgb="FFBFBFBF"/></right>')
      .concat('<top style="thin"><color rgb="FFBFBFBF"/></top>')
      .concat('<bottom style="thin"><color rgb="FFBFBFBF"/></bottom>');
    const dxfs = TONE_ORDER.map(
      (tone) =>
        `<dxf><font><color rgb="FF${TONES[tone].font}"/></font><fill><patternFill><bgColor rgb="FF${TONES[tone].fill}"/></patternFill></fill></dxf>`,
    );
    return (
      XML_HEAD +
      `<styleSheet xmlns="${NS_MAIN}">` +
      `<numFmts count="${numFmts.length}">${numFmts
        .map((f) => `<numFmt numFmtId="${f.id}" formatCode="${esc(f.code ?? "")}"/>`)
        .join("")}</numFmts>` +
      `<fonts count="${FONT_ORDER.length}">${FONT_ORDER.map((f) => FONTS[f]).join("")}</fonts>` +
      `<fills count="${FILL_ORDER.length + 2}"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>${FILL_ORDER.map((f) => FILLS[f]).join("")}</fills>` +
      `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border>${thin}<diagonal/></border></borders>` +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      `<dxfs count="${dxfs.length}">${dxfs.join("")}</dxfs>` +
      '<tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
      "</styleSheet>"
    );
  }
}

class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];
  private uses = 0;

  indexOf(value: string): number {
    this.uses += 1;
    const known = this.index.get(value);
    if (known !== undefined) return known;
    this.list.push(value);
    this.index.set(value, this.list.length - 1);
    return this.list.length - 1;
  }

  xml(): string {
    const items = this.list.map((s) => {
      const space = /^\s|\s$|\n/.test(s) ? ' xml:space="preserve"' : "";
      return `<si><t${space}>${esc(s)}</t></si>`;
    });
    return (
      XML_HEAD +
      `<sst xmlns="${NS_MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">${items.join("")}</sst>`
    );
  }
}

function asSpec(cell: Cell): CellSpec | null {
  if (cell === null) return null;
  if (typeof cell === "object") return cell;
  return { value: cell };
}

function parseCellRef(ref: string): { col: number; row: number } {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m || m[1] === undefined || m[2] === undefined) throw new Error(`Bad cell reference ${ref}`);
  let col = 0;
  for (const ch of m[1]) col = col * 26 + ch.charCodeAt(0) - 64;
  return { col, row: Number(m[2]) };
}

function cachedValue(result: FormulaResult | undefined): { type?: string; value: string } | null {
  if (result === undefined || result === "volatile") return null;
  if (result instanceof FormulaError) return { type: "e", value: result.code };
  if (result === null) return { value: "0" };
  // Excel keeps 15 significant digits.
  if (typeof result === "number") return { value: String(Number(result.toPrecision(15))) };
  if (typeof result === "boolean") return { type: "b", value: result ? "1" : "0" };
  return { type: "str", value: esc(result) };
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

function sheetXml(
  sheet: SheetSource,
  index: number,
  strings: SharedStrings,
  styles: StyleTable,
  results: Map<string, FormulaResult>,
): string {
  const mergedWidths = new Map<string, number>();
  const mergedAreas: { a: { col: number; row: number }; b: { col: number; row: number } }[] = [];
  for (const range of sheet.merges ?? []) {
    const [from, to] = range.split(":");
    if (!from || !to) throw new Error(`Bad merge ${range} in ${sheet.name}`);
    const a = parseCellRef(from);
    const b = parseCellRef(to);
    // Excel "repairs" a file whose merged areas overlap, so refuse to write one.
    const overlaps = mergedAreas.some(
      (m) => a.col <= m.b.col && m.a.col <= b.col && a.row <= m.b.row && m.a.row <= b.row,
    );
    if (overlaps) throw new Error(`Merge ${range} overlaps another in ${sheet.name}`);
    mergedAreas.push({ a, b });
    let width = 0;
    for (let c = a.col; c <= b.col; c += 1) width += sheet.columns[c - 1] ?? 10;
    mergedWidths.set(from, width);
  }

  let lastCol = sheet.columns.length;
  const rowsXml = sheet.rows.map((row, r) => {
    const rowNumber = r + 1;
    if (!row) return "";
    lastCol = Math.max(lastCol, row.length);
    const cells = row.map((cell, c) => {
      const spec = asSpec(cell);
      if (!spec) return "";
      const ref = `${columnLetter(c + 1)}${rowNumber}`;
      const s = styles.indexOf(spec.style);
      const styleAttr = s ? ` s="${s}"` : "";
      if (spec.formula !== undefined) {
        const cached = cachedValue(results.get(`${sheet.name}!${ref}`));
        const typeAttr = cached?.type ? ` t="${cached.type}"` : "";
        const v = cached ? `<v>${cached.value}</v>` : "";
        return `<c r="${ref}"${styleAttr}${typeAttr}><f>${esc(spec.formula)}</f>${v}</c>`;
      }
      if (typeof spec.value === "number")
        return `<c r="${ref}"${styleAttr}><v>${spec.value}</v></c>`;
      if (typeof spec.value === "string") {
        return `<c r="${ref}"${styleAttr} t="s"><v>${strings.indexOf(spec.value)}</v></c>`;
      }
      return s ? `<c r="${ref}"${styleAttr}/>` : "";
    });
    const height = rowHeight(sheet, row, rowNumber, mergedWidths);
    const heightAttr = height ? ` ht="${height}" customHeight="1"` : "";
    return `<row r="${rowNumber}"${heightAttr}>${cells.join("")}</row>`;
  });

  const lastRow = Math.max(sheet.rows.length, 1);
  let pane = "";
  if (sheet.freeze) {
    const { col, row } = parseCellRef(sheet.freeze);
    const xSplit = col - 1;
    const ySplit = row - 1;
    const activePane = xSplit && ySplit ? "bottomRight" : ySplit ? "bottomLeft" : "topRight";
    pane =
      `<pane${xSplit ? ` xSplit="${xSplit}"` : ""}${ySplit ? ` ySplit="${ySplit}"` : ""} topLeftCell="${sheet.freeze}" activePane="${activePane}" state="frozen"/>` +
      `<selection pane="${activePane}" activeCell="${sheet.freeze}" sqref="${sheet.freeze}"/>`;
  }
  const cols = sheet.columns
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join("");
  const merges = sheet.merges?.length
    ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((m) => `<mergeCell ref="${m}"/>`).join("")}</mergeCells>`
    : "";
  const highlights = (sheet.highlights ?? [])
    .map((h, i) => {
      const formulas = h.values
        .map((v) => `<formula>${typeof v === "number" ? v : esc(`"${v}"`)}</formula>`)
        .join("");
      return `<conditionalFormatting sqref="${h.range}"><cfRule type="cellIs" dxfId="${TONE_ORDER.indexOf(h.tone)}" priority="${i + 1}" operator="${h.operator}">${formulas}</cfRule></conditionalFormatting>`;
    })
    .join("");
  const validations = sheet.validations?.length
    ? `<dataValidations count="${sheet.validations.length}">${sheet.validations
        .map((v) => {
          const prompt = v.prompt
            ? ` showInputMessage="1" promptTitle="Input" prompt="${esc(v.prompt)}"`
            : "";
          if (v.list) {
            const joined = v.list.join(",");
            if (v.list.some((item) => item.includes(",")) || joined.length > 250) {
              throw new Error(`List validation too long or has commas in ${sheet.name}`);
            }
            return `<dataValidation type="list" allowBlank="1" showErrorMessage="1"${prompt} sqref="${v.range}"><formula1>${esc(`"${joined}"`)}</formula1></dataValidation>`;
          }
          const [type, bounds] = v.whole
            ? ["whole", v.whole]
            : v.decimal
              ? ["decimal", v.decimal]
              : ["", undefined];
          if (!bounds) throw new Error(`Validation without a rule in ${sheet.name}`);
          return `<dataValidation type="${type}" operator="between" allowBlank="1" showErrorMessage="1" errorTitle="Out of range" error="Enter a value from ${bounds[0]} to ${bounds[1]}."${prompt} sqref="${v.range}"><formula1>${bounds[0]}</formula1><formula2>${bounds[1]}</formula2></dataValidation>`;
        })
        .join("")}</dataValidations>`
    : "";

  return (
    XML_HEAD +
    `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>' +
    `<dimension ref="A1:${columnLetter(lastCol)}${lastRow}"/>` +
    `<sheetViews><sheetView${index === 0 ? ' tabSelected="1"' : ""} workbookViewId="0">${pane}</sheetView></sheetViews>` +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols>` +
    `<sheetData>${rowsXml.join("")}</sheetData>` +
    (sheet.autoFilter ? `<autoFilter ref="${sheet.autoFilter}"/>` : "") +
    merges +
    highlights +
    validations +
    '<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    `<pageSetup paperSize="9" orientation="${sheet.landscape ? "landscape" : "portrait"}" fitToWidth="1" fitToHeight="0"/>` +
    "</worksheet>"
  );
}

function checkSheetName(name: string): void {
  if (name.length > 31 || /[[\]:*?/\\]/.test(name)) throw new Error(`Bad sheet name ${name}`);
}

/** Renders a workbook source as an .xlsx file. */
export function renderXlsx(book: WorkbookSource): Uint8Array {
  const results = evaluateWorkbook(book);
  const strings = new SharedStrings();
  const styles = new StyleTable();
  book.sheets.forEach((s) => checkSheetName(s.name));
  const sheets = book.sheets.map((sheet, i) => sheetXml(sheet, i, strings, styles, results));
  const n = book.sheets.length;
  const stamp = DOCUMENT_DATE.toISOString().replace(/\.\d{3}Z$/, "Z");

  const contentTypes =
    XML_HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join("") +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    "</Types>";

  const rootRels =
    XML_HEAD +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    `<Relationship Id="rId3" Type="${NS_REL}/extended-properties" Target="docProps/app.xml"/>` +
    "</Relationships>";

  const core =
    XML_HEAD +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${esc(book.title)}</dc:title><dc:subject>${esc(book.subject)}</dc:subject>` +
    `<dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    "</cp:coreProperties>";

  const app =
    XML_HEAD +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    `<Application>${AUTHOR}</Application>` +
    "</Properties>";

  const workbook =
    XML_HEAD +
    `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<workbookPr defaultThemeVersion="124226"/>' +
    '<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="15000" activeTab="0"/></bookViews>' +
    `<sheets>${book.sheets
      .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join("")}</sheets>` +
    '<calcPr calcId="191029" fullCalcOnLoad="1"/>' +
    "</workbook>";

  const workbookRels =
    XML_HEAD +
    `<Relationships xmlns="${NS_PKG_REL}">` +
    sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join("") +
    `<Relationship Id="rId${n + 1}" Type="${NS_REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${n + 2}" Type="${NS_REL}/sharedStrings" Target="sharedStrings.xml"/>` +
    "</Relationships>";

  return zipDeterministic([
    ["[Content_Types].xml", contentTypes],
    ["_rels/.rels", rootRels],
    ["docProps/core.xml", core],
    ["docProps/app.xml", app],
    ["xl/workbook.xml", workbook],
    ["xl/_rels/workbook.xml.rels", workbookRels],
    ...sheets.map((xml, i): [string, string] => [`xl/worksheets/sheet${i + 1}.xml`, xml]),
    ["xl/styles.xml", styles.xml()],
    ["xl/sharedStrings.xml", strings.xml()],
  ]);
}

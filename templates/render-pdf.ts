import PDFDocument from "pdfkit";
import { AUTHOR, BRAND_COLOR, DOCUMENT_DATE } from "./meta";
import { splitField, splitPlaceholders, type Block, type DocumentSource } from "./model";

// Only the 14 standard PDF fonts are used, so nothing is embedded; they encode text as
// WinAnsi (Windows-1252), and anything outside it would print as the wrong glyph.
const WIN_ANSI = /^[\n\x20-\x7E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

const BRAND = `#${BRAND_COLOR}`;
const TEXT = "#1A1A1A";
const GREY = "#595959";
const PLACEHOLDER = "#1F5FBF";
const RULE = "#BFBFBF";
const LIGHT = "#F2F2F2";
const MARGIN = { top: 64, bottom: 64, left: 56, right: 56 };
const BODY_SIZE = 10;
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;

function assertWinAnsi(value: string): void {
  if (!WIN_ANSI.test(value)) {
    const bad = [...value].find((ch) => !WIN_ANSI.test(ch)) ?? "";
    throw new Error(`"${bad}" cannot be set in Helvetica (WinAnsi): ${value}`);
  }
}

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN.bottom;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** Writes text with [placeholders] in colour; x and y place the first line when given. */
function richText(
  doc: Doc,
  value: string,
  options: { x?: number; y?: number; width: number; font?: string; color?: string },
): void {
  assertWinAnsi(value);
  const parts = splitPlaceholders(value);
  const font = options.font ?? "Helvetica";
  if (parts.length === 0) parts.push({ text: " ", placeholder: false });
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    doc.font(font).fillColor(part.placeholder ? PLACEHOLDER : (options.color ?? TEXT));
    const opts = { width: options.width, continued: !last, lineGap: 1.5 };
    if (i === 0 && options.x !== undefined && options.y !== undefined) {
      doc.text(part.text, options.x, options.y, opts);
    } else {
      doc.text(part.text, opts);
    }
  });
  doc.fillColor(TEXT);
}

function textHeight(doc: Doc, value: string, width: number, font = "Helvetica"): number {
  return doc.font(font).heightOfString(value, { width, lineGap: 1.5 });
}

interface Column {
  x: number;
  width: number;
}

function layoutColumns(doc: Doc, relative: readonly number[]): Column[] {
  const sum = relative.reduce((a, b) => a + b, 0);
  let x = MARGIN.left;
  return relative.map((w) => {
    const width = (w / sum) * contentWidth(doc);
    const column = { x, width };
    x += width;
    return column;
  });
}

function drawRow(
  doc: Doc,
  columns: Column[],
  cells: readonly string[],
  options: {
    font?: string;
    fonts?: string[];
    fill?: string;
    color?: string;
    minHeight?: number;
    fills?: string[];
  },
): void {
  const fontOf = (i: number): string => options.fonts?.[i] ?? options.font ?? "Helvetica";
  const height = Math.max(
    options.minHeight ?? 0,
    ...columns.map(
      (col, i) =>
        textHeight(doc, cells[i] ?? "", col.width - 2 * CELL_PAD, fontOf(i)) + 2 * CELL_PAD,
    ),
  );
  const y = doc.y;
  columns.forEach((col, i) => {
    const fill = options.fills?.[i] ?? options.fill;
    if (fill) doc.rect(col.x, y, col.width, height).fill(fill);
    doc.rect(col.x, y, col.width, height).lineWidth(0.5).strokeColor(RULE).stroke();
    richText(doc, cells[i] ?? "", {
      x: col.x + CELL_PAD,
      y: y + CELL_PAD,
      width: col.width - 2 * CELL_PAD,
      font: fontOf(i),
      ...(options.color ? { color: options.color } : {}),
    });
  });
  doc.x = MARGIN.left;
  doc.y = y + height;
}

function rowHeight(doc: Doc, columns: Column[], cells: readonly string[], font = "Helvetica") {
  return Math.max(
    ...columns.map(
      (col, i) => textHeight(doc, cells[i] ?? "", col.width - 2 * CELL_PAD, font) + 2 * CELL_PAD,
    ),
  );
}

function drawTable(
  doc: Doc,
  headers: readonly string[],
  widths: readonly number[],
  rows: readonly (readonly string[])[],
): void {
  const columns = layoutColumns(doc, widths);
  const drawHeader = (): void =>
    drawRow(doc, columns, headers, { font: "Helvetica-Bold", fill: BRAND, color: "#FFFFFF" });
  ensureSpace(doc, rowHeight(doc, columns, headers, "Helvetica-Bold") + 40);
  drawHeader();
  for (const row of rows) {
    if (doc.y + rowHeight(doc, columns, row) > bottomLimit(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(doc, columns, row, {});
  }
  doc.moveDown(0.8);
}

function drawBlock(doc: Doc, block: Block, width: number): void {
  const left = MARGIN.left;
  doc.fontSize(BODY_SIZE);
  switch (block.kind) {
    case "heading": {
      ensureSpace(doc, 60);
      doc.moveDown(0.6);
      assertWinAnsi(block.text);
      doc
        .font("Helvetica-Bold")
        .fontSize(13)
        .fillColor(BRAND)
        .text(block.text, left, doc.y, { width });
      doc.moveDown(0.3);
      break;
    }
    case "subheading": {
      ensureSpace(doc, 48);
      doc.moveDown(0.3);
      assertWinAnsi(block.text);
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .fillColor("#2E75B6")
        .text(block.text, left, doc.y, { width });
      doc.moveDown(0.2);
      break;
    }
    case "paragraph": {
      const value = block.lead ? `${block.lead} ${block.text}` : block.text;
      ensureSpace(doc, Math.min(textHeight(doc, value, width), 40));
      if (block.lead) {
        assertWinAnsi(block.lead);
        doc.font("Helvetica-Bold").fillColor(TEXT).text(`${block.lead} `, left, doc.y, {
          width,
          continued: true,
          lineGap: 1.5,
        });
        richText(doc, block.text, { width });
      } else {
        richText(doc, block.text, { x: left, y: doc.y, width });
      }
      doc.moveDown(0.5);
      break;
    }
    case "note": {
      const height = textHeight(doc, block.text, width - 16, "Helvetica-Oblique") + 12;
      ensureSpace(doc, height);
      const y = doc.y;
      doc.rect(left, y, width, height).fill("#EAF1F8");
      doc.rect(left, y, 3, height).fill(BRAND);
      richText(doc, block.text, {
        x: left + 10,
        y: y + 6,
        width: width - 16,
        font: "Helvetica-Oblique",
      });
      doc.x = left;
      doc.y = y + height;
      doc.moveDown(0.6);
      break;
    }
    case "bullets":
    case "numbered":
    case "checklist": {
      block.items.forEach((item, i) => {
        const indent = block.kind === "numbered" ? 20 : 16;
        ensureSpace(doc, textHeight(doc, item, width - indent) + 2);
        const y = doc.y;
        if (block.kind === "checklist") {
          doc
            .rect(left + 1, y + 1, 8, 8)
            .lineWidth(0.8)
            .strokeColor(GREY)
            .stroke();
        } else {
          const marker = block.kind === "bullets" ? "•" : `${i + 1}.`;
          doc
            .font("Helvetica")
            .fillColor(TEXT)
            .text(marker, left + 2, y, { lineBreak: false });
        }
        richText(doc, item, { x: left + indent, y, width: width - indent });
        doc.x = left;
        doc.moveDown(0.25);
      });
      doc.moveDown(0.4);
      break;
    }
    case "fields": {
      const columns = layoutColumns(doc, [35, 65]);
      for (const item of block.items) {
        ensureSpace(doc, 24);
        const field = splitField(item);
        drawRow(doc, columns, [field.label, field.value], {
          fonts: ["Helvetica-Bold", "Helvetica"],
          fills: [LIGHT, "#FFFFFF"],
          minHeight: 22,
        });
      }
      doc.moveDown(0.8);
      break;
    }
    case "table":
      drawTable(doc, block.columns, block.widths, block.rows);
      break;
    case "signatures": {
      const columns = layoutColumns(
        doc,
        block.parties.map(() => 1),
      );
      const lines = ["Signature:", "Name:", "Title:", "Date:"];
      ensureSpace(doc, 40 + lines.length * 30);
      drawRow(
        doc,
        columns,
        block.parties.map((party) => `For and on behalf of ${party}`),
        { font: "Helvetica-Bold", fill: LIGHT },
      );
      for (const line of lines) {
        drawRow(
          doc,
          columns,
          block.parties.map(() => line),
          { color: GREY, minHeight: 30 },
        );
      }
      doc.moveDown(0.8);
      break;
    }
    case "pageBreak":
      doc.addPage();
      break;
  }
}

/** Renders a document source as a PDF with fixed metadata, so its bytes never change. */
export function renderPdf(source: DocumentSource): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    // pdfkit derives the file /ID from these fields (an MD5 of them), so with a fixed
    // CreationDate the ID is fixed too.
    info: {
      Title: source.title,
      Subject: source.subtitle,
      Author: AUTHOR,
      Creator: AUTHOR,
      Producer: AUTHOR,
      CreationDate: DOCUMENT_DATE,
      ModDate: DOCUMENT_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const width = contentWidth(doc);
  assertWinAnsi(source.title);
  assertWinAnsi(source.subtitle);
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(BRAND)
    .text(source.title, MARGIN.left, MARGIN.top, {
      width,
    });
  doc.moveDown(0.2);
  doc.font("Helvetica-Oblique").fontSize(10).fillColor(GREY).text(source.subtitle, { width });
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + width, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND)
    .stroke();
  doc.moveDown(0.8);

  for (const block of source.blocks) drawBlock(doc, block, width);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing in the margins would otherwise make pdfkit start a new page.
    const saved = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    doc.text(`${AUTHOR} | ${source.title}`, MARGIN.left, 32, { width, align: "right" });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN.left, doc.page.height - 40, {
      width,
      align: "center",
    });
    doc.page.margins = saved;
  }
  doc.end();
  return done;
}

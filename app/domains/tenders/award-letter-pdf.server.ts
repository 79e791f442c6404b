import PDFDocument from "pdfkit";
import type { LetterText } from "./award-letter";

// The award letters as a PDF (decision 340), set by pdfkit in its standard fonts (nothing is
// embedded; they carry Windows-1252, so any other character is replaced). One letter per page or
// more; the buyer's file holds every bidder's, each beginning on a page of its own.

const BRAND = "#1d4ed8";
const TEXT = "#1a1a1a";
const GREY = "#595959";
const RULE = "#cbd5e1";
const MARGIN = 64;

type Doc = PDFKit.PDFDocument;

/** Characters Helvetica cannot set (outside Windows-1252) as "?"; spaces of any kind as one. */
export const winAnsi = (text: string): string =>
  text
    .replace(/[\u2000-\u200B\u202F\u205F\u3000]/g, " ")
    .replace(/[^\n\x20-\x7E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, "?");

function letterhead(doc: Doc, letter: LetterText) {
  const width = doc.page.width - MARGIN * 2;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(BRAND).text("ProcureConnect", MARGIN, MARGIN);
  doc
    .moveTo(MARGIN, doc.y + 6)
    .lineTo(MARGIN + width, doc.y + 6)
    .lineWidth(1)
    .strokeColor(BRAND)
    .stroke();
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(GREY)
    .text(winAnsi(letter.date), { width, align: "right" });
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(16).fillColor(TEXT).text(winAnsi(letter.title), { width });
  doc.moveDown(1);
}

function table(doc: Doc, t: NonNullable<LetterText["table"]>) {
  const width = doc.page.width - MARGIN * 2;
  const cols = [width * 0.46, width * 0.27, width * 0.27];
  const row = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, i) => {
      doc.font(bold || i === 0 ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      const options = { width: cols[i]! - 8, align: i === 0 ? "left" : "right" } as const;
      height = Math.max(height, doc.heightOfString(winAnsi(cell), options));
      doc.fillColor(TEXT).text(winAnsi(cell), x + 4, y + 5, options);
      x += cols[i]!;
    });
    const bottom = y + height + 10;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + width, bottom)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom;
  };
  row(t.head, true);
  for (const r of t.rows) row(r, false);
  doc.moveDown(1);
}

function letter(doc: Doc, l: LetterText) {
  const width = doc.page.width - MARGIN * 2;
  letterhead(doc, l);
  const body = (text: string) => {
    doc.font("Helvetica").fontSize(11).fillColor(TEXT).text(winAnsi(text), MARGIN, doc.y, {
      width,
      lineGap: 2,
    });
    doc.moveDown(0.8);
  };
  body(l.salutation);
  l.paragraphs.forEach((p, i) => {
    body(p);
    // The scores follow the paragraph that names the ranks.
    if (i === 1 && l.table) table(doc, l.table);
  });
  doc.moveDown(0.5);
  for (const line of l.closing) {
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(TEXT)
      .text(winAnsi(line), MARGIN, doc.y, { width });
  }
}

/** The letters as one PDF, each beginning on a new page. */
export function lettersPdf(letters: readonly LetterText[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: winAnsi(title), Author: "ProcureConnect", Creator: "ProcureConnect" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  letters.forEach((l, i) => {
    if (i > 0) doc.addPage();
    letter(doc, l);
  });
  doc.end();
  return done;
}

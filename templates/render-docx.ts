import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HighlightColor,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from "docx";
import { AUTHOR, BRAND_COLOR, DOCUMENT_DATE } from "./meta";
import { splitField, splitPlaceholders, type Block, type DocumentSource } from "./model";
import { unzipEntries, zipDeterministic } from "./zip";

const PAGE_WIDTH = 11906; // A4, twips
const MARGIN = 1134; // 2 cm
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = "595959";
const LIGHT = "F2F2F2";

function textRuns(value: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return splitPlaceholders(value).map(
    (part) =>
      new TextRun({
        text: part.text,
        ...options,
        ...(part.placeholder ? { highlight: HighlightColor.YELLOW } : {}),
      }),
  );
}

function scaledWidths(relative: readonly number[]): number[] {
  const sum = relative.reduce((a, b) => a + b, 0);
  const widths = relative.map((w) => Math.floor((w / sum) * CONTENT_WIDTH));
  const last = widths.length - 1;
  widths[last] = (widths[last] ?? 0) + CONTENT_WIDTH - widths.reduce((a, b) => a + b, 0);
  return widths;
}

function cell(
  children: readonly ParagraphChild[],
  width: number,
  options: { fill?: string; minHeightSpacing?: number } = {},
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.fill
      ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: options.fill } }
      : {}),
    children: [
      new Paragraph({
        children: [...children],
        ...(options.minHeightSpacing ? { spacing: { after: options.minHeightSpacing } } : {}),
      }),
    ],
  });
}

function dataTable(
  columns: readonly string[],
  widths: number[],
  rows: readonly (readonly string[])[],
): Table {
  const headerRow = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((name, i) =>
      cell([new TextRun({ text: name, bold: true, color: "FFFFFF" })], widths[i] ?? 0, {
        fill: BRAND_COLOR,
      }),
    ),
  });
  const bodyRows = rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: columns.map((_, i) => cell(textRuns(row[i] ?? ""), widths[i] ?? 0)),
      }),
  );
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [headerRow, ...bodyRows],
  });
}

function fieldsTable(items: readonly string[]): Table {
  const widths = scaledWidths([35, 65]);
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: items.map((item) => {
      const field = splitField(item);
      return new TableRow({
        cantSplit: true,
        children: [
          cell(textRuns(field.label, { bold: true }), widths[0] ?? 0, { fill: LIGHT }),
          cell(textRuns(field.value), widths[1] ?? 0),
        ],
      });
    }),
  });
}

function signatureTable(parties: readonly string[]): Table {
  const widths = scaledWidths(parties.map(() => 1));
  const lines = ["Signature", "Name", "Title", "Date"];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        cantSplit: true,
        children: parties.map((party, i) =>
          cell(textRuns(`For and on behalf of ${party}`, { bold: true }), widths[i] ?? 0, {
            fill: LIGHT,
          }),
        ),
      }),
      ...lines.map(
        (line) =>
          new TableRow({
            cantSplit: true,
            children: parties.map((_, i) =>
              cell([new TextRun({ text: `${line}:`, color: GREY })], widths[i] ?? 0, {
                minHeightSpacing: 360,
              }),
            ),
          }),
      ),
    ],
  });
}

function renderBlocks(blocks: readonly Block[]): (Paragraph | Table)[] {
  let listCount = 0;
  const spacer = (): Paragraph => new Paragraph({ spacing: { after: 120 } });
  return blocks.flatMap((block): (Paragraph | Table)[] => {
    switch (block.kind) {
      case "heading":
        return [
          new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, text: block.text }),
        ];
      case "subheading":
        return [
          new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, text: block.text }),
        ];
      case "paragraph":
        return [
          new Paragraph({
            children: [
              ...(block.lead ? [new TextRun({ text: `${block.lead} `, bold: true })] : []),
              ...textRuns(block.text),
            ],
          }),
        ];
      case "note":
        return [
          new Paragraph({
            shading: { type: ShadingType.CLEAR, color: "auto", fill: "EAF1F8" },
            border: { left: { style: BorderStyle.SINGLE, size: 18, color: BRAND_COLOR, space: 6 } },
            children: textRuns(block.text, { italics: true }),
          }),
        ];
      case "bullets":
        return block.items.map(
          (item) => new Paragraph({ bullet: { level: 0 }, children: textRuns(item) }),
        );
      case "numbered": {
        listCount += 1;
        const instance = listCount;
        return block.items.map(
          (item) =>
            new Paragraph({
              numbering: { reference: "numbered", level: 0, instance },
              children: textRuns(item),
            }),
        );
      }
      case "checklist":
        return block.items.map(
          (item) =>
            new Paragraph({
              indent: { left: 360 },
              spacing: { after: 80 },
              children: [new CheckBox(), new TextRun("  "), ...textRuns(item)],
            }),
        );
      case "fields":
        return [fieldsTable(block.items), spacer()];
      case "table":
        return [dataTable(block.columns, scaledWidths(block.widths), block.rows), spacer()];
      case "signatures":
        return [signatureTable(block.parties), spacer()];
      case "pageBreak":
        return [new Paragraph({ children: [new PageBreak()] })];
    }
  });
}

/** Renders a document source as a .docx file with fixed metadata and zip timestamps. */
export async function renderDocx(source: DocumentSource): Promise<Uint8Array> {
  const document = new Document({
    creator: AUTHOR,
    lastModifiedBy: AUTHOR,
    title: source.title,
    description: source.subtitle,
    styles: {
      default: {
        document: { run: { font: "Calibri", size: 22 }, paragraph: { spacing: { after: 120 } } },
        title: { run: { font: "Calibri", size: 40, bold: true, color: BRAND_COLOR } },
        heading1: {
          run: { font: "Calibri", size: 28, bold: true, color: BRAND_COLOR },
          paragraph: { spacing: { before: 280, after: 120 } },
        },
        heading2: {
          run: { font: "Calibri", size: 24, bold: true, color: "2E75B6" },
          paragraph: { spacing: { before: 200, after: 80 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: "numbered",
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: 16838 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${AUTHOR} | ${source.title}`, size: 16, color: GREY }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: 16,
                    color: GREY,
                    children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: source.title }),
          new Paragraph({
            border: {
              bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND_COLOR, space: 4 },
            },
            spacing: { after: 240 },
            children: [new TextRun({ text: source.subtitle, italics: true, color: GREY })],
          }),
          ...renderBlocks(source.blocks),
        ],
      },
    ],
  });

  const packed = new Uint8Array(await Packer.toBuffer(document));
  // docx stamps core.xml with the current time and zips with the current time; pin both.
  const stamp = DOCUMENT_DATE.toISOString().replace(/\.\d{3}Z$/, "Z");
  const entries = unzipEntries(packed)
    // [Content_Types].xml first, as Office writes it, for tools that sniff the first entry.
    .sort(([a], [b]) => Number(b === "[Content_Types].xml") - Number(a === "[Content_Types].xml"))
    .map(([path, data]): [string, Uint8Array | string] => {
      if (path !== "docProps/core.xml") return [path, data];
      const xml = new TextDecoder().decode(data);
      return [
        path,
        xml.replace(
          /(<dcterms:(created|modified)\b[^>]*>)[^<]*(<\/dcterms:\2>)/g,
          (_, open: string, _name: string, close: string) => `${open}${stamp}${close}`,
        ),
      ];
    });
  return zipDeterministic(entries);
}

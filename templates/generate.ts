import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { templateFileName, templates } from "../app/data/templates";
import type { Template } from "../app/data/types";
import { templateSources } from "./catalog";
import { renderDocx } from "./render-docx";
import { renderPdf } from "./render-pdf";
import { renderXlsx } from "./render-xlsx";

// Writes every file listed in app/data/templates.ts from its source in templates/sources/.
// Usage: tsx templates/generate.ts [outDir]   (default: public/templates); `npm run templates`
// runs it, and so does every build (prebuild).

const DEFAULT_OUT_DIR = fileURLToPath(new URL("../public/templates", import.meta.url));

export async function renderTemplate(template: Template): Promise<Uint8Array> {
  const fileName = templateFileName(template);
  const source = templateSources[fileName];
  if (!source) throw new Error(`No source for ${fileName} (${template.id})`);
  switch (template.fileType) {
    case "Word Document":
    case "PDF Document":
      if (source.kind !== "document") throw new Error(`${fileName} needs a document source`);
      return template.fileType === "Word Document" ? renderDocx(source) : renderPdf(source);
    case "Excel Spreadsheet":
      if (source.kind !== "workbook") throw new Error(`${fileName} needs a workbook source`);
      return renderXlsx(source);
  }
}

/** Generates all template files into outDir and returns their paths, in catalogue order. */
export async function generateTemplates(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const template of templates) {
    const file = path.join(outDir, templateFileName(template));
    await writeFile(file, await renderTemplate(template));
    written.push(file);
  }
  return written;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_OUT_DIR;
  const files = await generateTemplates(outDir);
  console.log(`Wrote ${files.length} templates to ${path.relative(process.cwd(), outDir) || "."}`);
}

import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { MAX_FILE_BYTES } from "../../app/domain/form-rules";
import type { FileStore } from "./file-store";
import { SNIFF_BYTES, sniffKind } from "../shared/sniff";

// Documents members attach (tenders and bids, issue 24; freelance proposals, issue 30): PDF,
// Word, Excel, CSV, PNG or JPEG up to 10 MB, recognised by their bytes (a ZIP package is DOCX or
// XLSX and an OLE2 file DOC or XLS by the name it came with; a CSV must be text), kept in the
// private file store under names we make.

/** A document in the private file store, as a table of documents keeps it. */
export interface StoredDocument {
  file: string;
  name: string;
  type: string;
  size: number;
}

/** Stored documents as rows of a table of documents, each with an id of its own. */
export const documentRows = (documents: readonly StoredDocument[]) =>
  documents.map((d) => ({
    id: randomUUID(),
    file: d.file,
    name: d.name,
    content_type: d.type,
    size: d.size,
  }));

/** The tenders' area of the private file store (server/files/file-store.ts). */
export const TENDER_FILES_AREA = "tender-files";
const STORED_NAME = /^[a-f0-9]{32}\.[a-z]+$/;

const TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
} as const;
export type DocumentKind = keyof typeof TYPES;
const EVERY_KIND = Object.keys(TYPES) as DocumentKind[];

/** What a document is, by its bytes and (for containers) its name; null when not allowed. */
export function documentKind(bytes: Uint8Array, name: string): DocumentKind | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const sniffed = sniffKind(bytes.subarray(0, SNIFF_BYTES));
  if (sniffed === "docx") return extension === "xlsx" ? "xlsx" : "docx";
  if (sniffed === "doc") return extension === "xls" ? "xls" : "doc";
  if (sniffed) return sniffed;
  if (extension === "csv" && isText(bytes)) return "csv";
  return null;
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export type StoreResult =
  { ok: true; document: StoredDocument } | { ok: false; problem: "too-large" | "type" };

export interface TenderFiles {
  store(file: File): Promise<StoreResult>;
  open(name: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes stored documents (a replaced or withdrawn proposal's); unknown names are skipped. */
  remove(names: readonly string[]): Promise<void>;
}

/** The same documents' store for other private documents, of only the `allowed` kinds. */
export type DocumentFiles = TenderFiles;

export function createTenderFiles(
  files: FileStore,
  allowed: readonly DocumentKind[] = EVERY_KIND,
): TenderFiles {
  return {
    async store(file) {
      if (file.size > MAX_FILE_BYTES) return { ok: false, problem: "too-large" };
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = documentKind(bytes, file.name);
      if (!kind || !allowed.includes(kind)) return { ok: false, problem: "type" };
      const name = `${randomBytes(16).toString("hex")}.${kind}`;
      await files.put(name, Readable.from([bytes]));
      return {
        ok: true,
        document: {
          file: name,
          name: (file.name || `document.${kind}`).slice(0, 200),
          type: TYPES[kind],
          size: bytes.byteLength,
        },
      };
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return null;
      const stream = await files.read(name);
      return stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null;
    },
    async remove(names) {
      for (const name of names) if (STORED_NAME.test(name)) await files.delete(name);
    },
  };
}

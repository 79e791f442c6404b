import type { FileKind } from "../../app/domain/form-rules";

// What a file is by its first bytes, so a renamed executable cannot pass as a PDF. DOCX is a
// ZIP package and DOC an OLE2 compound file; both start with their container's signature.

const SIGNATURES: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4
  { kind: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** Bytes needed from the start of a file to recognise it. */
export const SNIFF_BYTES = 8;

export function sniffKind(head: Uint8Array): FileKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return kind;
  }
  return null;
}

/** The MIME type we record for a file we have recognised. */
export const MIME_OF: Readonly<Record<FileKind, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
};

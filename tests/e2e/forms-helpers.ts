import { createHash, randomBytes } from "node:crypto";

// What the forms' browser tests share: the pages, files that start like real files of their
// kind, and the shape of a submission exported from our inbox (`npm run inbox -- export`).

export const JOB_PAGE = "/jobs/j1";
export const JOB = { title: "Senior Logistics Coordinator", company: "Kestrel Freight Partners" };
export const VENDOR_PAGE = "/vendors/lumenstack-technologies";
export const VENDOR = "Lumenstack Technologies";

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export interface Exported {
  id: string;
  form: string;
  mailbox: string;
  fields: { name: string; value: string }[];
  attachments: {
    field: string;
    originalName: string;
    size: number;
    sha256: string;
    exportedAs: string;
  }[];
}

/** A file that starts like a real file of its kind. */
export function file(name: string, kind: "pdf" | "png" | "docx" | "exe", size = 4096) {
  const head = {
    pdf: Buffer.from("%PDF-1.7\n"),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    exe: Buffer.from("MZ"),
  }[kind];
  const mimeType = {
    pdf: "application/pdf",
    png: "image/png",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    exe: "application/x-msdownload",
  }[kind];
  return { name, mimeType, buffer: Buffer.concat([head, randomBytes(size - head.length)]) };
}

export const unique = () => randomBytes(4).toString("hex");

/** A message to a supplier through the inbox's API, numbered: what the rate-limit tests send. */
export function rateLimitedMessage(n: number): Record<string, string> {
  return {
    _subject: "Message for Acme",
    vendorName: "Acme",
    name: "Rita Rate",
    email: "rita@example.com",
    phone: "",
    company: "Buyers Ltd",
    message: `Message number ${n}: do you ship to Lisbon?`,
  };
}

import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, projectDataDir } from "./fixtures";

// What the forms' browser tests share: the pages, files that start like real files of their
// kind, and reading a submission back from our inbox (`npm run inbox`), field by field and by
// the SHA-256 of each file.

export const JOB_PAGE = "/jobs/j1";
export const JOB = { title: "Senior Logistics Coordinator", company: "Kestrel Freight Partners" };
export const VENDOR_PAGE = "/vendors/lumenstack-technologies";
export const VENDOR = "Lumenstack Technologies";

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

export function inbox(...args: string[]): string {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/inbox.ts", ...args], {
    env: { ...process.env, DATA_DIR: projectDataDir() },
    encoding: "utf8",
  });
}

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

/** The one stored submission whose `field` is `value`, exported with its files. */
export function readBack(field: string, value: string): Exported {
  const ids = JSON.parse(inbox("find", field, value)) as string[];
  expect(ids, `one submission with ${field} = ${value}`).toHaveLength(1);
  const out = mkdtempSync(path.join(os.tmpdir(), "forms-e2e-"));
  return JSON.parse(inbox("export", ids[0]!, "--json", "--out", out)) as Exported;
}

export function fieldsOf(s: Exported) {
  return Object.fromEntries(s.fields.map((f) => [f.name, f.value]));
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

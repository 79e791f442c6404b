import * as z from "zod/mini";
import { hasControlCharacters } from "~/lib/control-characters";
import {
  FILE_KINDS,
  MAX_FILE_BYTES,
  MAX_TOTAL_FILE_BYTES,
  MESSAGES,
  type FileKind,
} from "./form-rules";

// The rules of one field and their zod schemas: a text field's length and format, a file's kind
// and size, a form's files together. The forms' schemas (form-schemas.ts) are made of these.

export interface TextRule {
  label: string;
  /** Characters (UTF-16 code units, as the browser's maxLength counts them). */
  max: number;
  required?: boolean;
  /** Textareas; everything else must be a single line. */
  multiline?: boolean;
  format?: "email" | "url";
  oneOf?: readonly string[];
}

export interface FileRule {
  /** `single`: one part named `file`. `numbered`: parts named file0, file1, ... */
  naming: "single" | "numbered";
  min: number;
  max: number;
  tooLarge: (name: string) => string;
  badType: (name: string) => string;
}

export interface FileInfo {
  name: string;
  size: number;
  /** The MIME type the browser reports; may be empty. */
  type?: string;
}

export interface Problem {
  message: string;
  /** The first field the message is about, for focus and aria-invalid. */
  field?: string;
  /** The HTTP status our inbox answers with. */
  status: 400 | 413 | 415;
}

const EMAIL_PATTERN = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\.]+$/;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
}

/** The extension of a file name, lower-cased with its dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

/** Which allowed kind a file name claims to be, by its extension. */
export function fileKindOf(name: string): FileKind | null {
  const ext = extensionOf(name);
  return FILE_KINDS.find((k) => (k.extensions as readonly string[]).includes(ext))?.kind ?? null;
}

const ALLOWED_MIME: readonly string[] = FILE_KINDS.flatMap((k) => k.mimeTypes);

/** Allowed by name, and by the browser's reported type when it reports a specific one. */
export function isAllowedFileType(file: FileInfo): boolean {
  if (fileKindOf(file.name) === null) return false;
  const type = (file.type ?? "").toLowerCase().split(";")[0]!.trim();
  return type === "" || type === "application/octet-stream" || ALLOWED_MIME.includes(type);
}

const blank = (value: string) => value.trim() === "";

/**
 * One text part. Every field of every form shares the first rules (a length cap; no control
 * characters; one line unless it is a textarea); then come the field's own: required, an e-mail
 * or a web address, one of a list. Those skip an empty optional field.
 */
export function textSchema(rule: TextRule) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.maxLength(rule.max, { error: MESSAGES.tooLong(rule.label, rule.max) }),
    z.refine<string>((v) => rule.multiline === true || !/[\r\n]/.test(v), {
      error: MESSAGES.oneLine(rule.label),
    }),
    z.refine<string>((v) => !hasControlCharacters(v), {
      error: MESSAGES.controlCharacters(rule.label),
    }),
  ];
  if (rule.required) checks.push(z.refine<string>((v) => !blank(v), { error: MESSAGES.required }));
  if (rule.format === "email") {
    checks.push(
      z.refine<string>((v) => blank(v) || isEmail(v.trim()), { error: MESSAGES.invalidEmail }),
    );
  }
  if (rule.format === "url") {
    checks.push(
      z.refine<string>((v) => blank(v) || isWebAddress(v.trim()), {
        error: MESSAGES.invalidUrl(rule.label),
      }),
    );
  }
  const { oneOf } = rule;
  if (oneOf) {
    checks.push(
      z.refine<string>((v) => blank(v) || oneOf.includes(v), {
        error: MESSAGES.notInList(rule.label),
      }),
    );
  }
  const field = z.string({ error: MESSAGES.required }).check(...checks);
  return rule.required ? field : z.optional(field);
}

const fileInfoSchema = z.object({
  name: z.string(),
  size: z.number(),
  type: z.optional(z.string()),
});

const nameOf = (input: unknown) => (input as FileInfo).name;

/** One attachment: at most 10 MB, and one of the allowed types. */
export function fileSchema(rule: FileRule) {
  return fileInfoSchema.check(
    z.refine((f: FileInfo) => f.size <= MAX_FILE_BYTES, {
      error: (issue) => rule.tooLarge(nameOf(issue.input)),
      params: { status: 413 },
    }),
    z.refine(isAllowedFileType, {
      error: (issue) => rule.badType(nameOf(issue.input)),
      params: { status: 415 },
    }),
  );
}

const totalSize = (files: readonly FileInfo[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * A form's attachments, checked in the order the visitor should hear about them: how many (a
 * required file first of all), then each file, then their total size. The count is checked
 * before the files are (`pipe` stops at the first part's problems).
 */
export function filesSchema(rule: FileRule | null) {
  if (!rule) {
    return z.array(fileInfoSchema).check(
      z.refine((files: FileInfo[]) => files.length === 0, {
        error: "This form does not take attachments",
      }),
    );
  }
  const counted = z.array(fileInfoSchema).check(
    z.refine((files: FileInfo[]) => files.length >= rule.min, { error: MESSAGES.required }),
    z.refine((files: FileInfo[]) => files.length <= rule.max, {
      error: MESSAGES.tooManyFiles,
      params: { status: 413 },
    }),
  );
  return z.pipe(counted, z.array(fileSchema(rule))).check(
    z.refine((files: FileInfo[]) => totalSize(files) <= MAX_TOTAL_FILE_BYTES, {
      error: MESSAGES.totalTooLarge,
      params: { status: 413 },
    }),
  );
}

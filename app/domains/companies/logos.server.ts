import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import sharp from "sharp";
import { LOGO_MAX_BYTES, LOGO_SIZE } from "./schema";
import type { FileStore } from "../../../server/files/file-store";
import { sniffKind } from "../../../server/shared/sniff";

// Companies' logos: checked by their bytes (PNG, JPEG or WebP, whatever the name or the
// browser says), decoded, and re-encoded by us as a square WebP, so no byte the member sent is
// ever served back. Kept in the private file store (the data folder, or the database with
// PostgreSQL), outside the public files, under names we make.

/** The logos' area of the private file store (server/files/file-store.ts). */
export const LOGOS_AREA = "company-logos";
/** Members' photos (issue 29): checked and re-encoded by the same LogoStore as logos. */
export const MEMBER_PHOTOS_AREA = "member-photos";
/** Larger images are refused before they are decoded (a small file can unpack to a huge one). */
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

export type LogoProblem = "too-large" | "type" | "unreadable";

export type LogoResult = { ok: true; file: string } | { ok: false; problem: LogoProblem };

const isWebp = (head: Uint8Array) =>
  head.length >= 12 &&
  Buffer.from(head.subarray(0, 4)).toString("latin1") === "RIFF" &&
  Buffer.from(head.subarray(8, 12)).toString("latin1") === "WEBP";

/** Which logo type the bytes are, or null. */
export function sniffLogo(head: Uint8Array): "png" | "jpg" | "webp" | null {
  if (isWebp(head)) return "webp";
  const kind = sniffKind(head);
  return kind === "png" || kind === "jpg" ? kind : null;
}

export class LogoStore {
  constructor(private readonly files: FileStore) {}

  /** Checks, resizes and stores one uploaded image: the stored file's name, or the problem. */
  async store(bytes: Uint8Array): Promise<LogoResult> {
    if (bytes.byteLength > LOGO_MAX_BYTES) return { ok: false, problem: "too-large" };
    if (!sniffLogo(bytes.subarray(0, 16))) return { ok: false, problem: "type" };
    let square: Buffer;
    try {
      square = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(LOGO_SIZE, LOGO_SIZE, {
          fit: "contain",
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      return { ok: false, problem: "unreadable" };
    }
    const file = `${randomBytes(16).toString("hex")}.webp`;
    await this.files.put(file, Readable.from([square]));
    return { ok: true, file };
  }

  /** A stored logo's bytes, or null for a name we did not make or a file that is gone. */
  async read(file: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(file)) return null;
    const stream = await this.files.read(file);
    return stream ? buffer(stream) : null;
  }
}

import busboy from "busboy";
import { ticker, type Ticker } from "../shared/ticker";
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import {
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_REQUEST_BYTES,
  MESSAGES,
} from "../../app/domain/form-rules";
import { FORM_SCHEMAS, isFilePart } from "../../app/domain/form-schemas";
import { HTTP_TIMEOUTS } from "../http-server";
import { PRIVATE_FILE_MODE } from "../private-files";
import { declaredLength } from "../unread-body";
import { SNIFF_BYTES } from "../shared/sniff";

// Reading a submission off the wire without trusting it: the body is streamed (never held in
// memory whole), attachments go straight to temporary files while they are hashed, and every
// limit is enforced as the bytes arrive. Whatever goes wrong becomes a Rejection with a 4xx
// status; the temporary files of a rejected request are removed.

export class Rejection extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 408 | 413 | 415 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceivedFile {
  /** The part name: `file`, `file0`, ... */
  field: string;
  /** The client's file name, reduced to a safe base name; never used as a path. */
  originalName: string;
  declaredType: string;
  size: number;
  sha256: string;
  head: Buffer;
  tmpPath: string;
}

export interface Received {
  fields: [string, string][];
  files: ReceivedFile[];
}

const LIMITS = {
  fieldNameSize: 100,
  /** Bytes; the longest text field (10,000 characters) fits in UTF-8 well within this. */
  fieldSize: 64 * 1024,
  fields: 40,
  parts: 60,
  files: MAX_FILES,
  /** One byte over the limit is enough to know a file is too large: nothing more is read. */
  fileSize: MAX_FILE_BYTES + 1,
  json: 256 * 1024,
};

export interface PaceLimits {
  /** The whole body must have arrived by then (as long as the HTTP server's requestTimeout). */
  timeoutMs: number;
  /** While the body is arriving, at least this many bytes a second, in every window. */
  minBytesPerSecond: number;
  windowMs: number;
}

/**
 * 10 KB/s over every 10 s: a 10 MB CV on an 80 kbit/s line still arrives, while a body sent a
 * few bytes at a time is cut off after 10 to 20 s instead of holding a socket and a temporary
 * file until the request timeout.
 */
export const PACE_LIMITS: Readonly<PaceLimits> = {
  timeoutMs: HTTP_TIMEOUTS.requestTimeout,
  minBytesPerSecond: 10 * 1024,
  windowMs: 10_000,
};

export const TOO_SLOW_MESSAGE = "The submission is arriving too slowly. Please try again.";

// C0, DEL, C1, and the bidirectional controls that can make "cv<U+202E>fdp.exe" look like
// "cvexe.pdf": a file name needs none of them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** What the form that has this file part says about a file over the size limit. */
function fileTooLargeMessage(part: string, fileName: string): string {
  const schema = FORM_SCHEMAS.find((candidate) => isFilePart(candidate, part));
  return schema?.files?.tooLarge(fileName) ?? MESSAGES.fileTooLarge;
}

/** A base name without directories, control characters or excess length. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop()!.replace(CONTROL_CHARACTERS, "").trim();
  if (base === "" || base === "." || base === "..") return "attachment";
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - ext.length) + ext;
}

/** Counts the body's bytes and stops the stream once it passes the request limit. */
class ByteLimit extends Transform {
  total = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.total += chunk.length;
    if (this.total > this.max) {
      done(new Rejection(413, "The submission is too large."));
      return;
    }
    done(null, chunk);
  }
}

/** Fails the body with a 408 when a whole window passes with too few bytes. */
class PaceGuard extends Transform {
  private received = 0;
  private readonly timer: Ticker;
  constructor(pace: PaceLimits) {
    super();
    const minimum = (pace.minBytesPerSecond * pace.windowMs) / 1000;
    this.timer = ticker(pace.windowMs, () => {
      if (this.received < minimum) this.destroy(new Rejection(408, TOO_SLOW_MESSAGE));
      this.received = 0;
    });
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    done(null, chunk);
  }
  override _flush(done: TransformCallback) {
    this.timer.stop();
    done();
  }
  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.timer.stop();
    done(error);
  }
}

export async function removeTemporary(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => unlink(f.tmpPath).catch(() => undefined)));
}

function asRejection(error: unknown): Rejection {
  if (error instanceof Rejection) return error;
  if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError")) {
    return new Rejection(408, "The submission took too long to arrive.");
  }
  return new Rejection(400, "The form data is malformed.");
}

/**
 * Reads a form submission: multipart (what our dialogs and the hosted service's AJAX clients
 * send), URL-encoded, or a JSON object of strings.
 */
export async function receiveSubmission(
  request: Request,
  tmpDir: string,
  pace: PaceLimits = PACE_LIMITS,
): Promise<Received> {
  const contentType = request.headers.get("content-type") ?? "";
  const length = declaredLength(request);
  if (length !== null && length > MAX_REQUEST_BYTES) {
    throw new Rejection(413, "The submission is too large.");
  }
  if (!request.body) throw new Rejection(400, "The submission is empty.");
  if (/^application\/json\b/i.test(contentType)) return receiveJson(request.body, pace);
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new Rejection(415, "Send the form as multipart/form-data.");
  }
  return receiveParts(request.body, contentType, tmpDir, pace);
}

/**
 * A whole body read into memory within `max` bytes, at the inbox's pace (a Rejection: 413 past
 * `max`, 408 too slow or too long, 400 broken off). The form pages' posts are read this way
 * before React Router parses them (server/page-posts.ts).
 */
export async function readBody(
  body: ReadableStream<Uint8Array>,
  max: number,
  pace: PaceLimits = PACE_LIMITS,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const limit = new ByteLimit(max);
  limit.on("data", (c: Buffer) => chunks.push(c));
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream), new PaceGuard(pace), limit, {
      signal: AbortSignal.timeout(pace.timeoutMs),
    });
  } catch (error) {
    throw asRejection(error);
  }
  return Buffer.concat(chunks);
}

async function receiveJson(body: ReadableStream<Uint8Array>, pace: PaceLimits): Promise<Received> {
  const text = (await readBody(body, LIMITS.json, pace)).toString("utf8");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Rejection(400, "The submission is not valid JSON.");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Rejection(400, "Send the form as a JSON object of field names and values.");
  }
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(data)) {
    if (!["string", "number", "boolean"].includes(typeof value)) {
      throw new Rejection(400, `Field "${name.slice(0, 100)}" must be text.`);
    }
    fields.push([name, String(value)]);
  }
  if (fields.length > LIMITS.fields)
    throw new Rejection(413, "The submission has too many fields.");
  return { fields, files: [] };
}

async function receiveParts(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  tmpDir: string,
  pace: PaceLimits,
): Promise<Received> {
  const fields: [string, string][] = [];
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let problem: Rejection | null = null;
  const fail = (rejection: Rejection) => {
    problem ??= rejection;
  };
  // Stops reading the body at once (a file over its limit), rather than at its end.
  const stop = new AbortController();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: LIMITS,
      defParamCharset: "utf8",
    });
  } catch {
    throw new Rejection(400, "The form data is malformed: its boundary is missing.");
  }

  parser.on("field", (name, value, info) => {
    if (info.nameTruncated) return fail(new Rejection(400, "A field name is too long."));
    if (info.valueTruncated) {
      return fail(new Rejection(413, `Field "${name}" is too long.`));
    }
    fields.push([name, value]);
  });

  parser.on("file", (field, stream, info) => {
    // Busboy fails the part's stream too when the body breaks off; the parser's own error is
    // what we report, but an unheard stream error would bring the process down.
    stream.on("error", () => undefined);
    // A file input left empty arrives as a part without a file name: it is no attachment.
    if (problem || info.filename === undefined) {
      stream.resume();
      return;
    }
    const tmpPath = path.join(tmpDir, `${randomUUID()}.part`);
    const hash = createHash("sha256");
    const record: ReceivedFile = {
      field,
      originalName: safeFileName(info.filename),
      declaredType: info.mimeType.slice(0, 100),
      size: 0,
      sha256: "",
      head: Buffer.alloc(0),
      tmpPath,
    };
    files.push(record);
    stream.on("limit", () => {
      fail(new Rejection(413, fileTooLargeMessage(field, record.originalName)));
      // After busboy has finished with the chunk it is parsing.
      queueMicrotask(() => stop.abort());
    });
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        if (record.head.length < SNIFF_BYTES) {
          record.head = Buffer.concat([record.head, chunk]).subarray(0, SNIFF_BYTES);
        }
        record.size += chunk.length;
        done(null, chunk);
      },
    });
    writes.push(
      (async () => {
        // Created before any byte is written, so that cleanup after a failure always finds it.
        const handle = await open(tmpPath, "wx", PRIVATE_FILE_MODE);
        // `flush` fsyncs the file before it is closed: once renamed into place it is durable.
        const out = createWriteStream(tmpPath, { fd: handle, flush: true });
        await pipeline(stream, tap, out);
        record.sha256 = hash.digest("hex");
      })().catch((error: unknown) => {
        fail(asRejection(error));
        stream.resume();
      }),
    );
  });

  parser.on("filesLimit", () => fail(new Rejection(413, MESSAGES.tooManyFiles)));
  parser.on("fieldsLimit", () => fail(new Rejection(413, "The submission has too many fields.")));
  parser.on("partsLimit", () => fail(new Rejection(413, "The submission has too many parts.")));

  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream),
      new PaceGuard(pace),
      new ByteLimit(MAX_REQUEST_BYTES),
      parser,
      { signal: AbortSignal.any([AbortSignal.timeout(pace.timeoutMs), stop.signal]) },
    );
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await removeTemporary(files);
    throw problem ?? asRejection(error);
  }
  if (problem) {
    await removeTemporary(files);
    throw problem;
  }
  return { fields, files };
}

import { createHash } from "node:crypto";
import { IDEMPOTENCY_FIELD, isAttemptKey } from "~/domain/form-rules";
import { fieldText as text } from "~/lib/form-data";
import { fingerprintOf, type Attempt } from "../../../server/db/attempt-keys";
import type { StoredDocument } from "../../../server/files/document-files";
import type { BidValues } from "./schema";

// What a bid's post carries besides its values (decision 290, issue 41): the attempt key its form
// was rendered with, and its documents' SHA-256 (for the bid's hash, on the bidder's receipt).

/** The documents a bid's form sent, in the order `storeDocuments` stores them. */
const postedDocuments = (form: FormData) =>
  form.getAll("documents").filter((f): f is File => typeof f !== "string" && f.size > 0);

/** The posted documents' bytes, read once. */
export async function documentBytes(form: FormData): Promise<Uint8Array[]> {
  return Promise.all(postedDocuments(form).map(async (f) => new Uint8Array(await f.arrayBuffer())));
}

/** The bid's attempt, when its form sent a well-formed key: this member, on this tender. */
export function bidAttempt(
  form: FormData,
  tenderId: string,
  memberId: string,
  company: string,
  values: BidValues,
  bytes: readonly Uint8Array[],
): Attempt | undefined {
  const key = text(form, IDEMPOTENCY_FIELD);
  if (!isAttemptKey(key)) return undefined;
  return {
    scope: `bid:${tenderId}`,
    owner: memberId,
    key,
    fingerprint: fingerprintOf(
      { company, ...values, documents: postedDocuments(form).map((f) => f.name) },
      bytes,
    ),
  };
}

/** The stored documents' SHA-256, by stored file name (the same order as the bytes). */
export function documentDigests(
  documents: readonly StoredDocument[],
  bytes: readonly Uint8Array[],
): Map<string, string> {
  return new Map(
    documents.map((d, i) => [d.file, createHash("sha256").update(bytes[i]!).digest("hex")]),
  );
}

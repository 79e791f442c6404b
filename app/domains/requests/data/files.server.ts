import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileKindOf } from "~/domain/form-schemas";
import { MIME_OF } from "../../../../server/shared/sniff";
import type { Asker, Party, ReplyUpload, RequestFile, RequestsStore } from "./model.server";
import { managed, rowFor } from "./rows.server";

// The files of a conversation: those the buyer sent with the request (kept by the forms inbox)
// and those sent with replies (kept in the replies' file store), each read only by a side of it.

async function readReplyFile(
  { db, files }: RequestsStore,
  id: string,
  fileId: string,
): Promise<RequestFile | undefined> {
  const file = await db
    .selectFrom("request_reply_files")
    .selectAll()
    .where("id", "=", fileId)
    .where("submission_id", "=", id)
    .executeTakeFirst();
  if (!file || !files) return undefined;
  const content = await files.read(file.id);
  if (!content) return undefined;
  return {
    open: () => Readable.toWeb(content) as ReadableStream<Uint8Array>,
    name: file.original_name,
    contentType: file.content_type,
    size: Number(file.size),
  };
}

/** A file of a request, for its company's owner or an operator; undefined for anyone else. */
export async function file(
  store: RequestsStore,
  asker: Asker,
  id: string,
  attachmentId: string,
): Promise<RequestFile | undefined> {
  const row = await managed(store, asker, id);
  if (!row) return undefined;
  const submission = await store.inbox.submission(id);
  const attachment = submission?.attachments.find((a) => a.id === attachmentId);
  if (attachment) {
    const content = await store.inbox.openAttachment(attachment);
    return {
      open: () => Readable.toWeb(content) as ReadableStream<Uint8Array>,
      name: attachment.originalName,
      contentType: attachment.contentType,
      size: attachment.size,
    };
  }
  return asker.isOperator
    ? readReplyFile(store, id, attachmentId)
    : replyFile(store, { owner: asker }, id, attachmentId);
}

/** A file sent with a reply, for either side of the thread; undefined for anyone else. */
export async function replyFile(
  store: RequestsStore,
  party: Party,
  id: string,
  fileId: string,
): Promise<RequestFile | undefined> {
  const row = await rowFor(store, party, id);
  return row ? readReplyFile(store, id, fileId) : undefined;
}

/** Stores a reply's files before its row is written (names are fresh ids). */
export async function storeFiles(
  { files: fileStore }: RequestsStore,
  files: readonly ReplyUpload[],
) {
  if (files.length > 0 && !fileStore) throw new Error("No file store for reply files.");
  const stored = [];
  for (const f of files) {
    const id = randomUUID();
    await fileStore!.put(
      id,
      (async function* () {
        yield f.bytes;
      })(),
    );
    const kind = fileKindOf(f.name)!;
    stored.push({
      id,
      originalName: f.name,
      contentType: MIME_OF[kind],
      size: f.bytes.byteLength,
    });
  }
  return stored;
}

import { data, redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { downloadResponse } from "~/lib/download";
import { textOf } from "~/lib/form-data";
import type { Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { forget, storeDocuments } from "~/domains/tenders/index.server";

// A contract's documents (docs/decisions/416): the buyer's page that attaches them
// (/contracts/{id}/documents, to the contract or one of its amendments) and the download of one
// (/contracts/{id}/documents/{documentId}), for the contract's two parties only; anyone else 404.

/** The buyer's form: the contract's amendments to choose from; anyone else 404. */
export async function loadDocumentsForm(context: AppLoadContext, viewer: Viewer, id: string) {
  const file = await context.repo.contracts.contractFile(id, { id: viewer.id, operator: false });
  if (!file || file.side !== "buyer") notFound();
  if (file.status !== "pending" && file.status !== "active") throw redirect(`/contracts/${id}`);
  return {
    id,
    title: file.title,
    reference: file.reference,
    amendments: file.amendments.map((a) => ({
      id: a.id,
      reason: a.reason,
      createdAt: a.createdAt,
    })),
  };
}

const REFUSALS: Record<string, string> = {
  closed: "That is no longer possible: the contract has moved on. Please reload the page.",
  gone: "That amendment is not this contract's. Please choose another.",
};

export async function documentsAction(
  context: AppLoadContext,
  { viewer, form }: Required<Pick<Posted, "viewer" | "form">>,
  id: string,
) {
  // Anyone but the buyer is refused before their files are stored.
  if ((await context.repo.contracts.sideFor(id, viewer.id)) !== "buyer") notFound();
  const files = form.getAll("documents").filter((f) => typeof f !== "string" && f.size > 0);
  if (files.length === 0) {
    return data({ error: "Please choose at least one document to attach." }, { status: 400 });
  }
  const stored = await storeDocuments(context, form, "documents");
  if (!stored.ok) return data({ error: stored.problem }, { status: 400 });
  const amendment = textOf(form.get("amendment")).trim() || null;
  const done = await context.repo.contracts.attach(
    id,
    viewer.id,
    stored.documents,
    amendment,
    tellOf(context),
  );
  if (!done.ok) {
    await forget(context, stored.documents);
    if (done.reason === "not-found") notFound();
    return data({ error: REFUSALS[done.reason] ?? REFUSALS.closed! }, { status: 409 });
  }
  throw redirect(`/contracts/${id}?done=documents#documents`);
}

/** One document, downloaded (never shown inline) by one of the contract's parties. */
export async function contractDocumentResponse(
  context: AppLoadContext,
  viewer: Viewer,
  params: { id: string; documentId: string },
) {
  const row = await context.repo.contracts.document(params.id, params.documentId, viewer.id);
  const content = row ? await context.tenderFiles.open(row.file) : null;
  if (!row || !content) notFound();
  return downloadResponse({
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    open: () => content,
  });
}

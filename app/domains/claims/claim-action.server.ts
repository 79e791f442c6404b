import { data, redirect, type AppLoadContext } from "react-router";
import {
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  CLAIM_REFUSALS,
  claimSchema,
  emailMatchesWebsite,
  mayClaim,
  mayDecideClaims,
  maySeeEvidence,
  type ClaimValues,
} from "./rules";
import { MAX_FILE_BYTES } from "~/domain/form-rules";
import { tooManyMessage } from "~/domain/limits";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import { notFound, type Viewer } from "~/lib/access.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { downloadResponse } from "~/lib/download";

// Claiming a listing (issue 22): the claim page's loader and action, the console's approve and
// refuse, and the evidence download. Every permission is asked of rules.ts here,
// on the server, before anything is read or written.

export interface ClaimPageData {
  vendor: { slug: string; name: string };
  /** What the member may do: send a claim, or why not. */
  state: "form" | "owned" | "pending";
  /** Their latest decided claim's refusal, if the last one was refused. */
  refused: { reason: string | null } | null;
  email: string;
}

export interface ClaimActionResult {
  errors: Partial<Record<keyof ClaimValues | "evidence" | "form", string>>;
  values: ClaimValues;
}

/** The claim form's limit: its evidence file and the text fields. */
export const CLAIM_FORM_LIMIT = MAX_FILE_BYTES + 64 * 1024;
/** The console's approve and refuse forms. */
export const DECIDE_FORM_LIMIT = 64 * 1024;

/** The public vendor, or 404: only listed companies are claimed. */
async function listedVendor(context: AppLoadContext, slug: string) {
  const vendor = await context.repo.companies.bySlug(slug);
  if (!vendor || vendor.status !== "approved") notFound();
  return vendor;
}

export async function loadClaimPage(
  context: AppLoadContext,
  member: Viewer,
  slug: string,
): Promise<ClaimPageData> {
  const vendor = await listedVendor(context, slug);
  const pending = await context.repo.claims.pending(vendor.id, member.id);
  const refusal = mayClaim({ ownerId: vendor.ownerId }, !!pending);
  const last = (await context.repo.claims.byClaimant(member.id)).find(
    (c) => c.vendor.id === vendor.id,
  );
  return {
    vendor: { slug: vendor.slug, name: vendor.name },
    state: refusal === "owned" ? "owned" : refusal === "pending" ? "pending" : "form",
    refused: last?.status === "refused" ? { reason: last.refusalReason } : null,
    email: member.email,
  };
}

/** A member's claim: checked, its evidence stored, recorded; back to the claim page. */
export async function claimAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted<FormOutcome>>,
  slug: string,
) {
  const vendor = await listedVendor(context, slug);
  const empty = { message: "", website: "" };
  const refuse = (errors: ClaimActionResult["errors"], values: ClaimValues, status: number) =>
    data<ClaimActionResult>({ errors, values }, { status });

  if (form === "too-large") return refuse({ evidence: CLAIM_MESSAGES.fileTooLarge }, empty, 413);
  if (form === "malformed") return refuse({ form: SEND_AGAIN }, empty, 400);
  const values = { message: text(form, "message"), website: text(form, "website") };

  const pending = await context.repo.claims.pending(vendor.id, member.id);
  const refusal = mayClaim({ ownerId: vendor.ownerId }, !!pending);
  if (refusal) return refuse({ form: CLAIM_REFUSALS[refusal] }, values, 409);

  const checked = claimSchema.safeParse(values);
  const errors: ClaimActionResult["errors"] = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof ClaimValues;
      errors[field] ??= issue.message;
    }
  }
  const file = form.get("evidence");
  const hasFile = file instanceof File && file.size > 0;
  const website = values.website.trim();
  const domainMatch = website !== "" && emailMatchesWebsite(member.email, website);
  if (!hasFile && !errors.website) {
    if (website === "") errors.evidence = CLAIM_MESSAGES.evidence;
    else if (!domainMatch) errors.website = CLAIM_MESSAGES.domainMismatch;
  }
  if (Object.keys(errors).length > 0) return refuse(errors, values, 400);

  const decision = await limit();
  if (!decision.allowed) return refuse({ form: tooManyMessage(decision.retryAfter) }, values, 429);

  let evidence = null;
  if (hasFile) {
    const stored = await context.claims.storeEvidence(file);
    if (!stored.ok) {
      const message =
        stored.problem === "too-large" ? CLAIM_MESSAGES.fileTooLarge : CLAIM_MESSAGES.fileType;
      return refuse({ evidence: message }, values, 400);
    }
    evidence = stored.evidence;
  }
  const created = await context.repo.claims.create({
    vendorId: vendor.id,
    claimant: { id: member.id, name: member.name, email: member.email },
    message: values.message.trim().slice(0, CLAIM_LIMITS.messageMax),
    website: website || null,
    domainMatch,
    evidence,
  });
  if (!created.ok) return refuse({ form: CLAIM_REFUSALS[created.reason] }, values, 409);
  return redirect(`/vendors/${vendor.slug}/claim?sent=1`);
}

export const CLAIM_DONE = {
  approve: "Approved: the member owns the listing now, and is told by e-mail.",
  refuse: "Refused: the member is told, with your reason.",
  stale: "Nothing changed: the claim was decided already, or the company has an owner.",
} as const;

/** An operator approves or refuses a claim from the console; everyone else gets 404. */
export async function decideClaimAction(
  context: AppLoadContext,
  { viewer: operator, form }: Posted<FormOutcome>,
  request: Request,
) {
  if (!mayDecideClaims(operator)) notFound();
  if (typeof form === "string") return data({ error: SEND_AGAIN }, 400);
  const intent = text(form, "intent");
  const id = text(form, "id");
  if ((intent !== "approve" && intent !== "refuse") || id === "") {
    return data({ error: "Unknown action." }, 400);
  }
  const reason = text(form, "reason").trim();
  if ([...reason].length > CLAIM_LIMITS.reasonMax) {
    return data({ error: CLAIM_MESSAGES.reasonTooLong, id }, 400);
  }
  const claim = await context.claims.decide(intent, id, operator.id, reason || null);
  const url = new URL(request.url);
  url.searchParams.set("done", claim ? intent : "stale");
  return redirect(`${url.pathname}?${url.searchParams}`);
}

/** A claim's evidence file, to operators and the claimant only (404 for anyone else). */
export async function evidenceResponse(context: AppLoadContext, member: Viewer, id: string) {
  const claim = await context.repo.claims.byId(id);
  if (!claim || !claim.evidence || !maySeeEvidence(member, claim)) notFound();
  const evidence = claim.evidence;
  const content = await context.claims.openEvidence(evidence.file);
  if (!content) notFound();
  return downloadResponse({
    name: evidence.name,
    contentType: evidence.type,
    size: evidence.size,
    open: () => content,
  });
}

import * as z from "zod/mini";

// Claiming a listing (issue 22, docs/decisions/116): a member asks to own a sample vendor that
// has no owner, with a message and evidence (a file, or a company site whose domain is their
// account e-mail's); an operator approves (the claimant becomes the owner) or refuses. The
// form's rules, the evidence rule and who may do what, for the browser and the server alike.

export const CLAIM_STATUSES = ["pending", "approved", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: "Awaiting decision",
  approved: "Approved",
  refused: "Refused",
};

export const CLAIM_LIMITS = { messageMin: 20, messageMax: 2000, reasonMax: 500 } as const;

export const CLAIM_MESSAGES = {
  messageTooShort: `Please tell us in at least ${CLAIM_LIMITS.messageMin} characters how you represent this company`,
  messageTooLong: `Message must be at most ${CLAIM_LIMITS.messageMax} characters`,
  website: "Please enter the company's website, starting with http:// or https://",
  evidence:
    "Please attach a document that shows you represent this company, or give its website if your account e-mail is at the same domain",
  domainMismatch: "Your account e-mail is not at this website's domain: attach a document instead",
  fileType: "The evidence must be a PDF, Word document, PNG or JPEG file",
  fileTooLarge: "The evidence file must be at most 10MB",
  reasonTooLong: `Reason must be at most ${CLAIM_LIMITS.reasonMax} characters`,
} as const;

export const CLAIM_REFUSALS = {
  owned: "This company already has an owner on ProcureConnect.",
  pending: "Your claim for this company is already awaiting an operator's decision.",
  gone: "This company is no longer listed.",
} as const;
export type ClaimRefusal = keyof typeof CLAIM_REFUSALS;

const length = (value: string) => [...value.trim()].length;

export const claimSchema = z.object({
  message: z.string({ error: CLAIM_MESSAGES.messageTooShort }).check(
    z.refine((v) => length(v) >= CLAIM_LIMITS.messageMin, {
      error: CLAIM_MESSAGES.messageTooShort,
    }),
    z.refine((v) => length(v) <= CLAIM_LIMITS.messageMax, { error: CLAIM_MESSAGES.messageTooLong }),
  ),
  website: z
    .string()
    .check(
      z.refine((v) => v.trim() === "" || siteHost(v) !== null, { error: CLAIM_MESSAGES.website }),
    ),
});
export type ClaimInput = z.output<typeof claimSchema>;
export type ClaimValues = Record<keyof ClaimInput, string>;
export const EMPTY_CLAIM: ClaimValues = { message: "", website: "" };

/** The host of an http(s) address, lower-cased without "www.", or null. */
export function siteHost(website: string): string | null {
  try {
    const url = new URL(website.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * Whether the account e-mail is at the website's domain: the e-mail's domain is the site's
 * host, or the host is a subdomain of it (shop.acme.com and jo@acme.com), never the reverse.
 */
export function emailMatchesWebsite(email: string, website: string): boolean {
  const host = siteHost(website);
  const at = email.lastIndexOf("@");
  if (!host || at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain.includes(".")) return false;
  return host === domain || host.endsWith(`.${domain}`);
}

export interface ClaimActor {
  id: string;
  isOperator: boolean;
}

/** Why this member may not claim this listing, or null when they may. */
export function mayClaim(
  vendor: { ownerId: string | null } | null,
  pendingOwnClaim: boolean,
): ClaimRefusal | null {
  if (!vendor) return "gone";
  if (vendor.ownerId !== null) return "owned";
  if (pendingOwnClaim) return "pending";
  return null;
}

/** Only operators approve or refuse claims. */
export function mayDecideClaims(actor: ClaimActor | null): boolean {
  return actor?.isOperator === true;
}

/** A claim's evidence is read by operators and by the member who sent it; by nobody else. */
export function maySeeEvidence(actor: ClaimActor | null, claim: { claimantId: string }): boolean {
  return actor !== null && (actor.isOperator || actor.id === claim.claimantId);
}

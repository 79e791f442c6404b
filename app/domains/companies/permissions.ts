import type { Actor } from "~/domain/actor";
import type { CompanyStatus } from "./schema";

// Who may do what to a company of the network, in one place: the loaders, the actions and the
// servers' own routes (logos) all ask here, and the tests sign in as someone who must be refused.

export interface CompanyAccess {
  ownerId: string | null;
  status: CompanyStatus;
}

const owns = (actor: Actor | null, company: CompanyAccess) =>
  actor !== null && company.ownerId !== null && company.ownerId === actor.id;

/** Approved companies are public; the others only to their owner and operators. */
export function canSeeCompany(actor: Actor | null, company: CompanyAccess): boolean {
  return company.status === "approved" || owns(actor, company) || actor?.isOperator === true;
}

/** Only the owner edits a company (operators review and revert the edits). */
export function canEditCompany(actor: Actor | null, company: CompanyAccess): boolean {
  return owns(actor, company);
}

/** Approve, reject, unlist, relist, revert, read the inbox: operators only. */
export function canModerate(actor: Actor | null): boolean {
  return actor?.isOperator === true;
}

/** What an operator may do next with a company in this status. */
export function moderationActions(
  status: CompanyStatus,
): ("approve" | "reject" | "unlist" | "relist")[] {
  switch (status) {
    case "pending":
      return ["approve", "reject"];
    case "rejected":
      return ["approve"];
    case "approved":
      return ["unlist"];
    case "unlisted":
      return ["relist"];
  }
}

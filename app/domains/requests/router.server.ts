import { AUTH_MESSAGES } from "~/domains/accounts/index.server";
import { isRequestForm } from "./rules";
import type { Db } from "../../../server/db/database";
import type { RequestOwner, RequestSender, SubmissionRouter } from "../../../server/inbox/config";
import type { CompanyAddress } from "../../../server/inbox/submissions";
import type { OwnerNotice } from "./data/model.server";

// Requests to the network's companies: a contact message or quote request sent from the profile
// of a company that has an owner is stored in the forms inbox addressed to the company
// (`company_requests`), and its owner hears of it. This is the inbox's router that addresses it.

/** A member's second application to one job. */
export const ALREADY_APPLIED = "You have already applied for this job.";

export interface RouterOptions {
  db: Db;
  /** The signed-in member of a request's cookies, for the buyer of a request. */
  memberOf(
    headers: Headers,
  ): Promise<{ id: string; email: string; emailVerified?: boolean } | null>;
  /** Members must confirm their e-mail address before they send a request (decision 151). */
  requireVerified?: boolean;
  /** A new request was stored for a company: tell its owner (never throws). */
  notifyOwner?(notice: OwnerNotice): void;
}

/**
 * The forms inbox's router: a contact message or quote request sent from the page of an approved
 * company that has an owner goes to that company (and its owner hears of it); anything else, as
 * before. The company is the one whose page the form was sent from (its slug), never one found
 * by the `vendorName` the form carries: that is text for people, and another company may bear
 * it tomorrow (docs/decisions/106).
 */
export function companyRouter(options: RouterOptions): SubmissionRouter {
  const { db } = options;
  /**
   * The owner who hears of the request, found before it is kept: a failed lookup throws, and the
   * inbox answers 503 with nothing kept (decision 303), rather than keeping a request nobody is
   * told of.
   */
  async function ownerOf(vendorId: string): Promise<RequestOwner | undefined> {
    return db
      .selectFrom("vendors as v")
      .innerJoin("user as u", "u.id", "v.owner_id")
      .select(["u.email as email", "u.name as name", "v.name as company"])
      .where("v.id", "=", vendorId)
      .executeTakeFirst();
  }

  async function appliedBefore(memberId: string, jobId: string) {
    const row = await db
      .selectFrom("company_requests")
      .select("submission_id")
      .where("buyer_id", "=", memberId)
      .where("job_id", "=", jobId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The CV an earlier application of the member's sent (its attachment), or undefined. */
  async function earlierCv(memberId: string, attachmentId: string) {
    const row = await db
      .selectFrom("attachments as a")
      .innerJoin("company_requests as r", "r.submission_id", "a.submission_id")
      .select([
        "a.id",
        "a.field",
        "a.original_name as originalName",
        "a.content_type as contentType",
        "a.size",
        "a.sha256",
        "a.stored_name as storedName",
      ])
      .where("a.id", "=", attachmentId)
      .where("a.field", "=", "file")
      .where("r.buyer_id", "=", memberId)
      .where("r.job_id", "is not", null)
      .executeTakeFirst();
    return row && { ...row, size: Number(row.size) };
  }

  /** A signed-in buyer as the company sees them: name, e-mail and the company they own. */
  async function senderOf(member: { id: string; email: string }): Promise<RequestSender> {
    const [user, company] = await Promise.all([
      db.selectFrom("user").select("name").where("id", "=", member.id).executeTakeFirst(),
      db
        .selectFrom("vendors")
        .select("name")
        .where("owner_id", "=", member.id)
        .where("status", "=", "approved")
        .orderBy("name")
        .executeTakeFirst(),
    ]);
    return { name: user?.name ?? "", email: member.email, company: company?.name ?? null };
  }

  return {
    async addressOf(form, fields, from) {
      // An application goes to the company that posted the job (issue 30); a sample job's,
      // like a request to a company without an owner, to the mailbox as before.
      const jobId = form === "job-application" ? from.job : null;
      const vendor = jobId
        ? await db
            .selectFrom("jobs as j")
            .innerJoin("vendors as v", "v.id", "j.vendor_id")
            .select(["v.id as id", "v.owner_id as owner_id"])
            .where("j.id", "=", jobId)
            .where("j.status", "=", "published")
            .where("v.status", "=", "approved")
            .where("v.owner_id", "is not", null)
            .executeTakeFirst()
        : isRequestForm(form) && form !== "job-application" && from.vendor
          ? await db
              .selectFrom("vendors")
              .select(["id", "owner_id"])
              .where("slug", "=", from.vendor)
              .where("status", "=", "approved")
              .where("owner_id", "is not", null)
              .executeTakeFirst()
          : undefined;
      if (!vendor) return null;
      const owner = (await ownerOf(vendor.id)) ?? null;
      const member = await options.memberOf(from.headers);
      if (member && options.requireVerified && member.emailVerified !== true) {
        return { refusal: { status: 403, message: AUTH_MESSAGES.unverified } };
      }
      // One application per member and job (issue 44): a second is refused, nothing kept.
      if (member && jobId && (await appliedBefore(member.id, jobId))) {
        return { refusal: { status: 409, message: ALREADY_APPLIED } };
      }
      // A member's request carries their account's address, whatever was typed (decision 231).
      const typed = fields.find(([name]) => name === "email" || name === "_replyto")?.[1].trim();
      // The CV of their last application, sent again (issue 44): only a member's own.
      const previousCv =
        member && jobId && from.previousCv ? await earlierCv(member.id, from.previousCv) : null;
      return {
        previousCv: previousCv ?? null,
        address: {
          vendorId: vendor.id,
          buyerId: member?.id ?? null,
          buyerEmail: member ? member.email : typed || null,
          ...(jobId ? { jobId } : {}),
        },
        sender: member ? await senderOf(member) : null,
        owner,
      };
    },
    stored(submissionId: string, _address: CompanyAddress, owner: RequestOwner | null) {
      if (!owner) return;
      options.notifyOwner?.({
        ownerEmail: owner.email,
        ownerName: owner.name,
        company: owner.company,
        requestId: submissionId,
      });
    },
  };
}

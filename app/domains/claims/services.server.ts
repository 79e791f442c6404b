import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { Transaction } from "kysely";
import { CLAIM_STATUS_LABELS } from "./rules";
import { FILE_KINDS, MAX_FILE_BYTES } from "~/domain/form-rules";
import type { Claim } from "./data.server";
import type { FileStore } from "../../../server/files/file-store";
import type { Database } from "../../../server/db/schema";
import { MIME_OF, SNIFF_BYTES, sniffKind } from "../../../server/shared/sniff";
import type { ClaimServices } from "../../../server/load-context";
import type { Repository } from "../../../server/db/repository";
import type { Mail } from "../../../server/notices";
import type { Notifications } from "~/domains/notifications/index.server";

// What claiming a listing needs of the server (issue 22, docs/decisions/116): the evidence
// file, checked by its bytes (the forms' kinds and size limit) and kept in the private file
// store under a name we make; and an operator's decision, with the claimant's notice (on the
// site, and by e-mail when SMTP_URL is set) written in the decision's transaction.

/** The claims' area of the private file store (server/files/file-store.ts). */
export const CLAIM_EVIDENCE_AREA = "claim-evidence";
const STORED_NAME = /^[a-f0-9]{32}\.[a-z]+$/;

export interface ClaimServicesOptions {
  repo: Repository;
  files: FileStore;
  /** The network's notices: the claimant hears of the decision. */
  notifications: Notifications;
  publicUrl: string;
  mailFrom: string;
}

/** The e-mail telling the claimant what the operators decided. */
export function claimDecisionMail(claim: Claim, publicUrl: string, from: string): Mail {
  const profile = `${publicUrl}/vendors/${claim.vendor.slug}`;
  const approved = claim.status === "approved";
  const text = approved
    ? [
        `Hello ${claim.claimantName},`,
        "",
        `Your claim of ${claim.vendor.name} on ProcureConnect has been approved: you now own its listing.`,
        `Change its details from My companies: ${publicUrl}/account/companies`,
        `Its profile: ${profile}`,
        "",
      ]
    : [
        `Hello ${claim.claimantName},`,
        "",
        `Your claim of ${claim.vendor.name} on ProcureConnect was ${CLAIM_STATUS_LABELS.refused.toLowerCase()}.`,
        ...(claim.refusalReason ? ["The reason:", "", claim.refusalReason, ""] : [""]),
        `You can claim it again with other evidence from its profile: ${profile}`,
        "",
      ];
  return {
    from,
    to: claim.claimantEmail,
    subject: approved
      ? `Your claim of ${claim.vendor.name} is approved`
      : `Your claim of ${claim.vendor.name} was refused`,
    text: text.join("\n"),
  };
}

export function createClaimServices(options: ClaimServicesOptions): ClaimServices {
  const { files } = options;
  return {
    async storeEvidence(file) {
      if (file.size > MAX_FILE_BYTES) return { ok: false, problem: "too-large" };
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffKind(bytes.subarray(0, SNIFF_BYTES));
      const extension = kind && FILE_KINDS.find((k) => k.kind === kind)?.extensions[0];
      if (!kind || !extension) return { ok: false, problem: "type" };
      const name = `${randomBytes(16).toString("hex")}.${kind}`;
      await files.put(name, Readable.from([bytes]));
      return {
        ok: true,
        evidence: {
          file: name,
          name: (file.name || `evidence${extension}`).slice(0, 200),
          type: MIME_OF[kind],
          size: bytes.byteLength,
        },
      };
    },
    async openEvidence(name) {
      if (!STORED_NAME.test(name)) return null;
      const stream = await files.read(name);
      return stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null;
    },
    async decide(decision, id, by, reason) {
      const within = (trx: Transaction<Database>, claim: Claim) => {
        const mail = claimDecisionMail(claim, options.publicUrl, options.mailFrom);
        return options.notifications.write(trx, {
          kind: "company-decision",
          userId: claim.claimantId,
          email: claim.claimantEmail,
          title: mail.subject,
          body: mail.text.split("\n")[2] ?? mail.subject,
          link:
            claim.status === "approved" ? "/account/companies" : `/vendors/${claim.vendor.slug}`,
          mail: { subject: mail.subject, text: mail.text },
          dedupeKey: `claim-decision:${claim.id}`,
        });
      };
      const { claims } = options.repo;
      const claim =
        decision === "approve"
          ? await claims.approve(id, by, new Date(), within)
          : await claims.refuse(id, by, reason, new Date(), within);
      if (claim) options.notifications.queued();
      return claim;
    },
  };
}

import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { smtpOptions } from "../inbox/mailer";

// E-mails to a company's owner when an operator approves or rejects it. Sent only when mail is
// configured (SMTP_URL); a failure is logged and never undoes the decision.

export interface OwnerMessage {
  to: { name: string; email: string };
  subject: string;
  text: string;
}

export type NotifyOwner = (message: OwnerMessage) => Promise<boolean>;

export interface NotifyOptions {
  smtpUrl: string | null;
  from: string;
  log?: (message: string) => void;
  /** Tests pass their own transport. */
  transport?: Pick<Transporter, "sendMail">;
}

export function ownerNotifier({ smtpUrl, from, log = console.log, transport }: NotifyOptions) {
  const mailer = transport ?? (smtpUrl ? nodemailer.createTransport(smtpOptions(smtpUrl)) : null);
  const notify: NotifyOwner = async ({ to, subject, text }) => {
    if (!mailer) return false;
    try {
      await mailer.sendMail({ from, to: { name: to.name, address: to.email }, subject, text });
      return true;
    } catch (error) {
      log(
        `Companies: could not e-mail ${to.email}: ${error instanceof Error ? error.message : error}`,
      );
      return false;
    }
  };
  return notify;
}

/** The e-mail telling an owner what the operators decided. */
export function decisionMail(
  decision: "approved" | "rejected",
  company: { name: string; slug: string; rejectionReason: string | null },
  owner: { name: string; email: string },
  siteOrigin: string,
): OwnerMessage {
  const profile = `${siteOrigin}/vendors/${company.slug}`;
  const text =
    decision === "approved"
      ? [
          `Hello ${owner.name},`,
          "",
          `${company.name} has been approved and is now listed in the ProcureConnect supplier directory:`,
          profile,
          "",
          `You can change its details at any time from My companies: ${siteOrigin}/account/companies`,
          "",
        ]
      : [
          `Hello ${owner.name},`,
          "",
          `${company.name} was not approved for the ProcureConnect supplier directory. The reason:`,
          "",
          company.rejectionReason ?? "",
          "",
          `You can change its details and submit it again from My companies: ${siteOrigin}/account/companies`,
          "",
        ];
  return {
    to: owner,
    subject:
      decision === "approved"
        ? `${company.name} is now listed on ProcureConnect`
        : `${company.name} was not approved on ProcureConnect`,
    text: text.join("\n"),
  };
}

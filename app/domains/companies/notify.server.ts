import type { Transaction } from "kysely";
import type { Company } from "./schema";
import type { Database } from "../../../server/db/schema";
import type { Mail } from "../../../server/notices";
import type { Notifications } from "~/domains/notifications/index.server";

// The notice telling a company's owner what the operators decided: a notification on the site
// and, when SMTP_URL is set, its e-mail through the outbox (server/outbox.ts).

export function decisionMail(
  decision: "approved" | "rejected",
  company: { name: string; slug: string; rejectionReason: string | null },
  owner: { name: string; email: string },
  publicUrl: string,
  from: string,
): Mail {
  const profile = `${publicUrl}/vendors/${company.slug}`;
  const mine = `${publicUrl}/account/companies`;
  const text =
    decision === "approved"
      ? [
          `Hello ${owner.name},`,
          "",
          `${company.name} has been approved and is now listed in the ProcureConnect supplier directory:`,
          profile,
          "",
          `You can change its details at any time from My companies: ${mine}`,
          "",
        ]
      : [
          `Hello ${owner.name},`,
          "",
          `${company.name} was not approved for the ProcureConnect supplier directory. The reason:`,
          "",
          company.rejectionReason ?? "",
          "",
          `You can change its details and submit it again from My companies: ${mine}`,
          "",
        ];
  return {
    from,
    to: owner.email,
    subject:
      decision === "approved"
        ? `${company.name} is now listed on ProcureConnect`
        : `${company.name} was not approved on ProcureConnect`,
    text: text.join("\n"),
  };
}

/**
 * The decision as a notice of the network (server/outbox.ts): a notification for the owner and
 * its e-mail, written in the decision's own transaction, so one is never without the other.
 */
export async function writeDecisionNotice(
  trx: Transaction<Database>,
  notifications: Notifications,
  company: Company,
  site: { publicUrl: string; mailFrom: string },
): Promise<void> {
  if ((company.status !== "approved" && company.status !== "rejected") || !company.ownerId) return;
  const owner = await trx
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "=", company.ownerId)
    .executeTakeFirst();
  if (!owner) return;
  const mail = decisionMail(company.status, company, owner, site.publicUrl, site.mailFrom);
  await notifications.write(trx, {
    kind: "company-decision",
    userId: owner.id,
    email: owner.email,
    title: mail.subject,
    body:
      company.status === "rejected"
        ? "See the reason, change the details and submit it again."
        : "It is now listed in the supplier directory.",
    link: "/account/companies",
    mail: { subject: mail.subject, text: mail.text },
  });
}

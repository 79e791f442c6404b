import type { Db } from "../db/database";
import type { Mail } from "../notices";
import type { Notifications } from "../outbox";

// The notice telling a company's owner what the operators decided: a notification on the site
// and, when SMTP_URL is set, its e-mail through the outbox (server/outbox.ts); a failure is
// logged and never undoes the decision.

export type NotifyOwner = (mail: Mail) => void;

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
 * its e-mail, queued in the outbox, written in a transaction of its own once the decision is.
 */
export function decisionNotices(
  db: Db,
  notifications: Notifications,
  log: (message: string) => void = console.warn,
): NotifyOwner {
  return (mail) => {
    void (async () => {
      const owner = await db
        .selectFrom("user")
        .select("id")
        .where("email", "=", mail.to)
        .executeTakeFirst();
      await notifications.send({
        kind: "company-decision",
        userId: owner?.id ?? null,
        email: mail.to,
        title: mail.subject,
        body: mail.subject.includes("not approved")
          ? "See the reason, change the details and submit it again."
          : "It is now listed in the supplier directory.",
        link: "/account/companies",
        mail,
      });
    })().catch((error: unknown) =>
      log(`Notices: could not queue a decision notice: ${String(error)}`),
    );
  };
}

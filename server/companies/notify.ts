import type { Mail } from "../notices";

// The e-mail telling a company's owner what the operators decided, sent through the network's
// notices (server/notices.ts: only when SMTP_URL is set; a failure is logged and never undoes
// the decision).

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

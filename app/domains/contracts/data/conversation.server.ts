import { newSubmissionId } from "../../../../server/inbox/submissions";
import { lockContract, sideOf, type ContractStore } from "./model.server";

// A contract's conversation (issue 42, decision 416): one request thread (decision 120) between
// its two sides, opened by the first of them who asks for it. The thread's company is the
// supplier's company (a tender's award) or the company that posted the freelance work (a
// proposal's), its other side the contract's other party; the thread's pages, replies, files and
// refusals are the requests' own. Its opening message names the contract.

/** The mailbox contract conversations are filed under in the forms inbox. */
export const CONVERSATION_MAILBOX = "contracts";

export type Conversation =
  { ok: true; path: string } | { ok: false; reason: "not-found" | "no-company" };

/** The member's way into the contract's conversation, opened if it is not yet; parties only. */
export function conversation(
  store: ContractStore,
  contractId: string,
  memberId: string,
  now: Date = new Date(),
): Promise<Conversation> {
  return store.write(async (trx): Promise<Conversation> => {
    const row = await lockContract(trx, contractId);
    if (!row || !sideOf(row, memberId)) return { ok: false, reason: "not-found" };
    // The company side, and its owner (who answers in the company inbox).
    const companyId = row.supplier_vendor_id
      ? row.supplier_vendor_id
      : ((
          await trx
            .selectFrom("freelance_proposals as r")
            .innerJoin("freelance_posts as p", "p.id", "r.post_id")
            .select("p.vendor_id")
            .where("r.id", "=", row.proposal_id ?? "")
            .executeTakeFirst()
        )?.vendor_id ?? null);
    const company = companyId
      ? await trx
          .selectFrom("vendors")
          .select(["id", "owner_id"])
          .where("id", "=", companyId)
          .executeTakeFirst()
      : undefined;
    const companyMember = row.supplier_vendor_id ? row.supplier_id : row.buyer_id;
    if (!company || company.owner_id !== companyMember) return { ok: false, reason: "no-company" };
    const other = companyMember === row.buyer_id ? row.supplier_id : row.buyer_id;
    const pathFor = (id: string) =>
      memberId === companyMember ? `/account/inbox/${id}` : `/account/requests/${id}`;
    const open = await trx
      .selectFrom("company_requests")
      .select("submission_id")
      .where("contract_id", "=", contractId)
      .executeTakeFirst();
    if (open) return { ok: true, path: pathFor(open.submission_id) };
    const id = newSubmissionId(now.getTime());
    const at = now.toISOString();
    await trx
      .insertInto("submissions")
      .values({
        id,
        mailbox: CONVERSATION_MAILBOX,
        form: "contact-vendor",
        received_at: at,
        mail_status: "off",
        mail_next_at: null,
      })
      .execute();
    await trx
      .insertInto("submission_fields")
      .values({
        submission_id: id,
        position: 0,
        name: "message",
        value: `Contract ${row.reference}: ${row.title}`,
      })
      .execute();
    await trx
      .insertInto("company_requests")
      .values({
        submission_id: id,
        vendor_id: company.id,
        buyer_id: other,
        buyer_email: null,
        status: "read",
        job_id: null,
        applicant_status: null,
        contract_id: contractId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { ok: true, path: pathFor(id) };
  });
}

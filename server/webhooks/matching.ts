import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { queueWebhookEvent } from "./deliveries";

// "A tender matching our capabilities published" (decision 502): a public tender's items' CPV
// codes against the capabilities of the companies whose endpoints asked for the event. A
// capability covers the codes it is a prefix of once its trailing zeros are dropped (45000000
// covers every construction work, 45210000 building works), as the directory's CPV filter does.

const significant = (code: string) => code.slice(0, 8).replace(/0+$/, "");

/** Whether a company with `capabilities` supplies what an item with `itemCode` asks for. */
export const coversCode = (capabilities: readonly string[], itemCode: string) =>
  capabilities.some((c) => significant(c) !== "" && itemCode.startsWith(significant(c)));

export async function queueMatchingTender(
  trx: Transaction<Database>,
  tender: { id: string; title: string },
  at: Date,
) {
  const items = await trx
    .selectFrom("tender_items")
    .select("cpv_code")
    .where("tender_id", "=", tender.id)
    .where("cpv_code", "is not", null)
    .execute();
  const codes = items.map((i) => i.cpv_code!);
  if (codes.length === 0) return 0;
  const rows = await trx
    .selectFrom("webhook_endpoints as e")
    .innerJoin("company_cpv as c", "c.company_id", "e.vendor_id")
    .select(["e.vendor_id", "c.code"])
    .where("e.events", "like", '%"tender.matching_published"%')
    .execute();
  const byVendor = new Map<string, string[]>();
  for (const r of rows) byVendor.set(r.vendor_id, [...(byVendor.get(r.vendor_id) ?? []), r.code]);
  let told = 0;
  for (const [vendorId, capabilities] of byVendor) {
    if (!codes.some((code) => coversCode(capabilities, code))) continue;
    await queueWebhookEvent(
      trx,
      {
        vendorId,
        type: "tender.matching_published",
        data: { tenderId: tender.id, title: tender.title, path: `/projects/${tender.id}` },
      },
      at,
    );
    told += 1;
  }
  return told;
}

/** "A question answered": for the companies bidding on the tender (one bidder's, if private). */
export async function queueAnsweredQuestion(
  trx: Transaction<Database>,
  question: { tenderId: string; questionId: string; onlyOwner: string | null },
  at: Date,
) {
  let query = trx
    .selectFrom("bids")
    .select("vendor_id")
    .distinct()
    .where("tender_id", "=", question.tenderId)
    .where("withdrawn_at", "is", null);
  if (question.onlyOwner) query = query.where("owner_id", "=", question.onlyOwner);
  for (const { vendor_id } of await query.execute())
    await queueWebhookEvent(
      trx,
      {
        vendorId: vendor_id,
        type: "tender.question_answered",
        data: {
          tenderId: question.tenderId,
          questionId: question.questionId,
          path: `/projects/${question.tenderId}#questions`,
        },
      },
      at,
    );
}

import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { queueWebhookEvent } from "./deliveries";

// Webhook events queued where no notice carries them. "A tender matching our capabilities
// published" rides on the matchmaking's notice to the company (decision 481), so a webhook and a
// notice match on the same rule (decision 480) and go out once.

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

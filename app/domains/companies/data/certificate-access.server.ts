import type { CompanyStore } from "./model.server";

// Who downloads a company's certificate file (issue 43, decision 472).

/**
 * A certificate's stored file for someone who may download it (decision 472): its company's
 * owner, an operator, or the buyer of a tender the company bid on once the bids are open (sealed
 * before, when not even who bid shows). Undefined for everyone else.
 */
export async function certificateFileFor(
  { db }: CompanyStore,
  id: string,
  viewer: { id: string; isOperator: boolean },
  now = new Date(),
) {
  const row = await db
    .selectFrom("company_certificates as c")
    .innerJoin("vendors", "vendors.id", "c.company_id")
    .select([
      "c.file",
      "c.file_name",
      "c.content_type",
      "c.size",
      "c.company_id",
      "vendors.owner_id",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (viewer.isOperator || (row.owner_id !== null && row.owner_id === viewer.id)) return row;
  const buyer = await db
    .selectFrom("bids")
    .innerJoin("tenders", "tenders.id", "bids.tender_id")
    .select("tenders.id")
    .where("bids.vendor_id", "=", row.company_id)
    .where("bids.withdrawn_at", "is", null)
    .where("tenders.buyer_id", "=", viewer.id)
    .where("tenders.bid_deadline", "<=", now.toISOString())
    .where((eb) =>
      eb.or([
        eb("tenders.cancelled_at", "is", null),
        eb("tenders.cancelled_at", ">=", eb.ref("tenders.bid_deadline")),
      ]),
    )
    .executeTakeFirst();
  return buyer ? row : undefined;
}

import { randomUUID } from "node:crypto";
import { silent, type Tell } from "../../../../server/db/write";
import type { MilestoneKind } from "../rules";
import { partyChange, tellOther, type Changed, type ContractStore } from "./model.server";

// A contract's milestones (issue 42 Build 3): the deliveries and payments the buyer plans, with
// their due dates, and when each was met. The deliveries themselves are the orders'.

/** The buyer plans a delivery or payment milestone, or marks one met. */
export async function milestone(
  store: ContractStore,
  contractId: string,
  buyerId: string,
  change: { add: { kind: MilestoneKind; title: string; dueDate: string } } | { met: string },
  tell: Tell = silent,
  now = new Date(),
): Promise<Changed> {
  return partyChange(
    store,
    contractId,
    { id: buyerId, side: "buyer" },
    ["pending", "active"],
    async (trx, row, at) => {
      if ("met" in change) {
        const done = await trx
          .updateTable("contract_milestones")
          .set({ met_at: at })
          .where("id", "=", change.met)
          .where("contract_id", "=", contractId)
          .where("met_at", "is", null)
          .executeTakeFirst();
        return Number(done.numUpdatedRows) ? { ok: true } : { ok: false, reason: "gone" };
      }
      await trx
        .insertInto("contract_milestones")
        .values({
          id: randomUUID(),
          contract_id: contractId,
          kind: change.add.kind,
          title: change.add.title,
          due_date: change.add.dueDate,
          met_at: null,
          created_at: at,
        })
        .execute();
      await tellOther(
        trx,
        tell,
        row,
        "buyer",
        "A milestone was planned",
        `${change.add.title}, due ${change.add.dueDate}.`,
        "#milestones",
      );
      return { ok: true };
    },
    now,
  );
}

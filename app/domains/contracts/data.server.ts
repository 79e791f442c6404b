import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as attachments from "./data/attachments.server";
import * as conversation from "./data/conversation.server";
import * as drafting from "./data/drafting.server";
import * as invoices from "./data/invoices.server";
import * as lookups from "./data/lookups.server";
import * as milestones from "./data/milestones.server";
import type { ContractStore } from "./data/model.server";
import * as orders from "./data/orders.server";
import * as publicContracts from "./data/public.server";
import * as reads from "./data/reads.server";

// Contracts after the award's data layer, as the repository hands it to loaders and actions
// (`repo.contracts.<function>`): the functions of data/, by use case, bound to one database.

const FUNCTIONS = {
  tenderSource: drafting.tenderSource,
  proposalSource: drafting.proposalSource,
  draft: drafting.draft,
  move: drafting.move,
  amend: drafting.amend,
  milestone: milestones.milestone,
  placeOrder: orders.placeOrder,
  decideOrder: orders.decideOrder,
  markSent: orders.markSent,
  receive: orders.receive,
  submitInvoice: invoices.submitInvoice,
  decideInvoice: invoices.decideInvoice,
  pay: invoices.pay,
  contractFile: reads.contractFile,
  attach: attachments.attach,
  conversation: conversation.conversation,
  documentsOf: attachments.documentsOf,
  document: attachments.document,
  mine: reads.mine,
  latest: reads.latest,
  publicPageAfter: publicContracts.publicPageAfter,
  fromAward: lookups.fromAward,
  sideFor: lookups.sideFor,
  publicOfTender: lookups.publicOfTender,
  scorecardInput: lookups.scorecardInput,
};

export function createContracts(db: Db, write: Write) {
  return bindStore<ContractStore, typeof FUNCTIONS>({ db, write }, FUNCTIONS);
}

export type Contracts = ReturnType<typeof createContracts>;

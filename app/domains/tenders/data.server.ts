import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as amendments from "./data/amendments.server";
import * as audit from "./data/audit.server";
import * as awarding from "./data/award.server";
import * as awardReads from "./data/award-reads.server";
import * as bidHistory from "./data/bid-history.server";
import * as bidPages from "./data/bid-pages.server";
import * as bidReads from "./data/bid-reads.server";
import * as bidding from "./data/bidding.server";
import * as changes from "./data/changes.server";
import * as drafts from "./data/drafts.server";
import * as evaluation from "./data/evaluation.server";
import * as panelNotices from "./data/panel-notices.server";
import * as interest from "./data/interest.server";
import * as lotAwarding from "./data/lot-awards.server";
import * as listings from "./data/listings.server";
import type { TenderStore } from "./data/model.server";
import * as reads from "./data/reads.server";
import * as reconfirm from "./data/reconfirm.server";
import * as requirements from "./data/requirements.server";

// The tenders' data layer, as the repository hands it to loaders and actions
// (`repo.tenders.<function>`): the functions of data/, by use case, bound to one database.

const FUNCTIONS = {
  detail: reads.detail,
  visible: reads.visible,
  items: reads.items,
  document: reads.document,
  questions: reads.questions,
  questionsBy: reads.questionsBy,
  invitations: reads.invitations,
  bidCount: reads.bidCount,
  publicRecord: reads.publicRecord,
  ownBids: bidReads.ownBids,
  sealedBids: bidReads.sealedBids,
  bidField: bidPages.bidField,
  sealedBidsByIds: bidPages.sealedBidsByIds,
  bidDocument: bidReads.bidDocument,
  timeline: audit.timeline,
  auditTrail: audit.auditTrail,
  checkAudit: audit.checkAudit,
  openBids: audit.openBids,
  onPanel: reads.onPanel,
  panel: evaluation.panel,
  ownScores: evaluation.ownScores,
  submittedScores: evaluation.submittedScores,
  panelWaiting: evaluation.panelWaiting,
  membersByEmail: evaluation.membersByEmail,
  emailsOf: evaluation.emailsOf,
  declareNoConflict: evaluation.declareNoConflict,
  saveScores: evaluation.saveScores,
  tellOpenedPanels: panelNotices.tellOpenedPanels,
  priorBidAttempt: bidHistory.priorBidAttempt,
  bidVersions: bidHistory.bidVersions,
  amendments: amendments.amendments,
  amendTender: amendments.amendTender,
  following: interest.following,
  follow: interest.follow,
  reconfirmBid: reconfirm.reconfirmBid,
  qualification: requirements.qualification,
  qualifyingCompanies: requirements.qualifyingCompanies,
  verifyForTender: requirements.verifyForTender,
  bidderCertificates: requirements.bidderCertificates,
  ...listings,
  ...changes,
  ...drafts,
  ...bidding,
  award: awarding.award,
  cancelAward: awarding.cancelAward,
  finaliseAward: awarding.finaliseAward,
  awardsDue: awarding.awardsDue,
  awardBids: awardReads.awardBids,
  askAboutAward: awardReads.askAboutAward,
  awardLot: lotAwarding.awardLot,
  cancelLotAward: lotAwarding.cancelLotAward,
  lotAwards: lotAwarding.lotAwards,
};

export function createTenders(db: Db, write: Write, countCap?: number) {
  return bindStore<TenderStore, typeof FUNCTIONS>({ db, write, countCap }, FUNCTIONS);
}

export type Tenders = ReturnType<typeof createTenders>;

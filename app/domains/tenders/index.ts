// The tenders domain's public entry: what other domains' pages and the server may use of it.
// Everything else in this folder is the domain's own (scripts/lint-boundaries.js).
export { InviteButtons, InviteToTender } from "./invite-to-tender";
// The OCDS conventions the contracts' releases share with the tenders' (decisions 350-354, 413).
export { OCDS_VERSION, ocdsPackage, ocdsRelease, ocidOf, type OcdsTender } from "./ocds";
export {
  buyerParty,
  companyParty,
  OCDS_EXTENSIONS,
  ocdsAmendment,
  type OcdsParty,
} from "./ocds-parts";
export { centsToDecimal, parsePrice } from "./rules";

// The classification domain's server-side entry (issue 43): the CPV list in the database, its
// search and the check of codes, and the organisation identifier schemes.
export { insertCpvCodes } from "./cpv-list.server";
export { classification, type Classification } from "./cpv.server";
export { identifierSchemes, isKnownScheme, type IdentifierScheme } from "./schemes.server";

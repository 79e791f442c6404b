// The companies domain's server-side public entry: its data layer for the repository (the
// directory and the network's companies), the server module for logos and the operators'
// decisions, the logo store members' photos share, and what the console's shared parts check.
export { companiesRepository, vendorDirectory } from "./data.server";
export { verifiedCompanies } from "./data/qualification.server";
export { companyFromRow } from "./data/model.server";
export { createCompaniesModule } from "./companies-module.server";
export { LogoStore, LOGOS_AREA, MEMBER_PHOTOS_AREA, type LogoResult } from "./logos.server";
export { canModerate } from "./permissions";
export { CERTIFICATE_FILES_AREA, createCertificateFiles } from "./certificate-files.server";
export { checkReason, type Company } from "./schema";

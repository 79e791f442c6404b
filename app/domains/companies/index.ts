// The companies domain's public entry: what other domains' pages, the shared parts and the
// server may use of the supplier directory and its companies. Everything else in this folder is
// the domain's own (scripts/lint-boundaries.js).
export { companyNameKey } from "./names";
export {
  filterVendors,
  parseVendorFilters,
  serialiseVendorFilters,
  type VendorFilters,
} from "./vendor-filters";
export { CARD_SAVE_CLASS, VendorCard } from "./vendor-card";
export { VENDOR_NOT_FOUND, VendorNotFound } from "./vendor-not-found";

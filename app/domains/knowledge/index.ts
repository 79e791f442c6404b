// The knowledge domain's public entry: what other domains' pages may use of it (the console's
// Team & sources tab offers the sourcing channels' kinds and regions).
// Everything else in this folder is the domain's own (scripts/lint-boundaries.js).
export { SOURCE_REGIONS, SOURCING_CHANNEL_KINDS } from "./rules";

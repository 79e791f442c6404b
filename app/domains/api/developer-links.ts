// The "Bulk data and webhooks" section of /developers: the change feed and the bulk OCDS
// packages (app/domains/api/bulk-links.ts, decision 506).

export type { BulkLink as DeveloperLink } from "./bulk-links";
export { bulkLinks as DEVELOPER_LINKS } from "./bulk-links";

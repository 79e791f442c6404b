// The notifications domain's server-side public entry: its data layer, which the server starts
// with the outbox (server/outbox-module.ts) and hands to every request's context, and the shape
// of a notice other domains' writes tell members with.
export { createNotifications, type Notifications } from "./data.server";
export type { NewNotice } from "./data/model.server";
export { batchPageReads, withPageReads, type PageReads } from "./page-reads.server";

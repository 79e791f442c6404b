// The hiring domain's server-side public entry: its data layer for the repository (and the job
// board's listing), the job alerts' daily digest e-mail the server's background work queues and the name of
// the keyed job that tells a published job's alerts.
export { createHiring } from "./data.server";
export { jobBoard } from "./data/board.server";
export { jobAlertDigestMail } from "./rules";
export { ALERT_MATCH_JOB } from "./data/alert-match.server";

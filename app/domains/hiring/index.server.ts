// The hiring domain's server-side public entry: its data layer for the repository (and the job
// board's listing), and the job alerts' daily digest e-mail the server's background work queues.
export { createHiring } from "./data.server";
export { jobBoard } from "./data/board.server";
export { jobAlertDigestMail } from "./rules";

// The hiring domain's server-side public entry: its data layer for the repository, and the job
// alerts' daily digest e-mail the server's background work queues.
export { createHiring } from "./data.server";
export { jobAlertDigestMail } from "./rules";

import { hiringFlow, test } from "./hiring-helpers";

// The same hiring flow without JavaScript: real forms and links all the way, the application
// on its own page instead of the dialog.

test("an owner posts a job, a job seeker finds it and applies with a PDF, the owner shortlists and messages them, without scripts", async ({
  browser,
  claimServer,
}) => {
  await hiringFlow(browser, claimServer, false);
});

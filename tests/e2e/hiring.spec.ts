import { hiringFlow, test } from "./hiring-helpers";

// Hiring on the network with JavaScript (issue 30): a posted job from the form to a shortlisted
// applicant who reads the employer's message. The no-JS counterpart is hiring.nojs.spec.ts.

test.skip(
  ({ isMobile }) => isMobile,
  "The flows are the same on a phone, where the shared layout is tested by the other specs.",
);

test("an owner posts a job, a job seeker finds it and applies with a PDF, the owner shortlists and messages them", async ({
  browser,
  claimServer,
}) => {
  await hiringFlow(browser, claimServer, true);
});

import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { JOB_ALERT_FORM_LIMIT, JOB_FORM_LIMIT } from "./hiring.server";

const job = { take: "job-post", when: "in-handler" };
import * as accountJob from "./routes/account-job";
import * as accountJobAlerts from "./routes/account-job-alerts";
import * as accountJobForm from "./routes/account-job-form";

// The hiring actions' policies: posting and running a job need a confirmed e-mail, and each form
// is read by the pipeline within its limit; each declares its member rate limit, taken by the
// handler where it took it before (decision 300).

describe("hiring route policies", () => {
  it("declares who may post and how large a form each action reads", () => {
    for (const route of [accountJobForm, accountJob])
      expect(policyOf(route.action)).toEqual({
        who: "confirmed",
        body: JOB_FORM_LIMIT,
        limit: job,
      });
    expect(policyOf(accountJobAlerts.action)).toEqual({
      who: "member",
      body: JOB_ALERT_FORM_LIMIT,
      limit: { take: "job-alert", when: "in-handler" },
    });
  });
});

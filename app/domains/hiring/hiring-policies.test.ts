import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { JOB_ALERT_FORM_LIMIT, JOB_FORM_LIMIT } from "./hiring.server";
import * as accountJob from "./routes/account-job";
import * as accountJobAlerts from "./routes/account-job-alerts";
import * as accountJobForm from "./routes/account-job-form";

// The hiring actions' policies: posting and running a job need a confirmed e-mail, and each form
// is read by the pipeline within its limit.

describe("hiring route policies", () => {
  it("declares who may post and how large a form each action reads", () => {
    expect(policyOf(accountJobForm.action)).toEqual({ who: "confirmed", body: JOB_FORM_LIMIT });
    expect(policyOf(accountJob.action)).toEqual({ who: "confirmed", body: JOB_FORM_LIMIT });
    expect(policyOf(accountJobAlerts.action)).toEqual({
      who: "member",
      body: JOB_ALERT_FORM_LIMIT,
    });
  });
});

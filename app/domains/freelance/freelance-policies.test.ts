import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { MANAGED_POST_FORM_LIMIT, POST_FORM_LIMIT, PROPOSAL_FORM_LIMIT } from "./freelance.server";
import * as accountFreelanceForm from "./routes/account-freelance-form";
import * as accountFreelancePost from "./routes/account-freelance-post";
import * as freelancePost from "./routes/freelance-post";

// Freelance actions' policies: posting, running a post and proposing need a confirmed e-mail;
// the proposal form shows its own "too large" and "send again" refusals. Each declares its member
// rate limit, taken by the handler once the form is valid (decision 300).

describe("freelance route policies", () => {
  it("declares who may act and how large a form each action reads", () => {
    expect(policyOf(accountFreelanceForm.action)).toEqual({
      who: "confirmed",
      body: POST_FORM_LIMIT,
      limit: { take: "freelance-post", when: "in-handler" },
    });
    expect(policyOf(accountFreelancePost.action)).toEqual({
      who: "confirmed",
      body: MANAGED_POST_FORM_LIMIT,
      limit: { take: "freelance-post", when: "in-handler" },
    });
    expect(policyOf(freelancePost.action)).toEqual({
      who: "confirmed",
      body: { max: PROPOSAL_FORM_LIMIT, refusals: "handler" },
      limit: { take: "freelance-proposal", when: "in-handler" },
    });
  });
});

import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { MAX_SAVE_FORM_BYTES, SAVE_LIMIT } from "./save-action.server";
import { MAX_FORM_BYTES, SHORTLISTS_LIMIT } from "./shortlists-action.server";
import * as accountShortlists from "./routes/account-shortlists";
import * as savedJobSave from "./routes/saved-job-save";
import * as shortlistSave from "./routes/shortlist-save";

// The shortlists' actions show their own refusals: the Save buttons answer a signed-out visitor
// from the form they posted (sign in and back, or "Please sign in."), so anyone may post them.

describe("shortlists route policies", () => {
  it("reads each form within its limit and hands its refusals to the page", () => {
    expect(policyOf(accountShortlists.action)).toEqual({
      who: "member",
      body: { max: MAX_FORM_BYTES, refusals: "handler" },
      limit: SHORTLISTS_LIMIT,
    });
    expect(SAVE_LIMIT).toEqual({ take: "shortlist-write", when: "in-handler" });
    expect(SHORTLISTS_LIMIT).toEqual({ take: "shortlist-write", when: "in-handler" });
    for (const save of [shortlistSave, savedJobSave]) {
      expect(policyOf(save.action)).toEqual({
        who: "anyone",
        body: { max: MAX_SAVE_FORM_BYTES, refusals: "handler" },
        limit: SAVE_LIMIT,
      });
    }
  });
});

import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { ACCOUNT_FORM_MAX_BYTES } from "./account-action.server";
import { PROFILE_FORM_MAX_BYTES } from "./profile-action.server";
import * as account from "./routes/account";
import * as accountProfile from "./routes/account-profile";

// The account and profile pages read their forms within their limits and show "too large" and
// "could not be read" in their own forms.

describe("accounts route policies", () => {
  it("reads each form for the signed-in member and hands its refusals to the page", () => {
    expect(policyOf(account.action)).toEqual({
      who: "member",
      body: { max: ACCOUNT_FORM_MAX_BYTES, refusals: "handler" },
    });
    expect(policyOf(accountProfile.action)).toEqual({
      who: "member",
      body: { max: PROFILE_FORM_MAX_BYTES, refusals: "handler" },
    });
  });
});

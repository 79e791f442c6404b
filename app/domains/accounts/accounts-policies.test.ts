import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { ACCOUNT_FORM_MAX_BYTES, ACCOUNT_LIMIT } from "./account-action.server";
import { PROFILE_FORM_MAX_BYTES } from "./profile-action.server";
import * as account from "./routes/account";
import * as accountProfile from "./routes/account-profile";

// The account and profile pages read their forms within their limits and show "too large" and
// "could not be read" in their own forms; what needs the password again, and saving the profile,
// are limited per member once the form is valid (decision 300).

describe("accounts route policies", () => {
  it("reads each form for the signed-in member and hands its refusals to the page", () => {
    expect(policyOf(account.action)).toEqual({
      who: "member",
      body: { max: ACCOUNT_FORM_MAX_BYTES, refusals: "handler" },
      limit: ACCOUNT_LIMIT,
    });
    expect(ACCOUNT_LIMIT).toEqual({
      take: {
        "change-email": "account-security",
        "enable-2fa": "account-security",
        "confirm-2fa": "account-security",
        "disable-2fa": "account-security",
        "delete-account": "account-security",
      },
      when: "in-handler",
    });
    expect(policyOf(accountProfile.action)).toEqual({
      who: "member",
      body: { max: PROFILE_FORM_MAX_BYTES, refusals: "handler" },
      limit: { take: "profile-write", when: "in-handler" },
    });
  });
});
